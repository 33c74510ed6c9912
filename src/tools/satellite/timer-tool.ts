// The timer tool: voice timers on the satellite the user speaks to. Hearth keeps no timer itself: the
// result carries the Home Assistant timer intent (HassStartTimer …) that the turn ends with, so HA runs
// it with the satellite's device id, the satellite rings and HA's timer UI shows it.
import { z } from 'zod';
import { findSatellite } from './find-satellite.js';
import { timerStatusTemplate } from './timer-status.js';
import type { SatelliteIntent, Tool, ToolContext, ToolResult } from '../tool.js';
import type { ToolDeps } from '../tool-deps.js';
import { LATER_NEEDS_YES, namesSomethingSensitive } from './later-needs-yes.js';

const count = (max: number, what?: string): z.ZodOptional<z.ZodNumber> => {
  const field = z.number().int().min(0).max(max).optional();
  return what === undefined ? field : field.describe(what);
};
const label = (what: string): z.ZodOptional<z.ZodString> =>
  z.string().trim().min(1).max(100).optional().describe(what);

export const timerParameters = z.object({
  action: z.enum(['start', 'cancel', 'cancel_all', 'increase', 'decrease', 'pause', 'unpause', 'status']),
  hours: count(99, 'start: duration; increase/decrease: change'),
  minutes: count(5999),
  seconds: count(359_999),
  name: label('if the user names it, e.g. "pasta"'),
  area: label('picks a timer by its area ("the kitchen timer")'),
  start_hours: count(99, 'picks a timer by its starting duration ("the 5 minute timer")'),
  start_minutes: count(5999),
  start_seconds: count(359_999),
  command: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe(
      'start only: a request to run when it ends instead of ringing, in the user\'s language, e.g. "turn off the kitchen lights"',
    ),
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
      "Start, cancel, change, pause, resume or check a timer on the user's voice satellite (it rings there), or do something later: start with the duration and a command. Call it before answering, then say briefly what you did.",
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
  const amount = durationSlots(args.hours, args.minutes, args.seconds);
  const seconds = totalSeconds(amount);
  const slots: Record<string, string | number> = {};
  if (args.action === 'start' || args.action === 'increase' || args.action === 'decrease') {
    if (seconds === 0)
      return { ok: false, error: `${args.action} needs a duration: hours, minutes or seconds.` };
    if (seconds > MAX_TIMER_SECONDS) return { ok: false, error: 'Timers can run for at most 24 hours.' };
    Object.assign(slots, amount);
  }
  if (args.name !== undefined) slots.name = args.name;
  if (args.command !== undefined) slots.conversation_command = args.command;
  if (args.action !== 'start') {
    if (args.area !== undefined) slots.area = args.area;
    if (args.action !== 'cancel_all') {
      const started = durationSlots(args.start_hours, args.start_minutes, args.start_seconds);
      for (const [key, value] of Object.entries(started)) slots[`start_${key}`] = value;
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

/** Only the non-zero parts: Home Assistant matches timers on which of hours/minutes/seconds were given. */
function durationSlots(
  hours: number | undefined,
  minutes: number | undefined,
  seconds: number | undefined,
): Record<string, number> {
  const slots: Record<string, number> = {};
  if (hours !== undefined && hours > 0) slots.hours = hours;
  if (minutes !== undefined && minutes > 0) slots.minutes = minutes;
  if (seconds !== undefined && seconds > 0) slots.seconds = seconds;
  return slots;
}

function totalSeconds(slots: Record<string, number>): number {
  return (slots.hours ?? 0) * 3600 + (slots.minutes ?? 0) * 60 + (slots.seconds ?? 0);
}
