// Resolver accuracy and speed: the evaluation set of test/resolver-eval (accuracy per category and
// resolve time per case), and resolve time on a generated 10,000-entity home.
import { pathToFileURL } from 'node:url';
import { resolveTarget } from '../src/resolver/index.js';
import { categoryTable, indexSimulatedHome, runEvaluation } from '../test/resolver-eval/run-eval.js';
import { format, median, percentile } from './stats.js';

const ROUNDS = 20;

/** Phrases people say to a big home: names, places, kinds, floors, typos, misses. */
function largeHomePhrases(): string[] {
  return [
    'Kitchen Light',
    'kitchen lights',
    'the lights in the living room',
    'Bedroom 3 Plug',
    'upstairs lights',
    'living room and kitchen lights',
    'kitchn light',
    'office temperature',
    'the thermostat',
    'all the lights',
    'Licht in der Küche',
    'hot tub',
    'light.kitchen_light',
  ];
}

async function largeHome(): Promise<{ medianUs: number; p95Us: number; entities: number }> {
  const index = await indexSimulatedHome({ generate: { entities: 10_000, seed: 7 } });
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const phrase of largeHomePhrases()) {
      const started = process.hrtime.bigint();
      resolveTarget(index, phrase);
      samples.push(Number(process.hrtime.bigint() - started) / 1000);
    }
  }
  return { medianUs: median(samples), p95Us: percentile(samples, 95), entities: index.entities.length };
}

export async function runResolverBench(): Promise<string> {
  const results = await runEvaluation();
  const times = results.map((result) => result.micros);
  const right = results.filter((result) => result.pass).length;
  const large = await largeHome();
  return [
    '## Entity resolver',
    '',
    `The evaluation set in \`test/resolver-eval/\` (${results.length} requests over several homes in several languages),`,
    'each resolved once from the phrase the user said (plus the domain or satellite room where the request gives one).',
    '',
    categoryTable(results),
    '',
    `Accuracy ${((100 * right) / results.length).toFixed(1)} %; resolve time per case median ${format(median(times), 'µs')}, p95 ${format(percentile(times, 95), 'µs')}.`,
    `Generated home of ${large.entities.toLocaleString('en')} exposed entities (10,000 in all), ${ROUNDS} rounds of ${largeHomePhrases().length} phrases:`,
    `median ${format(large.medianUs, 'µs')}, p95 ${format(large.p95Us, 'µs')} per resolve (goal: median under 1 ms).`,
    '',
  ].join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runResolverBench());
}
