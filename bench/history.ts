// History persistence at scale: 1,000 conversations × 20 turns, then single-turn appends. For each
// append, the longest the event loop was blocked from the append until its write had landed (largest
// gap between two `setImmediate` ticks). With BENCH_BASELINE=<another build's dist/main.js>, that build's
// HistoryStore is measured in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, median, percentile } from './stats.js';

const CONVERSATIONS = 1_000;
const TURNS = 20;
const APPENDS = 50;

interface Store {
  append(conversationId: string, messages: { role: string; content: string }[]): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}
type Open = (options: Record<string, unknown>) => Promise<Store>;

const turn = (conversation: number, index: number) => [
  {
    role: 'user',
    content: `Turn on the lights in room ${conversation}, turn ${index}, and tell me the temperature.`,
  },
  {
    role: 'assistant',
    content: `Done: the lights in room ${conversation} are on, and it is 21 degrees there.`,
  },
];

/** Largest gap between event-loop ticks while `work` runs, in ms. */
async function longestBlock(work: () => Promise<void>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const tick = (): void => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  last = performance.now();
  await work();
  running = false;
  return longest;
}

async function measure(open: Open): Promise<{ appendMs: number[]; loadMs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-history-bench-'));
  try {
    const options = {
      dir,
      maxTurns: TURNS,
      maxTokens: 1_000_000,
      idleMs: 0,
      maxConversations: CONVERSATIONS,
      writeDelayMs: 0,
    };
    const store = await open(options);
    for (let index = 0; index < TURNS; index += 1) {
      for (let conversation = 0; conversation < CONVERSATIONS; conversation += 1) {
        store.append(`conversation-${conversation}`, turn(conversation, index));
      }
    }
    await store.flush();
    const appendMs: number[] = [];
    for (let append = 0; append < APPENDS; append += 1) {
      const conversation = (append * 37) % CONVERSATIONS;
      appendMs.push(
        await longestBlock(async () => {
          store.append(`conversation-${conversation}`, turn(conversation, TURNS + append));
          await store.flush();
        }),
      );
    }
    await store.close();
    const started = performance.now();
    const reopened = await open(options);
    const loadMs = performance.now() - started;
    await reopened.close();
    return { appendMs, loadMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function storeOf(main: string): Promise<Open> {
  const module = (await import(pathToFileURL(join(dirname(main), 'agent/history-store.js')).href)) as {
    HistoryStore: { open: Open };
  };
  return (options) => module.HistoryStore.open(options);
}

export async function runHistoryBench(): Promise<string> {
  const baseline = process.env.BENCH_BASELINE;
  const builds = [
    ...(baseline === undefined ? [] : [{ label: 'before (baseline build)', main: baseline }]),
    { label: 'this build', main: resolve(import.meta.dirname, '../dist/main.js') },
  ];
  const rows: string[] = [];
  for (const build of builds) {
    const { appendMs, loadMs } = await measure(await storeOf(build.main));
    rows.push(
      `| ${build.label} | ${format(median(appendMs), 'ms')} | ${format(percentile(appendMs, 99), 'ms')} | ${format(Math.max(...appendMs), 'ms')} | ${format(loadMs, 'ms')} |`,
    );
  }
  return [
    '## Conversation history at scale',
    '',
    `${CONVERSATIONS.toLocaleString('en')} conversations × ${TURNS} turns in the store, then ${APPENDS} single-turn appends, each`,
    'flushed at once. Blocked: the longest the event loop went without a turn from the append until its',
    'write had landed. Reload: opening the store again (start-up).',
    '',
    '| build | blocked median | p99 | max | reload |',
    '|---|---:|---:|---:|---:|',
    ...rows,
    '',
    'Goal: a write blocks the loop < 1 ms.',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await runHistoryBench());
}
