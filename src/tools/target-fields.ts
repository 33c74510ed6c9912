// The target fields shared by tools that act on or read entities: free-text targets (names, or entity
// ids, which resolve the same way), and entity ids, as an enum when the owner asks for the list
// (`entity_enum_limit`).
import { z } from 'zod';

const TARGETS =
  'in the user\'s words and language, several in one phrase, or entity ids: "kitchen light", "lights upstairs", "Licht in der Küche"';
const DOMAIN =
  'the kind of device meant (light, switch, cover, climate, fan, lock, media_player …), also when targets name only a place';

export function targetFields(entityIds: readonly string[] | undefined) {
  const id =
    entityIds !== undefined && entityIds.length > 0
      ? z.enum(entityIds as [string, ...string[]])
      : z.string().regex(/^[a-z0-9_]+\.[a-z0-9_]+$/);
  return {
    targets: z.array(z.string().min(1)).optional().describe(TARGETS),
    entity_ids: z.array(id).optional(),
    domain: z.string().optional().describe(DOMAIN),
  };
}
