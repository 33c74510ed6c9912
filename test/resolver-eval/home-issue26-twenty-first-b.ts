// Issue 26, round 21b: references as speech-to-text writes them. Cases of our own for each rule, in homes
// of our own; none is a slice's request or home. The first tag is the category, the second the rule
// exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalCase, type EvalDevice, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const curtain = { deviceClass: 'curtain' };

/** A home without floors: rooms as [id, name], devices, cases. */
function home(
  id: string,
  language: string,
  areas: [id: string, name: string][],
  devices: EvalDevice[],
  cases: EvalCase[],
): EvalSuite {
  return {
    home: {
      id,
      language,
      floors: [],
      areas: areas.map(([areaId, name]) => [areaId, name, null]),
      devices,
      loose: [],
    },
    cases,
  };
}

/** Rule 1: a letter no accent-stripping reaches (æ, ø, œ) is written as a keyboard without it writes it. */
const LETTER_FOLD: EvalSuite[] = [
  home(
    'r21b_da_esbjerg',
    'da',
    [
      ['stue', 'Stue'],
      ['kokken', 'Køkken'],
      ['gaest', 'Gæsteværelse'],
    ],
    [
      one('stue', 'light.laeselampe', 'Læselampe'),
      one('stue', 'light.stue_loft', 'Loftlampe Stue'),
      one('kokken', 'switch.olkoler', 'Ølkøler'),
      one('kokken', 'vacuum.robot', 'Robotstøvsuger'),
      one('gaest', 'cover.gaest', 'Rullegardin Gæsteværelse', curtain),
      one('gaest', 'light.gaest', 'Gæsteværelse Loftlampe'),
    ],
    [
      c('ordinary letter-fold', 'laeselampe', ['light.laeselampe']),
      c('ordinary letter-fold', 'taend laeselampen', ['light.laeselampe']),
      c('ordinary letter-fold', 'rullegardin i gaestevaerelset', ['cover.gaest']),
      c('ordinary letter-fold', 'gaestevaerelse loftlampe', ['light.gaest']),
      c('ordinary letter-fold', 'sluk olkoleren', ['switch.olkoler']),
      c('activity letter-fold', 'stovsug kokkenet', ['vacuum.robot']),
      c('ordinary', 'tænd læselampen', ['light.laeselampe']),
      c('ordinary', 'loftlampen i stuen', ['light.stue_loft']),
      c('ordinary', 'ølkøleren', ['switch.olkoler']),
    ],
  ),
  home(
    'r21b_fr_metz',
    'fr',
    [
      ['salon', 'Salon'],
      ['chambre', 'Chambre'],
    ],
    [
      one('salon', 'light.guirlande', 'Guirlande Cœur'),
      one('salon', 'light.lampadaire', 'Lampadaire'),
      one('chambre', 'light.oeuf', 'Lampe Œuf'),
      one('chambre', 'light.chevet', 'Lampe de chevet'),
    ],
    [
      c('ordinary', 'la guirlande coeur', ['light.guirlande']),
      c('ordinary letter-fold', 'allume la lampe oeuf', ['light.oeuf']),
      c('ordinary', 'la lampe œuf', ['light.oeuf']),
      c('ordinary', 'la lampe de chevet', ['light.chevet']),
    ],
  ),
  home(
    'r21b_pt_braganca',
    'pt',
    [['horta', 'Horta']],
    [
      one('horta', 'switch.regador', 'Regador Horta'),
      one('horta', 'binary_sensor.porta', 'Porta Horta', { deviceClass: 'door' }),
    ],
    [c('ordinary', 'liga o regador', ['switch.regador'])],
  ),
];

export const TWENTY_FIRST_ROUND_B: readonly EvalSuite[] = [...LETTER_FOLD];
