// The words that tell one of several equal things from the others by where it stands ("Lamp Left",
// "Tuinlamp Voor", "왼쪽 조명"): read by side-siblings.ts, and by the target index, which keeps such a word
// that ends a name though it is also a small word.
import { normalizeText } from '../normalize-text.js';

/**
 * Words that say where one of several equal things stands, in the languages the resolver speaks:
 * sides, above/below, front/back, and the window or door a thing stands by. Short marks that
 * integrations and people write ("izq", "sx", "dx", "esq", "dir") too.
 */
export const SIDE_WORDS: ReadonlySet<string> = new Set(
  [
    'left right top bottom upper lower front back middle centre center window door',
    'links rechts oben unten vorne hinten mitte fenster tur',
    'izquierda izquierdo izq derecha derecho der arriba abajo centro ventana puerta',
    'gauche droite droit haut bas milieu fenetre porte',
    'sinistra sinistro sx destra destro dx sopra sotto finestra porta',
    'linker rechter linkse rechtse boven onder voor achter midden raam deur',
    'esquerda esquerdo esq direita direito dir cima baixo janela',
    'lewa lewy lewe prawa prawy prawe gorna gorny dolna dolny okno drzwi',
    'vanster vanstra hoger hogra overst nederst fonster dorr',
    'venstre højre høyre øverste nederste vindue vindu dør',
    '左 右 上 下 前 後 后 窓 窗 门 門 왼쪽 오른쪽 좌 우 위 아래 창가 문',
  ]
    .join(' ')
    .split(' ')
    .map(normalizeText),
);

/** A word that says where one of several equal things stands ("left", "voor", "왼쪽"). */
export function isSideWord(word: string): boolean {
  return SIDE_WORDS.has(word);
}

/**
 * Words that tell two equal things apart by their size ("Big Lamp" / "Small Lamp", "Lámpara grande" /
 * "Lámpara pequeña", "큰 스탠드" / "작은 스탠드"): like a side, a mark of one of several equals, not a
 * thing of another kind. Not the main-light words ("main", "haupt"): those rank, they do not pair.
 */
export const SIZE_WORDS: ReadonlySet<string> = new Set(
  [
    'big small large little tall short',
    'groß große großer großes großen klein kleine kleiner kleines kleinen',
    'grande grandes pequeño pequeña chico chica grand petit petite piccolo piccola',
    'groot grote kleine pequeno pequena',
    'duży duża duże mały mała małe',
    'stor stora liten lilla små store lille',
    '큰 작은',
  ]
    .join(' ')
    .split(' ')
    .map(normalizeText),
);
