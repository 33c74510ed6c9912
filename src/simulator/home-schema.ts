// The JSON shape of a simulated home (floors, areas, devices, entities, seeded history), validated with zod.
// Describes a home only; knows nothing of the wire protocol that serves it.
import { z } from 'zod';

/**
 * The schemas, built by each call rather than at import: a home is parsed once when the simulator starts,
 * and zod's schema objects (with the parser it compiles for each on first use, ~0.6 MB together) would
 * otherwise stay in memory for the life of a demo-mode Hearth (issue 27). Callers parse and let them go.
 */
export function homeSchemas() {
  const id = z.string().regex(/^[a-z0-9_]+$/, 'lower-case letters, digits and underscores');
  const entityId = z.string().regex(/^[a-z0-9_]+\.[a-z0-9_]+$/, 'entity ids look like domain.object_id');

  const floorSchema = z.strictObject({
    floor_id: id,
    name: z.string().min(1),
    level: z.int().nullable().default(null),
    aliases: z.array(z.string()).default([]),
    icon: z.string().nullable().default(null),
  });

  const areaSchema = z.strictObject({
    area_id: id,
    name: z.string().min(1),
    floor_id: id.nullable().default(null),
    aliases: z.array(z.string()).default([]),
    icon: z.string().nullable().default(null),
    labels: z.array(id).default([]),
  });

  const labelSchema = z.strictObject({
    label_id: id,
    name: z.string().min(1),
    color: z.string().nullable().default(null),
    icon: z.string().nullable().default(null),
    description: z.string().nullable().default(null),
  });

  const deviceSchema = z.strictObject({
    id: z.string().min(1),
    name: z.string().min(1),
    name_by_user: z.string().nullable().default(null),
    area_id: id.nullable().default(null),
    manufacturer: z.string().nullable().default(null),
    model: z.string().nullable().default(null),
    sw_version: z.string().nullable().default(null),
    labels: z.array(id).default([]),
  });

  /** Seeded numeric history: a daily sine between `min` and `max`, one row every `everyMinutes`. */
  const seededHistorySchema = z.strictObject({
    days: z.number().positive().max(30),
    everyMinutes: z.number().int().min(1).default(30),
    min: z.number(),
    max: z.number(),
    /** Hour of the day (local to UTC) with the highest value. */
    peakHour: z.number().min(0).max(24).default(15),
  });

  const todoItemSchema = z.strictObject({
    uid: z.string().optional(),
    summary: z.string().min(1),
    status: z.enum(['needs_action', 'completed']).default('needs_action'),
    description: z.string().optional(),
    due: z.string().optional(),
  });

  const scriptActionSchema = z.strictObject({
    /** `domain.service`. */
    action: z.string().regex(/^[a-z0-9_]+\.[a-z0-9_]+$/),
    data: z.record(z.string(), z.unknown()).default({}),
    target: z.record(z.string(), z.union([z.string(), z.array(z.string())])).default({}),
  });

  /** A script field as in a script's YAML: HA shows it in get_services and never checks it on a call. */
  const scriptFieldSchema = z.strictObject({
    name: z.string().optional(),
    description: z.string().optional(),
    required: z.boolean().optional(),
    example: z.unknown().optional(),
    default: z.unknown().optional(),
    selector: z.record(z.string(), z.unknown()).default({ text: {} }),
  });

  const entitySchema = z.strictObject({
    entity_id: entityId,
    state: z.string().max(255),
    attributes: z.record(z.string(), z.unknown()).default({}),
    /** Registry name set by the user (wins over `friendly_name`). */
    name: z.string().nullable().default(null),
    original_name: z.string().nullable().default(null),
    area_id: id.nullable().default(null),
    device_id: z.string().nullable().default(null),
    aliases: z.array(z.string()).default([]),
    labels: z.array(id).default([]),
    platform: z.string().default('demo'),
    entity_category: z.enum(['config', 'diagnostic']).nullable().default(null),
    hidden: z.boolean().default(false),
    /** Explicit `conversation` exposure; absent = Home Assistant's default rules decide. */
    exposed: z.boolean().optional(),
    /** False for a state without a registry entry (a legacy YAML entity). */
    registry: z.boolean().default(true),
    history: seededHistorySchema.optional(),
    /** Items of a `todo.*` list. */
    items: z.array(todoItemSchema).optional(),
    /** For a `scene.*`: the states it sets when activated. */
    scene: z
      .record(
        entityId,
        z.strictObject({ state: z.string(), attributes: z.record(z.string(), z.unknown()).optional() }),
      )
      .optional(),
    /** For a `script.*`: the service calls it makes when run, in order. */
    sequence: z.array(scriptActionSchema).optional(),
    /** For a `script.*`: what it returns as its response variable when called with return_response. */
    response: z.record(z.string(), z.unknown()).optional(),
    /** For a `script.*`: its description and fields (with selectors), as get_services shows them. */
    script_description: z.string().optional(),
    fields: z.record(z.string(), scriptFieldSchema).optional(),
  });

  const homeSchema = z.strictObject({
    config: z
      .strictObject({
        location_name: z.string().default('Home'),
        latitude: z.number().default(52.52),
        longitude: z.number().default(13.405),
        elevation: z.number().default(34),
        time_zone: z.string().default('Europe/Berlin'),
        language: z.string().default('en'),
        country: z.string().nullable().default('DE'),
        currency: z.string().default('EUR'),
        unit_system: z.enum(['metric', 'us_customary']).default('metric'),
      })
      .prefault({}),
    /** Whether new entities are exposed to `conversation` by default (`expose_new`). */
    expose_new: z.boolean().default(true),
    floors: z.array(floorSchema).default([]),
    areas: z.array(areaSchema).default([]),
    labels: z.array(labelSchema).default([]),
    devices: z.array(deviceSchema).default([]),
    entities: z.array(entitySchema),
    /** Notify actions of the home (`mobile_app_annas_phone` → `notify.mobile_app_annas_phone`). */
    notify_services: z.array(id).default([]),
    /** Assist pipelines (`assist_pipeline/pipeline/list`); none: one pipeline in `config.language`, as onboarding makes. */
    pipelines: z
      .array(
        z.strictObject({
          name: z.string().min(1),
          language: z.string().min(1),
          /** `*` when the conversation agent takes any language. */
          conversation_language: z.string().min(1).optional(),
          conversation_engine: z.string().default('conversation.home_assistant'),
        }),
      )
      .default([]),
  });
  return {
    floorSchema,
    areaSchema,
    labelSchema,
    deviceSchema,
    seededHistorySchema,
    todoItemSchema,
    scriptActionSchema,
    scriptFieldSchema,
    entitySchema,
    homeSchema,
  };
}

type HomeSchemas = ReturnType<typeof homeSchemas>;

/** A home definition as written in a JSON file (defaults may be omitted). */
export type HomeDefinitionInput = z.input<HomeSchemas['homeSchema']>;
/** A validated home definition with every default filled in. */
export type HomeDefinition = z.output<HomeSchemas['homeSchema']>;
export type EntityDefinition = z.output<HomeSchemas['entitySchema']>;
export type DeviceDefinition = z.output<HomeSchemas['deviceSchema']>;
export type AreaDefinition = z.output<HomeSchemas['areaSchema']>;
export type FloorDefinition = z.output<HomeSchemas['floorSchema']>;
export type LabelDefinition = z.output<HomeSchemas['labelSchema']>;
export type TodoItemDefinition = z.output<HomeSchemas['todoItemSchema']>;
export type ScriptAction = z.output<HomeSchemas['scriptActionSchema']>;
export type SeededHistoryDefinition = z.output<HomeSchemas['seededHistorySchema']>;
export type PipelineDefinition = HomeDefinition['pipelines'][number];
