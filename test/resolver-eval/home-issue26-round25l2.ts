// Issue 26, round 25L: rules 5 to 7 and the hood decision, cases of our own in homes of our own (rules 1 to 4 are in
// home-issue26-round25l.ts, which joins these into ROUND_25L). The first tag is the category, the second the rule
// exercised; cases without a rule tag are guards that passed before and after.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const outlet = { deviceClass: 'outlet' } as const;

/**
 * Rule 5: a fraction a small word puts on the thing at the phrase's end ("a um quarto", "a un cuarto", "a un
 * quarto") is the position it goes to, though its noun is also a room in Portuguese, Spanish and Italian: read
 * as the room, the blinds of both rooms answered. "O estore do quarto" stays the room's.
 */
const FRACTION_NOT_ROOM: EvalSuite[] = [
  home(
    'r25l_pt_apartamento',
    'pt',
    [
      ['escritorio', 'Escritório'],
      ['quarto', 'Quarto'],
    ],
    [
      one('escritorio', 'cover.estore_escritorio', 'Estore do escritório', { deviceClass: 'blind' }),
      one('quarto', 'cover.estore_quarto', 'Estore do quarto', { deviceClass: 'blind' }),
      one('quarto', 'light.quarto', 'Candeeiro do quarto'),
    ],
    [
      c('covers fraction-not-room', 'sobe o estore do escritório a um quarto', ['cover.estore_escritorio']),
      c('covers fraction-not-room', 'estore do escritório até um quarto', ['cover.estore_escritorio']),
      c('covers', 'o estore do quarto', ['cover.estore_quarto']),
      c('covers', 'fecha o estore do quarto a três quartos', ['cover.estore_quarto']),
    ],
  ),
  home(
    'r25l_es_piso',
    'es',
    [
      ['salon', 'Salón'],
      ['cuarto', 'Cuarto'],
    ],
    [
      one('salon', 'cover.persiana_salon', 'Persiana del salón', { deviceClass: 'shutter' }),
      one('cuarto', 'cover.persiana_ninos', 'Persiana del cuarto', { deviceClass: 'shutter' }),
    ],
    [c('covers fraction-not-room', 'baja la persiana del salón a un cuarto', ['cover.persiana_salon'])],
  ),
];

const coolOnly = { attributes: { hvac_modes: ['off', 'cool'] } };
const heatOnly = { attributes: { hvac_modes: ['off', 'heat'] } };

/**
 * Rule 6: cooling a place where nothing cools (no air conditioner, no heat pump; a radiator only heats) is done
 * with its fan, as people cool a room with one: "cool the bedroom" asked which of the fan and the light. Where
 * an air conditioner is, it answers as before.
 */
const COOL_BY_FAN: EvalSuite[] = [
  home(
    'r25l_en_cottage',
    'en',
    [
      ['bedroom', 'Bedroom'],
      ['office', 'Office'],
      ['lounge', 'Lounge'],
    ],
    [
      one('bedroom', 'fan.bedroom_ceiling', 'Ceiling Fan'),
      one('bedroom', 'light.bedroom', 'Bedside Lamp'),
      one('office', 'fan.office_tower', 'Tower Fan'),
      one('office', 'climate.office_radiator', 'Office Radiator', heatOnly),
      one('office', 'light.office', 'Desk Lamp'),
      one('lounge', 'climate.lounge_ac', 'Lounge Air Conditioner', coolOnly),
      one('lounge', 'fan.lounge_pedestal', 'Pedestal Fan'),
    ],
    [
      c('climate cool-by-fan', 'cool the bedroom', ['fan.bedroom_ceiling']),
      c('climate cool-by-fan', 'cool down the office', ['fan.office_tower']),
      c('climate', 'cool the lounge', ['climate.lounge_ac']),
      c('climate', 'warm up the office', ['climate.office_radiator']),
    ],
  ),
  home(
    'r25l_de_dachwohnung',
    'de',
    [
      ['schlaf', 'Schlafzimmer'],
      ['bad', 'Bad'],
    ],
    [
      one('schlaf', 'fan.schlaf', 'Standventilator'),
      one('schlaf', 'light.schlaf', 'Nachttischlampe'),
      one('bad', 'light.bad', 'Spiegelschrank'),
    ],
    [c('climate cool-by-fan', 'kühl das Schlafzimmer ab', ['fan.schlaf'])],
  ),
  home(
    'r25l_es_atico',
    'es',
    [
      ['dormitorio', 'Dormitorio'],
      ['salon', 'Salón'],
    ],
    [
      one('dormitorio', 'fan.dormitorio', 'Ventilador de techo'),
      one('dormitorio', 'light.dormitorio', 'Lámpara mesita'),
      one('salon', 'light.salon', 'Luz salón'),
    ],
    [c('climate cool-by-fan', 'enfría el dormitorio', ['fan.dormitorio'])],
  ),
  home(
    'r25l_ja_mansion',
    'ja',
    [
      ['shinshitsu', '寝室'],
      ['ribingu', 'リビング'],
    ],
    [
      one('shinshitsu', 'fan.shinshitsu', '扇風機'),
      one('shinshitsu', 'light.shinshitsu', '寝室の照明'),
      one('ribingu', 'light.ribingu', 'リビングの照明'),
    ],
    [c('climate cool-by-fan', '寝室を冷やして', ['fan.shinshitsu'])],
  ),
];

/**
 * Decision (no rule): a cooker hood is a fan to Home Assistant and no fan to the people at home, so a fan's word
 * leaves it out beside other fans (hood-apart.ts); where the hood is the home's only fan, "the fan" is the hood,
 * as a kitchen's extractor is called its fan. Kept as it was; these cases guard it.
 */
const HOOD_ONLY_FAN: EvalSuite[] = [
  home(
    'r25l_en_galley_flat',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['bedroom', 'Bedroom'],
    ],
    [
      one('kitchen', 'fan.extractor', 'Extractor'),
      one('kitchen', 'light.kitchen', 'Kitchen Spots'),
      one('bedroom', 'light.bedroom', 'Bedroom Lamp'),
    ],
    [
      c('kinds', 'the fan', ['fan.extractor']),
      c('kinds', 'the kitchen fan', ['fan.extractor']),
      c('kinds', 'the fan in the bedroom', 'empty'),
    ],
  ),
  home(
    'r25l_de_einraum',
    'de',
    [
      ['kueche', 'Küche'],
      ['wohn', 'Wohnzimmer'],
    ],
    [
      one('kueche', 'fan.haube', 'Dunstabzugshaube'),
      one('wohn', 'fan.tisch', 'Tischventilator'),
      one('wohn', 'light.wohn', 'Deckenlampe'),
    ],
    [c('kinds', 'der Ventilator', ['fan.tisch']), c('kinds', 'die Dunstabzugshaube', ['fan.haube'])],
  ),
];

/**
 * Rule 7: the same connection word said as a word of its own ("die WLAN Steckdose", "the wifi plug", "la prise
 * wifi"), which no name of the home holds, leaves the rest to name the thing. A hidden thing named with it is
 * still not available ("the smart speaker"), not another one found.
 */
const CONNECTION_APART: EvalSuite[] = [
  home(
    'r25l_de_reihenendhaus',
    'de',
    [
      ['kinder', 'Kinderzimmer'],
      ['wohn', 'Wohnzimmer'],
    ],
    [
      one('kinder', 'switch.kinder_dose', 'Steckdose Nachtlicht', outlet),
      one('wohn', 'light.wohn', 'Bogenlampe'),
    ],
    [c('ordinary connection-apart', 'die WLAN Steckdose im Kinderzimmer', ['switch.kinder_dose'])],
  ),
  home(
    'r25l_en_terrace',
    'en',
    [
      ['office', 'Office'],
      ['kitchen', 'Kitchen'],
    ],
    [
      one('office', 'switch.office_plug', 'Monitor Plug', outlet),
      one('kitchen', 'media_player.kitchen', 'Kitchen Speaker'),
      one('kitchen', 'media_player.smart', 'Smart Speaker', { hidden: true }),
    ],
    [
      c('ordinary connection-apart', 'the wifi plug in the office', ['switch.office_plug']),
      c('ordinary', 'the smart speaker', 'not-exposed'),
    ],
  ),
  home(
    'r25l_fr_maison',
    'fr',
    [
      ['salon', 'Salon'],
      ['chambre', 'Chambre'],
    ],
    [
      one('salon', 'switch.prise_salon', 'Prise lampadaire', outlet),
      one('chambre', 'light.chambre', 'Lampe de chevet'),
    ],
    [c('ordinary connection-apart', 'la prise wifi du salon', ['switch.prise_salon'])],
  ),
];

export const ROUND_25L2: EvalSuite[] = [
  ...FRACTION_NOT_ROOM,
  ...COOL_BY_FAN,
  ...HOOD_ONLY_FAN,
  ...CONNECTION_APART,
];
