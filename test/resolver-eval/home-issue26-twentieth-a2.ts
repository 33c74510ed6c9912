// Issue 26, round 20a, rules 5–7: a case or two per rule in homes of our own, none of them a slice's requests
// or homes; rules 1–4 are in home-issue26-twentieth-a.ts, which joins these.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const heatsOnly = { attributes: { hvac_modes: ['off', 'heat'] } };

/** Rule 5: a boiler or heat pump asked for by its maker in Chinese, Japanese or Korean script. */
function heatingMakerHome(
  id: string,
  language: string,
  room: string,
  maker: [string, string],
  says: string[],
  tags = 'brand heating-maker',
): EvalSuite {
  const [id2, name] = maker;
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['room', room, null]],
      devices: [
        one('room', id2, name, heatsOnly),
        one('room', 'climate.split', 'Gree', { attributes: { hvac_modes: ['off', 'cool', 'heat'] } }),
        one('room', 'light.ceiling', 'Ceiling'),
      ],
      loose: [],
    },
    cases: says.map((say) => c(tags, say, [id2])),
  };
}

// Korean and Japanese makers' names are read by their sound already: guards.
const HEATING_MAKER: EvalSuite[] = [
  heatingMakerHome(
    'r20a_zh_viessmann',
    'zh',
    '设备间',
    ['climate.vitodens', 'Viessmann Vitodens'],
    ['菲斯曼'],
  ),
  heatingMakerHome('r20a_zh_vaillant', 'zh', '阳台', ['climate.ecotec', 'Vaillant ecoTEC'], ['打开威能']),
  heatingMakerHome(
    'r20a_ko_navien',
    'ko',
    '다용도실',
    ['climate.navien', 'Navien NCB'],
    ['나비엔 켜 줘'],
    'brand',
  ),
  heatingMakerHome(
    'r20a_ja_rinnai',
    'ja',
    '洗面所',
    ['climate.rinnai', 'Rinnai ECO ONE'],
    ['リンナイ'],
    'brand',
  ),
];

/**
 * Rule 6: a Chinese device named by two characters and the one that says what it is ("香薰机", "投影仪")
 * is asked for by the two ("香薰", "打开投影"), as a name is by its start before a number.
 */
const HAN_HEAD: EvalSuite[] = [
  {
    home: {
      id: 'r20a_zh_heads',
      language: 'zh',
      floors: [],
      areas: [
        ['bed', '卧室', null],
        ['living', '客厅', null],
      ],
      devices: [
        one('bed', 'switch.diffuser', '香薰机'),
        one('living', 'switch.projector', '投影仪'),
        one('living', 'light.living', '客厅灯'),
        one('bed', 'light.bed', '卧室灯'),
        one('bed', 'switch.foot_bath', '足浴盆'),
      ],
      loose: [],
    },
    cases: [
      // Found before the rule too (a guard).
      c('ordinary', '香薰', ['switch.diffuser']),
      c('ordinary han-head', '关掉足浴', ['switch.foot_bath']),
      c('ordinary han-head', '打开投影', ['switch.projector']),
      c('ordinary', '客厅', ['light.living', 'switch.projector']),
    ],
  },
];

/**
 * Rule 7: a thing's own name said with what it serves, a word the home knows nowhere ("the block heater
 * for the truck"), is that thing; a kind word alone beside such a word ("the boat lamp") stays not found.
 */
function servedHome(
  id: string,
  language: string,
  thing: [string, string],
  says: string[],
  guards: [string, string[] | 'not-found'][] = [],
): EvalSuite {
  const [id2, name] = thing;
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['yard', 'Yard', null],
        ['hall', 'Hall', null],
      ],
      devices: [
        one('yard', id2, name, { deviceClass: 'outlet' }),
        one('hall', 'switch.heater', 'Heater', { deviceClass: 'outlet' }),
        one('hall', 'light.hall', 'Hall'),
      ],
      loose: [],
    },
    cases: [
      ...says.map((say) => c('ordinary served', say, [id2])),
      ...guards.map(([say, want]) => c('ordinary', say, want)),
    ],
  };
}

const SERVED: EvalSuite[] = [
  servedHome(
    'r20a_en_served',
    'en',
    ['switch.block', 'Block Heater'],
    ['the block heater for the truck'],
    [['the boat lamp', 'not-found']],
  ),
  servedHome('r20a_sv_served', 'sv', ['switch.kupe', 'Kupévärmare'], ['kupévärmaren i volvon']),
  servedHome('r20a_it_served', 'it', ['switch.pompa', 'Pompa vasca'], ['la pompa della vasca dei pesci']),
  servedHome('r20a_zh_served', 'zh', ['switch.charger', '充电桩'], ['电瓶车充电桩']),
];

export const TWENTIETH_ROUND_A2: EvalSuite[] = [...HEATING_MAKER, ...HAN_HEAD, ...SERVED];
