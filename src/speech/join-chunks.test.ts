// joinChunks: the separator between chunks in the final handled text.
import { describe, expect, it } from 'vitest';
import { joinChunks } from './join-chunks.js';

describe('joinChunks', () => {
  it('puts a space between chunks of spaced scripts', () => {
    expect(joinChunks(['Hey there!', 'How are you?'], 'en')).toBe('Hey there! How are you?');
    expect(joinChunks(['지금 불을 켤게요.', '네. 알겠습니다.'], 'ko')).toBe(
      '지금 불을 켤게요. 네. 알겠습니다.',
    );
  });

  it('puts nothing between Chinese or Japanese sentences', () => {
    expect(joinChunks(['你确定吗？', '是的。'], 'zh')).toBe('你确定吗？是的。');
    expect(joinChunks(['「行こう！」', '彼は言った。'], 'ja-JP')).toBe('「行こう！」彼は言った。');
  });

  it('judges by the characters when the language is not given', () => {
    expect(joinChunks(['今天天气很好。', '我们去公园吧！'])).toBe('今天天气很好。我们去公园吧！');
    expect(joinChunks(['OK.', 'Fine.'])).toBe('OK. Fine.');
  });

  it('returns the only chunk unchanged and nothing for no chunks', () => {
    expect(joinChunks(['Alone.'], 'en')).toBe('Alone.');
    expect(joinChunks([], 'en')).toBe('');
  });
});
