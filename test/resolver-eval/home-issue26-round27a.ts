// Issue 26, round 27a: cases of our own, in homes of our own, for the rules that slice 104 (several things at
// once, place and kind together) stood for; none is a slice's request or home. The first tag is the category,
// the second the rule exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 1: a Chinese, Japanese or Korean list said with its own joiner ("と", "和", "跟", "랑", "하고") between two
 * things' words is a list: each part is resolved alone, as a Latin "and" or a comma already did. A part that
 * names a kind the home lacks makes the whole not found, a hidden one not exposed (the list-part rule of round
 * 26). A joiner the tokenizer cut out of a word ("ゆうと", "和室", "和风") joins nothing.
 */
export const CJK_JOINER: EvalSuite[] = [
  homeOf(
    'r27a_ja_study',
    'ja',
    [
      ['shosai', '書斎'],
      ['washitsu', '和室'],
      ['yuto', 'ゆうとの部屋'],
    ],
    [
      one('shosai', 'media_player.shosai_tv', '書斎テレビ'),
      one('shosai', 'media_player.speaker', 'スピーカー'),
      one('washitsu', 'climate.washitsu_aircon', '和室エアコン'),
      one('washitsu', 'fan.senpuki', '扇風機'),
      one('washitsu', 'light.washitsu', '和室の照明'),
      one('yuto', 'light.yuto', 'ゆうとのライト'),
      one('yuto', 'humidifier.kashitsuki', '加湿器', { hidden: true }),
    ],
    [
      c('ordinary cjk-joiner', 'テレビとスピーカー', ['media_player.shosai_tv', 'media_player.speaker']),
      c('ordinary cjk-joiner', 'エアコンと扇風機', ['climate.washitsu_aircon', 'fan.senpuki']),
      c('not-found cjk-joiner', 'テレビと除湿機', 'not-found'),
      c('not-exposed cjk-joiner', 'テレビと加湿器', 'not-exposed'),
      c('ordinary', 'ゆうとのライト', ['light.yuto']),
      c('ordinary', 'ゆうとの部屋の電気', ['light.yuto']),
      c('ordinary', '和室の照明', ['light.washitsu']),
      c('ordinary', '和室のエアコン', ['climate.washitsu_aircon']),
      c('ordinary', '扇風機と和室の照明', ['fan.senpuki', 'light.washitsu']),
      c('ordinary', 'ちょっとエアコンつけといて', ['climate.washitsu_aircon']),
    ],
  ),
  homeOf(
    'r27a_zh_flat',
    'zh',
    [
      ['shufang', '书房'],
      ['woshi', '卧室'],
      ['ertong', '儿童房'],
    ],
    [
      one('shufang', 'media_player.shufang_tv', '书房电视'),
      one('shufang', 'media_player.yinxiang', '音箱'),
      one('woshi', 'climate.woshi_kongtiao', '卧室空调'),
      one('woshi', 'fan.fengshan', '落地扇'),
      one('woshi', 'light.hefeng', '和风吊灯'),
      one('ertong', 'humidifier.jiashiqi', '加湿器', { hidden: true }),
    ],
    [
      c('ordinary cjk-joiner', '电视跟音箱', ['media_player.shufang_tv', 'media_player.yinxiang']),
      c('ordinary cjk-joiner', '空调和落地扇', ['climate.woshi_kongtiao', 'fan.fengshan']),
      c('not-found cjk-joiner', '电视和除湿机', 'not-found'),
      c('not-exposed cjk-joiner', '空调和加湿器', 'not-exposed'),
      c('ordinary', '和风吊灯', ['light.hefeng']),
      c('ordinary', '卧室的和风吊灯', ['light.hefeng']),
      c('ordinary', '书房电视和卧室空调', ['media_player.shufang_tv', 'climate.woshi_kongtiao']),
    ],
  ),
  homeOf(
    'r27a_ko_villa',
    'ko',
    [
      ['anbang', '안방'],
      ['geosil', '거실'],
      ['apbang', '작은방'],
    ],
    [
      one('anbang', 'media_player.anbang_tv', '안방 TV'),
      one('geosil', 'media_player.speaker', '스피커'),
      one('geosil', 'climate.geosil_aircon', '거실 에어컨'),
      one('geosil', 'fan.seonpunggi', '선풍기'),
      one('apbang', 'humidifier.gaseupgi', '가습기', { hidden: true }),
    ],
    [
      c('ordinary cjk-joiner', 'TV랑 스피커', ['media_player.anbang_tv', 'media_player.speaker']),
      c('ordinary cjk-joiner', '에어컨하고 선풍기', ['climate.geosil_aircon', 'fan.seonpunggi']),
      c('not-found cjk-joiner', 'TV랑 제습기', 'not-found'),
      c('not-exposed cjk-joiner', '에어컨이랑 가습기', 'not-exposed'),
      c('ordinary', '안방 TV', ['media_player.anbang_tv']),
      c('ordinary', '거실 에어컨이랑 선풍기', ['climate.geosil_aircon', 'fan.seonpunggi']),
    ],
  ),
];

/**
 * Rule 2: a list of places whose last part is one thing's whole name written as a place and a kind together
 * ("玄関の電気", "阳台灯", "현관등", "Flurlicht") says that kind of every place the list names alone: "洗面所と玄関の
 * 電気" is the washroom's lights and the entrance light, as "the kitchen and hallway lights" is, not everything
 * in the washroom.
 */
export const PLACED_NAME_KIND: EvalSuite[] = [
  homeOf(
    'r27a_ja_rooms',
    'ja',
    [
      ['genkan', '玄関'],
      ['senmen', '洗面所'],
      ['shinshitsu', '寝室'],
    ],
    [
      one('genkan', 'light.genkan', '玄関の電気'),
      one('senmen', 'light.senmen_mirror', '洗面所ミラーライト'),
      one('senmen', 'light.senmen_ceiling', '洗面所天井灯'),
      one('senmen', 'switch.sentakuki', '洗濯機'),
      one('shinshitsu', 'light.shinshitsu', '寝室ライト'),
      one('shinshitsu', 'cover.shinshitsu', '寝室カーテン'),
    ],
    [
      c('ordinary placed-name-kind', '洗面所と玄関の電気', [
        'light.senmen_mirror',
        'light.senmen_ceiling',
        'light.genkan',
      ]),
      c('ordinary placed-name-kind', '寝室と玄関の電気', ['light.shinshitsu', 'light.genkan']),
      c('ordinary', '玄関の電気', ['light.genkan']),
      c('ordinary', '洗濯機と玄関の電気', ['switch.sentakuki', 'light.genkan']),
      c('ordinary', '寝室と洗面所の照明', [
        'light.shinshitsu',
        'light.senmen_mirror',
        'light.senmen_ceiling',
      ]),
    ],
  ),
  homeOf(
    'r27a_zh_rooms',
    'zh',
    [
      ['canting', '餐厅'],
      ['yangtai', '阳台'],
      ['ciwo', '次卧'],
    ],
    [
      one('yangtai', 'light.yangtai', '阳台灯'),
      one('canting', 'light.canting', '餐厅吊灯'),
      one('canting', 'switch.yinshuiji', '饮水机'),
      one('ciwo', 'light.ciwo', '次卧台灯'),
      one('ciwo', 'climate.ciwo', '次卧空调'),
    ],
    [
      c('ordinary placed-name-kind', '餐厅和阳台灯', ['light.canting', 'light.yangtai']),
      c('ordinary placed-name-kind', '次卧跟阳台灯', ['light.ciwo', 'light.yangtai']),
      c('ordinary', '阳台灯', ['light.yangtai']),
      c('ordinary', '饮水机和阳台灯', ['switch.yinshuiji', 'light.yangtai']),
    ],
  ),
  homeOf(
    'r27a_ko_rooms',
    'ko',
    [
      ['hyeongwan', '현관'],
      ['jubang', '주방'],
    ],
    [
      one('hyeongwan', 'light.hyeongwan', '현관등'),
      one('jubang', 'light.jubang', '주방 조명'),
      one('jubang', 'switch.jeongsugi', '정수기'),
    ],
    [
      c('ordinary placed-name-kind', '주방이랑 현관등', ['light.jubang', 'light.hyeongwan']),
      c('ordinary', '현관등', ['light.hyeongwan']),
    ],
  ),
  homeOf(
    'r27a_de_flur',
    'de',
    [
      ['flur', 'Flur'],
      ['bad', 'Bad'],
    ],
    [
      one('flur', 'light.flurlicht', 'Flurlicht'),
      one('bad', 'light.bad_spiegel', 'Spiegelschrank'),
      one('bad', 'fan.bad_luefter', 'Badlüfter'),
    ],
    [
      c('ordinary placed-name-kind', 'Bad und Flurlicht', ['light.bad_spiegel', 'light.flurlicht']),
      c('ordinary', 'Flurlicht', ['light.flurlicht']),
      c('ordinary', 'Badlüfter und Flurlicht', ['fan.bad_luefter', 'light.flurlicht']),
    ],
  ),
];

/**
 * Rule 3: "i" joins a list in Polish only. In Danish, Norwegian and Swedish it is "in", so "lyset i stuen og
 * bryggerset" is the light in the living room and the utility room, not a list of "the light", "the living room"
 * and "the utility room" (which gave nothing); in Italian it is "the" ("i faretti"). Polish "i" still joins.
 */
export const IN_NOT_AND: EvalSuite[] = [
  homeOf(
    'r27a_da_hus',
    'da',
    [
      ['stue', 'Stue', 'st'],
      ['bryggers', 'Bryggers', 'st'],
      ['entre', 'Entré', 'st'],
      ['kontor', 'Kontor', 'sal'],
    ],
    [
      one('stue', 'light.stue_loft', 'Loftlampe stue'),
      one('stue', 'light.stue_gulv', 'Gulvlampe'),
      one('bryggers', 'light.bryggers', 'Bryggers lys'),
      one('bryggers', 'switch.vaskemaskine', 'Vaskemaskine'),
      one('entre', 'light.entre', 'Entré lampe'),
      one('entre', 'lock.hoveddor', 'Hoveddør'),
      one('kontor', 'light.kontor', 'Kontorlampe'),
      one('kontor', 'media_player.kontor', 'Højttaler kontor', { hidden: true }),
    ],
    [
      c('ordinary in-not-and', 'lyset i stuen og bryggerset', [
        'light.stue_loft',
        'light.stue_gulv',
        'light.bryggers',
      ]),
      c('ordinary in-not-and', 'lamperne i stuen og i entréen', [
        'light.stue_loft',
        'light.stue_gulv',
        'light.entre',
      ]),
      c('ordinary', 'lyset i stuen', ['light.stue_loft', 'light.stue_gulv']),
      c('ordinary', 'gulvlampen i stuen', ['light.stue_gulv']),
      c('ordinary', 'vaskemaskinen i bryggerset', ['switch.vaskemaskine']),
      c('ordinary', 'gulvlampen og vaskemaskinen', ['light.stue_gulv', 'switch.vaskemaskine']),
      c('ordinary', 'lyset på 1. sal', ['light.kontor']),
      c('not-exposed', 'højttaleren i kontoret', 'not-exposed'),
      c('not-exposed', 'højttaleren i kontoret og lyset i stuen', 'not-exposed'),
    ],
    [
      ['st', 'Stueetage', 0],
      ['sal', '1. sal', 1],
    ],
  ),
  homeOf(
    'r27a_sv_villa',
    'sv',
    [
      ['vardagsrum', 'Vardagsrum', 'bv'],
      ['tvattstuga', 'Tvättstuga', 'bv'],
      ['hall', 'Hall', 'bv'],
      ['sovrum', 'Sovrum', 'ov'],
    ],
    [
      one('vardagsrum', 'light.vardagsrum_tak', 'Taklampa vardagsrum'),
      one('vardagsrum', 'light.vardagsrum_fonster', 'Fönsterlampa'),
      one('tvattstuga', 'light.tvattstuga', 'Tvättstuga lampa'),
      one('hall', 'light.hall', 'Hallampa'),
      one('tvattstuga', 'switch.torktumlare', 'Torktumlare'),
      one('sovrum', 'light.sovrum', 'Sovrumslampa'),
    ],
    [
      c('ordinary', 'ljuset i vardagsrummet och tvättstugan', [
        'light.vardagsrum_tak',
        'light.vardagsrum_fonster',
        'light.tvattstuga',
      ]),
      c('ordinary', 'lamporna i vardagsrummet', ['light.vardagsrum_tak', 'light.vardagsrum_fonster']),
      c('ordinary', 'torktumlaren i tvättstugan', ['switch.torktumlare']),
    ],
    [
      ['bv', 'Bottenvåning', 0],
      ['ov', 'Våning 1', 1],
    ],
  ),
  homeOf(
    'r27a_it_casa',
    'it',
    [
      ['soggiorno', 'Soggiorno'],
      ['cucina', 'Cucina'],
    ],
    [
      one('cucina', 'light.faretti', 'Faretti'),
      one('soggiorno', 'light.piantana', 'Piantana'),
      one('soggiorno', 'media_player.tv', 'TV soggiorno'),
      one('cucina', 'switch.lavastoviglie', 'Lavastoviglie'),
    ],
    [
      c('ordinary', 'i faretti e la piantana', ['light.faretti', 'light.piantana']),
      c('ordinary', 'spegni i faretti', ['light.faretti']),
      c('ordinary', 'la lavastoviglie e i faretti', ['switch.lavastoviglie', 'light.faretti']),
    ],
  ),
  homeOf(
    'r27a_pl_dom',
    'pl',
    [
      ['kuchnia', 'Kuchnia'],
      ['lazienka', 'Łazienka'],
    ],
    [
      one('kuchnia', 'light.kuchnia', 'Lampa kuchnia'),
      one('lazienka', 'light.lazienka', 'Lampa łazienka'),
      one('lazienka', 'fan.wentylator', 'Wentylator'),
    ],
    [
      c('ordinary', 'światło w kuchni i w łazience', ['light.kuchnia', 'light.lazienka']),
      c('ordinary', 'lampa w kuchni i wentylator', ['light.kuchnia', 'fan.wentylator']),
    ],
  ),
];

/**
 * Rule 4: the plural of a compound that two or more things' names hold is those things, though its first part is
 * a room's or an appliance's word: "alle Bürolampen" beside "Bürolampe" in the study and "Bürolampe Max" in Max's
 * room are those two lamps, not every light of the study. A compound only one thing holds keeps the room's
 * reading ("die Küchenlichter": every light of the kitchen).
 */
export const SHARED_COMPOUND_PLURAL: EvalSuite[] = [
  homeOf(
    'r27a_de_buero',
    'de',
    [
      ['arbeit', 'Arbeitszimmer'],
      ['max', 'Zimmer Max'],
      ['kueche', 'Küche'],
    ],
    [
      one('arbeit', 'light.buero', 'Bürolampe'),
      one('arbeit', 'light.arbeit_decke', 'Deckenlampe Arbeitszimmer'),
      one('max', 'light.buero_max', 'Bürolampe Max'),
      one('max', 'light.max_decke', 'Deckenlicht Max'),
      one('kueche', 'light.kuechenlicht', 'Küchenlicht'),
      one('kueche', 'light.kueche_spots', 'Spots Küche'),
    ],
    [
      c('ordinary shared-compound-plural', 'alle Bürolampen', ['light.buero', 'light.buero_max']),
      c('ordinary shared-compound-plural', 'die Bürolampen', ['light.buero', 'light.buero_max']),
      c('ordinary', 'die Bürolampe', ['light.buero']),
      c('ordinary', 'die Bürolampe von Max', ['light.buero_max']),
      c('ordinary', 'die Küchenlichter', ['light.kuechenlicht', 'light.kueche_spots']),
      c('ordinary', 'das Licht im Arbeitszimmer', ['light.buero', 'light.arbeit_decke']),
    ],
  ),
  homeOf(
    'r27a_sv_kontor',
    'sv',
    [
      ['arbetsrum', 'Arbetsrum'],
      ['gastrum', 'Gästrum'],
    ],
    [
      one('arbetsrum', 'light.kontorslampa', 'Kontorslampa'),
      one('arbetsrum', 'light.arbetsrum_tak', 'Taklampa arbetsrum'),
      one('gastrum', 'light.kontorslampa_gast', 'Kontorslampa gästrum'),
    ],
    [
      c('ordinary shared-compound-plural', 'alla kontorslampor', [
        'light.kontorslampa',
        'light.kontorslampa_gast',
      ]),
      c('ordinary', 'kontorslamporna', ['light.kontorslampa', 'light.kontorslampa_gast']),
      c('ordinary', 'lamporna i arbetsrummet', ['light.kontorslampa', 'light.arbetsrum_tak']),
    ],
  ),
];
