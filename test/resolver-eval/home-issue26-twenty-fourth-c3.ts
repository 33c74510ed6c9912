// Issue 26, round 24c, rule 5: a room said by its alias is said by all its names. Cases of our own, in homes of
// our own; none is a slice's request or home. The first tag is the category, the second the rule exercised
// (cases without a rule tag are guards that passed before and after).
import { c, type EvalCase, type EvalSuite } from './eval-home.js';
import type { Device } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/** A home of a few rooms, some with aliases, one entity per device. */
function aliasHome(
  id: string,
  language: string,
  areas: [id: string, name: string, aliases: string[]][],
  devices: Device[],
  cases: EvalCase[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: areas.map(([areaId, name, aliases]) => [areaId, name, null, aliases]),
      devices: devices.map(([area, entityId, name]) => one(area, entityId, name)),
      loose: [],
    },
    cases,
  };
}

/** Rule 5: a room said by its alias is said by all its names: "Światło Kuba" in "Pokój Kuby" (alias "Pokój Jakuba"). */
export const ALIAS_WHOLE: EvalSuite[] = [
  aliasHome(
    'r24c_en_bobby',
    'en',
    [
      ['bobby', "Bobby's Room", ["Robert's Room"]],
      ['hall', 'Hall', []],
    ],
    [
      ['bobby', 'light.bobby', 'Bobby Light'],
      ['bobby', 'light.bobby_night', 'Bobby Night Light'],
      ['hall', 'light.hall', 'Hall Light'],
    ],
    [
      c('named-after alias-whole', "the light in Robert's room", ['light.bobby']),
      c('named-after', "the lights in Robert's room", ['light.bobby', 'light.bobby_night']),
    ],
  ),
  aliasHome(
    'r24c_de_opa',
    'de',
    [
      ['opa', 'Zimmer von Opa', ['Opas Zimmer']],
      ['flur', 'Flur', []],
    ],
    [
      ['opa', 'light.opa', 'Licht Opa'],
      ['opa', 'light.opa_lese', 'Leselampe Opa'],
      ['flur', 'light.flur', 'Flurlicht'],
    ],
    [
      c('named-after alias-whole', 'das Licht in Opas Zimmer', ['light.opa']),
      c('named-after', 'das Licht im Zimmer von Opa', ['light.opa']),
    ],
  ),
  aliasHome(
    'r24c_es_nico',
    'es',
    [
      ['nico', 'Cuarto de Nico', ['Habitación de Nicolás']],
      ['salon', 'Salón', []],
    ],
    [
      ['nico', 'light.nico', 'Luz Nico'],
      ['nico', 'light.nico_lampara', 'Lámpara Nico'],
      ['salon', 'light.salon', 'Luz Salón'],
    ],
    [
      c('named-after', 'la luz de la habitación de Nicolás', ['light.nico']),
      c('named-after', 'la luz del cuarto de Nico', ['light.nico']),
    ],
  ),
  aliasHome(
    'r24c_fr_mamie',
    'fr',
    [
      ['mamie', 'Chambre de Mamie', ['Chambre de Grand-mère']],
      ['entree', 'Entrée', []],
    ],
    [
      ['mamie', 'light.mamie', 'Lumière Mamie'],
      ['mamie', 'light.mamie_chevet', 'Lampe de chevet Mamie'],
      ['entree', 'light.entree', 'Lumière Entrée'],
    ],
    [c('named-after', 'la lumière de la chambre de grand-mère', ['light.mamie'])],
  ),
  aliasHome(
    'r24c_it_fede',
    'it',
    [
      ['fede', 'Camera di Fede', ['Camera di Federico']],
      ['cucina', 'Cucina', []],
    ],
    [
      ['fede', 'light.fede', 'Luce Fede'],
      ['fede', 'light.fede_abatjour', 'Abat-jour Fede'],
      ['cucina', 'light.cucina', 'Luce Cucina'],
    ],
    [c('named-after alias-whole', 'la luce nella camera di Federico', ['light.fede'])],
  ),
  aliasHome(
    'r24c_nl_bram',
    'nl',
    [
      ['bram', 'Kamer van Bram', ['Kamer van Abraham']],
      ['gang', 'Gang', []],
    ],
    [
      ['bram', 'light.bram', 'Lamp Bram'],
      ['bram', 'light.bram_nacht', 'Nachtlampje Bram'],
      ['gang', 'light.gang', 'Lamp Gang'],
    ],
    [c('named-after alias-whole', 'de lamp in de kamer van Abraham', ['light.bram'])],
  ),
  aliasHome(
    'r24c_pt_ze',
    'pt',
    [
      ['ze', 'Quarto do Zé', ['Quarto do José']],
      ['sala', 'Sala', []],
    ],
    [
      ['ze', 'light.ze', 'Luz Zé'],
      ['ze', 'light.ze_candeeiro', 'Candeeiro Zé'],
      ['sala', 'light.sala', 'Luz Sala'],
    ],
    [c('named-after', 'a luz do quarto do José', ['light.ze'])],
  ),
  aliasHome(
    'r24c_pl_zuzia',
    'pl',
    [
      ['zuzia', 'Pokój Zuzi', ['Pokój Zuzanny']],
      ['kuchnia', 'Kuchnia', []],
    ],
    [
      ['zuzia', 'light.zuzia', 'Światło Zuzia'],
      ['zuzia', 'light.zuzia_lampka', 'Lampka Zuzia'],
      ['kuchnia', 'light.kuchnia', 'Światło Kuchnia'],
    ],
    [
      c('named-after alias-whole', 'światło w pokoju Zuzanny', ['light.zuzia']),
      c('named-after', 'światło w pokoju Zuzi', ['light.zuzia']),
    ],
  ),
  aliasHome(
    'r24c_sv_kalle',
    'sv',
    [
      ['kalle', 'Kalles rum', ['Karls rum']],
      ['hall', 'Hall', []],
    ],
    [
      ['kalle', 'light.kalle', 'Lampa Kalle'],
      ['kalle', 'light.kalle_natt', 'Nattlampa Kalle'],
      ['hall', 'light.hall', 'Lampa Hall'],
    ],
    [c('named-after alias-whole', 'lampan i Karls rum', ['light.kalle'])],
  ),
];
