// The watch tool: "tell me when the washer is done", "warn me if the garage stays open for ten minutes".
// It resolves what to watch and who hears it; the watching itself is behind WatchRegistry (src/watch/,
// wired in hearth.ts), so this folder never imports it.
import { z } from 'zod';
import { findSatellite } from './satellite/find-satellite.js';
import { resolveTargets } from './resolve-targets.js';
import { parseWatchCondition, type WatchConditionInput } from './watch-condition.js';
import type { Tool, ToolContext, ToolResult } from './tool.js';
import type { ToolDeps } from './tool-deps.js';

export type { WatchConditionInput } from './watch-condition.js';

export interface WatchRegistry {
  add(request: {
    entityIds: string[];
    condition: WatchConditionInput;
    forMs: number;
    expiresInMs: number;
    message: string;
    language: string;
    target: { kind: 'satellite' | 'media_player'; entityId: string };
  }): { ok: true; watch: { id: string } } | { ok: false; error: string };
  list(): { id: string; entityIds: string[] }[];
  cancel(id: string): boolean;
}

export const watchParameters = z.object({
  action: z.enum(['create', 'list', 'cancel']),
  targets: z.array(z.string()).max(10).optional(),
  when: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('create: "becomes off", "above 25", "stays open for 10m"…'),
  expires_in_hours: z.number().min(0.1).max(168).optional(),
  message: z.string().trim().max(200).optional().describe('create: what to say then'),
  speaker: z.string().max(100).optional().describe('a media player instead of here'),
  id: z.string().max(40).optional().describe('cancel: an id from list, or "all"'),
});

type WatchArgs = z.output<typeof watchParameters>;

export function createWatchTool(deps: ToolDeps, watches: WatchRegistry): Tool<typeof watchParameters> {
  return {
    name: 'watch',
    description:
      'Speak up here when something meets a condition, e.g. the washer turns off; list or cancel watches.',
    parameters: watchParameters,
    execute: (args, context): Promise<ToolResult> => Promise.resolve(watch(deps, watches, args, context)),
  };
}

function watch(deps: ToolDeps, watches: WatchRegistry, args: WatchArgs, context: ToolContext): ToolResult {
  if (args.action === 'list')
    return { ok: true, watches: watches.list().map((each) => describe(deps, each)) };
  if (args.action === 'cancel') {
    if (args.id === undefined)
      return { ok: false, error: 'Give the id of the watch to cancel (from list), or "all".' };
    const ids = args.id === 'all' ? watches.list().map((each) => each.id) : [args.id];
    const cancelled = ids.filter((id) => watches.cancel(id));
    return cancelled.length > 0 || args.id === 'all'
      ? { ok: true, cancelled: cancelled.length }
      : { ok: false, error: `No watch has the id "${args.id}". Call list to see them.` };
  }
  if (args.when === undefined) {
    return { ok: false, error: 'Give the condition in `when`, e.g. "becomes off" or "stays open for 10m".' };
  }
  const when = parseWatchCondition(args.when);
  if (!when.ok) return when;
  if (args.message === undefined || args.message === '') {
    return { ok: false, error: 'Give the message to say when it happens.' };
  }
  const resolved = resolveTargets(deps, { targets: args.targets }, context);
  if (!resolved.ok) return resolved;
  if (resolved.entities.length > 10) return { ok: false, error: 'Watch at most 10 entities at once.' };
  const target = announceTarget(deps, args, context);
  if (typeof target === 'string') return { ok: false, error: target };
  const answer = watches.add({
    entityIds: resolved.entities.map((entity) => entity.id),
    condition: when.condition,
    forMs: when.forMs,
    expiresInMs: Math.round((args.expires_in_hours ?? 24) * 3_600_000),
    message: args.message,
    language: context.language,
    target,
  });
  if (!answer.ok) return answer;
  return {
    ok: true,
    id: answer.watch.id,
    watching: resolved.entities.map((entity) => ({
      entity_id: entity.id,
      name: entity.name,
      state: entity.state,
    })),
    note: 'Tell the user briefly what you will tell them, and when.',
  };
}

/** Who hears it: a named exposed media player, else the satellite that asked. */
function announceTarget(
  deps: ToolDeps,
  args: WatchArgs,
  context: ToolContext,
): { kind: 'satellite' | 'media_player'; entityId: string } | string {
  if (args.speaker !== undefined) {
    const speaker = resolveTargets(deps, { targets: [args.speaker], domain: 'media_player' }, context);
    if (!speaker.ok || speaker.entities.length !== 1) {
      return `No single exposed media player matches "${args.speaker}".`;
    }
    if (![...deps.home.entities()].some((entity) => entity.domain === 'tts')) {
      return 'Home Assistant has no text-to-speech engine to speak on a media player; only the satellite can announce.';
    }
    return { kind: 'media_player', entityId: speaker.entities[0]!.id };
  }
  const satellite = findSatellite(deps.home, context);
  if (satellite?.entityId === undefined) {
    return 'Announcements go to the voice satellite the user speaks to, and this request did not come from one. Name a speaker (a media player) instead, or tell the user.';
  }
  return { kind: 'satellite', entityId: satellite.entityId };
}

function describe(
  deps: ToolDeps,
  watch: { id: string; entityIds: string[] } & Record<string, unknown>,
): Record<string, unknown> {
  return {
    ...watch,
    names: watch.entityIds.map((id) => deps.home.entity(id)?.name ?? id),
  };
}
