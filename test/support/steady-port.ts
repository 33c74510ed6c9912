// Listening on a port a test will close and listen on again (an upstream that goes away and comes back at the
// same address). A port from listen(0) is taken from the kernel's ephemeral range, and once released the kernel
// may hand it to any outgoing connection of the suite's other files as its source port: the second listen then
// fails with EADDRINUSE. Ports below that range are only ever taken by a listener that asks for them by number.
import { readFileSync } from 'node:fs';

function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 2_048 ? low : 32_768;
  } catch {
    return 32_768; // Linux's default range starts there; other systems' start higher
  }
}

/** `start` on a free port below the ephemeral range, tried at random until one is free. */
export async function listenOnSteadyPort<T>(start: (port: number) => Promise<T>): Promise<T> {
  const low = 1_024;
  const high = ephemeralLow();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low));
    try {
      return await start(port);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port below ${high} after 50 tries`);
}
