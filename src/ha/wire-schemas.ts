// zod schemas of the Home Assistant answers the home model is built from (validated at the edge).
// Only the fields Hearth uses; unknown keys are dropped. No sockets, no model logic.
import { z } from 'zod';

const text = z.string();
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const textList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);

export const stateSchema = z.object({
  entity_id: text,
  state: text,
  attributes: z.record(z.string(), z.unknown()),
  last_changed: text,
  last_updated: text,
  last_reported: text.optional(),
  context: z
    .object({ id: text, parent_id: z.string().nullable(), user_id: z.string().nullable() })
    .optional(),
});

/**
 * `config/entity_registry/get_entries` (extended entries) or `/list` (no aliases). Kept free of
 * transforms: this runs once per entity and zod's pipes cost several times more than plain checks.
 */
export const entityEntrySchema = z.object({
  entity_id: text,
  name: z.string().nullish(),
  area_id: z.string().nullish(),
  device_id: z.string().nullish(),
  labels: z.array(z.string()).nullish(),
  aliases: z.array(z.string()).nullish(),
  entity_category: z.string().nullish(),
  hidden_by: z.string().nullish(),
  disabled_by: z.string().nullish(),
  device_class: z.string().nullish(),
  original_device_class: z.string().nullish(),
  options: z.record(z.string(), z.unknown()).nullish(),
});
export type EntityEntry = z.output<typeof entityEntrySchema>;

export const entityListSchema = z.array(entityEntrySchema);
export const entityEntriesSchema = z.record(z.string(), entityEntrySchema.nullable());

export const deviceListSchema = z.array(
  z.object({
    id: text,
    name: z.string().nullish(),
    name_by_user: z.string().nullish(),
    area_id: z.string().nullish(),
    manufacturer: z.string().nullish(),
    model: z.string().nullish(),
  }),
);

export const areaListSchema = z.array(
  z.object({ area_id: text, name: text, aliases: textList, floor_id: optionalText }),
);

export const floorListSchema = z.array(
  z.object({
    floor_id: text,
    name: text,
    aliases: textList,
    level: z
      .number()
      .nullish()
      .transform((value) => value ?? null),
  }),
);

export const labelListSchema = z.array(z.object({ label_id: text, name: text }));

export const exposeNewSchema = z.object({ expose_new: z.boolean() });

const serviceFieldSchema = z.object({
  name: text.optional(),
  description: text.optional(),
  required: z.boolean().optional(),
  example: z.unknown().optional(),
  selector: z.record(z.string(), z.unknown()).nullish(),
});

export const servicesSchema = z.record(
  z.string(),
  z.record(
    z.string(),
    z.object({
      name: text.nullish(),
      description: text.nullish(),
      fields: z.record(z.string(), z.unknown()).nullish(),
      response: z.object({ optional: z.boolean() }).nullish(),
    }),
  ),
);
export { serviceFieldSchema };
