// Words for what heats a room, as people call the thing on its wall whatever it is: a radiator word also
// names a towel radiator (round 30f). Vocabulary only.
import { normalizeText } from '../normalize-text.js';

/**
 * "Radiator" in each language, one and many (Wiktionary's translations of "radiator", heating sense; Swedish
 * and Danish "element", the word for a room's radiator). Shops sell a towel rail as a radiator of its own
 * kind ("radiateur sèche-serviettes", "radiador toallero", "termosifone scaldasalviette", "Badheizkörper",
 * "designradiator"), so a bathroom's one towel rail is "the radiator" there. Not the boiler words, which
 * name the heating's source, nor "heating" (the system: its own fallback to a heater).
 */
export const RADIATOR_WORDS: ReadonlySet<string> = new Set(
  (
    'radiator radiators heater heaters heizkörper radiador radiadores radiateur radiateurs termosifone ' +
    'termosifoni calorifero caloriferi radiatoren aquecedor aquecedores grzejnik grzejniki kaloryfer ' +
    'kaloryfery element elementet elementer elementen'
  )
    .split(' ')
    .map(normalizeText),
);
