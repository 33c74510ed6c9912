// Issue 26, round 17a, rules 5–8: a case or two per rule in homes of our own, none of them a slice's
// requests or homes (rules 1–4 are in home-issue26-seventeenth-a.ts, which spreads these).
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 5: a room's name of two words said with its case endings ("w pokoju dziennym" for "Pokój dzienny",
 * "w łazience dolnej" for "Łazienka dolna") is that room, not the room word alone with a word left over.
 */
const POLISH_ROOMS: EvalSuite = {
  home: {
    id: 'r17a_pl_torun',
    language: 'pl',
    floors: [],
    areas: [
      ['dzienny', 'Pokój dzienny', null],
      ['zabaw', 'Pokój zabaw', null],
      ['kino', 'Sala kinowa', null],
      ['lazienka_dol', 'Łazienka dolna', null],
      ['lazienka_gora', 'Łazienka górna', null],
    ],
    devices: [
      one('dzienny', 'climate.dzienny', 'Grzejnik dzienny', { attributes: { hvac_modes: ['off', 'heat'] } }),
      one('dzienny', 'light.dzienny', 'Lampa stojąca'),
      one('zabaw', 'light.zabaw', 'Plafon'),
      one('kino', 'light.kino', 'Taśma LED'),
      one('lazienka_dol', 'light.lazienka_dol', 'Lustro'),
      one('lazienka_gora', 'light.lazienka_gora', 'Kinkiet'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary case-ending-room', 'lampa w pokoju dziennym', ['light.dzienny']),
    c('ordinary case-ending-room', 'światło w pokoju dziennym', ['light.dzienny']),
    c('ordinary case-ending-room', 'grzejnik w pokoju dziennym', ['climate.dzienny']),
    // Guards: right before this rule too (no generic room word first, or the second word as written).
    c('ordinary', 'światło w łazience dolnej', ['light.lazienka_dol']),
    c('ordinary', 'światło w sali kinowej', ['light.kino']),
    c('ordinary', 'światło w pokoju zabaw', ['light.zabaw']),
  ],
};

/**
 * Rule 6: a kind word said in Hangul or katakana as the sound of a Latin word of the home's names ("램프",
 * "ランプ" for "Lamp") narrows as that word would: the lamp so named, not every light of the room.
 */
function soundedKind(
  id: string,
  language: string,
  room: string,
  own: string,
  lamp: string,
  narrows: string[],
  guards: [string, string[]][],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room', room, null],
        ['hall', 'Hall', null],
      ],
      devices: [
        one('room', 'light.own', own),
        one('room', 'light.lamp', lamp),
        one('hall', 'light.hall', 'Hall Light'),
      ],
      loose: [],
    },
    cases: [
      ...narrows.map((say) => c('ordinary sounded-kind', say, ['light.lamp'])),
      ...guards.map(([say, want]) => c('ordinary', say, want)),
    ],
  };
}

const SOUNDED_KINDS: EvalSuite[] = [
  soundedKind(
    'r17a_ko_gwangju',
    'ko',
    '안방',
    '안방 조명',
    'Bedside Lamp',
    ['안방 램프 켜 줘', '안방 램프'],
    [['안방 조명', ['light.own']]],
  ),
  soundedKind(
    'r17a_ja_nara',
    'ja',
    '寝室',
    '寝室の照明',
    'Reading Lamp',
    // Guards: ランプ narrowed before this rule too.
    [],
    [
      ['寝室のランプをつけて', ['light.lamp']],
      ['寝室のランプ', ['light.lamp']],
      ['寝室の照明', ['light.own']],
    ],
  ),
];

/**
 * Rule 7: "both" said of an area's name that the home repeats with a number ("Bedroom",
 * "Bedroom 2") is every such area, as a room word for them all is.
 */
function numberedTwin(
  id: string,
  language: string,
  room: string,
  lamp: string,
  plurals: string[],
  singles: [string, string[] | { ask: string[] }][],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['room', room, null],
        ['room_2', `${room} 2`, null],
        ['kitchen', 'Kitchen', null],
      ],
      devices: [
        one('room', 'light.room', `${room} ${lamp}`),
        one('room_2', 'light.room_2', `${room} 2 ${lamp}`),
        one('kitchen', 'light.kitchen', `Kitchen ${lamp}`),
      ],
      loose: [],
    },
    cases: [
      ...plurals.map((say) => c('ask-one numbered-twin', say, ['light.room', 'light.room_2'])),
      ...singles.map(([say, want]) => c('ordinary', say, want)),
    ],
  };
}

const NUMBERED_TWINS: EvalSuite[] = [
  numberedTwin(
    'r17a_en_twin',
    'en',
    'Office',
    'Lamp',
    ['both office lamps'],
    [['the office lamp', ['light.room']]],
  ),
  numberedTwin(
    'r17a_de_twin',
    'de',
    'Büro',
    'Lampe',
    ['beide Bürolampen'],
    [['die Bürolampe', ['light.room']]],
  ),
  numberedTwin(
    'r17a_nl_twin',
    'nl',
    'Werkkamer',
    'lamp',
    ['beide werkkamerlampen', 'allebei de werkkamerlampen'],
    [],
  ),
  numberedTwin(
    'r17a_sv_twin',
    'sv',
    'Kontor',
    'lampa',
    ['båda kontorslamporna', 'båda lamporna på kontoret'],
    [],
  ),
];

/**
 * Rule 8: a window word in a home with motorised windows (covers of class window) and no window sensor
 * names those windows; with a window sensor it stays the sensor's word.
 */
function motorisedWindows(
  id: string,
  language: string,
  rooms: [string, string],
  names: [string, string],
  both: string[],
  singles: [string, string][],
  sensor?: string,
): EvalSuite {
  const WINDOW = { deviceClass: 'window' };
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['attic', rooms[0], null],
        ['bath', rooms[1], null],
      ],
      devices: [
        one('attic', 'cover.attic_window', names[0], WINDOW),
        one('bath', 'cover.bath_window', names[1], WINDOW),
        ...(sensor === undefined ? [] : [one('bath', 'binary_sensor.bath_window', sensor, WINDOW)]),
      ],
      loose: [],
    },
    cases: [
      ...both.map((say) => c('ordinary motorised-window', say, ['cover.attic_window', 'cover.bath_window'])),
      ...singles.map(([say, id]) =>
        c(sensor === undefined ? 'ordinary motorised-window' : 'ordinary', say, [id]),
      ),
    ],
  };
}

const MOTORISED_WINDOWS: EvalSuite[] = [
  motorisedWindows(
    'r17a_en_velux',
    'en',
    ['Loft', 'Bathroom'],
    ['Velux Loft', 'Velux Bath'],
    ['close the windows', 'are the windows open'],
    [['open the window in the loft', 'cover.attic_window']],
  ),
  motorisedWindows(
    'r17a_de_velux',
    'de',
    ['Dachboden', 'Bad'],
    ['Velux Dachboden', 'Velux Bad'],
    ['schließ alle Fenster', 'beide Fenster zu'],
    [['das Fenster im Bad', 'cover.bath_window']],
  ),
  motorisedWindows(
    'r17a_it_velux',
    'it',
    ['Soffitta', 'Bagno'],
    ['Velux soffitta', 'Velux bagno'],
    ['chiudi le finestre'],
    [['apri la finestra in soffitta', 'cover.attic_window']],
  ),
  motorisedWindows(
    'r17a_es_velux',
    'es',
    ['Buhardilla', 'Baño'],
    ['Velux buhardilla', 'Velux baño'],
    ['cierra las ventanas'],
    [['abre la ventana del baño', 'cover.bath_window']],
  ),
  // Guard: with a window sensor, "is the window open" is that sensor's question.
  motorisedWindows(
    'r17a_en_velux_sensor',
    'en',
    ['Loft', 'Bathroom'],
    ['Velux Loft', 'Velux Bath'],
    [],
    [['is the bathroom window open', 'binary_sensor.bath_window']],
    'Bathroom Window Contact',
  ),
];

export const SEVENTEENTH_ROUND_A2: readonly EvalSuite[] = [
  POLISH_ROOMS,
  ...SOUNDED_KINDS,
  ...NUMBERED_TWINS,
  ...MOTORISED_WINDOWS,
];
