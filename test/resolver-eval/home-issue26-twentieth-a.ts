// Issue 26, round 20a, rules 1–4: a case or two per rule in homes of our own, none of them a slice's requests
// or homes; rules 5–7 are in home-issue26-twentieth-a2.ts, joined here.
import { c, type EvalSuite } from './eval-home.js';
import { TWENTIETH_ROUND_A2 } from './home-issue26-twentieth-a2.js';
import { one } from './held-out/one-device.js';

const heatsOnly = { attributes: { hvac_modes: ['off', 'heat'] } };

interface Appliance {
  id: string;
  language: string;
  /** The room the named appliance is in, and another with the rest. */
  rooms: [string, string];
  /** The appliance named with its word, then things of its kind named otherwise. */
  named: [string, string];
  others: [string, string][];
  /** Said of one thing by the appliance's word: the named one. */
  one: string[];
  /** Said otherwise (another thing's own word, a plural): what it says, before and after the rule. */
  guards?: [string, string[], string?][];
  options?: { attributes: Record<string, unknown> };
}

/**
 * Rule 1: one thing said by an appliance's word (a boiler, a chandelier), when some names of that kind say
 * the appliance ("Caldaia Riello"), is those, not every radiator or light that the kind word reaches.
 */
function applianceHome(home: Appliance): EvalSuite {
  const [first, second] = home.rooms;
  const [id, name] = home.named;
  const domain = id.split('.')[0]!;
  return {
    home: {
      id: home.id,
      language: home.language,
      floors: [],
      areas: [
        ['first', first, null],
        ['second', second, null],
      ],
      devices: [
        one('first', id, name, home.options),
        ...home.others.map(([other, otherName], at) =>
          one(at === 0 ? 'first' : 'second', other, otherName, home.options),
        ),
        one(
          'second',
          domain === 'light' ? 'switch.plug' : 'light.ceiling',
          domain === 'light' ? 'Plug' : 'Ceiling',
        ),
      ],
      loose: [],
    },
    cases: [
      ...home.one.map((say) => c('ordinary appliance-word', say, [id])),
      ...(home.guards ?? []).map(([say, want, tags]) => c(tags ?? 'ordinary', say, want)),
    ],
  };
}

const APPLIANCE_WORD: EvalSuite[] = [
  applianceHome({
    id: 'r20a_de_boiler',
    language: 'de',
    rooms: ['Heizungskeller', 'Büro'],
    named: ['climate.kessel', 'Buderus Heizkessel'],
    others: [
      ['climate.flur', 'Heizkörper Flur'],
      ['climate.buero', 'Heizkörper Büro'],
    ],
    one: ['den Heizkessel', 'mach den Heizkessel an'],
    guards: [['beide Heizkörper', ['climate.flur', 'climate.buero']]],
    options: heatsOnly,
  }),
  applianceHome({
    id: 'r20a_fr_boiler',
    language: 'fr',
    rooms: ['Cellier', 'Bureau'],
    named: ['climate.chaudiere', 'Chaudière Frisquet'],
    others: [
      ['climate.cellier', 'Radiateur cellier'],
      ['climate.bureau', 'Radiateur bureau'],
    ],
    one: ['la chaudière'],
    // Named as a boiler, it is no radiator either (it was before the rule).
    guards: [['les radiateurs', ['climate.cellier', 'climate.bureau'], 'ordinary appliance-word']],
    options: heatsOnly,
  }),
  applianceHome({
    id: 'r20a_pl_boiler',
    language: 'pl',
    rooms: ['Kotłownia', 'Gabinet'],
    named: ['climate.kociol', 'Kocioł Viessmann'],
    others: [
      ['climate.kotlownia', 'Grzejnik kotłownia'],
      ['climate.gabinet', 'Grzejnik gabinet'],
    ],
    one: ['kocioł', 'włącz kocioł'],
    guards: [['grzejnik w gabinecie', ['climate.gabinet']]],
    options: heatsOnly,
  }),
  applianceHome({
    id: 'r20a_ko_boiler',
    language: 'ko',
    rooms: ['다용도실', '서재'],
    named: ['climate.boiler', '귀뚜라미 보일러'],
    others: [
      ['climate.utility', '다용도실 라디에이터'],
      ['climate.study', '서재 라디에이터'],
    ],
    one: ['보일러', '보일러 켜 줘'],
    options: heatsOnly,
  }),
  applianceHome({
    id: 'r20a_nl_chandelier',
    language: 'nl',
    rooms: ['Eetkamer', 'Studeerkamer'],
    named: ['light.kroon', 'Kroonluchter eetkamer'],
    others: [
      ['light.hang', 'Hanglamp eetkamer'],
      ['light.lees', 'Leeslamp'],
    ],
    one: ['de kroonluchter'],
    guards: [['de leeslamp', ['light.lees']]],
  }),
  applianceHome({
    id: 'r20a_it_chandelier',
    language: 'it',
    rooms: ['Taverna', 'Studio'],
    named: ['light.lampadario', 'Lampadario taverna'],
    others: [
      ['light.applique', 'Applique taverna'],
      ['light.scrivania', 'Lampada scrivania'],
    ],
    one: ['spegni il lampadario'],
  }),
  applianceHome({
    id: 'r20a_zh_wall_lamp',
    language: 'zh',
    rooms: ['餐厅', '书房'],
    named: ['light.wall', '餐厅壁灯'],
    others: [
      ['light.pendant', '餐厅吊灯'],
      ['light.desk', '书房台灯'],
    ],
    one: ['壁灯', '打开壁灯'],
    guards: [['台灯', ['light.desk']]],
  }),
];

/**
 * Rule 2: the radiators of a room are not its floor heating, also when the floor heating's name begins
 * like the radiator word ("Suelo radiante" and "radiadores") or is a floor-heating word of its own ("地暖").
 */
function floorHeatingHome(
  id: string,
  language: string,
  room: string,
  names: [string, string, string],
  says: string[],
  floorSaid: string,
): EvalSuite {
  const [first, second, floor] = names;
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room', room, null],
        ['hall', 'Hall', null],
      ],
      devices: [
        one('room', 'climate.first', first, heatsOnly),
        one('room', 'climate.second', second, heatsOnly),
        one('room', 'climate.floor', floor, heatsOnly),
        one('hall', 'climate.hall', 'Hall', heatsOnly),
      ],
      loose: [],
    },
    cases: [
      ...says.map((say) => c('ordinary floor-heating', say, ['climate.first', 'climate.second'])),
      c('ordinary', floorSaid, ['climate.floor']),
    ],
  };
}

const FLOOR_HEATING: EvalSuite[] = [
  floorHeatingHome(
    'r20a_es_floor',
    'es',
    'Estudio',
    ['Radiador estudio', 'Radiador ventana', 'Suelo radiante estudio'],
    ['los radiadores del estudio', 'todos los radiadores del estudio'],
    'el suelo radiante',
  ),
  floorHeatingHome(
    'r20a_pt_floor',
    'pt',
    'Escritório',
    ['Radiador escritório', 'Radiador janela', 'Piso radiante escritório'],
    ['os radiadores do escritório'],
    'o piso radiante',
  ),
  floorHeatingHome(
    'r20a_zh_floor',
    'zh',
    '书房',
    ['书房暖气片', '窗边暖气片', '书房地暖'],
    ['书房所有暖气片', '两个暖气片'],
    '书房地暖',
  ),
];

/**
 * Rule 3: how humid it is outside is the outdoor hygrometer (a sensor named or placed outdoors), as how
 * warm it is there is the outdoor thermometer; the weather only when there is none.
 */
function outdoorHumidityHome(
  id: string,
  language: string,
  rooms: [string, string],
  names: { station: string; humidity: string; temperature: string; inside: string },
  says: string[],
  guards: [string, string[], string?][] = [],
): EvalSuite {
  const [inside, outside] = rooms;
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['inside', inside, null],
        ['outside', outside, null],
      ],
      devices: [
        {
          name: names.station,
          area: null,
          entities: [
            ['sensor.outdoor_humidity', names.humidity, { deviceClass: 'humidity' }],
            ['sensor.outdoor_temperature', names.temperature, { deviceClass: 'temperature' }],
          ],
        },
        one('inside', 'sensor.inside_humidity', names.inside, { deviceClass: 'humidity' }),
        one('outside', 'light.path', 'Path'),
        one(null, 'weather.home', 'Home'),
      ],
      loose: [],
    },
    cases: [
      ...says.map((say) => c('activity outdoor-humidity', say, ['sensor.outdoor_humidity'])),
      ...guards.map(([say, want, tags]) => c(tags ?? 'activity', say, want)),
    ],
  };
}

const OUTDOOR_HUMIDITY: EvalSuite[] = [
  outdoorHumidityHome(
    'r20a_en_humid',
    'en',
    ['Lounge', 'Backyard'],
    {
      station: 'Ecowitt',
      humidity: 'Outdoor Humidity',
      temperature: 'Outdoor Temp',
      inside: 'Lounge Humidity',
    },
    ['how humid is it outside'],
    [
      // "Outdoor" is indexed as "out" + "door": the name as written says outdoors (failed before too).
      ['how cold is it outside', ['sensor.outdoor_temperature'], 'activity outdoor-humidity'],
      ['the weather outside', ['weather.home']],
    ],
  ),
  outdoorHumidityHome(
    'r20a_de_humid',
    'de',
    ['Wohnküche', 'Hof'],
    {
      station: 'Wetterstation',
      humidity: 'Feuchte außen',
      temperature: 'Temperatur außen',
      inside: 'Feuchte Wohnküche',
    },
    ['wie feucht ist es draußen', 'Luftfeuchtigkeit draußen'],
  ),
  outdoorHumidityHome(
    'r20a_fr_humid',
    'fr',
    ['Séjour', 'Potager'],
    {
      station: 'Station météo',
      humidity: 'Humidité extérieure',
      temperature: 'Température extérieure',
      inside: 'Humidité séjour',
    },
    ["quelle est l'humidité dehors"],
  ),
  outdoorHumidityHome(
    'r20a_ko_humid',
    'ko',
    ['거실', '테라스'],
    { station: '기상 센서', humidity: '바깥 습도', temperature: '바깥 온도', inside: '거실 습도' },
    ['밖은 습도가 얼마야'],
  ),
  outdoorHumidityHome(
    'r20a_ja_humid',
    'ja',
    ['リビング', '庭'],
    { station: '屋外センサー', humidity: '屋外湿度', temperature: '屋外温度', inside: 'リビング湿度' },
    ['外の湿度は'],
  ),
  outdoorHumidityHome(
    'r20a_pl_humid',
    'pl',
    ['Salon', 'Ogród'],
    {
      station: 'Stacja pogodowa',
      humidity: 'Wilgotność zewnętrzna',
      temperature: 'Temperatura zewnętrzna',
      inside: 'Wilgotność salon',
    },
    ['jaka jest wilgotność na zewnątrz'],
  ),
];

/**
 * Rule 4: a Swedish or Danish name said with its plural definite ending ("utelamporna" for two lamps
 * named "Utelampa …") is every thing of that name, not its first part read as a place ("ute": outside)
 * and the lamps there.
 */
function outdoorLampsHome(
  id: string,
  language: string,
  rooms: { entry: string; garden: string },
  lamps: [string, string],
  gardenLight: string,
  says: string[],
  tags = 'ordinary definite-plural',
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['entry', rooms.entry, null],
        ['garden', rooms.garden, null],
      ],
      devices: [
        one('entry', 'light.lamp_a', lamps[0]),
        one('entry', 'light.lamp_b', lamps[1]),
        one('garden', 'light.garden', gardenLight),
        one('garden', 'switch.pump', 'Pump'),
      ],
      loose: [],
    },
    cases: says.map((say) => c(tags, say, ['light.lamp_a', 'light.lamp_b'])),
  };
}

const DEFINITE_PLURAL: EvalSuite[] = [
  outdoorLampsHome(
    'r20a_sv_outdoor_lamps',
    'sv',
    { entry: 'Entré', garden: 'Trädgård' },
    ['Utelampa entré', 'Utelampa baksida'],
    'Trädgårdsslinga',
    ['släck utelamporna', 'utelamporna'],
  ),
  outdoorLampsHome(
    'r20a_da_outdoor_lamps',
    'da',
    { entry: 'Entré', garden: 'Have' },
    ['Udelampe carport', 'Udelampe skur'],
    'Havelys',
    ['sluk udelamperne', 'begge udelamperne'],
    // Read right before the rule too (a guard).
    'ordinary',
  ),
];

export const TWENTIETH_ROUND_A: EvalSuite[] = [
  ...APPLIANCE_WORD,
  ...FLOOR_HEATING,
  ...OUTDOOR_HUMIDITY,
  ...DEFINITE_PLURAL,
  ...TWENTIETH_ROUND_A2,
];
