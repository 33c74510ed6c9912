// Issue 26, lead, session 15: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf } from './few-rooms-home.js';
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
