import { describe, expect, it } from 'vitest';
import { isPredicate, plainTeForm } from './predicate.js';
import { withoutSoftener } from './softener.js';

describe('isPredicate', () => {
  it('reads Japanese orders, whole or cut before て', () => {
    expect(isPredicate('止めて')).toBe(true);
    expect(isPredicate('回してくたさい')).toBe(true);
    expect(isPredicate('始めます')).toBe(true);
    expect(isPredicate('止め', 'て')).toBe(true);
    expect(isPredicate('돌려줘')).toBe(true);
  });

  it('leaves names alone', () => {
    expect(isPredicate('エアコン')).toBe(false);
    expect(isPredicate('止め')).toBe(false);
    expect(isPredicate('照明', 'を')).toBe(false);
    expect(isPredicate('ステ', 'て')).toBe(false);
  });
});

describe('the plain style and the short te-form', () => {
  it('reads Korean plain orders and questions, not nouns ending alike', () => {
    for (const word of ['켜라', '꺼라', '틀어라', '돌려라', '키라', '올리라', '잠가라', '춥나', '열렸나'])
      expect(isPredicate(word)).toBe(true);
    for (const word of ['카메라', '오로라', '바나나', '안테나', '하나'])
      expect(isPredicate(word)).toBe(false);
  });

  it('reads a Korean informal order said bare, not a noun ending in 어 or 아 after an open syllable', () => {
    for (const word of ['접어', '닫아', '틀어', '걷어', '열어']) expect(isPredicate(word)).toBe(true);
    for (const word of ['도어', '미디어', '아이디어', '소파']) expect(isPredicate(word)).toBe(false);
  });

  it('reads a short te-form as the plain one, its と never "and"', () => {
    expect(plainTeForm('エアコン止めといて')).toBe('エアコン止めて');
    expect(plainTeForm('電気つけてんか')).toBe('電気つけて');
    expect(plainTeForm('本読んどいて')).toBe('本読んで');
    expect(plainTeForm('電気消しとき')).toBe('電気消して');
    expect(plainTeForm('リビングとキッチン')).toBe('リビングとキッチン');
    expect(plainTeForm('寝るとき')).toBe('寝るとき');
  });
});

describe('withoutSoftener', () => {
  const known = (word: string) => ['拖地', '浇水'].includes(word);
  it('takes 一下 or the doubled verb out of a known verb-object word', () => {
    expect(withoutSoftener('拖一下地', known)).toBe('拖地');
    expect(withoutSoftener('拖一拖地', known)).toBe('拖地');
    expect(withoutSoftener('浇一下水', known)).toBe('浇水');
  });
  it('keeps a softener that makes no known word', () => {
    expect(withoutSoftener('开一下客厅', known)).toBe('开一下客厅');
  });
});
