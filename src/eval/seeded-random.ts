// A seeded random source for task generation: the same seed and home give the same tasks.

export interface SeededRandom {
  /** In [0, 1). */
  next(): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
}

/** mulberry32: tiny, fast and well mixed for 32-bit seeds. */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    shuffle(items) {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
    between: (min, max) => min + Math.floor(next() * (max - min + 1)),
  };
}
