// "寝室の暖房", "卧室的暖气" in a room whose only climate is its air conditioner: Japan's and China's room air
// conditioners are heat pumps, sold to heat as well as cool (冷暖房エアコン; 冷暖空调, the shops' standard
// split unit), so where nothing else heats there, the air conditioner is the heating asked for. Only when the
// heating found nothing there: a floor heating or a heater in that room still answers alone. Not Korean
// 에어컨: a Korean flat heats by its boiler, and many 에어컨 only cool.
import { normalizeText } from './normalize-text.js';
import type { ParsedTarget } from './parse-target.js';
import type { Resolution } from './resolution.js';
import type { TargetIndex } from './target-index.js';
import { COOLING_CLASS, HEATING_CLASS } from './words/kind-words.js';

/** The Japanese and Chinese names of a room air conditioner (Wiktionary エアコン, 空调 / 空調). */
const HEAT_PUMP_WORDS: ReadonlySet<string> = new Set(
  ['エアコン', 'ルームエアコン', '空调', '空調', '冷暖空调'].map(normalizeText),
);

/** The air conditioners of the places asked, when heating there found nothing; else undefined. */
export function airconHeating(
  index: TargetIndex,
  parsed: ParsedTarget,
  answer: Resolution,
): Resolution | undefined {
  const kind = parsed.kind;
  if (answer.kind !== 'empty' || kind?.domain !== 'climate' || !kind.classes?.includes(HEATING_CLASS))
    return undefined;
  const units = (parsed.areas ?? []).flatMap((area) =>
    (index.byArea.get(area.id) ?? []).filter(
      (entity) =>
        entity.domain === 'climate' &&
        entity.deviceClass === COOLING_CLASS &&
        [...entity.nameWords].some((word) => HEAT_PUMP_WORDS.has(word)),
    ),
  );
  if (units.length === 0) return undefined;
  return {
    kind: 'found',
    entityIds: units.map((unit) => unit.id),
    group: units.length > 1,
    domainNamed: true,
  };
}
