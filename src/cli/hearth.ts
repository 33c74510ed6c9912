#!/usr/bin/env node
// The `hearth` command: `hearth ask "…"` talks to a running server, `hearth simulate` runs the simulated home.
import { runAsk } from './ask.js';
import { runHistory } from './history.js';
import { runMemory } from './memory.js';
import { runSimulate, SimulateUsageError } from './simulate.js';

const USAGE = `Usage:
  hearth ask "turn on the kitchen light" [--host H] [--port P] [--conversation ID] [--language L]
             [--device ID] [--timeout S] [--verbose] [--web-port P]
             [--tts [--satellite ID] [--voice NAME] [--wav FILE]]
  hearth simulate [--home FILE | --generate N [--seed S]] [--port P] [--host H] [--token T]
                  [--supervisor-token T]
  hearth memory list | forget <id or words> [--host H] [--web-port P] [--json]
  hearth history clear [--conversation ID] [--host H] [--web-port P]
  hearth eval [--model NAME]… [--base-url URL] [--api-key KEY] [--tasks N] [--seed S] [--language L]…
              [--home FILE | --generate N] [--out FILE] [--json] [--timeout S]
  hearth ask --help, hearth simulate --help, hearth memory --help, hearth history --help,
  hearth eval --help: what each option means.
The server itself starts with \`npm start\` (node dist/main.js).`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'ask':
      return runAsk(rest);
    case 'memory':
      return runMemory(rest);
    case 'history':
      return runHistory(rest);
    case 'eval': {
      // Loaded for this command only: it brings the whole server (the sandbox Hearth) with it.
      const { EvalUsageError, runEvalCommand } = await import('./eval.js');
      try {
        await runEvalCommand(rest);
        return 0;
      } catch (error) {
        if (!(error instanceof EvalUsageError)) throw error;
        process.stderr.write(`hearth eval: ${error.message} (see hearth eval --help)\n`);
        return 2;
      }
    }
    case 'simulate':
      try {
        await runSimulate(rest);
        return 0;
      } catch (error) {
        if (!(error instanceof SimulateUsageError)) throw error;
        process.stderr.write(`hearth simulate: ${error.message} (see hearth simulate --help)\n`);
        return 2;
      }
    case undefined:
    case '-h':
    case '--help':
    case 'help':
      process.stdout.write(`${USAGE}\n`);
      return command === undefined ? 2 : 0;
    default:
      process.stderr.write(`hearth: unknown command "${command}"\n${USAGE}\n`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`hearth: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
