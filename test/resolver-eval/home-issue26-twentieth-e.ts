// Issue 26, round 20e: regional speech and media homes. Cases of our own for each rule, in homes of our
// own; none is a slice's request or home. The first tag is the category, the second the rule exercised
// (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const coolHeat = { attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only'] } };
const outdoor = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
const tv = { deviceClass: 'tv' };
const speaker = { deviceClass: 'speaker' };
const receiver = { deviceClass: 'receiver' };

/** Rule 1: an order's verb as a region says it, left in the reference, is no part of the name. */
const REGIONAL_VERBS: EvalSuite[] = [
  home(
    'r20e_de_graz',
    'de',
    [
      ['wohnkuche', 'Wohnküche'],
      ['kammer', 'Schlafkammer'],
    ],
    [
      one('wohnkuche', 'light.haengeleuchte', 'Hängeleuchte'),
      one('wohnkuche', 'media_player.radio', 'Küchenradio', speaker),
      one('kammer', 'cover.jalousie', 'Jalousie Kammer', { deviceClass: 'blind' }),
      one('kammer', 'light.kammer', 'Kammerlicht'),
    ],
    [
      c('ordinary regional-verb', 'die Hängeleuchte abdrehen', ['light.haengeleuchte']),
      c('ordinary regional-verb', 'die Jalousie in der Schlafkammer runterlassen', ['cover.jalousie']),
      c('ordinary regional-verb', 'das Küchenradio andrehen', ['media_player.radio']),
      c('ordinary regional-verb', 'ist das Kammerlicht aufgedreht', ['light.kammer']),
      c('ordinary', 'das Kammerlicht ausschalten', ['light.kammer']),
    ],
  ),
  home(
    'r20e_es_monterrey',
    'es',
    [
      ['cuarto', 'Cuarto de Dani'],
      ['sala', 'Sala'],
    ],
    [
      one('cuarto', 'fan.cuarto', 'Abanico Dani'),
      one('sala', 'media_player.tele', 'Pantalla Sala', tv),
      one('sala', 'switch.cafetera', 'Cafetera'),
    ],
    [
      c('ordinary regional-verb', 'préndele a la cafetera', ['switch.cafetera']),
      c('ordinary', 'apágale a la pantalla de la sala', ['media_player.tele']),
      c('ordinary regional-verb', 'pon a funcionar la cafetera', ['switch.cafetera']),
    ],
  ),
  home(
    'r20e_fr_saguenay',
    'fr',
    [
      ['cuisine', 'Cuisine'],
      ['garage', 'Garage'],
    ],
    [
      one('cuisine', 'switch.lave_vaisselle', 'Lave-vaisselle'),
      one('cuisine', 'switch.bouilloire', 'Bouilloire'),
      one('garage', 'switch.chauffe_bloc', 'Chauffe-bloc'),
    ],
    [
      c('ordinary regional-verb', 'part le lave-vaisselle', ['switch.lave_vaisselle']),
      c('ordinary regional-verb', 'branche la bouilloire', ['switch.bouilloire']),
      c('ordinary regional-verb', 'débranche le chauffe-bloc', ['switch.chauffe_bloc']),
    ],
  ),
  home(
    'r20e_it_bellinzona',
    'it',
    [['lavanderia', 'Lavanderia']],
    [one('lavanderia', 'switch.lavatrice', 'Lavatrice'), one('lavanderia', 'vacuum.robot', 'Robot Ecovacs')],
    [
      c('ordinary regional-verb', 'fai partire la lavatrice', ['switch.lavatrice']),
      c('ordinary', 'avvia il robot', ['vacuum.robot']),
      c('ordinary regional-verb', 'avviare la lavatrice', ['switch.lavatrice']),
    ],
  ),
  home(
    'r20e_nl_antwerpen',
    'nl',
    [['living', 'Living']],
    [one('living', 'light.staanlamp', 'Staanlamp'), one('living', 'media_player.tv', 'TV Living', tv)],
    [
      c('ordinary regional-verb', 'steek de staanlamp aan', ['light.staanlamp']),
      c('ordinary', 'zet de tv af', ['media_player.tv']),
    ],
  ),
  home(
    'r20e_pl_rzeszow',
    'pl',
    [['kuchnia', 'Kuchnia']],
    [one('kuchnia', 'light.kuchnia', 'Lampa nad stołem'), one('kuchnia', 'switch.czajnik', 'Czajnik')],
    [
      c('ordinary', 'zgaś lampę nad stołem', ['light.kuchnia']),
      c('ordinary regional-verb', 'odpal światło', ['light.kuchnia']),
      c('ordinary regional-verb', 'odpal czajnik', ['switch.czajnik']),
    ],
  ),
  home(
    'r20e_sv_turku',
    'sv',
    [['kok', 'Kök']],
    [one('kok', 'switch.kaffe', 'Kaffekokare'), one('kok', 'light.tak', 'Taklampa kök')],
    [
      c('ordinary regional-verb', 'koppla av kaffekokaren', ['switch.kaffe']),
      c('ordinary regional-verb', 'knäpp på taklampan i köket', ['light.tak']),
    ],
  ),
  home(
    'r20e_da_esbjerg',
    'da',
    [['vaerksted', 'Værksted']],
    [one('vaerksted', 'switch.kompressor', 'Kompressor'), one('vaerksted', 'light.loft', 'Loftlys')],
    [
      c('ordinary', 'sluk æ kompressor', ['switch.kompressor']),
      c('ordinary regional-verb', 'tænd æ lys', ['light.loft']),
      c('ordinary regional-verb', 'æ lys i værkstedet', ['light.loft']),
    ],
  ),
  home(
    'r20e_en_perth',
    'en',
    [['lounge', 'Lounge']],
    [
      one('lounge', 'media_player.telly', 'Lounge TV', tv),
      one('lounge', 'light.lamp', 'Corner Lamp'),
      one('lounge', 'climate.fujitsu', 'Fujitsu', coolHeat),
    ],
    [
      c('ordinary', 'chuck the telly on', ['media_player.telly']),
      c('ordinary', 'flick the corner lamp off', ['light.lamp']),
      c('ordinary', 'whack the aircon on', ['climate.fujitsu']),
    ],
  ),
  // Chinese: the verb with its direction complement ("拉起來", "關起來").
  home(
    'r20e_zh_tainan',
    'zh',
    [
      ['shufang', '書房'],
      ['woshi', '臥室'],
    ],
    [
      one('shufang', 'light.taideng', '書房檯燈'),
      one('woshi', 'cover.chuanglian', '臥室窗簾', { deviceClass: 'curtain' }),
      one('woshi', 'light.woshi', '臥室吸頂燈'),
    ],
    [
      c('ordinary regional-verb', '書房檯燈關起來', ['light.taideng']),
      c('ordinary regional-verb', '把臥室窗簾拉起來', ['cover.chuanglian']),
      c('ordinary regional-verb', '臥室的窗簾放下來', ['cover.chuanglian']),
    ],
  ),
];

/** Rule 2: an order to raise or lower said first is the verb, not the floor word it also is ("baja"). */
const LEVEL_ORDERS: EvalSuite[] = [
  home(
    'r20e_es_puebla',
    'es',
    [
      ['oficina', 'Oficina', 'pa'],
      ['comedor', 'Comedor', 'pb'],
    ],
    [
      one('oficina', 'cover.persiana', 'Persiana Oficina', { deviceClass: 'blind' }),
      one('oficina', 'light.oficina', 'Lámpara Oficina'),
      one('comedor', 'media_player.bocina', 'Bocina Comedor', speaker),
      one('comedor', 'light.comedor', 'Candil Comedor'),
    ],
    [
      c('ordinary level-order', 'baja la persiana de la oficina', ['cover.persiana']),
      c('activity level-order', 'baja el brillo en la oficina', ['light.oficina']),
      c('activity', 'sube el volumen del comedor', ['media_player.bocina']),
      c('ordinary', 'las luces de la planta baja', ['light.comedor']),
    ],
    [
      ['pb', 'Planta baja', 0],
      ['pa', 'Planta alta', 1],
    ],
  ),
];

/** Rule 3: the plain style Korean orders and questions take ("켜라", "돌려라", "덥나"). */
const PLAIN_KOREAN: EvalSuite[] = [
  home(
    'r20e_ko_daegu',
    'ko',
    [
      ['jageunbang', '작은방'],
      ['dayongdo', '다용도실'],
      ['madang', '마당'],
    ],
    [
      one('jageunbang', 'light.jageunbang', '작은방 형광등'),
      one('jageunbang', 'climate.aircon', '작은방 에어컨', coolHeat),
      one('dayongdo', 'switch.setakgi', '세탁기'),
      one('madang', 'sensor.madang_ondo', '마당 온도', outdoor),
      one('madang', 'camera.madang', '마당 카메라'),
    ],
    [
      c('ordinary plain-style', '작은방 형광등 켜라', ['light.jageunbang']),
      c('ordinary plain-style', '에어컨 좀 꺼라', ['climate.aircon']),
      c('ordinary plain-style', '세탁기 돌려라', ['switch.setakgi']),
      c('activity plain-style', '마당에 덥나', ['sensor.madang_ondo']),
      c('ordinary', '마당 카메라', ['camera.madang']),
    ],
  ),
];

/** Rule 4: the Japanese te-form said short ("消しといて", Kansai "つけてんか"). */
const TE_FORMS: EvalSuite[] = [
  home(
    'r20e_ja_kobe',
    'ja',
    [
      ['kodomo', '子供部屋'],
      ['shibafu', '芝生'],
    ],
    [
      one('kodomo', 'climate.kodomo', '子供部屋のエアコン', coolHeat),
      one('kodomo', 'light.kodomo', '子供部屋の電気'),
      one('shibafu', 'valve.sprinkler', '芝生スプリンクラー', { deviceClass: 'water' }),
      one('kodomo', 'media_player.regza', 'REGZA 43', tv),
    ],
    [
      c('ordinary te-form', 'エアコン止めといて', ['climate.kodomo']),
      c('ordinary te-form', '子供部屋のテレビ止めといて', ['media_player.regza']),
      c('ordinary', '子供部屋のエアコン消しといて', ['climate.kodomo']),
      c('ordinary', '子供部屋の電気つけてんか', ['light.kodomo']),
      c('ordinary', '子供部屋の電気消しとき', ['light.kodomo']),
      c('activity te-form', '芝生に水撒いといて', ['valve.sprinkler']),
    ],
  ),
];

/** Rule 5: a receiver or an amplifier, and a soundbar, by their words: a media player of that class. */
const AV_CLASSES: EvalSuite[] = [
  ['en', 'the amplifier', 'the soundbar'],
  ['de', 'den Verstärker', 'die Soundbar'],
  ['es', 'el amplificador', 'la barra de sonido'],
  ['fr', "l'amplificateur", 'la barre de son'],
  ['it', 'il sintoamplificatore', 'la barra audio'],
  ['pl', 'wzmacniacz', 'listwa dźwiękowa'],
  ['ja', 'AVアンプ', 'サウンドバー'],
  ['ko', '앰프', '사운드바'],
  ['zh', '功放机', '回音壁'],
].map(([language, amp, bar]) =>
  home(
    `r20e_${language}_cinema`,
    language!,
    [['cinema', 'Cinema']],
    [
      one('cinema', 'media_player.tv', 'Vision 65', tv),
      one('cinema', 'media_player.bar', 'HW-Q990 Soundbar', speaker),
      one('cinema', 'media_player.avr', 'RX-A2A', receiver),
      one('cinema', 'media_player.move', 'Move Patio', speaker),
    ],
    [
      c('ordinary av-class', amp!, ['media_player.avr']),
      // "サウンドバー", "사운드바" met the name by their sound before: guards.
      c(language === 'ja' || language === 'ko' ? 'ordinary' : 'ordinary av-class', bar!, [
        'media_player.bar',
      ]),
    ],
  ),
);

/** Rule 6: a home-cinema maker in another script, and a console said by its line for its model. */
const MEDIA_MAKERS: EvalSuite[] = [
  home(
    'r20e_ko_makers',
    'ko',
    [['seojae', '서재']],
    [
      one('seojae', 'media_player.denon', 'Denon Home 150', speaker),
      one('seojae', 'media_player.marantz', 'Marantz PM7000N', receiver),
    ],
    [c('brand media-maker', '데논', ['media_player.denon']), c('brand', '마란츠', ['media_player.marantz'])],
  ),
  home(
    'r20e_ja_makers',
    'ja',
    [['shosai', '書斎']],
    [
      one('shosai', 'media_player.onkyo', 'Onkyo TX-NR6100', receiver),
      one('shosai', 'media_player.yamaha', 'Yamaha WX-021', speaker),
    ],
    [
      c('brand', 'オンキヨー', ['media_player.onkyo']),
      c('brand media-maker', 'ヤマハ', ['media_player.yamaha']),
    ],
  ),
  home(
    'r20e_zh_makers',
    'zh',
    [['keting', '客廳']],
    [
      one('keting', 'media_player.yamaha', 'Yamaha 功放', receiver),
      one('keting', 'media_player.xgimi', 'XGIMI Horizon'),
    ],
    [
      c('brand media-maker', '雅马哈', ['media_player.yamaha']),
      c('brand media-maker', '极米', ['media_player.xgimi']),
    ],
  ),
  home(
    'r20e_en_console',
    'en',
    [['den', 'Den']],
    [one('den', 'switch.ps4', 'PS4 Pro'), one('den', 'media_player.tv', 'Den TV', tv)],
    [c('brand media-maker', 'the playstation', ['switch.ps4'])],
  ),
  home(
    'r20e_de_console',
    'de',
    [['keller', 'Partykeller']],
    [one('keller', 'switch.ps5', 'PS5 Keller'), one('keller', 'light.keller', 'Kellerlicht')],
    [c('brand media-maker', 'die PlayStation im Partykeller', ['switch.ps5'])],
  ),
];

/** Rule 7: a kind as a region or a generation says it ("クーラー", "테레비", "抽風機", "split system"). */
const REGIONAL_WORDS: EvalSuite[] = [
  home(
    'r20e_ja_regional',
    'ja',
    [
      ['kodomo', '子ども部屋'],
      ['shosai', '書斎'],
    ],
    [
      one('kodomo', 'climate.kodomo', 'ダイキン 子ども部屋', coolHeat),
      one('shosai', 'cover.shosai', '書斎 電動シェード', { deviceClass: 'shade' }),
      one('shosai', 'light.shosai', '書斎 照明'),
    ],
    [
      c('ordinary regional-word', '子ども部屋のクーラー', ['climate.kodomo']),
      c('ordinary regional-word', '書斎のロールスクリーン', ['cover.shosai']),
    ],
  ),
  home(
    'r20e_ko_regional',
    'ko',
    [['anbang', '안방']],
    [
      one('anbang', 'media_player.tv', 'LG OLED', tv),
      one('anbang', 'media_player.speaker', '누구 캔들', speaker),
      one('anbang', 'vacuum.dreame', 'Dreame L10'),
    ],
    [
      c('ordinary regional-word', '안방 테레비', ['media_player.tv']),
      c('ordinary regional-word', '로봇 청소기', ['vacuum.dreame']),
    ],
  ),
  home(
    'r20e_zh_regional',
    'zh',
    [
      ['cesuo', '廁所'],
      ['keting', '客廳'],
    ],
    [
      one('cesuo', 'fan.cesuo', '廁所排風', {}),
      one('cesuo', 'light.cesuo', '廁所燈'),
      one('keting', 'climate.keting', '客廳日立', coolHeat),
    ],
    [
      c('ordinary regional-word', '廁所的抽風機', ['fan.cesuo']),
      c('ordinary regional-word', '客廳冷氣機', ['climate.keting']),
    ],
  ),
  home(
    'r20e_en_regional',
    'en',
    [['master', 'Master Bedroom']],
    [
      one('master', 'climate.daikin', 'Daikin Master', coolHeat),
      one('master', 'light.master', 'Master Downlights'),
    ],
    [c('ordinary regional-word', 'the split system in the master bedroom', ['climate.daikin'])],
  ),
  home(
    'r20e_fr_regional',
    'fr',
    [['salon', 'Salon']],
    [one('salon', 'climate.salon', 'Mitsubishi salon', coolHeat), one('salon', 'light.salon', 'Lampe salon')],
    [c('ordinary', "l'air climatisé du salon", ['climate.salon'])],
  ),
  home(
    'r20e_es_regional',
    'es',
    [['recamara', 'Recámara']],
    [one('recamara', 'climate.recamara', 'Mirage Recámara', coolHeat), one('recamara', 'light.foco', 'Foco')],
    [c('ordinary regional-word', 'el minisplit de la recámara', ['climate.recamara'])],
  ),
];

export const TWENTIETH_ROUND_E: EvalSuite[] = [
  ...REGIONAL_VERBS,
  ...LEVEL_ORDERS,
  ...PLAIN_KOREAN,
  ...TE_FORMS,
  ...AV_CLASSES,
  ...MEDIA_MAKERS,
  ...REGIONAL_WORDS,
];
