// Issue 26, thirteenth round (13a), with slices 16 and 17 as the development slices: a case or two per
// rule in homes of our own, none of them the slices' requests or homes.
import { c, type EvalCase, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A room with two lamps told apart only by a side or a position in their names, beside a light of
 * another kind there, asked for in the singular (ask which) and with "both" (act on both).
 */
function sidedPair(
  id: string,
  language: string,
  room: string,
  names: [string, string, string],
  cases: EvalCase[],
): EvalSuite {
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
        one('room', 'light.one', names[0]),
        one('room', 'light.two', names[1]),
        one('room', 'light.other', names[2]),
        one('room', 'media_player.speaker', 'Speaker'),
        one('hall', 'light.hall', 'Hall Light'),
      ],
      loose: [],
    },
    cases,
  };
}
const PAIR = { ask: ['light.one', 'light.two'] };

/**
 * A room with its ceiling or main light and two other lights, asked for by a size or rank word ("the
 * big light", "la luz principal", "大灯"): the ceiling light, not every light there.
 */
function mainLightRoom(
  id: string,
  language: string,
  room: string,
  names: [main: string, string, string],
  say: string,
): EvalSuite {
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
        one('room', 'light.main', names[0]),
        one('room', 'light.b', names[1]),
        one('room', 'light.c', names[2]),
        one('hall', 'light.hall', 'Hall Light'),
      ],
      loose: [],
    },
    cases: [c('ordinary', say, ['light.main'])],
  };
}

/**
 * A study with a climate named by its own words, a light and a speaker, and a bedroom with another
 * climate: the climate asked for with the order's value or mode said after it.
 */
function valueSaid(
  id: string,
  language: string,
  names: [study: string, climate: string, bedroom: string],
  say: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['study', names[0], null],
        ['bedroom', names[2], null],
      ],
      devices: [
        one('study', 'climate.study', names[1]),
        one('study', 'light.study', `${names[0]} 1`),
        one('study', 'media_player.study', 'Sonos One'),
        one('bedroom', 'climate.bedroom', `${names[1]} 2`),
      ],
      loose: [],
    },
    cases: [c('ordinary', say, ['climate.study'])],
  };
}

/** A chores list and a list named after a shop, asked for as the shopping list with the item said too. */
function itemOnList(id: string, language: string, chores: string, shop: string, say: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['kitchen', 'Kitchen', null]],
      devices: [one('kitchen', 'light.kitchen', 'Kitchen Light')],
      loose: [
        ['todo.chores', chores],
        ['todo.shop', shop],
      ],
    },
    cases: [c('named-after', say, ['todo.shop'])],
  };
}

/** Two rooms with a light each, asked for with a function word run into the next word. */
function runTogether(id: string, language: string, rooms: [string, string], say: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['one', rooms[0], null],
        ['two', rooms[1], null],
      ],
      devices: [one('one', 'light.one', `${rooms[0]} 1`), one('two', 'light.two', `${rooms[1]} 1`)],
      loose: [],
    },
    cases: [c('ordinary', say, ['light.one'])],
  };
}

/** A room with a light named after what it stands by and another light, asked for with a position word. */
function placedBy(id: string, language: string, names: [string, string], say: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['room', 'Room', null]],
      devices: [one('room', 'light.by', names[0]), one('room', 'light.other', names[1])],
      loose: [],
    },
    cases: [c('ordinary', say, ['light.by'])],
  };
}

/** A garden with a tank's level sensor (a percentage, no class) and a pool's water temperature. */
function tankLevel(
  id: string,
  language: string,
  names: [tank: string, pool: string],
  say: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['garden', 'Garden', null]],
      devices: [
        one('garden', 'sensor.tank', names[0], { attributes: { unit_of_measurement: '%' } }),
        one('garden', 'sensor.pool', names[1], { deviceClass: 'temperature' }),
        one('garden', 'light.garden', 'Garden Light'),
      ],
      loose: [],
    },
    cases: [c('ordinary', say, ['sensor.tank'])],
  };
}

/**
 * A child's room named room word first ("Zimmer Paul"), holding a lamp named with the child's genitive
 * and a night light, beside another room: asked for as the child's room in the genitive.
 */
function ownersRoom(
  id: string,
  language: string,
  names: [room: string, lamp: string, night: string],
  say: string,
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['owner', names[0], null],
        ['other', 'Hall', null],
      ],
      devices: [
        one('owner', 'light.lamp', names[1]),
        one('owner', 'light.night', names[2]),
        one('other', 'light.hall', 'Hall Light'),
      ],
      loose: [],
    },
    cases: [c('named-after', say, ['light.lamp', 'light.night'])],
  };
}

/** A speaker named by its brand among other media players, asked for with a volume word and a verb. */
function volumeOf(id: string, language: string, speaker: string, say: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['den', 'Den', null],
        ['kitchen', 'Kitchen', null],
      ],
      devices: [
        one('kitchen', 'media_player.speaker', speaker, { deviceClass: 'speaker' }),
        one('den', 'media_player.tv', 'LG OLED', { deviceClass: 'tv' }),
        one('den', 'media_player.echo', 'Echo Show', { deviceClass: 'speaker' }),
      ],
      loose: [],
    },
    cases: [c('ordinary', say, ['media_player.speaker'])],
  };
}

export const THIRTEENTH_ROUND: readonly EvalSuite[] = [
  sidedPair(
    'r13-sides-en',
    'en',
    'Library',
    ['Reading Lamp Window', 'Reading Lamp Door', 'Library Ceiling Light'],
    [c('ask-one', 'the library lamp', PAIR)],
  ),
  sidedPair(
    'r13-sides-de',
    'de',
    'Arbeitszimmer',
    ['Lampe links', 'Lampe rechts', 'Deckenleuchte'],
    [c('ask-one', 'die Lampe im Arbeitszimmer', PAIR)],
  ),
  sidedPair(
    'r13-sides-fr',
    'fr',
    'Bureau',
    ['Lampe gauche', 'Lampe droite', 'Plafonnier'],
    [c('ask-one', 'la lampe du bureau', PAIR)],
  ),
  sidedPair(
    'r13-sides-sv',
    'sv',
    'Arbetsrum',
    ['Lampa vänster', 'Lampa höger', 'Taklampa'],
    [c('ask-one', 'lampan i arbetsrummet', PAIR)],
  ),
  sidedPair(
    'r13-sides-it',
    'it',
    'Studio',
    ['Lampada sx', 'Lampada dx', 'Plafoniera'],
    [c('ask-one', 'la lampada dello studio', PAIR)],
  ),
  sidedPair(
    'r13-sides-nl',
    'nl',
    'Werkkamer',
    ['Staande lamp bij het raam', 'Staande lamp bij de deur', 'Plafondlamp'],
    [c('ask-one', 'de lamp in de werkkamer', PAIR)],
  ),

  mainLightRoom(
    'r13-main-en',
    'en',
    'Playroom',
    ['Chandelier', 'Reading Lamp', 'Shelf Light'],
    'the big light in the playroom',
  ),
  mainLightRoom(
    'r13-main-de',
    'de',
    'Küche',
    ['Deckenleuchte', 'Unterbauleuchte', 'Esstischlampe'],
    'mach das große Licht in der Küche an',
  ),
  mainLightRoom(
    'r13-main-es',
    'es',
    'Comedor',
    ['Lámpara de techo', 'Aplique', 'Lámpara de pie'],
    'enciende la luz principal del comedor',
  ),
  mainLightRoom(
    'r13-main-nl',
    'nl',
    'Eetkamer',
    ['Plafondlamp eetkamer', 'Wandlamp', 'Vensterbanklamp'],
    'het grote licht in de eetkamer',
  ),
  mainLightRoom(
    'r13-main-pl',
    'pl',
    'Jadalnia',
    ['Żyrandol', 'Kinkiet', 'Lampa stojąca'],
    'zapal duże światło w jadalni',
  ),
  mainLightRoom(
    'r13-main-sv',
    'sv',
    'Sovrum',
    ['Taklampa sovrum', 'Golvlampa', 'Sänglampa'],
    'den stora lampan i sovrummet',
  ),
  mainLightRoom('r13-main-zh', 'zh', '卧室', ['卧室吸顶灯', '卧室台灯', '卧室落地灯'], '卧室大灯'),
  mainLightRoom(
    'r13-main-ko',
    'ko',
    '안방',
    ['안방 천장등', '안방 스탠드', '안방 무드등'],
    '안방 큰 불 켜줘',
  ),
  mainLightRoom(
    'r13-main-ja',
    'ja',
    '寝室',
    ['寝室 シーリングライト', '寝室 スタンド', '寝室 間接照明'],
    '寝室の大きい電気を消して',
  ),

  valueSaid('r13-value-en', 'en', ['Study', 'Heat Pump', 'Bedroom'], 'set the study heat pump to 68'),
  valueSaid(
    'r13-value-de',
    'de',
    ['Büro', 'Thermostat', 'Schlafzimmer'],
    'das Thermostat im Büro auf zweiundzwanzig Grad',
  ),
  valueSaid(
    'r13-value-de-mode',
    'de',
    ['Keller', 'Wärmepumpe', 'Schlafzimmer'],
    'die Wärmepumpe im Keller auf Heizen',
  ),
  valueSaid(
    'r13-value-es',
    'es',
    ['Despacho', 'Calefacción', 'Dormitorio'],
    'pon la calefacción del despacho a 21',
  ),
  valueSaid(
    'r13-value-fr',
    'fr',
    ['Bureau', 'Radiateur', 'Chambre'],
    'règle le radiateur du bureau sur 20 degrés',
  ),
  valueSaid(
    'r13-value-it',
    'it',
    ['Camera', 'Condizionatore', 'Studio'],
    'il condizionatore della camera a ventidue',
  ),
  valueSaid('r13-value-nl', 'nl', ['Zolder', 'Airco', 'Slaapkamer'], 'zet de airco op zolder op 19'),
  valueSaid(
    'r13-value-pl',
    'pl',
    ['Sypialnia', 'Klimatyzacja', 'Gabinet'],
    'klimatyzacja w sypialni na 23 stopnie',
  ),
  valueSaid('r13-value-ko', 'ko', ['서재', '에어컨', '침실'], '서재 에어컨 24도로'),
  valueSaid('r13-value-ja', 'ja', ['書斎', 'エアコン', '寝室'], '書斎のエアコンを22度に'),
  valueSaid('r13-value-zh', 'zh', ['书房', '空调', '卧室'], '书房空调调到二十六度'),

  itemOnList('r13-list-en', 'en', 'Chores', 'Aldi', 'put batteries on the shopping list'),
  itemOnList('r13-list-de', 'de', 'Putzplan', 'Lidl', 'Glühbirnen auf die Einkaufsliste'),
  itemOnList('r13-list-sv', 'sv', 'Sysslor', 'ICA', 'lägg lampor på inköpslistan'),
  itemOnList('r13-list-nl', 'nl', 'Klusjes', 'Jumbo', 'lampjes op de boodschappenlijst'),
  itemOnList('r13-list-pl', 'pl', 'Obowiązki', 'Biedronka', 'dopisz żarówki do listy zakupów'),
  itemOnList('r13-list-es', 'es', 'Tareas', 'Carrefour', 'bombillas en la lista de la compra'),
  itemOnList('r13-list-ko', 'ko', '집안일', '이마트', '장보기 목록에 계란 넣어줘'),
  itemOnList('r13-list-ja', 'ja', '家事', 'イオン', '買い物リストに卵を入れて'),
  itemOnList('r13-list-zh', 'zh', '家务', '盒马', '把鸡蛋加到购物清单'),

  runTogether('r13-apart-es', 'es', ['Estudio', 'Cocina'], 'apaga la lámparadel estudio'),
  runTogether('r13-apart-it', 'it', ['Bagno', 'Cucina'], 'accendi la lucedel bagno'),
  runTogether('r13-apart-de', 'de', ['Bad', 'Küche'], 'Licht imBad'),
  runTogether('r13-apart-pl', 'pl', ['Sypialnia', 'Kuchnia'], 'zgaś lampę wsypialni'),

  placedBy('r13-placed-en', 'en', ['Piano Lamp', 'Ceiling Light'], 'the lamp beside the piano'),
  placedBy('r13-placed-de', 'de', ['Lampe Esstisch', 'Deckenlicht'], 'die Lampe über dem Esstisch'),
  placedBy('r13-placed-es', 'es', ['Lámpara sofá', 'Luz techo'], 'la lámpara junto al sofá'),
  placedBy('r13-placed-it', 'it', ['Luce lavandino', 'Plafoniera'], 'la luce sopra il lavandino'),
  placedBy('r13-placed-nl', 'nl', ['Lamp kast', 'Plafondlamp'], 'de lamp naast de kast'),
  placedBy('r13-placed-sv', 'sv', ['Lampa spis', 'Taklampa'], 'lampan ovanför spisen'),

  tankLevel(
    'r13-tank-de',
    'de',
    ['Zisterne Füllstand', 'Pool Wassertemperatur'],
    'wie viel Wasser ist in der Zisterne',
  ),
  tankLevel(
    'r13-tank-es',
    'es',
    ['Aljibe nivel', 'Temperatura agua piscina'],
    'cuánta agua hay en el aljibe',
  ),
  tankLevel(
    'r13-tank-fr',
    'fr',
    ['Citerne niveau', 'Température eau piscine'],
    "combien d'eau reste dans la citerne",
  ),
  tankLevel(
    'r13-tank-it',
    'it',
    ['Cisterna livello', 'Temperatura acqua piscina'],
    "quanta acqua c'è nella cisterna",
  ),
  tankLevel(
    'r13-tank-sv',
    'sv',
    ['Cistern nivå', 'Pool vattentemperatur'],
    'hur mycket vatten finns i cisternen',
  ),

  {
    home: {
      id: 'r13-diminutive-pl',
      language: 'pl',
      floors: [],
      areas: [
        ['kuchnia', 'Kuchnia', null],
        ['salon', 'Salon', null],
      ],
      devices: [
        one('kuchnia', 'switch.toster', 'Toster'),
        one('kuchnia', 'switch.ekspres', 'Ekspres'),
        one('salon', 'switch.budzik', 'Budzik'),
        one('kuchnia', 'light.kuchnia', 'Kuchnia sufit'),
        one('salon', 'switch.glosnik', 'Głośnik'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary', 'wyłącz budziczek', ['switch.budzik']),
      c('ordinary', 'wyłącz głośniczek', ['switch.glosnik']),
    ],
  },

  ownersRoom(
    'r13-owner-de',
    'de',
    ['Zimmer Paul', 'Pauls Leselampe', 'Nachtlicht'],
    'das Licht in Pauls Zimmer',
  ),
  ownersRoom('r13-owner-sv', 'sv', ['Rum Emma', 'Emmas lampa', 'Nattlampa'], 'ljuset i Emmas rum'),
  ownersRoom(
    'r13-owner-nl',
    'nl',
    ['Kamer Daan', 'Daans bureaulamp', 'Nachtlampje'],
    'het licht in Daans kamer',
  ),
  ownersRoom('r13-owner-da', 'da', ['Værelse Ida', 'Idas lampe', 'Natlampe'], 'lyset i Idas værelse'),

  placedBy(
    'r13-compound-de',
    'de',
    ['Arbeitsplattenbeleuchtung', 'Deckenlicht'],
    'die Beleuchtung über der Arbeitsplatte',
  ),
  placedBy('r13-compound-sv', 'sv', ['Bänkbelysning', 'Taklampa'], 'belysningen ovanför bänken'),

  volumeOf('r13-volume-en', 'en', 'Pebble', 'crank up the volume on the pebble'),
  volumeOf('r13-volume-es', 'es', 'Cubo', 'sube el volumen del cubo'),
  volumeOf('r13-volume-fr', 'fr', 'Galet', 'pousse le volume du galet'),
  volumeOf('r13-volume-it', 'it', 'Cubo', 'alza il volume del cubo'),
];
