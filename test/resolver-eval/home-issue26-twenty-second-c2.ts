// Issue 26, round 22c, rules 4–8 (rules 1–3 are in home-issue26-twenty-second-c.ts, 9 and up in -c3.ts): homes of several
// floors, cases of our own in homes of our own. The first tag is the category, the second the rule exercised
// (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 4: German "auf" (and "zu") before an article is the preposition ("auf dem Dachboden", "auf der
 * Galerie"), not the state "open" ("ist die Tür auf"): the request is the light there, not the window or
 * door beside it that can be open.
 */
const AUF_AS_PLACE: EvalSuite[] = [
  home(
    'r22c_de_auf_place',
    'de',
    [
      ['speicher', 'Speicher', 'dg'],
      ['galerie', 'Galerie', 'og'],
      ['balkon', 'Balkon', 'og'],
      ['kueche', 'Küche', 'eg'],
    ],
    [
      one('speicher', 'light.speicher', 'Speicherlicht'),
      one('speicher', 'cover.speicherfenster', 'Speicherfenster', { deviceClass: 'window' }),
      one('galerie', 'light.galerie', 'Galerielampe'),
      one('galerie', 'binary_sensor.galerie_fenster', 'Galeriefenster', { deviceClass: 'window' }),
      one('balkon', 'light.balkon', 'Balkonlicht'),
      one('balkon', 'binary_sensor.balkontuer', 'Balkontür', { deviceClass: 'door' }),
      one('kueche', 'light.kueche', 'Küchenlicht'),
    ],
    [
      c('ordinary auf-place', 'mach das Licht auf dem Speicher an', ['light.speicher']),
      c('ordinary auf-place', 'die Lampe auf der Galerie', ['light.galerie']),
      c('ordinary auf-place', 'das Licht auf dem Balkon', ['light.balkon']),
      c('device-sensor', 'ist die Balkontür auf', ['binary_sensor.balkontuer']),
      c('device-sensor', 'ist das Fenster auf der Galerie auf', ['binary_sensor.galerie_fenster']),
    ],
    [
      ['eg', 'Erdgeschoss', 0],
      ['og', 'Obergeschoss', 1],
      ['dg', 'Dachgeschoss', 2],
    ],
  ),
];

const shutter = { deviceClass: 'shutter' };
const roofWindow = { deviceClass: 'window' };

/**
 * Rule 5: shutters said by the word the home's shutters are named with ("alle Rollläden", "close the
 * shutters", "der Rollladen") are those shutters, not also a motorised roof window on the top floor, whose
 * own class says it is a window: "both" with two named so acted on three, and the singular asked among three.
 */
const SHUTTERS_NOT_WINDOWS: EvalSuite[] = [
  home(
    'r22c_de_shutters',
    'de',
    [
      ['wohnzimmer', 'Wohnzimmer', 'eg'],
      ['studio', 'Studio', 'dg'],
    ],
    [
      one('wohnzimmer', 'cover.rollladen_terrasse', 'Rollladen Terrasse', shutter),
      one('wohnzimmer', 'cover.rollladen_garten', 'Rollladen Garten', shutter),
      one('studio', 'cover.velux', 'Velux Studio', roofWindow),
    ],
    [
      c('ask-one', 'beide Rollläden', ['cover.rollladen_terrasse', 'cover.rollladen_garten']),
      c('ordinary shutters', 'alle Rollläden runter', ['cover.rollladen_terrasse', 'cover.rollladen_garten']),
      c('ask-one shutters', 'der Rollladen', { ask: ['cover.rollladen_terrasse', 'cover.rollladen_garten'] }),
      c('ordinary', 'das Fenster im Studio', ['cover.velux']),
    ],
    [
      ['eg', 'Erdgeschoss', 0],
      ['dg', 'Dachgeschoss', 1],
    ],
  ),
  home(
    'r22c_en_shutters',
    'en',
    [
      ['lounge', 'Lounge', 'ground'],
      ['loft', 'Loft Bedroom', 'top'],
    ],
    [
      one('lounge', 'cover.shutter_bay', 'Bay Shutter', shutter),
      one('lounge', 'cover.shutter_side', 'Side Shutter', shutter),
      one('loft', 'cover.skylight', 'Loft Skylight', roofWindow),
    ],
    [
      c('ask-one', 'both shutters', ['cover.shutter_bay', 'cover.shutter_side']),
      c('ordinary shutters', 'close the shutters', ['cover.shutter_bay', 'cover.shutter_side']),
      c('ordinary', 'open the skylight', ['cover.skylight']),
    ],
    [
      ['ground', 'Ground Floor', 0],
      ['top', 'Top Floor', 1],
    ],
  ),
  home(
    'r22c_fr_shutters',
    'fr',
    [
      ['sejour', 'Séjour', 'rdc'],
      ['combles', 'Chambre sous combles', 'etage'],
    ],
    [
      one('sejour', 'cover.volet_baie', 'Volet baie vitrée', shutter),
      one('sejour', 'cover.volet_cuisine', 'Volet cuisine', shutter),
      one('combles', 'cover.fenetre_toit', 'Fenêtre de toit', roofWindow),
    ],
    [
      c('ask-one', 'les deux volets', ['cover.volet_baie', 'cover.volet_cuisine']),
      c('ordinary shutters', 'ferme les volets', ['cover.volet_baie', 'cover.volet_cuisine']),
    ],
    [
      ['rdc', 'Rez-de-chaussée', 0],
      ['etage', 'Étage', 1],
    ],
  ),
  home(
    'r22c_nl_shutters',
    'nl',
    [
      ['keuken', 'Keuken', 'bg'],
      ['zolder', 'Zolderkamer', 'zolder'],
    ],
    [
      one('keuken', 'cover.rolluik_voor', 'Rolluik voor', shutter),
      one('keuken', 'cover.rolluik_achter', 'Rolluik achter', shutter),
      one('zolder', 'cover.lichtkoepel', 'Lichtkoepel', roofWindow),
    ],
    [
      c('ask-one shutters', 'allebei de rolluiken omlaag', ['cover.rolluik_voor', 'cover.rolluik_achter']),
      c('ordinary shutters', 'alle rolluiken dicht', ['cover.rolluik_voor', 'cover.rolluik_achter']),
      c('ask-one', 'het rolluik', { ask: ['cover.rolluik_voor', 'cover.rolluik_achter'] }),
    ],
    [
      ['bg', 'Begane grond', 0],
      ['zolder', 'Zolder', 1],
    ],
  ),
];

/**
 * Rule 6: a floor said by its count ("2楼", "2階", "the second floor") counts from the ground floor the home
 * has. A home that numbers its floors from 1, as Chinese, Japanese and American homes do (the ground floor at
 * level 1), meant the floor below: "3楼的灯" was the lights of the second floor.
 */
const COUNTED_FROM_GROUND: EvalSuite[] = [
  home(
    'r22c_zh_counted',
    'zh',
    [
      ['keting', '客厅', 'f1'],
      ['zhuwo', '主卧', 'f2'],
      ['shufang', '书房', 'f3'],
    ],
    [
      one('keting', 'light.keting', '客厅吊灯'),
      one('zhuwo', 'light.zhuwo', '主卧吸顶灯'),
      one('zhuwo', 'climate.zhuwo', '主卧空调'),
      one('shufang', 'light.shufang', '书房台灯'),
      one('shufang', 'climate.shufang', '书房空调'),
    ],
    [
      c('ordinary counted', '3楼的灯', ['light.shufang']),
      c('ordinary counted', '2楼的空调', ['climate.zhuwo']),
      c('ordinary', '三楼的灯', ['light.shufang']),
      c('ordinary', '一楼的灯', ['light.keting']),
    ],
    [
      ['f1', '一楼', 1],
      ['f2', '二楼', 2],
      ['f3', '三楼', 3],
    ],
  ),
  home(
    'r22c_ja_counted',
    'ja',
    [
      ['living', 'リビング', 'f1'],
      ['kodomo', '子供部屋', 'f2'],
    ],
    [
      one('living', 'light.living', 'リビング照明'),
      one('living', 'climate.living', 'リビングエアコン'),
      one('kodomo', 'light.kodomo', '子供部屋照明'),
      one('kodomo', 'climate.kodomo', '子供部屋エアコン'),
    ],
    [
      c('ordinary counted', '2階の電気', ['light.kodomo']),
      c('ordinary counted', '1階のエアコン', ['climate.living']),
    ],
    [
      ['f1', '1F', 1],
      ['f2', '2F', 2],
    ],
  ),
  home(
    'r22c_en_counted',
    'en',
    [
      ['family', 'Family Room', 'first'],
      ['primary', 'Primary Bedroom', 'second'],
      ['bonus', 'Bonus Room', 'third'],
    ],
    [
      one('family', 'light.family', 'Family Room Lamp'),
      one('primary', 'light.primary', 'Primary Ceiling'),
      one('bonus', 'light.bonus', 'Bonus Room Light'),
    ],
    [
      c('ordinary counted', 'the lights on the second floor', ['light.primary']),
      c('ordinary counted', 'third floor lights', ['light.bonus']),
      c('ordinary', 'the 2nd floor lights', ['light.primary']),
      c('ordinary', 'the lights upstairs', ['light.primary', 'light.bonus']),
    ],
    [
      ['first', '1st Floor', 1],
      ['second', '2nd Floor', 2],
      ['third', '3rd Floor', 3],
    ],
  ),
];

/** A home of two floors with one room kind on each, the unnumbered one downstairs: who asks for it upstairs? */
function twoFloors(
  id: string,
  language: string,
  down: string,
  up: string,
  floors: [string, string],
  cases: EvalSuite['cases'],
): EvalSuite {
  return home(
    id,
    language,
    [
      ['down', down, 'ground'],
      ['up', up, 'upper'],
    ],
    [one('down', 'light.down', 'Spot 1'), one('up', 'light.up', 'Spot 2')],
    cases,
    [
      ['ground', floors[0], 0],
      ['upper', floors[1], 1],
    ],
  );
}

/**
 * Rule 7: upper or lower said as an adjective beside a room ("im oberen Bad", "w dolnej łazience", "i övre
 * badrummet", "上の浴室", "el baño superior") is the floor, as "upstairs" said after it is: with rule 1, the
 * room of that kind on that floor. The words were unknown and the request found nothing.
 */
const UPPER_ROOM: EvalSuite[] = [
  twoFloors(
    'r22c_de_upper',
    'de',
    'Badezimmer',
    'Badezimmer 2',
    ['Erdgeschoss', 'Obergeschoss'],
    [
      c('ordinary upper-room', 'das Licht im oberen Badezimmer', ['light.up']),
      c('ordinary', 'mach im unteren Bad das Licht an', ['light.down']),
    ],
  ),
  twoFloors(
    'r22c_pl_upper',
    'pl',
    'Sypialnia',
    'Sypialnia 2',
    ['Parter', 'Piętro'],
    [c('ordinary upper-room', 'światło w górnej sypialni', ['light.up'])],
  ),
  twoFloors(
    'r22c_sv_upper',
    'sv',
    'Toalett',
    'Toalett 2',
    ['Bottenplan', 'Ovanvåning'],
    [c('ordinary upper-room', 'tänd lampan i övre toaletten', ['light.up'])],
  ),
  twoFloors(
    'r22c_da_upper',
    'da',
    'Toilet',
    'Toilet 2',
    ['Stueplan', 'Førstesal'],
    [c('ordinary upper-room', 'lyset på det øverste toilet', ['light.up'])],
  ),
  twoFloors(
    'r22c_nl_upper',
    'nl',
    'Slaapkamer',
    'Slaapkamer 2',
    ['Begane grond', 'Verdieping'],
    [c('ordinary upper-room', 'de lamp in de bovenste slaapkamer', ['light.up'])],
  ),
  twoFloors(
    'r22c_es_upper',
    'es',
    'Aseo',
    'Aseo 2',
    ['Planta baja', 'Planta primera'],
    [c('ordinary upper-room', 'la luz del aseo superior', ['light.up'])],
  ),
  twoFloors(
    'r22c_ja_upper',
    'ja',
    '洗面所',
    '洗面所2',
    ['1階', '2階'],
    [c('ordinary upper-room', '上の寝室の電気', ['light.up'])],
  ),
  twoFloors(
    'r22c_en_upper',
    'en',
    'Guest Room',
    'Guest Room 2',
    ['Ground Floor', 'First Floor'],
    [
      c('ordinary upper-room', 'the light in the upper guest room', ['light.up']),
      c('ordinary room-on-floor', 'the guest room light upstairs', ['light.up']),
    ],
  ),
];

/**
 * Rule 1, widened: a room of no kind the tables know ("Camera" is any room in Italian) said with a floor is the
 * room Home Assistant numbered after it on that floor ("Camera 2").
 */
const NUMBERED_ON_FLOOR: EvalSuite[] = [
  twoFloors(
    'r22c_it_numbered',
    'it',
    'Studiolo',
    'Studiolo 2',
    ['Pianterreno', 'Primo piano'],
    [
      c('ordinary room-on-floor', 'la luce dello studiolo al primo piano', ['light.up']),
      c('ordinary', 'la luce dello studiolo al pianterreno', ['light.down']),
    ],
  ),
];

/**
 * Rule 8: floor words people say that the tables lacked: French "du haut", "du bas", "au premier" (the first
 * floor by its ordinal alone), Italian "di giù", "giù", "di su", "lassù", Korean floors counted in
 * Sino-Korean numbers ("이층", "삼층"). They found nothing or the other floor's room.
 */
const MORE_FLOOR_WORDS: EvalSuite[] = [
  twoFloors(
    'r22c_fr_words',
    'fr',
    'Chambre',
    'Chambre 2',
    ['Rez-de-chaussée', 'Étage'],
    [
      c('ordinary floor-words', 'la lampe de la chambre du haut', ['light.up']),
      c('ordinary floor-words', 'allume les lumières du premier', ['light.up']),
      c('ordinary floor-words', 'la lampe de la chambre du bas', ['light.down']),
    ],
  ),
  twoFloors(
    'r22c_it_words',
    'it',
    'Camera',
    'Camera 2',
    ['Piano terra', 'Primo piano'],
    [
      c('ordinary floor-words', 'la luce della camera di su', ['light.up']),
      c('ordinary floor-words', 'accendi le luci lassù', ['light.up']),
      c('ordinary floor-words', 'la luce della camera di giù', ['light.down']),
    ],
  ),
  twoFloors(
    'r22c_ko_words',
    'ko',
    '안방',
    '안방 2',
    ['1층', '2층'],
    [
      c('ordinary floor-words', '이층 불 꺼 줘', ['light.up']),
      c('ordinary floor-words', '이층 안방 불', ['light.up']),
    ],
  ),
];

export const TWENTY_SECOND_ROUND_C2: EvalSuite[] = [
  ...AUF_AS_PLACE,
  ...SHUTTERS_NOT_WINDOWS,
  ...COUNTED_FROM_GROUND,
  ...UPPER_ROOM,
  ...NUMBERED_ON_FLOOR,
  ...MORE_FLOOR_WORDS,
];
