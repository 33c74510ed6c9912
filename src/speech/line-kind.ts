// R3a–f at line level: what kind of markdown line a line head is. Pure; knows nothing of inline markup.

export type LineKind =
  | { readonly kind: 'undecided' }
  | { readonly kind: 'text' | 'heading' | 'table'; readonly start: number }
  | { readonly kind: 'fence'; readonly char: string; readonly length: number }
  | { readonly kind: 'rule' };

const UNDECIDED: LineKind = { kind: 'undecided' };
const RULE: LineKind = { kind: 'rule' };
const TASK_BOXES = ['[ ] ', '[x] ', '[X] '];

/**
 * Classifies the first characters of a line. `undecided` asks for more of the line; once `ended`, the
 * answer is final. For text, headings and table rows, `start` is where the spoken content begins.
 */
export function classifyLine(head: string, ended: boolean): LineKind {
  let index = skipBlanks(head, 0);
  for (;;) {
    if (index >= head.length) return ended ? { kind: 'text', start: index } : UNDECIDED;
    const char = head[index] ?? '';
    if (char === '>') {
      index = skipBlanks(head, index + 1);
      continue;
    }
    if (char === '`' || char === '~') {
      const run = runLength(head, index, char);
      if (index + run === head.length && !ended) return UNDECIDED;
      return run >= 3 ? { kind: 'fence', char, length: run } : { kind: 'text', start: index };
    }
    if (char === '#') {
      const after = index + runLength(head, index, '#');
      if (after === head.length && !ended) return UNDECIDED;
      const headed = after - index <= 6 && (after === head.length || isBlank(head[after]));
      return { kind: headed ? 'heading' : 'text', start: headed ? after : index };
    }
    if ((char === '-' || char === ':') && onlyDelimiterRowChars(head, index)) {
      if (!ended) return UNDECIDED;
      if (head.includes('|', index)) return RULE;
    }
    if ('-*_='.includes(char) && onlyRuleChars(head, index, char)) {
      if (!ended) return UNDECIDED;
      if (runCount(head, index, char) >= 3) return RULE;
    }
    if ('-*+•'.includes(char)) {
      if (index + 1 === head.length && !ended) return UNDECIDED;
      if (isBlank(head[index + 1])) return afterBullet(head, skipBlanks(head, index + 1), ended);
    }
    return { kind: char === '|' ? 'table' : 'text', start: index };
  }
}

/** R3d: a task box right after a bullet is dropped with it. */
function afterBullet(head: string, start: number, ended: boolean): LineKind {
  const box = head.slice(start, start + 4);
  if (!ended && box.length < 4 && TASK_BOXES.some((candidate) => candidate.startsWith(box))) return UNDECIDED;
  const boxed =
    TASK_BOXES.includes(box) || (ended && TASK_BOXES.some((candidate) => candidate.trimEnd() === box));
  return { kind: 'text', start: boxed ? start + box.length : start };
}

/** Setext underlines and thematic breaks: one of - * _ = repeated, blanks allowed between. */
function onlyRuleChars(head: string, start: number, char: string): boolean {
  for (let index = start; index < head.length; index += 1) {
    const current = head[index];
    if (current !== char && !isBlank(current)) return false;
  }
  return true;
}

/** R3f: a table delimiter row without outer pipes ("--- | :---:") has nothing to say either. */
function onlyDelimiterRowChars(head: string, start: number): boolean {
  for (let index = start; index < head.length; index += 1) {
    const current = head[index] ?? '';
    if (!'-|:'.includes(current) && !isBlank(current)) return false;
  }
  return true;
}

function runCount(head: string, start: number, char: string): number {
  let count = 0;
  for (let index = start; index < head.length; index += 1) if (head[index] === char) count += 1;
  return count;
}

function runLength(head: string, start: number, char: string): number {
  let end = start;
  while (head[end] === char) end += 1;
  return end - start;
}

function skipBlanks(head: string, start: number): number {
  let index = start;
  while (isBlank(head[index])) index += 1;
  return index;
}

function isBlank(char: string | undefined): boolean {
  return char !== undefined && char.trim() === '';
}
