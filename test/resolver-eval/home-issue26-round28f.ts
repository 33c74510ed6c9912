// Issue 26, round 28f: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { home } from './few-rooms-home.js';

/**
 * Korean 등 (lamp) said apart after what it lights ("식탁 등", "화장대 등"), as 불 and 조명 are: the light
 * word, not a name's missing part. Written onto a word ("무드등") it stays that name's part.
 */
export const KOREAN_LAMP_APART: EvalSuite[] = [
  home(
    'r28f_ko_lamp_apart',
    'ko',
    [
      ['jubang', '부엌'],
      ['chimsil', '침실'],
      ['geosil', '거실'],
    ],
    [
      ['jubang', 'light.sikak_pendant', '식탁 펜던트'],
      ['jubang', 'light.jubang_ceiling', '부엌 천장 조명'],
      ['chimsil', 'light.hwajangdae_up', '화장대 조명 위'],
      ['chimsil', 'light.hwajangdae_down', '화장대 조명 아래'],
      ['chimsil', 'light.mood', '무드등'],
      ['chimsil', 'switch.hwajangdae_socket', '화장대 콘센트'],
      ['geosil', 'light.geosil', '거실 조명'],
      ['geosil', 'media_player.geosil_tv', '거실 TV'],
    ],
    [
      c('ordinary lamp-apart', '식탁 등 켜줘', ['light.sikak_pendant']),
      c('ask-one lamp-apart', '화장대 등', { ask: ['light.hwajangdae_up', 'light.hwajangdae_down'] }),
      c('ordinary lamp-apart', '거실 등 꺼줘', ['light.geosil']),
      // Written onto a word, 등 is the name's: the mood lamp, not every light.
      c('ordinary lamp-apart', '무드등', ['light.mood']),
      c('ordinary lamp-apart', '화장대 콘센트', ['switch.hwajangdae_socket']),
      c('ask-one lamp-apart', '화장대 조명 둘 다', ['light.hwajangdae_up', 'light.hwajangdae_down']),
    ],
  ),
];
