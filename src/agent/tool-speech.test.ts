import { describe, expect, it } from 'vitest';
import { ToolSpeech } from './tool-speech.js';

describe('ToolSpeech', () => {
  it('gives the floor to the first call that speaks until it is done, then to the next', () => {
    let wakes = 0;
    const speech = new ToolSpeech(() => (wakes += 1));
    const first = speech.speaker(0);
    const second = speech.speaker(1);
    second('B1 ');
    expect(speech.take()).toEqual([{ text: 'B1 ', opens: true }]);
    first('A1 ');
    second('B2 ');
    expect(speech.take()).toEqual([{ text: 'B2 ', opens: false }]);
    speech.finish(1);
    first('A2');
    expect(speech.take()).toEqual([
      { text: 'A1 ', opens: true },
      { text: 'A2', opens: false },
    ]);
    speech.finish(0);
    first('late');
    expect(speech.take()).toEqual([]);
    expect(wakes).toBe(4);
  });
});
