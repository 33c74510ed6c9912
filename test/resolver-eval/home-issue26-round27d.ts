// Issue 26, round 27d: cases of our own, in homes of our own (homes on several floors and with
// outbuildings); none is a slice's request or home. The first tag is the category, the second the rule.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A floor named by a generic floor word ("Piętro", "Övervåning") and said with a case ending ("na piętrze",
 * "på övervåningen") is that floor, not every floor above ground (the attic beside it too). Without a floor
 * so named, the word still reaches every floor above ground.
 */
export const OWN_FLOOR_ENDING: EvalSuite[] = [
  {
    home: {
      id: 'r27d_pl_gniezno',
      language: 'pl',
      floors: [
        ['parter', 'Parter', 0],
        ['pietro', 'Piętro', 1],
        ['strych', 'Strych', 2],
      ],
      areas: [
        ['salon', 'Salon', 'parter'],
        ['kuchnia', 'Kuchnia', 'parter'],
        ['sypialnia', 'Sypialnia', 'pietro'],
        ['kuba', 'Pokój Kuby', 'pietro'],
        ['pracownia', 'Pracownia', 'strych'],
        ['garaz', 'Garaż', null],
        ['szopa', 'Szopa', null],
      ],
      devices: [
        one('salon', 'light.salon', 'Lampa salon'),
        one('kuchnia', 'light.kuchnia', 'Światło kuchnia'),
        one('sypialnia', 'light.sypialnia', 'Światło sypialnia'),
        one('sypialnia', 'climate.sypialnia', 'Grzejnik sypialnia'),
        one('kuba', 'light.kuba', 'Lampka Kuby'),
        one('pracownia', 'light.pracownia', 'Światło pracownia'),
        one('pracownia', 'climate.pracownia', 'Grzejnik pracownia'),
        one('garaz', 'light.garaz', 'Światło garaż'),
        one('szopa', 'light.szopa', 'Światło szopa'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary own-floor-ending', 'grzejnik na piętrze', ['climate.sypialnia']),
      c('ordinary own-floor-ending', 'światła na piętrze', ['light.sypialnia', 'light.kuba']),
      c('ordinary own-floor-ending-not', 'światła na parterze', ['light.salon', 'light.kuchnia']),
      c('ordinary own-floor-ending-not', 'światło na strychu', ['light.pracownia']),
      c('ordinary own-floor-ending-not', 'światło w szopie', ['light.szopa']),
    ],
  },
  {
    home: {
      id: 'r27d_pl_leszno',
      language: 'pl',
      floors: [
        ['parter', 'Parter', 0],
        ['poddasze', 'Poddasze', 1],
      ],
      areas: [
        ['salon', 'Salon', 'parter'],
        ['sypialnia', 'Sypialnia', 'poddasze'],
        ['dzieci', 'Pokój dzieci', 'poddasze'],
      ],
      devices: [
        one('salon', 'cover.salon', 'Roleta salon'),
        one('sypialnia', 'cover.sypialnia', 'Roleta sypialnia'),
        one('dzieci', 'cover.dzieci', 'Roleta dzieci'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary own-floor-ending-not', 'rolety na piętrze', ['cover.sypialnia', 'cover.dzieci']),
      c('ordinary own-floor-ending-not', 'rolety na górze', ['cover.sypialnia', 'cover.dzieci']),
    ],
  },
  {
    home: {
      id: 'r27d_sv_falun',
      language: 'sv',
      floors: [
        ['nedre', 'Bottenvåning', 0],
        ['ovre', 'Övervåning', 1],
        ['vind', 'Vind', 2],
      ],
      areas: [
        ['vardagsrum', 'Vardagsrum', 'nedre'],
        ['sovrum', 'Sovrum', 'ovre'],
        ['hall', 'Hall uppe', 'ovre'],
        ['gastrum', 'Gästrum', 'vind'],
        ['friggebod', 'Friggebod', null],
      ],
      devices: [
        one('vardagsrum', 'light.vardagsrum', 'Taklampa vardagsrum'),
        one('sovrum', 'light.sovrum', 'Taklampa sovrum'),
        one('hall', 'light.hall', 'Hallampa'),
        one('gastrum', 'light.gastrum', 'Taklampa gästrum'),
        one('friggebod', 'light.friggebod', 'Lampa friggebod'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary own-floor-ending', 'lamporna på övervåningen', ['light.sovrum', 'light.hall']),
      c('ordinary own-floor-ending-not', 'lamporna på bottenvåningen', ['light.vardagsrum']),
      c('ordinary own-floor-ending-not', 'lampan på vinden', ['light.gastrum']),
      c('ordinary own-floor-ending-not', 'lampan i friggeboden', ['light.friggebod']),
    ],
  },
];
