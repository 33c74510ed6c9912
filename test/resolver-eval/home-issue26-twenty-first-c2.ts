// Issue 26, round 21c, rules 4–8: gates and garage doors named with a gate word, a room word the home names
// a room with, Swedish room-window compounds, the front door among the doors, door and window words against
// other binary sensors. Cases of our own, in homes of our own; none is a slice's request or home. The first
// tag is the category, the second the rule exercised (cases without a rule tag are guards that passed before
// and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const door = { deviceClass: 'door' };
const window = { deviceClass: 'window' };
const garage = { deviceClass: 'garage', attributes: { supported_features: 3 } };
const gate = { deviceClass: 'gate', attributes: { supported_features: 3 } };

/**
 * Rule 4: a gate word said of one thing, where the word is a word of several covers' own names ("Portão da
 * garagem", "Portão do jardim"), is one of those, whatever their class: ask which, rather than take the
 * gate class alone or a gate that is called otherwise.
 */
const GATE_WORDS: EvalSuite[] = [
  home(
    'r21c_pt_gate_word',
    'pt',
    [
      ['garagem', 'Garagem'],
      ['jardim', 'Jardim'],
    ],
    [
      one('garagem', 'cover.portao_garagem', 'Portão garagem', garage),
      one('jardim', 'cover.portao_jardim', 'Portão jardim', gate),
      one('jardim', 'cover.cancela', 'Cancela lateral', gate),
    ],
    [
      c('ask-one gate-word', 'fecha o portão', { ask: ['cover.portao_garagem', 'cover.portao_jardim'] }),
      c('ask-one gate-word', 'fecha os portões', ['cover.portao_garagem', 'cover.portao_jardim']),
      c('ordinary', 'abre a cancela', ['cover.cancela']),
    ],
  ),
  home(
    'r21c_pl_gate_word',
    'pl',
    [
      ['garaz', 'Garaż'],
      ['ogrod', 'Ogród'],
    ],
    [
      one('garaz', 'cover.brama_garaz', 'Brama garaż', garage),
      one('ogrod', 'cover.brama_ogrod', 'Brama ogrodowa', gate),
      one('ogrod', 'cover.furtka', 'Furtka boczna', gate),
    ],
    [
      c('ask-one gate-word', 'zamknij bramę', { ask: ['cover.brama_garaz', 'cover.brama_ogrod'] }),
      c('ask-one gate-word', 'brama', { ask: ['cover.brama_garaz', 'cover.brama_ogrod'] }),
      c('ordinary', 'otwórz furtkę', ['cover.furtka']),
    ],
  ),
  home(
    'r21c_de_gate_word',
    'de',
    [
      ['garage', 'Garage'],
      ['hof', 'Hof'],
    ],
    [
      one('garage', 'cover.garagentor', 'Garagentor', garage),
      one('hof', 'cover.hoftor', 'Hoftor', gate),
      one('hof', 'cover.pforte', 'Gartenpforte', gate),
    ],
    [
      c('ask-one gate-word', 'öffne das Tor', { ask: ['cover.garagentor', 'cover.hoftor'] }),
      c('ordinary', 'öffne die Gartenpforte', ['cover.pforte']),
    ],
  ),
  home(
    'r21c_es_gate_word',
    'es',
    [
      ['cochera', 'Cochera'],
      ['finca', 'Finca'],
    ],
    [
      one('cochera', 'cover.porton_cochera', 'Portón cochera', garage),
      one('finca', 'cover.porton_finca', 'Portón finca', gate),
      one('finca', 'cover.cancela', 'Cancela peatonal', gate),
    ],
    [
      c('ask-one gate-word', 'abre el portón', { ask: ['cover.porton_cochera', 'cover.porton_finca'] }),
      c('ordinary', 'abre la cancela', ['cover.cancela']),
    ],
  ),
  home(
    'r21c_en_gate_word',
    'en',
    [
      ['garage', 'Garage'],
      ['lane', 'Lane'],
    ],
    [
      one('garage', 'cover.garage_door', 'Garage Door', garage),
      one('lane', 'cover.lane_gate', 'Lane Gate', gate),
    ],
    [c('ordinary', 'open the gate', ['cover.lane_gate'])],
  ),
];

/**
 * Rule 5: a room word that a room of the home is named with means that room, though the word's concept is
 * another room's ("el patio" is the "Patio trasero", a garden by its words, not the "Porche", a terrace as
 * "patio" is).
 */
const OWN_ROOM_WORDS: EvalSuite[] = [
  home(
    'r21c_es_own_room',
    'es',
    [
      ['terraza', 'Terraza'],
      ['patio', 'Patio trasero'],
      ['salon', 'Salón'],
    ],
    [
      one('terraza', 'light.terraza', 'Farol terraza'),
      one('patio', 'light.patio_1', 'Farolillo 1'),
      one('patio', 'light.patio_2', 'Farolillo 2'),
      one('salon', 'light.salon', 'Lámpara salón'),
    ],
    [
      c('ordinary own-room', 'las luces del patio', ['light.patio_1', 'light.patio_2']),
      c('ask-one own-room', 'la luz del patio', { ask: ['light.patio_1', 'light.patio_2'] }),
      c('ordinary', 'la luz de la terraza', ['light.terraza']),
    ],
  ),
  home(
    'r21c_pt_own_room',
    'pt',
    [
      ['varanda', 'Varanda'],
      ['patio', 'Pátio traseiro'],
    ],
    [
      one('varanda', 'light.varanda', 'Candeeiro varanda'),
      one('patio', 'switch.fonte', 'Fonte'),
      one('patio', 'light.patio', 'Projetor'),
    ],
    [
      c('ordinary', 'as luzes do pátio', ['light.patio']),
      c('ordinary', 'a luz da varanda', ['light.varanda']),
    ],
  ),
  home(
    'r21c_en_own_room',
    'en',
    [
      ['deck', 'Deck'],
      ['patio', 'Patio Garden'],
    ],
    [
      one('deck', 'light.deck', 'Deck Sconce'),
      one('patio', 'light.patio', 'Lantern'),
      one('patio', 'switch.fountain', 'Fountain'),
    ],
    [
      c('ordinary own-room', 'the patio lights', ['light.patio']),
      c('ordinary', 'the deck lights', ['light.deck']),
    ],
  ),
  home(
    'r21c_fr_own_room',
    'fr',
    [
      ['terrasse', 'Terrasse'],
      ['patio', 'Patio fleuri'],
    ],
    [one('terrasse', 'light.terrasse', 'Applique terrasse'), one('patio', 'light.patio', 'Lanterne')],
    [c('ordinary own-room', 'la lumière du patio', ['light.patio'])],
  ),
  home(
    'r21c_it_own_room',
    'it',
    [
      ['terrazzo', 'Terrazzo'],
      ['patio', 'Patio interno'],
    ],
    [one('terrazzo', 'light.terrazzo', 'Applique terrazzo'), one('patio', 'light.patio', 'Lanterna')],
    [c('ordinary', 'la luce del patio', ['light.patio'])],
  ),
];

/**
 * Rule 6: a Swedish room and window said as one word with the definite ending, which drops the "e" of
 * "fönster" ("kontorsfönstret", "gästrumsfönstret"), is that room's window.
 */
const ROOM_WINDOWS: EvalSuite[] = [
  home(
    'r21c_sv_room_window',
    'sv',
    [
      ['gastrum', 'Gästrum'],
      ['kontor', 'Kontor'],
      ['vardagsrum', 'Vardagsrum'],
    ],
    [
      one('gastrum', 'binary_sensor.fonster_gastrum', 'Fönster gästrum', window),
      one('kontor', 'binary_sensor.fonster_kontor', 'Fönster kontor', window),
      one('vardagsrum', 'binary_sensor.fonster_vardagsrum', 'Fönster vardagsrum', window),
      one('kontor', 'light.kontor', 'Skrivbordslampa'),
    ],
    [
      c('ordinary room-window', 'gästrumsfönstret', ['binary_sensor.fonster_gastrum']),
      c('ordinary room-window', 'är kontorsfönstret öppet', ['binary_sensor.fonster_kontor']),
      c('ordinary room-window', 'vardagsrumsfönstret', ['binary_sensor.fonster_vardagsrum']),
      c('ordinary', 'fönstret i kontoret', ['binary_sensor.fonster_kontor']),
    ],
  ),
  home(
    'r21c_da_room_window',
    'da',
    [
      ['kontor', 'Kontor'],
      ['gaestevaerelse', 'Gæsteværelse'],
    ],
    [
      one('kontor', 'binary_sensor.vindue_kontor', 'Vindue kontor', window),
      one('gaestevaerelse', 'binary_sensor.vindue_gaest', 'Vindue gæsteværelse', window),
    ],
    [
      c('ordinary', 'kontorvinduet', ['binary_sensor.vindue_kontor']),
      c('ordinary', 'er vinduet i gæsteværelset åbent', ['binary_sensor.vindue_gaest']),
    ],
  ),
];

/**
 * Rule 7: the front door named by its own word ("Haustür", "Hoveddør", "Ytterdörr", a concept found across
 * languages) is a door: "are all the doors shut" and "is the door open" reach it with the others.
 */
const FRONT_DOORS: EvalSuite[] = [
  home(
    'r21c_de_front_door',
    'de',
    [
      ['diele', 'Diele'],
      ['waschkueche', 'Waschküche'],
    ],
    [
      one('diele', 'binary_sensor.eingang', 'Wohnungstür', door),
      one('waschkueche', 'binary_sensor.keller', 'Kellertür', door),
      one('waschkueche', 'binary_sensor.balkon', 'Balkontür', door),
    ],
    [
      c('ordinary front-door', 'sind alle Türen zu', [
        'binary_sensor.eingang',
        'binary_sensor.keller',
        'binary_sensor.balkon',
      ]),
      c('ask-one front-door', 'ist die Tür offen', {
        ask: ['binary_sensor.eingang', 'binary_sensor.keller', 'binary_sensor.balkon'],
      }),
      c('ordinary', 'ist die Wohnungstür zu', ['binary_sensor.eingang']),
    ],
  ),
  home(
    'r21c_da_front_door',
    'da',
    [
      ['gang', 'Gang'],
      ['bryggers', 'Bryggers'],
    ],
    [
      one('gang', 'binary_sensor.yderdor', 'Yderdør', door),
      one('bryggers', 'binary_sensor.havedor', 'Havedør', door),
    ],
    [
      c('ordinary front-door', 'er alle dørene lukket', ['binary_sensor.yderdor', 'binary_sensor.havedor']),
      c('ask-one front-door', 'er døren åben', { ask: ['binary_sensor.yderdor', 'binary_sensor.havedor'] }),
    ],
  ),
  home(
    'r21c_sv_front_door',
    'sv',
    [
      ['hall', 'Hall'],
      ['groventre', 'Grovkök'],
    ],
    [
      one('hall', 'binary_sensor.entre', 'Entrédörr', door),
      one('groventre', 'binary_sensor.grov', 'Grovköksdörr', door),
      one('groventre', 'binary_sensor.kallare', 'Källardörr', door),
    ],
    [
      c('ordinary front-door', 'är alla dörrar stängda', [
        'binary_sensor.entre',
        'binary_sensor.grov',
        'binary_sensor.kallare',
      ]),
    ],
  ),
  home(
    'r21c_nl_front_door',
    'nl',
    [
      ['hal', 'Hal'],
      ['bijkeuken', 'Bijkeuken'],
    ],
    [
      one('hal', 'binary_sensor.voordeur', 'Voordeur', door),
      one('bijkeuken', 'binary_sensor.achterdeur', 'Achterdeur', door),
    ],
    [
      c('ordinary front-door', 'zijn alle deuren dicht', [
        'binary_sensor.voordeur',
        'binary_sensor.achterdeur',
      ]),
    ],
  ),
];

const motion = { deviceClass: 'motion' };
const smoke = { deviceClass: 'smoke' };

/**
 * Rule 8: a door or window word, from any language's table, never reaches a binary sensor of another class:
 * "er døren åben" with a motion sensor in the hall asks about the doors only.
 */
const SENSED_CLASS: EvalSuite[] = [
  home(
    'r21c_da_sensed_class',
    'da',
    [
      ['gang', 'Gang'],
      ['stue', 'Stue'],
    ],
    [
      one('gang', 'binary_sensor.fordor', 'Fordør', door),
      one('stue', 'binary_sensor.terrassedor', 'Terrassedør', door),
      one('gang', 'binary_sensor.bevaegelse', 'Bevægelse gang', motion),
      one('stue', 'binary_sensor.roeg', 'Røgalarm stue', smoke),
      one('stue', 'binary_sensor.vindue', 'Vindue stue', window),
    ],
    [
      c('ask-one sensed-class', 'er døren åben', {
        ask: ['binary_sensor.fordor', 'binary_sensor.terrassedor'],
      }),
      c('ordinary sensed-class', 'er dørene lukket', ['binary_sensor.fordor', 'binary_sensor.terrassedor']),
      c('ordinary sensed-class', 'er vinduet åbent', ['binary_sensor.vindue']),
    ],
  ),
  home(
    'r21c_sv_sensed_class',
    'sv',
    [
      ['hall', 'Hall'],
      ['kok', 'Kök'],
    ],
    [
      one('hall', 'binary_sensor.dorr', 'Entrédörr', door),
      one('kok', 'binary_sensor.altan', 'Altandörr', door),
      one('hall', 'binary_sensor.rorelse', 'Rörelse hall', motion),
      one('kok', 'binary_sensor.fonster', 'Fönster kök', window),
      one('kok', 'binary_sensor.brand', 'Brandvarnare kök', smoke),
    ],
    [
      c('ask-one sensed-class', 'är dörren öppen', { ask: ['binary_sensor.dorr', 'binary_sensor.altan'] }),
      c('ordinary', 'är fönstret öppet', ['binary_sensor.fonster']),
    ],
  ),
];

export const TWENTY_FIRST_ROUND_C2: readonly EvalSuite[] = [
  ...GATE_WORDS,
  ...OWN_ROOM_WORDS,
  ...ROOM_WINDOWS,
  ...FRONT_DOORS,
  ...SENSED_CLASS,
];
