// Benchmark of the TTS chunker (src/speech): ns per input character on prose and on text without punctuation,
// linearity (20k vs 200k characters), and a naive Intl.Segmenter streaming splitter on the same deltas.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { createChunker } from '../src/speech/index.js';
import { seededRandom } from '../src/speech/run-sliced.js';

const RUNS = 7;
/** The naive splitter re-segments its whole pending tail per delta: quadratic without terminators. */
const NAIVE_UNPUNCTUATED_CAP = 10_000;

const SENTENCES = [
  'The kitchen lights are now on at 40 percent.',
  'I turned off the TV in the living room.',
  "It's 21.5 °C inside and 3 °C outside, with light rain expected after 6 p.m. tonight.",
  'Dr. Smith called at 10:30 and asked you to call back.',
  'Your next meeting starts in 15 minutes. Do you want a reminder?',
  'The garage door is open! Should I close it?',
  'Here is what I found: the hallway sensor reports motion, the front door is locked, and the porch light is off.',
  'Sure. I set the thermostat to 20 degrees.',
  'The washing machine finished its cycle about 12 minutes ago.',
  'All **three** bedroom lamps are off now.',
];
const WORDS = 'light kitchen warm open door sensor evening level turn bright living room quiet window'.split(
  ' ',
);

function prose(length: number, random: () => number): string {
  let text = '';
  while (text.length < length) {
    text += SENTENCES[Math.floor(random() * SENTENCES.length)] ?? '';
    text += random() < 0.1 ? '\n' : ' ';
  }
  return text.slice(0, length);
}

function unpunctuated(length: number, random: () => number): string {
  let text = '';
  while (text.length < length) text += `${WORDS[Math.floor(random() * WORDS.length)] ?? ''} `;
  return text.slice(0, length);
}

/** Realistic LLM deltas: 3 to 8 code points. */
function deltas(text: string, random: () => number): string[] {
  const codePoints = [...text];
  const pieces: string[] = [];
  for (let index = 0; index < codePoints.length;) {
    const size = 3 + Math.floor(random() * 6);
    pieces.push(codePoints.slice(index, index + size).join(''));
    index += size;
  }
  return pieces;
}

function hearth(pieces: readonly string[]): number {
  const chunker = createChunker({ language: 'en' });
  let count = 0;
  for (const piece of pieces) count += chunker.push(piece).length;
  return count + chunker.end().length;
}

/** Holds the last Intl.Segmenter sentence of the pending text and emits the others, per delta. */
function naiveSegmenter(pieces: readonly string[]): number {
  const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
  let pending = '';
  let count = 0;
  for (const piece of pieces) {
    pending += piece;
    let last = '';
    let segments = 0;
    for (const { segment } of segmenter.segment(pending)) {
      last = segment;
      segments += 1;
    }
    count += segments - 1;
    pending = last;
  }
  return count + (pending === '' ? 0 : 1);
}

/**
 * Median CPU time (user + system) in ms of RUNS runs after one warm-up run. CPU rather than wall time, so
 * other processes sharing the machine (tests, builds) inflate the figures less.
 */
function median(run: () => number): number {
  run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = process.cpuUsage();
    run();
    const used = process.cpuUsage(started);
    times.push((used.user + used.system) / 1e3);
  }
  times.sort((left, right) => left - right);
  return times[Math.floor(RUNS / 2)] ?? 0;
}

interface Row {
  readonly name: string;
  readonly chars: number;
  readonly deltas: number;
  readonly hearthMs: number;
  readonly naiveMs: number | undefined;
}

function measure(name: string, text: string, random: () => number, naive: boolean): Row {
  const pieces = deltas(text, random);
  return {
    name,
    chars: text.length,
    deltas: pieces.length,
    hearthMs: median(() => hearth(pieces)),
    naiveMs: naive ? median(() => naiveSegmenter(pieces)) : undefined,
  };
}

const nsPerChar = (ms: number, chars: number): string => ((ms * 1e6) / chars).toFixed(0);

export async function runChunkerBench(): Promise<string> {
  const random = seededRandom(2026);
  // Warm-up, so the first measured input does not pay for the JIT.
  for (let round = 0; round < 3; round += 1) hearth(deltas(prose(100_000, random), random));
  naiveSegmenter(deltas(prose(20_000, random), random));
  const inputs: [string, string, boolean][] = [
    ['prose', prose(20_000, random), true],
    ['prose', prose(200_000, random), true],
    ['no punctuation', unpunctuated(NAIVE_UNPUNCTUATED_CAP / 2, random), true],
    ['no punctuation', unpunctuated(NAIVE_UNPUNCTUATED_CAP, random), true],
    ['no punctuation', unpunctuated(20_000, random), false],
    ['no punctuation', unpunctuated(200_000, random), false],
  ];
  const rows: Row[] = [];
  for (const [name, text, naive] of inputs) {
    await nextTurn();
    rows.push(measure(name, text, random, naive));
  }
  const table = rows.map((row) => {
    const naive = row.naiveMs === undefined ? 'not run' : nsPerChar(row.naiveMs, row.chars);
    const ratio = row.naiveMs === undefined ? '–' : `${(row.naiveMs / row.hearthMs).toFixed(1)}×`;
    const perDelta = ((row.hearthMs * 1e3) / row.deltas).toFixed(2);
    return `| ${row.name} | ${row.chars.toLocaleString('en')} | ${nsPerChar(row.hearthMs, row.chars)} | ${perDelta} | ${naive} | ${ratio} |`;
  });
  const linear = (name: string): string => {
    const [small, large] = rows.filter((row) => row.name === name && row.chars >= 20_000);
    return small === undefined || large === undefined ? '–' : (large.hearthMs / small.hearthMs).toFixed(1);
  };
  const naiveGrowth = (name: string, small: number, large: number): string => {
    const pick = (chars: number): number | undefined =>
      rows.find((row) => row.name === name && row.chars === chars)?.naiveMs;
    const [first, second] = [pick(small), pick(large)];
    return first === undefined || second === undefined ? '–' : (second / first).toFixed(1);
  };
  return [
    '## TTS chunker',
    '',
    `Node ${process.version}, deltas of 3–8 code points, language "en", median CPU time of ${RUNS} runs after a warm-up.`,
    'The naive splitter re-segments its pending tail with `Intl.Segmenter` on every delta and emits all but',
    `the last sentence; without punctuation it is quadratic, so it runs there only up to ${NAIVE_UNPUNCTUATED_CAP.toLocaleString('en')} characters.`,
    '',
    '| input | chars | chunker ns/char | chunker µs/delta | naive Intl ns/char | naive / chunker |',
    '|---|---:|---:|---:|---:|---:|',
    ...table,
    '',
    `Linearity, time for 200k ÷ time for 20k characters (10 is linear): prose ${linear('prose')}, ` +
      `no punctuation ${linear('no punctuation')}. Naive Intl, no punctuation, 10k ÷ 5k characters: ` +
      `${naiveGrowth('no punctuation', NAIVE_UNPUNCTUATED_CAP / 2, NAIVE_UNPUNCTUATED_CAP)} (2 is linear).`,
    '',
  ].join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runChunkerBench());
}
