// `hearth simulate`: runs the simulated Home Assistant alone and prints how to reach it, until SIGINT/SIGTERM.
// Argument parsing and printing only; the simulator itself lives in src/simulator/.
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { startSimulator } from '../simulator/index.js';
import type { SimulatorOptions } from '../simulator/index.js';

export const SIMULATE_USAGE = `Usage: hearth simulate [options]
Runs the simulated Home Assistant alone and prints its URL and tokens, until Ctrl+C.
  --home FILE               a home as JSON (default: the built-in sample home; format in
                            src/simulator/homes/README.md)
  --generate N              a generated home of N entities (10 to 100000) instead of --home
  --seed S                  seed of --generate, for the same home every time (default 1)
  --port P                  port to listen on, 0 for any free port (default 8123)
  --host H                  address to listen on (default 127.0.0.1)
  --token T                 the long-lived access token it accepts (default: a random one)
  --supervisor-token T      the add-on token its Supervisor API accepts (default: a random one)
  -h, --help                this text`;

/** The flags `hearth simulate` reads; each is explained in SIMULATE_USAGE. */
export const SIMULATE_FLAGS = {
  home: { type: 'string' },
  generate: { type: 'string' },
  seed: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  token: { type: 'string' },
  'supervisor-token': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Bad command-line arguments; the message says which. */
export class SimulateUsageError extends Error {
  override readonly name = 'SimulateUsageError';
  readonly code = 'usage';
}

export interface SimulateDeps {
  /** Where to print (default stdout). */
  write?: (text: string) => void;
  /** Stops the simulator when aborted (default: on SIGINT or SIGTERM). */
  signal?: AbortSignal;
}

function positiveInteger(
  value: string | undefined,
  flag: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new SimulateUsageError(`${flag} needs a whole number from ${min} to ${max}, got "${value}"`);
  }
  return number;
}

/** Turns `hearth simulate` arguments into simulator options. */
/** Service calls, fired events and satellite speeches the simulator keeps, the newest first to stay. */
const KEPT_RECORDS = 100;

export function simulateOptions(argv: string[]): SimulatorOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: SIMULATE_FLAGS,
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new SimulateUsageError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  if (values.help === true) return 'help';
  if (values.home !== undefined && values.generate !== undefined) {
    throw new SimulateUsageError('use either --home FILE or --generate N, not both');
  }
  const options: SimulatorOptions = {
    host: values.host ?? '127.0.0.1',
    port: positiveInteger(values.port, '--port', 0, 65_535) ?? 8123,
  };
  const entities = positiveInteger(values.generate, '--generate', 10, 100_000);
  if (entities !== undefined)
    options.generate = { entities, seed: positiveInteger(values.seed, '--seed', 0, 2 ** 31) ?? 1 };
  if (values.home !== undefined) options.home = values.home;
  if (values.token !== undefined) options.token = values.token;
  if (values['supervisor-token'] !== undefined) options.supervisorToken = values['supervisor-token'];
  return options;
}

export async function runSimulate(argv: string[], deps: SimulateDeps = {}): Promise<void> {
  const write = deps.write ?? ((text: string) => void process.stdout.write(text));
  const options = simulateOptions(argv);
  if (options === 'help') {
    write(`${SIMULATE_USAGE}\n`);
    return;
  }
  // It may run for months under benchmarks: its recordings keep the newest calls only (none reads them here).
  const simulator = await startSimulator({ ...options, keepRecords: KEPT_RECORDS });
  const websocket = simulator.url.replace(/^http/, 'ws');
  write(
    [
      `Simulated Home Assistant at ${simulator.url}`,
      `  Core API        ${simulator.url}/api/   WebSocket ${websocket}/api/websocket`,
      `  Token           ${simulator.token}`,
      `  Supervisor API  ${simulator.url}/core/api/   WebSocket ${websocket}/core/websocket`,
      `  Supervisor token ${simulator.supervisorToken}`,
      `Try Hearth against it: HA_URL=${simulator.url} HA_TOKEN=${simulator.token} npm start`,
      `  or as an add-on:     SUPERVISOR_URL=${simulator.url} SUPERVISOR_TOKEN=${simulator.supervisorToken} HEARTH_DATA_DIR=./data npm start`,
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
  const stop = new AbortController();
  const onSignal = (): void => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const signals = [stop.signal, ...(deps.signal ? [deps.signal] : [])];
    await once(AbortSignal.any(signals), 'abort');
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await simulator.close();
    write('Simulated Home Assistant stopped.\n');
  }
}
