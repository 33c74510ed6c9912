// Issue 26, round 21c: the ways in and out of a home (locks and the same doors' contact sensors, gates and
// garage doors, window contacts), rules 1–3 (the locks); rules 4–8 are in home-issue26-twenty-first-c2.ts.
// Cases of our own for each rule, in homes of our own; none is a slice's request or home. The first tag is the category, the second the rule exercised (cases without a rule tag
// are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const door = { deviceClass: 'door' };
const hiddenLock = { hidden: true };

/**
 * Rule 1: a locking order about a door whose lock is hidden, beside the door's visible contact sensor, is
 * about that lock: not available, rather than the sensor or another door's lock.
 */
const HIDDEN_LOCKS: EvalSuite[] = [
  home(
    'r21c_en_hidden_lock',
    'en',
    [
      ['mudroom', 'Mudroom'],
      ['barn', 'Barn'],
      ['kitchen', 'Kitchen'],
    ],
    [
      one('mudroom', 'lock.mudroom_door', 'Mudroom Door Lock'),
      one('mudroom', 'binary_sensor.mudroom_door', 'Mudroom Door', door),
      one('barn', 'binary_sensor.barn_door', 'Barn Door', door),
      one('barn', 'lock.barn', 'Barn Padlock', hiddenLock),
      one('kitchen', 'light.kitchen', 'Kitchen Light'),
    ],
    [
      c('hidden-similar hidden-lock', 'unlock the barn door', 'not-exposed'),
      c('hidden-similar hidden-lock', 'lock the barn', 'not-exposed'),
      c('device-sensor', 'lock the mudroom door', ['lock.mudroom_door']),
      c('device-sensor', 'is the barn door open', ['binary_sensor.barn_door']),
    ],
  ),
  home(
    'r21c_de_hidden_lock',
    'de',
    [
      ['diele', 'Diele'],
      ['werkstatt', 'Werkstatt'],
    ],
    [
      one('diele', 'lock.wohnungstuer', 'Wohnungstür Schloss'),
      one('diele', 'binary_sensor.wohnungstuer', 'Wohnungstür', door),
      one('werkstatt', 'binary_sensor.werkstatttuer', 'Werkstatttür', door),
      one('werkstatt', 'lock.werkstatt', 'Werkstatt Riegel', hiddenLock),
    ],
    [
      c('hidden-similar hidden-lock', 'sperr die Werkstatttür auf', 'not-exposed'),
      c('hidden-similar hidden-lock', 'verriegle die Werkstatttür', 'not-exposed'),
      c('device-sensor', 'schließ die Wohnungstür ab', ['lock.wohnungstuer']),
      c('device-sensor', 'ist die Werkstatttür offen', ['binary_sensor.werkstatttuer']),
    ],
  ),
  home(
    'r21c_it_hidden_lock',
    'it',
    [
      ['ingresso', 'Ingresso'],
      ['cantina', 'Cantina'],
    ],
    [
      one('ingresso', 'lock.ingresso', 'Serratura porta blindata'),
      one('ingresso', 'binary_sensor.ingresso', 'Porta blindata', door),
      one('cantina', 'binary_sensor.cantina', 'Porta cantina', door),
      one('cantina', 'lock.cantina', 'Serratura cantina', hiddenLock),
    ],
    [
      c('hidden-similar hidden-lock', 'sblocca la porta della cantina', 'not-exposed'),
      c('device-sensor', 'chiudi a chiave la porta blindata', ['lock.ingresso']),
    ],
  ),
  home(
    'r21c_pl_hidden_lock',
    'pl',
    [
      ['przedpokoj', 'Przedpokój'],
      ['piwnica', 'Piwnica'],
    ],
    [
      one('przedpokoj', 'lock.wejscie', 'Zamek drzwi frontowe'),
      one('przedpokoj', 'binary_sensor.wejscie', 'Drzwi frontowe', door),
      one('piwnica', 'binary_sensor.piwnica', 'Drzwi do piwnicy', door),
      one('piwnica', 'lock.piwnica', 'Zamek drzwi do piwnicy', hiddenLock),
    ],
    [
      c('hidden-similar hidden-lock', 'zamknij drzwi do piwnicy na klucz', 'not-exposed'),
      c('hidden-similar hidden-lock', 'odblokuj drzwi do piwnicy', 'not-exposed'),
      c('device-sensor', 'odblokuj drzwi frontowe', ['lock.wejscie']),
    ],
  ),
  home(
    'r21c_da_hidden_lock',
    'da',
    [
      ['bryggers', 'Bryggers'],
      ['vaerksted', 'Værksted'],
    ],
    [
      one('bryggers', 'lock.bryggers', 'Bryggersdør lås'),
      one('bryggers', 'binary_sensor.bryggers', 'Bryggersdør', door),
      one('vaerksted', 'binary_sensor.vaerksted', 'Værkstedsdør', door),
      one('vaerksted', 'lock.vaerksted', 'Værksted hængelås', hiddenLock),
    ],
    [
      c('hidden-similar hidden-lock', 'er værkstedsdøren låst', 'not-exposed'),
      c('device-sensor', 'lås bryggersdøren', ['lock.bryggers']),
    ],
  ),
  home(
    'r21c_es_hidden_lock',
    'es',
    [
      ['entrada', 'Entrada'],
      ['trastero', 'Trastero'],
    ],
    [
      one('entrada', 'lock.entrada', 'Cerradura puerta de la calle'),
      one('entrada', 'binary_sensor.entrada', 'Puerta de la calle', door),
      one('trastero', 'binary_sensor.trastero', 'Puerta trastero', door),
      one('trastero', 'lock.trastero', 'Cerradura trastero', hiddenLock),
    ],
    [
      c('hidden-similar hidden-lock', 'cierra con llave la puerta del trastero', 'not-exposed'),
      c('device-sensor', 'desbloquea la puerta de la calle', ['lock.entrada']),
    ],
  ),
];

/**
 * Rule 2: a locking verb said first is the verb, also when the home's locks are named with it ("Bagdør lås",
 * "后门门锁"). Rule 3: a locking order about the door word alone is about the locks ("lock the door": which
 * lock; "lock all the doors": every lock), never the door sensors or a gate.
 */
const LOCK_ORDERS: EvalSuite[] = [
  home(
    'r21c_da_lock_first',
    'da',
    [
      ['entre', 'Entré'],
      ['carport', 'Carport'],
      ['vaerksted', 'Værksted'],
    ],
    [
      one('entre', 'lock.fordor', 'Fordør lås'),
      one('entre', 'binary_sensor.fordor', 'Fordør', door),
      one('carport', 'lock.carport', 'Carportdør lås'),
      one('carport', 'binary_sensor.carport', 'Carportdør', door),
      one('vaerksted', 'binary_sensor.vaerksted', 'Værkstedsdør', door),
      one('vaerksted', 'lock.vaerksted', 'Værksted hængelås', hiddenLock),
      one('entre', 'binary_sensor.bevaegelse', 'Bevægelse entré', { deviceClass: 'motion' }),
    ],
    [
      c('hidden-similar lock-first', 'lås værkstedsdøren op', 'not-exposed'),
      c('hidden-similar lock-first', 'lås værkstedet', 'not-exposed'),
      c('device-sensor', 'lås carporten op', ['lock.carport']),
      c('device-sensor', 'lås carportdøren', ['lock.carport']),
      c('ask-one door-word', 'lås døren op', { ask: ['lock.fordor', 'lock.carport'] }),
      c('ask-one door-word', 'lås alle dørene', ['lock.fordor', 'lock.carport']),
      c('device-sensor', 'er fordøren åben', ['binary_sensor.fordor']),
    ],
  ),
  home(
    'r21c_sv_lock_first',
    'sv',
    [
      ['hall', 'Hall'],
      ['tvattstuga', 'Tvättstuga'],
      ['forrad', 'Förråd'],
    ],
    [
      one('hall', 'lock.entre', 'Entrédörr lås'),
      one('hall', 'binary_sensor.entre', 'Entrédörr', door),
      one('tvattstuga', 'lock.tvatt', 'Tvättstugedörr lås'),
      one('tvattstuga', 'binary_sensor.tvatt', 'Tvättstugedörr', door),
      one('forrad', 'binary_sensor.forrad', 'Förrådsdörr', door),
      one('forrad', 'lock.forrad', 'Förråd hänglås', hiddenLock),
    ],
    [
      c('device-sensor', 'lås upp entrédörren', ['lock.entre']),
      c('device-sensor', 'lås tvättstugan', ['lock.tvatt']),
      c('hidden-similar lock-first', 'lås förrådet', 'not-exposed'),
      c('ask-one door-word', 'lås dörren', { ask: ['lock.entre', 'lock.tvatt'] }),
      c('device-sensor', 'är tvättstugedörren stängd', ['binary_sensor.tvatt']),
    ],
  ),
  home(
    'r21c_zh_lock_first',
    'zh',
    [
      ['menting', '门厅'],
      ['chufang', '厨房'],
      ['huayuan', '花园'],
    ],
    [
      one('menting', 'lock.damen', '大门门锁'),
      one('menting', 'binary_sensor.damen', '大门', door),
      one('chufang', 'lock.cemen', '侧门门锁'),
      one('chufang', 'binary_sensor.cemen', '侧门', door),
      one('huayuan', 'cover.tieyimen', '花园铁艺门', { deviceClass: 'gate' }),
    ],
    [
      c('ask-one', '把门锁上', { ask: ['lock.damen', 'lock.cemen'] }),
      c('device-sensor', '把侧门锁上', ['lock.cemen']),
      c('device-sensor lock-first', '锁侧门', ['lock.cemen']),
      c('ask-one door-word', '锁一下门', { ask: ['lock.damen', 'lock.cemen'] }),
      c('ask-one door-word', '所有的门都锁上', ['lock.damen', 'lock.cemen']),
      c('ordinary', '打开花园铁艺门', ['cover.tieyimen']),
    ],
  ),
  home(
    'r21c_en_door_word',
    'en',
    [
      ['foyer', 'Foyer'],
      ['laundry', 'Laundry'],
      ['patio', 'Patio'],
    ],
    [
      one('foyer', 'lock.front', 'Front Deadbolt'),
      one('foyer', 'binary_sensor.front', 'Front Door', door),
      one('laundry', 'lock.side', 'Side Deadbolt'),
      one('laundry', 'binary_sensor.side', 'Side Door', door),
      one('patio', 'binary_sensor.slider', 'Patio Slider', door),
    ],
    [
      c('ask-one door-word', 'lock the door', { ask: ['lock.front', 'lock.side'] }),
      c('ask-one door-word', 'lock all the doors', ['lock.front', 'lock.side']),
      c('ask-one door-word', 'are the doors locked', ['lock.front', 'lock.side']),
      c('ordinary', 'are the doors closed', [
        'binary_sensor.front',
        'binary_sensor.side',
        'binary_sensor.slider',
      ]),
      c('device-sensor', 'unlock the side door', ['lock.side']),
    ],
  ),
  home(
    'r21c_es_door_word',
    'es',
    [
      ['recibidor', 'Recibidor'],
      ['cocina', 'Cocina'],
    ],
    [
      one('recibidor', 'lock.principal', 'Cerrojo principal'),
      one('recibidor', 'binary_sensor.principal', 'Puerta principal', door),
      one('cocina', 'lock.servicio', 'Cerrojo servicio'),
      one('cocina', 'binary_sensor.servicio', 'Puerta de servicio', door),
    ],
    [
      c('ask-one door-word', 'cierra la puerta con llave', { ask: ['lock.principal', 'lock.servicio'] }),
      c('ask-one door-word', 'bloquea todas las puertas', ['lock.principal', 'lock.servicio']),
    ],
  ),
  home(
    'r21c_nl_door_word',
    'nl',
    [
      ['hal', 'Hal'],
      ['bijkeuken', 'Bijkeuken'],
    ],
    [
      one('hal', 'lock.voordeur', 'Nuki voordeur'),
      one('hal', 'binary_sensor.voordeur', 'Voordeur', door),
      one('bijkeuken', 'lock.zijdeur', 'Nuki zijdeur'),
      one('bijkeuken', 'binary_sensor.zijdeur', 'Zijdeur', door),
    ],
    [
      c('ask-one door-word', 'doe de deur op slot', { ask: ['lock.voordeur', 'lock.zijdeur'] }),
      c('ask-one door-word', 'vergrendel alle deuren', ['lock.voordeur', 'lock.zijdeur']),
    ],
  ),
];

const KOREAN_FRENCH_DOORS: EvalSuite[] = [
  home(
    'r21c_ko_door_word',
    'ko',
    [
      ['hyeongwan', '현관'],
      ['dabyongsil', '다용도실'],
    ],
    [
      one('hyeongwan', 'lock.hyeongwan', '현관 도어락'),
      one('hyeongwan', 'binary_sensor.hyeongwan', '현관문', door),
      one('dabyongsil', 'lock.dwitmun', '뒷문 도어락'),
      one('dabyongsil', 'binary_sensor.dwitmun', '뒷문', door),
    ],
    [
      c('ask-one door-word', '문 잠가 줘', { ask: ['lock.hyeongwan', 'lock.dwitmun'] }),
      c('device-sensor', '뒷문 잠가 줘', ['lock.dwitmun']),
    ],
  ),
  home(
    'r21c_fr_door_word',
    'fr',
    [
      ['entree', 'Entrée'],
      ['cellier', 'Cellier'],
    ],
    [
      one('entree', 'lock.entree', 'Verrou entrée'),
      one('entree', 'binary_sensor.entree', "Porte d'entrée", door),
      one('cellier', 'lock.cellier', 'Verrou cellier'),
      one('cellier', 'binary_sensor.cellier', 'Porte cellier', door),
    ],
    [
      c('ask-one door-word', 'verrouille toutes les portes', ['lock.entree', 'lock.cellier']),
      c('ask-one door-word', 'verrouille la porte', { ask: ['lock.entree', 'lock.cellier'] }),
      c('device-sensor', 'verrouille la porte du cellier', ['lock.cellier']),
    ],
  ),
];

export const TWENTY_FIRST_ROUND_C: readonly EvalSuite[] = [
  ...HIDDEN_LOCKS,
  ...LOCK_ORDERS,
  ...KOREAN_FRENCH_DOORS,
];
