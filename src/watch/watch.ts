// What a watch is: entities, a condition that must hold for a while, an expiry, and who hears it when it
// fires. Plain data, persisted as JSON; the zod schema reads the file back. No Home Assistant calls.
import { z } from 'zod';

export const watchConditionSchema = z.discriminatedUnion('kind', [
  /** The state becomes this (e.g. `off` for "when the washer is done"). */
  z.object({ kind: z.literal('equals'), state: z.string().min(1).max(100) }),
  /** The state is anything but this ("when the dryer stops running"). */
  z.object({ kind: z.literal('leaves'), state: z.string().min(1).max(100) }),
  /** The numeric state rises above this. */
  z.object({ kind: z.literal('above'), value: z.number().finite() }),
  /** The numeric state falls below this. */
  z.object({ kind: z.literal('below'), value: z.number().finite() }),
  /** The state stays the same (and, when given, is this) for the watch's `forMs`. */
  z.object({ kind: z.literal('unchanged'), state: z.string().min(1).max(100).optional() }),
]);

export type WatchCondition = z.infer<typeof watchConditionSchema>;

export const announceTargetSchema = z.object({
  /** `satellite`: `assist_satellite.announce` on the satellite that asked; `media_player`: `tts.speak`. */
  kind: z.enum(['satellite', 'media_player']),
  entityId: z.string().min(1).max(255),
});

export type AnnounceTarget = z.infer<typeof announceTargetSchema>;

export const watchSchema = z.object({
  id: z.string().min(1).max(40),
  entityIds: z.array(z.string().min(1).max(255)).min(1).max(10),
  condition: watchConditionSchema,
  /** How long the condition must hold before the watch fires: the debounce, or the duration of "unchanged". */
  forMs: z.number().int().min(0),
  createdAt: z.number(),
  expiresAt: z.number(),
  /** What the user asked to be told, in the model's words ("The washing machine is done."). */
  message: z.string().min(1).max(300),
  language: z.string().min(1).max(35),
  target: announceTargetSchema,
  /** Per entity: since when (epoch ms) the condition has held without a break, as last seen. */
  holding: z.record(z.string(), z.number()).default({}),
});

export type Watch = z.infer<typeof watchSchema>;

/** A watch as the model and the trace page see it. */
export interface WatchView {
  id: string;
  entityIds: string[];
  condition: WatchCondition;
  forSeconds: number;
  message: string;
  target: AnnounceTarget;
  createdAt: string;
  expiresAt: string;
}

export function viewOf(watch: Watch): WatchView {
  return {
    id: watch.id,
    entityIds: [...watch.entityIds],
    condition: watch.condition,
    forSeconds: Math.round(watch.forMs / 1000),
    message: watch.message,
    target: watch.target,
    createdAt: new Date(watch.createdAt).toISOString(),
    expiresAt: new Date(watch.expiresAt).toISOString(),
  };
}
