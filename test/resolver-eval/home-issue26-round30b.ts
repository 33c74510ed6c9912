// Issue 26, round 30b: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const motion = { deviceClass: 'motion' };
const occupancy = { deviceClass: 'occupancy' };

/**
 * A question whether someone is in a room asks the room's motion, occupancy or presence sensor, never its
 * lights or TV; with none there, nothing is called that (presence-question.ts).
 */
export const PRESENCE_QUESTION: EvalSuite[] = [
  home(
    'r30b_en_presence',
    'en',
    [
      ['playroom', 'Playroom'],
      ['den', 'Den'],
      ['study', 'Study'],
      ['hall', 'Hallway'],
    ],
    [
      one('playroom', 'light.playroom', 'Playroom Light'),
      one('playroom', 'media_player.playroom_tv', 'Playroom TV'),
      one('playroom', 'binary_sensor.playroom_pir', 'Playroom PIR', motion),
      one('den', 'light.den_lamp', 'Den Lamp'),
      one('den', 'binary_sensor.den_mmwave', 'Den mmWave', occupancy),
      one('study', 'light.study_desk', 'Desk Lamp'),
      one('study', 'climate.study', 'Study Radiator'),
      one('hall', 'light.hall', 'Hallway Light'),
      one('hall', 'binary_sensor.hall_occupancy', 'Hallway Occupancy', {
        deviceClass: 'occupancy',
        hidden: true,
      }),
    ],
    [
      c('ordinary presence-question', 'is someone in the playroom', ['binary_sensor.playroom_pir']),
      c('ordinary presence-question', 'is there anybody in the den', ['binary_sensor.den_mmwave']),
      c('ordinary presence-question', "who's in the playroom right now", ['binary_sensor.playroom_pir']),
      c('ordinary presence-question', 'is anyone in the study', 'not-found'),
      c('hidden-similar presence-question', 'anyone in the hallway', 'not-exposed'),
      c('ordinary presence-question', 'the playroom light', ['light.playroom']),
      c('ordinary presence-question', 'turn on the den lamp', ['light.den_lamp']),
      c('ordinary presence-question', 'motion in the playroom', ['binary_sensor.playroom_pir']),
    ],
  ),
  home(
    'r30b_de_presence',
    'de',
    [
      ['bad', 'Badezimmer'],
      ['hobby', 'Hobbyraum'],
      ['buero', 'Arbeitszimmer'],
    ],
    [
      one('bad', 'light.bad_spiegel', 'Spiegelleuchte'),
      one('bad', 'fan.bad_luefter', 'Lüfter Bad'),
      one('bad', 'binary_sensor.bad_praesenz', 'Präsenzmelder Bad', occupancy),
      one('hobby', 'light.hobby', 'Werkbank Licht'),
      one('hobby', 'binary_sensor.hobby_bewegung', 'Hobbyraum Bewegung'),
      one('buero', 'light.buero', 'Schreibtischlampe'),
    ],
    [
      c('ordinary presence-question', 'ist gerade jemand im Badezimmer', ['binary_sensor.bad_praesenz']),
      c('ordinary presence-question', 'ist wer im Hobbyraum', ['binary_sensor.hobby_bewegung']),
      c('ordinary presence-question', 'ist da jemand im Arbeitszimmer', 'not-found'),
      c('ordinary presence-question', 'den Lüfter im Badezimmer', ['fan.bad_luefter']),
    ],
  ),
  home(
    'r30b_sv_presence',
    'sv',
    [
      ['tvatt', 'Tvättstuga'],
      ['kok', 'Kök'],
    ],
    [
      one('tvatt', 'switch.tvattmaskin', 'Tvättmaskin'),
      one('tvatt', 'binary_sensor.tvatt_rorelse', 'Rörelsesensor tvättstuga', motion),
      one('kok', 'light.kok_tak', 'Taklampa kök'),
      one('kok', 'binary_sensor.kok_narvaro', 'Närvaro kök', occupancy),
    ],
    [
      c('ordinary presence-question', 'finns det någon i tvättstugan', ['binary_sensor.tvatt_rorelse']),
      c('ordinary presence-question', 'är det nån i köket nu', ['binary_sensor.kok_narvaro']),
      c('ordinary presence-question', 'taklampan i köket', ['light.kok_tak']),
    ],
  ),
  home(
    'r30b_zh_presence',
    'zh',
    [
      ['shufang', '书房'],
      ['cheku', '车库'],
      ['ciwo', '次卧'],
    ],
    [
      one('shufang', 'light.shufang', '书房灯'),
      one('shufang', 'binary_sensor.shufang_renti', '书房人体传感器', motion),
      one('cheku', 'cover.cheku_men', '车库门'),
      one('cheku', 'binary_sensor.cheku_cunzai', '车库存在传感器', occupancy),
      one('ciwo', 'light.ciwo', '次卧灯'),
      one('ciwo', 'climate.ciwo', '次卧空调'),
    ],
    [
      c('ordinary presence-question', '书房里有人吗', ['binary_sensor.shufang_renti']),
      c('ordinary presence-question', '有人在车库吗', ['binary_sensor.cheku_cunzai']),
      c('ordinary presence-question', '次卧有没有人', 'not-found'),
      c('ordinary presence-question', '书房的灯', ['light.shufang']),
    ],
  ),
  home(
    'r30b_ko_presence',
    'ko',
    [
      ['seojae', '서재'],
      ['nori', '놀이방'],
    ],
    [
      one('seojae', 'light.seojae', '서재 조명'),
      one('seojae', 'binary_sensor.seojae_motion', '서재 모션 센서', motion),
      one('nori', 'light.nori', '놀이방 조명'),
      one('nori', 'media_player.nori', '놀이방 스피커'),
    ],
    [
      c('ordinary presence-question', '서재에 누가 있어?', ['binary_sensor.seojae_motion']),
      c('ordinary presence-question', '놀이방에 사람 있나요', 'not-found'),
      c('ordinary presence-question', '서재 조명', ['light.seojae']),
    ],
  ),
  home(
    'r30b_pl_presence',
    'pl',
    [
      ['garaz', 'Garaż'],
      ['gabinet', 'Gabinet'],
    ],
    [
      one('garaz', 'cover.garaz_brama', 'Brama garażowa'),
      one('garaz', 'binary_sensor.garaz_ruch', 'Czujnik ruchu garaż', motion),
      one('gabinet', 'light.gabinet', 'Lampa gabinet'),
      one('gabinet', 'binary_sensor.gabinet_obecnosc', 'Gabinet obecność', occupancy),
    ],
    [
      c('ordinary presence-question', 'jest ktoś w garażu', ['binary_sensor.garaz_ruch']),
      c('ordinary presence-question', 'czy ktoś teraz jest w gabinecie', ['binary_sensor.gabinet_obecnosc']),
      c('ordinary presence-question', 'lampa w gabinecie', ['light.gabinet']),
    ],
  ),
  home(
    'r30b_romance_presence',
    'pt',
    [
      ['escritorio', 'Escritório'],
      ['lavanderia', 'Lavanderia'],
    ],
    [
      one('escritorio', 'light.escritorio', 'Luminária escritório'),
      one('escritorio', 'binary_sensor.escritorio_presenca', 'Presença escritório', occupancy),
      one('lavanderia', 'switch.lavanderia_maquina', 'Máquina de lavar'),
      one('lavanderia', 'light.lavanderia', 'Luz lavanderia'),
    ],
    [
      c('ordinary presence-question', 'tem alguém no escritório', ['binary_sensor.escritorio_presenca']),
      c('ordinary presence-question', 'há alguém na lavanderia', 'not-found'),
      c('ordinary presence-question', 'a luz da lavanderia', ['light.lavanderia']),
    ],
  ),
  home(
    'r30b_fr_presence',
    'fr',
    [
      ['bureau', 'Bureau'],
      ['grenier', 'Grenier'],
    ],
    [
      one('bureau', 'light.bureau', 'Lampe bureau'),
      one('bureau', 'binary_sensor.bureau_mouvement', 'Détecteur bureau', motion),
      one('grenier', 'light.grenier', 'Ampoule grenier'),
      one('grenier', 'binary_sensor.grenier_presence', 'Présence grenier', occupancy),
    ],
    [
      c('ordinary presence-question', 'y a-t-il quelqu’un dans le bureau', [
        'binary_sensor.bureau_mouvement',
      ]),
      c('ordinary presence-question', 'est-ce qu’il y a quelqu’un au grenier', [
        'binary_sensor.grenier_presence',
      ]),
      c('ordinary presence-question', 'la lampe du bureau', ['light.bureau']),
    ],
  ),
  home(
    'r30b_nl_presence',
    'nl',
    [
      ['zolder', 'Zolder'],
      ['bijkeuken', 'Bijkeuken'],
    ],
    [
      one('zolder', 'light.zolder', 'Zolderlamp'),
      one('zolder', 'binary_sensor.zolder_beweging', 'Bewegingsmelder zolder', motion),
      one('bijkeuken', 'switch.droger', 'Droger'),
    ],
    [
      c('ordinary presence-question', 'zit er iemand op zolder', ['binary_sensor.zolder_beweging']),
      c('ordinary presence-question', 'is er nu iemand in de bijkeuken', 'not-found'),
    ],
  ),
];

/** A home whose helpers, scenes, scripts and timers are `loose` (no area), with one room of devices. */
function modes(
  id: string,
  language: string,
  loose: [id: string, name: string][],
  cases: ReturnType<typeof c>[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['living', 'Living', null]],
      devices: [one('living', 'media_player.tv', 'TV'), one('living', 'light.living', 'Lamp')],
      loose,
    },
    cases,
  };
}

/**
 * A scene, script, mode or timer said by the everyday word of what it is about ("guest mode" for
 * "Visitors", "Urlaubsmodus" for "Ferienmodus", "来客模式" for "访客模式"), the word "mode" said or
 * written on one side only (mode-concepts.ts, mode-word.ts).
 */
export const MODE_BY_EVERYDAY_WORD: EvalSuite[] = [
  modes(
    'r30b_en_modes',
    'en',
    [
      ['scene.cinema', 'Cinema Time'],
      ['input_boolean.visitors', 'Visitors'],
      ['input_boolean.vacation', 'Vacation'],
      ['input_select.heating_mode', 'Heating Mode'],
      ['script.lights_out', 'Good Night'],
      ['timer.egg', 'Egg Timer'],
      ['scene.supper', 'Supper'],
    ],
    [
      c('ordinary mode-concept', 'guest mode', ['input_boolean.visitors']),
      c('ordinary mode-concept', 'turn on holiday mode', ['input_boolean.vacation']),
      c('ordinary mode-concept', 'movie time', ['scene.cinema']),
      c('ordinary mode-concept', 'film time', ['scene.cinema']),
      c('ordinary mode-concept', 'bedtime', ['script.lights_out']),
      c('ordinary mode-concept', 'the kitchen timer', ['timer.egg']),
      c('ordinary mode-concept', 'dinner', ['scene.supper']),
      c('ordinary mode-concept', 'heating mode', ['input_select.heating_mode']),
      c('ordinary mode-concept', 'the TV', ['media_player.tv']),
      c('ordinary mode-concept', 'play a film on the TV', ['media_player.tv']),
    ],
  ),
  modes(
    'r30b_de_modes',
    'de',
    [
      ['input_boolean.gaeste', 'Gäste'],
      ['input_boolean.ferienmodus', 'Ferienmodus'],
      ['input_select.lueftung', 'Lüftungsmodus'],
      ['script.schlafenszeit', 'Schlafenszeit'],
      ['scene.kinoabend', 'Kinoabend'],
      ['sensor.zisterne', 'Wasserstand Zisterne'],
    ],
    [
      c('ordinary mode-concept', 'den Besuchermodus', ['input_boolean.gaeste']),
      c('ordinary mode-concept', 'Urlaubsmodus an', ['input_boolean.ferienmodus']),
      c('ordinary mode-concept', 'gute Nacht', ['script.schlafenszeit']),
      c('ordinary mode-concept', 'den Filmabend', ['scene.kinoabend']),
      c('ordinary mode-concept', 'den Lüftungsmodus', ['input_select.lueftung']),
      c('ordinary mode-concept', 'der Wasserstand', ['sensor.zisterne']),
    ],
  ),
  modes(
    'r30b_es_modes',
    'es',
    [
      ['input_boolean.invitados', 'Invitados en casa'],
      ['input_boolean.vacaciones', 'Vacaciones'],
      ['input_select.modo_clima', 'Modo clima'],
      ['scene.peli', 'Noche de película'],
    ],
    [
      c('ordinary mode-concept', 'el modo visitas', ['input_boolean.invitados']),
      c('ordinary mode-concept', 'activa el modo vacaciones', ['input_boolean.vacaciones']),
      c('ordinary mode-concept', 'la noche de pelis', ['scene.peli']),
      c('ordinary mode-concept', 'el modo clima', ['input_select.modo_clima']),
    ],
  ),
  modes(
    'r30b_nl_modes',
    'nl',
    [
      ['input_boolean.gasten', 'Gasten'],
      ['input_boolean.vakantie', 'Vakantie'],
      ['scene.bioscoop', 'Bioscoop'],
    ],
    [
      c('ordinary mode-concept', 'de gastenstand', ['input_boolean.gasten']),
      c('ordinary mode-concept', 'zet de vakantiemodus aan', ['input_boolean.vakantie']),
      c('ordinary mode-concept', 'filmavond', ['scene.bioscoop']),
    ],
  ),
  modes(
    'r30b_sv_modes',
    'sv',
    [
      ['input_boolean.semester', 'Semester'],
      ['input_boolean.gastlage', 'Gästläge'],
    ],
    [
      c('ordinary mode-concept', 'semesterläget', ['input_boolean.semester']),
      c('ordinary mode-concept', 'gästerna', ['input_boolean.gastlage']),
    ],
  ),
  modes(
    'r30b_da_modes',
    'da',
    [
      ['input_boolean.ferie', 'Ferie'],
      ['script.sengetid', 'Sengetid'],
    ],
    [
      c('ordinary mode-concept', 'ferietilstand', ['input_boolean.ferie']),
      c('ordinary mode-concept', 'godnat', ['script.sengetid']),
    ],
  ),
  modes(
    'r30b_pl_modes',
    'pl',
    [
      ['input_boolean.goscie', 'Goście w domu'],
      ['input_boolean.wakacje', 'Wakacje'],
      ['input_select.tryb_pompy', 'Tryb pracy pompy'],
    ],
    [
      c('ordinary mode-concept', 'tryb gościnny', ['input_boolean.goscie']),
      c('ordinary mode-concept', 'tryb urlopowy', ['input_boolean.wakacje']),
      c('ordinary mode-concept', 'tryb pracy pompy', ['input_select.tryb_pompy']),
    ],
  ),
  modes(
    'r30b_ja_modes',
    'ja',
    [
      ['input_boolean.raikyaku', '来客モード'],
      ['input_select.aircon', 'エアコンモード'],
      ['scene.yuugohan', '夕ご飯'],
      ['timer.cup', 'カップラーメン'],
    ],
    [
      c('ordinary mode-concept', 'お客様モード', ['input_boolean.raikyaku']),
      c('ordinary mode-concept', '夕食', ['scene.yuugohan']),
      c('ordinary mode-concept', 'カップ麺のタイマー', ['timer.cup']),
      c('ordinary mode-concept', 'エアコンモード', ['input_select.aircon']),
    ],
  ),
  modes(
    'r30b_zh_modes',
    'zh',
    [
      ['input_boolean.fangke', '访客模式'],
      ['input_boolean.lvyou', '旅游模式'],
      ['input_select.kongtiao', '空调模式'],
      ['scene.wancan', '晚餐'],
    ],
    [
      c('ordinary mode-concept', '来客模式', ['input_boolean.fangke']),
      c('ordinary mode-concept', '度假模式', ['input_boolean.lvyou']),
      c('ordinary mode-concept', '晚饭', ['scene.wancan']),
      c('ordinary mode-concept', '空调模式', ['input_select.kongtiao']),
    ],
  ),
  modes(
    'r30b_ko_modes',
    'ko',
    [
      ['input_boolean.guest', '방문객 모드'],
      ['input_boolean.vacation', '휴가'],
      ['scene.movie', '영화 보기'],
    ],
    [
      c('ordinary mode-concept', '손님 모드', ['input_boolean.guest']),
      c('ordinary mode-concept', '여행 모드', ['input_boolean.vacation']),
      c('ordinary mode-concept', '영화', ['scene.movie']),
    ],
  ),
  {
    // 취침 (bedtime) begins the night light's word 취침등: no bedtime there.
    home: {
      id: 'r30b_ko_night_light',
      language: 'ko',
      floors: [],
      areas: [['kids', '아이방', null]],
      devices: [one('kids', 'light.kids_night', '아이방 수면등'), one('kids', 'light.kids', '아이방 조명')],
      loose: [['script.sleep', '잘 자요']],
    },
    cases: [c('ordinary mode-concept', '아이방 취침등', ['light.kids_night'])],
  },
];

/**
 * An activity whose kind the home lacks is the thing its concept names, before a name that only sounds like
 * the activity's word ("vattna" is no "Tvätt" timer; activity-concept.ts).
 */
export const ACTIVITY_CONCEPT_FIRST: EvalSuite[] = [
  {
    home: {
      id: 'r30b_sv_watering',
      language: 'sv',
      floors: [],
      areas: [
        ['balkong', 'Balkong', null],
        ['tvatt', 'Tvättstuga', null],
      ],
      devices: [
        one('balkong', 'switch.droppbevattning', 'Droppbevattning krukor'),
        one('balkong', 'light.balkong', 'Balkonglampa'),
        one('tvatt', 'switch.tvattmaskin', 'Tvättmaskin'),
      ],
      loose: [['timer.tvatt', 'Tvätt klar']],
    },
    cases: [
      c('activity activity-concept', 'vattna krukorna', ['switch.droppbevattning']),
      c('activity activity-concept', 'vattna', ['switch.droppbevattning']),
      c('activity activity-concept', 'tvätt klar', ['timer.tvatt']),
      c('activity activity-concept', 'tvättmaskinen', ['switch.tvattmaskin']),
    ],
  },
  {
    home: {
      id: 'r30b_de_watering',
      language: 'de',
      floors: [],
      areas: [['garten', 'Garten', null]],
      devices: [
        one('garten', 'switch.beregnung', 'Beregnung Rasen'),
        one('garten', 'light.garten', 'Gartenlicht'),
      ],
      loose: [['timer.giess', 'Gießkanne Erinnerung']],
    },
    cases: [c('activity activity-concept', 'bewässern', ['switch.beregnung'])],
  },
];

/**
 * A slatted cover's word (roller blind, venetian blind, shutter) said of a place whose covers are of another
 * slatted class is said of those; an awning or a curtain stays another thing (slat-cover.ts).
 */
export const SLATTED_COVER_WORD: EvalSuite[] = [
  {
    home: {
      id: 'r30b_da_slats',
      language: 'da',
      floors: [],
      areas: [
        ['kontor', 'Kontor', null],
        ['terrasse', 'Terrasse', null],
        ['vaerelse', 'Gæsteværelse', null],
      ],
      devices: [
        one('kontor', 'cover.kontor_persienne', 'Kontor persienne', { deviceClass: 'blind' }),
        one('kontor', 'light.kontor', 'Kontorlampe'),
        one('terrasse', 'cover.markise', 'Markise', { deviceClass: 'awning' }),
        one('vaerelse', 'cover.gaeste_gardin', 'Gardiner', { deviceClass: 'curtain' }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary slat-cover', 'rullegardinet på kontoret', ['cover.kontor_persienne']),
      c('ordinary slat-cover', 'rullegardinet på terrassen', 'empty'),
      c('ordinary slat-cover', 'markisen', ['cover.markise']),
    ],
  },
  {
    home: {
      id: 'r30b_nl_slats',
      language: 'nl',
      floors: [],
      areas: [
        ['werkkamer', 'Werkkamer', null],
        ['serre', 'Serre', null],
      ],
      devices: [
        one('werkkamer', 'cover.werkkamer_jaloezie', 'Jaloezie werkkamer', { deviceClass: 'blind' }),
        one('serre', 'cover.serre_screen', 'Screen serre', { deviceClass: 'shade' }),
        one('serre', 'cover.serre_zonnescherm', 'Zonnescherm', { deviceClass: 'awning' }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary slat-cover', 'het rolgordijn in de werkkamer', ['cover.werkkamer_jaloezie']),
      c('ordinary slat-cover', 'het rolgordijn in de serre', ['cover.serre_screen']),
    ],
  },
];

/** Japanese 換気 said alone is the room's fan; Chinese 帘子 is a window cover (household-kinds.ts). */
export const HOUSEHOLD_WORDS: EvalSuite[] = [
  {
    home: {
      id: 'r30b_ja_household',
      language: 'ja',
      floors: [],
      areas: [
        ['yokushitsu', '浴室', null],
        ['toilet', 'トイレ', null],
      ],
      devices: [
        one('yokushitsu', 'fan.yokushitsu', '浴室換気扇'),
        one('yokushitsu', 'switch.sentaku', '洗濯乾燥機'),
        one('yokushitsu', 'light.yokushitsu', '浴室照明'),
        one('toilet', 'fan.toilet', 'トイレの換気扇'),
      ],
      loose: [],
    },
    cases: [
      c('activity household-words', '浴室の換気', ['fan.yokushitsu']),
      c('activity household-words', 'トイレの換気をして', ['fan.toilet']),
      c('ordinary household-words', '浴室の洗濯乾燥機', ['switch.sentaku']),
    ],
  },
  {
    home: {
      id: 'r30b_zh_household',
      language: 'zh',
      floors: [],
      areas: [
        ['shufang', '书房', null],
        ['ciwo', '次卧', null],
      ],
      devices: [
        one('shufang', 'cover.shufang', '书房窗帘电机', { deviceClass: 'curtain' }),
        one('shufang', 'light.shufang', '书房吸顶灯'),
        one('ciwo', 'cover.ciwo', '次卧卷帘', { deviceClass: 'shade' }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary household-words', '书房的帘子', ['cover.shufang']),
      c('ordinary household-words', '把次卧帘子放下来', ['cover.ciwo']),
      c('ordinary household-words', '书房的灯', ['light.shufang']),
    ],
  },
];

/** Portuguese "as duas …" typed without the accent is the article and a count, no clock time (article-count.ts). */
export const ARTICLE_AND_COUNT: EvalSuite[] = [
  {
    home: {
      id: 'r30b_pt_count',
      language: 'pt',
      floors: [],
      areas: [
        ['quarto', 'Quarto', null],
        ['sala', 'Sala', null],
      ],
      devices: [
        one('quarto', 'light.abajur_ines', 'Abajur Inês'),
        one('quarto', 'light.mesinha_ines', 'Mesinha Inês'),
        one('quarto', 'light.mesinha_pedro', 'Mesinha Pedro'),
        one('quarto', 'light.abajur_pedro', 'Abajur Pedro'),
        one('sala', 'cover.sala', 'Estore sala', { deviceClass: 'shutter' }),
      ],
      loose: [],
    },
    cases: [
      c('ask-one article-count', 'as duas mesinhas da cama', ['light.mesinha_ines', 'light.mesinha_pedro']),
      c('ask-one article-count', 'as duas mesinhas laterais', ['light.mesinha_ines', 'light.mesinha_pedro']),
      c('ask-one article-count', 'as duas abajures', ['light.abajur_ines', 'light.abajur_pedro']),
      c('ask-one article-count', 'a mesinha', { ask: ['light.mesinha_ines', 'light.mesinha_pedro'] }),
      c('ordinary article-count', 'abre o estore da sala às sete', ['cover.sala']),
      c('ordinary article-count', 'abre o estore da sala as sete horas', ['cover.sala']),
    ],
  },
];
