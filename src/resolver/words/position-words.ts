// Words that say where a thing stands relative to another ("above", "boven", "em cima"), in the
// resolver's Latin-script languages. Vocabulary and one test on a phrase's words; no lookups.
import { normalizeText } from '../normalize-text.js';
import { STOP_WORDS } from './target-words.js';

/** Prepositions and adverbs of place. */
export const POSITION_WORDS: ReadonlySet<string> = new Set(
  [
    'above over below under beneath beside by near next behind',
    'uber oberhalb unter unterhalb neben bei beim hinter',
    // Their contractions with the dative article (Wiktionary: hinterm, überm, unterm = hinter/über/unter dem).
    'hinterm uberm unterm',
    'encima sobre debajo bajo junto cerca detras arriba lado',
    'dessus dessous sous pres cote derriere haut',
    'sopra sotto vicino accanto dietro',
    'boven onder naast bij achter',
    'cima acima baixo perto atras pe',
    'nad pod obok przy przed za',
    'ovanfor under bredvid vid bakom',
    'ovenfor ovenover nedenfor ved bagved siden',
  ]
    .join(' ')
    .split(' ')
    .map(normalizeText),
);

/**
 * "de hanglamp boven de eettafel", "o candeeiro em cima da mesa", "la lampe en haut de l'escalier": a
 * floor word that is also a position word ("boven" is upstairs too), said before a small word and
 * something more, places a thing by another rather than naming a floor. Alone or at the end ("de
 * lampen boven") it stays the floor.
 */
export function placesBeside(words: readonly string[], tokens: readonly string[], end: number): boolean {
  return (
    POSITION_WORDS.has(words.at(-1) ?? '') && STOP_WORDS.has(tokens[end] ?? '') && end + 1 < tokens.length
  );
}
