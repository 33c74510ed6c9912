// Issue 26, round 25b: cases of our own, in homes of our own, for the rules the round built from slice 84
// (words as a speech recogniser writes them). None is a slice's request or home. The first tag is the
// category, the second the rule exercised; the cases tagged `-not` are readings the rule must not change.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';
import {
  HAN_HEARD_WITH_NEXT,
  LETTERS_NAMED,
  NAMES_OVER_RELATED_ROOM,
  SPELLED_AS_HEARD,
} from './home-issue26-round25b2.js';

/**
 * A number said as a word after a name whose words without the number are another thing's whole name
 * ("Estore quarto" and "Estore quarto 2"): the number the home writes as a digit wins.
 */
const NUMBER_WORDS_DIGITS: EvalSuite[] = [
  {
    home: {
      id: 'r25b_pt_quartos',
      language: 'pt',
      floors: [['p1', 'Piso 1', 1]],
      areas: [
        ['quarto', 'Quarto principal', 'p1'],
        ['quarto_2', 'Quarto 2', 'p1'],
        ['quarto_3', 'Quarto 3', 'p1'],
        ['sala', 'Sala', 'p1'],
      ],
      devices: [
        one('quarto', 'cover.estore_quarto', 'Estore quarto', { deviceClass: 'shutter' }),
        one('quarto_2', 'cover.estore_quarto_2', 'Estore quarto 2', { deviceClass: 'shutter' }),
        one('quarto_3', 'cover.estore_quarto_3', 'Estore quarto 3', { deviceClass: 'shutter' }),
        one('quarto', 'light.candeeiro_quarto', 'Candeeiro quarto'),
        one('quarto_2', 'light.candeeiro_quarto_2', 'Candeeiro quarto 2'),
        one('sala', 'light.candeeiro_sala', 'Candeeiro sala'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary name-digits', 'o estore do quarto dois', ['cover.estore_quarto_2']),
      c('ordinary name-digits', 'o estore do quarto três', ['cover.estore_quarto_3']),
      c('ordinary name-digits', 'os estores do quarto dois', ['cover.estore_quarto_2']),
      c('ordinary name-digits', 'fecha o estore quarto dois', ['cover.estore_quarto_2']),
      c('ordinary name-digits', 'candeeiro do quarto dois', ['light.candeeiro_quarto_2']),
      c('ordinary name-digits-not', 'o estore do quarto', ['cover.estore_quarto']),
      c('ordinary name-digits-not', 'candeeiro quarto 2', ['light.candeeiro_quarto_2']),
    ],
  },
  {
    home: {
      id: 'r25b_it_camere',
      language: 'it',
      floors: [['primo', 'Primo piano', 1]],
      areas: [
        ['matrimoniale', 'Camera matrimoniale', 'primo'],
        ['camera_3', 'Camera 3', 'primo'],
        ['camera_2', 'Camera 2', 'primo'],
        ['bagno', 'Bagno', 'primo'],
      ],
      devices: [
        one('matrimoniale', 'cover.tapparella_camera', 'Tapparella camera', { deviceClass: 'shutter' }),
        one('camera_3', 'cover.tapparella_camera_3', 'Tapparella camera 3', { deviceClass: 'shutter' }),
        one('matrimoniale', 'light.luce_camera', 'Luce camera'),
        one('camera_3', 'light.luce_camera_3', 'Luce camera 3'),
        one('camera_2', 'light.luce_camera_2', 'Luce camera 2'),
        one('bagno', 'light.luce_bagno', 'Luce bagno'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary name-digits', 'abbassa la tapparella della camera tre', ['cover.tapparella_camera_3']),
      c('ordinary name-digits', 'la luce della camera tre', ['light.luce_camera_3']),
      c('ordinary name-digits', 'la luce della camera due', ['light.luce_camera_2']),
      c('ordinary name-digits-not', 'la tapparella della camera matrimoniale', ['cover.tapparella_camera']),
      c('ordinary name-digits-not', 'luce camera 3', ['light.luce_camera_3']),
      c('ordinary name-digits-not', 'la luce del bagno', ['light.luce_bagno']),
    ],
  },
  {
    home: {
      id: 'r25b_de_ein',
      language: 'de',
      floors: [['eg', 'Erdgeschoss', 0]],
      areas: [
        ['kueche', 'Küche', 'eg'],
        ['wohnen', 'Wohnzimmer', 'eg'],
      ],
      devices: [
        one('kueche', 'switch.espresso', 'Espressomaschine'),
        one('wohnen', 'light.leselampe_1', 'Leselampe 1'),
        one('wohnen', 'light.leselampe_2', 'Leselampe 2'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary name-digits-not', 'mach die Leselampe zwei an', ['light.leselampe_2']),
      c('ordinary name-digits-not', 'schalte die Espressomaschine ein', ['switch.espresso']),
      c('ordinary name-digits-not', 'schalte die Leselampe eins ein', ['light.leselampe_1']),
    ],
  },
  {
    home: {
      id: 'r25b_es_habitaciones',
      language: 'es',
      floors: [['alta', 'Planta alta', 1]],
      areas: [
        ['grande', 'Habitación grande', 'alta'],
        ['hab_2', 'Habitación 2', 'alta'],
        ['pasillo', 'Pasillo', 'alta'],
      ],
      devices: [
        one('grande', 'light.luz_habitacion', 'Luz habitación'),
        one('hab_2', 'light.luz_habitacion_2', 'Luz habitación 2'),
        one('grande', 'climate.radiador_habitacion', 'Radiador habitación'),
        one('hab_2', 'climate.radiador_habitacion_2', 'Radiador habitación 2'),
        one('pasillo', 'light.luz_pasillo', 'Luz pasillo'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary name-digits', 'la luz de la habitación dos', ['light.luz_habitacion_2']),
      c('ordinary name-digits', 'el radiador de la habitacion dos', ['climate.radiador_habitacion_2']),
      c('ordinary name-digits-not', 'el radiador de la habitación grande', ['climate.radiador_habitacion']),
      c('ordinary name-digits-not', 'las dos luces del pasillo', ['light.luz_pasillo']),
    ],
  },
];

/**
 * Korean ㅐ and ㅔ (and ㅙ, ㅚ, ㅞ) sound alike today, so a recogniser writes either: a Hangul word neither the
 * home nor the tables know is the spelling of the same sound they do know.
 */
const KOREAN_VOWELS_HEARD: EvalSuite[] = [
  {
    home: {
      id: 'r25b_ko_vowels',
      language: 'ko',
      floors: [['f1', '1층', 1]],
      areas: [
        ['geosil', '거실', 'f1'],
        ['veranda', '베란다', 'f1'],
        ['dress', '드레스룸', 'f1'],
        ['outside', '마당', null],
      ],
      devices: [
        one('dress', 'humidifier.dress_dehumidifier', '제습기'),
        one('veranda', 'light.veranda', '베란다 조명'),
        one('geosil', 'climate.geosil_aircon', '에어컨'),
        one('geosil', 'switch.kimchi_fridge', '김치냉장고'),
        one('outside', 'light.oebu', '외부 조명'),
        one('geosil', 'light.geosil', '거실 조명'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary korean-vowels', '재습기 켜줘', ['humidifier.dress_dehumidifier']),
      c('ordinary korean-vowels', '배란다 조명', ['light.veranda']),
      c('ordinary korean-vowels', '애어컨 꺼줘', ['climate.geosil_aircon']),
      c('ordinary korean-vowels', '김치넹장고', ['switch.kimchi_fridge']),
      c('ordinary korean-vowels', '왜부 조명 켜', ['light.oebu']),
      c('ordinary korean-vowels', '웨부 조명을 꺼줘', ['light.oebu']),
      c('ordinary korean-vowels-not', '제습기', ['humidifier.dress_dehumidifier']),
      c('ordinary korean-vowels-not', '거실 조명 켜줘', ['light.geosil']),
      c('ordinary korean-vowels-not', '베란다 불 꺼줘', ['light.veranda']),
    ],
  },
];

/**
 * A compound a recogniser wrote in two words where one part is a word of its own (a room word's ending, a
 * kind): the two are one word when the whole is a word of the home's names or a room's word.
 */
const COMPOUND_SAID_APART: EvalSuite[] = [
  {
    home: {
      id: 'r25b_sv_apart',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [
        ['tvatt', 'Tvättstuga', 'bv'],
        ['sovrum', 'Sovrum', 'bv'],
        ['kontor', 'Kontor', 'bv'],
        ['allrum', 'Allrum', 'bv'],
        ['arbetsrum', 'Arbetsrum', 'bv'],
      ],
      devices: [
        one('tvatt', 'light.taklampa_tvatt', 'Taklampa tvättstuga'),
        one('sovrum', 'light.taklampa_sovrum', 'Taklampa sovrum'),
        one('kontor', 'light.taklampa_kontor', 'Taklampa kontor'),
        one('tvatt', 'switch.tvattmaskin', 'Tvättmaskin'),
        one('kontor', 'vacuum.robovac', 'Robovac G30'),
        one('allrum', 'light.golvlampa_allrum', 'Golvlampa allrum'),
        one('arbetsrum', 'light.golvlampa_arbetsrum', 'Golvlampa arbetsrum'),
        one('sovrum', 'vacuum.dammsugare_sovrum', 'Dammsugare sovrum'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary compound-apart', 'golvlampan i arbets rummet', ['light.golvlampa_arbetsrum']),
      c('ordinary compound-apart', 'släck golv lampan i all rummet', ['light.golvlampa_allrum']),
      c('ordinary compound-apart', 'lampan i arbets rummet', ['light.golvlampa_arbetsrum']),
      c('ordinary compound-apart', 'starta robo vac', ['vacuum.robovac']),
      c('ordinary compound-apart-not', 'tak lampan i tvätt stugan', ['light.taklampa_tvatt']),
      c('ordinary compound-apart-not', 'taklampan i sovrummet', ['light.taklampa_sovrum']),
      c('ordinary compound-apart-not', 'tak lampan i kontoret', ['light.taklampa_kontor']),
      c('ordinary compound-apart-not', 'dammsugaren i sovrummet', ['vacuum.dammsugare_sovrum']),
    ],
  },
  {
    home: {
      id: 'r25b_da_apart',
      language: 'da',
      floors: [['st', 'Stueetage', 0]],
      areas: [
        ['sove', 'Soveværelse', 'st'],
        ['stue', 'Stue', 'st'],
        ['bryggers', 'Bryggers', 'st'],
      ],
      devices: [
        one('sove', 'light.loftlampe_sove', 'Loftlampe soveværelse'),
        one('stue', 'light.loftlampe_stue', 'Loftlampe stue'),
        one('bryggers', 'light.loftlampe_bryggers', 'Loftlampe bryggers'),
        one('stue', 'media_player.soundbar', 'Soundbar'),
        one('stue', 'media_player.stue_tv', 'TV stue'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary compound-apart-not', 'loftlampen i sove værelset', ['light.loftlampe_sove']),
      c('ordinary compound-apart-not', 'sluk loft lampen i sove værelset', ['light.loftlampe_sove']),
      c('ordinary compound-apart-not', 'sound baren', ['media_player.soundbar']),
      c('ordinary compound-apart-not', 'loftlampen i stuen', ['light.loftlampe_stue']),
      c('ordinary compound-apart-not', 'tv i stuen', ['media_player.stue_tv']),
    ],
  },
  {
    home: {
      id: 'r25b_de_apart',
      language: 'de',
      floors: [['og', 'Obergeschoss', 1]],
      areas: [
        ['gast', 'Gästezimmer', 'og'],
        ['arbeit', 'Arbeitszimmer', 'og'],
        ['flur', 'Flur', 'og'],
      ],
      devices: [
        one('gast', 'light.gast_decke', 'Deckenlicht Gästezimmer'),
        one('arbeit', 'light.arbeit_decke', 'Deckenlicht Arbeitszimmer'),
        one('flur', 'vacuum.robomaxx', 'Robomaxx S5'),
        one('arbeit', 'vacuum.sauger', 'Staubsauger Arbeitszimmer'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary compound-apart', 'den Robo Maxx starten', ['vacuum.robomaxx']),
      c('ordinary compound-apart', 'Robo Maxx', ['vacuum.robomaxx']),
      c('ordinary compound-apart-not', 'Deckenlicht im Gäste Zimmer', ['light.gast_decke']),
      c('ordinary compound-apart-not', 'Deckenlicht im Arbeitszimmer', ['light.arbeit_decke']),
      c('ordinary compound-apart-not', 'den Staubsauger im Arbeitszimmer', ['vacuum.sauger']),
    ],
  },
];

/**
 * One thing of a kind asked for in another word or script than its name writes ("티비", "television" for a
 * "TV"): a classless thing whose name says the kind's class is that class, over things beside it whose
 * names say nothing (a Sonos, a NUGU). Several asked for still take every one.
 */
const NAME_SAYS_CLASS: EvalSuite[] = [
  {
    home: {
      id: 'r25b_ko_tv',
      language: 'ko',
      floors: [['f1', '1층', 1]],
      areas: [
        ['anbang', '안방', 'f1'],
        ['geosil', '거실', 'f1'],
      ],
      devices: [
        one('anbang', 'media_player.anbang_tv', '안방 TV'),
        one('anbang', 'media_player.nugu_candle', '누구 캔들'),
        one('geosil', 'media_player.geosil_tv', '거실 TV'),
        one('geosil', 'media_player.sonos_beam', 'Sonos Beam'),
        one('geosil', 'media_player.chromecast', 'Chromecast'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary name-class', '안방 티비 켜줘', ['media_player.anbang_tv']),
      c('ordinary name-class', '안방 텔레비전', ['media_player.anbang_tv']),
      c('ordinary name-class-not', '거실 텔레비전', ['media_player.geosil_tv']),
      c('ordinary name-class-not', '누구 캔들', ['media_player.nugu_candle']),
      c('ordinary name-class-not', '거실 TV', ['media_player.geosil_tv']),
    ],
  },
  {
    home: {
      id: 'r25b_en_telly',
      language: 'en',
      floors: [['ground', 'Ground Floor', 0]],
      areas: [
        ['lounge', 'Lounge', 'ground'],
        ['snug', 'Snug', 'ground'],
      ],
      devices: [
        one('lounge', 'media_player.lounge_tv', 'Lounge TV'),
        one('lounge', 'media_player.sonos_arc', 'Sonos Arc'),
        one('lounge', 'media_player.echo_dot', 'Echo Dot'),
        one('snug', 'media_player.snug_tv', 'Snug Television'),
        one('snug', 'media_player.snug_roku', 'Roku Ultra'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary name-class', 'the tv in the snug', ['media_player.snug_tv']),
      c('ordinary name-class', 'turn on the snug tv', ['media_player.snug_tv']),
      c('ordinary name-class-not', 'the television in the lounge', ['media_player.lounge_tv']),
      c('ordinary name-class-not', 'the echo dot', ['media_player.echo_dot']),
      c('ordinary name-class-not', 'the roku in the snug', ['media_player.snug_roku']),
    ],
  },
  {
    home: {
      id: 'r25b_zh_tv',
      language: 'zh',
      floors: [['f1', '一楼', 1]],
      areas: [
        ['keting', '客厅', 'f1'],
        ['woshi', '卧室', 'f1'],
      ],
      devices: [
        one('keting', 'media_player.keting_tv', '客厅电视'),
        one('keting', 'media_player.tmall_genie', '天猫精灵'),
        one('woshi', 'media_player.woshi_tv', '卧室电视机'),
        one('woshi', 'media_player.xiaodu', '小度'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary name-class', '客厅的电视机', ['media_player.keting_tv']),
      c('ordinary name-class', '卧室的电视', ['media_player.woshi_tv']),
      c('ordinary name-class-not', '天猫精灵', ['media_player.tmall_genie']),
    ],
  },
];

export const ROUND_25B: EvalSuite[] = [
  ...NUMBER_WORDS_DIGITS,
  ...KOREAN_VOWELS_HEARD,
  ...COMPOUND_SAID_APART,
  ...NAME_SAYS_CLASS,
  ...SPELLED_AS_HEARD,
  ...HAN_HEARD_WITH_NEXT,
  ...NAMES_OVER_RELATED_ROOM,
  ...LETTERS_NAMED,
];
