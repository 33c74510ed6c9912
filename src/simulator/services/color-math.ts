// Colour conversions a light needs (rgb ↔ hs ↔ xy, Kelvin → rgb) and a small table of CSS colour names.
// Pure arithmetic; knows nothing of entities.

export type Rgb = [number, number, number];
export type Hs = [number, number];

/** A subset of the CSS colour names Home Assistant accepts in `color_name`. */
export const CSS_COLORS: Readonly<Record<string, Rgb>> = {
  white: [255, 255, 255],
  black: [0, 0, 0],
  red: [255, 0, 0],
  green: [0, 128, 0],
  lime: [0, 255, 0],
  blue: [0, 0, 255],
  yellow: [255, 255, 0],
  orange: [255, 165, 0],
  purple: [128, 0, 128],
  violet: [238, 130, 238],
  pink: [255, 192, 203],
  hotpink: [255, 105, 180],
  magenta: [255, 0, 255],
  cyan: [0, 255, 255],
  aqua: [0, 255, 255],
  teal: [0, 128, 128],
  turquoise: [64, 224, 208],
  navy: [0, 0, 128],
  skyblue: [135, 206, 235],
  lightblue: [173, 216, 230],
  indigo: [75, 0, 130],
  gold: [255, 215, 0],
  amber: [255, 191, 0],
  brown: [165, 42, 42],
  coral: [255, 127, 80],
  crimson: [220, 20, 60],
  salmon: [250, 128, 114],
  lavender: [230, 230, 250],
  beige: [245, 245, 220],
  warmwhite: [255, 223, 179],
  seagreen: [46, 139, 87],
  forestgreen: [34, 139, 34],
  olive: [128, 128, 0],
  tomato: [255, 99, 71],
  chocolate: [210, 105, 30],
  khaki: [240, 230, 140],
  silver: [192, 192, 192],
  gray: [128, 128, 128],
  grey: [128, 128, 128],
  mintcream: [245, 255, 250],
  homeassistant: [3, 169, 244],
};

/** A CSS colour name (case and spaces ignored) to rgb, or undefined. */
export function colorNameToRgb(name: string): Rgb | undefined {
  return CSS_COLORS[name.toLowerCase().replace(/[\s_-]/g, '')];
}

export function rgbToHs([red, green, blue]: Rgb): Hs {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = 60 * (((g - b) / delta + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  const saturation = max === 0 ? 0 : (delta / max) * 100;
  return [round(hue, 3), round(saturation, 3)];
}

export function hsToRgb([hue, saturation]: Hs): Rgb {
  const s = saturation / 100;
  const chroma = s;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = 1 - chroma;
  const sector = Math.floor(hue / 60) % 6;
  const [r, g, b] = (
    [
      [chroma, x, 0],
      [x, chroma, 0],
      [0, chroma, x],
      [0, x, chroma],
      [x, 0, chroma],
      [chroma, 0, x],
    ] as const
  )[sector]!;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

export function rgbToXy([red, green, blue]: Rgb): [number, number] {
  const linear = (value: number): number => {
    const v = value / 255;
    return v > 0.04045 ? ((v + 0.055) / 1.055) ** 2.4 : v / 12.92;
  };
  const r = linear(red);
  const g = linear(green);
  const b = linear(blue);
  const x = r * 0.664511 + g * 0.154324 + b * 0.162028;
  const y = r * 0.283881 + g * 0.668433 + b * 0.047685;
  const z = r * 0.000088 + g * 0.07231 + b * 0.986039;
  const sum = x + y + z;
  return sum === 0 ? [0, 0] : [round(x / sum, 3), round(y / sum, 3)];
}

/** Approximate colour of a black body at `kelvin` (Tanner Helland's fit, as HA's colour util uses). */
export function kelvinToRgb(kelvin: number): Rgb {
  const t = kelvin / 100;
  const red = t <= 66 ? 255 : 329.698727446 * (t - 60) ** -0.1332047592;
  const green =
    t <= 66 ? 99.4708025861 * Math.log(t) - 161.1195681661 : 288.1221695283 * (t - 60) ** -0.0755148492;
  const blue = t >= 66 ? 255 : t <= 19 ? 0 : 138.5177312231 * Math.log(t - 10) - 305.0447927307;
  return [clampByte(red), clampByte(green), clampByte(blue)];
}

function clampByte(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
