// Measures a held-out slice: `node --import tsx test/resolver-eval/held-out/run-held-out.ts [--slice N]`.
// Run it only to report a figure (before and after a change), never while tuning the resolver.
// Slices 25–30 were written unseen on one main; 29 and 30 became round 17c's development slices, 25–28 were
// round 17's unseen measure and then round 18's development slices. Slices 31–35 are round 18's unseen measure
// (31–33 written after rounds 17a/17b, 34–35 after 17c), then round 19's development slices. Slices 36–47 were
// written on round 19's resolver; 39 and 43 (round 20d) and 44 and 45 (round 20e) became development slices,
// and 36, 37, 38, 40, 41, 42, 46 and 47 were round 20's unseen measure. Slices 48–54 were written on round 20's
// resolver; 50, 51, 52 and 53 became rounds 21c, 21a, 21d and 21b's development slices, and 36, 37, 38, 40, 41,
// 42, 46, 47, 48, 49 and 54 were round 21's unseen measure. Slices 55 and 56 were written on round 21's resolver,
// 57–65 on it too (main ed220eb / 2067624); 46, 60, 62 and 59 became rounds 22a, 22b, 22c and 22d's development
// slices, and 36–38, 40–42, 47–49, 54–58, 61 and 63–65 were round 22's unseen measure and stay unseen: the next
// round's measure. Slices 66–72 were written on round 22's resolver (main fd61fa7); 64 and 36 (round 23a), 47
// and 63 (23b), 68 (23c) and 67 (23d) became development slices, and 37, 38, 40–42, 48, 49, 54–58, 61, 65, 66 and
// 69–72 were round 23's unseen measure. Slices 73–81 were written on round 23's resolver (main 0e17240 to
// def24b5); 76 (round 24a), 74 (24b), 78 and 79 (24c), 40 and 71 (24d) and 81 (24e) became development slices,
// and 37, 38, 41, 42, 48, 49, 54–58, 61, 65, 66, 69, 70, 72, 73, 75, 77 and 80 were round 24's unseen measure.
// Slices 82–90 were written on round 24's resolver (main b569276 / 957a6f0); 85 and 87 (round 25a), 84 (25b), 86
// and 83 (25c), 82 and 88 (25d) became development slices, and the twenty-one above with 89 and 90 were round 25's
// unseen measure. Slices 91–101 were written on round 25's resolver (main 1d48428 to d46de2a); 96 and 93 (round
// 26a), 92 and 98 (26b), 94 and 95 (26c) and 101 (26d) became development slices, and the twenty-three above with
// 97, 99 and 100 were round 26's unseen measure and stay unseen: the next round's measure. Slices 102–105 were
// written on round 26's final resolver (main a74eadf): a first look at it, unseen by any round. Slices 106–118
// were written on it too (main 3ee403c to 70006e4; 112–118 by writers told not to copy the things' names); 104
// (round 27a), 110 (27c), 108 (27d), 114 (27e), 112 (27f) and 117 (27g) became development slices and the lead
// fixed 109's one miss, and the twenty-six above with 102, 103, 105, 106, 107, 111, 113, 115, 116 and 118 were
// round 27's unseen measure and stay unseen: the next round's measure. Slices 119 and 120 were written on round
// 27's final resolver (main 9dbbd31), unseen by any round. Slices 121–128 were written on it too (main 416e9e1 and
// 3bf6faf, by writers told not to copy the things' names); 121–126 (rounds 28a–28f) and 120 (28g) became
// development slices, and the twenty-six above with 102, 103, 105–107, 111, 113, 115, 116, 118, 119, 127 and 128
// were round 28's unseen measure. Slices 129–131 were written on round 27's resolver and 132–136 on round 28's
// (main a271c8a); 129–134 became round 29's development slices, and round 28's unseen measure with 135 and 136 was
// round 29's. Slices 137–148 were written not to copy names on round 29's resolver (137–144, main 18548ab) and
// mid-round (145–148, main 7db0970); 137–142 and 145–148 became round 30's development slices, and round 29's
// unseen measure with 143 and 144 was round 30's and stays unseen: the next round's measure. Never read an unseen slice's cases or misses while
// changing the resolver.
import type { EvalSuite } from '../eval-home.js';
import { categoryTable, failureList, runEvaluation } from '../run-eval.js';
import { HELD_OUT, HELD_OUT_2 } from './index.js';
import { HELD_OUT_3 } from './slice-3/index.js';
import { HELD_OUT_4 } from './slice-4/index.js';
import { HELD_OUT_5 } from './slice-5/index.js';
import { HELD_OUT_6 } from './slice-6/index.js';
import { HELD_OUT_7 } from './slice-7/index.js';
import { HELD_OUT_8 } from './slice-8/index.js';
import { HELD_OUT_9 } from './slice-9/index.js';
import { HELD_OUT_10 } from './slice-10/index.js';
import { HELD_OUT_11 } from './slice-11/index.js';
import { HELD_OUT_12 } from './slice-12/index.js';
import { HELD_OUT_13 } from './slice-13/index.js';
import { HELD_OUT_14 } from './slice-14/index.js';
import { HELD_OUT_15 } from './slice-15/index.js';
import { HELD_OUT_16 } from './slice-16/index.js';
import { HELD_OUT_17 } from './slice-17/index.js';
import { HELD_OUT_18 } from './slice-18/index.js';
import { HELD_OUT_19 } from './slice-19/index.js';
import { HELD_OUT_20 } from './slice-20/index.js';
import { HELD_OUT_21 } from './slice-21/index.js';
import { HELD_OUT_22 } from './slice-22/index.js';
import { HELD_OUT_23 } from './slice-23/index.js';
import { HELD_OUT_24 } from './slice-24/index.js';
import { HELD_OUT_25 } from './slice-25/index.js';
import { HELD_OUT_26 } from './slice-26/index.js';
import { HELD_OUT_27 } from './slice-27/index.js';
import { HELD_OUT_28 } from './slice-28/index.js';
import { HELD_OUT_29 } from './slice-29/index.js';
import { HELD_OUT_30 } from './slice-30/index.js';
import { HELD_OUT_31 } from './slice-31/index.js';
import { HELD_OUT_32 } from './slice-32/index.js';
import { HELD_OUT_33 } from './slice-33/index.js';
import { HELD_OUT_34 } from './slice-34/index.js';
import { HELD_OUT_35 } from './slice-35/index.js';
import { HELD_OUT_36 } from './slice-36/index.js';
import { HELD_OUT_37 } from './slice-37/index.js';
import { HELD_OUT_40 } from './slice-40/index.js';
import { HELD_OUT_38 } from './slice-38/index.js';
import { HELD_OUT_41 } from './slice-41/index.js';
import { HELD_OUT_39 } from './slice-39/index.js';
import { HELD_OUT_42 } from './slice-42/index.js';
import { HELD_OUT_43 } from './slice-43/index.js';
import { HELD_OUT_45 } from './slice-45/index.js';
import { HELD_OUT_44 } from './slice-44/index.js';
import { HELD_OUT_47 } from './slice-47/index.js';
import { HELD_OUT_46 } from './slice-46/index.js';
import { HELD_OUT_48 } from './slice-48/index.js';
import { HELD_OUT_49 } from './slice-49/index.js';
import { HELD_OUT_50 } from './slice-50/index.js';
import { HELD_OUT_51 } from './slice-51/index.js';
import { HELD_OUT_53 } from './slice-53/index.js';
import { HELD_OUT_54 } from './slice-54/index.js';
import { HELD_OUT_52 } from './slice-52/index.js';
import { HELD_OUT_55 } from './slice-55/index.js';
import { HELD_OUT_56 } from './slice-56/index.js';
import { HELD_OUT_57 } from './slice-57/index.js';
import { HELD_OUT_58 } from './slice-58/index.js';
import { HELD_OUT_59 } from './slice-59/index.js';
import { HELD_OUT_60 } from './slice-60/index.js';
import { HELD_OUT_61 } from './slice-61/index.js';
import { HELD_OUT_62 } from './slice-62/index.js';
import { HELD_OUT_63 } from './slice-63/index.js';
import { HELD_OUT_64 } from './slice-64/index.js';
import { HELD_OUT_65 } from './slice-65/index.js';
import { HELD_OUT_66 } from './slice-66/index.js';
import { HELD_OUT_67 } from './slice-67/index.js';
import { HELD_OUT_68 } from './slice-68/index.js';
import { HELD_OUT_69 } from './slice-69/index.js';
import { HELD_OUT_70 } from './slice-70/index.js';
import { HELD_OUT_71 } from './slice-71/index.js';
import { HELD_OUT_72 } from './slice-72/index.js';
import { HELD_OUT_73 } from './slice-73/index.js';
import { HELD_OUT_78 } from './slice-78/index.js';
import { HELD_OUT_74 } from './slice-74/index.js';
import { HELD_OUT_77 } from './slice-77/index.js';
import { HELD_OUT_79 } from './slice-79/index.js';
import { HELD_OUT_75 } from './slice-75/index.js';
import { HELD_OUT_76 } from './slice-76/index.js';
import { HELD_OUT_80 } from './slice-80/index.js';
import { HELD_OUT_81 } from './slice-81/index.js';
import { HELD_OUT_83 } from './slice-83/index.js';
import { HELD_OUT_84 } from './slice-84/index.js';
import { HELD_OUT_85 } from './slice-85/index.js';
import { HELD_OUT_86 } from './slice-86/index.js';
import { HELD_OUT_87 } from './slice-87/index.js';
import { HELD_OUT_89 } from './slice-89/index.js';
import { HELD_OUT_88 } from './slice-88/index.js';
import { HELD_OUT_82 } from './slice-82/index.js';
import { HELD_OUT_90 } from './slice-90/index.js';
import { HELD_OUT_91 } from './slice-91/index.js';
import { HELD_OUT_92 } from './slice-92/index.js';
import { HELD_OUT_93 } from './slice-93/index.js';
import { HELD_OUT_94 } from './slice-94/index.js';
import { HELD_OUT_95 } from './slice-95/index.js';
import { HELD_OUT_96 } from './slice-96/index.js';
import { HELD_OUT_98 } from './slice-98/index.js';
import { HELD_OUT_97 } from './slice-97/index.js';
import { HELD_OUT_100 } from './slice-100/index.js';
import { HELD_OUT_101 } from './slice-101/index.js';
import { HELD_OUT_99 } from './slice-99/index.js';
import { HELD_OUT_102 } from './slice-102/index.js';
import { HELD_OUT_103 } from './slice-103/index.js';
import { HELD_OUT_104 } from './slice-104/index.js';
import { HELD_OUT_105 } from './slice-105/index.js';
import { HELD_OUT_111 } from './slice-111/index.js';
import { HELD_OUT_110 } from './slice-110/index.js';
import { HELD_OUT_107 } from './slice-107/index.js';
import { HELD_OUT_109 } from './slice-109/index.js';
import { HELD_OUT_108 } from './slice-108/index.js';
import { HELD_OUT_106 } from './slice-106/index.js';
import { HELD_OUT_114 } from './slice-114/index.js';
import { HELD_OUT_112 } from './slice-112/index.js';
import { HELD_OUT_113 } from './slice-113/index.js';
import { HELD_OUT_115 } from './slice-115/index.js';
import { HELD_OUT_116 } from './slice-116/index.js';
import { HELD_OUT_117 } from './slice-117/index.js';
import { HELD_OUT_118 } from './slice-118/index.js';
import { HELD_OUT_120 } from './slice-120/index.js';
import { HELD_OUT_119 } from './slice-119/index.js';
import { HELD_OUT_121 } from './slice-121/index.js';
import { HELD_OUT_122 } from './slice-122/index.js';
import { HELD_OUT_123 } from './slice-123/index.js';
import { HELD_OUT_124 } from './slice-124/index.js';
import { HELD_OUT_125 } from './slice-125/index.js';
import { HELD_OUT_126 } from './slice-126/index.js';
import { HELD_OUT_130 } from './slice-130/index.js';
import { HELD_OUT_128 } from './slice-128/index.js';
import { HELD_OUT_127 } from './slice-127/index.js';
import { HELD_OUT_129 } from './slice-129/index.js';
import { HELD_OUT_131 } from './slice-131/index.js';
import { HELD_OUT_132 } from './slice-132/index.js';
import { HELD_OUT_133 } from './slice-133/index.js';
import { HELD_OUT_134 } from './slice-134/index.js';
import { HELD_OUT_135 } from './slice-135/index.js';
import { HELD_OUT_136 } from './slice-136/index.js';
import { HELD_OUT_137 } from './slice-137/index.js';
import { HELD_OUT_138 } from './slice-138/index.js';
import { HELD_OUT_139 } from './slice-139/index.js';
import { HELD_OUT_140 } from './slice-140/index.js';
import { HELD_OUT_141 } from './slice-141/index.js';
import { HELD_OUT_142 } from './slice-142/index.js';
import { HELD_OUT_143 } from './slice-143/index.js';
import { HELD_OUT_144 } from './slice-144/index.js';
import { HELD_OUT_145 } from './slice-145/index.js';
import { HELD_OUT_146 } from './slice-146/index.js';
import { HELD_OUT_147 } from './slice-147/index.js';
import { HELD_OUT_148 } from './slice-148/index.js';

const SLICES: Record<string, readonly EvalSuite[]> = {
  '1': HELD_OUT,
  '2': HELD_OUT_2,
  '3': HELD_OUT_3,
  '4': HELD_OUT_4,
  '5': HELD_OUT_5,
  '6': HELD_OUT_6,
  '7': HELD_OUT_7,
  '8': HELD_OUT_8,
  '9': HELD_OUT_9,
  '10': HELD_OUT_10,
  '11': HELD_OUT_11,
  '12': HELD_OUT_12,
  '13': HELD_OUT_13,
  '14': HELD_OUT_14,
  '15': HELD_OUT_15,
  '16': HELD_OUT_16,
  '17': HELD_OUT_17,
  '18': HELD_OUT_18,
  '19': HELD_OUT_19,
  '20': HELD_OUT_20,
  '21': HELD_OUT_21,
  '22': HELD_OUT_22,
  '23': HELD_OUT_23,
  '24': HELD_OUT_24,
  '25': HELD_OUT_25,
  '26': HELD_OUT_26,
  '27': HELD_OUT_27,
  '28': HELD_OUT_28,
  '29': HELD_OUT_29,
  '30': HELD_OUT_30,
  '31': HELD_OUT_31,
  '32': HELD_OUT_32,
  '33': HELD_OUT_33,
  '34': HELD_OUT_34,
  '35': HELD_OUT_35,
  '36': HELD_OUT_36,
  '37': HELD_OUT_37,
  '40': HELD_OUT_40,
  '38': HELD_OUT_38,
  '41': HELD_OUT_41,
  '39': HELD_OUT_39,
  '42': HELD_OUT_42,
  '43': HELD_OUT_43,
  '45': HELD_OUT_45,
  '44': HELD_OUT_44,
  '47': HELD_OUT_47,
  '46': HELD_OUT_46,
  '48': HELD_OUT_48,
  '49': HELD_OUT_49,
  '50': HELD_OUT_50,
  '51': HELD_OUT_51,
  '53': HELD_OUT_53,
  '54': HELD_OUT_54,
  '52': HELD_OUT_52,
  '55': HELD_OUT_55,
  '56': HELD_OUT_56,
  '57': HELD_OUT_57,
  '58': HELD_OUT_58,
  '59': HELD_OUT_59,
  '60': HELD_OUT_60,
  '61': HELD_OUT_61,
  '62': HELD_OUT_62,
  '63': HELD_OUT_63,
  '64': HELD_OUT_64,
  '65': HELD_OUT_65,
  '66': HELD_OUT_66,
  '67': HELD_OUT_67,
  '68': HELD_OUT_68,
  '69': HELD_OUT_69,
  '70': HELD_OUT_70,
  '71': HELD_OUT_71,
  '72': HELD_OUT_72,
  '73': HELD_OUT_73,
  '78': HELD_OUT_78,
  '74': HELD_OUT_74,
  '77': HELD_OUT_77,
  '79': HELD_OUT_79,
  '75': HELD_OUT_75,
  '76': HELD_OUT_76,
  '80': HELD_OUT_80,
  '81': HELD_OUT_81,
  '83': HELD_OUT_83,
  '84': HELD_OUT_84,
  '85': HELD_OUT_85,
  '86': HELD_OUT_86,
  '87': HELD_OUT_87,
  '89': HELD_OUT_89,
  '88': HELD_OUT_88,
  '82': HELD_OUT_82,
  '90': HELD_OUT_90,
  '91': HELD_OUT_91,
  '92': HELD_OUT_92,
  '93': HELD_OUT_93,
  '94': HELD_OUT_94,
  '95': HELD_OUT_95,
  '96': HELD_OUT_96,
  '98': HELD_OUT_98,
  '97': HELD_OUT_97,
  '100': HELD_OUT_100,
  '101': HELD_OUT_101,
  '99': HELD_OUT_99,
  '102': HELD_OUT_102,
  '103': HELD_OUT_103,
  '104': HELD_OUT_104,
  '105': HELD_OUT_105,
  '111': HELD_OUT_111,
  '110': HELD_OUT_110,
  '107': HELD_OUT_107,
  '109': HELD_OUT_109,
  '108': HELD_OUT_108,
  '106': HELD_OUT_106,
  '114': HELD_OUT_114,
  '112': HELD_OUT_112,
  '113': HELD_OUT_113,
  '115': HELD_OUT_115,
  '116': HELD_OUT_116,
  '117': HELD_OUT_117,
  '118': HELD_OUT_118,
  '120': HELD_OUT_120,
  '119': HELD_OUT_119,
  '121': HELD_OUT_121,
  '122': HELD_OUT_122,
  '123': HELD_OUT_123,
  '124': HELD_OUT_124,
  '125': HELD_OUT_125,
  '126': HELD_OUT_126,
  '130': HELD_OUT_130,
  '128': HELD_OUT_128,
  '127': HELD_OUT_127,
  '129': HELD_OUT_129,
  '131': HELD_OUT_131,
  '132': HELD_OUT_132,
  '133': HELD_OUT_133,
  '134': HELD_OUT_134,
  '135': HELD_OUT_135,
  '136': HELD_OUT_136,
  '137': HELD_OUT_137,
  '138': HELD_OUT_138,
  '139': HELD_OUT_139,
  '140': HELD_OUT_140,
  '141': HELD_OUT_141,
  '142': HELD_OUT_142,
  '143': HELD_OUT_143,
  '144': HELD_OUT_144,
  '145': HELD_OUT_145,
  '146': HELD_OUT_146,
  '147': HELD_OUT_147,
  '148': HELD_OUT_148,
};

const flag = process.argv.indexOf('--slice');
const name = flag === -1 ? '1' : (process.argv[flag + 1] ?? '');
const slice = SLICES[name];
if (slice === undefined) {
  console.error(`Unknown slice "${name}": pass --slice ${Object.keys(SLICES).join(', ')}.`);
  process.exit(2);
}
const results = await runEvaluation(slice);
const right = results.filter((result) => result.pass).length;
console.log(categoryTable(results));
console.log(
  `\nHeld-out slice ${name}: ${right}/${results.length} (${((100 * right) / results.length).toFixed(1)} %)`,
);
if (process.env['RESOLVER_EVAL_FAILURES'] === '1') console.log(failureList(results));
