// Issue 26, round 26C, rules 6–9 (rules 1–5 and the header's conventions are in home-issue26-round26c.ts):
// cases of our own, in homes of our own, for the rules slices 94 and 95 stood for.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { withLoose } from './home-issue26-round26c.js';

const speaker = { deviceClass: 'speaker' } as const;

/**
 * Rule 6: a to-do list stands in no room, so a place's word said with a list word is a word of the list's
 * name ("garage projects list" for "Garage Projects", "ベランダ掃除リスト" for "ベランダ掃除").
 */
const LIST_PLACE_NAME: EvalSuite[] = [
  withLoose(
    home(
      'r26c_en_bungalow',
      'en',
      [
        ['garage', 'Garage'],
        ['kitchen', 'Kitchen'],
        ['yard', 'Yard'],
      ],
      [
        one('garage', 'light.garage', 'Garage Light'),
        one('kitchen', 'light.kitchen', 'Kitchen Pendant'),
        one('yard', 'valve.yard', 'Yard Sprinkler'),
      ],
      [
        c('ordinary', 'garage projects list', ['todo.garage_projects']),
        c('ordinary list-place-name', 'the yard work list', ['todo.yard_work']),
        c('ordinary', 'garage projects', ['todo.garage_projects']),
        c('ordinary', 'the grocery list', ['todo.groceries']),
        c('ordinary', 'the garage light', ['light.garage']),
        c('ordinary', 'the yard sprinkler', ['valve.yard']),
      ],
    ),
    [
      ['todo.garage_projects', 'Garage Projects'],
      ['todo.yard_work', 'Yard Work'],
      ['todo.groceries', 'Groceries'],
    ],
  ),
  withLoose(
    home(
      'r26c_fr_longere',
      'fr',
      [
        ['potager', 'Potager'],
        ['cuisine', 'Cuisine'],
      ],
      [
        one('potager', 'valve.potager', 'Arrosage potager'),
        one('cuisine', 'light.cuisine', 'Suspension cuisine'),
      ],
      [
        c('ordinary list-place-name', 'la liste des semis du potager', ['todo.semis_potager']),
        c('ordinary', "l'arrosage du potager", ['valve.potager']),
        c('ordinary', 'la liste de courses', ['todo.courses']),
      ],
    ),
    [
      ['todo.semis_potager', 'Semis potager'],
      ['todo.courses', 'Courses'],
    ],
  ),
  withLoose(
    home(
      'r26c_ja_mansion',
      'ja',
      [
        ['veranda', 'ベランダ'],
        ['daidokoro', '台所'],
      ],
      [one('veranda', 'light.veranda', 'ベランダ照明'), one('daidokoro', 'light.daidokoro', '台所の電気')],
      [
        c('ordinary list-place-name', 'ベランダ掃除リスト', ['todo.veranda_souji']),
        c('ordinary list-place-name', 'ベランダ掃除のリスト', ['todo.veranda_souji']),
        c('ordinary', 'ベランダの照明', ['light.veranda']),
        c('ordinary', 'やることリスト', ['todo.yarukoto']),
      ],
    ),
    [
      ['todo.veranda_souji', 'ベランダ掃除'],
      ['todo.yarukoto', 'やること'],
    ],
  ),
];

/**
 * Rule 7: one thing asked for by a word that heads one name and only qualifies another is the one it heads:
 * "the projector" is the "BenQ Projector", not the "Projector Screen" (English names end in the thing,
 * Spanish ones begin with it: "Proyector Epson", "Pantalla proyector").
 */
const HEAD_WORD: EvalSuite[] = [
  home(
    'r26c_en_townhouse',
    'en',
    [
      ['media', 'Media Room'],
      ['loft', 'Loft'],
    ],
    [
      one('media', 'media_player.benq', 'BenQ Projector'),
      one('media', 'cover.screen', 'Projector Screen', { deviceClass: 'shade' }),
      one('media', 'light.media', 'Media Room Sconces'),
      one('loft', 'media_player.loft_dot', 'Loft Echo Dot', speaker),
      one('loft', 'media_player.loft_echo', 'Echo Studio', speaker),
    ],
    [
      c('name-wins head-word', 'the projector', ['media_player.benq']),
      c('name-wins head-word', 'the media room projector', ['media_player.benq']),
      c('ordinary', 'the projector screen', ['cover.screen']),
      c('ordinary', 'the benq', ['media_player.benq']),
      c('ask-one', 'the echo', { ask: ['media_player.loft_dot', 'media_player.loft_echo'] }),
    ],
  ),
  home(
    'r26c_es_atico',
    'es',
    [
      ['sala', 'Sala de cine'],
      ['terraza', 'Terraza'],
    ],
    [
      one('sala', 'media_player.proyector', 'Proyector Epson'),
      one('sala', 'cover.pantalla', 'Pantalla proyector', { deviceClass: 'shade' }),
      one('terraza', 'light.terraza', 'Guirnalda terraza'),
    ],
    [
      c('name-wins head-word', 'el proyector', ['media_player.proyector']),
      c('ordinary', 'la pantalla del proyector', ['cover.pantalla']),
      c('ordinary', 'el Epson', ['media_player.proyector']),
    ],
  ),
];

/**
 * Rule 8: a Latin "di" or "ti" written シ or チ, as older Japanese loanwords write it (ラジオ, スタジオ):
 * "チボリラジオ" is the "Tivoli Radio", "エコースタジオ" the "Echo Studio".
 */
const OLD_DI: EvalSuite[] = [
  home(
    'r26c_ja_ikkodate',
    'ja',
    [
      ['shosai', '書斎'],
      ['living', 'リビング'],
      ['washitsu', '和室'],
    ],
    [
      one('shosai', 'media_player.tivoli', 'Tivoli Radio', speaker),
      one('living', 'media_player.echo_studio', 'Echo Studio', speaker),
      one('washitsu', 'media_player.sonos_era', 'Sonos Era', speaker),
      one('living', 'light.living', 'リビング照明'),
    ],
    [
      c('brand old-di', 'チボリラジオ', ['media_player.tivoli']),
      c('brand', 'エコースタジオ', ['media_player.echo_studio']),
      c('brand', 'ソノス', ['media_player.sonos_era']),
      c('ordinary', 'リビングの照明', ['light.living']),
      c('activity', '書斎の音量', ['media_player.tivoli']),
    ],
  ),
];

/**
 * Rule 9: a list named after a grocery chain as it is written in Japan, Korea or China ("業務スーパー",
 * "코스트코", "山姆") is the shopping list beside a list of chores.
 */
const CJK_STORES: EvalSuite[] = [
  withLoose(
    home(
      'r26c_ja_apato',
      'ja',
      [['washitsu', '和室']],
      [one('washitsu', 'light.washitsu', '和室の照明')],
      [
        c('named-after cjk-store', '買い物リスト', ['todo.gyomu']),
        c('ordinary', '大掃除リスト', ['todo.oosouji']),
      ],
    ),
    [
      ['todo.gyomu', '業務スーパー'],
      ['todo.oosouji', '大掃除'],
    ],
  ),
  withLoose(
    home(
      'r26c_ko_billa',
      'ko',
      [['geosil', '거실']],
      [one('geosil', 'light.geosil', '거실 조명')],
      [
        c('named-after cjk-store', '장보기 목록', ['todo.costco']),
        c('ordinary', '거실 조명', ['light.geosil']),
      ],
    ),
    [
      ['todo.costco', '코스트코'],
      ['todo.garden', '텃밭 일'],
    ],
  ),
  withLoose(
    home(
      'r26c_zh_gongyu',
      'zh',
      [['keting', '客厅']],
      [one('keting', 'light.keting', '客厅灯')],
      [c('named-after cjk-store', '购物清单', ['todo.sams']), c('ordinary', '客厅灯', ['light.keting'])],
    ),
    [
      ['todo.sams', '山姆'],
      ['todo.huayuan', '花园活'],
    ],
  ),
];

export const ROUND_26C2: EvalSuite[] = [...LIST_PLACE_NAME, ...HEAD_WORD, ...OLD_DI, ...CJK_STORES];
