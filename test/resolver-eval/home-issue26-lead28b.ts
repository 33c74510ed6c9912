// Issue 26, lead, session 14 (second file): cases of our own, in homes of our own; none is a slice's
// request or home. The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { home } from './few-rooms-home.js';

/**
 * The Japanese polite prefix お/ご (美化語) is no word of a name on its own: a robot vacuum named
 * "お掃除ロボット" answers to its name with or without the prefix, but tea ("お茶") or hot water ("お湯"),
 * which share only the prefix with it, are not the vacuum.
 */
export const POLITE_PREFIX_ALONE: EvalSuite[] = [
  home(
    'lead28b_ja_polite_prefix',
    'ja',
    [
      ['living', 'リビング'],
      ['kitchen', 'キッチン'],
    ],
    [
      ['living', 'vacuum.robot', 'お掃除ロボット'],
      ['kitchen', 'light.kitchen', 'キッチンの電気'],
      ['kitchen', 'switch.pot', '電気ポット'],
    ],
    [
      c('ordinary polite-prefix-alone', 'お茶', 'not-found'),
      c('ordinary polite-prefix-alone', 'お湯', 'not-found'),
      c('ordinary polite-prefix-alone', 'ご飯', 'not-found'),
      c('ordinary polite-prefix-kept', 'お掃除ロボット', ['vacuum.robot']),
      c('ordinary polite-prefix-kept', '掃除ロボット', ['vacuum.robot']),
      c('ordinary polite-prefix-kept', 'ロボット', ['vacuum.robot']),
      c('ordinary polite-prefix-kept', '電気ポット', ['switch.pot']),
    ],
  ),
  home(
    'lead28b_ja_polite_bath',
    'ja',
    [
      ['bath', 'お風呂'],
      ['hall', '廊下'],
    ],
    [
      ['bath', 'light.bath', 'お風呂の電気'],
      ['hall', 'light.hall', '廊下の電気'],
    ],
    [
      c('ordinary polite-prefix-alone', 'お茶', 'not-found'),
      c('ordinary polite-prefix-kept', 'お風呂の電気', ['light.bath']),
      c('ordinary polite-prefix-kept', '廊下の電気', ['light.hall']),
    ],
  ),
];
