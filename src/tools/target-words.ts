// The small words of target phrases in en, de, es, fr, it, nl, pt, pl, ko, ja and zh: "all", filler,
// "here", conjunctions and particles. Vocabulary only, already normalized; no Home Assistant lookups.
import { normalizeText } from './normalize-text.js';

function words(list: string): Set<string> {
  return new Set(list.split(' ').map(normalizeText));
}

/** Words that widen a target to everything of its kind. */
export const ALL_WORDS: ReadonlySet<string> = words(
  'all every everything entire whole alle allen alles sämtliche ganze gesamte todo todos todas tout tous toutes tutto tutti tutte alle allemaal tudo todos todas wszystkie wszystko cały 모든 모두 전부 다 全部 すべて 全て みんな 所有 全部 一切',
);

/** Articles, prepositions and possessives: dropped before matching, unless part of a name. */
export const STOP_WORDS: ReadonlySet<string> = words(
  "the a an in on of at to my our this that these those both please s 's der die das den dem des im am vom von zum zur in an auf bei beim mein meine meinen meinem unser unsere ein eine einen beide beiden el la los las un una unos unas en de del al mi mis nuestro nuestra ambos ambas le la les l un une des de du d dans au aux mon ma mes notre nos sur il lo gli i del della dello dei degli delle nel nella nello nei nelle al alla allo di in mio mia miei mie het een op van mijn onze o os as um uma do da dos das no na nos nas em meu minha meus minhas w we na z ze mój moja moje moim mojej 의 에 에서 에있는 있는 の にある 中の 的 里 里的 里面 を が は に",
);

/**
 * Verbs, question words and politeness the user may leave in the phrase ("turn off the kitchen light",
 * "is there motion in the hall"): dropped before matching, unless part of a name.
 */
export const COMMAND_WORDS: ReadonlySet<string> = words(
  'turn switch set put make start stop open close check show tell is are was there what whats how many much please can could would you me it on off up down schalte schalt mach mache stelle stell öffne schließe ist sind gibt es wie viele bitte aus ein einschalten ausschalten enciende prende apaga abre cierra pon es está están hay cuántas cuántos cuánto favor allume éteins ouvre ferme mets est sont combien y a accendi spegni apri chiudi è sono quante quanti zet doe sluit zijn hoeveel aan uit liga desliga acende abre fecha estão quantas quantos włącz wyłącz otwórz zamknij ile jest są 켜줘 꺼줘 켜 꺼 열어줘 닫아줘 틀어줘 좀 켜주세요 꺼주세요 つけて 消して 開けて 閉めて ください 打开 关闭 关掉 关上 开 关 把 请 帮我',
);

/** Words for "here": the satellite's room, like no room at all. */
export const HERE_WORDS: ReadonlySet<string> = words(
  'here room hier raum zimmer aquí aqui habitación cuarto ici pièce qui stanza kamer tutaj pokój pokoju 여기 이방 ここ この部屋 这里 这个房间',
);

/** Words joining several targets in one phrase ("kitchen and living room lights"). */
export const CONJUNCTIONS: ReadonlySet<string> = words(
  'and plus und sowie y e et en i oraz 와 과 하고 랑 이랑 그리고 및 と 和 与 跟 及 还有 以及',
);

/** Korean particles that cling to the word before them ("거실의", "주방과"), longest first. */
export const KOREAN_PARTICLES: readonly string[] = [
  '에있는',
  '이랑',
  '에서',
  '하고',
  '의',
  '에',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '과',
  '와',
  '랑',
  '도',
];

/** Korean particles that mean "and". */
export const KOREAN_AND: ReadonlySet<string> = new Set(['와', '과', '하고', '랑', '이랑']);
