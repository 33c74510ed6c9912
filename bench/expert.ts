// The expert's answer as the user hears it: Hearth as its own process (demo mode), a main scripted model
// that calls ask_expert, and a second scripted model (the expert) writing a six-sentence answer at a
// local model's pace. Measured: transcript → the first spoken chunk of the expert's answer, against
// transcript → its last word (what a tool that returned the whole answer would make the user wait for,
// before the main model even began to say it again), and Hearth's own share of the first chunk.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { callTools, say, startScriptedModel } from '../test/support/scripted-model.js';
import { startHearthProcess } from './hearth-process.js';
import { format, median } from './stats.js';
import { timedTurn } from './wyoming-timing.js';

const ANSWER =
  'Sunlight is made of every colour. When it passes through the air, it bumps into tiny molecules. ' +
  'Short blue waves scatter much more than long red ones. So blue light reaches your eyes from all over the sky. ' +
  'At sunset the light crosses more air, and the blue is scattered away. That is why evenings look orange.';
const TURNS = 10;
/** A local model: 400 ms to the first token, then about 20 tokens a second (one word-sized delta each). */
const FIRST_TOKEN_MS = 400;
const DELTA_MS = 50;

export async function runExpertBench(): Promise<string> {
  const main = await startScriptedModel();
  const expert = await startScriptedModel();
  const dir = mkdtempSync(join(tmpdir(), 'hearth-bench-expert-'));
  const optionsFile = join(dir, 'options.json');
  writeFileSync(optionsFile, JSON.stringify({ expert_model: 'expert', expert_base_url: expert.url }));
  const hearth = await startHearthProcess({
    LLM_BASE_URL: main.url,
    LLM_MODEL: 'scripted',
    HEARTH_OPTIONS: optionsFile,
    HEARTH_STARTUP_CHECK: '0',
    HEARTH_MODEL_WARMUP: '0',
    WEB_PORT: 'off',
  });
  const firstChunk: number[] = [];
  const lastWord: number[] = [];
  const ownShare: number[] = [];
  try {
    await hearth.waitForLog(/home model loaded/);
    for (let turn = 0; turn < TURNS; turn += 1) {
      main.enqueue(callTools([{ name: 'ask_expert', arguments: { question: 'Why is the sky blue?' } }]));
      expert.enqueue(say(ANSWER, { firstDeltaDelayMs: FIRST_TOKEN_MS, delayMs: DELTA_MS }));
      const writesBefore = expert.writes.length;
      const timed = await timedTurn(hearth.port, 'why is the sky blue');
      const writes = expert.writes.slice(writesBefore);
      const first = timed.chunks[0];
      if (timed.outcome !== 'handled' || first === undefined) throw new Error('the expert turn failed');
      // The expert's write that completed the first sentence: the first one holding its period.
      let text = '';
      const sentenceEnd = writes.find((write) => {
        const delta = /"content":"((?:[^"\\]|\\.)*)"/.exec(write.data)?.[1] ?? '';
        text += delta;
        return text.includes('. ');
      });
      firstChunk.push(first.at - timed.sentAt);
      lastWord.push((writes.at(-1)?.at ?? Number.NaN) - timed.sentAt);
      ownShare.push(first.at - (sentenceEnd?.at ?? Number.NaN));
    }
  } finally {
    await hearth.stop();
    await expert.close();
    await main.close();
  }
  const first = median(firstChunk);
  const last = median(lastWord);
  return [
    '## The expert model: speaking while it writes',
    '',
    `Hearth as its own process (demo mode); the main scripted model calls ask_expert at once, the scripted expert`,
    `writes a six-sentence answer (${ANSWER.length} characters) after ${FIRST_TOKEN_MS} ms, one word every ${DELTA_MS} ms. Median of ${TURNS} turns.`,
    '"Own share": from the expert\'s write that ended the first sentence (the next word shows it is one) to the client',
    'holding that chunk.',
    '',
    '| what | figure |',
    '|---|---:|',
    `| transcript → first chunk of the expert's answer | ${format(first, 'ms')} |`,
    `| transcript → the expert's last word | ${format(last, 'ms')} |`,
    `| first words heard sooner than a whole-answer tool would allow | ${format(last / first, '×')} |`,
    `| Hearth's own share of the first chunk | ${format(median(ownShare), 'ms')} |`,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await runExpertBench());
}
