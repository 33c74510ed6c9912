// Issue 26, round 18a: a case or two per rule in homes of our own, none of them a slice's requests or
// homes.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const heatsOnly = { attributes: { hvac_modes: ['off', 'heat'] } };
const coolsOnly = { attributes: { hvac_modes: ['off', 'cool', 'dry', 'fan_only'] } };

/**
 * Rule 1: a heating word reaches only what heats. A cooling-only split unit beside the heating in the same
 * room; the heating said by its boiler word is the heating alone.
 */
function boilerHome(id: string, language: string, room: string, says: string[]): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [['room', room, null]],
      devices: [
        one('room', 'climate.split', 'Daikin FTXM25', coolsOnly),
        one('room', 'climate.heating', 'Vaillant VRC 700', heatsOnly),
        one('room', 'light.ceiling', 'Ceiling'),
      ],
      loose: [],
    },
    cases: says.map((say) => c('ordinary heating-word', say, ['climate.heating'])),
  };
}

const BOILERS: EvalSuite[] = [
  boilerHome('r18a_ko_boiler', 'ko', '안방', ['보일러', '안방 보일러']),
  boilerHome('r18a_zh_boiler', 'zh', '主卧', ['壁挂炉', '主卧的壁挂炉']),
  boilerHome('r18a_it_boiler', 'it', 'Taverna', ['la caldaia', 'la caldaia in taverna']),
  boilerHome('r18a_fr_boiler', 'fr', 'Véranda', ['la chaudière']),
  boilerHome('r18a_es_boiler', 'es', 'Buhardilla', ['la caldera']),
];

export const EIGHTEENTH_ROUND_A: readonly EvalSuite[] = [...BOILERS];
