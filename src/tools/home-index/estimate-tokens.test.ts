// The token estimate against the real o200k tokenizer, and on inputs a hostile model or client could send.
import { countTokens } from 'gpt-tokenizer';
import { describe, expect, it } from 'vitest';
import { estimateTokens } from './estimate-tokens.js';

const SAMPLES = [
  'Turn off the kitchen lights and set the living room to 21 degrees.',
  'Mach das Licht in der Küche aus und stell das Wohnzimmer auf 21 Grad.',
  'Éteins les lumières de la cuisine et règle le salon sur 21 degrés.',
  'Выключи свет на кухне и поставь в гостиной 21 градус.',
  '把厨房的灯关掉，客厅温度调到21度。',
  'キッチンの電気を消して、リビングを21度にして。',
  '주방 불 끄고 거실 온도를 21도로 맞춰 줘.',
  JSON.stringify({
    ok: true,
    entities: [
      { entity_id: 'light.kitchen_ceiling', name: 'Kitchen ceiling', state: 'on', brightness: 102 },
      { entity_id: 'climate.living_room', name: 'Living room', state: 'heat', temperature: 21 },
    ],
  }),
];

describe('estimateTokens', () => {
  it('stays near the o200k count on spoken turns and tool results', () => {
    for (const text of SAMPLES) {
      const ratio = estimateTokens(text) / countTokens(text);
      expect(ratio, text).toBeGreaterThan(0.75);
      expect(ratio, text).toBeLessThan(1.5);
    }
  });

  it('counts nothing in an empty text and something in any other', () => {
    expect(estimateTokens('')).toBe(0);
    for (const text of ['a', ' ', '\n', '.', '7', 'é', '家', '👍', '\u0000']) {
      expect(estimateTokens(text), JSON.stringify(text)).toBeGreaterThan(0);
    }
  });

  it('grows in proportion to the text, even for megabytes without a space', { timeout: 20_000 }, () => {
    const unit = estimateTokens('x'.repeat(1_000));
    expect(estimateTokens('x'.repeat(4_000_000)) / (unit * 4_000)).toBeCloseTo(1, 2);
    expect(estimateTokens('😀'.repeat(1_000_000))).toBe(2_000_000);
    expect(estimateTokens('{"a":['.repeat(500_000))).toBeGreaterThan(500_000);
  });
});
