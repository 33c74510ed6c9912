// The words for kinds of device in en, de, es, fr, it, nl, pt, pl, ko, ja and zh: which domain a word
// names, which device classes it prefers, and whether it is plural. Vocabulary only, no lookups.
import { normalizeText } from './normalize-text.js';

export interface KindWord {
  domain: string;
  /** Device classes the word prefers ("blinds" → blind, shade …); others of the domain come second. */
  classes?: readonly string[];
  plural: boolean;
}

interface KindEntry {
  domain: string;
  classes?: readonly string[];
  /** Phrases separated by "|"; written naturally, normalized when the table is built. */
  one: string;
  many?: string;
}

const WINDOW = ['blind', 'shade', 'shutter', 'curtain', 'awning', 'window'];

const KINDS: KindEntry[] = [
  {
    domain: 'light',
    one: 'light|lamp|lighting|bulb|licht|lampe|leuchte|beleuchtung|luz|lámpara|bombilla|foco|lumière|éclairage|ampoule|luce|lampada|illuminazione|lamp|verlichting|iluminação|lâmpada|światło|lampa|oświetlenie|조명|불|전등|라이트|램프|電気|照明|ライト|明かり|電灯|灯|灯光|电灯',
    many: 'lights|lamps|bulbs|lichter|lampen|leuchten|luces|lámparas|bombillas|focos|lumières|lampes|ampoules|luci|lampade|lichten|luzes|lâmpadas|światła|lampy|lamps',
  },
  {
    domain: 'switch',
    classes: ['outlet'],
    one: 'plug|outlet|socket|smart plug|power strip|steckdose|zwischenstecker|enchufe|prise|presa|stekker|stopcontact|tomada|gniazdko|wtyczka|플러그|콘센트|プラグ|コンセント|插座',
    many: 'plugs|outlets|sockets|steckdosen|enchufes|prises|prese|stekkers|stopcontacten|tomadas|gniazdka',
  },
  {
    domain: 'switch',
    one: 'switch|schalter|interruptor|interrupteur|interruttore|schakelaar|przełącznik|włącznik|스위치|スイッチ|开关',
    many: 'switches|interruptores|interrupteurs|interruttori|schakelaars|przełączniki|włączniki',
  },
  {
    domain: 'cover',
    classes: WINDOW,
    one: 'blind|shade|shutter|curtain|drape|roller blind|awning|rollladen|rolladen|rollo|jalousie|vorhang|markise|raffstore|persiana|cortina|estor|toldo|volet|store|rideau|tapparella|tenda|rolluik|gordijn|jaloezie|zonnescherm|estore|roleta|zasłona|żaluzja|블라인드|커튼|셔터|롤스크린|カーテン|ブラインド|シャッター|雨戸|窗帘|百叶窗|卷帘',
    many: 'blinds|shades|shutters|curtains|drapes|awnings|rollläden|rollos|jalousien|vorhänge|markisen|persianas|cortinas|estores|toldos|volets|stores|rideaux|tapparelle|tende|persiane|rolluiken|gordijnen|jaloezieën|rolety|zasłony|żaluzje',
  },
  {
    domain: 'cover',
    classes: ['garage'],
    one: 'garage door|garagentor|puerta del garaje|porte de garage|porta del garage|basculante|garagedeur|portão da garagem|brama garażowa|차고문|ガレージシャッター|车库门',
    many: 'garage doors|garagentore',
  },
  {
    domain: 'cover',
    classes: ['gate'],
    one: 'gate|tor|portón|portail|cancello|poort|portão|brama|대문|門|大门',
    many: 'gates|tore|portones|portails|cancelli|poorten|portões|bramy',
  },
  { domain: 'cover', one: 'cover|abdeckung', many: 'covers' },
  {
    domain: 'fan',
    one: 'fan|ventilator|lüfter|ventilador|ventilateur|ventilatore|wentylator|선풍기|환풍기|팬|扇風機|換気扇|ファン|风扇|电扇|排风扇|排气扇',
    many: 'fans|ventilatoren|lüfter|ventiladores|ventilateurs|ventilatori|wentylatory',
  },
  {
    domain: 'climate',
    one: 'thermostat|heating|heater|heat|ac|a c|air conditioning|air conditioner|aircon|hvac|climate|heizung|heizkörper|klimaanlage|klima|termostato|calefacción|aire|aire acondicionado|climatización|radiador|chauffage|climatisation|clim|radiateur|riscaldamento|condizionatore|climatizzatore|aria condizionata|termosifone|thermostaat|verwarming|airco|aquecimento|ar condicionado|aquecedor|termostat|ogrzewanie|klimatyzacja|grzejnik|kaloryfer|난방|보일러|에어컨|온도조절기|히터|냉방|エアコン|暖房|冷房|ヒーター|空调|暖气|地暖|温控器',
    many: 'thermostats|heaters|heizungen|heizkörper|termostatos|radiadores|radiateurs|climatiseurs|termostati|condizionatori|thermostaten|radiatoren|aquecedores|grzejniki|termostaty',
  },
  {
    domain: 'lock',
    one: 'lock|deadbolt|door lock|schloss|türschloss|cerradura|cerrojo|serrure|serratura|slot|deurslot|fechadura|zamek|도어락|자물쇠|잠금장치|鍵|ロック|锁|门锁',
    many: 'locks|schlösser|cerraduras|serrures|serrature|sloten|fechaduras|zamki',
  },
  {
    domain: 'valve',
    one: 'valve|sprinkler|irrigation|watering|water valve|water main|ventil|bewässerung|rasensprenger|válvula|riego|aspersor|vanne|arrosage|arroseur|valvola|irrigazione|irrigatore|klep|kraan|sproeier|besproeiing|rega|irrigação|zawór|nawadnianie|zraszacz|밸브|스프링클러|관수|散水|バルブ|スプリンクラー|水やり|阀门|水阀|浇水|灌溉|喷灌',
    many: 'valves|sprinklers|ventile|válvulas|aspersores|vannes|arroseurs|valvole|irrigatori|kleppen|sproeiers|zawory|zraszacze',
  },
  {
    domain: 'media_player',
    classes: ['tv'],
    one: 'tv|television|telly|fernseher|glotze|fernsehen|tele|televisión|televisor|télé|télévision|televisione|televisie|televisão|telewizor|티비|텔레비전|テレビ|电视|电视机',
    many: 'tvs|televisions|fernseher|teles|televisores|télés|téléviseurs|televisori|televisies|televisões|telewizory',
  },
  {
    domain: 'media_player',
    classes: ['speaker', 'receiver'],
    one: 'speaker|soundbar|smart speaker|lautsprecher|box|altavoz|bocina|enceinte|haut parleur|altoparlante|cassa|luidspreker|alto falante|caixa de som|głośnik|스피커|スピーカー|音箱|音响|扬声器',
    many: 'speakers|boxen|altavoces|bocinas|enceintes|haut parleurs|altoparlanti|casse|luidsprekers|alto falantes|głośniki',
  },
  {
    domain: 'media_player',
    one: 'music|media player|media|player|musik|música|musique|musica|muziek|muzyka|음악|音楽|音乐|播放器',
    many: 'media players|players',
  },
  {
    domain: 'vacuum',
    one: 'vacuum|robot vacuum|vacuum cleaner|robot|hoover|staubsauger|saugroboter|roboter|sauger|aspiradora|aspirador|aspirateur|robot aspirateur|aspirapolvere|stofzuiger|robotstofzuiger|odkurzacz|청소기|로봇청소기|掃除機|ロボット掃除機|扫地机|扫地机器人|吸尘器|机器人',
    many: 'vacuums|robots|staubsauger|aspiradoras|aspirateurs|stofzuigers|odkurzacze',
  },
  {
    domain: 'todo',
    one: 'list|to do list|todo|to do|shopping list|grocery list|groceries|shopping|liste|einkaufsliste|aufgabenliste|einkauf|lista|lista de la compra|compra|liste de courses|courses|lista della spesa|spesa|lijst|boodschappenlijst|boodschappen|lista de compras|compras|lista zakupów|zakupy|목록|리스트|할일|장보기|쇼핑|リスト|買い物リスト|やることリスト|買い物|清单|列表|购物清单|待办',
    many: 'lists|to do lists|listen|listas|listes|liste|lijsten|listy',
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
    one: 'humidifier|dehumidifier|luftbefeuchter|luftentfeuchter|humidificador|deshumidificador|humidificateur|déshumidificateur|umidificatore|deumidificatore|luchtbevochtiger|ontvochtiger|umidificador|desumidificador|nawilżacz|osuszacz|가습기|제습기|加湿器|除湿機|除湿机',
    many: 'humidifiers|dehumidifiers',
  },
  {
    domain: 'lawn_mower',
    one: 'lawn mower|mower|robot mower|mähroboter|rasenmäher|cortacésped|tondeuse|tosaerba|robot tagliaerba|grasmaaier|maaier|cortador de relva|cortador de grama|kosiarka|잔디깎이|芝刈り機|割草机',
    many: 'mowers|lawn mowers',
  },
  {
    domain: 'water_heater',
    one: 'water heater|warmwasserbereiter|warmwasser|boiler|calentador|termo|chauffe eau|cumulus|scaldabagno|aquecedor de água|bojler|온수기|給湯器|热水器',
    many: 'water heaters',
  },
  {
    domain: 'alarm_control_panel',
    one: 'alarm|alarm system|security system|alarmanlage|alarma|alarme|allarme|alarmsysteem|alarme|alarm|경보|경보기|警報|防犯|警报',
    many: 'alarms',
  },
  {
    domain: 'weather',
    one: 'weather|forecast|wetter|tiempo|pronóstico|météo|meteo|weer|tempo|previsão|pogoda|날씨|天気|天气',
  },
  {
    domain: 'button',
    one: 'button|knopf|taster|botón|bouton|pulsante|knop|botão|przycisk|버튼|ボタン|按钮',
    many: 'buttons|knöpfe|botones|boutons|pulsanti|knoppen|botões|przyciski',
  },
  {
    domain: 'sensor',
    one: 'sensor|capteur|sensore|czujnik|센서|センサー|传感器',
    many: 'sensors|sensoren|sensores|capteurs|sensori|czujniki',
  },
];

function phrases(list: string | undefined): string[] {
  return list === undefined
    ? []
    : list
        .split('|')
        .map(normalizeText)
        .filter((phrase) => phrase !== '');
}

/** Normalized phrase → the kinds it names (the first listed wins when a word is in two lists). */
export const KIND_WORDS: ReadonlyMap<string, KindWord> = (() => {
  const map = new Map<string, KindWord>();
  for (const entry of KINDS) {
    const base =
      entry.classes === undefined
        ? { domain: entry.domain }
        : { domain: entry.domain, classes: entry.classes };
    for (const phrase of phrases(entry.one))
      if (!map.has(phrase)) map.set(phrase, { ...base, plural: false });
    for (const phrase of phrases(entry.many))
      if (!map.has(phrase)) map.set(phrase, { ...base, plural: true });
  }
  return map;
})();

/** Device classes some kind word of the domain prefers; a kind avoids the classes of its siblings. */
const CLASSES_BY_DOMAIN: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const map = new Map<string, Set<string>>();
  for (const entry of KINDS) {
    const classes = map.get(entry.domain) ?? new Set<string>();
    for (const deviceClass of entry.classes ?? []) classes.add(deviceClass);
    map.set(entry.domain, classes);
  }
  return map;
})();

/** True when an entity of this device class fits the kind word ("blinds" never reach a garage door). */
export function fitsKind(kind: KindWord, deviceClass: string | null): boolean {
  if (kind.classes === undefined || deviceClass === null || kind.classes.includes(deviceClass)) return true;
  return CLASSES_BY_DOMAIN.get(kind.domain)?.has(deviceClass) !== true;
}

/**
 * Words that ask for a reading rather than the device ("oven energy", "Haustür Batterie"): with one
 * of them the device's sensors are wanted, without them its controllable entity.
 */
export const READING_WORDS: ReadonlySet<string> = new Set(
  phrases(
    'battery|energy|power|consumption|usage|temperature|temp|humidity|motion|occupancy|presence|illuminance|signal|voltage|current|pressure|moisture|flow|level|co2|air quality|status|state|batterie|energie|leistung|verbrauch|strom|temperatur|feuchtigkeit|luftfeuchtigkeit|bewegung|präsenz|signal|spannung|druck|batería|energía|potencia|consumo|temperatura|humedad|movimiento|presencia|señal|puissance|consommation|température|humidité|mouvement|présence|tension|pression|batteria|energia|potenza|umidità|movimento|presenza|segnale|accu|batterij|verbruik|vermogen|luchtvochtigheid|vochtigheid|beweging|bateria|energia|potência|umidade|humidade|movimento|bateria|energia|moc|zużycie|temperatura|wilgotność|ruch|배터리|온도|습도|전력|에너지|소비|움직임|동작|バッテリー|温度|湿度|電力|消費電力|人感|电池|电量|功率|耗电|湿度|能耗',
  ),
);
