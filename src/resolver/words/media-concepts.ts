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
};
