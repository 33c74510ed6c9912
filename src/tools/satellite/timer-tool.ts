// The timer tool: voice timers on the satellite the user speaks to. Hearth keeps no timer itself: the
// result carries the Home Assistant timer intent (HassStartTimer …) that the turn ends with, so HA runs
// it with the satellite's device id, the satellite rings and HA's timer UI shows it.
import { z } from 'zod';
import { findSatellite } from './find-satellite.js';
import { timerStatusTemplate } from './timer-status.js';
import { PARSE_ONLY, type SatelliteIntent, type Tool, type ToolContext, type ToolResult } from '../tool.js';
import { durationSeconds, parseDuration, type DurationParts } from '../parse-duration.js';
import type { ToolDeps } from '../tool-deps.js';
import { LATER_NEEDS_YES, namesSomethingSensitive } from './later-needs-yes.js';

const label = (what: string): z.ZodOptional<z.ZodString> =>
  z.string().trim().min(1).max(100).optional().describe(what);
const duration = (what: string): z.ZodOptional<z.ZodString> =>
  z.string().trim().min(1).max(60).optional().describe(what);
/**
 * Home Assistant's own slot names (HassStartTimer's hours, minutes, seconds, start_minutes …): not shown,
 * still accepted, since a model that knows Home Assistant's timer intents sends them from habit.
 */
const slot = () =>
  z
    .number()
    .int()
    .min(0)
    .max(359_999)
    .optional()
    .meta({ [PARSE_ONLY]: true });

export const timerParameters = z.object({
  action: z.enum(['start', 'cancel', 'cancel_all', 'increase', 'decrease', 'pause', 'unpause', 'status']),
  duration: duration('e.g. "5m", "1h30m"; for increase/decrease the change'),
  name: label('only if the user names it'),
  area: label('picks a timer by area'),
  start_duration: duration('picks a timer by how long it was set for'),
  command: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('start: a request to run at the end instead of ringing'),
  hours: slot(),
  minutes: slot(),
  seconds: slot(),
  start_hours: slot(),
  start_minutes: slot(),
  start_seconds: slot(),
});

type TimerArgs = z.output<typeof timerParameters>;

const INTENTS: Record<TimerArgs['action'], string> = {
  start: 'HassStartTimer',
  cancel: 'HassCancelTimer',
  cancel_all: 'HassCancelAllTimers',
  increase: 'HassIncreaseTimer',
  decrease: 'HassDecreaseTimer',
  pause: 'HassPauseTimer',
  unpause: 'HassUnpauseTimer',
  status: 'HassTimerStatus',
};

/** Longest timer Home Assistant is asked for: a day (a longer one is a reminder, not a timer). */
const MAX_TIMER_SECONDS = 24 * 3600;

export const NO_SATELLITE =
  'Timers run on a voice satellite, and this request did not come from one (no satellite is known for it). Tell the user you can only set timers when they ask through a voice satellite.';

export const NO_SATELLITE_FOR_COMMAND =
  'Commands for later run as a timer on a voice satellite, and this request did not come from one. Tell the user you cannot do it later from here, and offer to do it now.';

export function createTimerTool(deps: Pick<ToolDeps, 'home' | 'targets'>): Tool<typeof timerParameters> {
  return {
    name: 'timer',
    description:
      "Timers on the user's voice satellite (it rings there); start one with a command to do something later. Call it before answering.",
    parameters: timerParameters,
    execute: (args, context): Promise<ToolResult> => Promise.resolve(timer(deps, args, context)),
  };
}

function timer(deps: Pick<ToolDeps, 'home' | 'targets'>, args: TimerArgs, context: ToolContext): ToolResult {
  if (args.command !== undefined && args.action !== 'start')
    return { ok: false, error: 'A command runs only with action start (a new timer).' };
  if (findSatellite(deps.home, context) === undefined)
    return { ok: false, error: args.command === undefined ? NO_SATELLITE : NO_SATELLITE_FOR_COMMAND };
  if (args.command !== undefined && namesSomethingSensitive(args.command, deps.targets()))
    return { ok: false, error: LATER_NEEDS_YES };
  if (context.intentsAccepted?.() === false) {
    return {
      ok: false,
      error: 'Too late in this answer to hand a timer to the satellite: ask the user to say it again.',
    };
  }
  const amount = durationOf(args.duration, args);
  if (!amount.ok) return amount;
  const started = durationOf(args.start_duration, {
    hours: args.start_hours,
    minutes: args.start_minutes,
    seconds: args.start_seconds,
  });
  if (!started.ok) return started;
  const slots: Record<string, string | number> = {};
  if (args.action === 'start' || args.action === 'increase' || args.action === 'decrease') {
    const seconds = durationSeconds(amount.parts);
    if (seconds === 0) return { ok: false, error: `${args.action} needs a duration, e.g. "5m".` };
    if (seconds > MAX_TIMER_SECONDS) return { ok: false, error: 'Timers can run for at most 24 hours.' };
    Object.assign(slots, amount.parts);
  }
  if (args.name !== undefined) slots.name = args.name;
  if (args.command !== undefined) slots.conversation_command = args.command;
  if (args.action !== 'start') {
    if (args.area !== undefined) slots.area = args.area;
    if (args.action !== 'cancel_all') {
      for (const [key, value] of Object.entries(started.parts) as [string, number][])
        slots[`start_${key}`] = value;
    }
  }
  if (args.action === 'cancel_all') delete slots.name;
  const intent: SatelliteIntent = { name: INTENTS[args.action], slots };
  if (args.action === 'status') {
    intent.text = timerStatusTemplate(context.language);
    return {
      ok: true,
      satellite_intent: intent,
      note: 'Home Assistant reads out the timers itself: say nothing about their times.',
    };
  }
  if (args.command !== undefined) {
    return {
      ok: true,
      satellite_intent: intent,
      note: "When the time is up Home Assistant's own assistant runs the command (the satellite does not ring). Say in a few words what will happen when.",
    };
  }
  return {
    ok: true,
    satellite_intent: intent,
    note: 'Home Assistant runs this on the satellite when your answer is spoken; if no such timer exists, it says so itself. Say in a few words what you did.',
  };
}

/**
 * The duration string, else Home Assistant's slot numbers; only the non-zero parts, since Home Assistant
 * matches timers on which of hours/minutes/seconds were given.
 */
function durationOf(
  text: string | undefined,
  numbers: Partial<Record<keyof DurationParts, number | undefined>>,
): { ok: true; parts: DurationParts } | { ok: false; error: string } {
  if (text !== undefined) return parseDuration(text);
  const parts: DurationParts = {};
  for (const key of ['hours', 'minutes', 'seconds'] as const) {
    const value = numbers[key];
    if (value !== undefined && value > 0) parts[key] = value;
  }
  return { ok: true, parts };
}
