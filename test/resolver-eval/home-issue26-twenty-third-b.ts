// Issue 26, round 23b: cases of our own, in homes of our own, for the rules that slices 47 (references as a
// model passes them when unsure) and 63 (ordinary homes, every reference a noun phrase) stood for. Rules 1–3
// (values and "all") are here, 4–6 in home-issue26-twenty-third-b2.ts, 7–9 in -b3.ts; this file joins them as
// TWENTY_THIRD_ROUND_B. The first tag is the category, the second the rule exercised (cases without a rule tag
// are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { TWENTY_THIRD_ROUND_B2 } from './home-issue26-twenty-third-b2.js';
import { TWENTY_THIRD_ROUND_B3 } from './home-issue26-twenty-third-b3.js';

const shutter = { deviceClass: 'shutter' } as const;
const blind = { deviceClass: 'blind' } as const;
const curtain = { deviceClass: 'curtain' } as const;

/**
 * Rule 1: a fraction of the way said instead of a number ("halfway", "zur Hälfte", "à moitié", "do połowy",
 * "till hälften", "a meio") is the position the cover is set to, no part of its name, also with the way it
 * goes ("halb runter", "halvt ned", "half dicht"); so is Portuguese "por cento" and a "%" said in Chinese.
 */
const HALFWAY: EvalSuite[] = [
  home(
    'r23b_en_halfway',
    'en',
    [
      ['den', 'Den'],
      ['nursery', 'Nursery'],
    ],
    [
      one('den', 'cover.den_shade', 'Den Shade', blind),
      one('nursery', 'cover.nursery_shade', 'Nursery Shade', blind),
    ],
    [
      c('ordinary halfway', 'the shade in the den to half', ['cover.den_shade']),
      c('ordinary', 'the den shade halfway', ['cover.den_shade']),
      c('ordinary', 'nursery shade to 30 percent', ['cover.nursery_shade']),
    ],
  ),
  home(
    'r23b_de_halfway',
    'de',
    [
      ['buero', 'Büro'],
      ['gaeste', 'Gästezimmer'],
    ],
    [
      one('buero', 'cover.rollladen_buero', 'Rollladen Büro', shutter),
      one('gaeste', 'cover.rollladen_gaeste', 'Rollladen Gästezimmer', shutter),
    ],
    [
      c('ordinary halfway', 'den Rollladen im Büro halb runter', ['cover.rollladen_buero']),
      c('ordinary halfway', 'Rollladen Gästezimmer zur Hälfte', ['cover.rollladen_gaeste']),
      c('ordinary halfway', 'den Rollladen im Büro auf halb', ['cover.rollladen_buero']),
      c('ordinary', 'Rollladen im Büro auf 40 Prozent', ['cover.rollladen_buero']),
    ],
  ),
  home(
    'r23b_es_halfway',
    'es',
    [
      ['despacho', 'Despacho'],
      ['dormitorio', 'Dormitorio'],
    ],
    [
      one('despacho', 'cover.persiana_despacho', 'Persiana despacho', shutter),
      one('dormitorio', 'cover.persiana_dormitorio', 'Persiana dormitorio', shutter),
    ],
    [
      c('ordinary halfway', 'la persiana del despacho a la mitad', ['cover.persiana_despacho']),
      c('ordinary halfway', 'persiana del dormitorio hasta la mitad', ['cover.persiana_dormitorio']),
      c('ordinary halfway', 'la persiana del despacho a media altura', ['cover.persiana_despacho']),
      c('ordinary', 'la persiana del despacho al 40 por ciento', ['cover.persiana_despacho']),
    ],
  ),
  home(
    'r23b_fr_halfway',
    'fr',
    [
      ['bureau', 'Bureau'],
      ['chambre', 'Chambre'],
    ],
    [
      one('bureau', 'cover.volet_bureau', 'Volet bureau', shutter),
      one('chambre', 'cover.volet_chambre', 'Volet chambre', shutter),
    ],
    [
      c('ordinary halfway', 'le volet du bureau à moitié', ['cover.volet_bureau']),
      c('ordinary halfway', 'le volet de la chambre à mi-hauteur', ['cover.volet_chambre']),
      c('ordinary halfway', 'volet du bureau à moitié fermé', ['cover.volet_bureau']),
    ],
  ),
  home(
    'r23b_it_halfway',
    'it',
    [
      ['studio', 'Studio'],
      ['camera', 'Camera'],
    ],
    [
      one('studio', 'cover.tapparella_studio', 'Tapparella studio', shutter),
      one('camera', 'cover.tapparella_camera', 'Tapparella camera', shutter),
    ],
    [
      c('ordinary halfway', 'la tapparella dello studio a metà', ['cover.tapparella_studio']),
      c('ordinary halfway', 'tapparella della camera a mezza altezza', ['cover.tapparella_camera']),
    ],
  ),
  home(
    'r23b_nl_halfway',
    'nl',
    [
      ['werkkamer', 'Werkkamer'],
      ['zolder', 'Zolder'],
    ],
    [
      one('werkkamer', 'cover.rolluik_werkkamer', 'Rolluik werkkamer', shutter),
      one('zolder', 'cover.rolluik_zolder', 'Rolluik zolder', shutter),
    ],
    [
      c('ordinary halfway', 'het rolluik in de werkkamer half dicht', ['cover.rolluik_werkkamer']),
      c('ordinary halfway', 'het rolluik van de zolder tot de helft', ['cover.rolluik_zolder']),
      c('ordinary', 'rolluik werkkamer halverwege', ['cover.rolluik_werkkamer']),
    ],
  ),
  home(
    'r23b_pt_halfway',
    'pt',
    [
      ['escritorio', 'Escritório'],
      ['quarto', 'Quarto'],
    ],
    [
      one('escritorio', 'cover.estore_escritorio', 'Estore escritório', shutter),
      one('quarto', 'cover.estore_quarto', 'Estore quarto', shutter),
    ],
    [
      c('ordinary halfway', 'o estore do escritório a meio', ['cover.estore_escritorio']),
      c('ordinary halfway', 'estore do quarto até metade', ['cover.estore_quarto']),
      c('ordinary halfway', 'o estore do escritório a 30 por cento', ['cover.estore_escritorio']),
      c('ordinary halfway', 'estore do quarto a meia altura', ['cover.estore_quarto']),
    ],
  ),
  home(
    'r23b_pl_halfway',
    'pl',
    [
      ['gabinet', 'Gabinet'],
      ['sypialnia', 'Sypialnia'],
    ],
    [
      one('gabinet', 'cover.roleta_gabinet', 'Roleta gabinet', shutter),
      one('sypialnia', 'cover.roleta_sypialnia', 'Roleta sypialnia', shutter),
    ],
    [
      c('ordinary halfway', 'roleta w gabinecie do połowy', ['cover.roleta_gabinet']),
      c('ordinary halfway', 'roletę w sypialni na pół', ['cover.roleta_sypialnia']),
      c('ordinary halfway', 'roleta w gabinecie w połowie', ['cover.roleta_gabinet']),
    ],
  ),
  home(
    'r23b_sv_halfway',
    'sv',
    [
      ['kontor', 'Kontor'],
      ['gastrum', 'Gästrum'],
    ],
    [
      one('kontor', 'cover.rullgardin_kontor', 'Rullgardin kontor', blind),
      one('gastrum', 'cover.rullgardin_gastrum', 'Rullgardin gästrum', blind),
    ],
    [
      c('ordinary halfway', 'rullgardinen på kontoret till hälften', ['cover.rullgardin_kontor']),
      c('ordinary halfway', 'rullgardinen i gästrummet halvvägs ner', ['cover.rullgardin_gastrum']),
      c('ordinary halfway', 'rullgardinen på kontoret halvt', ['cover.rullgardin_kontor']),
    ],
  ),
  home(
    'r23b_da_halfway',
    'da',
    [
      ['kontor', 'Kontor'],
      ['gaest', 'Gæsteværelse'],
    ],
    [
      one('kontor', 'cover.gardin_kontor', 'Gardin kontor', curtain),
      one('gaest', 'cover.gardin_gaest', 'Gardin gæsteværelse', curtain),
    ],
    [
      c('ordinary halfway', 'gardinet på kontoret halvt ned', ['cover.gardin_kontor']),
      c('ordinary halfway', 'gardinet i gæsteværelset halvvejs', ['cover.gardin_gaest']),
      c('ordinary halfway', 'gardinet på kontoret til halvdelen', ['cover.gardin_kontor']),
    ],
  ),
  home(
    'r23b_cjk_halfway',
    'zh',
    [
      ['keting', '客厅'],
      ['shufang', '书房'],
    ],
    [
      one('keting', 'cover.keting', '客厅窗帘', curtain),
      one('shufang', 'cover.shufang', '书房窗帘', curtain),
    ],
    [
      c('ordinary halfway', '把书房的窗帘关到50%', ['cover.shufang']),
      c('ordinary', '客厅窗帘拉一半', ['cover.keting']),
    ],
  ),
  home(
    'r23b_ko_halfway',
    'ko',
    [
      ['geosil', '거실'],
      ['chimsil', '침실'],
    ],
    [
      one('geosil', 'cover.geosil', '거실 블라인드', blind),
      one('chimsil', 'cover.chimsil', '침실 블라인드', blind),
    ],
    [
      c('ordinary', '거실 블라인드 반만 내려줘', ['cover.geosil']),
      c('ordinary', '침실 블라인드 절반', ['cover.chimsil']),
    ],
  ),
];

/**
 * Rule 2: a plural that only its letters tell from the singular ("die Rollläden", folded to "rollladen") still
 * means every one when a value is said with it ("die Rollläden auf 30 Prozent" asked which of them).
 */
const PLURAL_WITH_VALUE: EvalSuite[] = [
  home(
    'r23b_de_plural_value',
    'de',
    [
      ['wohnen', 'Wohnen'],
      ['kind', 'Kinderzimmer'],
      ['bad', 'Bad'],
    ],
    [
      one('wohnen', 'cover.rollladen_wohnen', 'Rollladen Wohnen', shutter),
      one('kind', 'cover.rollladen_kind', 'Rollladen Kinderzimmer', shutter),
      one('bad', 'light.bad', 'Spiegellicht'),
    ],
    [
      c('ordinary plural-value', 'die Rollläden auf 30 Prozent', [
        'cover.rollladen_wohnen',
        'cover.rollladen_kind',
      ]),
      c('ordinary plural-value', 'Rollläden auf zwanzig', ['cover.rollladen_wohnen', 'cover.rollladen_kind']),
      c('ordinary plural-value', 'die Rollläden halb runter', [
        'cover.rollladen_wohnen',
        'cover.rollladen_kind',
      ]),
      c('ordinary', 'den Rollladen auf 30 Prozent', {
        ask: ['cover.rollladen_wohnen', 'cover.rollladen_kind'],
      }),
      c('ordinary', 'die Rollläden', ['cover.rollladen_wohnen', 'cover.rollladen_kind']),
    ],
  ),
  home(
    'r23b_de_plural_value_floor',
    'de',
    [
      ['kueche', 'Küche', 'eg'],
      ['essen', 'Esszimmer', 'eg'],
      ['schlafen', 'Schlafzimmer', 'og'],
    ],
    [
      one('kueche', 'cover.kueche', 'Rollladen Küche', shutter),
      one('essen', 'cover.essen', 'Rollladen Esszimmer', shutter),
      one('schlafen', 'cover.schlafen', 'Rollladen Schlafzimmer', shutter),
    ],
    [c('ordinary', 'die Rollläden im Erdgeschoss auf 40 %', ['cover.kueche', 'cover.essen'])],
    [
      ['eg', 'Erdgeschoss', 0],
      ['og', 'Obergeschoss', 1],
    ],
  ),
];

/**
 * Rule 3: Chinese 都 ("all", said after the thing: "窗帘都拉上", "灯都关了") asks for every one, as 全部 and
 * Korean 다 do; a singular request without it still asks which.
 */
const CHINESE_DOU: EvalSuite[] = [
  home(
    'r23b_zh_dou',
    'zh',
    [
      ['keting', '客厅'],
      ['ciwo', '次卧'],
      ['ertong', '儿童房'],
    ],
    [
      one('keting', 'cover.keting', '客厅窗帘', curtain),
      one('ciwo', 'cover.ciwo', '次卧窗帘', curtain),
      one('keting', 'light.keting_diaodeng', '客厅吊灯'),
      one('keting', 'light.keting_dengdai', '客厅灯带'),
      one('ertong', 'light.ertong', '儿童房顶灯'),
      one('keting', 'climate.keting', '客厅空调', {
        attributes: { hvac_modes: ['off', 'cool', 'heat'], min_temp: 16, max_temp: 30 },
      }),
      one('ciwo', 'climate.ciwo', '次卧空调', {
        attributes: { hvac_modes: ['off', 'cool', 'heat'], min_temp: 16, max_temp: 30 },
      }),
      one('ertong', 'light.jingdu', '京都灯笼'),
    ],
    [
      c('ask-one dou', '窗帘都关上', ['cover.keting', 'cover.ciwo']),
      c('ask-one dou', '把空调都打开', ['climate.keting', 'climate.ciwo']),
      c('ask-one', '客厅的灯都关了', ['light.keting_diaodeng', 'light.keting_dengdai']),
      c('ask-one dou', '空调全都关掉', ['climate.keting', 'climate.ciwo']),
      c('ask-one', '关上窗帘', { ask: ['cover.keting', 'cover.ciwo'] }),
      c('ask-one', '所有空调', ['climate.keting', 'climate.ciwo']),
      c('ordinary', '京都灯笼', ['light.jingdu']),
    ],
  ),
  home(
    'r23b_zh_dou_hk',
    'zh',
    [
      ['shufang', '書房'],
      ['zhuwo', '主人房'],
    ],
    [one('shufang', 'fan.shufang', '書房風扇'), one('zhuwo', 'fan.zhuwo', '主人房風扇')],
    [c('ask-one dou', '風扇都關咗', ['fan.shufang', 'fan.zhuwo']), c('ask-one', '書房風扇', ['fan.shufang'])],
  ),
];

export const TWENTY_THIRD_ROUND_B: EvalSuite[] = [
  ...HALFWAY,
  ...PLURAL_WITH_VALUE,
  ...CHINESE_DOU,
  ...TWENTY_THIRD_ROUND_B2,
  ...TWENTY_THIRD_ROUND_B3,
];
