// "filtrar la piscina", "das Schwimmbad filtern", "filter the pond", "过滤泳池": what filters a pool, a pond or
// an aquarium is its filter or its pump ("Depuradora", "Filterpumpe", "Pond Pump", "泳池水泵"), not its light
// nor its heater. The verb is no name: the rest of the request (the place, the thing's own words) is
// resolved with the filter concept, else the pump concept, added to its names.
import { normalizeText } from './normalize-text.js';

const FILTER_VERBS: ReadonlySet<string> = new Set(
  (
    'filter filtering filtern filtrar filtra filtre filtrer filtrez filtrare filteren filtreer ' +
    'filtruj przefiltruj filtrować przefiltrować filtrera filtrere'
  )
    .split(' ')
    .map(normalizeText),
);

/** Korean, Japanese and Chinese stems, said inside a longer word ("여과해", "ろ過して"). */
const CJK_FILTER_STEMS: readonly string[] = ['여과', 'ろ過', '濾過', '过滤', '過濾'].map(normalizeText);

/** What filters, in the order asked: a thing named a filter, else a pump. */
export const FILTERING_CONCEPTS: readonly string[] = ['filter', 'pump'];

/** The request's words without its verb of filtering, when one was said; else undefined. */
export function filteringLeftOut(tokens: readonly string[]): string[] | undefined {
  const joined = tokens.join('');
  const stems = CJK_FILTER_STEMS.filter((stem) => joined.includes(stem));
  const verb = (token: string) =>
    FILTER_VERBS.has(token) || stems.some((stem) => stem.includes(token) || token.startsWith(stem));
  if (stems.length === 0 && !tokens.some((token) => FILTER_VERBS.has(token))) return undefined;
  const rest = tokens.filter((token) => !verb(token));
  return rest.length > 0 ? rest : undefined;
}
