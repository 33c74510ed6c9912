// Turns an error that stopped the start into one line that names what to change. No stack traces.
import type { Config } from './config/index.js';

/** One line for the log: what failed and which option or variable fixes it. */
export function explainStartFailure(error: unknown, config: Pick<Config, 'wyoming' | 'mode'>): string {
  const code = (error as { code?: unknown } | null)?.code;
  const where = `${config.wyoming.host}:${config.wyoming.port}`;
  const fix =
    config.mode === 'addon'
      ? 'restart the add-on; if it persists, another program in the add-on network holds the port'
      : 'set WYOMING_PORT to a free port (or WYOMING_HOST to another address), or stop the other program';
  if (code === 'EADDRINUSE') {
    return `Cannot listen on ${where}: the port is already in use (another Hearth?). ${capitalize(fix)}.`;
  }
  if (code === 'EACCES') {
    return `Cannot listen on ${where}: permission denied (ports below 1024 need privileges). ${capitalize(fix)}.`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `Cannot listen on ${where}: this machine has no such address. Set WYOMING_HOST to one of its addresses, or 0.0.0.0.`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `Failed to start: ${message.split('\n')[0] ?? 'unknown error'}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
