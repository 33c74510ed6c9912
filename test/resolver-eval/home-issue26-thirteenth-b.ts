// Issue 26, round 13b, with slice 15 as the development slice: what a small model writes as a tool
// call's `name` (a concept said in English against names in the home's language and the reverse, a
// maker's name for its product line, a room said half in each language). None is a slice's request.
import { c, type EvalSuite } from './eval-home.js';
import { home } from './few-rooms-home.js';
import { HEATERS, NATIVE_PLUGS, PLUGGED_IN } from './home-issue26-thirteenth-b-plugs.js';
import { OTHER_ROOMS } from './home-issue26-thirteenth-b-rooms.js';

export const THIRTEENTH_ROUND_B: readonly EvalSuite[] = [
  // Rule 1: fixtures and what plugs are named after, said in English for a home named in its own language.
  home(
    'r13b-fix-de',
    'de',
    [
      ['ess', 'Esszimmer'],
      ['wohn', 'Wohnzimmer'],
      ['flur', 'Flur'],
    ],
    [
      ['ess', 'light.krone', 'Kronleuchter'],
      ['ess', 'light.ess_decke', 'Deckenlampe Esszimmer'],
      ['wohn', 'light.lese', 'Leselampe'],
      ['wohn', 'light.wand', 'Wandleuchte'],
      ['wohn', 'light.haenge', 'Hängelampe'],
      ['flur', 'light.flur', 'Flurlicht'],
      ['wohn', 'switch.baum', 'Weihnachtsbaum'],
      ['wohn', 'switch.aquarium', 'Aquarium'],
    ],
    [
      c('ordinary', 'chandelier', ['light.krone']),
      c('ordinary', 'reading lamp', ['light.lese']),
      c('ordinary', 'wall light', ['light.wand']),
      c('ordinary', 'pendant light', ['light.haenge']),
      c('ordinary', 'christmas tree', ['switch.baum']),
      c('ordinary', 'fish tank', ['switch.aquarium']),
      c('ordinary', 'dining room chandelier', ['light.krone']),
    ],
  ),
  home(
    'r13b-fix-es',
    'es',
    [
      ['com', 'Comedor'],
      ['sal', 'Salón'],
      ['coc', 'Cocina'],
    ],
    [
      ['com', 'light.arana', 'Lámpara de araña'],
      ['sal', 'light.lectura', 'Lámpara de lectura'],
      ['sal', 'light.aplique', 'Aplique salón'],
      ['coc', 'light.isla', 'Isla'],
      ['coc', 'light.cocina', 'Luz cocina'],
      ['sal', 'switch.arbol', 'Árbol de Navidad'],
    ],
    [
      c('ordinary', 'chandelier', ['light.arana']),
      c('ordinary', 'reading light', ['light.lectura']),
      c('ordinary', 'wall sconce', ['light.aplique']),
    ],
  ),
  home(
    'r13b-fix-fr',
    'fr',
    [
      ['sam', 'Salle à manger'],
      ['sej', 'Séjour'],
      ['cui', 'Cuisine'],
    ],
    [
      ['sam', 'light.lustre', 'Lustre'],
      ['sej', 'light.liseuse', 'Liseuse'],
      ['sej', 'light.applique', 'Applique'],
      ['cui', 'light.ilot', 'Îlot central'],
      ['cui', 'light.cuisine', 'Plafonnier cuisine'],
    ],
    [
      c('ordinary', 'chandelier', ['light.lustre']),
      c('ordinary', 'reading lamp', ['light.liseuse']),
      c('ordinary', 'wall lamp', ['light.applique']),
      c('ordinary', 'kitchen island', ['light.ilot']),
    ],
  ),
  home(
    'r13b-fix-sv',
    'sv',
    [
      ['mat', 'Matsal'],
      ['vard', 'Vardagsrum'],
      ['kok', 'Kök'],
    ],
    [
      ['mat', 'light.ljuskrona', 'Ljuskrona'],
      ['vard', 'light.las', 'Läslampa'],
      ['vard', 'light.vagg', 'Vägglampa'],
      ['kok', 'light.kokso', 'Köksö'],
      ['kok', 'light.kok', 'Taklampa kök'],
    ],
    [
      c('ordinary', 'chandelier', ['light.ljuskrona']),
      c('ordinary', 'reading lamp', ['light.las']),
      c('ordinary', 'wall light', ['light.vagg']),
      c('ordinary', 'kitchen island light', ['light.kokso']),
    ],
  ),
  home(
    'r13b-fix-pl',
    'pl',
    [
      ['jad', 'Jadalnia'],
      ['sal', 'Salon'],
      ['kuch', 'Kuchnia'],
    ],
    [
      ['jad', 'light.zyr', 'Żyrandol jadalnia'],
      ['sal', 'light.kinkiet', 'Kinkiet'],
      ['sal', 'light.czyt', 'Lampka do czytania'],
      ['kuch', 'light.wyspa', 'Wyspa'],
      ['kuch', 'light.kuch', 'Światło kuchnia'],
    ],
    [
      c('ordinary', 'chandelier', ['light.zyr']),
      c('ordinary', 'wall light', ['light.kinkiet']),
      c('ordinary', 'reading lamp', ['light.czyt']),
      c('ordinary', 'kitchen island light', ['light.wyspa']),
    ],
  ),
  home(
    'r13b-fix-ja',
    'ja',
    [
      ['liv', 'リビング'],
      ['din', 'ダイニング'],
      ['bed', '寝室'],
    ],
    [
      ['din', 'light.chan', 'シャンデリア'],
      ['liv', 'light.stand', 'リビング フロアライト'],
      ['bed', 'light.dokusho', '読書灯'],
      ['liv', 'light.pendant', 'ペンダントライト'],
      ['liv', 'light.bracket', 'ブラケットライト'],
    ],
    [
      c('ordinary', 'floor lamp', ['light.stand']),
      c('ordinary', 'reading light', ['light.dokusho']),

      c('ordinary', 'wall light', ['light.bracket']),
    ],
  ),
  home(
    'r13b-fix-ko',
    'ko',
    [
      ['liv', '거실'],
      ['din', '주방'],
      ['bed', '안방'],
    ],
    [
      ['din', 'light.chan', '샹들리에'],
      ['liv', 'light.stand', '장스탠드'],
      ['bed', 'light.dokseo', '독서등'],
      ['bed', 'light.bed_ceiling', '안방 천장등'],
    ],
    [c('ordinary', 'floor lamp', ['light.stand']), c('ordinary', 'reading lamp', ['light.dokseo'])],
  ),
  home(
    'r13b-fix-zh',
    'zh',
    [
      ['liv', '客厅'],
      ['din', '餐厅'],
      ['bed', '卧室'],
    ],
    [
      ['liv', 'light.chan', '水晶灯'],
      ['bed', 'light.read', '阅读灯'],
      ['din', 'light.pendant', '餐厅吊灯'],
      ['liv', 'light.wall', '壁灯'],
    ],
    [
      c('ordinary', 'chandelier', ['light.chan']),
      c('ordinary', 'reading lamp', ['light.read']),
      c('ordinary', 'wall lamp', ['light.wall']),
    ],
  ),
  ...(['de', 'it', 'pl', 'sv', 'ko', 'ja', 'fr', 'es'] as const).map((language) =>
    home(
      `r13b-fix-en-${language}`,
      language,
      [
        ['din', 'Dining Room'],
        ['liv', 'Living Room'],
        ['kit', 'Kitchen'],
      ],
      [
        ['din', 'light.chandelier', 'Dining Chandelier'],
        ['liv', 'light.reading', 'Reading Lamp'],
        ['liv', 'light.sconce', 'Wall Sconce'],
        ['kit', 'light.island', 'Island Pendants'],
        ['liv', 'switch.tree', 'Christmas Tree'],
      ],
      {
        de: [
          c('ordinary', 'den Kronleuchter', ['light.chandelier']),
          c('ordinary', 'die Leselampe', ['light.reading']),
          c('ordinary', 'die Wandlampe', ['light.sconce']),
          c('ordinary', 'die Kücheninsel', ['light.island']),
          c('ordinary', 'den Weihnachtsbaum', ['switch.tree']),
        ],
        it: [c('ordinary', 'il lampadario', ['light.chandelier'])],
        pl: [
          c('ordinary', 'żyrandol', ['light.chandelier']),
          c('ordinary', 'kinkiet', ['light.sconce']),
          c('ordinary', 'choinkę', ['switch.tree']),
        ],
        sv: [
          c('ordinary', 'läslampan', ['light.reading']),
          c('ordinary', 'julgranen', ['switch.tree']),
          c('ordinary', 'ljuskronan', ['light.chandelier']),
        ],
        ko: [c('ordinary', '크리스마스 트리', ['switch.tree'])],
        ja: [c('ordinary', '読書灯', ['light.reading'])],
        fr: [
          c('ordinary', 'la liseuse', ['light.reading']),
          c('ordinary', 'le lustre', ['light.chandelier']),
          c('ordinary', 'le sapin', ['switch.tree']),
        ],
        es: [
          c('ordinary', 'el aplique', ['light.sconce']),
          c('ordinary', 'la lámpara de araña', ['light.chandelier']),
          c('ordinary', 'el árbol de navidad', ['switch.tree']),
        ],
      }[language],
    ),
  ),
  // Rule 2: a maker said for its product line.
  home(
    'r13b-maker-de',
    'de',
    [
      ['garten', 'Garten'],
      ['wohn', 'Wohnzimmer'],
    ],
    [
      ['garten', 'lawn_mower.indego', 'Indego S+ 500'],
      ['wohn', 'light.hue', 'Hue Go'],
      ['wohn', 'light.tradfri', 'TRADFRI bulb'],
      ['wohn', 'media_player.bravia', 'Bravia XR'],
    ],
    [
      c('brand', 'bosch', ['lawn_mower.indego']),
      c('brand', 'philips', ['light.hue']),
      c('brand', 'ikea lamp', ['light.tradfri']),
      c('brand', 'sony tv', ['media_player.bravia']),
    ],
  ),
  home(
    'r13b-maker-nl',
    'nl',
    [
      ['tuin', 'Tuin'],
      ['woon', 'Woonkamer'],
    ],
    [
      ['tuin', 'lawn_mower.landroid', 'Landroid Vision'],
      ['tuin', 'valve.sproeier', 'Sproeier gazon'],
      ['woon', 'media_player.webos', 'webOS TV'],
    ],
    [c('brand', 'worx', ['lawn_mower.landroid']), c('brand', 'lg tv', ['media_player.webos'])],
  ),
  ...(
    [
      ['sv', 'husqvarna'],
      ['ko', '허스크바나'],
      ['ja', 'ハスクバーナ'],
      ['en', 'the husqvarna'],
    ] as const
  ).map(([language, asked]) =>
    home(
      `r13b-maker-${language}`,
      language,
      [
        ['garden', language === 'en' ? 'Back Garden' : 'Garden'],
        ['hall', 'Hall'],
      ],
      [
        ['garden', 'lawn_mower.mower', 'Automower 415X'],
        ['garden', 'valve.water', 'Garden Water'],
        ['hall', 'light.hall', 'Hall Light'],
      ],
      [c('brand', asked, ['lawn_mower.mower'])],
    ),
  ),
  // Rule 3: the room word said is a word of one area's name; other areas of its concept are not it.
  home(
    'r13b-room-es',
    'es',
    [
      ['dp', 'Dormitorio principal'],
      ['hab', 'Habitación de Pablo'],
      ['coc', 'Cocina'],
    ],
    [
      ['dp', 'light.dp_techo', 'Lámpara techo'],
      ['dp', 'light.dp_lamparita', 'Lamparita'],
      ['hab', 'light.hab', 'Luz Pablo'],
      ['coc', 'light.coc', 'Luz cocina'],
    ],
    [
      c('ordinary', 'dormitorio lights', ['light.dp_techo', 'light.dp_lamparita']),
      c('ordinary', 'las luces del dormitorio', ['light.dp_techo', 'light.dp_lamparita']),
    ],
  ),
  home(
    'r13b-room-pt',
    'pt',
    [
      ['qp', 'Quarto principal'],
      ['suite', 'Suíte'],
      ['sala', 'Sala'],
    ],
    [
      ['qp', 'light.qp', 'Plafon'],
      ['qp', 'fan.qp', 'Ventilador'],
      ['suite', 'light.suite', 'Luz suíte'],
      ['suite', 'fan.suite', 'Ventilador suíte'],
      ['sala', 'light.sala', 'Luz sala'],
    ],
    [c('ordinary', 'quarto fan', ['fan.qp']), c('ordinary', 'as luzes do quarto', ['light.qp'])],
  ),
  home(
    'r13b-room-de',
    'de',
    [
      ['eltern', 'Schlafzimmer Eltern'],
      ['master', 'Master Bedroom'],
      ['kueche', 'Küche'],
    ],
    [
      ['eltern', 'light.eltern', 'Deckenlampe'],
      ['master', 'light.master', 'Ceiling Light'],
      ['kueche', 'light.kueche', 'Küchenlicht'],
    ],
    [c('ordinary', 'schlafzimmer lights', ['light.eltern'])],
  ),
  // Rule 4: a kind word ("lamp") said in a room: a light named by a fixture's concept is named otherwise.
  ...(
    [
      ['en', 'Lounge', 'Lounge Pendant', 'Living Room Lamp', 'the lamp in the lounge'],
      ['fr', 'Chambre', 'Applique chambre', 'Petite lampe', 'la lampe de la chambre'],
      ['sv', 'Vardagsrum', 'Ljuskrona', 'Lampa vardagsrum', 'lampan i vardagsrummet'],
      ['pl', 'Salon', 'Kinkiet', 'Lampa salon', 'lampa w salonie'],
      ['da', 'Stue', 'Lysekrone', 'Lampe stue', 'lampen i stuen'],
    ] as const
  ).map(([language, room, fixture, lamp, asked]) =>
    home(
      `r13b-lamp-${language}`,
      language,
      [
        ['room', room],
        ['other', language === 'en' ? 'Kitchen' : 'Garage'],
      ],
      [
        ['room', 'light.fixture', fixture],
        ['room', 'light.lamp', lamp],
        ['other', 'light.other', 'Spots'],
      ],
      [c('name-wins', asked, ['light.lamp'])],
    ),
  ),
  // Rule 5: a plural ending on one word of an appliance phrase ("floor lamps") for a single thing.
  ...(
    [
      ['de', 'Wohnzimmer', 'Stehleuchte', 'floor lamps'],
      ['fr', 'Séjour', 'Lampadaire', 'floor lamps'],
      ['nl', 'Woonkamer', 'Vloerlamp', 'floor lights'],
      ['sv', 'Vardagsrum', 'Golvlampa', 'floor lamps'],
      ['pl', 'Salon', 'Lampa podłogowa', 'floor lamps'],
    ] as const
  ).map(([language, room, name, asked]) =>
    home(
      `r13b-plural-${language}`,
      language,
      [
        ['room', room],
        ['up', 'Büro'],
      ],
      [
        ['room', 'light.asked', name],
        ['room', 'light.ceiling', `${room} 1`],
        ['up', 'light.up', 'Spot 1'],
        ['up', 'light.up2', 'Spot 2'],
      ],
      [c('ordinary', asked, ['light.asked'])],
    ),
  ),
  // Rule 1b: the words that say a desk lamp in one ("Flexo", "Lampka biurkowa", "台灯").
  ...(
    [
      ['zh', '书房', '书房台灯', 'desk lamp'],
      ['pl', 'Gabinet', 'Lampka biurkowa', 'desk lamp'],
      ['es', 'Despacho', 'Flexo', 'desk light'],
      ['es', 'Office', 'Desk Lamp', 'el flexo'],
    ] as const
  ).map(([language, room, name, asked]) =>
    home(
      `r13b-desk-${language}-${room}`,
      language,
      [
        ['room', room],
        ['other', 'Hall'],
      ],
      [
        ['room', 'light.desk', name],
        ['room', 'light.room', `${room} 1`],
        ['other', 'light.other', 'Hall 1'],
      ],
      [c('ordinary', asked, ['light.desk'])],
    ),
  ),
  ...PLUGGED_IN,
  ...NATIVE_PLUGS,
  ...OTHER_ROOMS,
  ...HEATERS,
];
