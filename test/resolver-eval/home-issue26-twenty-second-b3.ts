// Issue 26, round 22b, rules 9–13: a hidden thing inside an order, sending a robot out, a fixture compound
// read apart, the TV beside a streaming stick, the verb of showing. Cases of our own, in homes of our own;
// none is a slice's request or home. The first tag is the category, the second the rule exercised (cases
// without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const speaker = { deviceClass: 'speaker' };

/**
 * Rule 9: a hidden thing's whole name said inside an order ("sätt på motorvärmaren", "start elbilladeren")
 * is that thing: not available, rather than nothing found.
 */
const HIDDEN_IN_ORDER: EvalSuite[] = [
  home(
    'r22b_sv_hidden_order',
    'sv',
    [
      ['badrum', 'Badrum'],
      ['carport', 'Carport'],
    ],
    [
      one('badrum', 'switch.handdukstork', 'Handdukstork', { hidden: true }),
      one('carport', 'switch.laddbox', 'Laddbox', { hidden: true }),
      one('badrum', 'light.badrum', 'Badrum tak'),
      one('carport', 'light.carport', 'Carport lampa'),
    ],
    [
      c('hidden-similar', 'sätt på handdukstorken', 'not-exposed'),
      c('hidden-similar hidden-order', 'starta laddboxen', 'not-exposed'),
      c('hidden-similar', 'kan du slå på handdukstorken', 'not-exposed'),
      c('hidden-similar', 'handdukstorken', 'not-exposed'),
      c('ordinary', 'tänd lampan i carporten', ['light.carport']),
    ],
  ),
  home(
    'r22b_da_hidden_order',
    'da',
    [
      ['carport', 'Carport'],
      ['bryggers', 'Bryggers'],
    ],
    [
      one('carport', 'switch.elbillader', 'Elbillader', { hidden: true }),
      one('bryggers', 'switch.tortumbler', 'Tørretumbler'),
      one('bryggers', 'switch.affugter', 'Affugter', { hidden: true }),
    ],
    [
      c('hidden-similar', 'start elbilladeren', 'not-exposed'),
      c('hidden-similar', 'kan du starte elbilladeren', 'not-exposed'),
      c('hidden-similar', 'tænd lige for affugteren', 'not-exposed'),
      c('ordinary', 'start tørretumbleren', ['switch.tortumbler']),
    ],
  ),
  home(
    'r22b_de_hidden_order',
    'de',
    [
      ['werkstatt', 'Werkstatt'],
      ['bad', 'Bad'],
    ],
    [
      one('werkstatt', 'switch.kompressor', 'Kompressor', { hidden: true }),
      one('bad', 'switch.handtuchheizung', 'Handtuchheizung', { hidden: true }),
      one('werkstatt', 'light.werkstatt', 'Werkstatt Licht'),
    ],
    [
      c('hidden-similar', 'starte den Kompressor', 'not-exposed'),
      c('hidden-similar', 'mach mal den Kompressor an', 'not-exposed'),
      c('hidden-similar hidden-order', 'kannst du die Handtuchheizung starten', 'not-exposed'),
    ],
  ),
];

/**
 * Rule 10: sending a robot out ("send the mower out", "skicka ut robotdammsugaren", "schick den Mähroboter
 * raus"): the order's verb and its particle are no part of the robot's name.
 */
const SEND_OUT: EvalSuite[] = (
  [
    ['en', 'send the mower out', 'Garden', 'Husqvarna Automower', 'ordinary'],
    ['en', 'send out the robot mower', 'Garden', 'Husqvarna Automower', 'ordinary'],
    ['sv', 'skicka ut gräsklipparen', 'Trädgård', 'Robotgräsklippare', 'ordinary'],
    ['da', 'send robotplæneklipperen ud i haven', 'Have', 'Robot plæneklipper', 'ordinary send-out'],
    ['de', 'schick den Mähroboter raus', 'Garten', 'Mähroboter Gardena', 'ordinary send-out'],
    ['nl', 'stuur de robotmaaier naar buiten', 'Tuin', 'Robotmaaier', 'ordinary'],
  ] as const
).map(([language, say, garden, name, tags], at) =>
  home(
    `r22b_${language}_send_out_${at}`,
    language,
    [
      ['garden', garden],
      ['hall', 'Hall'],
    ],
    [
      one('garden', 'lawn_mower.robot', name),
      one('garden', 'light.garden', `${garden} light`),
      one('hall', 'vacuum.hall', 'Roborock'),
    ],
    [c(tags, say, ['lawn_mower.robot'])],
  ),
);

/**
 * Rule 11: a compound the tables know as a fixture ("taklampa", a ceiling light), said with a room whose
 * light is named by the room and the compound's first part ("Gästrum tak"), is that light, beside the
 * room's other lamps and its TV.
 */
const FIXTURE_APART: EvalSuite[] = [
  home(
    'r22b_sv_fixture_apart',
    'sv',
    [
      ['gastrum', 'Gästrum'],
      ['hall', 'Hall'],
    ],
    [
      one('gastrum', 'light.gastrum_tak', 'Gästrum tak'),
      one('gastrum', 'light.laslampa', 'Läslampa'),
      one('gastrum', 'media_player.gastrum_tv', 'TV gästrum', { deviceClass: 'tv' }),
      one('hall', 'light.hall_tak', 'Hall tak'),
    ],
    [
      c('name-wins fixture-apart', 'tänd taklampan i gästrummet', ['light.gastrum_tak']),
      c('name-wins fixture-apart', 'taklampan i gästrummet', ['light.gastrum_tak']),
      c('name-wins fixture-apart', 'taklampan i hallen', ['light.hall_tak']),
      c('name-wins', 'läslampan i gästrummet', ['light.laslampa']),
    ],
  ),
  home(
    'r22b_da_fixture_apart',
    'da',
    [
      ['alrum', 'Alrum'],
      ['gang', 'Gang'],
    ],
    [
      one('alrum', 'light.alrum_loft', 'Alrum loft'),
      one('alrum', 'light.standerlampe', 'Standerlampe'),
      one('alrum', 'media_player.alrum', 'Alrum højttaler', speaker),
      one('gang', 'light.gang_loft', 'Gang loft'),
    ],
    [
      c('name-wins', 'tænd loftlampen i alrummet', ['light.alrum_loft']),
      c('name-wins', 'sluk loftslampen i alrummet', ['light.alrum_loft']),
      c('name-wins', 'standerlampen i alrummet', ['light.standerlampe']),
    ],
  ),
  home(
    'r22b_nl_fixture_apart',
    'nl',
    [
      ['eetkamer', 'Eetkamer'],
      ['overloop', 'Overloop'],
    ],
    [
      one('eetkamer', 'light.eetkamer_plafond', 'Eetkamer plafond'),
      one('eetkamer', 'light.staande_lamp', 'Staande lamp'),
      one('eetkamer', 'media_player.eetkamer', 'Eetkamer speaker', speaker),
      one('overloop', 'light.overloop', 'Overloop plafond'),
    ],
    [
      c('name-wins', 'doe de plafondlamp in de eetkamer aan', ['light.eetkamer_plafond']),
      c('name-wins', 'de staande lamp in de eetkamer', ['light.staande_lamp']),
    ],
  ),
];

const tv = { deviceClass: 'tv' };

/**
 * Rule 12: a TV word said of one thing, with a TV named so beside a streaming stick its integration put in
 * the TV class ("Chromecast"), is the TV: the stick plays on it.
 */
const TV_WORD: EvalSuite[] = (
  [
    ['pt', 'desliga a tv', 'Sala', 'TV sala'],
    ['pt', 'liga a televisão', 'Sala', 'Televisão sala'],
    ['en', 'turn off the tv', 'Lounge', 'Lounge TV'],
    ['en', 'turn off the television', 'Lounge', 'Lounge Television'],
    ['es', 'apaga la tele', 'Salón', 'Tele salón'],
    ['de', 'mach den Fernseher aus', 'Wohnzimmer', 'Fernseher Wohnzimmer'],
    ['fr', 'éteins la télé', 'Salon', 'Télé salon'],
    ['it', 'spegni il televisore', 'Soggiorno', 'Televisore soggiorno'],
  ] as const
).map(([language, say, room, name], at) =>
  home(
    `r22b_${language}_tv_word_${at}`,
    language,
    [['room', room]],
    [
      one('room', 'media_player.tv', name, tv),
      one('room', 'media_player.chromecast', 'Chromecast', tv),
      one('room', 'media_player.speaker', 'Sonos One', speaker),
    ],
    [
      c(language === 'it' ? 'ordinary' : 'ordinary tv-word', say, ['media_player.tv']),
      c('brand', 'chromecast', ['media_player.chromecast']),
    ],
  ),
);

/**
 * Rule 13: an order to show a camera ("pokaż kamerę w kuchni", "zeig mir die Kamera in der Garage"): the
 * verb of showing is no part of the name.
 */
const SHOW_CAMERA: EvalSuite[] = (
  [
    ['pl', 'pokaż kamerę w garażu', 'Garaż', 'Kamera garaż'],
    ['de', 'zeig mir die Kamera in der Garage', 'Garage', 'Kamera Garage'],
    ['es', 'muéstrame la cámara del garaje', 'Garaje', 'Cámara garaje'],
    ['fr', 'montre-moi la caméra du garage', 'Garage', 'Caméra garage'],
    ['it', 'mostrami la telecamera del garage', 'Garage', 'Telecamera garage'],
    ['nl', 'toon de camera in de garage', 'Garage', 'Camera garage'],
    ['pt', 'mostra a câmara da garagem', 'Garagem', 'Câmara garagem'],
    ['sv', 'visa kameran i garaget', 'Garage', 'Kamera garage'],
    ['da', 'vis kameraet i garagen', 'Garage', 'Kamera garage'],
    ['ko', '차고 카메라 보여줘', '차고', '차고 카메라'],
    ['ja', 'ガレージのカメラを見せて', 'ガレージ', 'ガレージカメラ'],
    ['zh', '显示车库的摄像头', '车库', '车库摄像头'],
  ] as const
).map(([language, say, garage, name]) =>
  home(
    `r22b_${language}_show_camera`,
    language,
    [
      ['garage', garage],
      ['hall', 'Hall'],
    ],
    [
      one('garage', 'camera.garage', name),
      one('hall', 'camera.hall', 'Doorbell'),
      one('garage', 'light.garage', `${garage} light`),
    ],
    // Guards in the languages whose verb was already read so.
    [c(['pl', 'sv', 'da'].includes(language) ? 'ordinary show-camera' : 'ordinary', say, ['camera.garage'])],
  ),
);

/** Rule 13 in Dutch: "laat … zien" shows; "toon" (show) is also Eneco's thermostat, and stays its name. */
const TOON: EvalSuite = home(
  'r22b_nl_toon',
  'nl',
  [
    ['gang', 'Gang'],
    ['schuur', 'Schuur'],
  ],
  [
    one('gang', 'climate.toon', 'Toon', { attributes: { hvac_modes: ['off', 'heat'] } }),
    one('schuur', 'camera.schuur', 'Camera schuur'),
  ],
  [
    c('brand', 'de Toon uit', ['climate.toon']),
    c('ordinary show-camera', 'laat de camera in de schuur zien', ['camera.schuur']),
  ],
);

export const TWENTY_SECOND_ROUND_B3: readonly EvalSuite[] = [
  TOON,
  ...HIDDEN_IN_ORDER,
  ...SEND_OUT,
  ...FIXTURE_APART,
  ...TV_WORD,
  ...SHOW_CAMERA,
];
