// How left and right are said in a phrase, per language: the adjective in each gender and case ("linken",
// "lewej", "vänstra", "sinistro"), the compound of the side ("linkerkant"), and the words for "side" said with
// them ("auf der linken Seite", "sul lato sinistro", "po lewej stronie", "i venstre side"). From each
// language's grammar of the adjective; accents as normalized, so per language: Swedish "höger" folds to the
// Dutch "hoger" (higher). Vocabulary only.
import { normalizeText } from '../normalize-text.js';

const words = (list: string) => new Set(list.split(' ').map(normalizeText));

/** Every form of "left", then of "right", a request may say in each language; a name writes one of them. */
const FORMS: Readonly<Record<string, readonly [left: string, right: string]>> = {
  en: ['left lefthand', 'right righthand'],
  de: ['links linke linken linker linkes linkem', 'rechts rechte rechten rechter rechtes rechtem'],
  nl: ['links linker linkse linkerkant linkerzijde', 'rechts rechter rechtse rechterkant rechterzijde'],
  it: ['sinistra sinistro sinistre sinistri', 'destra destro destre destri'],
  fr: ['gauche', 'droite droit'],
  es: ['izquierda izquierdo izquierdas izquierdos', 'derecha derecho derechas derechos'],
  pt: ['esquerda esquerdo esquerdas esquerdos', 'direita direito direitas direitos'],
  pl: ['lewy lewa lewe lewej lewego lewym lewą', 'prawy prawa prawe prawej prawego prawym prawą'],
  sv: ['vänster vänstra', 'höger högra'],
  da: ['venstre', 'højre'],
  nb: ['venstre', 'høyre'],
};

const BY_LANGUAGE = new Map(
  Object.entries(FORMS).map(([language, [left, right]]) => [language, [words(left), words(right)]] as const),
);
const EVERY_LANGUAGE: readonly ReadonlySet<string>[] = [...BY_LANGUAGE.values()].flat();

/** The sets of forms of one side each in the request's language (every language's when it is not known). */
export function sideForms(language: string | undefined): readonly ReadonlySet<string>[] {
  const base = language?.split('-')[0];
  return (base === undefined ? undefined : BY_LANGUAGE.get(base === 'no' ? 'nb' : base)) ?? EVERY_LANGUAGE;
}

/** The words for "side" said with left or right ("Seite", "lato", "kant", "strona", "côté", "lado"). */
export const SIDE_NOUNS: ReadonlySet<string> = words(
  'side seite lato kant zijde sida strona stronie strony stronę cote lado',
);
