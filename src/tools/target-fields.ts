// The target fields shared by tools that act on or read entities: free-text targets (names, or entity
// ids, which resolve the same way), and entity ids, as an enum when the owner asks for the list
// (`entity_enum_limit`).
import { z } from 'zod';
import { PARSE_ONLY } from './tool.js';

const TARGETS =
  'in the user\'s words and language, several in one phrase, or entity ids: "kitchen light", "lights upstairs", "Licht in der Küche"';
const DOMAIN =
  'the kind of device meant (light, switch, cover, climate, fan, lock, media_player …), also when targets name only a place';

/**
 * `hints`: whether this tool explains targets and domain at length; the other tools of a request say
 * less, since the model reads every tool's schema with every request. Without a list of ids,
 * `entity_ids` is still accepted (models send it from habit) but not shown: `targets` takes ids too.
 */
export function targetFields(entityIds: readonly string[] | undefined, hints = true) {
  const listed = entityIds !== undefined && entityIds.length > 0;
  const id = listed
    ? z.enum(entityIds as [string, ...string[]])
    : z.string().regex(/^[a-z0-9_]+\.[a-z0-9_]+$/);
  const ids = z.array(id).optional();
  return {
    targets: z
      .array(z.string().min(1))
      .optional()
      .describe(hints ? TARGETS : "names in the user's words, or entity ids"),
    entity_ids: listed ? ids : ids.meta({ [PARSE_ONLY]: true }),
    domain: hints ? z.string().optional().describe(DOMAIN) : z.string().optional(),
  };
}
