// "el modo invitados" for a helper "Invitados", "de vakantiestand" for "Vakantiemodus", "das
// Gute-Nacht-Programm" for a script "Gute Nacht": the word "mode" or "program" that a request says and the
// name does not (or the other way round) is no part of what the thing is about. Read only when the phrase as
// said found nothing, and kept only when what it finds is a helper, a scene, a script or a switch.
import { modeCompound, MODE_WORDS } from './words/mode-concepts.js';
import { answeredIds, type Resolution } from './resolution.js';
import { APPLIANCE_WORDS } from './words/device-words.js';
import type { TargetIndex } from './target-index.js';

/** The domains whose things are modes, occasions and routines. */
const MODE_DOMAINS: ReadonlySet<string> = new Set([
  'input_boolean',
  'input_select',
  'select',
  'scene',
  'script',
  'switch',
  'automation',
]);

/** The phrase without its mode words, a mode compound said by its first part; undefined if none is said. */
export function withoutModeWord(norm: string): string | undefined {
  const tokens = norm.split(' ');
  const kept = tokens.flatMap((word) => {
    if (MODE_WORDS.has(word)) return [];
    const compound = modeCompound(word);
    return [compound === undefined ? word : compound.head];
  });
  const changed = kept.length !== tokens.length || kept.some((word, at) => word !== tokens[at]);
  return changed && kept.length > 0 ? kept.join(' ') : undefined;
}

/** The answer when every thing it names is a mode, an occasion or a routine. */
export function asMode(index: TargetIndex, answer: Resolution): Resolution | undefined {
  const ids = answeredIds(answer);
  const modes = ids.length > 0 && ids.every((id) => MODE_DOMAINS.has(index.byId.get(id)?.domain ?? ''));
  return modes ? answer : undefined;
}

/**
 * "film night" for a scene "Movie Night": a kind's word (French "film" is a media player's) whose concept a
 * mode, scene or script holds, with another word of the phrase that the same thing holds, is that thing's
 * word, not the kind.
 */
export function conceptHeldBeside(
  index: TargetIndex,
  tokens: readonly string[],
  start: number,
  end: number,
): boolean {
  const key = APPLIANCE_WORDS.get(tokens.slice(start, end).join(' '));
  if (key === undefined) return false;
  const beside = [...tokens.slice(0, start), ...tokens.slice(end)];
  return [...index.words.loose(key)].some(
    (entity) => MODE_DOMAINS.has(entity.domain) && beside.some((word) => entity.nameWords.has(word)),
  );
}
