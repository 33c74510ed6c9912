// The add-on's readable log lines, from the JSON lines pino writes.
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { formatLogLine } from './log-line.js';

function logOnce(write: (logger: pino.Logger) => void): string {
  const lines: string[] = [];
  const logger = pino({ base: null }, { write: (line: string) => lines.push(formatLogLine(line, 'UTC')) });
  write(logger);
  return lines.join('');
}

describe('formatLogLine', () => {
  it('writes time, level, layer, message and key=value on one line', () => {
    const line = logOnce((logger) =>
      logger.child({ layer: 'wyoming' }).info({ host: '0.0.0.0', port: 10500 }, 'Wyoming server listening'),
    );
    expect(line).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} INFO {2}wyoming: Wyoming server listening {2}host=0\.0\.0\.0 port=10500\n$/,
    );
  });

  it('prints an error as its message and its cause, without a stack', () => {
    const cause = new Error('connect ECONNREFUSED 10.0.0.5:11434');
    const line = logOnce((logger) =>
      logger.error({ err: new Error('Cannot reach the model server', { cause }) }, 'turn failed'),
    );
    expect(line).toContain('ERROR turn failed');
    expect(line).toContain('err="Cannot reach the model server: connect ECONNREFUSED 10.0.0.5:11434"');
    expect(line).not.toContain('    at ');
    expect(line.split('\n')).toHaveLength(2);
  });

  it('keeps a hostile value on its one line and bounded', () => {
    const line = logOnce((logger) =>
      logger.warn(
        { name: 'Lamp\n2026-01-01 00:00:00.000 ERROR forged line', long: 'x'.repeat(5_000) },
        'odd',
      ),
    );
    expect(line.split('\n')).toHaveLength(2);
    expect(line.length).toBeLessThan(800);
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(formatLogLine('plain text')).toBe('plain text\n');
  });
});
