import { describe, expect, it } from 'vitest';
import { madeByWords } from './maker-words.js';

describe('madeByWords', () => {
  it("reads the maker's own name from the registry's manufacturer", () => {
    expect([...madeByWords('Sonos', 'Era 100')]).toEqual(['sonos']);
    expect([...madeByWords('IKEA of Sweden', 'TRADFRI bulb E27 WS opal 1000lm')]).toEqual(['ikea']);
    expect([...madeByWords('Bang & Olufsen', 'Beosound A5')]).toEqual(['bangolufsen', 'beosound']);
  });

  it('keeps only the brand and product-line words of a model', () => {
    expect([...madeByWords('Signify Netherlands B.V.', 'Hue white lamp')]).toEqual(['signify', 'hue']);
    expect([...madeByWords('iRobot', 'Roomba i7')]).toEqual(['irobot', 'roomba']);
  });

  it('says nothing for a device without maker or model', () => {
    expect(madeByWords(null, null).size).toBe(0);
  });
});
