// Colors as people say them: names in en/ko/de/fr/es, "#RRGGBB", "rgb(…)", "hsl(…)" (not bare triples),
// and white tones ("warm white", "kaltweiß", "blanc froid", "주광색"). No Home Assistant here.
import { normalizeText } from '../resolver/index.js';

export type ParsedColor = { rgb: [number, number, number] } | { kelvin: number };

type Rgb = [number, number, number];

/** Each entry: RGB, then names in English, German, French, Spanish and Korean (normalized). */
const NAMED: [Rgb, string][] = [
  [[255, 0, 0], 'red rot rouge rojo roja 빨간색 빨강 빨간 적색'],
  [[255, 128, 0], 'orange naranja 주황색 주황 오렌지'],
  [[255, 255, 0], 'yellow gelb jaune amarillo amarilla 노란색 노랑 노란'],
  [[0, 255, 0], 'green lime grun vert verte verde 초록색 초록 녹색 연두색'],
  [[0, 0, 255], 'blue blau bleu bleue azul 파란색 파랑 파란 청색'],
  [[0, 255, 255], 'cyan aqua turquoise turkis cian turquesa 청록색 하늘색 민트'],
  [[255, 0, 255], 'magenta fuchsia fucsia 자홍색'],
  [[128, 0, 255], 'purple violet lila violett mauve morado morada purpura violeta 보라색 보라 자주색'],
  [[255, 105, 180], 'pink rosa rose 분홍색 분홍 핑크'],
  [[255, 191, 0], 'amber gold bernstein golden ambre dore ambar dorado 호박색 금색'],
  [[75, 0, 130], 'indigo 남색'],
  [[0, 128, 128], 'teal petrol sarcelle 틸'],
  [[255, 127, 80], 'coral koralle corail coral 산호색'],
  [[230, 190, 255], 'lavender lavendel lavande lavanda 라벤더'],
];

/** White tones in kelvin: warm, neutral and cool. */
const WHITES: [number, string][] = [
  [
    2700,
    'warm|warm white|warmweiss|warmes weiss|warmes licht|chaud|blanc chaud|calido|calida|blanco calido|luz calida|따뜻한|따뜻한 색|웜화이트|전구색|warmweiss licht',
  ],
  [
    4000,
    'neutral|neutral white|white|weiss|neutralweiss|blanc|neutre|blanc neutre|blanco|neutro|blanco neutro|흰색|하얀색|하양|주백색|neutral weiss',
  ],
  [
    6000,
    'cool|cool white|cold|cold white|daylight|kalt|kaltweiss|kaltes weiss|tageslicht|froid|blanc froid|lumiere du jour|frio|fria|blanco frio|luz dia|luz de dia|차가운|차가운 색|쿨화이트|주광색',
  ],
];

const NAME_TO_RGB = new Map<string, Rgb>(
  NAMED.flatMap(([rgb, names]) => names.split(' ').map((name) => [name, rgb] as const)),
);
const NAME_TO_KELVIN = new Map<string, number>(
  WHITES.flatMap(([kelvin, names]) => names.split('|').map((name) => [name, kelvin] as const)),
);

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1
      ? [chroma, x, 0]
      : h < 2
        ? [x, chroma, 0]
        : h < 3
          ? [0, chroma, x]
          : h < 4
            ? [0, x, chroma]
            : h < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = l - chroma / 2;
  return [clampByte((r + m) * 255), clampByte((g + m) * 255), clampByte((b + m) * 255)];
}

function numbers(text: string): number[] {
  return [...text.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
}

/** Parses a color, or returns undefined when it is not one we know. */
export function parseColor(input: string): ParsedColor | undefined {
  const text = input.trim().toLowerCase();
  const hex = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/.exec(text)?.[1];
  if (hex !== undefined && (text.startsWith('#') || /\d/.test(hex))) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return { rgb: [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb };
  }
  const values = numbers(text);
  if (/^hsla?\(/.test(text) && values.length >= 3) {
    return { rgb: hslToRgb(values[0] ?? 0, values[1] ?? 0, values[2] ?? 0) };
  }
  if (/^rgba?\(/.test(text) && values.length === 3) {
    return { rgb: values.map(clampByte) as Rgb };
  }
  const kelvinText = /^(\d{4,5})\s*k$/.exec(text)?.[1];
  if (kelvinText !== undefined) return { kelvin: Number(kelvinText) };

  const name = normalizeText(input);
  const kelvin = NAME_TO_KELVIN.get(name);
  if (kelvin !== undefined) return { kelvin };
  const rgb = NAME_TO_RGB.get(name) ?? NAME_TO_RGB.get(name.replace(/(e|en|es|er|em)$/, ''));
  if (rgb !== undefined) return { rgb };
  // "light blue", "bleu clair", "hellblau": the last or first word that names a color.
  for (const word of name.split(' ')) {
    const partial = NAME_TO_RGB.get(word);
    if (partial !== undefined) return { rgb: partial };
  }
  const suffix = [...NAME_TO_RGB.keys()].find((known) => known.length >= 3 && name.endsWith(known));
  return suffix === undefined ? undefined : { rgb: NAME_TO_RGB.get(suffix) ?? [255, 255, 255] };
}

/** "120, 100, 50" could be RGB, HSV or HSL: the caller should ask or get an explicit space. */
export function isBareTriple(input: string): boolean {
  const text = input.trim();
  return /^[\d.\s,;/[\]()]+$/.test(text) && numbers(text).length === 3;
}

/** A white tone word ("warm", "kalt", "froid") as kelvin, for the color-temperature option. */
export function parseWhiteTone(input: string): number | undefined {
  const text = input.trim().toLowerCase();
  const numeric = /^(\d+(?:\.\d+)?)\s*k?$/.exec(text)?.[1];
  if (numeric !== undefined) {
    const value = Number(numeric);
    return value < 1000 ? Math.round(1_000_000 / value) : value;
  }
  return NAME_TO_KELVIN.get(normalizeText(input));
}

/** Approximates a white tone in RGB for lights that only take colors. */
export function kelvinToRgb(kelvin: number): Rgb {
  if (kelvin <= 3000) return [255, 180, 107];
  if (kelvin <= 4500) return [255, 228, 206];
  return [235, 238, 255];
}
