// Issue 26, round 28b: cases of our own, in homes of our own; none is a slice's request or home.
// Living rooms, media and computers asked for by the everyday word where a name says the thing another
// way: "the game console" for a "PlayStation 5" on a plug. The first tag is the category, the second the
// rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { home } from './few-rooms-home.js';

/**
 * A game console on a smart plug, named by its maker's line, asked for by the everyday word, beside media
 * players of no class; and a console that is a media player, which its word still finds.
 */
const CONSOLE_ON_A_PLUG: EvalSuite[] = [
  home(
    'r28b_en_console_plug',
    'en',
    [
      ['den', 'Den'],
      ['lounge', 'Lounge'],
    ],
    [
      ['den', 'media_player.den_projector', 'Den Projector'],
      ['den', 'media_player.den_shield', 'Shield'],
      ['den', 'switch.ps5_plug', 'PlayStation 5'],
      ['lounge', 'media_player.lounge_tv', 'Lounge TV'],
    ],
    [
      c('ordinary console-elsewhere', 'switch on the game console', ['switch.ps5_plug']),
      c('ordinary console-elsewhere', 'the console in the den', ['switch.ps5_plug']),
      c('ordinary console-elsewhere-not', 'the projector', ['media_player.den_projector']),
      c('ordinary console-elsewhere-not', 'the TV', ['media_player.lounge_tv']),
    ],
  ),
  home(
    'r28b_de_konsole_plug',
    'de',
    [
      ['spielzimmer', 'Spielzimmer'],
      ['wohnzimmer', 'Wohnzimmer'],
    ],
    [
      ['spielzimmer', 'switch.switch_steckdose', 'Nintendo Switch Steckdose'],
      ['wohnzimmer', 'media_player.receiver', 'Receiver'],
      ['wohnzimmer', 'media_player.beamer', 'Beamer'],
      ['wohnzimmer', 'media_player.fernseher', 'Fernseher'],
    ],
    [
      c('ordinary console-elsewhere', 'schalte die Konsole aus', ['switch.switch_steckdose']),
      c('ordinary console-elsewhere-not', 'den Beamer', ['media_player.beamer']),
      c('ordinary console-elsewhere-not', 'den Fernseher', ['media_player.fernseher']),
    ],
  ),
  home(
    'r28b_ja_console_plug',
    'ja',
    [
      ['washitsu', '和室'],
      ['living', 'リビング'],
    ],
    [
      ['washitsu', 'switch.xbox', 'Xbox'],
      ['living', 'media_player.living_projector', 'プロジェクター'],
      ['living', 'media_player.living_recorder', 'レコーダー'],
    ],
    [
      c('ordinary console-elsewhere', 'ゲーム機を消して', ['switch.xbox']),
      c('ordinary console-elsewhere-not', 'プロジェクターをつけて', ['media_player.living_projector']),
    ],
  ),
  home(
    'r28b_es_console_player',
    'es',
    [['salon', 'Salón']],
    [
      ['salon', 'media_player.xbox', 'Xbox salón'],
      ['salon', 'switch.enchufe_xbox', 'Enchufe Xbox'],
      ['salon', 'media_player.tele', 'Tele salón'],
    ],
    [c('ordinary console-elsewhere-not', 'apaga la consola', ['media_player.xbox'])],
  ),
];

/**
 * Living-room and study things said by the everyday word where the name says the operator, the product
 * or another word of the language: the set-top box, the recorder, the projector, the monitor, the
 * reading lamp, string lights and the floor lamp.
 */
const MEDIA_BY_ANOTHER_WORD: EvalSuite[] = [
  home(
    'r28b_de_magenta',
    'de',
    [
      ['wohnen', 'Wohnen'],
      ['keller', 'Hobbykeller'],
    ],
    [
      ['wohnen', 'media_player.magenta', 'MagentaTV Wohnen'],
      ['wohnen', 'media_player.wohnen_fernseher', 'Fernseher Wohnen'],
      ['keller', 'media_player.keller_projektor', 'Heimkino'],
    ],
    [
      c('ordinary media-words', 'mach die TV-Box an', ['media_player.magenta']),
      c('ordinary media-words-not', 'den Fernseher im Wohnen', ['media_player.wohnen_fernseher']),
    ],
  ),
  home(
    'r28b_fr_box',
    'fr',
    [
      ['salon', 'Salon'],
      ['bureau', 'Bureau'],
    ],
    [
      ['salon', 'media_player.canal', 'Canal+'],
      ['salon', 'media_player.tele', 'Télé salon'],
      ['salon', 'media_player.projecteur', 'Vidéoprojecteur salon'],
      ['bureau', 'switch.ecran_bureau', 'Écran bureau'],
      ['bureau', 'switch.ordi', 'PC bureau'],
    ],
    [
      c('ordinary media-words', 'allume la box télé', ['media_player.canal']),
      c('ordinary media-words', 'éteins le projo', ['media_player.projecteur']),
      c('ordinary media-words', 'éteins le moniteur', ['switch.ecran_bureau']),
      c('ordinary media-words-not', 'la télé', ['media_player.tele']),
      c('ordinary media-words-not', "l'ordinateur", ['switch.ordi']),
    ],
  ),
  home(
    'r28b_pl_salon',
    'pl',
    [
      ['salon', 'Salon'],
      ['gabinet', 'Gabinet'],
    ],
    [
      ['salon', 'media_player.rzutnik_salon', 'Rzutnik salon'],
      ['salon', 'media_player.przystawka', 'Przystawka telewizyjna'],
      ['salon', 'light.lampki', 'Cotton balls salon'],
      ['gabinet', 'light.gabinet', 'Lampa gabinet'],
    ],
    [
      c('ordinary media-words', 'włącz projektor', ['media_player.rzutnik_salon']),
      c('ordinary media-words', 'wyłącz dekoder', ['media_player.przystawka']),
      c('ordinary media-words', 'włącz girlandę w salonie', ['light.lampki']),
      c('ordinary media-words-not', 'lampa w gabinecie', ['light.gabinet']),
    ],
  ),
  home(
    'r28b_es_lectura',
    'es',
    [
      ['estudio', 'Estudio'],
      ['patio', 'Patio'],
    ],
    [
      ['estudio', 'light.flexo', 'Flexo de lectura'],
      ['estudio', 'light.estudio_techo', 'Techo estudio'],
      ['patio', 'light.guirnalda_patio', 'Guirnalda patio'],
      ['patio', 'light.aplique_patio', 'Aplique patio'],
      ['estudio', 'media_player.movistar_estudio', 'Movistar+'],
    ],
    [
      c('ordinary media-words', 'enciende la luz para leer', ['light.flexo']),
      c('ordinary media-words', 'apaga las lucecitas del patio', ['light.guirnalda_patio']),
      c('ordinary media-words', 'el decodificador', ['media_player.movistar_estudio']),
      c('ordinary media-words-not', 'el aplique del patio', ['light.aplique_patio']),
    ],
  ),
  home(
    'r28b_it_pt_sv',
    'it',
    [['taverna', 'Tavernetta']],
    [
      ['taverna', 'media_player.proiettore_taverna', 'Proiettore taverna'],
      ['taverna', 'light.lampada_lettura_taverna', 'Lampada lettura'],
      ['taverna', 'light.taverna', 'Luce taverna'],
    ],
    [
      c('ordinary media-words', 'accendi il videoproiettore', ['media_player.proiettore_taverna']),
      c('ordinary media-words', 'spegni la luce per leggere', ['light.lampada_lettura_taverna']),
    ],
  ),
  home(
    'r28b_pt_sala',
    'pt',
    [['sala', 'Sala de estar']],
    [
      ['sala', 'media_player.projetor_sala', 'Projetor'],
      ['sala', 'light.leitura', 'Luz de leitura sofá'],
      ['sala', 'light.fio', 'Fio de luzes'],
      ['sala', 'light.teto', 'Luz do teto'],
    ],
    [
      c('ordinary media-words', 'liga o videoprojetor', ['media_player.projetor_sala']),
      c('ordinary media-words', 'acende o candeeiro para ler', ['light.leitura']),
      c('ordinary media-words', 'desliga as luzinhas', ['light.fio']),
      c('ordinary media-words-not', 'a luz do teto', ['light.teto']),
    ],
  ),
  home(
    'r28b_sv_golv',
    'sv',
    [['vardagsrum', 'Vardagsrum']],
    [
      ['vardagsrum', 'light.golvlampa_soffa', 'Golvlampa soffa'],
      ['vardagsrum', 'light.taklampa', 'Taklampa'],
      ['vardagsrum', 'media_player.telia', 'Telia box vardagsrum'],
    ],
    [
      c('ordinary media-words-kept', 'tänd ståndlampan', ['light.golvlampa_soffa']),
      c('ordinary media-words', 'stäng av digitalboxen', ['media_player.telia']),
      c('ordinary media-words-not', 'taklampan', ['light.taklampa']),
    ],
  ),
  home(
    'r28b_cjk_media',
    'ja',
    [
      ['shosai', '書斎'],
      ['living', 'リビング'],
    ],
    [
      ['shosai', 'switch.shosai_monitor', '書斎モニター'],
      ['shosai', 'switch.shosai_pc', 'パソコン'],
      ['living', 'media_player.bd', 'ブルーレイレコーダー'],
      ['living', 'media_player.living_tv', 'リビングテレビ'],
    ],
    [
      c('ordinary media-words', 'ディスプレイを消して', ['switch.shosai_monitor']),
      c('ordinary media-words', '録画機をつけて', ['media_player.bd']),
      c('ordinary media-words-not', 'テレビをつけて', ['media_player.living_tv']),
      c('ordinary media-words-not', 'パソコンを消して', ['switch.shosai_pc']),
    ],
  ),
  home(
    'r28b_zh_ko_media',
    'zh',
    [
      ['shufang', '书房'],
      ['keting', '客厅'],
    ],
    [
      ['shufang', 'switch.xsq', '书房显示器'],
      ['shufang', 'light.ydd', '阅读灯'],
      ['keting', 'light.keting', '客厅主灯'],
    ],
    [
      c('ordinary media-words', '关掉书房的屏幕', ['switch.xsq']),
      c('ordinary media-words', '打开看书的灯', ['light.ydd']),
      c('ordinary media-words-not', '客厅主灯', ['light.keting']),
    ],
  ),
  home(
    'r28b_ko_media',
    'ko',
    [
      ['geosil', '거실'],
      ['seojae', '서재'],
    ],
    [
      ['geosil', 'light.aengdu', '앵두전구 거실'],
      ['geosil', 'media_player.btv', '지니TV 거실'],
      ['geosil', 'media_player.geosil_tv', '거실 TV'],
      ['seojae', 'switch.seojae_monitor', '서재 모니터'],
      ['seojae', 'switch.seojae_pc', '서재 데스크탑'],
    ],
    [
      // Not "줄조명" for these string lights: the word is the light strip's (round 12b's r12b-strip-ko2), and a
      // word stands for one concept (media-concepts.ts).
      c('ordinary media-words-kept', '셋톱박스 꺼줘', ['media_player.btv']),
      c('ordinary media-words', '컴퓨터 화면 꺼줘', ['switch.seojae_monitor']),
      c('ordinary media-words-not', '컴퓨터 꺼줘', ['switch.seojae_pc']),
      c('ordinary media-words-not', '거실 TV 꺼줘', ['media_player.geosil_tv']),
    ],
  ),
];

/**
 * A word of two kinds ("screen": a shade and a monitor; "pantalla": a TV and a monitor) reaches the
 * computer's screen only in a room with nothing of the word's own kind; a console word in a definite form
 * the tables lack still finds the console on a plug.
 */
const SCREEN_AND_FORMS: EvalSuite[] = [
  home(
    'r28b_en_screen',
    'en',
    [
      ['study', 'Study'],
      ['sunroom', 'Sunroom'],
    ],
    [
      ['study', 'switch.study_display', 'Study Monitor'],
      ['study', 'switch.study_pc', 'Study PC'],
      ['sunroom', 'cover.sunroom_screen', 'Sunroom Screen'],
    ],
    [
      c('ordinary screen-of-two', 'turn off the study screen', ['switch.study_display']),
      c('ordinary screen-of-two-not', 'lower the sunroom screen', ['cover.sunroom_screen']),
      c('ordinary screen-of-two-not', 'the study pc', ['switch.study_pc']),
    ],
  ),
  home(
    'r28b_es_pantalla',
    'es',
    [
      ['oficina', 'Oficina'],
      ['sala', 'Sala'],
    ],
    [
      ['oficina', 'switch.monitor_oficina', 'Monitor LG'],
      ['sala', 'media_player.pantalla_sala', 'Pantalla sala'],
    ],
    [
      c('ordinary screen-of-two', 'apaga la pantalla de la oficina', ['switch.monitor_oficina']),
      c('ordinary screen-of-two-not', 'la pantalla de la sala', ['media_player.pantalla_sala']),
      c('ordinary screen-of-two-not', 'prende la pantalla', ['media_player.pantalla_sala']),
    ],
  ),
  home(
    'r28b_da_konsol',
    'da',
    [['kaelder', 'Kælder']],
    [
      ['kaelder', 'switch.xbox_stik', 'Xbox stik'],
      ['kaelder', 'media_player.kaelder_projektor', 'Projektor kælder'],
      ['kaelder', 'media_player.kaelder_boks', 'Tv-boks'],
    ],
    [
      c('ordinary console-elsewhere', 'tænd spillekonsollen', ['switch.xbox_stik']),
      c('ordinary console-elsewhere-not', 'projektoren', ['media_player.kaelder_projektor']),
    ],
  ),
];

export const ROUND_28B: EvalSuite[] = [...CONSOLE_ON_A_PLUG, ...MEDIA_BY_ANOTHER_WORD, ...SCREEN_AND_FORMS];
