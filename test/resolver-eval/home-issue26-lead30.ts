// Issue 26, lead, session 15: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { home, homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const HIDDEN = { hidden: true } as const;

/**
 * A word a hidden thing's name holds is no place said with an ending (round 30c: "estante" is no "estar"), but
 * it may still say the kind: "the camera floodlight" beside a camera whose floodlight is hidden is that hidden
 * light (not exposed), never the camera its other word matches.
 */
export const HIDDEN_WORD_STILL_A_KIND: EvalSuite[] = [
  homeOf(
    'lead30_en_gate_camera',
    'en',
    [
      ['garden', 'Back Garden'],
      ['hall', 'Hall'],
    ],
    [
      {
        name: 'Side Gate Camera',
        area: 'hall',
        entities: [
          ['camera.side_gate', 'Side Gate Camera'],
          ['light.side_gate_camera_floodlight', 'Side Gate Camera Floodlight', HIDDEN],
          ['switch.side_gate_camera_chime', 'Side Gate Camera Chime', HIDDEN],
        ],
      },
      {
        name: 'Patio Cam',
        area: 'garden',
        entities: [
          ['camera.patio_cam', 'Patio Cam'],
          ['light.patio_cam_spotlight', 'Patio Cam Spotlight', HIDDEN],
        ],
      },
      one('hall', 'light.hall', 'Hall light'),
      one('hall', 'light.side_gate', 'Side Gate Light'),
    ],
    [
      c('hidden-similar hidden-word-kind', 'the camera floodlight', 'not-exposed'),
      c('hidden-similar hidden-word-kind', 'the side gate camera floodlight', 'not-exposed'),
      c('hidden-similar hidden-word-kind', 'the camera chime', 'not-exposed'),
      c('hidden-similar hidden-word-kind', 'the patio cam spotlight', 'not-exposed'),
      c('ordinary hidden-word-kind', 'the patio cam', ['camera.patio_cam']),
      c('ordinary hidden-word-kind', 'the side gate light', ['light.side_gate']),
    ],
  ),
];

/**
 * A concept word with a twin's number written on ("무드등1", "Leselampe2") is still that concept, so the word
 * said alone asks between the twins and "both" acts on both (round 30i made 무드등 the night light's word).
 */
export const NUMBERED_CONCEPT_NAME: EvalSuite[] = [
  home(
    'lead30_ko_mood_twins',
    'ko',
    [
      ['kids', '아이방'],
      ['geosil', '거실'],
    ],
    [
      ['kids', 'light.kids_mood_1', '아이방 무드등1'],
      ['kids', 'light.kids_mood_2', '아이방 무드등2'],
      ['geosil', 'light.geosil', '거실 조명'],
    ],
    [
      c('ask-one numbered-concept', '무드등', { ask: ['light.kids_mood_1', 'light.kids_mood_2'] }),
      c('ask-one numbered-concept', '무드등 둘 다', ['light.kids_mood_1', 'light.kids_mood_2']),
      c('ordinary numbered-concept', '거실 조명', ['light.geosil']),
    ],
  ),
  home(
    'lead30_de_reading_twins',
    'de',
    [
      ['arbeit', 'Arbeitszimmer'],
      ['flur', 'Flur'],
    ],
    [
      ['arbeit', 'light.lese_1', 'Leselampe1'],
      ['arbeit', 'light.lese_2', 'Leselampe2'],
      ['flur', 'light.flur', 'Flurlicht'],
    ],
    [
      c('ask-one numbered-concept', 'die Leselampe', { ask: ['light.lese_1', 'light.lese_2'] }),
      c('ask-one numbered-concept', 'beide Leselampen', ['light.lese_1', 'light.lese_2']),
    ],
  ),
];

/**
 * A thermostat named short with "Termo" (a radiator's, in a person's room) is what warms that room: the
 * room-heater word reaches it, and only a hot-water tank is kept from such words (round 30l's rule).
 */
export const THERMOSTAT_NAMED_TERMO: EvalSuite[] = [
  home(
    'lead30_it_termo',
    'it',
    [
      ['zio', 'Camera zio Beppe'],
      ['lavanderia', 'Lavanderia'],
    ],
    [
      ['zio', 'climate.zio_termo', 'Termo ZB'],
      ['zio', 'light.zio', 'Luce ZB'],
      ['lavanderia', 'water_heater.boiler', 'Boiler elettrico'],
    ],
    [
      c('named-after thermostat-termo', 'il termosifone dello zio', ['climate.zio_termo']),
      c('named-after thermostat-termo', 'il riscaldamento in camera dello zio', ['climate.zio_termo']),
      c('ordinary thermostat-termo', 'il riscaldamento della lavanderia', 'empty'),
    ],
  ),
];

/**
 * Round 30l keeps a room-heater word said of a room off the hot-water tank there; said alone, in a home whose
 * one heater is a water heater named by that word ("Aquecedor Vulcano", a gas water heater by its maker), the
 * word is that heater's own name and reaches it.
 */
export const HEATER_WORD_ALONE: EvalSuite[] = [
  home(
    'lead30_pt_vulcano',
    'pt',
    [
      ['marquise', 'Marquise'],
      ['sala', 'Sala'],
    ],
    [
      ['marquise', 'water_heater.vulcano', 'Aquecedor Vulcano'],
      ['sala', 'light.sala', 'Candeeiro sala'],
    ],
    [
      c('ordinary heater-word-alone', 'o aquecedor', ['water_heater.vulcano']),
      c('ordinary heater-word-alone', 'o aquecedor vulcano', ['water_heater.vulcano']),
      c('ordinary heater-word-alone', 'o aquecedor da sala', 'empty'),
    ],
  ),
  home(
    'lead30_en_gas_heater',
    'en',
    [
      ['garage', 'Garage'],
      ['lounge', 'Lounge'],
    ],
    [
      ['garage', 'water_heater.gas', 'Gas heater'],
      ['lounge', 'light.lounge', 'Lounge lamp'],
    ],
    [
      c('ordinary heater-word-alone', 'the heater', ['water_heater.gas']),
      c('ordinary heater-word-alone', 'the heater in the lounge', 'empty'),
    ],
  ),
];

/**
 * A word of the tables' phrases is no diminutive of a table word (round 30h: "pannello" is no "panno"), but
 * its base may be a word of the home's own names: "de kastjes" for a "Kastverlichting" (kast, a cupboard).
 */
export const DIMINUTIVE_OF_HOME_WORD: EvalSuite[] = [
  home(
    'lead30_nl_kastlicht',
    'nl',
    [
      ['slaapkamer', 'Slaapkamer'],
      ['hal', 'Hal'],
    ],
    [
      ['slaapkamer', 'light.kastlicht', 'Kastverlichting slaapkamer'],
      ['slaapkamer', 'light.plafond', 'Plafondlamp slaapkamer'],
      ['hal', 'light.hal', 'Hal lamp'],
    ],
    [
      c('ordinary diminutive-home-word', 'de verlichting in de kastjes', ['light.kastlicht']),
      c('ordinary diminutive-home-word', 'de verlichting van de kastjes', ['light.kastlicht']),
      c('ordinary diminutive-home-word', 'het licht onder de kastjes', ['light.kastlicht']),
      c('ordinary diminutive-home-word', 'de kastverlichting', ['light.kastlicht']),
    ],
  ),
];

/**
 * An animal is said as meant, never heard as a home's word that sounds like it: "les poules" (the hens) in a
 * home with a "Prise …" socket is no "prise" (p-l-s sounds as p-r-s), so nothing is switched.
 */
export const ANIMAL_NO_SOUND_ALIKE: EvalSuite[] = [
  home(
    'lead30_fr_poulailler',
    'fr',
    [
      ['potager', 'Potager'],
      ['sejour', 'Séjour'],
    ],
    [
      ['potager', 'switch.prise_potager', 'Prise potager'],
      ['sejour', 'light.sejour', 'Lustre séjour'],
    ],
    [
      c('ordinary animal-no-sound-alike', 'les poules', 'not-found'),
      c('ordinary animal-no-sound-alike', 'la prise du potager', ['switch.prise_potager']),
      c('ordinary animal-no-sound-alike', 'les prises', ['switch.prise_potager']),
    ],
  ),
];
