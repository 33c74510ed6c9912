// Issue 26, round 14: rules found on held-out slices 18–20, each tried in small homes of our own (none a
// slice's home or request): outdoor places and wordings for "outside", fixture words across rooms, plural
// definite forms of names' words, typed fans, what is watered, agreeing adjectives, Portuguese floor words.
import { c, type EvalSuite } from './eval-home.js';
import { home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const temperature = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};

/** A home with an indoor thermometer and one on a roof or in a courtyard, asked how warm it is outside. */
function outdoorHome(
  id: string,
  language: string,
  outdoor: [areaId: string, areaName: string, sensorName: string],
  indoor: [areaId: string, areaName: string, sensorName: string],
  asked: string[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        [outdoor[0], outdoor[1], null],
        [indoor[0], indoor[1], null],
      ],
      devices: [
        one(outdoor[0], `sensor.${outdoor[0]}_t`, outdoor[2], temperature),
        one(indoor[0], `sensor.${indoor[0]}_t`, indoor[2], temperature),
        one(indoor[0], `light.${indoor[0]}`, `${indoor[1]} light`),
      ],
      loose: [],
    },
    cases: asked.map((say) => c('activity', say, [`sensor.${outdoor[0]}_t`])),
  };
}

// Rule 1: a roof terrace and a courtyard are outdoors; Polish says "outside" as "na dworze", "na polu".
export const OUTDOOR_PLACES: readonly EvalSuite[] = [
  outdoorHome(
    'r14-out-es',
    'es',
    ['azotea', 'Azotea', 'Termómetro azotea'],
    ['sala', 'Sala', 'Termómetro sala'],
    ['cuánto calor hace afuera', 'qué temperatura hay fuera'],
  ),
  outdoorHome(
    'r14-out-ko',
    'ko',
    ['oktap', '옥상', '옥상 온도계'],
    ['geosil', '거실', '거실 온도계'],
    ['밖은 몇 도야'],
  ),
  outdoorHome(
    'r14-out-ja',
    'ja',
    ['okujo', '屋上', '屋上 温度計'],
    ['living', 'リビング', 'リビング 温度計'],
    ['外は暑い'],
  ),
  outdoorHome(
    'r14-out-de',
    'de',
    ['dach', 'Dachterrasse', 'Thermometer oben'],
    ['kueche', 'Küche', 'Thermometer Küche'],
    ['wie kalt ist es draußen'],
  ),
  outdoorHome(
    'r14-out-nl',
    'nl',
    ['koer', 'Koer', 'Thermometer koer'],
    ['keuken', 'Keuken', 'Thermometer keuken'],
    ['hoe koud is het buiten'],
  ),
  outdoorHome(
    'r14-out-it',
    'it',
    ['cortile', 'Cortile', 'Sonda cortile'],
    ['cucina', 'Cucina', 'Sonda cucina'],
    ['fa freddo fuori'],
  ),
  outdoorHome(
    'r14-out-pl',
    'pl',
    ['podworko', 'Podwórko', 'Czujnik podwórko'],
    ['kuchnia', 'Kuchnia', 'Czujnik kuchnia'],
    ['jak zimno jest na dworze', 'czy jest ciepło na polu'],
  ),
  outdoorHome(
    'r14-out-en',
    'en',
    ['roof', 'Rooftop', 'Roof sensor'],
    ['den', 'Den', 'Den sensor'],
    ['how cold is it outside'],
  ),
];

/**
 * Two rooms whose lights a fixture's concept names in two words: the home's own word (room A's) said of
 * room B, where the light carries the other word.
 */
function fixtureHome(
  id: string,
  language: string,
  a: [areaId: string, areaName: string, lightName: string],
  b: [areaId: string, areaName: string, lightName: string],
  say: string,
): EvalSuite {
  return home(
    id,
    language,
    [
      [a[0], a[1]],
      [b[0], b[1]],
    ],
    [
      [a[0], `light.${a[0]}_fixture`, a[2]],
      [a[0], `light.${a[0]}_other`, `${a[1]} spot`],
      [b[0], `light.${b[0]}_fixture`, b[2]],
      [b[0], `light.${b[0]}_other`, `${b[1]} spot`],
    ],
    [c('name-wins', say, [`light.${b[0]}_fixture`])],
  );
}

// Rule 2: the home's word for a fixture names the same fixture in a room where it is called otherwise.
export const FIXTURE_WORDS: readonly EvalSuite[] = [
  fixtureHome(
    'r14-fix-de',
    'de',
    ['flur', 'Flur', 'Flur Deckenleuchte'],
    ['bad', 'Bad', 'Bad Decke'],
    'die Deckenleuchte im Bad',
  ),
  fixtureHome(
    'r14-fix-de2',
    'de',
    ['buero', 'Büro', 'Stehlampe Büro'],
    ['gast', 'Gästezimmer', 'Standleuchte Gäste'],
    'die Stehlampe im Gästezimmer',
  ),
  fixtureHome(
    'r14-fix-fr',
    'fr',
    ['entree', 'Entrée', 'Plafonnier entrée'],
    ['chambre', 'Chambre', 'Chambre plafond'],
    'le plafonnier de la chambre',
  ),
  fixtureHome(
    'r14-fix-nl',
    'nl',
    ['woon', 'Woonkamer', 'Leeslamp woonkamer'],
    ['slaap', 'Slaapkamer', 'Leeslicht'],
    'de leeslamp in de slaapkamer',
  ),
  fixtureHome(
    'r14-fix-sv',
    'sv',
    ['vard', 'Vardagsrum', 'Ljuskrona vardagsrum'],
    ['mat', 'Matsal', 'Takkrona'],
    'ljuskronan i matsalen',
  ),
  fixtureHome(
    'r14-fix-it',
    'it',
    ['sala', 'Sala', 'Plafoniera sala'],
    ['studio', 'Studio', 'Plafond studio'],
    'la plafoniera dello studio',
  ),
];

// Rule 3: a word of a name said with a Danish, Norwegian or Swedish plural definite ending.
export const DEFINITE_PLURAL_NAMES: readonly EvalSuite[] = [
  home(
    'r14-defpl-da',
    'da',
    [
      ['stue', 'Stue'],
      ['gang', 'Gang'],
    ],
    [
      ['stue', 'switch.julestjerner', 'Vinduesjulestjerner'],
      ['stue', 'light.stue', 'Stue loft'],
      ['gang', 'light.gang_dioder', 'Gangdioder'],
      ['gang', 'light.gang', 'Gang loft'],
    ],
    [c('ordinary', 'julestjernerne', ['switch.julestjerner'])],
  ),
  home(
    'r14-defpl-sv',
    'sv',
    [
      ['kok', 'Kök'],
      ['hall', 'Hall'],
    ],
    [
      ['kok', 'light.hyllspottar', 'Hyllspottar'],
      ['kok', 'light.kok', 'Kök tak'],
      ['hall', 'switch.fonsterstjarnor', 'Fönsterstjärnor'],
      ['hall', 'light.hall', 'Hall tak'],
    ],
    [
      c('ordinary', 'spottarna i köket', ['light.hyllspottar']),
      c('ordinary', 'stjärnorna i hallen', ['switch.fonsterstjarnor']),
    ],
  ),
];

/** A fan of one type (an extractor, a ceiling fan) beside a fan known only by its brand. */
function fanHome(
  language: string,
  typed: [areaId: string, areaName: string, name: string],
  say: string,
): EvalSuite {
  return home(
    `r14-fan-${language}`,
    language,
    [
      [typed[0], typed[1]],
      ['bed', 'Bed'],
    ],
    [
      [typed[0], `fan.${typed[0]}`, typed[2]],
      ['bed', 'fan.bed', 'Dyson Pure Cool'],
      ['bed', 'light.bed', 'Bed light'],
    ],
    [c('ordinary', say, [`fan.${typed[0]}`])],
  );
}

// Rule 4: a fan word narrower than the domain's (extractor, ceiling fan) written in one fan's name.
export const TYPED_FANS: readonly EvalSuite[] = [
  fanHome('ja', ['toire', 'トイレ', 'トイレ換気扇'], '換気扇つけて'),
  fanHome('ko', ['hwajangsil', '화장실', '화장실 환풍기'], '환풍기 켜줘'),
  fanHome('zh', ['chufang', '厨房', '厨房排风扇'], '排风扇'),
  fanHome('en', ['bath', 'Bathroom', 'Bathroom Extractor Fan'], 'the extractor fan'),
  fanHome('es', ['salon', 'Salón', 'Ventilador de techo salón'], 'el ventilador de techo'),
  fanHome('sv', ['vardagsrum', 'Vardagsrum', 'Takfläkt vardagsrum'], 'takfläkten'),
];

/** A garden valve named by its watering word, beside a light and a pump out there. */
function wateringHome(language: string, garden: string, valve: string, says: string[]): EvalSuite {
  return {
    home: {
      id: `r14-water-${language}`,
      language,
      floors: [],
      areas: [
        ['garden', garden, null],
        ['house', 'House', null],
      ],
      devices: [
        one('garden', 'valve.watering', valve, { deviceClass: 'water' }),
        one('garden', 'switch.pump', 'Pump'),
        one('house', 'light.house', 'House light'),
      ],
      loose: [],
    },
    cases: says.map((say) => c('activity', say, ['valve.watering'])),
  };
}

// Rule 5: a watering word said with what it waters, words that name nothing in the home.
export const WATERING_WHAT: readonly EvalSuite[] = [
  wateringHome('fr', 'Jardin', 'Arrosage', ["l'arrosage des rosiers"]),
  wateringHome('es', 'Jardín', 'Riego', ['el riego del césped']),
  wateringHome('de', 'Garten', 'Bewässerung', ['die Bewässerung für die Hecke']),
  wateringHome('it', 'Giardino', 'Irrigazione', ["l'irrigazione del prato"]),
  wateringHome('en', 'Yard', 'Sprinkler', ['the sprinkler for the roses']),
];

/** A thing with its own thermometer and switch, beside a kitchen's thermometer, asked how warm it is. */
function thingTemperatureHome(
  language: string,
  [areaId, areaName, switchName, sensorName]: [string, string, string, string],
  say: string,
): EvalSuite {
  return {
    home: {
      id: `r14-agree-${language}`,
      language,
      floors: [],
      areas: [
        [areaId, areaName, null],
        ['kok', 'Kök', null],
      ],
      devices: [
        one(areaId, `switch.${areaId}`, switchName),
        one(areaId, `sensor.${areaId}_t`, sensorName, temperature),
        one('kok', 'sensor.kok_t', 'Kök termometer', temperature),
      ],
      loose: [],
    },
    cases: [c('activity', say, [`sensor.${areaId}_t`])],
  };
}

// Rule 6: Danish, Norwegian and Swedish temperature adjectives in the common gender.
export const AGREEING_ADJECTIVES: readonly EvalSuite[] = [
  thingTemperatureHome('sv', ['pool', 'Pool', 'Poolpump', 'Pool temperatur'], 'hur kall är poolen'),
  thingTemperatureHome('da', ['sauna', 'Sauna', 'Saunaovn', 'Sauna temperatur'], 'hvor varm er saunaen'),
  thingTemperatureHome(
    'nb',
    ['badstue', 'Badstue', 'Badstueovn', 'Badstue temperatur'],
    'hvor kald er badstuen',
  ),
];

// Rule 7: Portuguese "de cima" and "de baixo" (the lights of the floor above or below) name floors.
export const FLOOR_FROM: readonly EvalSuite[] = [
  {
    home: {
      id: 'r14-floors-pt',
      language: 'pt',
      floors: [
        ['res', 'Rés-do-chão', 0],
        ['primeiro', 'Primeiro andar', 1],
      ],
      areas: [
        ['cozinha', 'Cozinha', 'res'],
        ['escritorio', 'Escritório', 'res'],
        ['suite', 'Suite', 'primeiro'],
        ['quarto_rui', 'Quarto do Rui', 'primeiro'],
      ],
      devices: [
        one('cozinha', 'light.cozinha', 'Luz cozinha'),
        one('escritorio', 'light.escritorio', 'Candeeiro escritório'),
        one('suite', 'light.suite', 'Luz suite'),
        one('quarto_rui', 'light.quarto_rui', 'Luz do Rui'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary', 'apaga as luzes de cima', ['light.suite', 'light.quarto_rui']),
      c('ordinary', 'acende as luzes lá de baixo', ['light.cozinha', 'light.escritorio']),
    ],
  },
];

export const FOURTEENTH_ROUND: readonly EvalSuite[] = [
  ...OUTDOOR_PLACES,
  ...FIXTURE_WORDS,
  ...DEFINITE_PLURAL_NAMES,
  ...TYPED_FANS,
  ...WATERING_WHAT,
  ...AGREEING_ADJECTIVES,
  ...FLOOR_FROM,
];
