// Issue 26, round 21a, rules 5–7 (joined in home-issue26-twenty-first-a.ts). Cases of our own, in homes of our
// own; none is a slice's request or home. The first tag is the category, the second the rule exercised
// (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const temp = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
const plug = { deviceClass: 'outlet' };
const hood = { attributes: { preset_modes: ['low', 'high'], percentage_step: 33 } };
const door = { deviceClass: 'door' };

/** Rule 5: a Polish word said with its softened locative ("w zamrażarce", "na werandzie", "w oborze"). */
const POLISH_SOFTENED: EvalSuite[] = [
  home(
    'r21a_pl_bialystok',
    'pl',
    [
      ['kuchnia', 'Kuchnia'],
      ['biblioteka', 'Biblioteka'],
      ['weranda', 'Weranda'],
      ['obora', 'Obora'],
    ],
    [
      one('kuchnia', 'sensor.zamrazarka', 'Zamrażarka Temperatura', temp),
      one('kuchnia', 'sensor.lodowka', 'Lodówka Temperatura', temp),
      one('kuchnia', 'light.kuchnia', 'Światło Kuchnia'),
      one('biblioteka', 'light.biblioteka', 'Lampa Biurowa'),
      one('weranda', 'light.weranda', 'Kinkiet Zewnętrzny'),
      one('obora', 'camera.obora', 'Kamera Obora'),
      one('kuchnia', 'light.kuchnia_tasma', 'Taśma LED'),
    ],
    [
      c('ordinary softened', 'temperatura w zamrażarce', ['sensor.zamrazarka']),
      c('ordinary softened', 'lampa w bibliotece', ['light.biblioteka']),
      c('ordinary', 'zapal światło na werandzie', ['light.weranda']),
      c('ordinary softened', 'kamera w oborze', ['camera.obora']),
      c('ordinary', 'temperatura lodówki', ['sensor.lodowka']),
    ],
  ),
];

/**
 * Rule 6: a compound said with a room, where it is another room's thing's whole name, is the room's light
 * named by its first part ("taklampan i hallen" for "Hall Tak"); in sv and da "i" is "in", never "and".
 */
const COMPOUND_APART: EvalSuite[] = [
  home(
    'r21a_sv_orebro',
    'sv',
    [
      ['kok', 'Kök'],
      ['hall', 'Hall'],
      ['alva', 'Alvas rum'],
    ],
    [
      one('kok', 'light.kok_tak', 'Kök Tak'),
      one('kok', 'light.kok_bank', 'Kök Bänk'),
      one('kok', 'switch.kaffe', 'Kaffebryggare', plug),
      one('hall', 'light.hall_tak', 'Hall Tak'),
      one('hall', 'binary_sensor.dorr', 'Ytterdörr', door),
      one('alva', 'light.alva_tak', 'Taklampa'),
      one('alva', 'light.alva_bank', 'Bänklampa'),
      one('alva', 'media_player.sonos_alva', 'Sonos Play', { hidden: true }),
    ],
    [
      c('ordinary compound-apart', 'taklampan i hallen', ['light.hall_tak']),
      c('ordinary compound-apart', 'tänd bänklampan i köket', ['light.kok_bank']),
      c('ordinary', 'taklampan i Alvas rum', ['light.alva_tak']),
      c('ordinary', 'lamporna i köket', ['light.kok_tak', 'light.kok_bank']),
      c('hidden-similar', 'sonosen i Alvas rum', 'not-exposed'),
    ],
  ),
  home(
    'r21a_da_roskilde',
    'da',
    [
      ['stue', 'Stue'],
      ['gang', 'Gang'],
      ['ida', 'Idas værelse'],
    ],
    [
      one('stue', 'light.stue_loft', 'Stue Loft'),
      one('stue', 'light.stue_gulv', 'Standerlampe'),
      one('gang', 'light.gang_loft', 'Gang Loft'),
      one('ida', 'light.ida_loft', 'Loftlampe'),
    ],
    [
      c('ordinary compound-apart', 'loftlampen i stuen', ['light.stue_loft']),
      c('ordinary compound-apart', 'sluk loftlampen i gangen', ['light.gang_loft']),
      c('ordinary', 'loftlampen på Idas værelse', ['light.ida_loft']),
    ],
  ),
  home(
    'r21a_de_jena',
    'de',
    [
      ['bad', 'Bad'],
      ['gaste', 'Gäste-WC'],
    ],
    [
      one('bad', 'light.bad_spiegel', 'Bad Spiegel'),
      one('bad', 'light.bad_decke', 'Bad Decke'),
      one('gaste', 'light.spiegellampe', 'Spiegellampe'),
    ],
    [
      c('ordinary compound-apart', 'die Spiegellampe im Bad', ['light.bad_spiegel']),
      c('ordinary', 'die Spiegellampe im Gäste-WC', ['light.spiegellampe']),
    ],
  ),
  home(
    'r21a_nl_delft',
    'nl',
    [
      ['keuken', 'Keuken'],
      ['slaapkamer', 'Slaapkamer'],
    ],
    [
      one('keuken', 'light.keuken_kast', 'Keuken Kast'),
      one('keuken', 'light.keuken_plafond', 'Keuken Plafond'),
      one('slaapkamer', 'light.kastlamp', 'Kastlamp'),
    ],
    [c('ordinary compound-apart', 'de kastlamp in de keuken', ['light.keuken_kast'])],
  ),
];

/**
 * Rule 7: the words inside an appliance phrase of several words in a name are part of it ("máquina de
 * lavar loiça" is no "máquina de lavar", a "Cooker Hood" no cooker).
 */
const LONGER_PHRASE: EvalSuite[] = [
  home(
    'r21a_en_york',
    'en',
    [['kitchen', 'Kitchen']],
    [
      one('kitchen', 'fan.cooker_hood', 'Cooker Hood', hood),
      one('kitchen', 'switch.oven', 'Neff Oven'),
      one('kitchen', 'switch.rice', 'Rice Cooker', plug),
    ],
    [
      c('ordinary', 'turn the oven on', ['switch.oven']),
      c('ordinary', 'the cooker hood', ['fan.cooker_hood']),
      c('ordinary', 'the rice cooker', ['switch.rice']),
    ],
  ),
  home(
    'r21a_en_hull',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['bedroom', 'Bedroom'],
    ],
    [
      one('kitchen', 'fan.hood', 'Cooker Hood', hood),
      one('kitchen', 'light.kitchen', 'Kitchen Light'),
      one('kitchen', 'switch.rice', 'Rice Cooker', plug),
      one('bedroom', 'light.bedside', 'Bedside Lamp'),
      one('bedroom', 'light.ceiling', 'Ceiling Light'),
    ],
    [
      c('ordinary', 'the lamp on the bedside table', ['light.bedside']),
      c('ordinary longer-phrase', 'is the oven on', 'not-found'),
      c('ordinary longer-phrase', 'the stove', 'not-found'),
    ],
  ),
  home(
    'r21a_pt_coimbra',
    'pt',
    [
      ['cozinha', 'Cozinha'],
      ['marquise', 'Marquise'],
    ],
    [
      one('cozinha', 'switch.loica', 'Máquina de Lavar Louça Bosch', plug),
      one('marquise', 'switch.roupa', 'Máquina de Lavar Roupa', plug),
    ],
    [
      c('ordinary longer-phrase', 'liga a máquina de lavar', ['switch.roupa']),
      c('ordinary longer-phrase', 'a máquina da roupa está a trabalhar', ['switch.roupa']),
      c('ordinary', 'a máquina da louça', ['switch.loica']),
    ],
  ),
];

export const TWENTY_FIRST_ROUND_A3: readonly EvalSuite[] = [
  ...POLISH_SOFTENED,
  ...COMPOUND_APART,
  ...LONGER_PHRASE,
];
