// Media player actions: volume in percent, source, play/pause/next/previous/stop, on/off.
import type { Entity } from '../ha/types.js';
import type { ControlAction, ControlOptions, PlannedCall } from './control-plan.js';
import { allOf, call, changedSince, near, plan, stateIn } from './control-plan.js';

export function planMedia(entity: Entity, action: ControlAction, options: ControlOptions, ignored: string[]) {
  const calls: PlannedCall[] = [];
  const checks: ((current: Entity) => boolean)[] = [];
  const simple: Partial<Record<ControlAction, [string, (e: Entity) => boolean]>> = {
    turn_on: ['turn_on', (e) => e.state !== 'off'],
    turn_off: ['turn_off', stateIn('off', 'standby')],
    toggle: ['toggle', changedSince(entity)],
    play: ['media_play', stateIn('playing')],
    pause: ['media_pause', stateIn('paused', 'idle')],
    stop: ['media_stop', (e) => e.state !== 'playing'],
    next: ['media_next_track', changedSince(entity)],
    previous: ['media_previous_track', changedSince(entity)],
  };
  if (options.volume !== undefined) {
    const level = Math.round(options.volume) / 100;
    calls.push(call('media_player', 'volume_set', { volume_level: level }));
    checks.push((current) => near(current.attributes.volume_level, level, 0.02));
  }
  if (options.source !== undefined) {
    const sources = Array.isArray(entity.attributes.source_list)
      ? (entity.attributes.source_list as unknown[])
      : [];
    const wanted = options.source.toLowerCase();
    const source = sources.find(
      (candidate) => typeof candidate === 'string' && candidate.toLowerCase() === wanted,
    );
    if (typeof source === 'string') {
      calls.push(call('media_player', 'select_source', { source }));
      checks.push((current) => current.attributes.source === source);
    } else ignored.push(`source "${options.source}" (sources: ${sources.map(String).join(', ') || 'none'})`);
  }
  const step = simple[action];
  if (step !== undefined && !(action === 'turn_on' && calls.length > 0 && entity.state !== 'off')) {
    calls.push(call('media_player', step[0]));
    checks.push(step[1]);
  } else if (step === undefined && action !== 'set') return undefined;
  return calls.length === 0 ? undefined : plan(calls, allOf(...checks), ignored);
}
