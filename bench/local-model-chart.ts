// The prompt-reading bench's chart: first audio for a new conversation and a follow-up, per hardware
// class, before and after, on a logarithmic time axis (a CPU re-reading the whole prompt takes a minute,
// a cloud API under a second: both must stay readable).
import type { FirstAudio } from './local-model.js';
import { HARDWARE } from './prompt-reading.js';

const COLORS = ['#9aa5b1', '#e4572e'];

export function renderLocalModelChart(
  builds: readonly string[],
  audio: Map<string, Map<string, FirstAudio>>,
): string {
  const width = 820;
  const left = 230;
  const right = 80;
  const top = 44;
  const barHeight = 14;
  const minMs = 100;
  const maxMs = 1_000_000;
  const x = (ms: number): number =>
    left +
    ((Math.log10(Math.max(ms, minMs)) - Math.log10(minMs)) / (Math.log10(maxMs) - Math.log10(minMs))) *
      (width - left - right);
  const rows = HARDWARE.flatMap((hardware) =>
    (['newConversationMs', 'followUpMs'] as const).map((key) => ({ hardware: hardware.name, key })),
  );
  const rowHeight = builds.length * (barHeight + 3) + 12;
  const parts: string[] = [
    `<text x="${left}" y="22" font-size="14" font-weight="bold">First audio per hardware class (log scale)</text>`,
  ];
  for (const ms of [100, 1_000, 10_000, 100_000]) {
    const at = x(ms).toFixed(1);
    parts.push(
      `<line x1="${at}" y1="${top - 6}" x2="${at}" y2="${top + rows.length * rowHeight}" stroke="#ddd"/>`,
      `<text x="${at}" y="${top - 10}" font-size="11" text-anchor="middle">${ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`}</text>`,
    );
  }
  rows.forEach((row, index) => {
    const y = top + index * rowHeight;
    const label = `${row.hardware}, ${row.key === 'newConversationMs' ? 'new conversation' : 'follow-up'}`;
    parts.push(
      `<text x="${left - 10}" y="${y + rowHeight / 2 + 2}" font-size="12" text-anchor="end">${label}</text>`,
    );
    builds.forEach((build, buildIndex) => {
      const figures = audio.get(build)?.get(row.hardware);
      const ms = figures?.[row.key] ?? Number.NaN;
      const failed =
        (row.key === 'newConversationMs' ? figures?.newFailed : figures?.followUpFailed) !== undefined;
      if (!Number.isFinite(ms)) return;
      const barY = y + buildIndex * (barHeight + 3);
      parts.push(
        `<rect x="${left}" y="${barY}" width="${Math.max(2, x(ms) - left).toFixed(1)}" height="${barHeight}" fill="${COLORS[(buildIndex + COLORS.length - builds.length) % COLORS.length]}"/>`,
        `<text x="${(x(ms) + 5).toFixed(1)}" y="${barY + 11}" font-size="11">${ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`}${failed ? ': gave up, apology' : ''}</text>`,
      );
    });
  });
  const legendY = top + rows.length * rowHeight + 6;
  builds.forEach((build, index) => {
    const legendX = left + index * 260;
    parts.push(
      `<rect x="${legendX}" y="${legendY}" width="12" height="12" fill="${COLORS[(index + COLORS.length - builds.length) % COLORS.length]}"/>`,
      `<text x="${legendX + 18}" y="${legendY + 11}" font-size="12">${build}</text>`,
    );
  });
  const height = legendY + 26;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif"><rect width="100%" height="100%" fill="white"/>${parts.join('')}</svg>\n`;
}
