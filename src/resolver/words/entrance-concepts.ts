// Words of the entrance, the hallway and the stairs: the doorbell, the intercom and its door opener, as people
// call them beside what a home's names call them ("ringeklokken" for a "Dørklokke", "ドアホン" for an
// "インターホン"). Vocabulary only; device-words.ts joins these to its own.

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
};
