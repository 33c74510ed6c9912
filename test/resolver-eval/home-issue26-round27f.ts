// Issue 26, round 27f: cases of our own, in homes of our own; none is a slice's request or home.
// The everyday word for a thing whose name says it another way: "the coffee machine" for a "Siebträger",
// "the computer" for a "Gaming PC", "le décodeur" for the TV box. The first tag is the category, the second
// the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { home, homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * A coffee machine named by its kind of machine (a portafilter, a brewer) or its product line, asked for
 * by the everyday word; a home that also has a thing named by the word as said keeps that one.
 */
const COFFEE_BY_ANOTHER_WORD: EvalSuite[] = [
  home(
    'r27f_de_espresso',
    'de',
    [
      ['kueche', 'Küche'],
      ['buero', 'Büro'],
    ],
    [
      ['kueche', 'switch.siebtraegermaschine', 'Siebträgermaschine'],
      ['kueche', 'light.kueche', 'Küchenlicht'],
      ['buero', 'switch.drucker', 'Drucker'],
    ],
    [
      c('ordinary coffee-concept', 'mach die Kaffeemaschine an', ['switch.siebtraegermaschine']),
      c('ordinary coffee-concept', 'Kaffeemaschine aus', ['switch.siebtraegermaschine']),
      c('ordinary coffee-concept-not', 'das Küchenlicht', ['light.kueche']),
    ],
  ),
  home(
    'r27f_de_two_coffee',
    'de',
    [['kueche', 'Küche']],
    [
      ['kueche', 'switch.kaffeemaschine', 'Kaffeemaschine'],
      ['kueche', 'switch.espressomaschine', 'Espressomaschine'],
    ],
    [
      c('ordinary coffee-concept-not', 'die Kaffeemaschine', ['switch.kaffeemaschine']),
      c('ordinary coffee-concept-not', 'die Espressomaschine', ['switch.espressomaschine']),
    ],
  ),
  home(
    'r27f_da_brygger',
    'da',
    [
      ['koekken', 'Køkken'],
      ['stue', 'Stue'],
    ],
    [
      ['koekken', 'switch.kaffebrygger_moccamaster', 'Kaffebrygger'],
      ['koekken', 'switch.elkedel', 'Elkedel'],
      ['stue', 'light.stue', 'Stuelampe'],
    ],
    [
      c('ordinary coffee-concept', 'tænd kaffemaskinen', ['switch.kaffebrygger_moccamaster']),
      c('ordinary coffee-concept-not', 'elkedlen', ['switch.elkedel']),
    ],
  ),
  home(
    'r27f_pt_cafe',
    'pt',
    [
      ['cozinha', 'Cozinha'],
      ['sala', 'Sala'],
    ],
    [
      ['cozinha', 'switch.expresso', 'Expresso'],
      ['cozinha', 'switch.chaleira', 'Chaleira'],
      ['sala', 'light.sala', 'Luz sala'],
    ],
    [
      c('ordinary coffee-concept', 'liga a máquina do café', ['switch.expresso']),
      c('ordinary coffee-concept', 'desliga a máquina de café', ['switch.expresso']),
      c('ordinary coffee-concept-not', 'a chaleira', ['switch.chaleira']),
    ],
  ),
];

/** "The computer": a desktop, a gaming PC, a laptop on a plug, whatever its name calls it. */
const COMPUTER_BY_ANOTHER_WORD: EvalSuite[] = [
  home(
    'r27f_en_gaming',
    'en',
    [
      ['den', 'Den'],
      ['office', 'Office'],
    ],
    [
      ['den', 'switch.gaming_rig', 'Gaming PC'],
      ['den', 'light.den', 'Den Lamp'],
      ['office', 'switch.office_monitor', 'Office Monitor'],
    ],
    [
      c('ordinary computer-concept', 'turn off the computer', ['switch.gaming_rig']),
      c('ordinary computer-concept-not', 'the monitor in the office', ['switch.office_monitor']),
    ],
  ),
  home(
    'r27f_ja_desktop',
    'ja',
    [
      ['kodomo', '子供部屋'],
      ['living', 'リビング'],
    ],
    [
      ['kodomo', 'switch.desktop', 'デスクトップPC'],
      ['kodomo', 'light.kodomo', '子供部屋の照明'],
      ['living', 'switch.tv_plug', 'テレビ'],
    ],
    [
      c('ordinary computer-concept', '子供部屋のパソコン', ['switch.desktop']),
      c('ordinary computer-concept', 'パソコンを消して', ['switch.desktop']),
    ],
  ),
  home(
    'r27f_ko_notebook',
    'ko',
    [
      ['jakeunbang', '작은방'],
      ['geosil', '거실'],
    ],
    [
      ['jakeunbang', 'switch.gaming_pc', '게이밍 PC'],
      ['jakeunbang', 'switch.monitor', '모니터'],
      ['geosil', 'light.geosil', '거실 조명'],
    ],
    [
      c('ordinary computer-concept', '작은방 컴퓨터 꺼줘', ['switch.gaming_pc']),
      c('ordinary computer-concept-not', '모니터 꺼줘', ['switch.monitor']),
    ],
  ),
  home(
    'r27f_fr_ordi',
    'fr',
    [['bureau', 'Bureau']],
    [
      ['bureau', 'switch.pc_fixe', 'PC fixe'],
      ['bureau', 'switch.pc_ecran', 'Écran PC'],
      ['bureau', 'light.bureau', 'Lampe bureau'],
    ],
    [
      c('ordinary computer-concept', "éteins l'ordinateur", ['switch.pc_fixe']),
      c('ordinary computer-concept-not', "l'écran", ['switch.pc_ecran']),
    ],
  ),
  home(
    'r27f_en_pc_screen',
    'en',
    [['study', 'Study']],
    [
      ['study', 'switch.pc', 'PC'],
      ['study', 'switch.pc_monitor', 'PC Monitor'],
      ['study', 'switch.printer', 'Printer'],
    ],
    [
      c('ordinary computer-concept', 'switch on the computer', ['switch.pc']),
      c('ordinary computer-concept-not', 'the monitor', ['switch.pc_monitor']),
      c('ordinary computer-concept-not', 'the printer', ['switch.printer']),
    ],
  ),
];

/** The TV's set-top box, named after the operator's product ("Freebox Pop", "Sky Q", "Mediabox"). */
const SET_TOP_BOX: EvalSuite[] = [
  homeOf(
    'r27f_fr_box',
    'fr',
    [['salon', 'Salon']],
    [
      one('salon', 'media_player.freebox_pop', 'Freebox Pop'),
      one('salon', 'media_player.tv_salon', 'TV Salon', { deviceClass: 'tv' }),
      one('salon', 'light.salon', 'Plafonnier salon'),
    ],
    [
      c('ordinary set-top-box', 'allume le décodeur', ['media_player.freebox_pop']),
      c('ordinary set-top-box-not', 'la télé du salon', ['media_player.tv_salon']),
    ],
  ),
  homeOf(
    'r27f_fr_box_speaker',
    'fr',
    [
      ['sejour', 'Séjour'],
      ['cuisine', 'Cuisine'],
    ],
    [
      one('sejour', 'media_player.freebox_player', 'Freebox Player'),
      one('cuisine', 'media_player.enceinte', 'Enceinte cuisine'),
    ],
    [
      c('ordinary set-top-box', 'le décodeur', ['media_player.freebox_player']),
      c('ordinary set-top-box', "l'enceinte", ['media_player.enceinte']),
    ],
  ),
  homeOf(
    'r27f_it_sky',
    'it',
    [['soggiorno', 'Soggiorno']],
    [
      one('soggiorno', 'media_player.sky_q', 'Sky Q'),
      one('soggiorno', 'media_player.tv', 'Televisore', { deviceClass: 'tv' }),
      one('soggiorno', 'media_player.radio', 'Radio Bose'),
    ],
    [c('ordinary set-top-box-not', 'spegni il decoder', ['media_player.sky_q'])],
  ),
];

/** A floor lamp by its shape (an arc lamp, an uplighter), asked for by the everyday word. */
const FLOOR_LAMP_SHAPES: EvalSuite[] = [
  home(
    'r27f_nl_boog',
    'nl',
    [
      ['zitkamer', 'Zitkamer'],
      ['eetkamer', 'Eetkamer'],
    ],
    [
      ['zitkamer', 'light.booglamp_bank', 'Booglamp bank'],
      ['zitkamer', 'light.plafond', 'Plafondlamp'],
      ['eetkamer', 'light.hanglamp', 'Hanglamp'],
    ],
    [
      c('ordinary floor-lamp-shape', 'de staande lamp', ['light.booglamp_bank']),
      c('ordinary floor-lamp-shape', 'de vloerlamp in de zitkamer', ['light.booglamp_bank']),
    ],
  ),
  home(
    'r27f_de_fluter',
    'de',
    [['wohnen', 'Wohnen']],
    [
      ['wohnen', 'light.deckenfluter', 'Deckenfluter'],
      ['wohnen', 'light.spots', 'Spots Wohnen'],
    ],
    [c('ordinary floor-lamp-shape', 'die Stehlampe', ['light.deckenfluter'])],
  ),
  home(
    'r27f_de_two_floor',
    'de',
    [['wohnen', 'Wohnzimmer']],
    [
      ['wohnen', 'light.stehlampe', 'Stehlampe'],
      ['wohnen', 'light.bogenlampe', 'Bogenlampe'],
    ],
    [
      c('ordinary floor-lamp-shape-not', 'die Stehlampe', ['light.stehlampe']),
      c('ordinary floor-lamp-shape-not', 'die Bogenlampe', ['light.bogenlampe']),
    ],
  ),
  home(
    'r27f_en_arc',
    'en',
    [['lounge', 'Lounge']],
    [
      ['lounge', 'light.arc_lamp', 'Arc Lamp'],
      ['lounge', 'light.lounge_ceiling', 'Lounge Ceiling'],
    ],
    [c('ordinary floor-lamp-shape', 'the floor lamp', ['light.arc_lamp'])],
  ),
];

/** The light under the kitchen cabinets, said as where it is; its name says it in one word. */
const UNDER_CABINET: EvalSuite[] = [
  home(
    'r27f_de_unterbau',
    'de',
    [
      ['kueche', 'Küche'],
      ['essen', 'Essen'],
    ],
    [
      ['kueche', 'light.unterschrank', 'Unterschrankleuchte'],
      ['kueche', 'light.kueche_decke', 'Küche Decke'],
      ['essen', 'light.essen', 'Esstisch'],
    ],
    [
      c('ordinary under-cabinet', 'das Licht unter den Hängeschränken', ['light.unterschrank']),
      c('ordinary under-cabinet', 'die Unterbauleuchte', ['light.unterschrank']),
    ],
  ),
  home(
    'r27f_en_under',
    'en',
    [['kitchen', 'Kitchen']],
    [
      ['kitchen', 'light.under_cabinet', 'Kitchen Under Cabinet'],
      ['kitchen', 'light.kitchen_ceiling', 'Kitchen Ceiling'],
    ],
    [c('ordinary under-cabinet-not', 'the under counter lights', ['light.under_cabinet'])],
  ),
];

/** A baby monitor named as the camera in the baby's room, asked for by what it is for. */
const BABY_MONITOR: EvalSuite[] = [
  homeOf(
    'r27f_en_babycam',
    'en',
    [
      ['baby', "Baby's Room"],
      ['office', 'Office'],
    ],
    [
      one('baby', 'camera.baby_cam', 'Baby Cam'),
      one('baby', 'light.baby_lamp', 'Baby Lamp'),
      one('office', 'switch.office_monitor', 'Monitor'),
    ],
    [
      c('ordinary baby-monitor', 'show me the baby monitor', ['camera.baby_cam']),
      c('ordinary baby-monitor-not', 'turn off the monitor', ['switch.office_monitor']),
    ],
  ),
  homeOf(
    'r27f_de_babyphone',
    'de',
    [['kinderzimmer', 'Kinderzimmer']],
    [one('kinderzimmer', 'camera.nanit', 'Nanit Pro'), one('kinderzimmer', 'light.nachtlicht', 'Nachtlicht')],
    [c('ordinary baby-monitor', 'das Babyphone', ['camera.nanit'])],
  ),
  homeOf(
    'r27f_nl_babymonitor',
    'nl',
    [
      ['babykamer', 'Babykamer'],
      ['zolder', 'Zolder'],
    ],
    [
      one('babykamer', 'camera.babymonitor', 'Babymonitor'),
      one('zolder', 'switch.beeldscherm', 'Beeldscherm zolder'),
    ],
    [
      c('ordinary baby-monitor-not', 'zet het beeldscherm uit', ['switch.beeldscherm']),
      c('ordinary baby-monitor', 'de babyfoon', ['camera.babymonitor']),
    ],
  ),
];

/** A short everyday word for a hidden appliance: not available, not another thing. */
const HIDDEN_BY_SHORT_WORD: EvalSuite[] = [
  homeOf(
    'r27f_ja_pot',
    'ja',
    [
      ['daidokoro', '台所'],
      ['ima', '居間'],
    ],
    [
      one('daidokoro', 'switch.denki_pot', '電気ポット', { hidden: true }),
      one('daidokoro', 'switch.microwave', '電子レンジ'),
      one('ima', 'light.ima', '居間の照明'),
    ],
    [c('hidden-similar short-word', 'ポットをつけて', 'not-exposed')],
  ),
  homeOf(
    'r27f_ja_spot',
    'ja',
    [
      ['genkan', '玄関'],
      ['daidokoro', '台所'],
    ],
    [
      one('genkan', 'light.genkan_spot', '玄関のスポットライト'),
      one('daidokoro', 'switch.pot', '電気ポット'),
    ],
    [
      c('ordinary short-word-not', '玄関のスポット', ['light.genkan_spot']),
      c('ordinary short-word-not', 'ポット', ['switch.pot']),
    ],
  ),
];

export const ROUND_27F: EvalSuite[] = [
  ...COFFEE_BY_ANOTHER_WORD,
  ...COMPUTER_BY_ANOTHER_WORD,
  ...SET_TOP_BOX,
  ...FLOOR_LAMP_SHAPES,
  ...UNDER_CABINET,
  ...BABY_MONITOR,
  ...HIDDEN_BY_SHORT_WORD,
];
