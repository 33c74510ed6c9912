// "The immersion" in a home with a plug named "Immersion Heater" beside a water heater named "Hot Water": a
// kind's word that only a switch's name holds is that switch's name (the thing on the plug is what its name
// says), not the kind, whose own entities are named otherwise. Reads the index; no parsing.
import type { TargetIndex } from './target-index.js';
import type { KindWord } from './words/kind-words.js';

/** Domains of things a plug may run while another entity of the domain stands beside it. */
const APPLIANCE_DOMAINS: ReadonlySet<string> = new Set(['water_heater', 'climate', 'fan', 'humidifier']);

/** True when one word said as a kind of those domains is held by one switch's name and nothing of the kind. */
export function plugNamedSo(index: TargetIndex, words: readonly string[], kind: KindWord): boolean {
  if (words.length !== 1 || !APPLIANCE_DOMAINS.has(kind.domain)) return false;
  const holders = index.words.exact(words[0]!).filter((entity) => entity.nameWords.has(words[0]!));
  return holders.length === 1 && holders[0]!.domain === 'switch';
}
