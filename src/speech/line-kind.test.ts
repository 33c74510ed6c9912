// classifyLine: how much of a line head is needed before its markdown kind is known.
import { describe, expect, it } from 'vitest';
import { classifyLine } from './line-kind.js';

describe('classifyLine', () => {
  it('waits while a line could still be a rule, a fence or a bullet with a task box', () => {
    for (const head of ['-', '- -', '**', '``', '#', '- [', '- [x]', '>', '  ']) {
      expect(classifyLine(head, false), head).toEqual({ kind: 'undecided' });
    }
  });

  it('decides fences, headings, rules and tables', () => {
    expect(classifyLine('```js', false)).toEqual({ kind: 'fence', char: '`', length: 3 });
    expect(classifyLine('~~~~\t', false)).toEqual({ kind: 'fence', char: '~', length: 4 });
    expect(classifyLine('## Title', false)).toEqual({ kind: 'heading', start: 2 });
    expect(classifyLine('- - -', true)).toEqual({ kind: 'rule' });
    expect(classifyLine('=====', true)).toEqual({ kind: 'rule' });
    expect(classifyLine('> | a |', false)).toEqual({ kind: 'table', start: 2 });
    expect(classifyLine('--- | :---:', true)).toEqual({ kind: 'rule' });
  });

  it('strips quotes, bullets and task boxes but keeps ordered markers and plain text', () => {
    expect(classifyLine('> - [x] Done', false)).toEqual({ kind: 'text', start: 8 });
    expect(classifyLine('  • item', false)).toEqual({ kind: 'text', start: 4 });
    expect(classifyLine('1. Step', false)).toEqual({ kind: 'text', start: 0 });
    expect(classifyLine('#hashtag', false)).toEqual({ kind: 'text', start: 0 });
    expect(classifyLine('**bold** text', false)).toEqual({ kind: 'text', start: 0 });
    expect(classifyLine('--', true)).toEqual({ kind: 'text', start: 0 });
    expect(classifyLine('-5 degrees', false)).toEqual({ kind: 'text', start: 0 });
  });
});
