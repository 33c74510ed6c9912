import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { explainStartFailure } from './explain-start-failure.js';
import { WyomingServer } from './wyoming/index.js';

const standalone = { mode: 'standalone', wyoming: { host: '127.0.0.1', port: 10500 } } as const;

describe('explainStartFailure', () => {
  it('turns a taken port into one line naming WYOMING_PORT', async () => {
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
    const { port } = holder.address() as { port: number };
    try {
      const error = await WyomingServer.listen({ host: '127.0.0.1', port, handler: () => {} }).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      const line = explainStartFailure(error, { ...standalone, wyoming: { host: '127.0.0.1', port } });
      expect(line).toBe(
        `Cannot listen on 127.0.0.1:${port}: the port is already in use (another Hearth?). ` +
          'Set WYOMING_PORT to a free port (or WYOMING_HOST to another address), or stop the other program.',
      );
    } finally {
      holder.close();
    }
  });

  it('keeps only the first line of anything else', () => {
    expect(explainStartFailure(new Error('boom\n    at somewhere (x.js:1:1)'), standalone)).toBe(
      'Failed to start: boom',
    );
  });
});
