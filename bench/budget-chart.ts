// The latency budget of a turn as an SVG bar: where the time to the first spoken chunk goes.
import type { TurnBudget } from './latency.js';

interface Segment {
  label: string;
  ms: number;
  color: string;
  ours: boolean;
}

const WIDTH = 760;
const BAR_Y = 70;
const BAR_HEIGHT = 44;
const LEFT = 20;
const RIGHT = 20;

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function formatMs(ms: number): string {
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

export function renderBudgetChart(budget: TurnBudget): string {
  const segments: Segment[] = [
    { label: 'Hearth: intake, prompt', ms: budget.intakeMs, color: '#e4572e', ours: true },
    { label: 'model: tool call', ms: budget.firstModelStepMs, color: '#9aa5b1', ours: false },
    { label: 'tool + confirm', ms: budget.toolMs, color: '#f3a712', ours: true },
    { label: 'model: first sentence', ms: budget.secondModelStepMs, color: '#7b8794', ours: false },
    { label: 'chunker + Wyoming', ms: budget.deliveryMs, color: '#29335c', ours: true },
  ];
  const total = segments.reduce((sum, segment) => sum + segment.ms, 0);
  const scale = (WIDTH - LEFT - RIGHT) / total;
  const parts: string[] = [];
  let x = LEFT;
  segments.forEach((segment, index) => {
    const width = Math.max(2, segment.ms * scale);
    parts.push(
      `<rect x="${x.toFixed(1)}" y="${BAR_Y}" width="${width.toFixed(1)}" height="${BAR_HEIGHT}" fill="${segment.color}"/>`,
    );
    // Labels alternate above and below the bar so narrow segments stay readable.
    const above = index % 2 === 0;
    const labelY = above ? BAR_Y - 10 : BAR_Y + BAR_HEIGHT + 20;
    const anchorX = Math.min(Math.max(x + width / 2, LEFT + 100), WIDTH - RIGHT - 100);
    parts.push(
      `<text x="${anchorX.toFixed(1)}" y="${labelY}" text-anchor="middle" font-size="12" fill="#1f2933">${escape(segment.label)} · ${formatMs(segment.ms)}</text>`,
    );
    x += width;
  });
  const ours = segments.filter((segment) => segment.ours).reduce((sum, segment) => sum + segment.ms, 0);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="190" viewBox="0 0 ${WIDTH} 190" font-family="sans-serif">`,
    `<rect width="${WIDTH}" height="190" fill="#ffffff"/>`,
    `<text x="${LEFT}" y="24" font-size="15" font-weight="bold" fill="#1f2933">Time to first spoken chunk, one tool call: ${formatMs(budget.firstChunkMs)} (median)</text>`,
    ...parts,
    `<text x="${LEFT}" y="176" font-size="12" fill="#52606d">Grey: the model (scripted, 300 ms to first token). Colour: Hearth, ${formatMs(ours)} in all, including the tool's round trip to Home Assistant.</text>`,
    '</svg>',
    '',
  ].join('\n');
}
