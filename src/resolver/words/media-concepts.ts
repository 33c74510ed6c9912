// More words for the living room's and the study's things where a name says them another way: "the game
// console" for an "Xbox" on a plug, "die TV-Box" for the operator's "MagentaTV", "le projo" for the
// "Vidéoprojecteur", "le moniteur" for an "Écran 27". Vocabulary only; device-words.ts joins these lists to
// its own, concept by concept.

/** Concept → more of its words ("|"-separated, written naturally, normalized on load). */
export const MEDIA_CONCEPTS: Readonly<Record<string, string>> = {
  // A game console, by the everyday word (the console kind's words, kind-table.ts) and by the makers' lines
  // that are nothing else (Wikipedia's "Home video game console" list: PlayStation, Xbox, Nintendo Switch,
  // Wii, GameCube, and their Japanese and Korean names on the makers' own sites).
  console:
    'console|game console|games console|gaming console|spielkonsole|konsole|videospielkonsole|consola|videoconsola|consola de videojuegos|console de jeu|console de jeux|console di gioco|console per videogiochi|spelconsole|gameconsole|spelcomputer|consola de jogos|konsola|konsola do gier|spelkonsol|spillekonsol|게임기|게임 콘솔|ゲーム機|游戏机|遊戲機' +
    '|playstation|ps5|ps4|ps3|xbox|xbox one|xbox series x|xbox series s|nintendo switch|nintendo|wii|wii u|gamecube|steam deck|プレイステーション|プレステ|ニンテンドースイッチ|任天堂スイッチ|닌텐도 스위치|닌텐도|플레이스테이션|플스|엑스박스|任天堂|任天堂switch',
  // The TV's set-top box, by the operators' TV services a box is named after (Telekom's MagentaTV,
  // Movistar+, Canal+, Telia, YouSee, KT's Genie TV), as their own pages call the box, and each language's
  // everyday word the table lacks ("la box télé", Polish "przystawka", Wiktionary: przystawka telewizyjna).
  // "+" falls away when names are folded: "Movistar+" is "movistar", "Canal+" is "canal".
  set_top_box:
    'box télé|box de télé|boîtier télé|tv boxen|digitalboxen|digital box|przystawka tv|przystawka telewizyjna|przystawka|magentatv|magenta tv|movistar|movistar plus|canal|canal plus|telia box|telia tv|yousee box|yousee boks|genie tv|지니tv|지니 tv|셋톱|b tv box',
  // A recorder of TV programmes, by the everyday word ("録画機", "녹화기", "Festplattenrecorder") and the
  // kinds a name says (a Blu-ray or DVD recorder, a PVR): Wiktionary's entries for video recorder.
  recorder:
    'recorder|video recorder|blu ray recorder|dvd recorder|pvr|dvr|festplattenrecorder|videorekorder|grabador|grabadora de vídeo|enregistreur|magnétoscope|videoregistratore|videorecorder|gravador|nagrywarka|inspelare|optager|録画機|レコーダー|ブルーレイレコーダー|ディーガ|녹화기|레코더|录像机|硬盘录像机',
  // A projector said another way: French "projo" (Wiktionary: informal for projecteur), Italian
  // "videoproiettore", Portuguese "videoprojetor", Polish "rzutnik", Korean "빔프로젝터".
  projector:
    'projo|vidéoprojo|videoproiettore|videoprojetor|vídeo projetor|videoproyector|rzutnik|projektor multimedialny|videoprojektor|빔프로젝터|빔 프로젝터|プロジェクタ|投影',
  // A computer's screen said another way: French "moniteur", Japanese "ディスプレイ", Chinese "屏幕",
  // Korean "컴퓨터 화면"; and "screen", "pantalla", words of another kind too (a Dutch shade, a Mexican TV),
  // which reach the monitor only where nothing of that kind is there (concept-elsewhere.ts).
  monitor:
    'screen|pantalla|moniteur|ディスプレイ|pcディスプレイ|パソコンの画面|屏幕|电脑屏幕|显示屏|컴퓨터 화면|pc 화면|모니터 화면',
  // A streaming stick or box said by what it is; not its makers' lines, which are asked for as brands
  // ("el Chromecast" for a "Stick dormitorio", brand-names.ts).
  streaming_stick: 'streaming stick|streaming box|streaming device|tv stick',
  // A reading lamp said by its use ("la luz para leer", "la luce per leggere", "看书的灯"), the phrases each
  // language makes with its verb for reading, and a desk lamp named for reading ("Flexo de lectura").
  reading_lamp:
    'luz para leer|lámpara para leer|flexo de lectura|luce per leggere|lampada per leggere|luz para ler|candeeiro para ler|lampe pour lire|lumière pour lire|licht zum lesen|lampe zum lesen|lamp om te lezen|lampa do czytania|lampka do czytania|läslampan|lys til at læse|看书的灯|看书灯|读书灯|阅读台灯|책 읽는 등|독서 스탠드|読書用ライト|本を読む明かり',
  // String lights by the diminutive a language says them with ("las lucecitas", "as luzinhas", "lucine"),
  // and by their shape (cotton-ball lights, Korean "앵두전구", cherry bulbs on a string): the shops'
  // string-light categories. Not Korean "줄조명": it is the light strip's word too (device-words.ts), and a
  // word stands for one concept.
  string_lights:
    'lucecitas|lucecitas de navidad|luzinhas|luzinhas de natal|cotton balls|cotton ball lights|cotton ball|앵두전구|앵두 전구',
  // Swedish "ståndlampa" (Wiktionary: floor lamp), beside "golvlampa".
  floor_lamp: 'ståndlampa|ståndlampan',
};
