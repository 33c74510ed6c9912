// Runs the watches: follows the live home, fires a watch once when its condition has held long enough,
// drops it when it expires. A watch is removed (and saved) before it speaks, so it can never fire twice
// for one event, even if Hearth stops half-way. While Home Assistant is away nothing is judged; after the
// home reloads every watch is judged again on the fresh states.
import { randomUUID } from 'node:crypto';
import type { Entity, HomeModel } from '../ha/types.js';
import { systemClock, type Clock } from './clock.js';
import { conditionHolds, holdStart } from './condition.js';
import {
  viewOf,
  watchSchema,
  type AnnounceTarget,
  type Watch,
  type WatchCondition,
  type WatchView,
} from './watch.js';
import type { WatchStore } from './watch-store.js';

export interface WatchRequest {
  entityIds: string[];
  condition: WatchCondition;
  forMs: number;
  expiresInMs: number;
  message: string;
  language: string;
  target: AnnounceTarget;
}

export type WatchAnswer = { ok: true; watch: WatchView } | { ok: false; error: string };

export interface WatcherOptions {
  home: HomeModel;
  store: WatchStore;
  /** Says the watch's words on its target. May throw; the watch is gone either way. */
  speak: (watch: Watch, entity: Entity) => Promise<void>;
  clock?: Clock;
  /** Watches per home. Default 50. */
  maxWatches?: number;
  logger?: WatchLogger;
}

export interface WatchLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export const MAX_WATCHES = 50;
/** Longest a watch may wait: a week. */
export const MAX_WATCH_MS = 7 * 24 * 3600_000;

export class Watcher {
  readonly #options: WatcherOptions;
  readonly #clock: Clock;
  #cancelTimer: (() => void) | undefined;
  #unsubscribe: (() => void) | undefined;
  /** Firings still speaking (awaited on close). */
  readonly #speaking = new Set<Promise<void>>();

  constructor(options: WatcherOptions) {
    this.#options = options;
    this.#clock = options.clock ?? systemClock;
  }

  /** Starts following the home; watches loaded from disk are judged as soon as the home is there. */
  start(): void {
    this.#unsubscribe = this.#options.home.subscribe((event) => {
      if (event.type === 'state') this.#judge((watch) => watch.entityIds.includes(event.entityId), false);
      else if (event.type === 'connection' && event.connected) this.#judge(() => true, true);
    });
    this.#judge(() => true, true);
  }

  add(request: WatchRequest): WatchAnswer {
    const { home, store } = this.#options;
    const max = this.#options.maxWatches ?? MAX_WATCHES;
    if (store.size >= max) {
      return {
        ok: false,
        error: `There are already ${max} watches, the most Hearth keeps. Cancel one first.`,
      };
    }
    const now = this.#clock.now();
    if (request.condition.kind !== 'unchanged') {
      for (const entityId of request.entityIds) {
        const entity = home.entity(entityId);
        if (entity !== undefined && conditionHolds(request.condition, entity)) {
          return {
            ok: false,
            error: `That is already the case now: ${entityId} is "${entity.state}". Tell the user instead of watching.`,
          };
        }
      }
    }
    const parsed = watchSchema.safeParse({
      id: randomUUID().slice(0, 8),
      entityIds: request.entityIds,
      condition: request.condition,
      forMs: Math.max(0, Math.round(request.forMs)),
      createdAt: now,
      expiresAt: now + Math.min(Math.max(60_000, request.expiresInMs), MAX_WATCH_MS),
      message: request.message,
      language: request.language,
      target: request.target,
      holding: {},
    });
    if (!parsed.success) return { ok: false, error: 'That watch is not valid.' };
    store.set(parsed.data);
    void store.save();
    this.#options.logger?.info(
      {
        watchId: parsed.data.id,
        entityIds: request.entityIds,
        condition: request.condition,
        target: request.target,
      },
      'watch created',
    );
    this.#judge((watch) => watch.id === parsed.data.id, false);
    return { ok: true, watch: viewOf(parsed.data) };
  }

  list(): WatchView[] {
    return this.#options.store.all().map(viewOf);
  }

  cancel(id: string): boolean {
    const removed = this.#options.store.delete(id);
    if (removed) {
      void this.#options.store.save();
      this.#options.logger?.info({ watchId: id }, 'watch cancelled');
      this.#arm();
    }
    return removed;
  }

  /** Stops following the home and waits for announcements under way and the last save. */
  async close(): Promise<void> {
    this.#unsubscribe?.();
    this.#cancelTimer?.();
    await Promise.allSettled([...this.#speaking]);
    await this.#options.store.save();
  }

  /**
   * Judges the chosen watches on the current states. `afresh`: after a load or reconnect, when a hold
   * remembered from before may have been broken while Hearth was not looking.
   */
  #judge(which: (watch: Watch) => boolean, afresh: boolean): void {
    const { home, store } = this.#options;
    if (!home.loaded || !home.connected) return;
    const now = this.#clock.now();
    let changed = false;
    for (const watch of store.all().filter(which)) {
      if (now >= watch.expiresAt) {
        store.delete(watch.id);
        changed = true;
        this.#options.logger?.info({ watchId: watch.id }, 'watch expired without firing');
        continue;
      }
      for (const entityId of watch.entityIds) {
        const entity = home.entity(entityId);
        const since = watch.holding[entityId];
        if (entity === undefined || !conditionHolds(watch.condition, entity)) {
          if (since !== undefined) {
            delete watch.holding[entityId];
            changed = true;
          }
          continue;
        }
        // "Unchanged" restarts with every change; other holds are followed event by event, except after a
        // reload, when a change may have happened unseen.
        const recheck = afresh || watch.condition.kind === 'unchanged';
        if (since === undefined || (recheck && stateChangedSince(watch, entity, since))) {
          watch.holding[entityId] = holdStart(entity, watch.createdAt, now);
          changed = true;
        }
        if (now - watch.holding[entityId]! >= watch.forMs) {
          store.delete(watch.id);
          changed = true;
          this.#fire(watch, entity);
          break;
        }
      }
    }
    if (changed) void store.save();
    this.#arm();
  }

  #fire(watch: Watch, entity: Entity): void {
    const logger = this.#options.logger;
    const speaking = (async () => {
      // Saved without the watch before a word is said: a crash now loses one announcement, never repeats it.
      await this.#options.store.save();
      const current = this.#options.home.entity(entity.id);
      if (current?.exposed !== true) {
        logger?.warn(
          {
            watchId: watch.id,
            entityId: entity.id,
            hint: 'expose the entity to Assist again and ask for the watch again to be told about it',
          },
          'watch dropped: its entity is no longer exposed',
        );
        return;
      }
      try {
        await this.#options.speak(watch, current);
        logger?.info(
          { watchId: watch.id, entityId: entity.id, state: current.state, target: watch.target },
          'watch fired',
        );
      } catch (error) {
        logger?.warn(
          {
            watchId: watch.id,
            err: error,
            target: watch.target,
            hint: 'check that the satellite or speaker is online and supports announcements (a media player needs a tts engine)',
          },
          'watch fired but could not be announced',
        );
      }
    })();
    this.#speaking.add(speaking);
    void speaking.finally(() => this.#speaking.delete(speaking));
  }

  /** One timer for the next moment something is due: a hold long enough, or an expiry. */
  #arm(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = undefined;
    let next = Number.POSITIVE_INFINITY;
    for (const watch of this.#options.store.all()) {
      next = Math.min(next, watch.expiresAt);
      for (const since of Object.values(watch.holding)) next = Math.min(next, since + watch.forMs);
    }
    if (next === Number.POSITIVE_INFINITY) return;
    this.#cancelTimer = this.#clock.setTimer(Math.max(0, next - this.#clock.now()), () => {
      this.#cancelTimer = undefined;
      this.#judge(() => true, false);
    });
  }
}

/** For conditions on a state (not on a number): a change since the remembered start broke the hold. */
function stateChangedSince(watch: Watch, entity: Entity, since: number): boolean {
  if (watch.condition.kind === 'above' || watch.condition.kind === 'below') return false;
  const changed = Date.parse(entity.lastChanged);
  return Number.isFinite(changed) && changed > since;
}
