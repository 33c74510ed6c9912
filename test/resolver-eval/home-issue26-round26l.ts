// Issue 26, round 26L: cases of our own, in homes of our own, for the rules slice 84's last misses and round 25L's
// leftovers stood for (none is a slice's request or home). Rules 1 to 5 are here, 6 to 9 in
// home-issue26-round26l2.ts; this file joins them as ROUND_26L. The first tag is the category, the second the rule
// exercised; a `-not` rule tag marks a neighbouring reading the rule must leave as it was.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { ROUND_26L2 } from './home-issue26-round26l2.js';

/**
 * Rule 1: Danish names a thing outdoors with "ude-" ("Udeføler", "Udetermometer"), as Norwegian and Swedish with
 * "ute-": "hvor koldt er det ude" is that thermometer, over the forecast.
 */
const DANISH_OUTDOOR: EvalSuite[] = [
  home(
    'r26l_da_parcelhus',
    'da',
    [
      ['alrum', 'Alrum'],
      ['terrasse', 'Terrasse'],
    ],
    [
      one(null, 'sensor.udefoeler', 'Udeføler', { deviceClass: 'temperature' }),
      one(null, 'sensor.udefoeler_fugt', 'Udeføler fugt', { deviceClass: 'humidity' }),
      one('alrum', 'sensor.alrum_temp', 'Alrum temperatur', { deviceClass: 'temperature' }),
      one('alrum', 'light.alrum', 'Alrum loft'),
      one('terrasse', 'light.udelys', 'Udelys'),
    ],
    [
      c('activity danish-outdoor', 'hvor koldt er det ude', ['sensor.udefoeler']),
      c('activity danish-outdoor', 'hvad er temperaturen udenfor', ['sensor.udefoeler']),
      c('activity danish-outdoor', 'hvor fugtigt er det udenfor', ['sensor.udefoeler_fugt']),
      c('activity danish-outdoor-not', 'hvor varmt er det i alrummet', ['sensor.alrum_temp']),
      c('ordinary danish-outdoor-not', 'tænd udelyset', ['light.udelys']),
    ],
  ),
  {
    home: {
      id: 'r26l_da_landsted',
      language: 'da',
      floors: [],
      areas: [['koekken', 'Køkken', null]],
      devices: [
        one(null, 'sensor.udetermometer', 'Udetermometer', { deviceClass: 'temperature' }),
        one('koekken', 'sensor.koekken_temp', 'Køkken temperatur', { deviceClass: 'temperature' }),
      ],
      loose: [['weather.forecast_landsted', 'Forecast landsted']],
    },
    cases: [
      c('activity danish-outdoor', 'hvor koldt er det udenfor', ['sensor.udetermometer']),
      c('activity danish-outdoor-not', 'bliver det koldt i morgen', ['weather.forecast_landsted']),
    ],
  },
];

/**
 * Rule 2: Norwegian "vanne" (to water) is French "vanne" (a valve) in the kind tables; said first, as the order
 * or its short form "vann", it is the watering job, so what is watered ("tomatene") need not be a name.
 */
const NORWEGIAN_WATERING: EvalSuite[] = [
  home(
    'r26l_nb_smaabruk',
    'nb',
    [
      ['drivhus', 'Drivhus'],
      ['balkong', 'Balkong'],
      ['kjeller', 'Kjeller'],
      ['kjokken', 'Kjøkken'],
    ],
    [
      one('drivhus', 'valve.drivhus', 'Drivhus dryppvanning'),
      one('balkong', 'valve.balkong', 'Balkong ventil'),
      one('balkong', 'light.balkong', 'Balkonglys'),
      one('kjeller', 'binary_sensor.kjeller_vann', 'Vannsensor kjeller', { deviceClass: 'moisture' }),
      one('kjokken', 'switch.vannkoker', 'Vannkoker'),
    ],
    [
      c('activity norwegian-watering', 'vann tomatene i drivhuset', ['valve.drivhus']),
      c('activity norwegian-watering', 'vanne blomsterkassene på balkongen', ['valve.balkong']),
      c('activity norwegian-watering', 'vann urtene på balkongen', ['valve.balkong']),
      c('activity norwegian-watering-not', 'vann i kjelleren', ['binary_sensor.kjeller_vann']),
      c('ordinary norwegian-watering-not', 'vannkokeren', ['switch.vannkoker']),
      c('activity norwegian-watering', 'vann drivhuset', ['valve.drivhus']),
    ],
  ),
  home(
    'r26l_fr_potager',
    'fr',
    [
      ['potager', 'Potager'],
      ['serre', 'Serre'],
    ],
    [one('potager', 'valve.potager', 'Vanne potager'), one('serre', 'valve.serre', 'Vanne serre')],
    [
      c('ordinary norwegian-watering-not', 'la vanne du potager', ['valve.potager']),
      c('ordinary norwegian-watering-not', 'vanne serre', ['valve.serre']),
      c('ordinary norwegian-watering-not', 'la vanne', { ask: ['valve.potager', 'valve.serre'] }),
    ],
  ),
];

/**
 * Rule 3: a short order followed at once by what it is done to ("vand forhaven", "vann hagen") is the order, though
 * a name there holds the noun in a compound ("Fuglebad vandpumpe"); with a small word between ("vand i haven") or
 * an object that names the thing found ("vand fuglebadet"), the words as said stay.
 */
const ORDER_WITH_OBJECT: EvalSuite[] = [
  home(
    'r26l_da_villa',
    'da',
    [
      ['forhave', 'Forhave'],
      ['baghave', 'Baghave'],
      ['alrum', 'Alrum'],
    ],
    [
      one('forhave', 'valve.forhave_sprinkler', 'Sprinkler forhave', { deviceClass: 'water' }),
      one('forhave', 'switch.fuglebad', 'Fuglebad vandpumpe'),
      one('forhave', 'light.forhave', 'Forhavelys'),
      one('baghave', 'valve.baghave_dryp', 'Drypvanding baghave', { deviceClass: 'water' }),
      one('baghave', 'switch.baghave_stik', 'Baghave stikkontakt'),
      one('alrum', 'light.alrum', 'Alrum pendel'),
    ],
    [
      c('activity order-with-object', 'vand forhaven', ['valve.forhave_sprinkler']),
      c('activity order-with-object-not', 'vand bedene i forhaven', ['valve.forhave_sprinkler']),
      c('activity order-with-object-not', 'vand i forhaven', ['switch.fuglebad']),
      c('activity order-with-object-not', 'vand fuglebadet', ['switch.fuglebad']),
      c('activity order-with-object-not', 'vand baghaven', ['valve.baghave_dryp']),
    ],
  ),
  home(
    'r26l_nb_enebolig',
    'nb',
    [
      ['hage', 'Hage'],
      ['stue', 'Stue'],
    ],
    [
      one('hage', 'valve.hage', 'Hagevanning', { deviceClass: 'water' }),
      one('hage', 'switch.fontene', 'Fontene vannpumpe'),
      one('hage', 'light.hage', 'Hagelys'),
      one('stue', 'light.stue', 'Stue tak'),
    ],
    [
      c('activity order-with-object', 'vann hagen', ['valve.hage']),
      c('ordinary order-with-object-not', 'fontenen i hagen', ['switch.fontene']),
    ],
  ),
];

/**
 * Rule 4: a connection word written together with the thing's word ("WLANSteckdose", "Funksteckdose",
 * "smartplug", "wifistekker") leaves that word to name it, as the hyphenated and the apart forms already did; a
 * name that holds the whole compound keeps it.
 */
const CONNECTION_JOINED: EvalSuite[] = [
  home(
    'r26l_de_reihenhaus',
    'de',
    [
      ['werkstatt', 'Werkstatt'],
      ['flur', 'Flur'],
      ['keller', 'Keller'],
    ],
    [
      one('werkstatt', 'switch.werkstatt_steckdose', 'Steckdose Werkbank'),
      one('werkstatt', 'light.werkstatt', 'Werkstattlicht'),
      one('flur', 'light.flur', 'Flurlampe'),
      one('keller', 'switch.funksteckdose_keller', 'Funksteckdose Keller'),
      one('keller', 'switch.trockner', 'Trockner'),
    ],
    [
      c('ordinary connection-joined', 'die WLANSteckdose in der Werkstatt', ['switch.werkstatt_steckdose']),
      c('ordinary connection-joined', 'die Zigbeelampe im Flur', ['light.flur']),
      c('ordinary connection-joined-not', 'die Funksteckdose im Keller', ['switch.funksteckdose_keller']),
      c('ordinary connection-joined-not', 'die Funksteckdose', ['switch.funksteckdose_keller']),
    ],
  ),
  home(
    'r26l_en_bungalow',
    'en',
    [
      ['den', 'Den'],
      ['porch', 'Porch'],
    ],
    [
      one('den', 'switch.den_outlet', 'Den Outlet'),
      one('den', 'light.den', 'Den Floor Lamp'),
      one('porch', 'light.porch', 'Porch Light'),
    ],
    [
      c('ordinary connection-joined-not', 'the smartplug in the den', ['switch.den_outlet']),
      c('ordinary connection-joined', 'wifiplug den', ['switch.den_outlet']),
      c('ordinary connection-joined-not', 'the smart plug in the den', ['switch.den_outlet']),
    ],
  ),
  home(
    'r26l_nl_hoekhuis',
    'nl',
    [
      ['zolder', 'Zolder'],
      ['keuken', 'Keuken'],
    ],
    [one('zolder', 'switch.zolder_stekker', 'Stekker zolder'), one('keuken', 'light.keuken', 'Keukenlamp')],
    [c('ordinary connection-joined', 'de wifistekker op zolder', ['switch.zolder_stekker'])],
  ),
];

/**
 * Rule 5: the front door said in one word ("hoveddøren", "die Haustür", "ytterdörren") where no name says it is the
 * door of the entrance, or of the hallway where the home has no entrance, however it is named ("Entré",
 * "Dielentür"): the lock to lock it, the contact sensor to ask whether it is open.
 */
const FRONT_DOOR_ROOM: EvalSuite[] = [
  home(
    'r26l_da_lejlighed',
    'da',
    [
      ['entre', 'Entré'],
      ['stue', 'Stue'],
      ['bryggers', 'Bryggers'],
    ],
    [
      one('entre', 'lock.entre', 'Entré'),
      one('entre', 'binary_sensor.entre', 'Entré', { deviceClass: 'door' }),
      one('entre', 'light.entre', 'Entré loft'),
      one('bryggers', 'lock.bryggers', 'Bryggers'),
      one('bryggers', 'binary_sensor.bryggers', 'Bryggers kontakt', { deviceClass: 'door' }),
      one('stue', 'light.stue', 'Stuelampe'),
    ],
    [
      c('device-sensor front-door-room', 'lås hoveddøren', ['lock.entre']),
      c('device-sensor front-door-room', 'er hoveddøren åben', ['binary_sensor.entre']),
      c('device-sensor front-door-room', 'lås yderdøren op', ['lock.entre']),
      c('device-sensor front-door-room-not', 'lås døren i bryggerset', ['lock.bryggers']),
    ],
  ),
  home(
    'r26l_de_altbau',
    'de',
    [
      ['diele', 'Diele'],
      ['keller', 'Keller'],
      ['kueche', 'Küche'],
    ],
    [
      one('diele', 'lock.dielentuer', 'Dielentür'),
      one('keller', 'lock.kellertuer', 'Kellertür'),
      one('kueche', 'light.kueche', 'Küchenlampe'),
    ],
    [
      c('device-sensor front-door-room', 'schließ die Haustür ab', ['lock.dielentuer']),
      c('device-sensor front-door-room', 'die Wohnungstür', ['lock.dielentuer']),
      c('device-sensor front-door-room-not', 'die Kellertür', ['lock.kellertuer']),
    ],
  ),
  home(
    'r26l_sv_radhus',
    'sv',
    [
      ['hall', 'Hall'],
      ['vardagsrum', 'Vardagsrum'],
    ],
    [
      one('hall', 'lock.hall', 'Hall lås'),
      one('hall', 'binary_sensor.hall', 'Hall kontakt', { deviceClass: 'door' }),
      one('vardagsrum', 'light.vardagsrum', 'Taklampa'),
    ],
    [
      c('device-sensor front-door-room', 'är ytterdörren öppen', ['binary_sensor.hall']),
      c('device-sensor front-door-room', 'lås ytterdörren', ['lock.hall']),
    ],
  ),
  home(
    'r26l_da_sommerhus',
    'da',
    [
      ['stue', 'Stue'],
      ['skur', 'Skur'],
    ],
    [one('skur', 'lock.skur', 'Skur lås'), one('stue', 'light.stue', 'Stue loft')],
    [c('device-sensor front-door-room-not', 'lås hoveddøren', 'not-found')],
  ),
];

export const ROUND_26L: EvalSuite[] = [
  ...DANISH_OUTDOOR,
  ...NORWEGIAN_WATERING,
  ...ORDER_WITH_OBJECT,
  ...CONNECTION_JOINED,
  ...FRONT_DOOR_ROOM,
  ...ROUND_26L2,
];
