// The target fields shared by tools that act on or read entities: free-text targets, and entity ids
// as an enum when the exposed home is small enough to list them in the schema.
import { z } from 'zod';

export function targetFields(entityIds: readonly string[] | undefined) {
  const id =
    entityIds !== undefined && entityIds.length > 0
      ? z.enum(entityIds as [string, ...string[]])
      : z.string().regex(/^[a-z0-9_]+\.[a-z0-9_]+$/);
  return {
    targets: z
      .array(z.string().min(1))
      .optional()
      .describe(
        'what the user called the target, in their words and language: names, aliases, areas, floors, several in one phrase, e.g. "kitchen light", "the lights upstairs", "living room and kitchen lights", "Licht in der Küche"',
      ),
    entity_ids: z.array(id).optional(),
    domain: z
      .string()
      .optional()
      .describe(
        'the kind of device the request is about (light, switch, cover, climate, fan, lock, valve, media_player, vacuum, todo, sensor …), also when the targets only name a place',
      ),
  };
}
