// ULID-style 26-character ids, as Home Assistant uses for contexts and conversation ids.
// No state; only the id spelling.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A 26-character Crockford base-32 id: 10 characters of time, 16 of randomness. */
export function ulid(epochMs: number = Date.now()): string {
  let time = Math.floor(epochMs);
  let head = '';
  for (let index = 0; index < 10; index += 1) {
    head = ALPHABET[time % 32]! + head;
    time = Math.floor(time / 32);
  }
  const bytes = randomBytes(16);
  let tail = '';
  for (const byte of bytes) tail += ALPHABET[byte % 32]!;
  return head + tail;
}
