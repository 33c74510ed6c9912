// Cooling a place down, said as an order or a wish in en, de, es, fr, it, nl, pt, pl, sv, da, ko, ja and zh
// ("cool down", "abkühlen", "enfría", "rafraîchis", "rinfresca", "afkoelen", "arrefece", "schłodź", "kyl ner",
// "afkøl", "시원하게", "冷やして", "降温"). Vocabulary only, normalized; heat-place.ts reads them.
import { normalizeText } from '../normalize-text.js';

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(' ').map(normalizeText));
}

/** Verbs of cooling, wherever they stand in the request. */
export const COOL_VERBS: ReadonlySet<string> = words(
  'precool ' +
    'abkühlen runterkühlen herunterkühlen kühlen ' +
    'enfriar enfría enfrie enfríe refrescar refresca refresque ' +
    'refroidir refroidis refroidissez rafraîchir rafraîchis rafraîchissez ' +
    'raffreddare raffredda raffreddi rinfrescare rinfresca rinfreschi ' +
    'afkoelen koelen ' +
    'arrefecer arrefece arrefeça esfriar esfria esfrie resfriar resfria ' +
    'schłodź schłodzić ochłodź ochłodzić chłodzić schładzać ' +
    'afkøl afkøle nedkøl nedkøle',
);

/**
 * Imperatives that are also the adjective "cool" or a noun once folded (German "kühl", Dutch "koel",
 * Swedish "kyl", the fridge said short): the order only as the request's first word.
 */
export const COOL_FIRST: ReadonlySet<string> = words('cool chill kühl kühle koel kyl kyla køl køle');

/** Particles of a verb said apart ("cool … down", "kühl … runter", "kyl ner", "køl … ned", "koel … af"). */
export const COOL_PARTICLES: ReadonlySet<string> = words('down off runter herunter ab af ner ned');

/** Korean, Japanese and Chinese stems, said inside a longer word ("시원하게", "冷やして", "降降温"). */
export const CJK_COOL_STEMS: readonly string[] = [
  '시원하게',
  '식혀',
  '식히',
  '冷やし',
  '冷やす',
  '涼しく',
  'すずしく',
  '降温',
  '降降温',
  '调凉',
  '弄凉',
  '变凉',
  '凉快点',
  '凉快一点',
  '凉一点',
].map(normalizeText);
