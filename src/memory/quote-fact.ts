// A remembered fact as it enters a prompt: quoted data on one line, like the home's names, never text
// that could pass for Hearth's own instructions or a section header.
import { MAX_FACT_CHARS } from './memory.js';

export function quoteFact(text: string, limit = MAX_FACT_CHARS): string {
  const flat = text
    .slice(0, limit * 4)
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...flat];
  const cut = characters.length > limit ? `${characters.slice(0, limit).join('')}…` : flat;
  return `"${cut.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}
