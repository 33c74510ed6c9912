// "小米音箱", "인공지능 스피커", "the speaker" where the one speaker is hidden and the TV beside it is visible:
// a kind that lets any thing of its domain serve when nothing is of its class (a TV plays sound) must not
// reach past a hidden thing that is of the class. The honest answer is that the speaker is not available.
// Knows the index and the parsed request only; no words of its own.
import { isPlural } from './plural-said.js';
import { namedOtherClass, namedOwnClass } from './named-class.js';
import { KIND_WORDS } from './words/kind-words.js';
import type { ParsedTarget } from './parse-target.js';
import type { Resolution } from './resolution.js';
import type { IndexedEntity, TargetIndex } from './target-index.js';

/**
 * The one hidden thing of the said kind's own class (among `hidden`, already narrowed to the place said)
 * when `answer` found only things neither set nor named as that class ("LG OLED65C3", "小米电视").
 */
export function hiddenOfOwnClass(
  index: TargetIndex,
  parsed: ParsedTarget,
  answer: Resolution,
  hidden: readonly IndexedEntity[],
): IndexedEntity | undefined {
  const kind = parsed.kind;
  if (answer.kind !== 'found' || kind?.anyServes !== true || kind.classes === undefined) return undefined;
  if (isPlural(parsed) || parsed.all) return undefined;
  // Said as the kind's own word, not by a brand that makes it ("de Sonos" may be the Beam), and that word
  // no name of a found thing holds ("de Telenet-box" is the "Telenet TV-box", a match on its own).
  if (!parsed.kindTokens.some((word) => KIND_WORDS.has(word))) return undefined;
  const saidWord = (entity: IndexedEntity) => parsed.kindTokens.some((word) => entity.nameWords.has(word));
  const classes = kind.classes;
  // Of the class by its own setting or by its name ("NUGU 캔들": NUGU makes speakers; "小爱音箱 Pro").
  const ofClass = (entity: IndexedEntity) =>
    entity.deviceClass !== null ? classes.includes(entity.deviceClass) : namedOwnClass(entity, kind);
  // A name word said ("小米音箱" beside a "小米电视") may have found the thing on its own: then only one
  // whose name says another class ("电视") is surely not what was asked for.
  const otherThing = (entity: IndexedEntity) =>
    parsed.names.length === 0 ? !ofClass(entity) : namedOtherClass(entity, kind);
  const found = answer.entityIds.map((id) => index.byId.get(id));
  const reached = (entity: IndexedEntity | undefined) =>
    entity !== undefined && entity.domain === kind.domain && otherThing(entity) && !saidWord(entity);
  if (!found.every(reached)) return undefined;
  const fitting = hidden.filter((entity) => entity.domain === kind.domain && ofClass(entity));
  return fitting.length === 1 ? fitting[0] : undefined;
}
