// Benchmark of the TTS chunker (src/speech): ns per input character on prose and on text without punctuation,
// linearity (20k vs 200k characters), and a naive Intl.Segmenter streaming splitter on the same deltas.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { createChunker } from '../src/speech/index.js';
import { seededRandom } from '../src/speech/run-sliced.js';

const RUNS = 9;
/** The naive splitter re-segments its whole pending tail per delta: without terminators, all the text so far. */
const NAIVE_UNPUNCTUATED_CAP = 20_000;

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

/** CPU time (user + system) of one run in ms: other processes sharing the machine inflate it less than wall time. */
function cpuMs(run: () => number): number {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1e3;
}

function medianOf(times: readonly number[]): number {
  return [...times].sort((left, right) => left - right)[Math.floor(times.length / 2)] ?? 0;
}

interface Input {
  readonly name: string;
  readonly chars: number;
  readonly pieces: readonly string[];
  readonly naive: boolean;
}

interface Row {
  readonly name: string;
  readonly chars: number;
  readonly deltas: number;
  readonly hearthMs: number;
  readonly naiveMs: number | undefined;
}

/**
 * Round-robin over the inputs, RUNS rounds, medians per input: a burst of load on the machine then hits
 * every input alike instead of skewing the 20k/200k ratios.
 */
async function measureAll(inputs: readonly Input[]): Promise<Row[]> {
  const hearthTimes = inputs.map((): number[] => []);
  const naiveTimes = inputs.map((): number[] => []);
  for (let round = 0; round < RUNS; round += 1) {
    for (const [index, input] of inputs.entries()) {
      await nextTurn();
      hearthTimes[index]?.push(cpuMs(() => hearth(input.pieces)));
      if (input.naive) naiveTimes[index]?.push(cpuMs(() => naiveSegmenter(input.pieces)));
    }
  }
  return inputs.map((input, index) => ({
    name: input.name,
    chars: input.chars,
    deltas: input.pieces.length,
    hearthMs: medianOf(hearthTimes[index] ?? []),
    naiveMs: input.naive ? medianOf(naiveTimes[index] ?? []) : undefined,
  }));
}

const nsPerChar = (ms: number, chars: number): string => ((ms * 1e6) / chars).toFixed(0);

export async function runChunkerBench(): Promise<string> {
  const random = seededRandom(2026);
  // Warm-up, so the first measured input does not pay for the JIT.
  for (let round = 0; round < 3; round += 1) hearth(deltas(prose(100_000, random), random));
  naiveSegmenter(deltas(prose(20_000, random), random));
  const texts: [string, string, boolean][] = [
    ['prose', prose(20_000, random), true],
    ['prose', prose(200_000, random), true],
    ['no punctuation', unpunctuated(NAIVE_UNPUNCTUATED_CAP / 2, random), true],
    ['no punctuation', unpunctuated(NAIVE_UNPUNCTUATED_CAP, random), true],
    ['no punctuation', unpunctuated(200_000, random), false],
  ];
  const inputs = texts.map(([name, text, naive]) => ({
    name,
    chars: text.length,
    pieces: deltas(text, random),
    naive,
  }));
  const rows = await measureAll(inputs);
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
    `Node ${process.version}, deltas of 3–8 code points, language "en", median CPU time of ${RUNS} rounds (round-robin over the inputs) after a warm-up.`,
    'The naive splitter re-segments its pending tail with `Intl.Segmenter` on every delta and emits all but',
    'the last sentence. Without punctuation the tail never shrinks, so each delta re-segments all text so far;',
    `there it runs only up to ${NAIVE_UNPUNCTUATED_CAP.toLocaleString('en')} characters, to keep the benchmark short.`,
    '',
    '| input | chars | chunker ns/char | chunker µs/delta | naive Intl ns/char | naive / chunker |',
    '|---|---:|---:|---:|---:|---:|',
    ...table,
    '',
    `Linearity, time for 200k ÷ time for 20k characters (10 is linear): prose ${linear('prose')}, ` +
      `no punctuation ${linear('no punctuation')}. Naive Intl, no punctuation, 20k ÷ 10k characters: ` +
      `${naiveGrowth('no punctuation', NAIVE_UNPUNCTUATED_CAP / 2, NAIVE_UNPUNCTUATED_CAP)} (2 is linear).`,
    '',
  ].join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runChunkerBench());
}
