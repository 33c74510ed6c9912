// Issue 26, round 24c: the resolver on brands and products across scripts and on homes of several
// generations. Cases of our own, in homes of our own; none is a slice's request or home. The first tag is
// the category, the second the rule exercised (cases without a rule tag are guards that passed before and
// after). Rules 1 and 2 here, 3–5 in -c2.ts; this file joins them.
import { c, type EvalSuite } from './eval-home.js';
import { home } from './few-rooms-home.js';
import { TWENTY_FOURTH_ROUND_C2 } from './home-issue26-twenty-fourth-c2.js';

/** Rule 1: a game console is a media player of its own kind, never "the TV" beside it. */
const CONSOLE: EvalSuite[] = [
  home(
    'r24c_en_den',
    'en',
    [
      ['den', 'Den'],
      ['porch', 'Porch'],
    ],
    [
      ['den', 'media_player.den_tv', 'Den TV'],
      ['den', 'media_player.xbox_one', 'Xbox One'],
      ['den', 'media_player.homepod', 'HomePod'],
      ['porch', 'light.porch', 'Porch Light'],
    ],
    [
      c('brand', 'the tv', ['media_player.den_tv']),
      c('brand console', 'the television in the den', ['media_player.den_tv']),
      c('brand console', 'the games console', ['media_player.xbox_one']),
      c('brand', 'the xbox', ['media_player.xbox_one']),
    ],
  ),
  home(
    'r24c_de_hobby',
    'de',
    [
      ['hobby', 'Hobbyraum'],
      ['diele', 'Diele'],
    ],
    [
      ['hobby', 'media_player.hobby_tv', 'Hobbyraum Fernseher'],
      ['hobby', 'media_player.ps4', 'PlayStation 4'],
      ['hobby', 'media_player.sonos_five', 'Sonos Five'],
      ['diele', 'light.diele', 'Dielenlicht'],
    ],
    [
      c('brand console', 'der Fernseher', ['media_player.hobby_tv']),
      c('brand console', 'die Spielkonsole', ['media_player.ps4']),
      c('brand console', 'die Konsole im Hobbyraum', ['media_player.ps4']),
    ],
  ),
  home(
    'r24c_es_buhardilla',
    'es',
    [
      ['buhardilla', 'Buhardilla'],
      ['patio', 'Patio'],
    ],
    [
      ['buhardilla', 'media_player.tv_buhardilla', 'Televisor Buhardilla'],
      ['buhardilla', 'media_player.xbox_series_s', 'Xbox Series S'],
      ['patio', 'light.patio', 'Luz Patio'],
    ],
    [
      c('brand console', 'la tele', ['media_player.tv_buhardilla']),
      c('brand console', 'el televisor de la buhardilla', ['media_player.tv_buhardilla']),
      c('brand console', 'la consola', ['media_player.xbox_series_s']),
    ],
  ),
  home(
    'r24c_fr_mezzanine',
    'fr',
    [
      ['mezzanine', 'Mezzanine'],
      ['cellier', 'Cellier'],
    ],
    [
      ['mezzanine', 'media_player.tele_mezzanine', 'Télé Mezzanine'],
      ['mezzanine', 'media_player.ps4_pro', 'PS4 Pro'],
      ['mezzanine', 'media_player.bose', 'Bose SoundLink'],
      ['cellier', 'switch.congelateur', 'Congélateur'],
    ],
    [
      c('brand console', 'la télé', ['media_player.tele_mezzanine']),
      c('brand console', 'la console de jeux', ['media_player.ps4_pro']),
    ],
  ),
  home(
    'r24c_nl_zolder',
    'nl',
    [
      ['zolder', 'Zolder'],
      ['bijkeuken', 'Bijkeuken'],
    ],
    [
      ['zolder', 'media_player.tv_zolder', 'TV Zolder'],
      ['zolder', 'media_player.playstation', 'PlayStation 5'],
      ['zolder', 'media_player.sonos_roam', 'Sonos Roam'],
      ['bijkeuken', 'switch.droger', 'Droger'],
    ],
    [
      c('brand console', 'de tv', ['media_player.tv_zolder']),
      c('brand console', 'de televisie op zolder', ['media_player.tv_zolder']),
      c('brand console', 'de spelconsole', ['media_player.playstation']),
    ],
  ),
  home(
    'r24c_pl_poddasze',
    'pl',
    [
      ['poddasze', 'Poddasze'],
      ['spizarnia', 'Spiżarnia'],
    ],
    [
      ['poddasze', 'media_player.telewizor_poddasze', 'Telewizor Poddasze'],
      ['poddasze', 'media_player.xbox', 'Xbox'],
      ['spizarnia', 'light.spizarnia', 'Światło Spiżarnia'],
    ],
    [
      c('brand console', 'telewizor', ['media_player.telewizor_poddasze']),
      c('brand console', 'konsola', ['media_player.xbox']),
    ],
  ),
  home(
    'r24c_sv_allrum',
    'sv',
    [
      ['allrum', 'Allrum'],
      ['tvattstuga', 'Tvättstuga'],
    ],
    [
      ['allrum', 'media_player.tv_allrum', 'TV Allrum'],
      ['allrum', 'media_player.ps5', 'PS5'],
      ['allrum', 'media_player.sonos_era', 'Sonos Era'],
      ['tvattstuga', 'switch.tvattmaskin', 'Tvättmaskin'],
    ],
    [
      c('brand console', 'teven', ['media_player.tv_allrum']),
      c('brand console', 'spelkonsolen', ['media_player.ps5']),
    ],
  ),
  home(
    'r24c_da_kaelder',
    'da',
    [
      ['kaelder', 'Kælder'],
      ['carport', 'Carport'],
    ],
    [
      ['kaelder', 'media_player.fjernsyn_kaelder', 'Fjernsyn Kælder'],
      ['kaelder', 'media_player.xbox', 'Xbox Series X'],
      ['carport', 'light.carport', 'Carport Lys'],
    ],
    [
      c('brand console', 'fjernsynet', ['media_player.fjernsyn_kaelder']),
      c('brand console', 'spillekonsollen', ['media_player.xbox']),
    ],
  ),
  home(
    'r24c_ko_bang',
    'ko',
    [
      ['geosil', '거실'],
      ['dabang', '다용도실'],
    ],
    [
      ['geosil', 'media_player.geosil_tv', '거실 TV'],
      ['geosil', 'media_player.ps5', 'PS5'],
      ['dabang', 'switch.setakgi', '세탁기'],
    ],
    [
      c('brand console', '티비', ['media_player.geosil_tv']),
      c('brand console', '게임기', ['media_player.ps5']),
    ],
  ),
  home(
    'r24c_ja_washitsu',
    'ja',
    [
      ['washitsu', '和室'],
      ['nando', '納戸'],
    ],
    [
      ['washitsu', 'media_player.washitsu_tv', '和室テレビ'],
      ['washitsu', 'media_player.switch', 'Nintendo Switch'],
      ['nando', 'light.nando', '納戸の電気'],
    ],
    [
      c('brand console', 'テレビ', ['media_player.washitsu_tv']),
      c('brand console', 'ゲーム機', ['media_player.switch']),
    ],
  ),
  home(
    'r24c_zh_yule',
    'zh',
    [
      ['yule', '娱乐室'],
      ['yangtai', '阳台'],
    ],
    [
      ['yule', 'media_player.yule_tv', '娱乐室电视'],
      ['yule', 'media_player.xbox', 'Xbox'],
      ['yule', 'media_player.xiaoai', '小爱音箱'],
      ['yangtai', 'light.yangtai', '阳台灯'],
    ],
    [
      c('brand console', '电视', ['media_player.yule_tv']),
      c('brand console', '游戏机', ['media_player.xbox']),
    ],
  ),
  home(
    'r24c_fr_vestibule',
    'fr',
    [
      ['vestibule', 'Vestibule'],
      ['salle', 'Salle de jeux'],
    ],
    [
      ['vestibule', 'light.lampe_console', 'Lampe Console'],
      ['salle', 'media_player.tele_salle', 'Télé Salle de jeux'],
      ['salle', 'media_player.ps5', 'PS5'],
    ],
    [
      c('brand console', 'la console', ['media_player.ps5']),
      c('brand console', 'la télé', ['media_player.tele_salle']),
      c('ordinary', 'la lampe console', ['light.lampe_console']),
      c('ordinary', 'la lampe de la console', ['light.lampe_console']),
    ],
  ),
];

/** Rule 2: a product's short model name and its line said in full are one name ("PS5", "PlayStation 5"). */
const MODEL_NAME: EvalSuite[] = [
  home(
    'r24c_en_gamesroom',
    'en',
    [
      ['games', 'Games Room'],
      ['loft', 'Loft'],
    ],
    [
      ['games', 'media_player.games_tv', 'Games Room TV'],
      ['games', 'media_player.playstation_4', 'PlayStation 4'],
      ['loft', 'media_player.ps5', 'PS5'],
      ['loft', 'light.loft', 'Loft Light'],
    ],
    [
      c('brand model-name', 'the ps4', ['media_player.playstation_4']),
      c('brand model-name', 'turn on the PS4 in the games room', ['media_player.playstation_4']),
      c('brand model-name', 'the playstation 5', ['media_player.ps5']),
      c('brand', 'the ps5', ['media_player.ps5']),
      c('brand', 'the playstations', ['media_player.playstation_4', 'media_player.ps5']),
    ],
  ),
  home(
    'r24c_de_partykeller',
    'de',
    [
      ['party', 'Partykeller'],
      ['werk', 'Werkstatt'],
    ],
    [
      ['party', 'media_player.playstation_5', 'PlayStation 5'],
      ['party', 'media_player.beamer', 'Beamer'],
      ['werk', 'light.werkstatt', 'Werkstattlicht'],
    ],
    [c('brand model-name', 'die PS5 im Partykeller', ['media_player.playstation_5'])],
  ),
  home(
    'r24c_es_sotano',
    'es',
    [
      ['sotano', 'Sótano'],
      ['azotea', 'Azotea'],
    ],
    [
      ['sotano', 'media_player.ps4', 'PS4'],
      ['sotano', 'media_player.proyector', 'Proyector'],
      ['azotea', 'light.azotea', 'Luz Azotea'],
    ],
    [c('brand', 'la playstation 4', ['media_player.ps4'])],
  ),
  home(
    'r24c_it_taverna',
    'it',
    [
      ['taverna', 'Taverna'],
      ['orto', 'Orto'],
    ],
    [
      ['taverna', 'media_player.playstation_5', 'PlayStation 5'],
      ['taverna', 'media_player.tv_taverna', 'TV Taverna'],
      ['orto', 'valve.orto', 'Irrigazione Orto'],
    ],
    [c('brand model-name', 'accendi la ps5 in taverna', ['media_player.playstation_5'])],
  ),
  home(
    'r24c_fr_grenier',
    'fr',
    [
      ['grenier', 'Grenier'],
      ['buanderie', 'Buanderie'],
    ],
    [
      ['grenier', 'media_player.ps5', 'PS5'],
      ['grenier', 'media_player.tele_grenier', 'Télé Grenier'],
      ['buanderie', 'switch.seche_linge', 'Sèche-linge'],
    ],
    [c('brand', 'la playstation 5', ['media_player.ps5'])],
  ),
  home(
    'r24c_pt_marquise',
    'pt',
    [
      ['marquise', 'Marquise'],
      ['arrecadacao', 'Arrecadação'],
    ],
    [
      ['marquise', 'media_player.playstation_4', 'PlayStation 4'],
      ['marquise', 'media_player.tv_marquise', 'TV Marquise'],
      ['arrecadacao', 'light.arrecadacao', 'Luz Arrecadação'],
    ],
    [c('brand model-name', 'liga a ps4', ['media_player.playstation_4'])],
  ),
  home(
    'r24c_ko_seojae',
    'ko',
    [
      ['seojae', '서재'],
      ['beranda', '베란다'],
    ],
    [
      ['seojae', 'media_player.ps5', 'PS5'],
      ['seojae', 'media_player.monitor', '서재 모니터'],
      ['beranda', 'light.beranda', '베란다 조명'],
    ],
    [c('brand model-name', '플레이스테이션5', ['media_player.ps5'])],
  ),
  home(
    'r24c_ja_kodomo',
    'ja',
    [
      ['kodomo', '子供部屋'],
      ['daidokoro', '台所'],
    ],
    [
      ['kodomo', 'media_player.ps4', 'PS4'],
      ['kodomo', 'light.kodomo', '子供部屋の電気'],
      ['daidokoro', 'switch.kettle', '電気ケトル'],
    ],
    [c('brand model-name', 'プレイステーション4', ['media_player.ps4'])],
  ),
  home(
    'r24c_zh_ertong',
    'zh',
    [
      ['ertong', '儿童房'],
      ['chufang', '厨房'],
    ],
    [
      ['ertong', 'media_player.playstation_5', 'PlayStation 5'],
      ['ertong', 'light.ertong', '儿童房灯'],
      ['chufang', 'switch.dianfanbao', '电饭煲'],
    ],
    [c('brand', '打开PS5', ['media_player.playstation_5'])],
  ),
];

export const TWENTY_FOURTH_ROUND_C: EvalSuite[] = [...CONSOLE, ...MODEL_NAME, ...TWENTY_FOURTH_ROUND_C2];
