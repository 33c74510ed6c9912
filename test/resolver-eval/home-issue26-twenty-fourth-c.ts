// Issue 26, round 24c: the resolver on brands and products across scripts and on homes of several
// generations. Cases of our own, in homes of our own; none is a slice's request or home. The first tag is
// the category, the second the rule exercised (cases without a rule tag are guards that passed before and
// after).
import { c, type EvalCase, type EvalSuite } from "./eval-home.js";
import { home, type Device } from "./few-rooms-home.js";
import { one } from "./held-out/one-device.js";

/** Rule 1: a game console is a media player of its own kind, never "the TV" beside it. */
const CONSOLE: EvalSuite[] = [
  home(
    "r24c_en_den",
    "en",
    [
      ["den", "Den"],
      ["porch", "Porch"],
    ],
    [
      ["den", "media_player.den_tv", "Den TV"],
      ["den", "media_player.xbox_one", "Xbox One"],
      ["den", "media_player.homepod", "HomePod"],
      ["porch", "light.porch", "Porch Light"],
    ],
    [
      c("brand", "the tv", ["media_player.den_tv"]),
      c("brand console", "the television in the den", ["media_player.den_tv"]),
      c("brand console", "the games console", ["media_player.xbox_one"]),
      c("brand", "the xbox", ["media_player.xbox_one"]),
    ],
  ),
  home(
    "r24c_de_hobby",
    "de",
    [
      ["hobby", "Hobbyraum"],
      ["diele", "Diele"],
    ],
    [
      ["hobby", "media_player.hobby_tv", "Hobbyraum Fernseher"],
      ["hobby", "media_player.ps4", "PlayStation 4"],
      ["hobby", "media_player.sonos_five", "Sonos Five"],
      ["diele", "light.diele", "Dielenlicht"],
    ],
    [
      c("brand console", "der Fernseher", ["media_player.hobby_tv"]),
      c("brand console", "die Spielkonsole", ["media_player.ps4"]),
      c("brand console", "die Konsole im Hobbyraum", ["media_player.ps4"]),
    ],
  ),
  home(
    "r24c_es_buhardilla",
    "es",
    [
      ["buhardilla", "Buhardilla"],
      ["patio", "Patio"],
    ],
    [
      ["buhardilla", "media_player.tv_buhardilla", "Televisor Buhardilla"],
      ["buhardilla", "media_player.xbox_series_s", "Xbox Series S"],
      ["patio", "light.patio", "Luz Patio"],
    ],
    [
      c("brand console", "la tele", ["media_player.tv_buhardilla"]),
      c("brand console", "el televisor de la buhardilla", [
        "media_player.tv_buhardilla",
      ]),
      c("brand console", "la consola", ["media_player.xbox_series_s"]),
    ],
  ),
  home(
    "r24c_fr_mezzanine",
    "fr",
    [
      ["mezzanine", "Mezzanine"],
      ["cellier", "Cellier"],
    ],
    [
      ["mezzanine", "media_player.tele_mezzanine", "Télé Mezzanine"],
      ["mezzanine", "media_player.ps4_pro", "PS4 Pro"],
      ["mezzanine", "media_player.bose", "Bose SoundLink"],
      ["cellier", "switch.congelateur", "Congélateur"],
    ],
    [
      c("brand console", "la télé", ["media_player.tele_mezzanine"]),
      c("brand console", "la console de jeux", ["media_player.ps4_pro"]),
    ],
  ),
  home(
    "r24c_nl_zolder",
    "nl",
    [
      ["zolder", "Zolder"],
      ["bijkeuken", "Bijkeuken"],
    ],
    [
      ["zolder", "media_player.tv_zolder", "TV Zolder"],
      ["zolder", "media_player.playstation", "PlayStation 5"],
      ["zolder", "media_player.sonos_roam", "Sonos Roam"],
      ["bijkeuken", "switch.droger", "Droger"],
    ],
    [
      c("brand console", "de tv", ["media_player.tv_zolder"]),
      c("brand console", "de televisie op zolder", ["media_player.tv_zolder"]),
      c("brand console", "de spelconsole", ["media_player.playstation"]),
    ],
  ),
  home(
    "r24c_pl_poddasze",
    "pl",
    [
      ["poddasze", "Poddasze"],
      ["spizarnia", "Spiżarnia"],
    ],
    [
      ["poddasze", "media_player.telewizor_poddasze", "Telewizor Poddasze"],
      ["poddasze", "media_player.xbox", "Xbox"],
      ["spizarnia", "light.spizarnia", "Światło Spiżarnia"],
    ],
    [
      c("brand console", "telewizor", ["media_player.telewizor_poddasze"]),
      c("brand console", "konsola", ["media_player.xbox"]),
    ],
  ),
  home(
    "r24c_sv_allrum",
    "sv",
    [
      ["allrum", "Allrum"],
      ["tvattstuga", "Tvättstuga"],
    ],
    [
      ["allrum", "media_player.tv_allrum", "TV Allrum"],
      ["allrum", "media_player.ps5", "PS5"],
      ["allrum", "media_player.sonos_era", "Sonos Era"],
      ["tvattstuga", "switch.tvattmaskin", "Tvättmaskin"],
    ],
    [
      c("brand console", "teven", ["media_player.tv_allrum"]),
      c("brand console", "spelkonsolen", ["media_player.ps5"]),
    ],
  ),
  home(
    "r24c_da_kaelder",
    "da",
    [
      ["kaelder", "Kælder"],
      ["carport", "Carport"],
    ],
    [
      ["kaelder", "media_player.fjernsyn_kaelder", "Fjernsyn Kælder"],
      ["kaelder", "media_player.xbox", "Xbox Series X"],
      ["carport", "light.carport", "Carport Lys"],
    ],
    [
      c("brand console", "fjernsynet", ["media_player.fjernsyn_kaelder"]),
      c("brand console", "spillekonsollen", ["media_player.xbox"]),
    ],
  ),
  home(
    "r24c_ko_bang",
    "ko",
    [
      ["geosil", "거실"],
      ["dabang", "다용도실"],
    ],
    [
      ["geosil", "media_player.geosil_tv", "거실 TV"],
      ["geosil", "media_player.ps5", "PS5"],
      ["dabang", "switch.setakgi", "세탁기"],
    ],
    [
      c("brand console", "티비", ["media_player.geosil_tv"]),
      c("brand console", "게임기", ["media_player.ps5"]),
    ],
  ),
  home(
    "r24c_ja_washitsu",
    "ja",
    [
      ["washitsu", "和室"],
      ["nando", "納戸"],
    ],
    [
      ["washitsu", "media_player.washitsu_tv", "和室テレビ"],
      ["washitsu", "media_player.switch", "Nintendo Switch"],
      ["nando", "light.nando", "納戸の電気"],
    ],
    [
      c("brand console", "テレビ", ["media_player.washitsu_tv"]),
      c("brand console", "ゲーム機", ["media_player.switch"]),
    ],
  ),
  home(
    "r24c_zh_yule",
    "zh",
    [
      ["yule", "娱乐室"],
      ["yangtai", "阳台"],
    ],
    [
      ["yule", "media_player.yule_tv", "娱乐室电视"],
      ["yule", "media_player.xbox", "Xbox"],
      ["yule", "media_player.xiaoai", "小爱音箱"],
      ["yangtai", "light.yangtai", "阳台灯"],
    ],
    [
      c("brand console", "电视", ["media_player.yule_tv"]),
      c("brand console", "游戏机", ["media_player.xbox"]),
    ],
  ),
  home(
    "r24c_fr_vestibule",
    "fr",
    [
      ["vestibule", "Vestibule"],
      ["salle", "Salle de jeux"],
    ],
    [
      ["vestibule", "light.lampe_console", "Lampe Console"],
      ["salle", "media_player.tele_salle", "Télé Salle de jeux"],
      ["salle", "media_player.ps5", "PS5"],
    ],
    [
      c("brand console", "la console", ["media_player.ps5"]),
      c("brand console", "la télé", ["media_player.tele_salle"]),
      c("ordinary", "la lampe console", ["light.lampe_console"]),
      c("ordinary", "la lampe de la console", ["light.lampe_console"]),
    ],
  ),
];

/** Rule 2: a product's short model name and its line said in full are one name ("PS5", "PlayStation 5"). */
const MODEL_NAME: EvalSuite[] = [
  home(
    "r24c_en_gamesroom",
    "en",
    [
      ["games", "Games Room"],
      ["loft", "Loft"],
    ],
    [
      ["games", "media_player.games_tv", "Games Room TV"],
      ["games", "media_player.playstation_4", "PlayStation 4"],
      ["loft", "media_player.ps5", "PS5"],
      ["loft", "light.loft", "Loft Light"],
    ],
    [
      c("brand model-name", "the ps4", ["media_player.playstation_4"]),
      c("brand model-name", "turn on the PS4 in the games room", [
        "media_player.playstation_4",
      ]),
      c("brand model-name", "the playstation 5", ["media_player.ps5"]),
      c("brand", "the ps5", ["media_player.ps5"]),
      c("brand", "the playstations", [
        "media_player.playstation_4",
        "media_player.ps5",
      ]),
    ],
  ),
  home(
    "r24c_de_partykeller",
    "de",
    [
      ["party", "Partykeller"],
      ["werk", "Werkstatt"],
    ],
    [
      ["party", "media_player.playstation_5", "PlayStation 5"],
      ["party", "media_player.beamer", "Beamer"],
      ["werk", "light.werkstatt", "Werkstattlicht"],
    ],
    [
      c("brand model-name", "die PS5 im Partykeller", [
        "media_player.playstation_5",
      ]),
    ],
  ),
  home(
    "r24c_es_sotano",
    "es",
    [
      ["sotano", "Sótano"],
      ["azotea", "Azotea"],
    ],
    [
      ["sotano", "media_player.ps4", "PS4"],
      ["sotano", "media_player.proyector", "Proyector"],
      ["azotea", "light.azotea", "Luz Azotea"],
    ],
    [c("brand", "la playstation 4", ["media_player.ps4"])],
  ),
  home(
    "r24c_it_taverna",
    "it",
    [
      ["taverna", "Taverna"],
      ["orto", "Orto"],
    ],
    [
      ["taverna", "media_player.playstation_5", "PlayStation 5"],
      ["taverna", "media_player.tv_taverna", "TV Taverna"],
      ["orto", "valve.orto", "Irrigazione Orto"],
    ],
    [
      c("brand model-name", "accendi la ps5 in taverna", [
        "media_player.playstation_5",
      ]),
    ],
  ),
  home(
    "r24c_fr_grenier",
    "fr",
    [
      ["grenier", "Grenier"],
      ["buanderie", "Buanderie"],
    ],
    [
      ["grenier", "media_player.ps5", "PS5"],
      ["grenier", "media_player.tele_grenier", "Télé Grenier"],
      ["buanderie", "switch.seche_linge", "Sèche-linge"],
    ],
    [c("brand", "la playstation 5", ["media_player.ps5"])],
  ),
  home(
    "r24c_pt_marquise",
    "pt",
    [
      ["marquise", "Marquise"],
      ["arrecadacao", "Arrecadação"],
    ],
    [
      ["marquise", "media_player.playstation_4", "PlayStation 4"],
      ["marquise", "media_player.tv_marquise", "TV Marquise"],
      ["arrecadacao", "light.arrecadacao", "Luz Arrecadação"],
    ],
    [c("brand model-name", "liga a ps4", ["media_player.playstation_4"])],
  ),
  home(
    "r24c_ko_seojae",
    "ko",
    [
      ["seojae", "서재"],
      ["beranda", "베란다"],
    ],
    [
      ["seojae", "media_player.ps5", "PS5"],
      ["seojae", "media_player.monitor", "서재 모니터"],
      ["beranda", "light.beranda", "베란다 조명"],
    ],
    [c("brand model-name", "플레이스테이션5", ["media_player.ps5"])],
  ),
  home(
    "r24c_ja_kodomo",
    "ja",
    [
      ["kodomo", "子供部屋"],
      ["daidokoro", "台所"],
    ],
    [
      ["kodomo", "media_player.ps4", "PS4"],
      ["kodomo", "light.kodomo", "子供部屋の電気"],
      ["daidokoro", "switch.kettle", "電気ケトル"],
    ],
    [c("brand model-name", "プレイステーション4", ["media_player.ps4"])],
  ),
  home(
    "r24c_zh_ertong",
    "zh",
    [
      ["ertong", "儿童房"],
      ["chufang", "厨房"],
    ],
    [
      ["ertong", "media_player.playstation_5", "PlayStation 5"],
      ["ertong", "light.ertong", "儿童房灯"],
      ["chufang", "switch.dianfanbao", "电饭煲"],
    ],
    [c("brand", "打开PS5", ["media_player.playstation_5"])],
  ),
];

/** Rule 3: a brand written in Chinese characters for its sound is the home's Latin name that sounds so. */
const HAN_SOUND: EvalSuite[] = [
  home(
    "r24c_zh_jushi",
    "zh",
    [
      ["jushi", "起居室"],
      ["wofang", "卧房"],
    ],
    [
      ["jushi", "media_player.sonos_era", "Sonos Era 100"],
      ["jushi", "media_player.jushi_tv", "起居室电视"],
      ["wofang", "fan.dyson", "Dyson TP07"],
      ["wofang", "light.wofang", "卧房灯"],
    ],
    [
      c("brand han-sound", "索诺斯", ["media_player.sonos_era"]),
      c("brand han-sound", "打开索诺斯音箱", ["media_player.sonos_era"]),
      c("brand han-sound", "关掉代森", ["fan.dyson"]),
      c("brand", "戴森", ["fan.dyson"]),
      c("ordinary", "卧房灯", ["light.wofang"]),
    ],
  ),
  home(
    "r24c_zh_gongyu",
    "zh",
    [
      ["keting", "客厅"],
      ["menting", "门厅"],
    ],
    [
      ["keting", "light.nanoleaf", "Nanoleaf Shapes"],
      ["keting", "light.keting", "客厅吊灯"],
      ["menting", "vacuum.roborock", "Roborock Q7"],
      ["menting", "sensor.netatmo", "Netatmo 室内温度"],
    ],
    [
      c("brand han-sound", "纳诺利夫", ["light.nanoleaf"]),
      c("brand han-sound", "罗伯罗克", ["vacuum.roborock"]),
      c("brand", "石头", ["vacuum.roborock"]),
      c("ordinary", "客厅吊灯", ["light.keting"]),
    ],
  ),
  home(
    "r24c_zh_xiaowu",
    "zh",
    [
      ["shufang", "书房"],
      ["chufang", "厨房"],
    ],
    [
      ["shufang", "vacuum.roomba", "Roomba i7"],
      ["shufang", "light.shufang", "书房台灯"],
      ["chufang", "switch.kettle", "电水壶"],
    ],
    [
      c("brand han-sound", "启动轮巴", ["vacuum.roomba"]),
      c("brand", "伦巴", ["vacuum.roomba"]),
      c("ordinary", "书房台灯", ["light.shufang"]),
    ],
  ),
];

/** Rule 4: a fan's word is no cooker hood, when other fans are there. */
const HOOD_APART: EvalSuite[] = [
  home(
    "r24c_en_semi",
    "en",
    [
      ["kitchen", "Kitchen"],
      ["nursery", "Nursery"],
      ["office", "Office"],
    ],
    [
      ["kitchen", "fan.range_hood", "Range Hood"],
      ["nursery", "fan.nursery", "Nursery Fan"],
      ["office", "fan.office", "Office Fan"],
    ],
    [
      c("ask-one hood-apart", "the fan", {
        ask: ["fan.nursery", "fan.office"],
      }),
      c("ask-one hood-apart", "both fans", ["fan.nursery", "fan.office"]),
      c("ask-one hood-apart", "turn off the fans", [
        "fan.nursery",
        "fan.office",
      ]),
      c("ordinary", "the range hood", ["fan.range_hood"]),
    ],
  ),
  home(
    "r24c_de_reihenhaus",
    "de",
    [
      ["kueche", "Küche"],
      ["kind", "Kinderzimmer"],
      ["arbeit", "Arbeitszimmer"],
    ],
    [
      ["kueche", "fan.dunstabzug", "Dunstabzugshaube"],
      ["kind", "fan.kind", "Ventilator Kinderzimmer"],
      ["arbeit", "fan.arbeit", "Ventilator Arbeitszimmer"],
    ],
    [
      c("ask-one hood-apart", "den Ventilator", {
        ask: ["fan.kind", "fan.arbeit"],
      }),
      c("ask-one hood-apart", "beide Ventilatoren", ["fan.kind", "fan.arbeit"]),
      c("ordinary", "die Dunstabzugshaube", ["fan.dunstabzug"]),
    ],
  ),
  home(
    "r24c_fr_maison",
    "fr",
    [
      ["cuisine", "Cuisine"],
      ["chambre", "Chambre"],
      ["bureau", "Bureau"],
    ],
    [
      ["cuisine", "fan.hotte", "Hotte"],
      ["chambre", "fan.chambre", "Ventilateur Chambre"],
      ["bureau", "fan.bureau", "Ventilateur Bureau"],
    ],
    [
      c("ask-one hood-apart", "le ventilateur", {
        ask: ["fan.chambre", "fan.bureau"],
      }),
      c("ask-one hood-apart", "les ventilateurs", [
        "fan.chambre",
        "fan.bureau",
      ]),
      c("ordinary", "la hotte", ["fan.hotte"]),
    ],
  ),
  home(
    "r24c_it_villetta",
    "it",
    [
      ["cucina", "Cucina"],
      ["camera", "Camera"],
      ["studio", "Studio"],
    ],
    [
      ["cucina", "fan.cappa", "Cappa Cucina"],
      ["camera", "fan.camera", "Ventilatore Camera"],
      ["studio", "fan.studio", "Ventilatore Studio"],
    ],
    [
      c("ask-one hood-apart", "il ventilatore", {
        ask: ["fan.camera", "fan.studio"],
      }),
      c("ask-one hood-apart", "spegni i ventilatori", [
        "fan.camera",
        "fan.studio",
      ]),
      c("ordinary", "la cappa", ["fan.cappa"]),
    ],
  ),
  home(
    "r24c_nl_rijtjeshuis",
    "nl",
    [
      ["keuken", "Keuken"],
      ["slaapkamer", "Slaapkamer"],
      ["zolder", "Zolder"],
    ],
    [
      ["keuken", "fan.afzuigkap", "Afzuigkap"],
      ["slaapkamer", "fan.slaapkamer", "Ventilator Slaapkamer"],
      ["zolder", "fan.zolder", "Ventilator Zolder"],
    ],
    [
      c("ask-one hood-apart", "de ventilator", {
        ask: ["fan.slaapkamer", "fan.zolder"],
      }),
      c("ask-one hood-apart", "de ventilatoren", [
        "fan.slaapkamer",
        "fan.zolder",
      ]),
    ],
  ),
  home(
    "r24c_pt_moradia",
    "pt",
    [
      ["cozinha", "Cozinha"],
      ["quarto", "Quarto"],
      ["sala", "Sala"],
    ],
    [
      ["cozinha", "fan.exaustor", "Exaustor"],
      ["quarto", "fan.quarto", "Ventoinha Quarto"],
      ["sala", "fan.sala", "Ventoinha Sala"],
    ],
    [
      c("ask-one", "a ventoinha", { ask: ["fan.quarto", "fan.sala"] }),
      c("ask-one hood-apart", "as ventoinhas", ["fan.quarto", "fan.sala"]),
      c("ordinary", "o exaustor", ["fan.exaustor"]),
    ],
  ),
  home(
    "r24c_pl_blizniak",
    "pl",
    [
      ["kuchnia", "Kuchnia"],
      ["sypialnia", "Sypialnia"],
      ["biuro", "Biuro"],
    ],
    [
      ["kuchnia", "fan.okap", "Okap"],
      ["sypialnia", "fan.sypialnia", "Wentylator Sypialnia"],
      ["biuro", "fan.biuro", "Wentylator Biuro"],
    ],
    [
      c("ask-one hood-apart", "wentylator", {
        ask: ["fan.sypialnia", "fan.biuro"],
      }),
      c("ask-one", "oba wentylatory", ["fan.sypialnia", "fan.biuro"]),
      c("ordinary", "okap", ["fan.okap"]),
    ],
  ),
  home(
    "r24c_sv_radhus",
    "sv",
    [
      ["kok", "Kök"],
      ["sovrum", "Sovrum"],
      ["kontor", "Kontor"],
    ],
    [
      ["kok", "fan.koksflakt", "Köksfläkt"],
      ["sovrum", "fan.sovrum", "Fläkt Sovrum"],
      ["kontor", "fan.kontor", "Fläkt Kontor"],
    ],
    [
      c("ask-one hood-apart", "fläkten", { ask: ["fan.sovrum", "fan.kontor"] }),
      c("ask-one hood-apart", "fläktarna", ["fan.sovrum", "fan.kontor"]),
    ],
  ),
  home(
    "r24c_da_raekkehus",
    "da",
    [
      ["koekken", "Køkken"],
      ["sovevaerelse", "Soveværelse"],
      ["kontor", "Kontor"],
    ],
    [
      ["koekken", "fan.emhaette", "Emhætte"],
      ["sovevaerelse", "fan.sove", "Blæser Soveværelse"],
      ["kontor", "fan.kontor", "Blæser Kontor"],
    ],
    [
      c("ask-one", "blæseren", { ask: ["fan.sove", "fan.kontor"] }),
      c("ask-one", "begge blæsere", ["fan.sove", "fan.kontor"]),
      c("ordinary", "emhætten", ["fan.emhaette"]),
    ],
  ),
  home(
    "r24c_ko_jutaek",
    "ko",
    [
      ["jubang", "주방"],
      ["anbang", "안방"],
      ["jageunbang", "작은방"],
    ],
    [
      ["jubang", "fan.hood", "레인지후드"],
      ["anbang", "fan.anbang", "안방 팬"],
      ["jageunbang", "fan.jageun", "작은방 팬"],
    ],
    [
      c("ask-one", "팬", { ask: ["fan.anbang", "fan.jageun"] }),
      c("ordinary", "레인지후드", ["fan.hood"]),
    ],
  ),
  home(
    "r24c_ja_ikkodate",
    "ja",
    [
      ["daidokoro", "台所"],
      ["shinshitsu", "寝室"],
      ["shosai", "書斎"],
    ],
    [
      ["daidokoro", "fan.hood", "レンジフード"],
      ["shinshitsu", "fan.shinshitsu", "寝室ファン"],
      ["shosai", "fan.shosai", "書斎ファン"],
    ],
    [
      c("ask-one", "ファン", { ask: ["fan.shinshitsu", "fan.shosai"] }),
      c("ordinary", "レンジフード", ["fan.hood"]),
    ],
  ),
  home(
    "r24c_zh_bieshu",
    "zh",
    [
      ["chufang", "厨房"],
      ["woshi", "卧室"],
      ["shufang", "书房"],
    ],
    [
      ["chufang", "fan.youyanji", "抽油烟机"],
      ["woshi", "fan.woshi", "卧室风扇"],
      ["shufang", "fan.shufang", "书房风扇"],
    ],
    [
      c("ask-one hood-apart", "风扇", { ask: ["fan.woshi", "fan.shufang"] }),
      c("ask-one hood-apart", "所有风扇", ["fan.woshi", "fan.shufang"]),
      c("ordinary", "抽油烟机", ["fan.youyanji"]),
    ],
  ),
  home(
    "r24c_en_bungalow",
    "en",
    [
      ["kitchen", "Kitchen"],
      ["bath", "Bathroom"],
      ["bed", "Bedroom"],
    ],
    [
      ["kitchen", "fan.cooker_hood", "Cooker Hood"],
      ["bath", "fan.bathroom", "Bathroom Vent"],
      ["bed", "fan.bedroom", "Bedroom Fan"],
    ],
    [
      c("ordinary", "the fan in the kitchen", ["fan.cooker_hood"]),
      c("ordinary", "the kitchen fan", ["fan.cooker_hood"]),
      c("ordinary", "the bathroom fan", ["fan.bathroom"]),
    ],
  ),
  home(
    "r24c_en_studio",
    "en",
    [
      ["kitchen", "Kitchenette"],
      ["living", "Living Area"],
    ],
    [
      ["kitchen", "fan.hood", "Cooker Hood"],
      ["living", "light.living", "Living Area Light"],
    ],
    [c("ordinary", "the fan", ["fan.hood"])],
  ),
];

/** A home of a few rooms, some with aliases, one entity per device. */
function aliasHome(
  id: string,
  language: string,
  areas: [id: string, name: string, aliases: string[]][],
  devices: Device[],
  cases: EvalCase[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: areas.map(([areaId, name, aliases]) => [
        areaId,
        name,
        null,
        aliases,
      ]),
      devices: devices.map(([area, entityId, name]) =>
        one(area, entityId, name),
      ),
      loose: [],
    },
    cases,
  };
}

/** Rule 5: a room said by its alias is said by all its names: "Światło Kuba" in "Pokój Kuby" (alias "Pokój Jakuba"). */
const ALIAS_WHOLE: EvalSuite[] = [
  aliasHome(
    "r24c_en_bobby",
    "en",
    [
      ["bobby", "Bobby's Room", ["Robert's Room"]],
      ["hall", "Hall", []],
    ],
    [
      ["bobby", "light.bobby", "Bobby Light"],
      ["bobby", "light.bobby_night", "Bobby Night Light"],
      ["hall", "light.hall", "Hall Light"],
    ],
    [
      c("named-after alias-whole", "the light in Robert's room", [
        "light.bobby",
      ]),
      c("named-after", "the lights in Robert's room", [
        "light.bobby",
        "light.bobby_night",
      ]),
    ],
  ),
  aliasHome(
    "r24c_de_opa",
    "de",
    [
      ["opa", "Zimmer von Opa", ["Opas Zimmer"]],
      ["flur", "Flur", []],
    ],
    [
      ["opa", "light.opa", "Licht Opa"],
      ["opa", "light.opa_lese", "Leselampe Opa"],
      ["flur", "light.flur", "Flurlicht"],
    ],
    [
      c("named-after alias-whole", "das Licht in Opas Zimmer", ["light.opa"]),
      c("named-after", "das Licht im Zimmer von Opa", ["light.opa"]),
    ],
  ),
  aliasHome(
    "r24c_es_nico",
    "es",
    [
      ["nico", "Cuarto de Nico", ["Habitación de Nicolás"]],
      ["salon", "Salón", []],
    ],
    [
      ["nico", "light.nico", "Luz Nico"],
      ["nico", "light.nico_lampara", "Lámpara Nico"],
      ["salon", "light.salon", "Luz Salón"],
    ],
    [
      c("named-after", "la luz de la habitación de Nicolás", ["light.nico"]),
      c("named-after", "la luz del cuarto de Nico", ["light.nico"]),
    ],
  ),
  aliasHome(
    "r24c_fr_mamie",
    "fr",
    [
      ["mamie", "Chambre de Mamie", ["Chambre de Grand-mère"]],
      ["entree", "Entrée", []],
    ],
    [
      ["mamie", "light.mamie", "Lumière Mamie"],
      ["mamie", "light.mamie_chevet", "Lampe de chevet Mamie"],
      ["entree", "light.entree", "Lumière Entrée"],
    ],
    [
      c("named-after", "la lumière de la chambre de grand-mère", [
        "light.mamie",
      ]),
    ],
  ),
  aliasHome(
    "r24c_it_fede",
    "it",
    [
      ["fede", "Camera di Fede", ["Camera di Federico"]],
      ["cucina", "Cucina", []],
    ],
    [
      ["fede", "light.fede", "Luce Fede"],
      ["fede", "light.fede_abatjour", "Abat-jour Fede"],
      ["cucina", "light.cucina", "Luce Cucina"],
    ],
    [
      c("named-after alias-whole", "la luce nella camera di Federico", [
        "light.fede",
      ]),
    ],
  ),
  aliasHome(
    "r24c_nl_bram",
    "nl",
    [
      ["bram", "Kamer van Bram", ["Kamer van Abraham"]],
      ["gang", "Gang", []],
    ],
    [
      ["bram", "light.bram", "Lamp Bram"],
      ["bram", "light.bram_nacht", "Nachtlampje Bram"],
      ["gang", "light.gang", "Lamp Gang"],
    ],
    [
      c("named-after alias-whole", "de lamp in de kamer van Abraham", [
        "light.bram",
      ]),
    ],
  ),
  aliasHome(
    "r24c_pt_ze",
    "pt",
    [
      ["ze", "Quarto do Zé", ["Quarto do José"]],
      ["sala", "Sala", []],
    ],
    [
      ["ze", "light.ze", "Luz Zé"],
      ["ze", "light.ze_candeeiro", "Candeeiro Zé"],
      ["sala", "light.sala", "Luz Sala"],
    ],
    [c("named-after", "a luz do quarto do José", ["light.ze"])],
  ),
  aliasHome(
    "r24c_pl_zuzia",
    "pl",
    [
      ["zuzia", "Pokój Zuzi", ["Pokój Zuzanny"]],
      ["kuchnia", "Kuchnia", []],
    ],
    [
      ["zuzia", "light.zuzia", "Światło Zuzia"],
      ["zuzia", "light.zuzia_lampka", "Lampka Zuzia"],
      ["kuchnia", "light.kuchnia", "Światło Kuchnia"],
    ],
    [
      c("named-after alias-whole", "światło w pokoju Zuzanny", ["light.zuzia"]),
      c("named-after", "światło w pokoju Zuzi", ["light.zuzia"]),
    ],
  ),
  aliasHome(
    "r24c_sv_kalle",
    "sv",
    [
      ["kalle", "Kalles rum", ["Karls rum"]],
      ["hall", "Hall", []],
    ],
    [
      ["kalle", "light.kalle", "Lampa Kalle"],
      ["kalle", "light.kalle_natt", "Nattlampa Kalle"],
      ["hall", "light.hall", "Lampa Hall"],
    ],
    [c("named-after alias-whole", "lampan i Karls rum", ["light.kalle"])],
  ),
];

export const TWENTY_FOURTH_ROUND_C: EvalSuite[] = [
  ...CONSOLE,
  ...MODEL_NAME,
  ...HAN_SOUND,
  ...HOOD_APART,
  ...ALIAS_WHOLE,
];
