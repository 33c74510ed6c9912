// Issue 26, round 20b: a case or two per rule in homes of our own, none of them a slice's requests or homes.
import { c, type EvalSuite } from './eval-home.js';
import { home } from './few-rooms-home.js';

/**
 * Rule 1: Home Assistant names a second device of one name with a number ("Stehlampe", "Stehlampe 2"). The
 * bare name said whole is either of them: in the singular ask which, in the plural act on both. A twin
 * whose number is its room's ("Lampe chambre 2" in "Chambre 2") stays apart (main set).
 */
const NUMBERED_TWINS: EvalSuite[] = [
  home(
    'r20b_en_purifiers',
    'en',
    [
      ['den', 'Den'],
      ['loft', 'Loft'],
    ],
    [
      ['den', 'fan.air_purifier', 'Air Purifier'],
      ['loft', 'fan.air_purifier_2', 'Air Purifier 2'],
      ['den', 'light.den', 'Den Lamp'],
    ],
    [
      c('ask-one numbered-twin', 'the air purifier', { ask: ['fan.air_purifier', 'fan.air_purifier_2'] }),
      c('ask-one', 'both air purifiers', ['fan.air_purifier', 'fan.air_purifier_2']),
      c('ordinary', 'the air purifier in the loft', ['fan.air_purifier_2']),
      c('ordinary', 'air purifier 2', ['fan.air_purifier_2']),
    ],
  ),
  home(
    'r20b_de_floor_lamps',
    'de',
    [
      ['wohnen', 'Wohnzimmer'],
      ['bad', 'Bad'],
    ],
    [
      ['wohnen', 'light.stehlampe', 'Stehlampe'],
      ['wohnen', 'light.stehlampe_2', 'Stehlampe 2'],
      ['wohnen', 'light.decke', 'Deckenlicht'],
      ['bad', 'light.spiegel', 'Spiegellicht'],
    ],
    [
      c('ask-one numbered-twin', 'die Stehlampe', { ask: ['light.stehlampe', 'light.stehlampe_2'] }),
      c('ask-one numbered-twin', 'die Stehlampen', ['light.stehlampe', 'light.stehlampe_2']),
      c('ask-one', 'die Stehlampen im Wohnzimmer', ['light.stehlampe', 'light.stehlampe_2']),
      c('ordinary', 'das Deckenlicht', ['light.decke']),
    ],
  ),
  home(
    'r20b_es_fans',
    'es',
    [
      ['salon', 'Salón'],
      ['estudio', 'Estudio'],
    ],
    [
      ['salon', 'fan.ventilador_pie', 'Ventilador de pie'],
      ['estudio', 'fan.ventilador_pie_2', 'Ventilador de pie 2'],
      ['salon', 'light.salon', 'Luz salón'],
    ],
    [
      c('ask-one numbered-twin', 'el ventilador de pie', {
        ask: ['fan.ventilador_pie', 'fan.ventilador_pie_2'],
      }),
      c('ask-one', 'los ventiladores', ['fan.ventilador_pie', 'fan.ventilador_pie_2']),
      c('ordinary', 'el ventilador del estudio', ['fan.ventilador_pie_2']),
    ],
  ),
  home(
    'r20b_pl_sconces',
    'pl',
    [
      ['taras', 'Taras'],
      ['kuchnia', 'Kuchnia'],
    ],
    [
      ['taras', 'light.kinkiet_taras', 'Kinkiet taras'],
      ['taras', 'light.kinkiet_taras_2', 'Kinkiet taras 2'],
      ['kuchnia', 'light.kuchnia', 'Światło kuchnia'],
    ],
    [
      c('ask-one numbered-twin', 'kinkiet na tarasie', {
        ask: ['light.kinkiet_taras', 'light.kinkiet_taras_2'],
      }),
      c('ask-one', 'oba kinkiety na tarasie', ['light.kinkiet_taras', 'light.kinkiet_taras_2']),
    ],
  ),
  home(
    'r20b_sv_dehumidifiers',
    'sv',
    [
      ['kallare', 'Källare'],
      ['tvatt', 'Tvättstuga'],
    ],
    [
      ['kallare', 'humidifier.avfuktare', 'Avfuktare'],
      ['tvatt', 'humidifier.avfuktare_2', 'Avfuktare 2'],
      ['kallare', 'light.kallare', 'Källarlampa'],
    ],
    [
      c('ask-one numbered-twin', 'avfuktaren', { ask: ['humidifier.avfuktare', 'humidifier.avfuktare_2'] }),
      c('ask-one', 'båda avfuktarna', ['humidifier.avfuktare', 'humidifier.avfuktare_2']),
    ],
  ),
  home(
    'r20b_ko_dehumidifiers',
    'ko',
    [
      ['dressroom', '드레스룸'],
      ['laundry', '세탁실'],
    ],
    [
      ['dressroom', 'humidifier.jeseupgi', '제습기'],
      ['laundry', 'humidifier.jeseupgi_2', '제습기 2'],
      ['dressroom', 'light.dressroom', '드레스룸 조명'],
    ],
    [
      c('ask-one numbered-twin', '제습기', { ask: ['humidifier.jeseupgi', 'humidifier.jeseupgi_2'] }),
      c('ordinary', '세탁실 제습기', ['humidifier.jeseupgi_2']),
    ],
  ),
  home(
    'r20b_ja_fans',
    'ja',
    [
      ['washitsu', '和室'],
      ['kodomo', '子供部屋'],
    ],
    [
      ['washitsu', 'fan.senpuki', 'サーキュレーター'],
      ['kodomo', 'fan.senpuki_2', 'サーキュレーター2'],
      ['washitsu', 'light.washitsu', '和室の照明'],
    ],
    [
      c('ask-one numbered-twin', 'サーキュレーター', { ask: ['fan.senpuki', 'fan.senpuki_2'] }),
      c('ordinary', '子供部屋のサーキュレーター', ['fan.senpuki_2']),
    ],
  ),
];

/**
 * Rule 2: in Chinese, Japanese and Korean a name runs its words together and says the thing last
 * ("智能猫砂盆", "자동급식기"); the thing said alone ("猫砂盆", "급식기") finds it, as "Brunnen" finds a
 * "Trinkbrunnen".
 */
const CJK_THING_LAST: EvalSuite[] = [
  home(
    'r20b_zh_pets',
    'zh',
    [
      ['yangtai', '阳台'],
      ['keting', '客厅'],
    ],
    [
      ['yangtai', 'switch.litter', '智能猫砂盆'],
      ['keting', 'switch.heater_rod', '水族箱加热棒'],
      ['keting', 'light.keting', '客厅吸顶灯'],
    ],
    [
      c('ordinary cjk-thing-last', '猫砂盆', ['switch.litter']),
      c('ordinary', '把加热棒关掉', ['switch.heater_rod']),
      c('ordinary', '客厅的灯', ['light.keting']),
    ],
  ),
  home(
    'r20b_ko_pets',
    'ko',
    [
      ['kitchen', '주방'],
      ['room', '작은방'],
    ],
    [
      ['kitchen', 'switch.feeder', '자동급식기'],
      ['room', 'switch.desk', '전동높이책상'],
      ['kitchen', 'light.kitchen', '주방 조명'],
    ],
    [
      c('ordinary cjk-thing-last', '급식기', ['switch.feeder']),
      c('ordinary cjk-thing-last', '높이책상', ['switch.desk']),
      c('ordinary', '주방 조명', ['light.kitchen']),
    ],
  ),
  home(
    'r20b_ja_desk',
    'ja',
    [
      ['shosai', '書斎'],
      ['living', 'リビング'],
    ],
    [
      ['shosai', 'switch.desk', '電動昇降デスク'],
      ['living', 'switch.rack', '室内物干し'],
      ['shosai', 'light.shosai', '書斎の照明'],
    ],
    [
      c('ordinary cjk-thing-last', '昇降デスク', ['switch.desk']),
      c('ordinary cjk-thing-last', '物干し', ['switch.rack']),
      c('ordinary', '書斎の照明', ['light.shosai']),
    ],
  ),
];

/**
 * Rule 3: a room word with a person's name, for an area named by the name alone, also when the name carries
 * its Polish genitive right after the room word ("w pokoju Oli" for "Ola", also "u Oli") or a Japanese or
 * Chinese particle ("そうまの部屋"; "乐乐的房间" found it already: guards), is that area, not another child's room the room word also names.
 */
const PERSONS_ROOM: EvalSuite[] = [
  home(
    'r20b_pl_children',
    'pl',
    [
      ['ola', 'Ola'],
      ['staszek', 'Pokój Staszka'],
      ['tomek', 'Tomek'],
    ],
    [
      ['ola', 'light.ola', 'Lampka Ola'],
      ['ola', 'fan.ola', 'Wiatrak Ola'],
      ['staszek', 'light.staszek', 'Lampka Staszek'],
      ['tomek', 'light.tomek_desk', 'Lampa biurko'],
    ],
    [
      c('named-after persons-room', 'światło w pokoju Oli', ['light.ola']),
      c('named-after persons-room', 'wiatrak w pokoju Oli', ['fan.ola']),
      c('named-after', 'światło w pokoju Staszka', ['light.staszek']),
      c('named-after persons-room', 'światło u Oli', ['light.ola']),
    ],
  ),
  home(
    'r20b_ja_children',
    'ja',
    [
      ['souma', 'そうま'],
      ['mei', 'めいの部屋'],
      ['living', 'リビング'],
    ],
    [
      ['souma', 'light.souma', 'そうま シーリングライト'],
      ['souma', 'switch.souma_heater', 'そうま ヒーター'],
      ['mei', 'light.mei', 'めい シーリングライト'],
      ['living', 'light.living', 'リビング照明'],
    ],
    [
      c('named-after persons-room', 'そうまの部屋の電気', ['light.souma']),
      c('named-after persons-room', 'そうまの部屋のヒーター', ['switch.souma_heater']),
      c('named-after', 'めいの部屋の電気', ['light.mei']),
    ],
  ),
  home(
    'r20b_zh_children',
    'zh',
    [
      ['lele', '乐乐'],
      ['study', '书房'],
    ],
    [
      ['lele', 'light.lele', '乐乐台灯'],
      ['lele', 'humidifier.lele', '乐乐加湿器'],
      ['study', 'light.study', '书房灯'],
    ],
    [
      c('named-after', '乐乐的房间的灯', ['light.lele']),
      c('named-after', '乐乐房间的加湿器', ['humidifier.lele']),
      c('ordinary', '书房的灯', ['light.study']),
    ],
  ),
];

/**
 * Rule 4: the mop said for the job ("pasar la fregona", "passare il mocio", "nass wischen", "モップがけ"):
 * the robot that mops, as "mopping" already was.
 */
function mopHome(id: string, language: string, rooms: [string, string][], cases: [string, boolean][]) {
  return home(
    id,
    language,
    rooms,
    [
      [rooms[0]![0], 'vacuum.robot', 'Dreame L20'],
      [rooms[0]![0], 'light.main', 'Hue Go'],
      [rooms[1]![0], 'switch.plug', 'Smart Plug'],
    ],
    cases.map(([say, rule]) => c(rule ? 'activity mop-word' : 'activity', say, ['vacuum.robot'])),
  );
}

const MOP_WORDS: EvalSuite[] = [
  mopHome(
    'r20b_es_mop',
    'es',
    [
      ['cocina', 'Cocina'],
      ['pasillo', 'Pasillo'],
    ],
    [
      ['pasa la fregona', true],
      ['friega el suelo del pasillo', false],
    ],
  ),
  mopHome(
    'r20b_it_mop',
    'it',
    [
      ['cucina', 'Cucina'],
      ['bagno', 'Bagno'],
    ],
    [
      ['passa il mocio in bagno', true],
      ['lava i pavimenti', false],
    ],
  ),
  mopHome(
    'r20b_de_mop',
    'de',
    [
      ['kueche', 'Küche'],
      ['flur', 'Flur'],
    ],
    [
      ['nass wischen im Flur', false],
      ['den Boden wischen', false],
    ],
  ),
  mopHome(
    'r20b_pt_mop',
    'pt',
    [
      ['cozinha', 'Cozinha'],
      ['sala', 'Sala'],
    ],
    [['passa a esfregona na sala', true]],
  ),
  mopHome(
    'r20b_ja_mop',
    'ja',
    [
      ['kitchen', 'キッチン'],
      ['senmenjo', '洗面所'],
    ],
    [['モップがけして', true]],
  ),
  mopHome(
    'r20b_zh_mop',
    'zh',
    [
      ['chufang', '厨房'],
      ['woshi', '卧室'],
    ],
    [['用拖把拖一下卧室', true]],
  ),
  mopHome(
    'r20b_da_mop',
    'da',
    [
      ['koekken', 'Køkken'],
      ['gang', 'Gang'],
    ],
    [['gulvet skal moppes', false]],
  ),
];

/**
 * Rule 5: a person of the home whose name is a small word in another language ("Mio", "Mina", "Min": "my"
 * in Italian, Swedish, Danish) keeps it in a device's name: "Mio Nattlampa" is no bare "Nattlampa", so
 * "nattlampan" beside a "Nattlampa hall" asks which.
 */
const PERSON_SMALL_WORD: EvalSuite[] = [
  home(
    'r20b_sv_mio',
    'sv',
    [
      ['mio', 'Mios rum'],
      ['hall', 'Hall'],
    ],
    [
      ['mio', 'light.mio_nattlampa', 'Mio Nattlampa'],
      ['hall', 'light.nattlampa_hall', 'Nattlampa hall'],
      ['mio', 'fan.mio', 'Fläkt'],
    ],
    [
      c('ask-one person-small-word', 'nattlampan', {
        ask: ['light.mio_nattlampa', 'light.nattlampa_hall'],
      }),
      c('ask-one', 'båda nattlamporna', ['light.mio_nattlampa', 'light.nattlampa_hall']),
      c('ordinary', 'Mio nattlampa', ['light.mio_nattlampa']),
    ],
  ),
  home(
    'r20b_da_mina',
    'da',
    [
      ['mina', 'Minas værelse'],
      ['gang', 'Gang'],
    ],
    [
      ['mina', 'light.mina_natlampe', 'Mina Natlampe'],
      ['gang', 'light.natlampe_gang', 'Natlampe gang'],
    ],
    [
      c('ask-one person-small-word', 'natlampen', {
        ask: ['light.mina_natlampe', 'light.natlampe_gang'],
      }),
      c('ordinary', 'natlampen i gangen', ['light.natlampe_gang']),
    ],
  ),
  home(
    'r20b_en_min',
    'en',
    [
      ['min', "Min's Room"],
      ['landing', 'Landing'],
    ],
    [
      ['min', 'light.min_night_light', 'Min Night Light'],
      ['landing', 'light.landing_night_light', 'Landing Night Light'],
    ],
    [
      c('ask-one person-small-word', 'the night light', {
        ask: ['light.min_night_light', 'light.landing_night_light'],
      }),
      c('ordinary', "the night light in Min's room", ['light.min_night_light']),
    ],
  ),
];

/**
 * Rule 6: a name that is a small word of some language ("NAS": Portuguese "in the"; "NOS", a Portuguese TV
 * box, "us") is found with an article or a verb before it, as it is alone.
 */
const SMALL_WORD_NAMES: EvalSuite[] = [
  home(
    'r20b_de_nas',
    'de',
    [
      ['keller', 'Keller'],
      ['buero', 'Büro'],
    ],
    [
      ['keller', 'switch.nas', 'NAS'],
      ['buero', 'light.buero', 'Bürolampe'],
    ],
    [
      c('ordinary small-word-name', 'das NAS', ['switch.nas']),
      c('ordinary small-word-name', 'schalte das NAS aus', ['switch.nas']),
      c('ordinary', 'NAS', ['switch.nas']),
    ],
  ),
  home(
    'r20b_pt_nos',
    'pt',
    [
      ['sala', 'Sala'],
      ['cozinha', 'Cozinha'],
    ],
    [
      ['sala', 'media_player.nos', 'NOS'],
      ['sala', 'media_player.tv', 'Televisão'],
      ['cozinha', 'light.cozinha', 'Luz cozinha'],
    ],
    [
      c('ordinary small-word-name', 'liga a NOS', ['media_player.nos']),
      c('ordinary', 'a televisão', ['media_player.tv']),
    ],
  ),
  {
    home: {
      id: 'r20b_en_nas_hidden',
      language: 'en',
      floors: [],
      areas: [['office', 'Office', null]],
      devices: [
        { name: 'NAS', area: 'office', entities: [['switch.nas', 'NAS', { hidden: true }]] },
        { name: 'Desk Lamp', area: 'office', entities: [['light.desk', 'Desk Lamp']] },
      ],
      loose: [],
    },
    cases: [c('hidden-similar small-word-name', 'turn off the NAS', 'not-exposed')],
  },
];

/**
 * Rule 7: a kind said in several words ("portão da garagem", Home Assistant's Portuguese for a garage door)
 * that the home has none of is what its words say apart: a thing of the one word's kind (a gate) in the
 * place the others name (the area "Garagem"). The English, Spanish and French homes are guards: a door
 * there was found by its name word already.
 */
const KIND_APART: EvalSuite[] = [
  {
    home: {
      id: 'r20b_en_garage',
      language: 'en',
      floors: [],
      areas: [
        ['garage', 'Garage', null],
        ['porch', 'Porch', null],
      ],
      devices: [
        { name: 'Roll Door', area: 'garage', entities: [['cover.roll', 'Door', { deviceClass: 'door' }]] },
        { name: 'Porch Light', area: 'porch', entities: [['light.porch', 'Porch Light']] },
        { name: 'Garage Light', area: 'garage', entities: [['light.garage', 'Garage Light']] },
      ],
      loose: [],
    },
    cases: [
      c('ordinary', 'open the garage door', ['cover.roll']),
      c('ordinary', 'the garage light', ['light.garage']),
    ],
  },
  {
    home: {
      id: 'r20b_es_garaje',
      language: 'es',
      floors: [],
      areas: [
        ['garaje', 'Garaje', null],
        ['salon', 'Salón', null],
      ],
      devices: [
        {
          name: 'Puerta',
          area: 'garaje',
          entities: [['cover.puerta', 'Puerta', { deviceClass: 'door' }]],
        },
        {
          name: 'Persiana',
          area: 'salon',
          entities: [['cover.persiana', 'Persiana', { deviceClass: 'shutter' }]],
        },
      ],
      loose: [],
    },
    cases: [
      c('ordinary', 'abre la puerta del garaje', ['cover.puerta']),
      c('ordinary', 'la persiana', ['cover.persiana']),
    ],
  },
  {
    home: {
      id: 'r20b_pt_garagem',
      language: 'pt',
      floors: [],
      areas: [
        ['garagem', 'Garagem', null],
        ['quintal', 'Quintal', null],
      ],
      devices: [
        {
          name: 'Portão',
          area: 'garagem',
          entities: [['cover.portao', 'Portão basculante', { deviceClass: 'gate' }]],
        },
        { name: 'Luz quintal', area: 'quintal', entities: [['light.quintal', 'Luz do quintal']] },
      ],
      loose: [],
    },
    cases: [
      c('ordinary kind-apart', 'abre o portão da garagem', ['cover.portao']),
      c('ordinary', 'fecha o portão', ['cover.portao']),
    ],
  },
  {
    home: {
      id: 'r20b_fr_garage',
      language: 'fr',
      floors: [],
      areas: [
        ['garage', 'Garage', null],
        ['jardin', 'Jardin', null],
      ],
      devices: [
        { name: 'Porte', area: 'garage', entities: [['cover.porte', 'Porte', { deviceClass: 'door' }]] },
        {
          name: 'Portail',
          area: 'jardin',
          entities: [['cover.portail', 'Portail', { deviceClass: 'gate' }]],
        },
      ],
      loose: [],
    },
    cases: [
      c('ordinary', 'ouvre la porte du garage', ['cover.porte']),
      c('ordinary', 'la porte de garage', ['cover.porte']),
      c('ordinary', 'le portail', ['cover.portail']),
    ],
  },
];

/**
 * Rule 8: a word the tables read as a thing the home has none of ("lucine": fairy lights), said as the plural
 * of a word the home's names hold ("Lucina Sofia", "Lucina Pietro"), is those things. With fairy lights in
 * the home, the word stays theirs.
 */
const HOME_PLURAL: EvalSuite[] = [
  home(
    'r20b_it_lucine',
    'it',
    [
      ['sofia', 'Cameretta Sofia'],
      ['pietro', 'Cameretta Pietro'],
      ['sala', 'Sala'],
    ],
    [
      ['sofia', 'light.lucina_sofia', 'Lucina Sofia'],
      ['pietro', 'light.lucina_pietro', 'Lucina Pietro'],
      ['sala', 'light.sala', 'Plafoniera sala'],
    ],
    [
      c('ask-one home-plural', 'le lucine', ['light.lucina_sofia', 'light.lucina_pietro']),
      c('ask-one home-plural', 'spegni entrambe le lucine', ['light.lucina_sofia', 'light.lucina_pietro']),
      c('ask-one', 'la lucina', { ask: ['light.lucina_sofia', 'light.lucina_pietro'] }),
    ],
  ),
  home(
    'r20b_it_lucine_natale',
    'it',
    [
      ['sala', 'Sala'],
      ['camera', 'Camera'],
    ],
    [
      ['sala', 'light.lucine', 'Lucine albero'],
      ['camera', 'light.lucina', 'Lucina notte'],
    ],
    [c('ordinary', 'le lucine', ['light.lucine'])],
  ),
];

export const TWENTIETH_ROUND_B: EvalSuite[] = [
  ...HOME_PLURAL,
  ...KIND_APART,
  ...SMALL_WORD_NAMES,
  ...PERSON_SMALL_WORD,
  ...NUMBERED_TWINS,
  ...CJK_THING_LAST,
  ...PERSONS_ROOM,
  ...MOP_WORDS,
];
