// Issue 26, eighth round, with slice 10 as the development slice: a case or two per rule, none of them
// the slice's requests. Homes as strangers leave them: English-named houses spoken to in their own
// language, polite Korean tails, outdoor temperature asked as a feeling, smart plugs said as "the socket".
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const gwangju: EvalSuite = {
  home: {
    id: 'r8-gwangju',
    language: 'ko',
    floors: [],
    areas: [
      ['anbang', '안방', null],
      ['jubang', '주방', null],
      ['beranda', '베란다', null],
    ],
    devices: [
      one('anbang', 'light.anbang', '안방 전등'),
      one('jubang', 'light.jubang', '주방 조명'),
      one('jubang', 'switch.jubang_fan', '주방 환풍기'),
    ],
    loose: [['weather.forecast', '날씨']],
  },
  cases: [
    c('ordinary polite', '주방 조명이요', ['light.jubang']),
    c('ordinary polite', '안방 전등이에요', ['light.anbang']),
    c('activity polite', '밖에 더워요?', ['weather.forecast']),
  ],
};

export const EIGHTH_ROUND: readonly EvalSuite[] = [gwangju];
