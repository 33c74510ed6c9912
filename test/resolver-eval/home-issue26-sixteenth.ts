// Issue 26, sixteenth round: a case or two per rule in homes of our own, none of them a slice's
// requests or homes.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const DOOR = { deviceClass: 'door' };

/**
 * A lock and a door sensor with no area, each named its own way but sharing the door's word
 * ("Serrure entrée", "Contact entrée"): a locking verb reaches the lock, a question about open the
 * sensor, whatever the order of the words.
 */
function doorPair(
  id: string,
  language: string,
  lock: string,
  sensor: string,
  locks: string[],
  asks: string[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['study', 'Study', null]],
      devices: [
        one('study', 'light.desk', 'Desk'),
        one(null, 'lock.door', lock),
        one(null, 'binary_sensor.door', sensor, DOOR),
      ],
      loose: [],
    },
    cases: [
      ...locks.map((say) => c('device-sensor lock-sibling', say, ['lock.door'])),
      ...asks.map((say) => c('device-sensor lock-sibling', say, ['binary_sensor.door'])),
    ],
  };
}

/** Rule 1: a locking verb with a door sensor found reaches the one lock sharing a name word with it. */
const LOCK_SIBLINGS: EvalSuite[] = [
  doorPair(
    'r16_es_piso',
    'es',
    'Cerrojo puerta',
    'Puerta calle',
    ['cierra con llave la puerta', 'bloquea la puerta'],
    ['¿está abierta la puerta?'],
  ),
  doorPair(
    'r16_fr_maison',
    'fr',
    'Serrure porte',
    'Porte jardin',
    ['verrouille la porte', 'ferme à clé la porte'],
    ['est-ce que la porte est ouverte'],
  ),
  doorPair(
    'r16_de_haus',
    'de',
    'Nuki Tür',
    'Tür Kontakt',
    ['verriegle die Tür', 'schließ die Tür ab'],
    ['ist die Tür offen'],
  ),
  doorPair(
    'r16_en_cabin',
    'en',
    'Deadbolt Door',
    'Door Contact',
    ['lock the door', 'unlock the door'],
    ['is the door open'],
  ),
  doorPair(
    'r16_it_casa',
    'it',
    'Serratura porta',
    'Porta ingresso',
    ['chiudi a chiave la porta', 'blocca la porta'],
    ['la porta è aperta?'],
  ),
  doorPair(
    'r16_nl_huis',
    'nl',
    'Slot deur',
    'Deur achter',
    ['vergrendel de deur', 'doe de deur op slot'],
    ['staat de deur open'],
  ),
];

export const SIXTEENTH_ROUND: readonly EvalSuite[] = [...LOCK_SIBLINGS];
