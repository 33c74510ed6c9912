// Long-term memory at scale: a store of 1,000 (the default bound) and of 10,000 memories, in several
// languages. Recall: the recall tool's search (top 8). Prompt: building the turn's memory section (search,
// the important ones, the token budget). Tokens added: that section, estimated and in real o200k tokens.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countTokens } from 'gpt-tokenizer';
import { buildMemoryPrompt } from '../src/memory/memory-prompt.js';
import { MemoryStore, type Memory } from '../src/memory/index.js';
import { saveMemories } from '../src/memory/memory-file.js';
import { estimateTokens } from '../src/tools/index.js';
import { format, median, percentile } from './stats.js';

const SIZES = [1_000, 10_000];
const QUERIES = 300;
const ADDS = 50;

const NAMES = [
  'Anna',
  'Ben',
  'Mia',
  'Luca',
  'Sofia',
  'Jonas',
  'Emma',
  'Noah',
  'Yuki',
  'Min-jun',
  'Wei',
  'Lena',
];
const WORDS = (
  'garden kitchen piano violin football swimming jazz tea coffee honey bread cheese apples peanuts gluten ' +
  'lactose bicycle train bus school office hospital library bakery market beach mountain forest river lake ' +
  'blue green red yellow purple orange window door drawer shelf basement attic garage balcony terrace ' +
  'monday tuesday wednesday thursday friday saturday sunday morning evening night noon weekend holiday ' +
  'dentist doctor teacher nurse engineer painter cook baker pilot farmer lawyer chemist plumber ' +
  'chess tennis golf yoga running hiking climbing sailing skiing dancing singing reading knitting baking ' +
  'cat dog rabbit hamster parrot goldfish tortoise pony lasagne curry sushi ramen tacos salad soup pizza'
).split(' ');
const VERBS = [
  'likes',
  'avoids',
  'collects',
  'visits',
  'studies',
  'teaches',
  'prefers',
  'keeps',
  'cooks',
  'plays',
];
const CJK = [
  (name: string, a: string, b: string) => `${name}さんは${a}と${b}が好きです`,
  (name: string, a: string, b: string) => `${name}喜欢${a}和${b}`,
  (name: string, a: string, b: string) => `${name}는 ${a}하고 ${b}를 좋아해요`,
];
const CJK_WORDS = [
  'コーヒー',
  '紅茶',
  '音楽',
  '水泳',
  '读书',
  '跑步',
  '火锅',
  '绿茶',
  '축구',
  '김치',
  '등산',
  '피아노',
];
const ASKED = [
  'what should I cook for Anna tonight',
  'what does Mia like to play',
  'where does Ben keep the bicycle',
  'does Jonas go swimming on tuesday',
  'Yukiさんは何が好きですか',
  'Wei喜欢什么',
  'Min-jun은 뭘 좋아해요',
  'was mag Lena am Wochenende',
  'turn on the kitchen light',
];

/** A fixed pseudo-random sequence, so every run measures the same store. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** `count` memories as a previous run would have saved them (about 12 people, one in ten in CJK). */
function generate(count: number): Memory[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const now = Date.now();
  return Array.from({ length: count }, (_, n) => {
    const name = pick(NAMES);
    const fact =
      n % 10 === 9
        ? pick(CJK)(name, pick(CJK_WORDS), pick(CJK_WORDS))
        : `${name} ${pick(VERBS)} ${pick(WORDS)} ${pick(WORDS)} and ${pick(WORDS)} on ${pick(WORDS)} ${n}`;
    const at = now - Math.floor(next() * 20 * 86_400_000);
    return {
      id: `m-${n.toString(16).padStart(10, '0')}`,
      fact,
      about: name,
      importance: 3 + (n % 3),
      source: 'extracted',
      createdAt: at,
      updatedAt: at,
      lastUsedAt: at,
      uses: 0,
    };
  });
}

async function measure(size: number): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-memory-bench-'));
  try {
    const file = join(dir, 'memories.json');
    await saveMemories(file, generate(size));
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const loadStarted = performance.now();
    const store = await MemoryStore.open({ file, maxMemories: size, writeDelayMs: 60_000 });
    const loadMs = performance.now() - loadStarted;
    globalThis.gc?.();
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    const addUs: number[] = [];
    for (let index = 0; index < ADDS; index += 1) {
      const started = performance.now();
      store.remember({
        fact: `${NAMES[index % NAMES.length]!} now collects ${WORDS[index]!} stamps`,
        source: 'told',
      });
      addUs.push((performance.now() - started) * 1000);
    }
    const recallMs: number[] = [];
    const promptMs: number[] = [];
    const estimated: number[] = [];
    const real: number[] = [];
    for (let index = 0; index < QUERIES; index += 1) {
      const query = ASKED[index % ASKED.length]!;
      let started = performance.now();
      store.search(query, 8, { markUsed: true });
      recallMs.push(performance.now() - started);
      started = performance.now();
      const section = buildMemoryPrompt(store, query);
      promptMs.push(performance.now() - started);
      if (index < ASKED.length) {
        estimated.push(estimateTokens(section));
        real.push(countTokens(section));
      }
    }
    await store.close();
    return [
      `| ${size.toLocaleString('en')} | ${format(median(recallMs), 'ms')} | ${format(percentile(recallMs, 95), 'ms')} | ${format(median(promptMs), 'ms')} | ${format(percentile(promptMs, 95), 'ms')} | ${format(median(real))} (max ${Math.max(...real)}; estimated ${format(median(estimated))}) | ${format(median(addUs) / 1000, 'ms')} | ${format(loadMs, 'ms')} | ${format(heapMb, 'MB')} |`,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runMemoryBench(): Promise<string> {
  const rows: string[] = [];
  for (const size of SIZES) rows.push(...(await measure(size)));
  return [
    '## Long-term memory (`bench/memory.ts`)',
    '',
    `A store of 1,000 memories (the default bound) and of 10,000, generated from ${NAMES.length} people, ${WORDS.length} words and`,
    "Japanese, Chinese and Korean sentences (one in ten), as a previous run saved them. Recall: the recall tool's search (MiniSearch BM25, top 8) for",
    `${QUERIES} spoken questions. Prompt section: what every turn adds after the stable prefix (search, the most important`,
    'facts, the 250-token budget). Tokens added: that section in real o200k tokens (median over the questions; a store',
    'with no memories adds 0). Add: remembering one more fact (median of 50), duplicate check included. Load: opening the file at start.',
    '',
    '| memories | recall median | p95 | prompt section median | p95 | tokens added | add | load | heap |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
}
