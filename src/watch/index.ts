// Watch and announce: subscriptions on exposed entities that speak on a satellite when a condition has
// held long enough. Uses the live home (ha/) and a chat model (llm/); the watch tool reaches it through
// the narrow WatchRegistry interface of tools/, wired in hearth.ts.
export { createAnnouncer, AnnounceError, findTtsEngine } from './announce.js';
export type { AnnouncerOptions } from './announce.js';
export { systemClock } from './clock.js';
export type { Clock } from './clock.js';
export { composeAnnouncement } from './compose-announcement.js';
export type { ComposeOptions } from './compose-announcement.js';
export { viewOf } from './watch.js';
export type { AnnounceTarget, Watch, WatchCondition, WatchView } from './watch.js';
export { WatchStore } from './watch-store.js';
export { MAX_WATCHES, MAX_WATCH_MS, Watcher } from './watcher.js';
export type { WatchAnswer, WatchRequest, WatcherOptions } from './watcher.js';
