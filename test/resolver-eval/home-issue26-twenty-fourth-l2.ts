// Issue 26, round 24L, rules 4–7 (1–3 are in home-issue26-twenty-fourth-l.ts): rooms said without the given
// name in their middle, lists whose part names only a kind, time fillers in questions, and Swedish and Danish
// adjectives before a definite noun, in homes of our own. The first tag is the category, the second the rule
// exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const windowClass = { deviceClass: 'window' } as const;
const temperature = { deviceClass: 'temperature' } as const;

/** A home of a bathroom and a kitchen whose sensors and light keep the names their integration gave them. */
function timeHome(
  id: string,
  language: string,
  [bath, kitchen]: [string, string],
  cases: [tags: string, said: string, wants: 'window' | 'temperature' | 'light'][],
): EvalSuite {
  const ids = { window: 'binary_sensor.bath_window', temperature: 'sensor.bath_t', light: 'light.kitchen' };
  return home(
    id,
    language,
    [
      ['bath', bath],
      ['kitchen', kitchen],
    ],
    [
      one('bath', ids.window, 'Contact 1', windowClass),
      one('kitchen', 'binary_sensor.kitchen_window', 'Contact 2', windowClass),
      one('bath', ids.temperature, 'Sensor 3', temperature),
      one('kitchen', 'sensor.kitchen_t', 'Sensor 4', temperature),
      one('kitchen', ids.light, 'Hue 5'),
    ],
    cases.map(([tags, said, wants]) => c(tags, said, [ids[wants]])),
  );
}

/**
 * Rule 6: a word of time in a question ("at present", "derzeit", "지금", "actualmente", "momenteel", "i
 * øjeblikket") is no word of the name: "is the kitchen light on right now" asks the light.
 */
const TIME_FILLER: EvalSuite[] = [
  timeHome(
    'r24l_en_time',
    'en',
    ['Bathroom', 'Kitchen'],
    [
      ['ordinary time-filler', 'the bathroom temperature at present', 'temperature'],
      ['device-sensor', 'is the bathroom window open right now', 'window'],
      ['ordinary', 'is the kitchen light on now', 'light'],
    ],
  ),
  timeHome(
    'r24l_de_time',
    'de',
    ['Bad', 'Küche'],
    [
      ['ordinary time-filler', 'die Temperatur im Bad derzeit', 'temperature'],
      ['ordinary time-filler', 'Temperatur im Bad aktuell', 'temperature'],
      ['device-sensor', 'ist das Fenster im Bad jetzt offen', 'window'],
    ],
  ),
  timeHome(
    'r24l_es_time',
    'es',
    ['Baño', 'Cocina'],
    [
      ['ordinary time-filler', 'la temperatura del baño actualmente', 'temperature'],
      ['ordinary', 'la temperatura del baño ahora mismo', 'temperature'],
    ],
  ),
  timeHome(
    'r24l_it_time',
    'it',
    ['Bagno', 'Cucina'],
    [
      ['ordinary time-filler', 'la temperatura del bagno attualmente', 'temperature'],
      ['device-sensor', 'la finestra del bagno è aperta adesso', 'window'],
    ],
  ),
  timeHome(
    'r24l_nl_time',
    'nl',
    ['Badkamer', 'Keuken'],
    [
      ['ordinary time-filler', 'de temperatuur in de badkamer momenteel', 'temperature'],
      ['device-sensor', 'is het raam in de badkamer nu open', 'window'],
    ],
  ),
  timeHome(
    'r24l_pt_time',
    'pt',
    ['Casa de banho', 'Cozinha'],
    [
      ['ordinary time-filler', 'a temperatura da casa de banho agora mesmo', 'temperature'],
      ['ordinary time-filler', 'a temperatura da casa de banho atualmente', 'temperature'],
      ['device-sensor', 'a janela da casa de banho está aberta agora', 'window'],
    ],
  ),
  timeHome(
    'r24l_pl_time',
    'pl',
    ['Łazienka', 'Kuchnia'],
    [
      ['device-sensor', 'czy okno w łazience jest teraz otwarte', 'window'],
      ['ordinary', 'temperatura w łazience w tej chwili', 'temperature'],
    ],
  ),
  timeHome(
    'r24l_sv_time',
    'sv',
    ['Badrum', 'Kök'],
    [
      ['ordinary', 'temperaturen i badrummet just nu', 'temperature'],
      ['ordinary', 'är lampan i köket tänd nu', 'light'],
    ],
  ),
  timeHome(
    'r24l_da_time',
    'da',
    ['Badeværelse', 'Køkken'],
    [
      ['ordinary time-filler', 'temperaturen på badeværelset i øjeblikket', 'temperature'],
      ['ordinary', 'temperaturen på badeværelset lige nu', 'temperature'],
    ],
  ),
  timeHome(
    'r24l_ko_time',
    'ko',
    ['욕실', '주방'],
    [
      ['device-sensor time-filler', '욕실 창문 지금 열려있어', 'window'],
      ['ordinary time-filler', '지금 욕실 온도', 'temperature'],
      ['ordinary time-filler', '현재 욕실 온도', 'temperature'],
      ['ordinary time-filler', '주방 불 지금 켜져 있어', 'light'],
      ['ordinary time-filler', '욕실 온도 지금 몇 도야', 'temperature'],
    ],
  ),
  timeHome(
    'r24l_ja_time',
    'ja',
    ['浴室', '台所'],
    [
      ['device-sensor', '浴室の窓は今開いてる?', 'window'],
      ['ordinary', '現在の浴室の温度', 'temperature'],
    ],
  ),
  timeHome(
    'r24l_zh_time',
    'zh',
    ['浴室', '厨房'],
    [
      ['device-sensor', '浴室窗户现在开着吗', 'window'],
      ['ordinary', '目前浴室温度', 'temperature'],
    ],
  ),
  // A name that holds the word keeps it.
  home(
    'r24l_en_now_tv',
    'en',
    [['lounge', 'Lounge']],
    [one('lounge', 'media_player.now_tv', 'NOW TV'), one('lounge', 'media_player.sonos', 'Sonos Lounge')],
    [
      c('name-wins', 'the now tv', ['media_player.now_tv']),
      c('name-wins', 'the now tv in the lounge', ['media_player.now_tv']),
    ],
  ),
];

export const TWENTY_FOURTH_ROUND_L2: EvalSuite[] = [...TIME_FILLER];
