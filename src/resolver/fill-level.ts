// "Wie voll ist die Regentonne", "hoe vol is de regenton", "cuánta agua queda en el depósito de lluvia",
// "ile wody jest w zbiorniku na deszczówkę", "hvor meget vand er der i regnvandstønden": a question about
// how full a tank is. Its words ("voll", "agua", "wody") are no part of the tank's name; the tank (its
// level sensor, named after it) is what is asked about.
import { normalizeText } from './normalize-text.js';

const ALTERNATIVES = (phrases: string): string =>
  phrases
    .split('|')
    .map((phrase) => normalizeText(phrase).replace(/ /g, '\\s+'))
    .join('|');

/** "How full is", in the resolver's Latin-script languages (as normalized). */
const HOW_FULL = ALTERNATIVES(
  'how full is|how full|wie voll ist|wie voll|hoe vol is|hoe vol zit|hoe vol|qué tan lleno está|cómo de lleno está|' +
    'à quel point est rempli|quanto è pieno|quão cheio está|jak pełny jest|hur full är|hvor fuld er|hvor full er',
);
/** "How much water (is there) in", likewise. */
const HOW_MUCH_WATER = ALTERNATIVES(
  'how much water is there in|how much water is in|how much water is left in|how much water in|' +
    'wie viel wasser ist in|wie viel wasser ist im|wie viel wasser im|hoeveel water zit er in|hoeveel water in|' +
    'cuánta agua queda en|cuánta agua hay en|cuánta agua tiene|combien d eau reste dans|combien d eau dans|' +
    'quanta acqua c è in|quanta acqua c è nella|quanta acqua c è nel|quanta acqua nella|quanta acqua nel|quanta água tem|quanta água há no|quanta água no|ile wody jest w|' +
    'ile wody w|hur mycket vatten finns i|hur mycket vatten är det i|hvor meget vand er der i|hvor meget vand i|' +
    'hvor mye vann er det i',
);
const QUESTION = new RegExp(`^(?:${HOW_FULL}|${HOW_MUCH_WATER})\\s+(.+)$`, 'u');

/** The thing a fill-level question asks about, or undefined when the phrase is no such question. */
export function askedFill(text: string): string | undefined {
  return QUESTION.exec(normalizeText(text))?.[1];
}
