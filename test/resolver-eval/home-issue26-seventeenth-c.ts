// Issue 26, round 17c: the rules slices 29 and 30 (tidy installers' homes, homes full of sensors) stood
// for, in homes of our own, none a slice's.
import { c, type EvalEntity, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

type Options = NonNullable<EvalEntity[2]>;

/** A light group helper in `area`, listing its members as Home Assistant does. */
function group(area: string, ...members: string[]): Options {
  return { area, attributes: { entity_id: members, supported_color_modes: ['brightness'] } };
}

/**
 * A room with two lights and a light group over them, named with a plural; another room with a light
 * named with a plural beside a second light and no group.
 */
function groupedRoom(
  id: string,
  language: string,
  rooms: [grouped: string, plain: string],
  names: [ceiling: string, lamp: string, group: string, plainPlural: string, plainOther: string],
  cases: [say: string, want: string[]][],
): EvalSuite {
  const [ceiling, lamp, groupName, plainPlural, plainOther] = names;
  return {
    home: {
      id,
      language,
      floors: [],
      areas: [
        ['grouped', rooms[0], null],
        ['plain', rooms[1], null],
      ],
      devices: [
        one('grouped', 'light.ceiling', ceiling),
        one('grouped', 'light.lamp', lamp),
        one('plain', 'light.plain_plural', plainPlural),
        one('plain', 'light.plain_other', plainOther),
      ],
      loose: [['light.group', groupName, group('grouped', 'light.ceiling', 'light.lamp')]],
    },
    cases: cases.map(([say, want]) => c('ordinary light-group', say, want)),
  };
}

const GROUP = ['light.group'];
const PLAIN = ['light.plain_plural', 'light.plain_other'];

/** Rule 1: a light group said by its own name is the group, not the group and its members. */
const LIGHT_GROUPS: EvalSuite[] = [
  groupedRoom(
    'r17c_en_den',
    'en',
    ['Den', 'Porch'],
    ['Den Ceiling', 'Den Lamp', 'Den Lights', 'Porch Lights', 'Porch Sconce'],
    [
      ['Den Lights', GROUP],
      ['the den lights', GROUP],
      ['the lights on the porch', PLAIN],
      ['Den Lamp', ['light.lamp']],
    ],
  ),
  groupedRoom(
    'r17c_de_essen',
    'de',
    ['Esszimmer', 'Diele'],
    ['Esszimmer Decke', 'Esszimmer Stehlampe', 'Esszimmer Lampen', 'Diele Lampen', 'Diele Spiegel'],
    [
      ['Esszimmer Lampen', GROUP],
      ['die Esszimmer Lampen', GROUP],
      ['die Lampen in der Diele', PLAIN],
      ['Esszimmer Stehlampe', ['light.lamp']],
    ],
  ),
  groupedRoom(
    'r17c_es_comedor',
    'es',
    ['Comedor', 'Terraza'],
    ['Comedor Techo', 'Comedor Lámpara', 'Luces Comedor', 'Luces Terraza', 'Farol Terraza'],
    [
      ['Luces Comedor', GROUP],
      ['las luces comedor', GROUP],
      ['las luces de la terraza', PLAIN],
      ['Comedor Lámpara', ['light.lamp']],
    ],
  ),
  groupedRoom(
    'r17c_fr_bureau',
    'fr',
    ['Bureau', 'Véranda'],
    ['Bureau Plafonnier', 'Bureau Lampe', 'Lumières Bureau', 'Lumières Véranda', 'Applique Véranda'],
    [
      ['Lumières Bureau', GROUP],
      ['les lumières bureau', GROUP],
      ['les lumières de la véranda', PLAIN],
      ['Bureau Lampe', ['light.lamp']],
    ],
  ),
  groupedRoom(
    'r17c_it_studio',
    'it',
    ['Studio', 'Portico'],
    ['Studio Soffitto', 'Studio Lampada', 'Luci Studio', 'Luci Portico', 'Applique Portico'],
    [
      ['Luci Studio', GROUP],
      ['le luci del portico', PLAIN],
    ],
  ),
  groupedRoom(
    'r17c_pt_quarto',
    'pt',
    ['Escritório', 'Varanda'],
    ['Escritório Teto', 'Escritório Candeeiro', 'Luzes Escritório', 'Luzes Varanda', 'Arandela Varanda'],
    [
      ['Luzes Escritório', GROUP],
      ['as luzes da varanda', PLAIN],
    ],
  ),
];

export const SEVENTEENTH_ROUND_C: readonly EvalSuite[] = [...LIGHT_GROUPS];
