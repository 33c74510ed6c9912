// How left and right are said in a phrase, in the resolver's languages: the adjective in each gender and
// case ("linken", "lewej", "vänstra", "sinistro"), the compound of the side ("linkerkant"), and the words for
// "side" said with them ("auf der linken Seite", "sul lato sinistro", "po lewej stronie", "i venstre side").
// From each language's grammar of the adjective; accents as normalized. Vocabulary only.
import { normalizeText } from '../normalize-text.js';

const words = (list: string) => new Set(list.split(' ').map(normalizeText));

/** Every form of "left" and of "right" a request may say; a name writes one of them. */
export const SIDE_FORMS: readonly ReadonlySet<string>[] = [
  words(
    'left lefthand links linke linken linker linkes linkem linkerkant linkerzijde sinistra sinistro sinistre ' +
      'sinistri gauche izquierda izquierdo izquierdas izquierdos esquerda esquerdo esquerdas esquerdos lewy lewa ' +
      'lewe lewej lewego lewym lewą vänster vänstra venstre',
  ),
  words(
    'right righthand rechts rechte rechten rechter rechtes rechtem rechterkant rechterzijde destra destro ' +
      'destre destri droite droit derecha derecho derechas derechos direita direito direitas direitos prawy ' +
      'prawa prawe prawej prawego prawym prawą höger högra højre høyre',
  ),
];

/** The words for "side" said with left or right ("Seite", "lato", "kant", "strona", "côté", "lado"). */
export const SIDE_NOUNS: ReadonlySet<string> = words(
  'side seite lato kant zijde sida strona stronie strony stronę cote lado',
);
