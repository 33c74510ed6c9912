// The contract between the agent's tool loop and the home tools. A tool never throws for a bad call:
// it returns `{ ok: false, error }` for the model to read.
import type { z } from 'zod';

/** What a tool knows of the turn it runs in. */
export interface ToolContext {
  /** Aborted when the turn ends early (client left, deadline, shutdown). */
  signal: AbortSignal;
  /** BCP-47 base language of the turn, e.g. "en", "de", "ko". */
  language: string;
  /** The Assist conversation this turn belongs to (for confirmations that span turns). */
  conversationId: string;
  /**
   * 1-based ordinal of this user turn within its conversation: spoken confirmations are accepted only
   * in the turn right after the question. Absent: treated as 1, so nothing can be confirmed.
   */
  turn?: number;
  /** What the user said in this turn, verbatim. */
  userText: string;
  /** Home Assistant device id of the satellite the user spoke to, when known. */
  deviceId?: string;
  /** The `assist_satellite` entity the user spoke to, when Home Assistant named it. */
  satelliteId?: string;
  /**
   * Whether this turn can still end with intents for Home Assistant to run on the satellite (false once
   * the answer was handed to the voice early). Absent: it can.
   */
  intentsAccepted?: () => boolean;
  /**
   * Speaks text to the user while the tool still runs (a tool whose result is itself the answer, like
   * ask_expert). Absent where nobody listens. Home tools do not use it.
   */
  speak?: (text: string) => void;
}

/**
 * An intent for Home Assistant to run natively on the satellite (timers, broadcast): a tool result that
 * carries one as `satellite_intent` makes the turn end with Wyoming `intent` events instead of `handled`.
 */
export interface SatelliteIntent {
  /** e.g. `HassStartTimer`. */
  name: string;
  /** Slot values by HA's slot names (`minutes`, `name`, `start_minutes` …). */
  slots: Record<string, string | number>;
  /** Spoken instead of the model's text (a template HA renders with the intent's response). */
  text?: string;
}

/** A tool's answer, serialised to JSON for the model. Failures are values, never throws. */
export type ToolResult =
  ({ ok: true } & Record<string, unknown>) | ({ ok: false; error: string } & Record<string, unknown>);

/**
 * Metadata key (`schema.meta({ [PARSE_ONLY]: true })`) of a property the runtime parse accepts but the
 * model is not shown: the schema the model reads leaves it out.
 */
export const PARSE_ONLY = 'x-parse-only';

export interface Tool<Schema extends z.ZodType = z.ZodType> {
  /** Name the model calls, snake_case. */
  readonly name: string;
  /** One or two sentences for the model. */
  readonly description: string;
  /** Single source of the JSON Schema shown to the model and of the runtime parse of arguments. */
  readonly parameters: Schema;
  /** How long one call may run; omitted: the agent's per-tool timeout (option `tool_timeout`). */
  readonly timeoutMs?: number;
  execute(args: z.output<Schema>, context: ToolContext): Promise<ToolResult>;
}

/** Where the satellite stands, as names the model can use. */
export interface SatelliteLocation {
  areaId?: string;
  areaName?: string;
  floorId?: string;
  floorName?: string;
}

/** Everything the agent needs from the home side, behind one narrow interface. */
export interface Toolbox {
  /** The tools on offer now (an empty list when Home Assistant is unreachable). */
  tools(): readonly Tool[];
  /**
   * The stable prompt section that describes the home (areas, exposed entity names, no states).
   * Changes only when registries or exposure change, so providers' prompt caches keep hitting.
   */
  homeIndex(): string;
  /** The satellite's area and floor, when its device id is known to Home Assistant. */
  locate(deviceId: string | undefined): SatelliteLocation | undefined;
  /** `ready`: home tools usable; `disconnected`: HA configured but not reachable now; `none`: no HA. */
  status(): 'ready' | 'disconnected' | 'none';
}

/** A toolbox with no home at all (HA not configured, or the tools not wired yet). */
export const emptyToolbox: Toolbox = {
  tools: () => [],
  homeIndex: () => '',
  locate: () => undefined,
  status: () => 'none',
};
