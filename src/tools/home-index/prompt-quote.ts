// Names from the home (friendly names, aliases, areas, floors) as they enter a prompt: data in
// quotes on one line, never text that could pass for Hearth's own instructions or section headers.

/** Longest name kept in a prompt; longer ones are cut with "…". */
export const MAX_PROMPT_NAME = 80;

/**
 * `Kitchen` → `"Kitchen"`. Line breaks, control and format characters become spaces, quotes and
 * backslashes are escaped, and the name is cut to MAX_PROMPT_NAME characters.
 */
export function quoteName(name: string): string {
  const flat = name
    .slice(0, MAX_PROMPT_NAME * 4)
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...flat].length > MAX_PROMPT_NAME ? `${[...flat].slice(0, MAX_PROMPT_NAME).join('')}…` : flat;
  return `"${cut.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}
