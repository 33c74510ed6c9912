// Issue 26, round 13b, rule 7: rooms beside the usual ones (shed, storage room, workshop, gym, walk-in
// closet, home cinema, more attic words), named in English by a small model for an area named in the
// home's language, and the other way round. None is a slice's request.
import { c, type EvalSuite } from './eval-home.js';
import { home, type Device } from './few-rooms-home.js';

const roomHome = (language: string, rooms: [string, string, string][]) =>
  home(
    `r13b-rooms-${language}`,
    language,
    [...rooms.map(([id, name]) => [id, name] as [string, string]), ['other', 'X']],
    [
      ...rooms.map(
        ([id]) => [id, `light.${id}`, `Licht ${rooms.findIndex((room) => room[0] === id) + 1}`] as Device,
      ),
      ['other', 'light.other', 'Licht other'],
    ],
    rooms.map(([id, , asked]) => c('ordinary', asked, [`light.${id}`])),
  );
export const OTHER_ROOMS: readonly EvalSuite[] = [
  roomHome('de', [
    ['shed', 'Gartenhaus', 'shed light'],
    ['store', 'Abstellraum', 'storage room light'],
    ['work', 'Werkstatt', 'workshop light'],
    ['gym', 'Fitnessraum', 'gym light'],
    ['closet', 'Ankleide', 'closet light'],
    ['cine', 'Kino', 'home theater light'],
    ['attic', 'Spitzboden', 'attic light'],
  ]),
  roomHome('es', [
    ['shed', 'Caseta', 'shed light'],
    ['store', 'Trastero', 'storage room light'],
    ['work', 'Taller', 'workshop light'],
    ['gym', 'Gimnasio', 'gym light'],
    ['closet', 'Vestidor', 'closet light'],
    ['attic', 'Buhardilla', 'attic light'],
  ]),
  roomHome('fr', [
    ['shed', 'Abri de jardin', 'shed light'],
    ['store', 'Cellier', 'storage room light'],
    ['work', 'Atelier', 'workshop light'],
    ['gym', 'Salle de sport', 'gym light'],
    ['closet', 'Dressing', 'closet light'],
  ]),
  roomHome('it', [
    ['shed', 'Casetta', 'shed light'],
    ['store', 'Ripostiglio', 'storage room light'],
    ['work', 'Laboratorio', 'workshop light'],
    ['gym', 'Palestra', 'gym light'],
    ['closet', 'Cabina armadio', 'closet light'],
    ['attic', 'Sottotetto', 'attic light'],
  ]),
  roomHome('nl', [
    ['shed', 'Schuur', 'shed light'],
    ['store', 'Berging', 'storage room light'],
    ['work', 'Werkplaats', 'workshop light'],
    ['gym', 'Fitnessruimte', 'gym light'],
    ['closet', 'Inloopkast', 'closet light'],
  ]),
  roomHome('pt', [
    ['shed', 'Edícula', 'shed light'],
    ['store', 'Depósito', 'storage room light'],
    ['gym', 'Academia', 'gym light'],
  ]),
  roomHome('pl', [
    ['shed', 'Szopa', 'shed light'],
    ['store', 'Schowek', 'storage room light'],
    ['work', 'Warsztat', 'workshop light'],
    ['gym', 'Siłownia', 'gym light'],
    ['closet', 'Garderoba', 'closet light'],
  ]),
  roomHome('sv', [
    ['shed', 'Förråd', 'shed light'],
    ['work', 'Verkstad', 'workshop light'],
    ['closet', 'Klädkammare', 'closet light'],
  ]),
  roomHome('da', [
    ['shed', 'Skur', 'shed light'],
    ['store', 'Depotrum', 'storage room light'],
    ['work', 'Værksted', 'workshop light'],
    ['gym', 'Træningsrum', 'gym light'],
  ]),
  roomHome('ko', [
    ['store', '창고', 'storage room light'],
    ['work', '작업실', 'workshop light'],
    ['closet', '드레스룸', 'closet light'],
  ]),
  roomHome('ja', [
    ['store', '納戸', 'storage room light'],
    ['shed', '物置', 'shed light'],
    ['closet', 'ウォークインクローゼット', 'closet light'],
    ['work', '作業部屋', 'workshop light'],
  ]),
  roomHome('zh', [
    ['store', '储物间', 'storage room light'],
    ['closet', '衣帽间', 'closet light'],
    ['gym', '健身房', 'gym light'],
    ['work', '工作间', 'workshop light'],
  ]),
  // …and the home's word said of an area an integration or a setup wizard named in English.
  home(
    'r13b-rooms-en-areas-de',
    'de',
    [
      ['work', 'Workshop'],
      ['store', 'Storage Room'],
      ['shed', 'Garden Shed'],
      ['other', 'Kitchen'],
    ],
    [
      ['work', 'light.work', 'Licht 1'],
      ['store', 'light.store', 'Licht 2'],
      ['shed', 'light.shed', 'Licht 3'],
      ['other', 'light.other', 'Licht 4'],
    ],
    [
      c('ordinary', 'das Licht in der Werkstatt', ['light.work']),
      c('ordinary', 'Licht im Abstellraum', ['light.store']),
      c('ordinary', 'das Licht im Gartenhaus', ['light.shed']),
    ],
  ),
  home(
    'r13b-rooms-en-areas-ja',
    'ja',
    [
      ['gym', 'Gym'],
      ['closet', 'Walk-in Closet'],
      ['other', 'Kitchen'],
    ],
    [
      ['gym', 'light.gym', 'Light 1'],
      ['closet', 'light.closet', 'Light 2'],
      ['other', 'light.other', 'Light 3'],
    ],
    [c('ordinary', 'ジムの電気', ['light.gym'])],
  ),
];
