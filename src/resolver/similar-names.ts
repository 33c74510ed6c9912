// What the resolver says when the thing asked for is hidden from Hearth or unknown: names of exposed
// entities that look like it, best first. Pure functions over the index.
import { compactText, similarity } from './normalize-text.js';
import type { Resolution } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';

export function notExposed(index: TargetIndex, hidden: IndexedEntity): Resolution {
  const suggestions = similarNames(index.entities, hidden.compacts[0] ?? compactText(hidden.name));
  return { kind: 'not-exposed', name: hidden.name, suggestions };
}

/** Up to three exposed names that look like `compact`, best first. */
export function similarNames(
  items: readonly { name: string; compacts: readonly string[] }[],
  compact: string,
): string[] {
  // Similarity 0.5 needs lengths within a factor of two: skip the rest before measuring.
  const near = (candidate: string) =>
    Math.abs(candidate.length - compact.length) <= Math.max(candidate.length, compact.length) / 2;
  return items
    .map((item) => ({
      name: item.name,
      score: Math.max(0, ...item.compacts.filter(near).map((c) => similarity(c, compact))),
    }))
    .filter((item) => item.score >= 0.5)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((item) => item.name);
}
