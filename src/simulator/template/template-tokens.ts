// Splits a template expression into tokens (names, numbers, strings, operators).
// Lexing only; the grammar is in template.ts.

export interface Token {
  kind: 'name' | 'number' | 'string' | 'operator';
  text: string;
  /** The decoded value of a string token. */
  value?: string;
}

const OPERATORS = [
  '//',
  '==',
  '!=',
  '<=',
  '>=',
  '+',
  '-',
  '*',
  '/',
  '%',
  '~',
  '<',
  '>',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
  '|',
];

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index);
    const space = /^\s+/.exec(rest);
    if (space) {
      index += space[0].length;
      continue;
    }
    const number = /^\d+(\.\d+)?/.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', text: number[0] });
      index += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (name) {
      tokens.push({ kind: 'name', text: name[0] });
      index += name[0].length;
      continue;
    }
    const quote = rest[0];
    if (quote === "'" || quote === '"') {
      const end = rest.indexOf(quote, 1);
      if (end < 0) throw new SyntaxError('unexpected end of string');
      tokens.push({ kind: 'string', text: rest.slice(0, end + 1), value: rest.slice(1, end) });
      index += end + 1;
      continue;
    }
    const operator = OPERATORS.find((candidate) => rest.startsWith(candidate));
    if (!operator) throw new SyntaxError(`unexpected char '${rest[0]}'`);
    tokens.push({ kind: 'operator', text: operator });
    index += operator.length;
  }
  return tokens;
}
