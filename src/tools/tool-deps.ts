// What every home tool is given: the client, the live home, the cached target index, policy and time.
// Built once by createToolbox; tools never reach for module-level state.
import type { GuardDeps } from '../guard/index.js';
import type { ToolResult } from './tool.js';

/** The pino method shapes; any logger with them fits. */
export interface ToolLogger {
  debug(object: object, message?: string): void;
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** The guard's deps (client, home, exposed index, allowlists, confirmations) and what only tools use. */
export interface ToolDeps extends GuardDeps {
  /** Target-less actions the user allows (`notify`, `notify.x`, `persistent_notification.create`, `tts.speak`). */
  notificationServices?: readonly string[] | undefined;
  /** How long to wait for the state change that proves an action happened. */
  settleMs: number;
  /** Folder of the camera tool's snapshots. */
  snapshotDir: string;
  now: () => Date;
  logger: ToolLogger | undefined;
}

export const UNREACHABLE: ToolResult = { ok: false, error: 'Home Assistant is not reachable right now.' };

/** A failure value from anything thrown, with the message only (never a stack or a token). */
export function failure(error: unknown, what: string): ToolResult {
  const message = error instanceof Error ? error.message : String(error);
  const code =
    typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : undefined;
  if (code === 'not-connected' || code === 'unavailable') return UNREACHABLE;
  return { ok: false, error: `${what} failed: ${message}`, ...(code === undefined ? {} : { code }) };
}

/** Home tools work only on a loaded home over a live connection. */
export function homeReady(deps: Pick<ToolDeps, 'home'>): boolean {
  return deps.home.connected && deps.home.loaded;
}
