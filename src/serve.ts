// The server's process, started by main.ts once its module hooks are in: read config, start Hearth, stop
// cleanly on SIGTERM.
import { pino } from 'pino';
import { ConfigError, loadConfig, type LogLevel } from './config/index.js';
import { explainStartFailure } from './explain-start-failure.js';
import { startHearth, VERSION, type Hearth } from './hearth.js';
import { formatLogLine } from './log-line.js';
import { createLogOutput } from './log-output.js';

/** Home Assistant spells it `warning`; pino spells it `warn`. */
function pinoLevel(level: LogLevel): string {
  return level === 'warning' ? 'warn' : level;
}

/** Log text waiting for stdout to drain, at most (a busy minute of debug lines is a few hundred kB). */
const LOG_BUFFER_BYTES = 4 * 1024 * 1024;
/** How long an exit waits for the log's last lines to reach a reader that is behind. */
const LOG_DRAIN_MS = 500;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig({ env: process.env, stdoutIsTerminal: process.stdout.isTTY === true });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`hearth: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // Never blocking: a slow reader of stdout must not stall the event loop mid-turn (log-output.ts). Bounded:
  // a reader that stops reading (a stalled log driver) costs at most LOG_BUFFER_BYTES; past it lines are
  // dropped rather than kept for as long as the reader stays stuck.
  const format = config.logFormat === 'human' ? (line: string) => formatLogLine(line) : undefined;
  const output = createLogOutput(process.stdout, {
    maxQueuedBytes: LOG_BUFFER_BYTES,
    ...(format === undefined ? {} : { format }),
  });
  const logger = pino(
    {
      level: pinoLevel(config.logLevel),
      base: null,
      redact: {
        paths: ['token', 'apiKey', 'api_key', 'authorization', '*.token', '*.apiKey'],
        censor: '[redacted]',
      },
    },
    format === undefined ? output : { write: (line: string) => output.write(format(line)) },
  );
  let exiting = false;
  /** Exits once what the log still holds is written (or LOG_DRAIN_MS passed). */
  const exit = (code: number): void => {
    if (exiting) return;
    exiting = true;
    void output.drain(LOG_DRAIN_MS).then(() => process.exit(code));
  };
  // Listening for SIGTERM before anything starts: a stop during start-up (Home Assistant or the
  // model slow to answer) ends the process at once and cleanly, not by the default signal death.
  let hearth: Hearth | undefined;
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    if (hearth === undefined) {
      logger.info('stopped before start-up finished');
      return exit(0);
    }
    const forceExit = setTimeout(() => {
      logger.warn(
        { hint: 'nothing to do: unsaved history is at most the last turn' },
        'shutdown took too long; exiting anyway',
      );
      exit(0);
    }, 1_800);
    forceExit.unref();
    hearth.close().then(
      () => {
        logger.info('stopped');
        exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error, hint: 'nothing to do: report it if it repeats' }, 'error while stopping');
        exit(0);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Only now: a supervisor that reads this line may stop the process at once, and the handlers must
  // already be there (the line reaches the pipe at once, and the reader may act before this thread runs on).
  logger.info(
    { version: VERSION, mode: config.mode, options: config.optionsPath ?? '(none)', dataDir: config.dataDir },
    `Hearth ${VERSION} starting in ${config.mode} mode`,
  );

  try {
    hearth = await startHearth(config, { logger });
  } catch (error) {
    process.stderr.write(`hearth: ${explainStartFailure(error, config)}\n`);
    return exit(1);
  }
  if (stopping) {
    await hearth.close();
    exit(0);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `hearth: failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
