// Issue 26, round 18b, rules 6–10 (rules 1–5 are in home-issue26-eighteenth-b.ts): a case or two per rule in
// homes of our own, none of them a slice's requests or homes.
import { c, type EvalSuite } from './eval-home.js';
import { flat, outlet, speaker, tv } from './home-issue26-eighteenth-b.js';
/** A hall with a vacuum of some make, and rooms that are not it. */
function vacuumHome(id: string, language: string, vacuum: string, says: string[]): EvalSuite {
  return flat(
    id,
    language,
    [
      ['hall', 'Hall'],
      ['room', 'Room Opa'],
    ],
    [
      ['hall', 'vacuum.robot', vacuum],
      ['hall', 'light.hall', 'Hall'],
      ['room', 'light.room', 'Room Opa'],
    ],
    says.map((say) => c('brand generic-product', say, ['vacuum.robot'])),
  );
}

/**
 * Rule 6: a product said for any thing of its kind ("the Roomba" for a vacuum of another make) is that
 * kind, in a home where no name, exposed or not, carries it.
 */
const GENERIC_PRODUCT: EvalSuite[] = [
  vacuumHome('r18b_de_roomba', 'de', 'Ecovacs Deebot', ['der Roomba', 'den Roomba im Flur']),
  vacuumHome('r18b_en_roomba', 'en', 'Eufy RoboVac', ['the roomba', 'the Roomba in the hall']),
  vacuumHome('r18b_fr_roomba', 'fr', 'Dreame L10', ['le Roomba']),
  vacuumHome('r18b_it_roomba', 'it', 'Robot Xiaomi', ['il Roomba']),
  vacuumHome('r18b_sv_roomba', 'sv', 'Dammsugare Xiaomi', ['roomban']),
  vacuumHome('r18b_da_roomba', 'da', 'Støvsuger Dreame', ['roombaen']),
  vacuumHome('r18b_es_conga', 'es', 'Roborock S8', ['la Conga', 'la Roomba']),
  // A Roomba is itself; a hidden one is not exposed; two other vacuums ask which.
  flat(
    'r18b_en_roomba_own',
    'en',
    [['hall', 'Hall']],
    [
      ['hall', 'vacuum.roomba', 'Roomba j7'],
      ['hall', 'vacuum.mop', 'Braava Jet'],
    ],
    [c('brand', 'the roomba', ['vacuum.roomba'])],
  ),
  flat(
    'r18b_de_roomba_hidden',
    'de',
    [['flur', 'Flur']],
    [
      ['flur', 'vacuum.roomba', 'Roomba', { hidden: true }],
      ['flur', 'vacuum.dreame', 'Dreame'],
    ],
    [c('hidden-similar', 'den Roomba', 'not-exposed')],
  ),
  flat(
    'r18b_es_two_vacuums',
    'es',
    [
      ['arriba', 'Arriba'],
      ['abajo', 'Abajo'],
    ],
    [
      ['arriba', 'vacuum.dreame', 'Dreame'],
      ['abajo', 'vacuum.eufy', 'Eufy'],
    ],
    [c('ask-one', 'la Roomba', { ask: ['vacuum.dreame', 'vacuum.eufy'] })],
  ),
];

/** A person's room with an Echo and a light named after the person, and the kitchen with the same. */
function wakeHome(id: string, language: string, room: string, light: string, say: string, guard: string) {
  return flat(
    id,
    language,
    [
      ['room', room],
      ['kitchen', 'Kitchen'],
    ],
    [
      ['room', 'media_player.echo_room', 'Echo Dot', speaker],
      ['room', 'light.room', light],
      ['kitchen', 'media_player.echo_kitchen', 'Echo Show', speaker],
      ['kitchen', 'light.kitchen', 'Kitchen'],
    ],
    [c('brand wake-word-place', say, ['media_player.echo_room']), c('brand', guard, ['light.room'])],
  );
}

/**
 * Rule 7: a wake word said with a person's place alone ("Alexa u Kuby", "Alexa bei Opa") is the assistant
 * there, though the person's name is also a word of a light's name; a thing named after it stays a request.
 */
const WAKE_WORD_PLACE: EvalSuite[] = [
  wakeHome('r18b_pl_wake', 'pl', 'Pokój Kuby', 'Lampka Kuby', 'Alexa u Kuby', 'Alexa, lampka Kuby'),
  wakeHome('r18b_pl_wake2', 'pl', 'Pokój babci', 'Lampka babci', 'Alexa u babci', 'Alexa, lampka babci'),
  wakeHome('r18b_de_wake', 'de', 'Zimmer Opa', 'Leselampe Opa', 'Alexa bei Opa', 'Alexa, Leselampe Opa'),
  wakeHome('r18b_sv_wake', 'sv', 'Rum Elsa', 'Lampa Elsa', 'Alexa hos Elsa', 'Alexa, lampa Elsa'),
];

/**
 * Rule 8: a name of two short Latin words said as one kana or Hangul word ("카카오미니", "カサミニ") finds it
 * when its vowels match too, as a short brand of one word does; "-니" there is no question's ending.
 */
const SHORT_SOUNDED_NAME: EvalSuite[] = [
  flat(
    'r18b_ko_short_name',
    'ko',
    [
      ['anbang', '안방'],
      ['jubang', '주방'],
    ],
    [
      ['anbang', 'media_player.kakao', 'Kakao Mini', speaker],
      ['anbang', 'light.anbang', '안방 조명'],
      ['jubang', 'switch.kasa', 'Kasa Mini', outlet],
      ['jubang', 'media_player.nest', 'Nest Audio', speaker],
    ],
    [
      c('brand short-sounded-name', '카카오미니', ['media_player.kakao']),
      c('brand short-sounded-name', '카사미니', ['switch.kasa']),
      c('brand', '주방 스피커', ['media_player.nest']),
    ],
  ),
  flat(
    'r18b_ja_short_name',
    'ja',
    [['kitchen', 'キッチン']],
    [
      ['kitchen', 'switch.kasa', 'Kasa Mini', outlet],
      ['kitchen', 'light.kitchen', 'キッチン照明'],
    ],
    [c('brand short-sounded-name', 'カサミニ', ['switch.kasa'])],
  ),
];

/** Rule 9: Portuguese says "o robô" (with its accent) for the robot vacuum, as others say "robot". */
const ROBO: EvalSuite[] = [
  flat(
    'r18b_pt_robo',
    'pt',
    [
      ['sala', 'Sala'],
      ['cozinha', 'Cozinha'],
    ],
    [
      ['sala', 'vacuum.eufy', 'Eufy G30'],
      ['sala', 'light.sala', 'Luz sala'],
      ['cozinha', 'switch.robo_cozinha', 'Tomada cozinha', outlet],
    ],
    [
      c('ordinary robo', 'o robô', ['vacuum.eufy']),
      c('ordinary robo', 'o robô aspirador', ['vacuum.eufy']),
      c('ordinary robo', 'o robô da Eufy', ['vacuum.eufy']),
      c('ordinary', 'o aspirador', ['vacuum.eufy']),
    ],
  ),
];

/** Rule 10: Bang & Olufsen said for its lines (Beosound, Beoplay, Beolab speakers, Beovision TVs). */
const BANG_OLUFSEN: EvalSuite[] = [
  flat(
    'r18b_da_bo',
    'da',
    [
      ['kontor', 'Kontor'],
      ['stue', 'Stue'],
    ],
    [
      ['kontor', 'media_player.beosound', 'Beosound Level', speaker],
      ['stue', 'media_player.sonos', 'Højttaler stue', speaker],
      ['stue', 'media_player.tv', 'Beovision Contour', tv],
    ],
    [
      c('brand maker-line', 'bang olufsen højttaleren', ['media_player.beosound']),
      c('brand maker-line', 'bang & olufsen fjernsynet', ['media_player.tv']),
    ],
  ),
  flat(
    'r18b_en_bo',
    'en',
    [['den', 'Den']],
    [
      ['den', 'media_player.beoplay', 'Beoplay A9', speaker],
      ['den', 'media_player.echo', 'Echo Dot', speaker],
    ],
    [c('brand maker-line', 'the Bang & Olufsen speaker', ['media_player.beoplay'])],
  ),
];

export const EIGHTEENTH_ROUND_B2: readonly EvalSuite[] = [
  ...GENERIC_PRODUCT,
  ...WAKE_WORD_PLACE,
  ...SHORT_SOUNDED_NAME,
  ...ROBO,
  ...BANG_OLUFSEN,
];
