// Issue 26, round 24L: cases of our own, in homes of our own, for the leftovers earlier rounds named and left,
// each taken as a general rule. Rules 1 and 2 (orders said last, fractions) are here, 4 and 5 in
// home-issue26-twenty-fourth-l2.ts, 3, 6 and 7 in -l3.ts; this file joins them as TWENTY_FOURTH_ROUND_L. The first tag is the
// category, the second the rule exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { TWENTY_FOURTH_ROUND_L2 } from './home-issue26-twenty-fourth-l2.js';
import { TWENTY_FOURTH_ROUND_L3 } from './home-issue26-twenty-fourth-l3.js';

const shutter = { deviceClass: 'shutter' } as const;
const blind = { deviceClass: 'blind' } as const;
const windowCover = { deviceClass: 'window' } as const;
const curtain = { deviceClass: 'curtain' } as const;

/**
 * Rule 1: an order said last in the infinitive, as German and Dutch put it ("Dachfenster schließen", "Licht im
 * Flur ausschalten", "de lamp in de gang uitdoen", "de gordijnen dichttrekken"), is the order, not a word of the
 * name: a verb of handling, with or without the particle it is said with.
 */
const ORDER_LAST: EvalSuite[] = [
  home(
    'r24l_de_order_last',
    'de',
    [
      ['flur', 'Flur'],
      ['dach', 'Dachboden'],
      ['wohn', 'Wohnzimmer'],
      ['garage', 'Garage'],
    ],
    [
      one('flur', 'light.flur', 'Hue Flur 1'),
      one('dach', 'cover.velux', 'Velux Studio', windowCover),
      one('dach', 'cover.rollo_dach', 'Rollo Dachboden', blind),
      one('wohn', 'cover.rollladen_links', 'Rollladen links', shutter),
      one('wohn', 'cover.rollladen_rechts', 'Rollladen rechts', shutter),
      one('wohn', 'light.stehlampe', 'Stehlampe'),
      one('garage', 'cover.garagentor', 'Garagentor', { deviceClass: 'garage' }),
      one('wohn', 'switch.kaffeemaschine', 'Kaffeemaschine'),
    ],
    [
      c('ordinary order-last', 'Dachfenster schließen', ['cover.velux']),
      c('ordinary order-last', 'das Garagentor schließen', ['cover.garagentor']),
      c('ordinary order-last', 'Licht im Flur schliessen', ['light.flur']),
      c('ordinary', 'die Kaffeemaschine beenden', ['switch.kaffeemaschine']),
      c('ordinary order-last', 'das Licht im Flur aktivieren', ['light.flur']),
      c('ordinary', 'das Licht im Flur löschen', ['light.flur']),
      c('ordinary', 'Kaffeemaschine anwerfen', ['switch.kaffeemaschine']),
      c('ordinary order-last', 'die Rollläden im Wohnzimmer absenken', [
        'cover.rollladen_links',
        'cover.rollladen_rechts',
      ]),
      c('ordinary', 'Licht im Flur ausschalten', ['light.flur']),
      c('ordinary', 'Rollläden im Wohnzimmer runterfahren', [
        'cover.rollladen_links',
        'cover.rollladen_rechts',
      ]),
      c('ordinary', 'Garagentor öffnen', ['cover.garagentor']),
      c('ordinary', 'die Stehlampe anmachen', ['light.stehlampe']),
    ],
  ),
  home(
    'r24l_nl_order_last',
    'nl',
    [
      ['gang', 'Gang'],
      ['keuken', 'Keuken'],
      ['zolder', 'Zolder'],
      ['woon', 'Woonkamer'],
    ],
    [
      one('gang', 'light.gang', 'Hue gang 1'),
      one('keuken', 'light.keuken', 'Keukenlamp'),
      one('zolder', 'cover.dakraam', 'Velux zolder', windowCover),
      one('woon', 'cover.gordijnen', 'Gordijnen woonkamer', curtain),
      one('woon', 'media_player.tv', 'Televisie'),
      one('woon', 'cover.zonnescherm', 'Zonnescherm', { deviceClass: 'awning' }),
    ],
    [
      c('ordinary order-last', 'de lamp in de gang uitdoen', ['light.gang']),
      c('ordinary order-last', 'het licht in de gang aandoen', ['light.gang']),
      c('ordinary order-last', 'de gordijnen dichtdoen', ['cover.gordijnen']),
      c('ordinary order-last', 'de gordijnen opendoen', ['cover.gordijnen']),
      c('ordinary order-last', 'de gordijnen in de woonkamer dichttrekken', ['cover.gordijnen']),
      c('ordinary order-last', 'het dakraam dichtmaken', ['cover.dakraam']),
      c('ordinary order-last', 'het zonnescherm neerlaten', ['cover.zonnescherm']),
      c('ordinary order-last', 'de lamp in de keuken aansteken', ['light.keuken']),
      c('ordinary order-last', 'de tv in de woonkamer uitdraaien', ['media_player.tv']),
      c('ordinary', 'het licht in de keuken aanzetten', ['light.keuken']),
      c('ordinary', 'het dakraam sluiten', ['cover.dakraam']),
      c('ordinary', 'de tv uitschakelen', ['media_player.tv']),
    ],
  ),
  // The verb's shape never takes a name's word: a lamp named with one stays that lamp.
  home(
    'r24l_de_order_last_name',
    'de',
    [['kueche', 'Küche']],
    [one('kueche', 'light.aufziehlampe', 'Kochen Licht'), one('kueche', 'switch.kochen', 'Steckdose Herd')],
    [
      c('name-wins', 'Kochen Licht', ['light.aufziehlampe']),
      c('name-wins', 'Kochen Licht ausschalten', ['light.aufziehlampe']),
      c('name-wins', 'Steckdose Herd abschalten', ['switch.kochen']),
    ],
  ),
];

/**
 * Rule 2: a fraction of the way other than a half ("a quarter open", "zu drei Vierteln", "un tercio", "aux trois
 * quarts", "een kwart", "ćwierć", "en fjärdedel", "4분의 1", "4分の1", "四分之三") is the position set, no part
 * of the name: a count (or none) and the fraction's noun, or the Chinese, Japanese or Korean "N parts of M".
 */
const FRACTION: EvalSuite[] = [
  home(
    'r24l_en_fraction',
    'en',
    [
      ['den', 'Den'],
      ['loft', 'Loft'],
    ],
    [one('den', 'cover.den_blind', 'Den Blind', blind), one('loft', 'cover.loft_blind', 'Loft Blind', blind)],
    [
      c('ordinary fraction', 'the blind in the den to a quarter', ['cover.den_blind']),
      c('ordinary fraction', 'the blind in the loft to three quarters', ['cover.loft_blind']),
      c('ordinary fraction', 'blind in the den a third down', ['cover.den_blind']),
      c('ordinary', 'the den blind a quarter open', ['cover.den_blind']),
      c('ordinary', 'the den blind halfway', ['cover.den_blind']),
    ],
  ),
  home(
    'r24l_de_fraction',
    'de',
    [
      ['kind', 'Kinderzimmer'],
      ['bad', 'Bad'],
    ],
    [
      one('kind', 'cover.rollo_kind', 'Rollo Kinderzimmer', blind),
      one('bad', 'cover.rollo_bad', 'Rollo Bad', blind),
    ],
    [
      c('ordinary fraction', 'das Rollo im Kinderzimmer auf ein Viertel', ['cover.rollo_kind']),
      c('ordinary', 'Rollo Bad zu drei Vierteln', ['cover.rollo_bad']),
      c('ordinary fraction', 'das Rollo im Bad auf ein Drittel runter', ['cover.rollo_bad']),
      c('ordinary', 'Rollo Kinderzimmer dreiviertel zu', ['cover.rollo_kind']),
    ],
  ),
  home(
    'r24l_es_fraction',
    'es',
    [
      ['estudio', 'Estudio'],
      ['cuarto', 'Cuarto de invitados'],
    ],
    [
      one('estudio', 'cover.estor_estudio', 'Estor estudio', blind),
      one('cuarto', 'cover.estor_invitados', 'Estor invitados', blind),
    ],
    [
      c('ordinary fraction', 'el estor del estudio a un tercio', ['cover.estor_estudio']),
      c('ordinary', 'el estor del estudio a un cuarto', ['cover.estor_estudio']),
      c('ordinary', 'el estor del cuarto de invitados a tres cuartos', ['cover.estor_invitados']),
    ],
  ),
  home(
    'r24l_fr_fraction',
    'fr',
    [
      ['bureau', 'Bureau'],
      ['salon', 'Salon'],
    ],
    [
      one('bureau', 'cover.store_bureau', 'Store bureau', blind),
      one('salon', 'cover.store_salon', 'Store salon', blind),
    ],
    [
      c('ordinary fraction', 'le store du bureau à un quart', ['cover.store_bureau']),
      c('ordinary fraction', 'le store du salon aux trois quarts', ['cover.store_salon']),
      c('ordinary fraction', 'le store du bureau au tiers', ['cover.store_bureau']),
      c('ordinary fraction', 'le store du salon ouvert au quart', ['cover.store_salon']),
    ],
  ),
  home(
    'r24l_it_fraction',
    'it',
    [
      ['studio', 'Studio'],
      ['camera', 'Camera'],
    ],
    [
      one('studio', 'cover.tenda_studio', 'Tenda studio', blind),
      one('camera', 'cover.tenda_camera', 'Tenda camera', blind),
    ],
    [
      c('ordinary fraction', 'la tenda dello studio a un quarto', ['cover.tenda_studio']),
      c('ordinary fraction', 'la tenda della camera a tre quarti', ['cover.tenda_camera']),
      c('ordinary fraction', 'la tenda dello studio a un terzo', ['cover.tenda_studio']),
    ],
  ),
  home(
    'r24l_nl_fraction',
    'nl',
    [
      ['werk', 'Werkkamer'],
      ['slaap', 'Slaapkamer'],
    ],
    [
      one('werk', 'cover.screen_werk', 'Screen werkkamer', blind),
      one('slaap', 'cover.screen_slaap', 'Screen slaapkamer', blind),
    ],
    [
      c('ordinary fraction', 'het screen in de werkkamer op een kwart', ['cover.screen_werk']),
      c('ordinary', 'screen slaapkamer driekwart dicht', ['cover.screen_slaap']),
      c('ordinary fraction', 'het screen in de werkkamer tot een derde', ['cover.screen_werk']),
      c('ordinary fraction', 'screen slaapkamer op drie kwart', ['cover.screen_slaap']),
    ],
  ),
  home(
    'r24l_pt_fraction',
    'pt',
    [
      ['escritorio', 'Escritório'],
      ['quarto', 'Quarto'],
    ],
    [
      one('escritorio', 'cover.cortina_escritorio', 'Cortina escritório', curtain),
      one('quarto', 'cover.cortina_quarto', 'Cortina quarto', curtain),
    ],
    [
      c('ordinary', 'a cortina do quarto a três quartos', ['cover.cortina_quarto']),
      c('ordinary fraction', 'a cortina do quarto a um terço', ['cover.cortina_quarto']),
      c('ordinary', 'a cortina do quarto', ['cover.cortina_quarto']),
    ],
  ),
  home(
    'r24l_pl_fraction',
    'pl',
    [
      ['salon', 'Salon'],
      ['sypialnia', 'Sypialnia'],
    ],
    [
      one('salon', 'cover.zaluzja_salon', 'Żaluzja salon', blind),
      one('sypialnia', 'cover.zaluzja_sypialnia', 'Żaluzja sypialnia', blind),
    ],
    [
      c('ordinary fraction', 'żaluzja w salonie na ćwierć', ['cover.zaluzja_salon']),
      c('ordinary fraction', 'żaluzja w sypialni do trzech czwartych', ['cover.zaluzja_sypialnia']),
      c('ordinary fraction', 'żaluzja w salonie do jednej trzeciej', ['cover.zaluzja_salon']),
    ],
  ),
  home(
    'r24l_sv_fraction',
    'sv',
    [
      ['sovrum', 'Sovrum'],
      ['kok', 'Kök'],
    ],
    [
      one('sovrum', 'cover.persienn_sovrum', 'Persienn sovrum', blind),
      one('kok', 'cover.persienn_kok', 'Persienn kök', blind),
    ],
    [
      c('ordinary fraction', 'persiennen i sovrummet till en fjärdedel', ['cover.persienn_sovrum']),
      c('ordinary fraction', 'persiennen i köket till tre fjärdedelar', ['cover.persienn_kok']),
      c('ordinary fraction', 'persiennen i köket en tredjedel ner', ['cover.persienn_kok']),
    ],
  ),
  home(
    'r24l_da_fraction',
    'da',
    [
      ['stue', 'Stue'],
      ['kontor', 'Kontor'],
    ],
    [
      one('stue', 'cover.rullegardin_stue', 'Rullegardin stue', blind),
      one('kontor', 'cover.rullegardin_kontor', 'Rullegardin kontor', blind),
    ],
    [
      c('ordinary fraction', 'rullegardinet i stuen til en fjerdedel', ['cover.rullegardin_stue']),
      c('ordinary fraction', 'rullegardinet på kontoret tre fjerdedele ned', ['cover.rullegardin_kontor']),
      c('ordinary fraction', 'rullegardinet i stuen til en tredjedel', ['cover.rullegardin_stue']),
    ],
  ),
  home(
    'r24l_ko_fraction',
    'ko',
    [
      ['seojae', '서재'],
      ['anbang', '안방'],
    ],
    [
      one('seojae', 'cover.seojae_blind', '서재 블라인드', blind),
      one('anbang', 'cover.anbang_blind', '안방 블라인드', blind),
    ],
    [
      c('ordinary', '서재 블라인드 4분의 1로', ['cover.seojae_blind']),
      c('ordinary', '안방 블라인드 4분의 3까지 내려줘', ['cover.anbang_blind']),
      c('ordinary', '서재 블라인드 삼분의 일', ['cover.seojae_blind']),
    ],
  ),
  home(
    'r24l_ja_fraction',
    'ja',
    [
      ['shosai', '書斎'],
      ['shinshitsu', '寝室'],
    ],
    [
      one('shosai', 'cover.shosai_blind', '書斎ブラインド', blind),
      one('shinshitsu', 'cover.shinshitsu_blind', '寝室ブラインド', blind),
    ],
    [
      c('ordinary fraction', '書斎のブラインドを4分の1に', ['cover.shosai_blind']),
      c('ordinary', '寝室のブラインドを四分の三まで下げて', ['cover.shinshitsu_blind']),
    ],
  ),
  home(
    'r24l_zh_fraction',
    'zh',
    [
      ['shufang', '书房'],
      ['woshi', '卧室'],
    ],
    [
      one('shufang', 'cover.shufang_curtain', '书房窗帘', curtain),
      one('woshi', 'cover.woshi_curtain', '卧室窗帘', curtain),
    ],
    [
      c('ordinary', '把书房的窗帘关到四分之一', ['cover.shufang_curtain']),
      c('ordinary', '卧室窗帘开到四分之三吧', ['cover.woshi_curtain']),
      c('ordinary', '书房窗帘拉到三分之一', ['cover.shufang_curtain']),
    ],
  ),
  // A fraction's word that is a name's or a room's stays so.
  home(
    'r24l_en_fraction_names',
    'en',
    [
      ['quarters', 'Guest Quarters'],
      ['den', 'Den'],
    ],
    [
      one('quarters', 'light.guest_quarters', 'Guest Quarters Lamp'),
      one('den', 'light.quarter_moon', 'Quarter Moon Lamp'),
    ],
    [
      c('ordinary', 'the lamp in the guest quarters', ['light.guest_quarters']),
      c('name-wins', 'the quarter moon lamp', ['light.quarter_moon']),
    ],
  ),
];

export const TWENTY_FOURTH_ROUND_L: EvalSuite[] = [
  ...ORDER_LAST,
  ...FRACTION,
  ...TWENTY_FOURTH_ROUND_L2,
  ...TWENTY_FOURTH_ROUND_L3,
];
