// Issue 26, round 30f: Latin-script leftovers of development slices 137, 139 and 140, as rules. Cases of our
// own, in homes of our own; none is a slice's request or home. The first tag is the category, the second the
// rule exercised (`-not`: a neighbouring reading the rule must keep).
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * An order to open or close a place ("open the shed", "ouvre le garage") is for what there can open or
 * close: its door or gate, not its light. Neighbours: the place's light by its own word, a question about
 * whether it is open, "turn on the shed".
 */
export const OPENING_ORDER_PICKS: EvalSuite[] = [
  {
    home: {
      id: 'r30f_en_dorking',
      language: 'en',
      floors: [['ground', 'Ground Floor', 0]],
      areas: [
        ['shed', 'Shed', null],
        ['kitchen', 'Kitchen', 'ground'],
        ['carport', 'Carport', null],
      ],
      devices: [
        one('shed', 'light.shed_strip', 'Shed Strip'),
        one('shed', 'cover.shed_door', 'Shed Door', { deviceClass: 'door' }),
        one('shed', 'switch.shed_socket', 'Shed Socket'),
        one('kitchen', 'light.kitchen_ceiling', 'Kitchen Ceiling'),
        one('kitchen', 'cover.kitchen_blind', 'Kitchen Blind', { deviceClass: 'blind' }),
        one('carport', 'light.carport_light', 'Carport Light'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary opening-order', 'open the shed', ['cover.shed_door']),
      c('ordinary opening-order', 'close the shed', ['cover.shed_door']),
      c('ordinary opening-order-not', 'the shed light', ['light.shed_strip']),
      c('ordinary opening-order-not', 'turn on the carport', ['light.carport_light']),
      c('ordinary opening-order-not', 'open the carport', ['light.carport_light']),
      c('ordinary opening-order-not', 'is the shed open', ['cover.shed_door']),
    ],
  },
  {
    home: {
      id: 'r30f_fr_annecy',
      language: 'fr',
      floors: [['rdc', 'Rez-de-chaussée', 0]],
      areas: [
        ['garage', 'Garage', 'rdc'],
        ['cellier', 'Cellier', 'rdc'],
      ],
      devices: [
        one('garage', 'light.garage_neon', 'Néon garage'),
        one('garage', 'cover.porte_garage', 'Porte garage', { deviceClass: 'garage' }),
        one('garage', 'switch.garage_congelateur', 'Congélateur'),
        one('cellier', 'light.cellier', 'Plafonnier cellier'),
        one('cellier', 'valve.arrivee_eau', 'Arrivée d’eau'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary opening-order-not', 'ferme le garage', ['cover.porte_garage']),
      c('ordinary opening-order-not', 'ouvre le garage', ['cover.porte_garage']),
      c('ordinary opening-order', 'ferme le cellier', ['valve.arrivee_eau']),
      c('ordinary opening-order-not', 'allume la lumière du garage', ['light.garage_neon']),
      c('ordinary opening-order-not', 'le néon du garage', ['light.garage_neon']),
    ],
  },
  {
    home: {
      id: 'r30f_de_wismar',
      language: 'de',
      floors: [['eg', 'Erdgeschoss', 0]],
      areas: [
        ['schuppen', 'Schuppen', null],
        ['flur', 'Flur', 'eg'],
      ],
      devices: [
        one('schuppen', 'light.schuppen', 'Schuppen Leuchte'),
        one('schuppen', 'cover.schuppen_tor', 'Schuppen Tor', { deviceClass: 'gate' }),
        one('flur', 'light.flur_decke', 'Flur Decke'),
        {
          name: 'Haustür',
          area: 'flur',
          entities: [
            ['lock.haustuer', 'Haustür Schloss'],
            ['binary_sensor.haustuer', 'Haustür', { deviceClass: 'door' }],
          ],
        },
      ],
      loose: [],
    },
    cases: [
      c('ordinary opening-order', 'schließ den Schuppen', ['cover.schuppen_tor']),
      c('ordinary opening-order-not', 'öffne den Schuppen', ['cover.schuppen_tor']),
      c('ordinary opening-order-not', 'ist der Schuppen offen', ['cover.schuppen_tor']),
      c('ordinary opening-order-not', 'schließ die Haustür ab', ['lock.haustuer']),
      c('ordinary opening-order-not', 'mach das Licht im Schuppen an', ['light.schuppen']),
    ],
  },
  {
    home: {
      id: 'r30f_es_cuenca',
      language: 'es',
      floors: [['pb', 'Planta baja', 0]],
      areas: [['cochera', 'Cochera', 'pb']],
      devices: [
        one('cochera', 'light.cochera', 'Luz cochera'),
        one('cochera', 'cover.puerta_cochera', 'Puerta cochera', { deviceClass: 'garage' }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary opening-order', 'cierra la cochera', ['cover.puerta_cochera']),
      c('ordinary opening-order-not', 'abre la cochera', ['cover.puerta_cochera']),
      c('ordinary opening-order-not', 'enciende la luz de la cochera', ['light.cochera']),
    ],
  },
  {
    home: {
      id: 'r30f_sv_gavle',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [['forrad', 'Förråd', null]],
      devices: [
        one('forrad', 'light.forrad', 'Förråd lampa'),
        one('forrad', 'cover.forradsport', 'Förrådsport', { deviceClass: 'garage' }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary opening-order', 'stäng förrådet', ['cover.forradsport']),
      c('ordinary opening-order-not', 'tänd i förrådet', ['light.forrad']),
    ],
  },
  {
    home: {
      id: 'r30f_nl_deventer',
      language: 'nl',
      floors: [['bg', 'Begane grond', 0]],
      areas: [['schuur', 'Schuur', null]],
      devices: [
        one('schuur', 'light.schuur', 'Schuur lamp'),
        one('schuur', 'cover.schuurdeur', 'Schuurdeur', { deviceClass: 'door' }),
        one('schuur', 'switch.schuur_vriezer', 'Vriezer'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary opening-order', 'sluit de schuur', ['cover.schuurdeur']),
      c('ordinary opening-order-not', 'is de schuur open', ['cover.schuurdeur']),
      c('ordinary opening-order-not', 'de lamp in de schuur', ['light.schuur']),
    ],
  },
];

/**
 * A towel radiator is the radiator of a room that has no other: "le radiateur de la salle de bain" for a
 * "Sèche-serviettes". Neighbours: a room with a radiator of its own keeps it; a towel rail elsewhere is not
 * the radiator of a room without one.
 */
export const TOWEL_RADIATOR: EvalSuite[] = [
  {
    home: {
      id: 'r30f_fr_quimper',
      language: 'fr',
      floors: [['etage', 'Étage', 1]],
      areas: [
        ['sde', "Salle d'eau", 'etage'],
        ['sdb', 'Salle de bain', 'etage'],
        ['chambre', 'Chambre', 'etage'],
        ['bureau', 'Bureau', 'etage'],
      ],
      devices: [
        one('sde', 'switch.seche_serviettes_sde', 'Sèche-serviettes'),
        one('sde', 'light.miroir_sde', 'Miroir'),
        one('sdb', 'switch.porte_serviettes_sdb', 'Porte-serviettes'),
        one('sdb', 'climate.radiateur_sdb', 'Radiateur salle de bain'),
        one('chambre', 'climate.radiateur_chambre', 'Radiateur chambre'),
        one('bureau', 'light.bureau', 'Lampe bureau'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary towel-radiator', "le radiateur de la salle d'eau", ['switch.seche_serviettes_sde']),
      c('ordinary towel-radiator-not', 'le radiateur de la salle de bain', ['climate.radiateur_sdb']),
      c('ordinary towel-radiator-not', 'le radiateur de la chambre', ['climate.radiateur_chambre']),
      c('ordinary towel-radiator-not', 'le radiateur du bureau', 'empty'),
      c('ordinary towel-radiator-not', "le sèche-serviettes de la salle d'eau", [
        'switch.seche_serviettes_sde',
      ]),
    ],
  },
  {
    home: {
      id: 'r30f_en_harrogate',
      language: 'en',
      floors: [['first', 'First Floor', 1]],
      areas: [
        ['ensuite', 'En-suite', 'first'],
        ['landing', 'Landing', 'first'],
      ],
      devices: [
        one('ensuite', 'switch.towel_rail', 'Towel Rail'),
        one('ensuite', 'fan.ensuite_fan', 'En-suite Fan'),
        one('landing', 'light.landing', 'Landing Light'),
      ],
      loose: [],
    },
    cases: [c('ordinary towel-radiator', 'the radiator in the en-suite', ['switch.towel_rail'])],
  },
  {
    home: {
      id: 'r30f_es_teruel',
      language: 'es',
      floors: [['p1', 'Primera planta', 1]],
      areas: [
        ['bano', 'Baño', 'p1'],
        ['salon', 'Salón', 'p1'],
      ],
      devices: [one('bano', 'switch.toallero', 'Toallero'), one('salon', 'climate.salon', 'Radiador salón')],
      loose: [],
    },
    cases: [
      c('ordinary towel-radiator', 'el radiador del baño', ['switch.toallero']),
      c('ordinary towel-radiator-not', 'el radiador del salón', ['climate.salon']),
    ],
  },
  {
    home: {
      id: 'r30f_it_lecco',
      language: 'it',
      floors: [['p1', 'Primo piano', 1]],
      areas: [['bagno', 'Bagno', 'p1']],
      devices: [
        one('bagno', 'switch.scaldasalviette', 'Scaldasalviette'),
        one('bagno', 'light.bagno', 'Luce bagno'),
      ],
      loose: [],
    },
    cases: [c('ordinary towel-radiator', 'il termosifone del bagno', ['switch.scaldasalviette'])],
  },
];

/**
 * A "down" word beside a room below ground or on no floor is the way there: "la luce giù in tavernetta".
 * Neighbours: a room on the ground floor said with it, a room upstairs said with "down" (nothing there),
 * two rooms of one name told apart by their floors.
 */
export const DOWN_TO_ROOM: EvalSuite[] = [
  {
    home: {
      id: 'r30f_it_brescia',
      language: 'it',
      floors: [
        ['terra', 'Piano terra', 0],
        ['primo', 'Primo piano', 1],
        ['seminterrato', 'Seminterrato', -1],
      ],
      areas: [
        ['cucina', 'Cucina', 'terra'],
        ['bagno_terra', 'Bagno di servizio', 'terra'],
        ['bagno_primo', 'Bagno', 'primo'],
        ['tavernetta', 'Tavernetta', 'seminterrato'],
        ['box', 'Box', null],
      ],
      devices: [
        one('cucina', 'light.cucina', 'Luce cucina'),
        one('bagno_terra', 'light.bagno_servizio', 'Luce bagno di servizio'),
        one('bagno_primo', 'light.bagno', 'Luce bagno'),
        one('tavernetta', 'light.tavernetta', 'Lampadario tavernetta'),
        one('box', 'light.box', 'Neon box'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary down-to-room', 'la luce giù in tavernetta', ['light.tavernetta']),
      c('ordinary down-to-room', 'accendi la luce giù nel box', ['light.box']),
      c('ordinary down-to-room-not', 'la luce giù in cucina', ['light.cucina']),
      c('ordinary down-to-room-not', 'la luce del bagno di sotto', ['light.bagno_servizio']),
    ],
  },
  {
    home: {
      id: 'r30f_en_leeds',
      language: 'en',
      floors: [
        ['ground', 'Ground Floor', 0],
        ['first', 'First Floor', 1],
        ['basement', 'Basement', -1],
      ],
      areas: [
        ['lounge', 'Lounge', 'ground'],
        ['cellar', 'Wine Cellar', 'basement'],
        ['bedroom', 'Bedroom', 'first'],
      ],
      devices: [
        one('lounge', 'light.lounge', 'Lounge Lamp'),
        one('cellar', 'light.wine_cellar', 'Wine Cellar Light'),
        one('bedroom', 'light.bedroom', 'Bedroom Light'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary down-to-room', 'the light downstairs in the wine cellar', ['light.wine_cellar']),
      c('ordinary down-to-room-not', 'the light downstairs in the bedroom', 'empty'),
      c('ordinary down-to-room-not', 'the lights downstairs', ['light.lounge']),
    ],
  },
  {
    home: {
      id: 'r30f_es_vigo',
      language: 'es',
      floors: [['cuarto', 'Cuarto piso', 4]],
      areas: [
        ['salon', 'Salón', 'cuarto'],
        ['trastero', 'Trastero', null],
      ],
      devices: [
        one('salon', 'light.salon', 'Lámpara salón'),
        one('trastero', 'light.trastero', 'Bombilla trastero'),
        one('trastero', 'switch.congelador', 'Congelador'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary down-to-room', 'enciende la luz abajo en el trastero', ['light.trastero']),
      c('ordinary down-to-room-not', 'la luz del trastero', ['light.trastero']),
      c('ordinary down-to-room-not', 'la lámpara del salón', ['light.salon']),
    ],
  },
];

/**
 * Rooms by their everyday names: German "Klo" the toilet, Spanish "habitación de matrimonio" and Portuguese
 * "quarto do casal" the master bedroom. Neighbours: the bathroom by its own word, a child's bedroom.
 */
export const EVERYDAY_ROOMS: EvalSuite[] = [
  {
    home: {
      id: 'r30f_de_goslar',
      language: 'de',
      floors: [
        ['eg', 'Erdgeschoss', 0],
        ['og', 'Obergeschoss', 1],
      ],
      areas: [
        ['wc', 'WC', 'eg'],
        ['bad', 'Badezimmer', 'og'],
      ],
      devices: [
        one('wc', 'light.wc', 'WC Licht'),
        one('wc', 'fan.wc', 'WC Lüfter'),
        one('bad', 'light.bad', 'Bad Spiegel'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary everyday-room', 'der Lüfter im Klo', ['fan.wc']),
      c('ordinary everyday-room', 'das Licht auf dem Klo', ['light.wc']),
      c('ordinary everyday-room-not', 'das Licht im Bad', ['light.bad']),
    ],
  },
  {
    home: {
      id: 'r30f_es_burgos',
      language: 'es',
      floors: [['p1', 'Planta 1', 1]],
      areas: [
        ['principal', 'Dormitorio principal', 'p1'],
        ['pablo', 'Habitación de Pablo', 'p1'],
      ],
      devices: [
        one('principal', 'cover.persiana_principal', 'Persiana principal'),
        one('principal', 'fan.ventilador_techo', 'Ventilador de techo'),
        one('pablo', 'fan.ventilador_pablo', 'Ventilador Pablo'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary everyday-room', 'la persiana de la habitación de matrimonio', ['cover.persiana_principal']),
      c('ordinary everyday-room', 'el ventilador del dormitorio de matrimonio', ['fan.ventilador_techo']),
      c('ordinary everyday-room-not', 'el ventilador de la habitación de Pablo', ['fan.ventilador_pablo']),
    ],
  },
  {
    home: {
      id: 'r30f_pt_braga',
      language: 'pt',
      floors: [['p1', 'Primeiro andar', 1]],
      areas: [
        ['suite', 'Quarto principal', 'p1'],
        ['ines', 'Quarto da Inês', 'p1'],
      ],
      devices: [
        one('suite', 'climate.ac_suite', 'Ar condicionado suite'),
        one('ines', 'climate.ac_ines', 'Ar condicionado Inês'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary everyday-room', 'o ar condicionado do quarto do casal', ['climate.ac_suite']),
      c('ordinary everyday-room-not', 'o ar condicionado do quarto da Inês', ['climate.ac_ines']),
    ],
  },
  {
    home: {
      id: 'r30f_es_soria',
      language: 'es',
      floors: [['p0', 'Planta baja', 0]],
      areas: [
        ['dormitorio', 'Dormitorio', 'p0'],
        ['cocina', 'Cocina', 'p0'],
      ],
      devices: [
        one('dormitorio', 'light.dormitorio', 'Luz dormitorio'),
        one('cocina', 'light.cocina', 'Luz cocina'),
      ],
      loose: [],
    },
    cases: [c('ordinary everyday-room', 'la luz de la habitación de matrimonio', ['light.dormitorio'])],
  },
];

/**
 * A terrace's heater, awning and hot tub by the words people say: "der Heizpilz", "die Sonnenmarkise", "the
 * hot tub" for a "Spa"; a tub's climate is not "the thermostat". Neighbours: the room's thermostat by name,
 * the heating, a lamp on the terrace.
 */
export const TERRACE_THINGS: EvalSuite[] = [
  {
    home: {
      id: 'r30f_de_lindau',
      language: 'de',
      floors: [['eg', 'Erdgeschoss', 0]],
      areas: [
        ['terrasse', 'Terrasse', null],
        ['wohnzimmer', 'Wohnzimmer', 'eg'],
      ],
      devices: [
        one('terrasse', 'switch.terrassenstrahler', 'Terrassenstrahler'),
        one('terrasse', 'cover.markise', 'Markise Terrasse'),
        one('terrasse', 'light.terrasse', 'Terrasse Wandleuchte'),
        one('wohnzimmer', 'climate.wohnzimmer', 'Heizung Wohnzimmer'),
        one('wohnzimmer', 'cover.rollladen', 'Rollladen Wohnzimmer'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary terrace-things', 'mach den Heizpilz an', ['switch.terrassenstrahler']),
      c('ordinary terrace-things', 'fahr die Sonnenmarkise aus', ['cover.markise']),
      c('ordinary terrace-things-not', 'die Markise', ['cover.markise']),
      c('ordinary terrace-things-not', 'die Heizung', ['climate.wohnzimmer']),
      c('ordinary terrace-things-not', 'das Licht auf der Terrasse', ['light.terrasse']),
    ],
  },
  {
    home: {
      id: 'r30f_en_boise',
      language: 'en',
      floors: [['main', 'Main Floor', 0]],
      areas: [
        ['den', 'Den', 'main'],
        ['deck', 'Deck', null],
      ],
      devices: [
        one('den', 'climate.den', 'Den'),
        one('deck', 'climate.tub', 'Spa'),
        one('deck', 'light.deck', 'Deck String Lights'),
        one('deck', 'switch.deck_heater', 'Outdoor Heater'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary terrace-things', 'the thermostat', ['climate.den']),
      c('ordinary terrace-things', 'set the heat to 70', ['climate.den']),
      c('ordinary terrace-things', 'turn on the hot tub', ['climate.tub']),
      c('ordinary terrace-things-not', 'the spa', ['climate.tub']),
      c('ordinary terrace-things-not', 'the patio heater', ['switch.deck_heater']),
      c('ordinary terrace-things-not', 'the lights on the deck', ['light.deck']),
    ],
  },
  {
    home: {
      id: 'r30f_es_marbella',
      language: 'es',
      floors: [['pb', 'Planta baja', 0]],
      areas: [['jardin', 'Jardín', null]],
      devices: [one('jardin', 'climate.jacuzzi', 'Jacuzzi'), one('jardin', 'switch.seta', 'Estufa terraza')],
      loose: [],
    },
    cases: [c('ordinary terrace-things-not', 'la seta calefactora', ['switch.seta'])],
  },
];

/**
 * Danish "tørreren" (the dryer) is the tumble dryer, not the towel dryer whose compound ends in the word.
 * Neighbours: the towel warmer by its words, the washing machine.
 */
export const DRYER_HEAD: EvalSuite[] = [
  {
    home: {
      id: 'r30f_da_vejle',
      language: 'da',
      floors: [['st', 'Stueetage', 0]],
      areas: [
        ['vaskerum', 'Vaskerum', 'st'],
        ['badevaerelse', 'Badeværelse', 'st'],
      ],
      devices: [
        one('vaskerum', 'switch.toerretumbler', 'Tørretumbler Miele'),
        one('vaskerum', 'switch.vaskemaskine', 'Vaskemaskine'),
        one('badevaerelse', 'switch.haandklaedetoerrer', 'Håndklædetørrer'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary dryer-head', 'tænd tørreren', ['switch.toerretumbler']),
      c('ordinary dryer-head', 'tørreren', ['switch.toerretumbler']),
      c('ordinary dryer-head-not', 'håndklædetørreren', ['switch.haandklaedetoerrer']),
      c('ordinary dryer-head-not', 'vaskemaskinen', ['switch.vaskemaskine']),
    ],
  },
];

/**
 * Brazilian "caixinha de som" (a small speaker) is a speaker: the hidden one there is not exposed, the
 * visible one found. Neighbours: "a caixa de som", the TV.
 */
export const SMALL_SPEAKER: EvalSuite[] = [
  {
    home: {
      id: 'r30f_pt_curitiba',
      language: 'pt',
      floors: [['terreo', 'Térreo', 0]],
      areas: [
        ['quarto', 'Quarto', 'terreo'],
        ['sala', 'Sala', 'terreo'],
      ],
      devices: [
        one('quarto', 'media_player.nest_quarto', 'Nest quarto', { hidden: true }),
        one('quarto', 'light.quarto', 'Luz quarto'),
        one('sala', 'media_player.jbl_sala', 'JBL sala'),
        one('sala', 'media_player.tv_sala', 'TV sala'),
      ],
      loose: [],
    },
    cases: [
      c('hidden-similar small-speaker', 'a caixinha de som do quarto', 'not-exposed'),
      c('ordinary small-speaker', 'toca música na caixinha de som da sala', ['media_player.jbl_sala']),
      c('ordinary small-speaker-not', 'a caixa de som da sala', ['media_player.jbl_sala']),
      c('ordinary small-speaker-not', 'a TV da sala', ['media_player.tv_sala']),
    ],
  },
];

/**
 * Danish "rullegardinet" (the roller blind) is a blind: the room's "Persienne", not a curtain's other kind.
 * Neighbours: "gardinet" beside a curtain, the lamp.
 */
export const ROLLER_BLIND_DA: EvalSuite[] = [
  {
    home: {
      id: 'r30f_da_horsens',
      language: 'da',
      floors: [['st', 'Stueetage', 0]],
      areas: [
        ['kontor', 'Kontor', 'st'],
        ['alrum', 'Alrum', 'st'],
      ],
      devices: [
        one('kontor', 'cover.kontor_persienne', 'Kontor persienne', { deviceClass: 'blind' }),
        one('kontor', 'light.kontor', 'Kontor lampe'),
        one('alrum', 'cover.alrum_gardin', 'Gardin alrum', { deviceClass: 'curtain' }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary roller-blind', 'rullegardinet på kontoret', ['cover.kontor_persienne']),
      c('ordinary roller-blind', 'træk rullegardinet ned i kontoret', ['cover.kontor_persienne']),
      c('ordinary roller-blind-not', 'gardinet i alrummet', ['cover.alrum_gardin']),
      c('ordinary roller-blind-not', 'lampen på kontoret', ['light.kontor']),
    ],
  },
];

/**
 * A Danish "Bedlampe" lights a flower bed: "sengelampen" (the bedside lamp) asks between the bedside lamps
 * only. Neighbours: "bedlampen" by its own name, an English "Bed Lamp", both bedside lamps.
 */
export const FLOWER_BED_LAMP: EvalSuite[] = [
  {
    home: {
      id: 'r30f_da_kolding',
      language: 'da',
      floors: [['st', 'Stueetage', 0]],
      areas: [
        ['have', 'Have', null],
        ['sovevaerelse', 'Soveværelse', 'st'],
      ],
      devices: [
        one('have', 'light.bedlampe_roser', 'Bedlampe roser'),
        one('sovevaerelse', 'light.sengelampe_venstre', 'Sengelampe venstre'),
        one('sovevaerelse', 'light.sengelampe_hoejre', 'Sengelampe højre'),
      ],
      loose: [],
    },
    cases: [
      c('ask-one flower-bed-lamp', 'tænd sengelampen', {
        ask: ['light.sengelampe_venstre', 'light.sengelampe_hoejre'],
      }),
      c('ordinary flower-bed-lamp-not', 'bedlampe roser', ['light.bedlampe_roser']),
      c('ordinary flower-bed-lamp-not', 'sengelampe venstre', ['light.sengelampe_venstre']),
    ],
  },
  {
    home: {
      id: 'r30f_en_exeter',
      language: 'en',
      floors: [['first', 'First Floor', 1]],
      areas: [['bedroom', 'Bedroom', 'first']],
      devices: [
        one('bedroom', 'light.bed_lamp', 'Bed Lamp'),
        one('bedroom', 'light.ceiling', 'Bedroom Ceiling'),
      ],
      loose: [],
    },
    cases: [c('ordinary flower-bed-lamp-not', 'the bedside lamp', ['light.bed_lamp'])],
  },
];

export const ROUND_30F: EvalSuite[] = [
  ...FLOWER_BED_LAMP,
  ...ROLLER_BLIND_DA,
  ...SMALL_SPEAKER,
  ...DRYER_HEAD,
  ...TERRACE_THINGS,
  ...OPENING_ORDER_PICKS,
  ...TOWEL_RADIATOR,
  ...DOWN_TO_ROOM,
  ...EVERYDAY_ROOMS,
];
