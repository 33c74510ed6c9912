// Issue 26, round 30e: Japanese, Chinese and Korean requests in homes of our own; none is a slice's request
// or home. The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * An air conditioner asked for by its line's Korean name: 휘센 is LG's WHISEN, 무풍 Samsung's WindFree, as the
 * makers' Korean pages write them. Neighbours: the kind word still asks between the two; the maker says which.
 */
export const AIRCON_LINE_HANGUL: EvalSuite[] = [
  {
    home: {
      id: 'r30e_ko_gwangju',
      language: 'ko',
      floors: [['home', '우리집', 0]],
      areas: [
        ['geosil', '거실', 'home'],
        ['anbang', '안방', 'home'],
      ],
      devices: [
        { ...one('geosil', 'climate.gs_aircon', '거실 에어컨'), manufacturer: 'LG', model: 'WHISEN' },
        {
          ...one('anbang', 'climate.ab_aircon', '벽걸이 에어컨'),
          manufacturer: 'Samsung',
          model: 'WindFree',
        },
        one('geosil', 'light.gs', '거실 등'),
      ],
      loose: [],
    },
    cases: [
      c('brand aircon-line', '휘센 꺼줘', ['climate.gs_aircon']),
      c('brand aircon-line', '무풍 에어컨', ['climate.ab_aircon']),
      c('ask-one aircon-line-not', '에어컨', { ask: ['climate.gs_aircon', 'climate.ab_aircon'] }),
      c('brand aircon-line-not', 'LG 에어컨', ['climate.gs_aircon']),
      c('brand aircon-line-not', '삼성 에어컨', ['climate.ab_aircon']),
    ],
  },
];
