// Finding the to-do item meant: folded exact match, one typo, ambiguity and nothing.
import { describe, expect, it } from 'vitest';
import { findTodoItem } from './find-todo-item.js';

const items = [
  { uid: 'a', summary: 'Milk', status: 'needs_action' },
  { uid: 'b', summary: 'Crème fraîche', status: 'needs_action' },
  { uid: 'c', summary: 'Bean', status: 'needs_action' },
  { uid: 'd', summary: 'Beans', status: 'needs_action' },
  { uid: 'e', summary: 'milk', status: 'needs_action' },
];

describe('findTodoItem', () => {
  it('matches regardless of case, accents and spacing, taking the first of equal summaries', () => {
    expect(findTodoItem(items, ' MILK ')).toMatchObject({ kind: 'found', item: { uid: 'a' } });
    expect(findTodoItem(items, 'creme fraiche')).toMatchObject({ kind: 'found', item: { uid: 'b' } });
    expect(findTodoItem(items, 'cremefraiche')).toMatchObject({ kind: 'found', item: { uid: 'b' } });
  });

  it('prefers an exact match over a one-typo neighbour', () => {
    expect(findTodoItem(items, 'beans')).toMatchObject({ kind: 'found', item: { uid: 'd' } });
  });

  it('tolerates one typo when only one item is that close', () => {
    expect(findTodoItem(items, 'creme fraishe')).toMatchObject({ kind: 'found', item: { uid: 'b' } });
  });

  it('returns candidates when one typo reaches several different items', () => {
    expect(findTodoItem(items, 'beano')).toEqual({ kind: 'ambiguous', candidates: ['Bean', 'Beans'] });
  });

  it('finds nothing for a word two edits away', () => {
    expect(findTodoItem(items, 'caviar')).toEqual({ kind: 'not-found' });
  });
});
