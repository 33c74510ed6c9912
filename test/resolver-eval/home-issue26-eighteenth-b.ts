// Issue 26, round 18b: a case or two per rule in homes of our own, none of them a slice's requests or
// homes.
import { c, type EvalCase, type EvalEntity, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

type Options = NonNullable<EvalEntity[2]>;
const outlet: Options = { deviceClass: 'outlet' };

/** A one-floor home: its rooms as [id, name], its devices as [room, entity id, name, options]. */
function flat(
  id: string,
  language: string,
  rooms: [string, string][],
  devices: [string, string, string, Options?][],
  cases: EvalCase[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: rooms.map(([area, name]) => [area, name, null]),
      devices: devices.map(([area, entity, name, options]) => one(area, entity, name, options)),
      loose: [],
    },
    cases,
  };
}

/**
 * Rule 1: an appliance's words with a small word inside ("macchina del caffè", "pompe à chaleur") also
 * name a thing whose name leaves the small word out ("Spina macchina caffè").
 */
const INNER_SMALL_WORD: EvalSuite[] = [
  flat(
    'r18b_it_trani',
    'it',
    [
      ['cucina', 'Cucina'],
      ['studio', 'Studio'],
    ],
    [
      ['cucina', 'switch.spina_caffe', 'Spina macchina caffè', outlet],
      ['cucina', 'light.cucina', 'Luce cucina'],
      ['studio', 'climate.pdc', 'Pompa calore studio'],
    ],
    [
      c('ordinary inner-small-word', 'la macchina del caffè', ['switch.spina_caffe']),
      c('ordinary inner-small-word', 'la macchinetta del caffè in cucina', ['switch.spina_caffe']),
      c('ordinary', 'la luce della cucina', ['light.cucina']),
    ],
  ),
  flat(
    'r18b_es_teruel',
    'es',
    [['cocina', 'Cocina']],
    [
      ['cocina', 'switch.maquina_cafe', 'Enchufe máquina café', outlet],
      ['cocina', 'switch.lavadora', 'Enchufe lavadora', outlet],
    ],
    [
      c('ordinary inner-small-word', 'la máquina de café', ['switch.maquina_cafe']),
      c('ordinary', 'la lavadora', ['switch.lavadora']),
    ],
  ),
  flat(
    'r18b_fr_albi',
    'fr',
    [['cuisine', 'Cuisine']],
    [
      ['cuisine', 'switch.machine_cafe', 'Prise machine café', outlet],
      ['cuisine', 'light.cuisine', 'Plafonnier cuisine'],
    ],
    [
      c('ordinary inner-small-word', 'la machine à café', ['switch.machine_cafe']),
      c('ordinary inner-small-word', 'la machine à café de la cuisine', ['switch.machine_cafe']),
    ],
  ),
  flat(
    'r18b_pt_viseu',
    'pt',
    [['cozinha', 'Cozinha']],
    [
      ['cozinha', 'switch.maquina_cafe', 'Tomada máquina café', outlet],
      ['cozinha', 'switch.chaleira', 'Chaleira', outlet],
    ],
    [
      c('ordinary inner-small-word', 'a máquina de café', ['switch.maquina_cafe']),
      c('ordinary', 'a chaleira', ['switch.chaleira']),
    ],
  ),
];

export const EIGHTEENTH_ROUND_B: readonly EvalSuite[] = [...INNER_SMALL_WORD];
