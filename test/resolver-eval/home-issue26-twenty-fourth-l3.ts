// Issue 26, round 24L, rules 3, 6 and 7 (1 and 2 are in home-issue26-twenty-fourth-l.ts, 4 and 5 in -l2.ts):
// jobs said as nouns, words of time in questions, and Swedish and Danish adjectives before a definite noun, in
// homes of our own. The first tag is the category, the second the rule exercised (cases without a rule tag are
// guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const windowClass = { deviceClass: 'window' } as const;
const temperature = { deviceClass: 'temperature' } as const;

/**
 * Rule 3: a job said as a noun ("el barrido", "le balayage", "das Kehren", "l'annaffiatura", "zamiatanie",
 * "sopningen") is the device that does it: the job's nouns follow from its verbs by each language's way of making
 * a noun of a verb (-ado/-ido, -age, -atura, -anie, -ning), and sweeping is the vacuum's job.
 */
const JOB_NOUN: EvalSuite[] = [
  home(
    'r24l_es_job',
    'es',
    [
      ['salon', 'Salón'],
      ['jardin', 'Jardín'],
    ],
    [
      one('salon', 'vacuum.conga', 'Conga 8290'),
      one('jardin', 'valve.riego', 'Válvula jardín'),
      one('jardin', 'lawn_mower.cortacesped', 'Robot jardín'),
    ],
    [
      c('activity job-noun', 'el barrido', ['vacuum.conga']),
      c('activity job-noun', 'el barrido del salón', ['vacuum.conga']),
      c('activity', 'el fregado', ['vacuum.conga']),
      c('activity', 'el aspirado', ['vacuum.conga']),
      c('activity', 'barrer el salón', ['vacuum.conga']),
      c('activity', 'el riego del jardín', ['valve.riego']),
      c('activity', 'la siega', ['lawn_mower.cortacesped']),
    ],
  ),
  home(
    'r24l_fr_job',
    'fr',
    [
      ['sejour', 'Séjour'],
      ['jardin', 'Jardin'],
    ],
    [one('sejour', 'vacuum.robot', 'Roborock S8'), one('jardin', 'valve.jardin', 'Vanne potager')],
    [
      c('activity job-noun', 'le balayage', ['vacuum.robot']),
      c('activity job-noun', 'le balayage du séjour', ['vacuum.robot']),
      c('activity job-noun', 'balayer le séjour', ['vacuum.robot']),
      c('activity', "l'arrosage du jardin", ['valve.jardin']),
      c('activity', "l'aspiration", ['vacuum.robot']),
    ],
  ),
  home(
    'r24l_de_job',
    'de',
    [
      ['wohn', 'Wohnzimmer'],
      ['garten', 'Garten'],
    ],
    [one('wohn', 'vacuum.saugi', 'Saugi'), one('garten', 'valve.beet', 'Ventil Beet')],
    [
      c('activity job-noun', 'das Kehren', ['vacuum.saugi']),
      c('activity job-noun', 'das Fegen im Wohnzimmer', ['vacuum.saugi']),
      c('activity job-noun', 'fegen im Wohnzimmer', ['vacuum.saugi']),
      c('activity', 'das Staubsaugen', ['vacuum.saugi']),
      c('activity', 'die Bewässerung im Garten', ['valve.beet']),
    ],
  ),
  home(
    'r24l_it_job',
    'it',
    [
      ['soggiorno', 'Soggiorno'],
      ['orto', 'Orto'],
    ],
    [
      one('soggiorno', 'vacuum.robot', 'Robottino'),
      one('orto', 'valve.orto', 'Elettrovalvola orto'),
      one('orto', 'lawn_mower.tosaerba', 'Tosaerba'),
    ],
    [
      c('activity job-noun', "l'annaffiatura dell'orto", ['valve.orto']),
      c('activity job-noun', 'la falciatura', ['lawn_mower.tosaerba']),
      c('activity', 'spazzare il soggiorno', ['vacuum.robot']),
      c('activity', "l'aspirazione", ['vacuum.robot']),
    ],
  ),
  home(
    'r24l_pt_job',
    'pt',
    [
      ['sala', 'Sala'],
      ['quintal', 'Quintal'],
    ],
    [one('sala', 'vacuum.robo', 'Robô aspirador'), one('quintal', 'valve.quintal', 'Válvula quintal')],
    [
      c('activity job-noun', 'varrer a sala', ['vacuum.robo']),
      c('activity job-noun', 'a varredura da sala', ['vacuum.robo']),
      c('activity', 'a rega do quintal', ['valve.quintal']),
    ],
  ),
  home(
    'r24l_nl_job',
    'nl',
    [
      ['woon', 'Woonkamer'],
      ['tuin', 'Tuin'],
    ],
    [one('woon', 'vacuum.robot', 'Robotje'), one('tuin', 'valve.tuin', 'Klep tuin')],
    [
      c('activity job-noun', 'het vegen in de woonkamer', ['vacuum.robot']),
      c('activity job-noun', 'de woonkamer vegen', ['vacuum.robot']),
      c('activity', 'het stofzuigen', ['vacuum.robot']),
    ],
  ),
  home(
    'r24l_pl_job',
    'pl',
    [
      ['salon', 'Salon'],
      ['ogrod', 'Ogród'],
    ],
    [one('salon', 'vacuum.odkurzacz', 'Roomba'), one('ogrod', 'valve.ogrod', 'Zawór ogród')],
    [
      c('activity job-noun', 'zamiatanie', ['vacuum.odkurzacz']),
      c('activity job-noun', 'zamiatanie w salonie', ['vacuum.odkurzacz']),
      c('activity job-noun', 'pozamiataj salon', ['vacuum.odkurzacz']),
      c('activity', 'odkurzanie', ['vacuum.odkurzacz']),
      c('activity', 'podlewanie ogrodu', ['valve.ogrod']),
    ],
  ),
  home(
    'r24l_sv_job',
    'sv',
    [
      ['vardagsrum', 'Vardagsrum'],
      ['tradgard', 'Trädgård'],
    ],
    [one('vardagsrum', 'vacuum.robot', 'Roboten'), one('tradgard', 'valve.tradgard', 'Ventil rabatt')],
    [
      c('activity job-noun', 'sopningen', ['vacuum.robot']),
      c('activity job-noun', 'sopa vardagsrummet', ['vacuum.robot']),
      c('activity', 'dammsugningen', ['vacuum.robot']),
      c('activity', 'bevattningen i trädgården', ['valve.tradgard']),
    ],
  ),
  home(
    'r24l_da_job',
    'da',
    [
      ['stue', 'Stue'],
      ['have', 'Have'],
    ],
    [one('stue', 'vacuum.robot', 'Robotten'), one('have', 'lawn_mower.klipper', 'Plæneklipper')],
    [
      c('activity job-noun', 'fejningen', ['vacuum.robot']),
      c('activity', 'støvsugningen', ['vacuum.robot']),
      c('activity', 'græsslåningen', ['lawn_mower.klipper']),
    ],
  ),
  home(
    'r24l_ko_job',
    'ko',
    [['geosil', '거실']],
    [one('geosil', 'vacuum.robot', '로봇')],
    [c('activity job-noun', '거실 쓸기', ['vacuum.robot']), c('activity', '거실 청소', ['vacuum.robot'])],
  ),
  home(
    'r24l_ja_job',
    'ja',
    [['ima', '居間']],
    [one('ima', 'vacuum.robot', 'ロボット')],
    [c('activity', '居間の掃き掃除', ['vacuum.robot']), c('activity', '居間の掃除', ['vacuum.robot'])],
  ),
];

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

/**
 * Rule 7: a Swedish or Danish adjective before a definite noun ("tänd den stora golvlampan", "sluk den lille
 * lampe", "släck det gamla ljuset") chooses among the names by its bare form ("Stor golvlampa", "Lille lampe"),
 * and is left out when no name holds it.
 */
const ADJECTIVE: EvalSuite[] = [
  home(
    'r24l_sv_adjective',
    'sv',
    [
      ['vardagsrum', 'Vardagsrum'],
      ['sovrum', 'Sovrum'],
      ['hall', 'Hall'],
    ],
    [
      one('hall', 'light.gammal_lampa', 'Gammal lampa'),
      one('hall', 'light.ny_lampa', 'Ny lampa'),
      one('vardagsrum', 'light.stor_golvlampa', 'Stor golvlampa'),
      one('vardagsrum', 'light.liten_golvlampa', 'Liten golvlampa'),
      one('vardagsrum', 'light.vit_lampa', 'Vit bordslampa'),
      one('sovrum', 'light.sovrum_tak', 'Taklampa sovrum'),
    ],
    [
      c('name-wins', 'tänd den stora golvlampan', ['light.stor_golvlampa']),
      c('name-wins adjective', 'släck den lilla golvlampan', ['light.liten_golvlampa']),
      c('name-wins', 'den vita bordslampan', ['light.vit_lampa']),
      c('ordinary adjective', 'släck det gamla ljuset i sovrummet', ['light.sovrum_tak']),
      c('name-wins', 'tänd den gamla lampan i hallen', ['light.gammal_lampa']),
      c('name-wins adjective', 'den nya lampan i hallen', ['light.ny_lampa']),
      c('ask-one', 'golvlampan', { ask: ['light.stor_golvlampa', 'light.liten_golvlampa'] }),
      c('name-wins', 'stor golvlampa', ['light.stor_golvlampa']),
    ],
  ),
  home(
    'r24l_da_adjective',
    'da',
    [
      ['stue', 'Stue'],
      ['kokken', 'Køkken'],
      ['gang', 'Gang'],
    ],
    [
      one('gang', 'light.gammel_lampe', 'Gammel lampe'),
      one('gang', 'light.ny_lampe', 'Ny lampe'),
      one('stue', 'light.stor_lampe', 'Stor lampe'),
      one('stue', 'light.lille_lampe', 'Lille lampe'),
      one('stue', 'light.hvid', 'Hvid standerlampe'),
      one('kokken', 'light.kokken', 'Køkkenlampe'),
    ],
    [
      c('name-wins', 'sluk den lille lampe', ['light.lille_lampe']),
      c('name-wins', 'tænd den store lampe', ['light.stor_lampe']),
      c('name-wins', 'tænd den hvide standerlampe', ['light.hvid']),
      c('ordinary adjective', 'sluk den nye lampe i køkkenet', ['light.kokken']),
      c('name-wins', 'sluk den gamle lampe i gangen', ['light.gammel_lampe']),
      c('name-wins', 'lille lampe', ['light.lille_lampe']),
    ],
  ),
];

/** Guards: a hidden thing's word keeps the adjective; a joiner cut out of a name ("と" in "まこと") joins nothing. */
const HIDDEN_AND_CUT: EvalSuite[] = [
  home(
    'r24l_sv_adjective_hidden',
    'sv',
    [['kok', 'Kök']],
    [one('kok', 'switch.kyl', 'Kylskåp'), one('kok', 'switch.gammal_frys', 'Gammal frys', { hidden: true })],
    [
      c('hidden-similar adjective', 'den gamla frysen', 'not-exposed'),
      c('ordinary', 'kylskåpet', ['switch.kyl']),
    ],
  ),
  home(
    'r24l_ja_cut_joiner',
    'ja',
    [
      ['makoto', 'まことの部屋'],
      ['aoi', 'あおいの部屋'],
    ],
    [one('makoto', 'light.makoto_desk', 'デスクライト'), one('aoi', 'light.aoi_desk', 'デスクライト')],
    [c('named-after', 'まことのライト', ['light.makoto_desk'])],
  ),
];

export const TWENTY_FOURTH_ROUND_L3: EvalSuite[] = [
  ...JOB_NOUN,
  ...TIME_FILLER,
  ...ADJECTIVE,
  ...HIDDEN_AND_CUT,
];
