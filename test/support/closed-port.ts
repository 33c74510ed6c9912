// A loopback port where nothing listens, for "the server cannot be reached" cases. A port bound with
// listen(0) and released can be handed to another test's server a moment later (the suite runs files in
// parallel, and other suites may share the machine); the kernel never hands out ports below 1024 that
// way, so one of those, checked to refuse connections now, stays closed for the test.
import { connect } from 'node:net';

const CANDIDATES = [9, 47, 79, 97, 101, 113, 119, 137, 211, 241];

function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

export async function closedPort(): Promise<number> {
  for (const port of CANDIDATES) if (await refuses(port)) return port;
  throw new Error(`every candidate port has a listener: ${CANDIDATES.join(', ')}`);
}
