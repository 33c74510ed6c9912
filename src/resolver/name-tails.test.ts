import { describe, expect, it } from 'vitest';
import { nameTails } from './name-tails.js';

const none = { has: () => false };

describe('the tails of a run-together name', () => {
  it('gives each tail that ends in the kind word and holds something before it', () => {
    expect(nameTails('朵朵夜灯', none)).toEqual(['朵夜灯', '夜灯']);
    expect(nameTails('ゆい常夜灯', none)).toEqual(['常夜灯', '夜灯']);
  });

  it('gives none that begins with a known word, is a kind word, or cuts a kana word', () => {
    expect(nameTails('大客厅灯', { has: (word) => word === '客厅' })).toEqual(['厅灯']);
    expect(nameTails('小宝床头灯', none)).not.toContain('床头灯');
    expect(nameTails('デスクライト', none)).toEqual([]);
    expect(nameTails('kitchen', none)).toEqual([]);
  });
});
