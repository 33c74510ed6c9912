// Issue 26, round 30k: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised (`-not`: a neighbour the rule must keep).
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A speaker asked for where the one speaker is hidden and the visible media player is a TV: not exposed,
 * never the TV (a kind that lets any media player serve must not reach past the hidden speaker).
 */
export const HIDDEN_SPEAKER_NOT_TV: EvalSuite[] = [
  {
    home: {
      id: 'r30k_zh_hisense',
      language: 'zh',
      floors: [['f1', '一楼', 1]],
      areas: [
        ['keting', '客厅', 'f1'],
        ['shufang', '书房', 'f1'],
      ],
      devices: [
        one('keting', 'media_player.hisense_tv', '海信电视 E8K'),
        one('keting', 'light.keting', '客厅吊灯'),
        one('shufang', 'media_player.shufang_speaker', '书房音箱 Mini', { hidden: true }),
      ],
      loose: [],
    },
    cases: [
      c('hidden-similar speaker-not-tv', '海信音箱', 'not-exposed'),
      c('hidden-similar speaker-not-tv', '音响', 'not-exposed'),
      c('ordinary speaker-not-tv-not', '海信电视', ['media_player.hisense_tv']),
      c('ordinary speaker-not-tv-not', '电视', ['media_player.hisense_tv']),
    ],
  },
  {
    home: {
      id: 'r30k_ko_samsung',
      language: 'ko',
      floors: [['f1', '1층', 1]],
      areas: [
        ['geosil', '거실', 'f1'],
        ['anbang', '안방', 'f1'],
      ],
      devices: [
        one('geosil', 'media_player.samsung_qn90', 'Samsung QN90D'),
        one('anbang', 'media_player.anbang_bose', 'Bose 500', { hidden: true }),
        one('geosil', 'light.geosil', '거실 등'),
      ],
      loose: [],
    },
    cases: [
      c('hidden-similar speaker-not-tv', '스피커', 'not-exposed'),
      c('hidden-similar speaker-not-tv', '음악 스피커 켜줘', 'not-exposed'),
      c('ordinary speaker-not-tv-not', '삼성 QN90D', ['media_player.samsung_qn90']),
    ],
  },
  {
    home: {
      id: 'r30k_en_den',
      language: 'en',
      floors: [['f1', 'Ground Floor', 0]],
      areas: [
        ['den', 'Den', 'f1'],
        ['office', 'Office', 'f1'],
        ['kitchen', 'Kitchen', 'f1'],
      ],
      devices: [
        one('den', 'media_player.den_tv', 'Den TV'),
        one('office', 'media_player.office_speaker', 'Office Speaker', { hidden: true }),
        one('kitchen', 'media_player.kitchen_sonos', 'Kitchen Sonos'),
      ],
      loose: [],
    },
    cases: [
      // A speaker that is visible answers; the hidden one is no reason to refuse.
      c('ordinary speaker-not-tv-not', 'the speaker', ['media_player.kitchen_sonos']),
      c('ordinary speaker-not-tv-not', 'the TV', ['media_player.den_tv']),
    ],
  },
  {
    home: {
      id: 'r30k_en_flat',
      language: 'en',
      floors: [['f1', 'Flat', 0]],
      areas: [['lounge', 'Lounge', 'f1']],
      devices: [one('lounge', 'media_player.lounge_tv', 'Lounge TV')],
      loose: [],
    },
    // Nothing hidden: a TV still plays what the speaker would (the kind lets any media player serve).
    cases: [c('ordinary speaker-not-tv-not', 'the speaker', ['media_player.lounge_tv'])],
  },
  {
    home: {
      id: 'r30k_nl_gent',
      language: 'nl',
      floors: [['f0', 'Gelijkvloers', 0]],
      areas: [
        ['living', 'Living', 'f0'],
        ['zolder', 'Zolder', 'f0'],
      ],
      devices: [
        one('living', 'media_player.proximus', 'Proximus TV-box'),
        one('living', 'media_player.arc', 'Arc living'),
        one('zolder', 'media_player.zolder', 'Zolder speaker', { hidden: true }),
      ],
      loose: [],
    },
    // A brand said for its soundbar, and the box named with the word said, are matches on their own.
    cases: [
      c('brand speaker-not-tv-not', 'de Sonos', ['media_player.arc']),
      c('brand speaker-not-tv-not', 'de Proximus-box', ['media_player.proximus']),
    ],
  },
];

/**
 * Swedish "säng" (bed) folds to "sang", Danish and Norwegian for a song: in a Swedish home it stays the
 * bed's word and never says a media player; a Danish home's "sang" still does.
 */
export const FOLDED_BED_NOT_SONG: EvalSuite[] = [
  {
    home: {
      id: 'r30k_sv_torp',
      language: 'sv',
      floors: [['f1', 'Bottenvåning', 0]],
      areas: [
        ['gastrum', 'Gästrum', 'f1'],
        ['kok', 'Kök', 'f1'],
      ],
      devices: [
        one('gastrum', 'light.gastrum_sanglampa', 'Sänglampa gäst'),
        one('gastrum', 'light.gastrum_tak', 'Taklampa gästrum'),
        one('kok', 'media_player.kok_sonos', 'Sonos kök'),
        one('gastrum', 'media_player.gastrum_radio', 'Radio gästrum'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary folded-bed', 'sängen', ['light.gastrum_sanglampa']),
      c('ordinary folded-bed-not', 'lampan vid sängen i gästrummet', ['light.gastrum_sanglampa']),
      c('ordinary folded-bed-not', 'spela en låt i köket', ['media_player.kok_sonos']),
      c('ordinary folded-bed-not', 'sänglampan', ['light.gastrum_sanglampa']),
    ],
  },
  {
    home: {
      id: 'r30k_da_hus',
      language: 'da',
      floors: [['f1', 'Stueetage', 0]],
      areas: [
        ['stue', 'Stue', 'f1'],
        ['sovevaerelse', 'Soveværelse', 'f1'],
      ],
      devices: [
        one('stue', 'media_player.stue_hojttaler', 'Stue højttaler'),
        one('sovevaerelse', 'light.sengelampe', 'Sengelampe'),
      ],
      loose: [],
    },
    cases: [c('activity folded-bed-not', 'spil en sang i stuen', ['media_player.stue_hojttaler'])],
  },
];

/**
 * Korean everyday words: 공청기, the air purifier clipped; the indirect light (간접등) asked for as the
 * room's 무드조명 or 간접조명, while a lamp named 무드등 stays that lamp.
 */
export const KOREAN_CLIPPED_AND_MOOD: EvalSuite[] = [
  {
    home: {
      id: 'r30k_ko_officetel',
      language: 'ko',
      floors: [['f1', '1층', 1]],
      areas: [
        ['geosil', '거실', 'f1'],
        ['chimsil', '침실', 'f1'],
      ],
      devices: [
        one('geosil', 'light.geosil_cheonjang', '거실 천장등'),
        one('geosil', 'light.geosil_ganjeop', '간접등 거실'),
        one('chimsil', 'light.chimsil_mood', '침실 무드등'),
        one('chimsil', 'light.chimsil_main', '침실 조명'),
        one('chimsil', 'fan.xiaomi_purifier', '샤오미 공기청정기 4'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary clipped-purifier', '공청기 켜줘', ['fan.xiaomi_purifier']),
      c('ordinary mood-cove', '거실 무드 조명 켜줘', ['light.geosil_ganjeop']),
      c('ordinary mood-cove-not', '거실 간접조명', ['light.geosil_ganjeop']),
      c('ordinary mood-cove-not', '침실 무드등', ['light.chimsil_mood']),
      c('ordinary mood-cove-not', '공기청정기', ['fan.xiaomi_purifier']),
    ],
  },
];

/**
 * Names typed short: an appliance cut off beside a plug's word ("Smart plug Kaffebr."; the plug carries it,
 * it does not say what the name is), and a Swedish air heat pump by its initials ("LLVP", "LVVP").
 */
export const TYPED_SHORT_BESIDE_PLUG: EvalSuite[] = [
  {
    home: {
      id: 'r30k_sv_parhus',
      language: 'sv',
      floors: [['f1', 'Plan 1', 1]],
      areas: [
        ['kok', 'Kök', 'f1'],
        ['allrum', 'Allrum', 'f1'],
        ['kallare', 'Källare', 'f1'],
      ],
      devices: [
        one('kok', 'switch.kaffe', 'Smart plug Kaffebr.'),
        one('kok', 'light.kok', 'Köket tak'),
        one('allrum', 'climate.llvp', 'LLVP Allrum', { attributes: { hvac_modes: ['heat', 'cool', 'off'] } }),
        one('kallare', 'switch.tvatt', 'Plug TM'),
        one('allrum', 'media_player.allrum_tv', 'Fire TV Allrum'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary plug-cut', 'kaffebryggaren', ['switch.kaffe']),
      c('ordinary typed-hp', 'värmepumpen', ['climate.llvp']),
      c('ordinary typed-hp', 'värmepumpen i allrummet', ['climate.llvp']),
      c('ordinary plug-cut-not', 'tvättmaskinen', ['switch.tvatt']),
      c('ordinary plug-cut-not', 'tv:n', ['media_player.allrum_tv']),
    ],
  },
];

/** French listings' "Ch." for a bedroom: "Ch. amis" is the guest bedroom, said "la chambre d'amis". */
export const FRENCH_CH_BEDROOM: EvalSuite[] = [
  {
    home: {
      id: 'r30k_fr_pavillon',
      language: 'fr',
      floors: [['rdc', 'RDC', 0]],
      areas: [
        ['ch_amis', 'Ch. amis', 'rdc'],
        ['salon', 'Salon', 'rdc'],
      ],
      devices: [
        one('ch_amis', 'climate.ch_amis_rad', 'Convecteur amis'),
        one('ch_amis', 'light.ch_amis_lampe', 'Lampe amis'),
        one('salon', 'light.salon', 'Salon plafonnier'),
        one('salon', 'climate.salon_rad', 'Convecteur salon'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary ch-bedroom', 'le radiateur de la chambre', ['climate.ch_amis_rad']),
      c('ordinary ch-bedroom-not', "la lampe de la chambre d'amis", ['light.ch_amis_lampe']),
      c('ordinary ch-bedroom-not', 'le radiateur du salon', ['climate.salon_rad']),
    ],
  },
];
