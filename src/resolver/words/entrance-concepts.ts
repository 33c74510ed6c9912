// Words of the entrance, the hallway and the stairs: the doorbell, the intercom and its door opener, as people
// call them beside what a home's names call them ("ringeklokken" for a "Dørklokke", "ドアホン" for an
// "インターホン"), and the motion sensor by its everyday word. Vocabulary only; device-words.ts and
// kind-words.ts join these to their own.
import type { ActivityEntry } from './activity-words.js';
import type { KindEntry } from './kind-table.js';

/** Concept → its words ("|"-separated, written naturally, normalized on load). */
export const ENTRANCE_CONCEPTS: Readonly<Record<string, string>> = {
  // The bell at the door, by Wiktionary's "doorbell" and its translations (Türklingel, timbre, sonnette,
  // campanello, deurbel, campainha, dzwonek do drzwi, dörrklocka / ringklocka, dørklokke / ringeklokke, 초인종,
  // 呼び鈴 / ドアベル, 门铃 / 門鈴) and the makers' "video doorbell" lines in each language. Scandinavian definite
  // forms are listed, the word is said with them.
  doorbell:
    'doorbell|door bell|video doorbell|doorbell camera|türklingel|türglocke|videotürklingel|video türklingel|timbre|videotimbre|timbre con cámara|sonnette|sonnette vidéo|sonnette connectée|campanello|videocampanello|campanello video|deurbel|videodeurbel|campainha|campainha de vídeo|campainha com vídeo|videocampainha|dzwonek do drzwi|wideodzwonek|dörrklocka|dörrklockan|ringklocka|ringklockan|videodörrklocka|dørklokke|dørklokken|ringeklokke|ringeklokken|dørklokka|ringeklokka|dørklokka|초인종|비디오 초인종|스마트 초인종|ドアベル|呼び鈴|ビデオドアベル|门铃|可视门铃|智能门铃|門鈴',
  // The door station a visitor speaks into and the screen inside that answers it, one device to whoever
  // owns it: Wiktionary's "intercom" / "door phone" and translations (Gegensprechanlage, portero automático,
  // interphone / visiophone, citofono, parlofoon / intercom, porteiro eletrónico, domofon, porttelefon,
  // dørtelefon, インターホン / ドアホン, 对讲 / 可视对讲), and the Korean flat's wall pad (월패드), whose screen is
  // the intercom there (인터폰, 비디오폰).
  intercom:
    'intercom|door phone|doorphone|door entry phone|video intercom|gegensprechanlage|türsprechanlage|sprechanlage|video gegensprechanlage|portero automático|portero|videoportero|interfono|interphone|visiophone|citofono|videocitofono|parlofoon|videofoon|intercomunicador|porteiro eletrônico|porteiro eletrónico|videoporteiro|domofon|wideodomofon|porttelefon|porttelefonen|dørtelefon|dørtelefonen|calltelefon|인터폰|월패드|비디오폰|インターホン|ドアホン|テレビドアホン|モニター付きインターホン|可视对讲|楼宇对讲|门禁对讲',
  // What lets a visitor in from inside: the door opener, "buzzer" in German "Türsummer" (Wiktionary: Türöffner,
  // Türsummer; abrepuertas, gâche électrique / ouvre-porte, apriporta, deuropener, abre-portas, elektrozaczep,
  // dörröppnare, døråbner / døråpner). Not the English "buzzer" or German "Summer" alone: a season, a game.
  door_opener:
    'door opener|door release|door buzzer|türöffner|türsummer|elektrischer türöffner|abrepuertas|abridor de puerta|ouvre porte|gâche électrique|apriporta|elettroserratura|deuropener|deurzoemer|abre portas|abridor de porta|trinco elétrico|elektrozaczep|otwieracz drzwi|dörröppnare|eldörröppnare|døråbner|døråpner|문열림|문 열림 버튼|解錠ボタン|开门按钮|开门键',
  // Polish says the ceiling light "the upper light", as English says "overhead light" (górne światło, górne
  // oświetlenie; Wiktionary's "overhead light" and the shops' "lampa górna"), with its genitive.
  ceiling:
    'górne światło|górnego światła|światło górne|górne oświetlenie|górnego oświetlenia|lampa górna|górna lampa',
  // A hallway's orientation light, the low light to find one's way at night, is a night light: the shops
  // sell the two under one category (Nachtlicht / Orientierungslicht, night light / guide light) and
  // Wiktionary's "night light" is "a dim light left on at night" (luz de orientación, lumière d'orientation,
  // oriëntatielicht, orienteringsljus).
  night_light:
    'orientation light|guide light|orientierungslicht|orientierungsleuchte|luz de orientación|luz guía|lumière d orientation|luce di orientamento|oriëntatielicht|oriëntatieverlichting|luz de orientação|oświetlenie orientacyjne|orienteringsljus|orienteringslys',
};

/**
 * The motion sensor by its everyday names, a binary sensor of the motion, occupancy or presence class: the
 * shops' categories and Wiktionary's "motion detector" and translations (Bewegungsmelder, detector de
 * movimiento, détecteur de mouvement, rilevatore di movimento, bewegingsmelder, sensor de movimento, czujnik
 * ruchu, rörelsedetektor / rörelsevakt, bevægelsessensor, 모션 센서 / 동작 감지기, 人感センサー, 人体感应器),
 * with the Scandinavian definite forms.
 */
export const ENTRANCE_KINDS: readonly KindEntry[] = [
  {
    domain: 'binary_sensor',
    classes: ['motion', 'occupancy', 'presence'],
    strict: true,
    one: 'motion sensor|motion detector|pir sensor|occupancy sensor|presence sensor|bewegungsmelder|bewegungssensor|präsenzmelder|anwesenheitssensor|sensor de movimiento|detector de movimiento|sensor de presencia|détecteur de mouvement|capteur de mouvement|détecteur de présence|capteur de présence|sensore di movimento|rilevatore di movimento|sensore di presenza|bewegingssensor|bewegingsmelder|aanwezigheidssensor|sensor de movimento|detetor de movimento|detector de movimento|sensor de presença|czujnik ruchu|czujnik obecności|rörelsesensor|rörelsesensorn|rörelsedetektor|rörelsedetektorn|rörelsevakt|rörelsevakten|närvarosensor|bevægelsessensor|bevægelsessensoren|bevægelsesmelder|bevægelsesmelderen|tilstedeværelsessensor|bevegelsessensor|bevegelsessensoren|모션 센서|모션센서|동작 감지기|동작감지기|동작 센서|인체 감지 센서|인체감지센서|재실 센서|人感センサー|モーションセンサー|人体感应器|人体传感器|人体感应|人在传感器|存在传感器|移动感应器',
    many: 'motion sensors|motion detectors|bewegungsmelder|sensores de movimiento|detectores de movimiento|détecteurs de mouvement|capteurs de mouvement|sensori di movimento|rilevatori di movimento|bewegingssensoren|bewegingsmelders|sensores de movimento|czujniki ruchu|rörelsesensorer|rörelsesensorerna|rörelsedetektorer|rörelsevakter|rörelsevakterna|bevægelsessensorer|bevægelsesmeldere|bevegelsessensorer',
  },
  // Chinese 感应器 / 感應器 ("sensor", beside 传感器; Wiktionary), the word a shop's "人体感应器" ends in.
  { domain: 'sensor', one: '感应器|感應器' },
];

/**
 * Airing a room, said instead of the fan that does it where a room has one (a bathroom's extractor, a
 * flat's VMC): the verb and its noun by Wiktionary (aérer / aération, lüften / durchlüften, airear / ventilar,
 * arieggiare, ventileren, arejar, wietrzyć / przewietrzyć, vädra, lufte ud / lufte ut, 換気, 通风 / 换气), with
 * the orders said to one person. Not Dutch "luchten" nor "lucht" (the air itself: a reading word).
 */
export const ENTRANCE_ACTIVITIES: readonly ActivityEntry[] = [
  {
    domain: 'fan',
    one: 'air out|air the room|aérer|aère|aérez|aération|lüften|lüfte|durchlüften|lüfte durch|airear|airea|ventilar|ventila|arieggiare|arieggia|ventileren|ventileer|arejar|areja|wietrzyć|wywietrzyć|przewietrzyć|przewietrz|wywietrz|vädra|vädra ut|vädra ur|lufte ud|luft ud|lufte ut|luft ut|換気して|换气|通风',
  },
];
