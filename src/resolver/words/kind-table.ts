// The hand-written kind table: which words in en, de, es, fr, it, nl, pt, pl, sv, da, ko, ja and zh name
// which domain and device classes. Written naturally; kind-words.ts normalizes it, adds the other tables
// (roof windows, shop-named lists, activities, Home Assistant's own intent words) and builds the lookup.
/** What a kind word says of the things it names, whichever table it comes from. */
export interface KindTraits {
  domain: string;
  /** Device classes the word prefers ("blinds" → blind, shade …); others of the domain come second. */
  classes?: readonly string[];
  /** Only entities of these classes fit ("the AC" never reaches a heating-only thermostat). */
  strict?: boolean;
  /** Said by what one does with it ("watering"): a name of the home that holds the word wins. */
  activity?: boolean;
  /** The domain asked for when nothing of the kind is there ("how warm is it outside": the weather). */
  fallback?: string;
  /** Classes that come first, the others only when none is there ("music": a speaker before the TV). */
  prefers?: readonly string[];
  /** An appliance concept naming a device of another domain that does it ("Tropfbewässerung"). */
  concept?: string;
  /** A mass noun ("the heating"): every one of the kind, said in the singular (mass-word.ts). */
  mass?: boolean;
  /** Said by its maker's name ("den Roborock"): a thing named after another maker of the kind is not it. */
  maker?: string;
  /** A maker of two kinds said in a home that has both ("the Gardena"): the other kind (either-kind.ts). */
  also?: KindTraits;
  /**
   * Anything of the domain does what the word asks when nothing there is of its classes: every media player
   * plays sound, so "the speaker" beside a lone "Living Room TV" is the TV; "the TV" is never a speaker.
   */
  anyServes?: boolean;
}

export interface KindEntry extends KindTraits {
  /** Phrases separated by "|"; written naturally, normalized when the table is built. */
  one: string;
  many?: string;
}

const WINDOW = ['blind', 'shade', 'shutter', 'curtain', 'window'];

/**
 * Synthetic classes the index gives climate entities by their modes and names: one that can cool
 * (an air conditioner, a heat pump) or one that only heats. Thermostat words reach both.
 */
export const COOLING_CLASS = 'cooling';
export const HEATING_CLASS = 'heating';
/** Both: a heat pump or an air conditioner with a heat mode, or a thermostat over heating and air. */
export const HEAT_COOL_CLASS = 'heat_cool';

export const KINDS: readonly KindEntry[] = [
  {
    domain: 'light',
    one: 'light|lamp|lampa|lampan|ljus|ljuset|belysning|belysningen|lampe|lys|lyset|lighting|bulb|licht|lampe|leuchte|beleuchtung|luz|lámpara|bombilla|foco|lumière|éclairage|ampoule|luce|lampada|illuminazione|lamp|verlichting|iluminação|lâmpada|światło|lampa|oświetlenie|조명|불|전등|라이트|램프|電気|照明|ライト|ランプ|明かり|電灯|灯|灯光|电灯',
    many: 'lights|lamps|lampor|lamporna|lamper|lamperne|lysene|bulbs|lichter|lampen|leuchten|luces|lámparas|bombillas|focos|lumières|lampes|ampoules|luci|lampade|lichten|luzes|lâmpadas|światła|lampy|lamps',
  },
  {
    domain: 'switch',
    classes: ['outlet'],
    // With "smart" as each language sells it ("enchufe inteligente", "slimme stekker", "智能插座"), as the
    // speaker's below ("enceinte connectée", "스마트 스피커", "智能音箱").
    one: 'plug|outlet|socket|smart plug|smarte steckdose|enchufe inteligente|prise intelligente|presa intelligente|slimme stekker|slim stopcontact|inteligentne gniazdko|smart uttag|smart stik|스마트 플러그|스마트플러그|スマートプラグ|智能插座|智能插头|power strip|wall socket|steckdose|zwischenstecker|steckdosenleiste|enchufe|prise|prise connectée|presa|presa elettrica|presa smart|ciabatta|stekker|stopcontact|stekkerdoos|tomada|tomada inteligente|gniazdko|gniazdo|listwa|wtyczka|uttag|stickkontakt|stikkontakt|stik|stikk|støpsel|플러그|콘센트|プラグ|コンセント|插座|插蘇|拖板',
    many: 'plugs|outlets|sockets|steckdosen|enchufes|prises|prese|stekkers|stopcontacten|tomadas|gniazdka|gniazda|listwy|uttagen|stikkontakter|støpsler',
  },
  {
    domain: 'switch',
    one: 'switch|strömbrytare|afbryder|schalter|interruptor|interrupteur|interruttore|schakelaar|przełącznik|włącznik|스위치|スイッチ|开关',
    many: 'switches|interruptores|interrupteurs|interruttori|schakelaars|przełączniki|włączniki',
  },
  {
    domain: 'cover',
    classes: WINDOW,
    one: 'blind|shade|shutter|curtain|drape|roller blind|roller shutter|rollladen|rolladen|rollo|jalousie|vorhang|raffstore|persiana|cortina|estor|volet|volet roulant|store|rideau|tapparella|tenda|persiana|rolluik|gordijn|jaloezie|estore|roleta|zasłona|żaluzja|rullgardin|persienn|gardin|블라인드|커튼|셔터|롤스크린|カーテン|ブラインド|シャッター|雨戸|窗帘|百叶窗|卷帘',
    many: 'blinds|shades|shutters|curtains|drapes|rollläden|rolläden|rollos|jalousien|vorhänge|persianas|cortinas|estores|volets|volets roulants|stores|rideaux|tapparelle|tende|persiane|rolluiken|gordijnen|jaloezieën|rolety|zasłony|żaluzje|rullgardiner|gardiner',
  },
  {
    domain: 'cover',
    classes: ['awning'],
    one: 'awning|sun awning|patio awning|markise|toldo|store banne|banne|tenda da sole|tendone|zonnescherm|knikarmscherm|markiza|markis|markise|어닝|オーニング|日よけ|遮阳篷',
    many: 'awnings|markisen|toldos|stores bannes|tende da sole|zonneschermen|markizy|markiser',
  },
  {
    domain: 'cover',
    classes: ['awning', 'shade', 'blind'],
    // Mass nouns: "the sun protection" is every awning and screen.
    one: '',
    many: 'sun protection|sunscreen|sunscreens|sun shades|sunshades|sonnenschutz|protección solar|pare soleil|protezione solare|zonwering|proteção solar|osłona przeciwsłoneczna|solskydd',
  },
  {
    domain: 'cover',
    classes: ['garage'],
    one: 'garage door|garagentor|puerta del garaje|porte de garage|porta del garage|basculante|garagedeur|portão da garagem|brama garażowa|차고문|ガレージシャッター|车库门',
    many: 'garage doors|garagentore',
  },
  {
    domain: 'cover',
    // "Das Tor", "el portón": a gate, or the garage door when the home has no gate. Not Korean "대문", the
    // house's main gate and never a garage's shutter (Wiktionary: 대문, "main gate"): HA's gate words keep it.
    classes: ['gate', 'garage'],
    prefers: ['gate'],
    one: 'gate|tor|portón|portail|cancello|poort|portão|brama|門|大门',
    many: 'gates|tore|portones|portails|cancelli|poorten|portões|bramy',
  },
  { domain: 'cover', one: 'cover|abdeckung', many: 'covers' },
  {
    domain: 'fan',
    one: 'fan|ceiling fan|desk fan|extractor fan|ventilator|lüfter|ventilador|ventilador de teto|ventilador de techo|ventoinha|ventilateur|ventilatore|ventola|aspiratore|wentylator|wiatrak|fläkt|takfläkt|blæser|선풍기|환풍기|팬|扇風機|換気扇|ファン|风扇|电扇|排风扇|排气扇',
    many: 'fans|ventilatoren|lüfter|ventiladores|ventoinhas|ventilateurs|ventilatori|ventole|wentylatory|wiatraki|fläktar',
  },
  {
    domain: 'climate',
    classes: [COOLING_CLASS, HEAT_COOL_CLASS],
    strict: true,
    one: 'ac|a c|air|air conditioner|aircon|air con|klimaanlage|klima|klimagerät|aire|aire acondicionado|climatiseur|clim|condizionatore|climatizzatore|airco|airconditioner|ar condicionado|o ar|do ar|no ar|o ar condicionado|do ar condicionado|no ar condicionado|aparelho de ar condicionado|klimatyzator|luftkonditionering|aircondition|klimaanlæg|klimaanlægget|에어컨|エアコン|空调|冷气',
    many: 'acs|air conditioners|klimaanlagen|klimageräte|aires acondicionados|climatiseurs|condizionatori|climatizzatori|aircos|klimatyzatory',
  },
  {
    domain: 'climate',
    classes: [COOLING_CLASS, HEAT_COOL_CLASS],
    strict: true,
    // Mass nouns: "the air conditioning" is every unit.
    mass: true,
    one: '',
    many: 'air conditioning|cooling|climatización|climatisation|aria condizionata|airconditioning|klimatyzacja|냉방|冷房|制冷',
  },
  {
    domain: 'climate',
    classes: [HEATING_CLASS, HEAT_COOL_CLASS],
    // A boiler is the heating it feeds ("보일러", "la caldaia"): never a cooling-only split unit beside it.
    one: 'heater|heat|radiator|heizkörper|radiador|radiateur|termosifone|calorifero|radiator|aquecedor|grzejnik|kaloryfer|히터|ヒーター|暖气片|보일러|壁挂炉|caldaia|chaudière|caldera|heizkessel|kocioł|cv ketel',
    many: 'heaters|radiators|heizkörper|radiadores|radiateurs|termosifoni|caloriferi|radiatoren|aquecedores|grzejniki|kaloryfery|caldaie|chaudières|calderas',
  },
  {
    domain: 'climate',
    classes: [HEATING_CLASS, HEAT_COOL_CLASS],
    // Mass nouns: "the heating" is the whole system; in a place with none, what heats there (a greenhouse's
    // "Stufetta", a shed's "Element": the heater concept).
    mass: true,
    concept: 'heater',
    one: '',
    many: 'heating|central heating|heizung|calefacción|chauffage|riscaldamento|verwarming|aquecimento|aquecimento central|ogrzewanie|värme|uppvärmning|varme|난방|暖房|暖气|供暖',
  },
  {
    domain: 'climate',
    one: 'thermostat|hvac|climate|termostato|thermostaat|termostat|온도조절기|温控器|サーモスタット',
    many: 'thermostats|heizungen|termostatos|termostati|thermostaten|termostaty|thermostate',
  },
  {
    domain: 'lock',
    one: 'lock|deadbolt|door lock|schloss|türschloss|cerradura|cerrojo|serrure|serratura|slot|deurslot|fechadura|zamek|도어락|자물쇠|잠금장치|鍵|ロック|锁|门锁',
    many: 'locks|schlösser|cerraduras|serrures|serrature|sloten|fechaduras|zamki',
  },
  {
    domain: 'valve',
    one: 'valve|sprinkler|irrigation|watering|water valve|water main|ventil|bewässerung|rasensprenger|válvula|riego|aspersor|vanne|arrosage|arroseur|valvola|irrigazione|irrigatore|klep|kraan|sproeier|besproeiing|rega|irrigação|zawór|nawadnianie|zraszacz|밸브|스프링클러|관수|バルブ|スプリンクラー|阀门|水阀|灌溉|喷灌',
    many: 'valves|sprinklers|ventile|válvulas|aspersores|vannes|arroseurs|valvole|irrigatori|kleppen|sproeiers|zawory|zraszacze',
  },
  {
    domain: 'media_player',
    classes: ['tv'],
    one: 'tv|television|telly|fernseher|glotze|fernsehen|tele|televisión|televisor|télé|télévision|téléviseur|fernsehgerät|pantalla|televisione|televisie|televisão|telewizor|fjernsyn|fjernsynsapparat|teve|tv-apparat|티비|텔레비전|テレビ|电视|电视机',
    many: 'tvs|televisions|fernseher|teles|televisores|télés|téléviseurs|televisori|televisies|televisões|telewizory|fjernsyner|teveer|tv-apparater',
  },
  {
    domain: 'media_player',
    classes: ['speaker', 'receiver'],
    anyServes: true,
    one: 'speaker|högtalare|højttaler|smart speaker|altavoz inteligente|enceinte connectée|enceinte intelligente|altoparlante intelligente|slimme speaker|alto falante inteligente|inteligentny głośnik|smart högtalare|smart højttaler|스마트 스피커|인공지능 스피커|スマートスピーカー|智能音箱|智能音响|lautsprecher|box|altavoz|bocina|enceinte|haut parleur|altoparlante|cassa|luidspreker|alto falante|caixa de som|coluna|coluna de som|głośnik|스피커|スピーカー|音箱|音响|扬声器|喇叭',
    many: 'speakers|boxen|altavoces|bocinas|enceintes|haut parleurs|altoparlanti|casse|luidsprekers|alto falantes|głośniki',
  },
  // A media player's other device classes by their words: the receiver or amplifier of a home cinema
  // ("der Receiver", "l'ampli", "o amplificador", "アンプ", "功放"), and the soundbar ("la barra de sonido",
  // "사운드바"): a speaker whose name says so in any language (its appliance concept), else any speaker;
  // "the receiver" is never the soundbar or the TV beside it.
  {
    domain: 'media_player',
    classes: ['receiver'],
    strict: true,
    one: 'receiver|av receiver|amplifier|amp|av amp|verstärker|av verstärker|receptor|amplificador|ampli|amplificateur|ampli tuner|amplituner|amplificatore|sintoamplificatore|ricevitore|versterker|wzmacniacz|förstärkare|forstærker|리시버|av 리시버|앰프|アンプ|avアンプ|レシーバー|avレシーバー|功放|功放机|av功放|接收机',
    many: 'receivers|amplifiers|amps|receptores|amplificadores|amplis|amplificateurs|amplificatori|versterkers|wzmacniacze|amplitunery|forstærkere',
  },
  {
    domain: 'media_player',
    prefers: ['speaker'],
    one: 'soundbar|sound bar|barra de sonido|barre de son|barra sonora|barra audio|barra de som|listwa dźwiękowa|사운드바|サウンドバー|回音壁|条形音箱|声霸',
    many: 'soundbars|sound bars|barras de sonido|barres de son|barre sonore|barras de som',
  },
  {
    domain: 'media_player',
    prefers: ['speaker', 'receiver'],
    one: 'music|media player|media|player|musik|música|musique|musica|muziek|muzyka|음악|音楽|音乐|播放器',
    many: 'media players|players',
  },
  // A set-top box ("Proximus TV-box", "Box TV Orange", "电视机顶盒"): no TV, though named with the TV's word.
  {
    domain: 'media_player',
    classes: ['set_top_box'],
    one: 'tv box|set top box|settopbox|box tv|decoder|décodeur|decodificador|descodificador|decodificatore|dekoder|digibox|mediabox|셋톱박스|셋탑박스|セットトップボックス|机顶盒',
    many: 'tv boxes|set top boxes|decoders|décodeurs|decodificadores|dekodery',
  },
  // A game console (a PlayStation, an Xbox): a media player, but never the TV it plays on, nor "the TV"
  // beside it ("la tv" with a "TV Soggiorno" and an "Xbox" is the TV); its makers' lines say it too
  // (BRAND_KINDS in brand-names.ts).
  {
    domain: 'media_player',
    classes: ['console'],
    one: 'console|game console|games console|gaming console|spielkonsole|konsole|videospielkonsole|consola|videoconsola|consola de videojuegos|console de jeu|console de jeux|console di gioco|console per videogiochi|spelconsole|gameconsole|consola de jogos|konsola|konsola do gier|spelkonsol|spillekonsol|게임기|게임 콘솔|ゲーム機|游戏机|遊戲機',
    many: 'consoles|game consoles|games consoles|spielkonsolen|konsolen|consolas|videoconsolas|consoles de jeu|spelconsoles|consolas de jogos|spelkonsoler|spillekonsoller',
  },
  // A radio is what plays sound: a speaker before the TV beside it ("radioen" for a Beosound, not the
  // Fjernsyn), the TV only in a home without a speaker.
  {
    domain: 'media_player',
    prefers: ['speaker', 'receiver'],
    one: 'radio|radyjko|rádio|라디오|ラジオ|收音机|收音機',
    many: 'radios|rádios|radia|radior|radioer',
  },
  {
    domain: 'vacuum',
    one: 'vacuum|dammsugare|robotdammsugare|støvsuger|robotstøvsuger|robot vacuum|vacuum cleaner|robot|hoover|staubsauger|saugroboter|roboter|sauger|aspiradora|aspirador|aspirateur|robot aspirateur|aspirapolvere|stofzuiger|robotstofzuiger|robô|robô aspirador|aspirador robô|odkurzacz|robot sprzątający|robot odkurzający|청소기|로봇청소기|掃除機|ロボット掃除機|扫地机|扫地机器人|吸尘器|机器人',
    many: 'vacuums|robots|robôs|staubsauger|aspiradoras|aspirateurs|stofzuigers|odkurzacze',
  },
  {
    domain: 'todo',
    classes: ['shopping'],
    // A list named after a shop ("Costco", "REWE") has no class: it fits; a list of chores does not.
    one: 'groceries|grocery|shopping|shopping list|grocery list|einkauf|einkaufs|einkaufsliste|compra|lista de la compra|courses|liste de courses|spesa|lista della spesa|boodschappen|boodschappenlijst|compras|lista de compras|zakupy|zakupów|lista zakupów|inköp|inköps|inköpslista|indkøb|indkøbsliste|mercado|supermercado|feira|lista do mercado|handla|handling|handlingslista|handel|handleliste|handlelista|dagligvarer|lebensmittel|einkaufszettel|épicerie|épiceries|liste d épicerie|commissions|súper|super|lista del súper|mandado|despensa|food shop|weekly shop|big shop|supermarket|장보기|쇼핑|買い物|買い物リスト|買い出し|购物|购物清单|买菜|买东西|買餸|買餸清單',
  },
  {
    domain: 'todo',
    classes: ['tasks'],
    one: 'chores|tasks|jobs|errands|reminders|projects|homework|housework|aufgaben|haushalt|hausarbeit|ämtli|ämtliplan|tareas|deberes|tâches|travaux|corvées|compiti|lavori|faccende|cose da fare|klussen|klusjes|taken|huishouden|tarefas|afazeres|obowiązki|zadania|sprawy|sysslor|uppgifter|pligter|opgaver|할일|할 일|집안일|家事|やること|タスク|家务|待办|待办事项|任务|to do list|todo|to do|to dos|do zrobienia|att göra|att gora|göromål|huskeliste|huskelisten|gøremål|gjøremål|putzplan|erledigen|zu erledigen|a fazer|por hacer|pendientes|à faire|da fare|te doen|honey do|honey do list|bricolage|diy|heimwerken|lista zadań|やることリスト',
  },
  {
    domain: 'todo',
    one: 'list|liste|lista|listan|listen|lijst|lijstje|목록|리스트|リスト|メモ|清单|列表',
    many: 'lists|listen|listas|listes|liste|lijsten|lijstjes|listy|listor',
  },
  {
    domain: 'calendar',
    one: 'calendar|schedule|agenda|kalender|calendario|calendrier|kalendarz|캘린더|달력|일정|カレンダー|予定|日历|日程',
    many: 'calendars|kalender|calendarios|calendriers|calendari|agendas|kalendarze',
  },
  {
    domain: 'camera',
    one: 'camera|cam|kamera|cámara|caméra|telecamera|videocamera|câmera|câmara|카메라|캠|カメラ|摄像头|摄像机|监控',
    many: 'cameras|cams|kameras|cámaras|caméras|telecamere|câmeras|câmaras|kamery',
  },
  {
    domain: 'scene',
    one: 'scene|szene|escena|scène|scena|cena|장면|씬|シーン|场景|情景',
    many: 'scenes|szenen|escenas|scènes|scene|cenas|sceny',
  },
  {
    domain: 'humidifier',
    classes: ['dehumidifier'],
    one: 'dehumidifier|luftentfeuchter|entfeuchter|deshumidificador|déshumidificateur|deumidificatore|ontvochtiger|luchtontvochtiger|desumidificador|osuszacz|osuszacz powietrza|avfuktare|affugter|제습기|除湿機|除湿机|抽濕機',
    many: 'dehumidifiers|luftentfeuchter|deshumidificadores|déshumidificateurs|deumidificatori|ontvochtigers|desumidificadores|osuszacze',
  },
  {
    domain: 'humidifier',
    classes: ['humidifier'],
    one: 'humidifier|luftbefeuchter|befeuchter|humidificador|humidificateur|umidificatore|luchtbevochtiger|umidificador|nawilżacz|nawilżacz powietrza|luftfuktare|luftfugter|가습기|加湿器',
    many: 'humidifiers|luftbefeuchter|humidificadores|humidificateurs|umidificatori|luchtbevochtigers|umidificadores|nawilżacze',
  },
  {
    domain: 'lawn_mower',
    one: 'lawn mower|mower|robot mower|robotic mower|automower|mähroboter|rasenmäher|rasenroboter|mäher|cortacésped|robot cortacésped|tondeuse|robot tondeuse|tondeuse robot|tosaerba|robot tosaerba|robot tagliaerba|rasaerba|grasmaaier|maaier|robotmaaier|cortador de relva|corta relva|cortador de grama|robô corta relva|kosiarka|robot koszący|gräsklippare|robotgräsklippare|plæneklipper|robotplæneklipper|잔디깎이|로봇 잔디깎이|芝刈り機|ロボット芝刈り機|割草机|割草机器人',
    many: 'mowers|lawn mowers|rasenmäher|mähroboter|cortacéspedes|tondeuses|tosaerba|grasmaaiers|robotmaaiers|kosiarki',
  },
  {
    domain: 'water_heater',
    one: 'water heater|hot water|warmwasserbereiter|warmwasser|warmwasserspeicher|boiler|calentador|termo|agua caliente|chauffe eau|cumulus|eau chaude|scaldabagno|acqua calda|warm water|warmwaterboiler|aquecedor de água|água quente|termoacumulador|esquentador|bojler|ciepła woda|podgrzewacz wody|varmvatten|varmtvand|온수기|給湯器|热水器|熱水爐',
    many: 'water heaters',
  },
  {
    domain: 'alarm_control_panel',
    one: 'alarm|alarm system|security system|alarmanlage|alarma|alarme|allarme|alarmsysteem|alarme|alarm|경보|경보기|警報|防犯|警报',
    many: 'alarms',
  },
  {
    domain: 'weather',
    one: 'weather|forecast|weather report|weather forecast|wetter|wettervorhersage|vorhersage|wetterbericht|tiempo|pronóstico|previsión|previsión meteorológica|météo|prévisions|prévisions météo|prévision météo|bulletin météo|meteo|previsioni|previsioni meteo|weer|weerbericht|weersverwachting|weersvoorspelling|tempo|previsão|previsão do tempo|pogoda|pogody|prognoza|prognoza pogody|väder|väderprognos|väderleksrapport|vejr|vejrudsigt|vejrprognose|vær|værmelding|날씨|예보|일기예보|날씨 예보|天気|天気予報|予報|天气|天气预报|预报|天氣預報|預報',
  },
  {
    domain: 'button',
    one: 'button|knopf|taster|botón|bouton|pulsante|knop|botão|przycisk|버튼|ボタン|按钮',
    many: 'buttons|knöpfe|botones|boutons|pulsanti|knoppen|botões|przyciski',
  },
  {
    domain: 'binary_sensor',
    classes: ['window', 'opening'],
    strict: true,
    one: 'window|window sensor|fenster|fensterkontakt|ventana|fenêtre|finestra|raam|janela|okno|fönster|vindue|창문|窓|窗户|窗',
    many: 'windows|ventanas|fenêtres|finestre|ramen|janelas|okna|fönstren|vinduer',
  },
  {
    domain: 'binary_sensor',
    classes: ['door', 'garage_door', 'opening'],
    strict: true,
    // 大门, the "big door", is a flat's front door as much as a house's gate (the gate kind lists it first).
    one: 'door|door sensor|tür|türe|puerta|porte|porta|deur|porta|drzwi|dörr|dør|문|현관문|ドア|门|大门|前门|正门|入户门',
    many: 'doors|türen|puertas|portes|porte|deuren|portas|dörrar|døre',
  },
  // A water leak sensor (a moisture binary sensor), by what it watches for in each language; a leak
  // alone may be of gas ("fuga de gas", "gas leak"): only water's.
  {
    domain: 'binary_sensor',
    classes: ['moisture'],
    strict: true,
    one: 'leak sensor|water leak sensor|water sensor|flood sensor|water leak|wassermelder|wassersensor|leckagesensor|wasserleckmelder|sensor de fugas|sensor de fuga|fuga de agua|sensor de inundación|détecteur de fuite|capteur de fuite|détecteur d eau|fuite d eau|sensore di allagamento|rilevatore di allagamento|sensore perdite|allagamento|lekkagesensor|lekdetector|watermelder|sensor de inundação|detetor de inundação|inundação|czujnik zalania|czujnik wycieku|zalanie|vattenlarm|läckagesensor|vattendetektor|vandalarm|vandsensor|lækagesensor|누수 센서|누수센서|누수 감지기|누수|水漏れセンサー|漏水センサー|水漏れ|漏水|漏水传感器|水浸传感器|水浸',
    many: 'leak sensors|water sensors|wassermelder|sensores de fugas|détecteurs de fuite|sensori di allagamento|lekkagesensoren|sensores de inundação|czujniki zalania|vattenlarmen|vandalarmer',
  },
  {
    domain: 'sensor',
    one: 'sensor|capteur|sensore|czujnik|센서|センサー|传感器',
    many: 'sensors|sensoren|sensores|capteurs|sensori|czujniki',
  },
];
