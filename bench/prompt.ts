// Prompt size per turn (our stable prefix: rules + home index, and the tool schemas) next to a prompt
// built the way Home Assistant's Assist API builds it, for the sample home and generated 1,000 and
// 10,000-entity homes; and the resolver's latency on each. `npx tsx bench/prompt.ts` prints it.
import { pathToFileURL } from 'node:url';
import { buildStablePrompt, toToolSpecs } from '../src/agent/index.js';
import type { SimulatorOptions } from '../src/simulator/types.js';
import { withHomeToolbox } from './home-toolbox.js';
import { countTokens } from 'gpt-tokenizer';
import { buildAssistStylePrompt, searchEntities } from '../src/tools/index.js';
import { buildTargetIndex, resolveTarget } from '../src/resolver/index.js';

const HOMES: { label: string; options: SimulatorOptions }[] = [
  { label: 'sample home', options: {} },
  { label: 'generated 1,000', options: { generate: { entities: 1000, seed: 1 } } },
  { label: 'generated 10,000', options: { generate: { entities: 10_000, seed: 1 } } },
];

interface Row {
  label: string;
  exposed: number;
  index: number;
  prefix: number;
  tools: number;
  assist: number;
  resolveUs: { median: number; p95: number };
  searchUs: number;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

/** Spoken-style queries from the home's own names: exact, lower-cased, one typo, area + kind. */
function queries(names: string[], areas: string[]): string[] {
  const typo = (name: string) => (name.length > 5 ? name.slice(0, 2) + name.slice(3) : name);
  const picked = names.filter((_, index) => index % Math.max(1, Math.floor(names.length / 200)) === 0);
  return [
    ...picked.map((name) => name.toLowerCase()),
    ...picked.map(typo),
    ...areas.slice(0, 50).map((area) => `${area} lights`),
  ];
}

async function measure(label: string, options: SimulatorOptions): Promise<Row> {
  return withHomeToolbox(options, ({ client, toolbox }) => {
    const index = toolbox.homeIndex();
    // What the model receives: the lean schemas (no lengths, patterns or ranges the parse alone applies).
    const specs = toToolSpecs(toolbox.tools());
    const targets = buildTargetIndex(client.home, undefined);
    const texts = queries(
      targets.entities.map((entity) => entity.name),
      targets.areas.map((area) => area.name),
    );
    const times = texts.map((text) => {
      const started = process.hrtime.bigint();
      resolveTarget(targets, text, {});
      return Number(process.hrtime.bigint() - started) / 1000;
    });
    const searchStarted = process.hrtime.bigint();
    for (const text of texts.slice(0, 50)) searchEntities(targets, text);
    const searchUs = Number(process.hrtime.bigint() - searchStarted) / 1000 / Math.min(50, texts.length);
    return {
      label,
      exposed: targets.entities.length,
      index: countTokens(index),
      prefix: countTokens(buildStablePrompt({ homeIndex: index })),
      tools: countTokens(JSON.stringify(specs)),
      assist: countTokens(buildAssistStylePrompt(client.home)),
      resolveUs: { median: percentile(times, 0.5), p95: percentile(times, 0.95) },
      searchUs,
    };
  });
}

export async function runPromptBench(): Promise<string> {
  const rows: Row[] = [];
  for (const home of HOMES) rows.push(await measure(home.label, home.options));
  const ms = (us: number) => (us / 1000).toFixed(2);
  return [
    '## Prompt size and resolver',
    '',
    'Tokens are o200k (gpt-tokenizer). "Ours" is the stable system prefix (rules + home index, budget',
    '1,500 tokens) that every turn sends; the tool schemas are listed apart. "Assist-style" lists every',
    "exposed entity with names, domain and areas the way Home Assistant's Assist API does (its tool",
    'schemas, one per intent, are not counted). Resolver: spoken names, one-typo names and "<area> lights"',
    'taken from the home itself, timed in-process; search: the same texts through the search ranking.',
    '',
    '| home | exposed | home index | ours: prefix | tool schemas | prefix + tools | Assist-style prompt | Assist / ours (prefix) | resolve median / p95 ms | search ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.exposed} | ${row.index} | ${row.prefix} | ${row.tools} | ${row.prefix + row.tools} | ${row.assist} | ${(row.assist / row.prefix).toFixed(1)}× | ${ms(row.resolveUs.median)} / ${ms(row.resolveUs.p95)} | ${ms(row.searchUs)} |`,
    ),
    '',
    `Goal: ours under 2,000 tokens at any size — ${rows.every((row) => row.prefix < 2000) ? 'met' : 'NOT met'}.`,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await runPromptBench());
}
