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

export const ROUND_28B: EvalSuite[] = [...CONSOLE_ON_A_PLUG];
