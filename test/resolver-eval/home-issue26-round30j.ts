// Issue 26, round 30j: gardens, terraces, garages and outbuildings (development slice 148, with slice 145's
// outside misses), as rules. Cases of our own, in homes of our own; none is a slice's request or home. The
// first tag is the category, the second the rule exercised (`-not`: a neighbouring reading the rule must keep).
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A room word as written is no activity's verb with another ending: French "la trappe" (a hatch; the Danish
 * stairs' word) is no Spanish "trapee" (mop), so it never reaches the robot vacuum.
 */
const ROOM_WORD_NO_ACTIVITY: EvalSuite[] = [
  {
    home: {
      id: 'r30j_fr_mayenne',
      language: 'fr',
      floors: [['rdc', 'Rez-de-chaussée', 0]],
      areas: [
        ['salon', 'Salon', 'rdc'],
        ['grange', 'Grange', null],
      ],
      devices: [
        one('salon', 'vacuum.robot_salon', 'Robot ménager'),
        one('salon', 'light.salon', 'Suspension salon'),
        one('grange', 'light.grange', 'Néon grange'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary room-word-no-activity', 'ouvre la trappe', 'not-found'),
      c('ordinary room-word-no-activity', 'la trappe', 'not-found'),
      c('activity room-word-no-activity-not', 'passe la serpillière', ['vacuum.robot_salon']),
      c('ordinary room-word-no-activity-not', 'le néon de la grange', ['light.grange']),
    ],
  },
  {
    home: {
      id: 'r30j_es_cuenca',
      language: 'es',
      floors: [['pb', 'Planta baja', 0]],
      areas: [['salon', 'Salón', 'pb']],
      devices: [one('salon', 'vacuum.conga', 'Conga'), one('salon', 'light.salon', 'Lámpara salón')],
      loose: [],
    },
    cases: [c('activity room-word-no-activity-not', 'trapea el salón', ['vacuum.conga'])],
  },
];

/**
 * A radio asked for is no TV in a home with another sound player (exposed or hidden): the place's hidden
 * radio is not exposed, another room's speaker is the radio there. A home whose only player is the TV keeps
 * round 18b's reading (the radio plays on it).
 */
const RADIO_NO_TV: EvalSuite[] = [
  {
    home: {
      id: 'r30j_da_viborg',
      language: 'da',
      floors: [['st', 'Stueetage', 0]],
      areas: [
        ['alrum', 'Alrum', 'st'],
        ['kontor', 'Kontor', 'st'],
      ],
      devices: [
        one('alrum', 'media_player.alrum_tv', 'Fjernsyn alrum'),
        one('alrum', 'media_player.alrum_dab', 'DAB radio alrum', { hidden: true }),
        one('alrum', 'light.alrum', 'Loftlampe alrum'),
        one('kontor', 'media_player.kontor_hojttaler', 'Højttaler kontor'),
      ],
      loose: [],
    },
    cases: [
      c('hidden-similar radio-no-tv', 'radioen i alrummet', 'not-exposed'),
      c('hidden-similar radio-no-tv', 'tænd for radio i alrummet', 'not-exposed'),
      c('ordinary radio-no-tv-not', 'fjernsynet i alrummet', ['media_player.alrum_tv']),
      c('activity radio-no-tv-not', 'musik i alrummet', ['media_player.alrum_tv']),
      c('ordinary radio-no-tv-not', 'radioen på kontoret', ['media_player.kontor_hojttaler']),
    ],
  },
  {
    home: {
      id: 'r30j_de_soest',
      language: 'de',
      floors: [['eg', 'Erdgeschoss', 0]],
      areas: [
        ['kueche', 'Küche', 'eg'],
        ['werkstatt', 'Werkstatt', null],
      ],
      devices: [
        one('kueche', 'media_player.kueche_tv', 'Fernseher Küche'),
        one('werkstatt', 'media_player.werkstatt_box', 'Box Werkstatt'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary radio-no-tv', 'das Radio in der Küche', 'empty'),
      c('ordinary radio-no-tv-not', 'das Radio in der Werkstatt', ['media_player.werkstatt_box']),
      c('ordinary radio-no-tv-not', 'der Fernseher', ['media_player.kueche_tv']),
    ],
  },
];

/**
 * A door or gate is no window covering, also when a compound name says it ("Schuurdeur", "Gartentor" are one
 * word): asked for blinds, a shade or an awning, a class-less cover so named is left out.
 */
const DOOR_NO_COVERING: EvalSuite[] = [
  {
    home: {
      id: 'r30j_nl_zwolle',
      language: 'nl',
      floors: [['bg', 'Begane grond', 0]],
      areas: [
        ['kamer', 'Woonkamer', 'bg'],
        ['berging', 'Berging', null],
      ],
      devices: [
        one('kamer', 'cover.kamer_rolgordijn', 'Rolgordijn'),
        one('berging', 'cover.bergingdeur', 'Bergingdeur'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary door-no-covering', 'de gordijnen', ['cover.kamer_rolgordijn']),
      c('ordinary door-no-covering', 'de rolluiken', ['cover.kamer_rolgordijn']),
      c('ordinary door-no-covering-not', 'open de bergingdeur', ['cover.bergingdeur']),
      c('ordinary door-no-covering-not', 'het rolgordijn', ['cover.kamer_rolgordijn']),
    ],
  },
  {
    home: {
      id: 'r30j_da_skive',
      language: 'da',
      floors: [['st', 'Stueetage', 0]],
      areas: [
        ['stue', 'Stue', 'st'],
        ['skur', 'Skur', null],
      ],
      devices: [
        one('skur', 'cover.skurport', 'Skurport'),
        one('stue', 'cover.stue_rullegardin', 'Rullegardin stue'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary door-no-covering-not', 'persiennerne', ['cover.stue_rullegardin']),
      c('ordinary door-no-covering-not', 'åbn skurporten', ['cover.skurport']),
    ],
  },
];

/**
 * Dutch calls an outdoor roller sun screen a "screen": "het zonnescherm" (an awning word) reaches the covers
 * named a screen where no awning is, asking between two; an awning there is still the answer.
 */
const SCREEN_FOR_AWNING: EvalSuite[] = [
  {
    home: {
      id: 'r30j_nl_deventer',
      language: 'nl',
      floors: [['bg', 'Begane grond', 0]],
      areas: [
        ['keuken', 'Keuken', 'bg'],
        ['kamer', 'Woonkamer', 'bg'],
        ['schuur', 'Schuur', null],
      ],
      devices: [
        one('keuken', 'cover.keuken_screen', 'Screen keuken'),
        one('kamer', 'cover.kamer_screen', 'Screen kamer'),
        one('schuur', 'cover.schuur_deur', 'Schuurdeur'),
        one('kamer', 'light.kamer', 'Plafondlamp'),
      ],
      loose: [],
    },
    cases: [
      c('ask-one screen-for-awning', 'het zonnescherm', {
        ask: ['cover.keuken_screen', 'cover.kamer_screen'],
      }),
      c('ordinary screen-for-awning', 'het zonnescherm in de keuken', ['cover.keuken_screen']),
      c('ordinary screen-for-awning', 'de zonneschermen', ['cover.keuken_screen', 'cover.kamer_screen']),
      c('ordinary screen-for-awning-not', 'open de schuurdeur', ['cover.schuur_deur']),
    ],
  },
  {
    home: {
      id: 'r30j_nl_almelo',
      language: 'nl',
      floors: [['bg', 'Begane grond', 0]],
      areas: [
        ['tuin', 'Tuin', null],
        ['kamer', 'Woonkamer', 'bg'],
      ],
      devices: [
        one('tuin', 'cover.tuin_luifel', 'Luifel', { deviceClass: 'awning' }),
        one('kamer', 'cover.kamer_screen', 'Screen kamer'),
      ],
      loose: [],
    },
    cases: [c('ordinary screen-for-awning-not', 'het zonnescherm', ['cover.tuin_luifel'])],
  },
];

/**
 * A heat lamp is a radiant heater, and a heater asked for in a place whose one heater is a patio heater is
 * that patio heater ("il riscaldatore della veranda" for a "Fungo riscaldante"); a room's own heater stays.
 */
const PATIO_HEATER: EvalSuite[] = [
  {
    home: {
      id: 'r30j_it_lecco',
      language: 'it',
      floors: [['pt', 'Piano terra', 0]],
      areas: [
        ['veranda', 'Veranda', 'pt'],
        ['studio', 'Studio', 'pt'],
      ],
      devices: [
        one('veranda', 'switch.veranda_fungo', 'Fungo riscaldante'),
        one('veranda', 'light.veranda', 'Luce veranda'),
        one('studio', 'climate.studio_stufetta', 'Stufetta studio'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary patio-heater', 'il riscaldatore della veranda', ['switch.veranda_fungo']),
      c('ordinary patio-heater-not', 'la luce della veranda', ['light.veranda']),
      c('ordinary patio-heater-not', 'il riscaldatore dello studio', ['climate.studio_stufetta']),
    ],
  },
  {
    home: {
      id: 'r30j_da_aabenraa',
      language: 'da',
      floors: [['st', 'Stueetage', 0]],
      areas: [
        ['gaard', 'Gårdhave', null],
        ['bad', 'Badeværelse', 'st'],
      ],
      devices: [
        one('gaard', 'switch.gaard_varmer', 'Terrassevarmer'),
        one('gaard', 'light.gaard', 'Lampe gårdhave'),
        one('bad', 'light.bad', 'Loftlampe bad'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary patio-heater', 'varmelampen i gårdhaven', ['switch.gaard_varmer']),
      c('ordinary patio-heater-not', 'lampen i gårdhaven', ['light.gaard']),
      c('ordinary patio-heater-not', 'lampen på badeværelset', ['light.bad']),
    ],
  },
  {
    home: {
      id: 'r30j_pl_opole',
      language: 'pl',
      floors: [['parter', 'Parter', 0]],
      areas: [
        ['ogrod', 'Ogród', null],
        ['salon', 'Salon', 'parter'],
      ],
      devices: [
        one('ogrod', 'switch.ogrod_promiennik', 'Promiennik IR'),
        one('ogrod', 'switch.ogrod_fontanna', 'Fontanna'),
        one('salon', 'light.salon', 'Żyrandol'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary patio-heater', 'ogrzewacz w ogrodzie', ['switch.ogrod_promiennik']),
      c('ordinary patio-heater', 'ogrzewacz tarasowy', ['switch.ogrod_promiennik']),
      c('ordinary patio-heater-not', 'fontanna', ['switch.ogrod_fontanna']),
    ],
  },
];

/** The sunshade is the awning (Wiktionary), in one word or two. */
const SUNSHADE: EvalSuite[] = [
  {
    home: {
      id: 'r30j_en_hove',
      language: 'en',
      floors: [['ground', 'Ground Floor', 0]],
      areas: [
        ['deck', 'Deck', null],
        ['lounge', 'Lounge', 'ground'],
      ],
      devices: [
        one('deck', 'cover.deck_retractable', 'Retractable', { deviceClass: 'awning' }),
        one('lounge', 'cover.lounge_blind', 'Lounge Blind', { deviceClass: 'blind' }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary sunshade', 'roll out the sunshade', ['cover.deck_retractable']),
      c('ordinary sunshade', 'the sun shade on the deck', ['cover.deck_retractable']),
      c('ordinary sunshade-not', 'the lounge blind', ['cover.lounge_blind']),
    ],
  },
];

/**
 * "Is the hatch open" beside a class-less cover and a window or opening contact named as it with a sensor word:
 * the question is the contact's, the order the cover's. The whole name both ways: a roof window's sensor does
 * not watch the blind of that window.
 */
const SAME_NAME_CONTACT: EvalSuite[] = [
  {
    home: {
      id: 'r30j_sv_mora',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [['hoenshus', 'Hönshus', null]],
      devices: [
        one('hoenshus', 'cover.honslucka', 'Hönslucka'),
        one('hoenshus', 'binary_sensor.honslucka', 'Hönslucka givare', { deviceClass: 'window' }),
        one('hoenshus', 'light.hoenshus', 'Lampa hönshus'),
      ],
      loose: [],
    },
    cases: [
      c('device-sensor same-name-contact', 'är hönsluckan öppen', ['binary_sensor.honslucka']),
      c('device-sensor same-name-contact', 'är hönsluckan stängd', ['binary_sensor.honslucka']),
      c('device-sensor same-name-contact-not', 'stäng hönsluckan', ['cover.honslucka']),
    ],
  },
  {
    home: {
      id: 'r30j_ko_ilsan',
      language: 'ko',
      floors: [],
      areas: [
        ['dayongdo', '다용도실', null],
        ['geosil', '거실', null],
      ],
      devices: [
        one('dayongdo', 'cover.dayongdo_window', '다용도실 창문'),
        one('dayongdo', 'binary_sensor.dayongdo_window', '다용도실 창문 센서', { deviceClass: 'window' }),
        one('geosil', 'light.geosil', '거실 조명'),
      ],
      loose: [],
    },
    cases: [
      c('device-sensor same-name-contact', '다용도실 창문 열려 있어?', ['binary_sensor.dayongdo_window']),
      c('device-sensor same-name-contact-not', '다용도실 창문 닫아줘', ['cover.dayongdo_window']),
    ],
  },
  {
    home: {
      id: 'r30j_nl_hengelo',
      language: 'nl',
      floors: [['zolder', 'Zolder', 2]],
      areas: [['zolder', 'Zolder', 'zolder']],
      devices: [
        one('zolder', 'cover.zolder_rolluik', 'Rolluik dakraam'),
        one('zolder', 'binary_sensor.zolder_dakraam', 'Dakraam sensor', { deviceClass: 'window' }),
      ],
      loose: [],
    },
    cases: [c('device-sensor same-name-contact-not', 'is het rolluik open', ['cover.zolder_rolluik'])],
  },
];

/** The robot lawn mower by its short Nordic names ("robotklippare", "robotklipper"). */
const ROBOT_MOWER: EvalSuite[] = [
  {
    home: {
      id: 'r30j_sv_falun',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [
        ['gard', 'Gård', null],
        ['kok', 'Kök', 'bv'],
      ],
      devices: [
        one('gard', 'lawn_mower.automower', 'Automower 305'),
        one('gard', 'light.gard', 'Gårdsbelysning'),
        one('kok', 'vacuum.kok', 'Robotdammsugare'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary robot-mower', 'starta robotklipparen', ['lawn_mower.automower']),
      c('ordinary robot-mower-not', 'starta robotdammsugaren', ['vacuum.kok']),
    ],
  },
  {
    home: {
      id: 'r30j_nb_hamar',
      language: 'nb',
      floors: [['1', '1. etasje', 0]],
      areas: [['hage', 'Hage', null]],
      devices: [one('hage', 'lawn_mower.hage', 'Gardena Sileno'), one('hage', 'light.hage', 'Hagelys')],
      loose: [],
    },
    cases: [c('ordinary robot-mower', 'robotklipperen i hagen', ['lawn_mower.hage'])],
  },
];

/** The charger as a noun, said with a car word, is the car's charger ("opladeren til bilen"). */
const CHARGER_NOUN: EvalSuite[] = [
  {
    home: {
      id: 'r30j_da_herning',
      language: 'da',
      floors: [['st', 'Stueetage', 0]],
      areas: [
        ['garage', 'Garage', null],
        ['kokken', 'Køkken', 'st'],
      ],
      devices: [
        one('garage', 'switch.garage_wallbox', 'Wallbox garage'),
        one('garage', 'light.garage', 'Garage lys'),
        one('kokken', 'switch.kokken_stik', 'Stik køkken'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary charger-noun', 'opladeren til bilen', ['switch.garage_wallbox']),
      c('ordinary charger-noun-not', 'lyset i garagen', ['light.garage']),
      c('ordinary charger-noun-not', 'opladeren til telefonen', 'not-found'),
    ],
  },
  {
    home: {
      id: 'r30j_es_albacete',
      language: 'es',
      floors: [['pb', 'Planta baja', 0]],
      areas: [['cochera', 'Cochera', null]],
      devices: [
        one('cochera', 'switch.cochera_wallbox', 'Wallbox'),
        one('cochera', 'light.cochera', 'Luz cochera'),
      ],
      loose: [],
    },
    cases: [c('ordinary charger-noun-not', 'el cargador del coche', ['switch.cochera_wallbox'])],
  },
];

/** Portuguese "repuxo" is the fountain (Priberam), beside "chafariz". */
const FOUNTAIN_WORD: EvalSuite[] = [
  {
    home: {
      id: 'r30j_pt_tomar',
      language: 'pt',
      floors: [['rc', 'Rés-do-chão', 0]],
      areas: [
        ['jardim', 'Jardim', null],
        ['sala', 'Sala', 'rc'],
      ],
      devices: [
        one('jardim', 'switch.jardim_fonte', 'Fonte do jardim'),
        one('jardim', 'switch.jardim_rega', 'Bomba rega'),
        one('sala', 'light.sala', 'Candeeiro sala'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary fountain-word', 'liga o repuxo', ['switch.jardim_fonte']),
      c('ordinary fountain-word-not', 'a bomba da rega', ['switch.jardim_rega']),
    ],
  },
];

export const ROUND_30J: EvalSuite[] = [
  ...ROOM_WORD_NO_ACTIVITY,
  ...RADIO_NO_TV,
  ...DOOR_NO_COVERING,
  ...SCREEN_FOR_AWNING,
  ...PATIO_HEATER,
  ...SUNSHADE,
  ...SAME_NAME_CONTACT,
  ...ROBOT_MOWER,
  ...CHARGER_NOUN,
  ...FOUNTAIN_WORD,
];
