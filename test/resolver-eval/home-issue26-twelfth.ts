// Issue 26, twelfth round (12a), with slice 14 as the development slice: a case or two per rule, none of
// them the slice's requests.
import { c, type EvalCase, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A lock and a door sensor whose whole name is a kind word ("Gate", "前门"), beside a cover of another
 * kind, asked about with verbs around the name.
 */
function kindNamedDoor(
  id: string,
  language: string,
  entry: string,
  door: string,
  cases: EvalCase[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['entry', entry, null],
        ['study', 'Study', null],
      ],
      devices: [
        one('entry', 'lock.door', door),
        one('entry', 'binary_sensor.door', door, { deviceClass: 'door' }),
        one('study', 'cover.study', 'Study Blind'),
        one('study', 'light.study', 'Study Lamp'),
      ],
      loose: [],
    },
    cases,
  };
}

/**
 * A door with a lock named by its brand and a contact sensor named by the door, in a back hall, asked to be
 * locked with the key phrase said after the door ("cierra … con llave", "zamknij … na klucz").
 */
function keyAfterDoor(id: string, language: string, sensor: string, asked: string): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['back', 'Back Hall', null],
        ['den', 'Den', null],
      ],
      devices: [
        one('back', 'lock.back', 'Nuki Smart Lock 4'),
        one('back', 'binary_sensor.back', sensor, { deviceClass: 'door' }),
        one('back', 'light.back', 'Back Hall 1'),
        one('den', 'light.den', 'Den 1'),
      ],
      loose: [],
    },
    cases: [c('device-sensor', asked, ['lock.back'])],
  };
}

export const TWELFTH_ROUND: readonly EvalSuite[] = [
  kindNamedDoor('r12-door-en', 'en', 'Yard', 'Gate', [c('device-sensor', 'lock the gate', ['lock.door'])]),
  kindNamedDoor('r12-door-zh', 'zh', '院子', '铁门', [
    c('device-sensor', '把铁门锁好', ['lock.door']),
    c('device-sensor', '铁门是开着的吗', ['binary_sensor.door']),
  ]),
  kindNamedDoor('r12-door-de', 'de', 'Hof', 'Tor', [c('device-sensor', 'schließ das Tor ab', ['lock.door'])]),
  kindNamedDoor('r12-door-es', 'es', 'Patio', 'Portón', [
    c('device-sensor', 'cierra el portón con llave', ['lock.door']),
  ]),

  keyAfterDoor('r12-key-es', 'es', 'Sensor puerta trasera', 'cierra la puerta trasera con llave'),
  keyAfterDoor('r12-key-pl', 'pl', 'Tylne drzwi', 'zamknij tylne drzwi na klucz'),
  keyAfterDoor('r12-key-it', 'it', 'Sensore porta sul retro', 'chiudi la porta sul retro a chiave'),
  keyAfterDoor('r12-key-fr', 'fr', 'Capteur porte arrière', 'ferme la porte arrière à clé'),
  keyAfterDoor('r12-key-pt', 'pt', 'Sensor porta das traseiras', 'fecha a porta das traseiras à chave'),
];
