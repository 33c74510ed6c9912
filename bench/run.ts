// `npm run bench`: runs every benchmark in turn and writes bench/RESULTS.md and the budget chart.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { renderBudgetChart } from './budget-chart.js';
import { runChunkerBench } from './chunker.js';
import { runEvalBench } from './eval.js';
import { runExpertBench } from './expert.js';
import { runHistoryBench } from './history.js';
import { runHomeBench } from './home.js';
import { runIdleBench } from './idle.js';
import { runLatencyBench } from './latency.js';
import { runLivingHomeBench } from './living-home.js';
import { runLoadBench } from './load.js';
import { runLocalModelBench } from './local-model.js';
import { runMemoryBench } from './memory.js';
import { runPromptBench } from './prompt.js';
import { runResolverBench } from './resolver.js';
import { runScaleBench } from './scale.js';
import { runSoakBench } from './soak.js';
import { runSpacedTurnsBench } from './spaced-turns.js';
import { runTokenEstimateBench } from './token-estimate.js';
import { runTurnCostBench } from './turn-cost.js';
import { runVoiceBench } from './voice.js';
import { runVoiceFloodBench } from './voice-flood.js';

const HERE = import.meta.dirname;

async function section<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stderr.write(`bench: ${name} …\n`);
  const result = await run();
  process.stderr.write(`bench: ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
}

const latency = await section('latency', runLatencyBench);
const voice = await section('voice', runVoiceBench);
writeFileSync(join(HERE, 'voice-first-audio.svg'), voice.chart);
const localModel = await section('local model', runLocalModelBench);
writeFileSync(join(HERE, 'local-model-first-audio.svg'), localModel.chart);
const sections = [
  latency.markdown,
  localModel.markdown,
  await section('turn cost', runTurnCostBench),
  await section('idle', runIdleBench),
  await section('a home that lives', runLivingHomeBench),
  await section('a month of turns', runSoakBench),
  await section('spaced turns', runSpacedTurnsBench),
  voice.markdown,
  await section('voice flood', runVoiceFloodBench),
  await section('expert', runExpertBench),
  await section('load', runLoadBench),
  await section('history', runHistoryBench),
  await section('scale', runScaleBench),
  await section('home model', runHomeBench),
  await section('prompt', runPromptBench),
  await section('resolver', runResolverBench),
  await section('chunker', runChunkerBench),
  await section('memory', runMemoryBench),
  await section('hearth eval', runEvalBench),
  (await section('token estimate', runTokenEstimateBench)).markdown,
];
writeFileSync(join(HERE, 'latency-budget.svg'), renderBudgetChart(latency.budget));

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const header = [
  '# Benchmark results',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus().length} × ${cpu},`,
  `${Math.round(totalmem() / 2 ** 30)} GiB, Linux. Figures are medians with p95/p99 where tails matter; comparisons are`,
  'ratios measured in the same run. The machine is shared, so absolute figures move between runs.',
  '',
  '![Latency budget of a turn with one tool call](latency-budget.svg)',
  '',
].join('\n');
writeFileSync(join(HERE, 'RESULTS.md'), `${header}\n${sections.join('\n')}`);
process.stderr.write('bench: wrote bench/RESULTS.md, bench/latency-budget.svg and the other charts\n');
