// Stopping and restarting a socket's reads at the kernel, for a response read less eagerly (ReadPace).
// `socket.pause()` only stops the 'data' events: node keeps reading into the stream's buffer, one wake-up
// per arrival. Node has no public switch for the read itself, so this stops the handle's read
// (`_handle.readStop()`, what `net` does for a paused socket that reads into a caller's buffer) and leaves
// its `reading` flag set: with the flag cleared, the stream's own read-ahead would start the read again on
// the next tick. Where the handle does not look like that, nothing stops and every read is at once.
import type { Socket } from 'node:net';

interface StreamHandle {
  reading: boolean;
  readStop(): number;
  readStart(): number;
}

function handleOf(socket: Socket | null): StreamHandle | undefined {
  if (socket === null || socket.destroyed) return undefined;
  const handle = (socket as unknown as { _handle?: Partial<StreamHandle> | null })._handle;
  return typeof handle?.readStop === 'function' && typeof handle.readStart === 'function'
    ? (handle as StreamHandle)
    : undefined;
}

/** Stops reading: what arrives waits in the kernel (no wake-up) until `startReads`. False if it cannot. */
export function stopReads(socket: Socket | null): boolean {
  const handle = handleOf(socket);
  if (handle?.reading !== true) return false;
  return handle.readStop() === 0;
}

/** Reads again after `stopReads`: what waited comes in one read. */
export function startReads(socket: Socket | null): void {
  const handle = handleOf(socket);
  // Cleared meanwhile: node stopped the read itself (its buffer is full) and starts it when it wants.
  if (handle?.reading !== true) return;
  const failed = handle.readStart();
  if (failed !== 0) socket?.destroy(new Error(`The model's connection could not read again (${failed})`));
}
