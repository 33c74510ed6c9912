// Issue 26, round 30c (lights by where they are, what they light and what they are): cases of our own, in
// homes of our own; none is a slice's request or home. The first tag is the category, the second the rule
// exercised ("-not": a neighbouring reading the rule must leave as it was).
import { c, type EvalSuite } from './eval-home.js';
import { home, homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * A light by the thing it lights, said in another word of that thing's kind than its name holds: "the light
 * behind the television" is the "TV strip", "hinterm" is "hinter dem".
 */
export const LANDMARK_IN_NAME: EvalSuite[] = [
  home(
    'r30c_de_altbau',
    'de',
    [
      ['wohnen', 'Wohnen'],
      ['schlafen', 'Schlafen'],
    ],
    [
      ['wohnen', 'light.lichtband_tv', 'Lichtband TV'],
      ['wohnen', 'light.wohnen_decke', 'Deckenleuchte Wohnen'],
      ['wohnen', 'light.bogenlampe', 'Bogenlampe'],
      ['schlafen', 'light.schlafen_decke', 'Deckenleuchte Schlafen'],
    ],
    [
      c('ordinary landmark-in-name', 'mach das Licht hinter dem Fernsehgerät an', ['light.lichtband_tv']),
      c('ordinary landmark-in-name', 'das Licht hinterm Fernsehgerät', ['light.lichtband_tv']),
      c('ordinary landmark-in-name-not', 'die Bogenlampe', ['light.bogenlampe']),
    ],
  ),
  home(
    'r30c_es_atico',
    'es',
    [
      ['salon', 'Salón'],
      ['cocina', 'Cocina'],
    ],
    [
      ['salon', 'light.tira_tv', 'Tira LED TV'],
      ['salon', 'light.salon_techo', 'Techo salón'],
      ['cocina', 'light.cocina_techo', 'Techo cocina'],
    ],
    [c('ordinary landmark-in-name', 'enciende la luz detrás de la televisión', ['light.tira_tv'])],
  ),
  home(
    'r30c_it_bilocale',
    'it',
    [
      ['soggiorno', 'Soggiorno'],
      ['camera', 'Camera'],
    ],
    [
      ['soggiorno', 'light.striscia_tv', 'Striscia TV'],
      ['soggiorno', 'light.lampadario', 'Lampadario'],
      ['camera', 'light.camera_soffitto', 'Soffitto camera'],
    ],
    [c('ordinary landmark-in-name', 'accendi la luce dietro il televisore', ['light.striscia_tv'])],
  ),
  home(
    'r30c_en_tv_in_room',
    'en',
    [
      ['den', 'Den'],
      ['hall', 'Hall'],
    ],
    [
      ['den', 'media_player.den_tv', 'Den Television'],
      ['den', 'light.den_lamp', 'Den Lamp'],
      ['hall', 'light.hall_light', 'Hall Light'],
    ],
    [c('ordinary landmark-in-name-not', 'the light next to the telly', ['light.den_lamp'])],
  ),
];

/**
 * A Polish lamp's phrase in the accusative an order takes ("zapal lampę wiszącą") or with its adjective first
 * ("nocna lampka"): the phrase the tables write noun first in the nominative.
 */
export const POLISH_PAIR: EvalSuite[] = [
  home(
    'r30c_pl_blok',
    'pl',
    [
      ['pokoj', 'Pokój dzienny'],
      ['sypialnia', 'Sypialnia'],
    ],
    [
      ['pokoj', 'light.wiszaca', 'Pendant jadalnia'],
      ['pokoj', 'light.pokoj_sufit', 'Sufit pokój'],
      ['sypialnia', 'light.nocna', 'Nocna Ola'],
      ['sypialnia', 'light.sypialnia_sufit', 'Sufit sypialnia'],
    ],
    [
      c('ordinary polish-pair', 'zapal lampę wiszącą', ['light.wiszaca']),
      c('ordinary polish-pair', 'wisząca lampa', ['light.wiszaca']),
      c('ordinary polish-pair-not', 'zgaś lampę w sypialni', ['light.nocna', 'light.sypialnia_sufit']),
    ],
  ),
  home(
    'r30c_pl_dom',
    'pl',
    [
      ['salon', 'Salon'],
      ['kuchnia', 'Kuchnia'],
    ],
    [
      ['salon', 'light.stojaca', 'Stojąca lampa'],
      ['salon', 'light.salon_sufit', 'Oświetlenie sufitowe'],
      ['kuchnia', 'light.kuchnia', 'Kuchnia sufit'],
    ],
    [
      c('ordinary polish-pair', 'lampa podłogowa', ['light.stojaca']),
      c('ordinary polish-pair-not', 'światło w kuchni', ['light.kuchnia']),
    ],
  ),
];

/**
 * A room word said with the kind, which reached the area by its concept only ("veranda" for a "Tuin"), and that
 * one name there holds, is that name's word: "de lampen op de veranda" is the "Lichtsnoer veranda".
 */
export const ROOM_WORD_NAMED: EvalSuite[] = [
  home(
    'r30c_nl_hoekhuis',
    'nl',
    [
      ['tuin', 'Achtertuin'],
      ['keuken', 'Keuken'],
    ],
    [
      ['tuin', 'light.terras_snoer', 'Prikkabel terras'],
      ['tuin', 'light.grondspots', 'Grondspots'],
      ['keuken', 'light.keuken', 'Keukenlamp'],
    ],
    [
      c('ordinary room-word-named', 'doe de lampen op het terras aan', ['light.terras_snoer']),
      c('ordinary room-word-named-not', 'de lampen in de achtertuin', [
        'light.terras_snoer',
        'light.grondspots',
      ]),
    ],
  ),
  home(
    'r30c_es_chalet',
    'es',
    [
      ['jardin', 'Jardín'],
      ['salon', 'Salón'],
    ],
    [
      ['jardin', 'light.guirnalda_porche', 'Guirnalda porche'],
      ['jardin', 'light.focos_jardin', 'Focos césped'],
      ['salon', 'light.salon', 'Lámpara salón'],
    ],
    [
      c('ordinary room-word-named', 'enciende las luces del porche', ['light.guirnalda_porche']),
      c('ordinary room-word-named-not', 'las luces del jardín', [
        'light.guirnalda_porche',
        'light.focos_jardin',
      ]),
    ],
  ),
  home(
    'r30c_da_raekkehus',
    'da',
    [
      ['stue', 'Stue'],
      ['bad', 'Bad'],
    ],
    [
      ['stue', 'light.stuen_loft', 'Stuen loft'],
      ['stue', 'light.stue_standerlampe', 'Standerlampe'],
      ['bad', 'light.bad', 'Bad spejl'],
    ],
    [c('ordinary room-word-named-not', 'lamperne i stuen', ['light.stuen_loft', 'light.stue_standerlampe'])],
  ),
  home(
    'r30c_en_backyard',
    'en',
    [
      ['yard', 'Backyard'],
      ['den', 'Den'],
    ],
    [
      ['yard', 'light.patio_string', 'Patio String Lights'],
      ['yard', 'light.path', 'Path Lights'],
      ['yard', 'switch.pump', 'Pond Pump'],
      ['den', 'light.den', 'Den Lamp'],
    ],
    [
      c('ordinary room-word-named-not', 'turn on the patio lights', ['light.patio_string']),
      c('ordinary room-word-named-not', 'the backyard lights', ['light.patio_string', 'light.path']),
    ],
  ),
];

/**
 * Lights by what they are or what they light, in the words the names do not hold: hanging lights (pendants),
 * a light on the wall, a tall lamp (the floor lamp), the desk and bedside table in Brazil and Spain, the
 * worktop a light shines on, the cove light, and the under-cabinet stem in a compound; "kinkiety" are both.
 */
export const FIXTURE_WORDS: EvalSuite[] = [
  home(
    'r30c_en_farmhouse',
    'en',
    [
      ['dining', 'Dining Room'],
      ['snug', 'Snug'],
    ],
    [
      ['dining', 'light.table_pendants', 'Table Pendants'],
      ['dining', 'light.dining_ceiling', 'Dining Ceiling'],
      ['snug', 'light.snug_lamp', 'Snug Lamp'],
    ],
    [
      c('ordinary fixture-words', 'turn off the hanging lights', ['light.table_pendants']),
      c('ordinary fixture-words-not', 'the ceiling light in the dining room', ['light.dining_ceiling']),
    ],
  ),
  home(
    'r30c_it_trilocale',
    'it',
    [
      ['corridoio', 'Corridoio'],
      ['cucina', 'Cucina'],
    ],
    [
      ['corridoio', 'light.applique_corridoio', 'Applique corridoio'],
      ['corridoio', 'light.faretti_corridoio', 'Faretti corridoio'],
      ['cucina', 'light.strisce_sottopensili', 'Strisce sottopensili'],
      ['cucina', 'light.cucina', 'Plafoniera cucina'],
    ],
    [
      c('ordinary fixture-words', 'accendi la luce a parete nel corridoio', ['light.applique_corridoio']),
      c('ordinary fixture-words', 'spegni le luci sotto i pensili', ['light.strisce_sottopensili']),
      c('ordinary fixture-words-not', 'le luci del corridoio', [
        'light.applique_corridoio',
        'light.faretti_corridoio',
      ]),
    ],
  ),
  home(
    'r30c_sv_villa',
    'sv',
    [
      ['vardagsrum', 'Vardagsrum'],
      ['kok', 'Kök'],
    ],
    [
      ['vardagsrum', 'light.baglampa', 'Båglampa'],
      ['vardagsrum', 'light.fonsterlampa', 'Fönsterlampa'],
      ['kok', 'light.kok_tak', 'Taklampa kök'],
      ['kok', 'light.bank', 'Bänkbelysning'],
    ],
    [
      c('ordinary fixture-words', 'tänd den höga lampan', ['light.baglampa']),
      c('ordinary fixture-words', 'släck lampan vid köksbänken', ['light.bank']),
      c('ordinary fixture-words-not', 'fönsterlampan', ['light.fonsterlampa']),
    ],
  ),
  home(
    'r30c_nl_rijtjeshuis',
    'nl',
    [['woonkamer', 'Woonkamer']],
    [
      ['woonkamer', 'light.vloerlamp', 'Vloerlamp bank'],
      ['woonkamer', 'light.vensterbank', 'Lampje vensterbank'],
    ],
    [c('ordinary fixture-words', 'zet de hoge lamp aan', ['light.vloerlamp'])],
  ),
  home(
    'r30c_ptbr_casa',
    'pt',
    [
      ['sala', 'Sala de estar'],
      ['caio', 'Quarto do Caio'],
    ],
    [
      ['sala', 'light.sanca_sala', 'Sanca sala'],
      ['sala', 'light.lustre_sala', 'Lustre sala'],
      ['caio', 'light.luminaria_caio', 'Luminária de mesa Caio'],
      ['caio', 'light.plafon_caio', 'Plafon Caio'],
    ],
    [
      c('ordinary fixture-words', 'liga a luz indireta da sala', ['light.sanca_sala']),
      c('ordinary fixture-words', 'acende a luz da escrivaninha', ['light.luminaria_caio']),
      c('ordinary fixture-words-not', 'o lustre', ['light.lustre_sala']),
    ],
  ),
  home(
    'r30c_es_adosado',
    'es',
    [['dormitorio', 'Dormitorio']],
    [
      ['dormitorio', 'light.luz_mesita', 'Luz mesita'],
      ['dormitorio', 'light.dormitorio_techo', 'Techo dormitorio'],
    ],
    [c('ordinary fixture-words', 'apaga la luz de la mesilla', ['light.luz_mesita'])],
  ),
  home(
    'r30c_de_kueche',
    'de',
    [['kueche', 'Küche']],
    [
      ['kueche', 'light.unterbau', 'Unterbauleuchte'],
      ['kueche', 'light.kueche_decke', 'Küche Decke'],
    ],
    [c('ordinary fixture-words', 'das Licht an der Arbeitsfläche', ['light.unterbau'])],
  ),
  home(
    'r30c_da_hus',
    'da',
    [['koekken', 'Køkken']],
    [
      ['koekken', 'light.underskabslampe', 'Underskabslampe'],
      ['koekken', 'light.koekken_loft', 'Køkken loft'],
    ],
    [c('ordinary fixture-words', 'tænd lyset under skabene', ['light.underskabslampe'])],
  ),
  home(
    'r30c_pl_szeregowiec',
    'pl',
    [
      ['kuchnia', 'Kuchnia'],
      ['salon', 'Salon'],
    ],
    [
      ['kuchnia', 'light.podszafkowe', 'Oświetlenie podszafkowe'],
      ['kuchnia', 'light.kuchnia_sufit', 'Kuchnia sufit'],
      ['salon', 'light.kinkiet_kominek', 'Kinkiet kominek'],
      ['salon', 'light.kinkiet_okno', 'Kinkiet okno'],
      ['salon', 'light.regal', 'Regał'],
    ],
    [
      c('ordinary fixture-words', 'zapal podświetlenie blatu', ['light.podszafkowe']),
      c('ordinary fixture-words', 'kinkiety w salonie', ['light.kinkiet_kominek', 'light.kinkiet_okno']),
      c('ordinary fixture-words-not', 'podświetlenie regału', ['light.regal']),
      c('ordinary fixture-words-not', 'kinkiet w salonie', {
        ask: ['light.kinkiet_kominek', 'light.kinkiet_okno'],
      }),
    ],
  ),
];

/** A word a hidden thing's name holds whole is its word, not another word with an ending: not exposed. */
export const HIDDEN_NAME_WORD: EvalSuite[] = [
  homeOf(
    'r30c_ptbr_apto',
    'pt',
    [
      ['sala', 'Sala'],
      ['quarto', 'Quarto'],
    ],
    [
      one('sala', 'light.sala_teto', 'Sala teto'),
      one('sala', 'light.abajur', 'Abajur sala'),
      one('sala', 'light.estante_livros', 'Estante livros', { hidden: true }),
      one('quarto', 'light.quarto', 'Quarto teto'),
    ],
    [
      c('hidden-similar hidden-name-word', 'acende a luz da estante', 'not-exposed'),
      c('hidden-similar hidden-name-word-not', 'a luz da sala', ['light.sala_teto', 'light.abajur']),
    ],
  ),
];

/**
 * The big light said with words that find only a lamp of a shape (a night light named after the child) is the
 * main light of that lamp's room, named for the ceiling.
 */
export const BIG_LIGHT_ROOM: EvalSuite[] = [
  home(
    'r30c_nl_twee_onder_een_kap',
    'nl',
    [
      ['fenna', 'Kamer van Fenna'],
      ['overloop', 'Overloop'],
    ],
    [
      ['fenna', 'light.nachtlampje_fenna', 'Nachtlampje Fenna'],
      ['fenna', 'light.fenna_plafonniere', 'Plafonnière'],
      ['overloop', 'light.overloop', 'Overloop lamp'],
    ],
    [
      c('ordinary big-light-room', 'doe de grote lamp bij Fenna aan', ['light.fenna_plafonniere']),
      c('ordinary big-light-room-not', 'het nachtlampje bij Fenna', ['light.nachtlampje_fenna']),
    ],
  ),
  home(
    'r30c_de_doppelhaus',
    'de',
    [
      ['paul', 'Zimmer Paul'],
      ['flur', 'Flur'],
    ],
    [
      ['paul', 'light.nachtlicht_paul', 'Nachtlicht Paul'],
      ['paul', 'light.paul_decke', 'Deckenleuchte'],
      ['flur', 'light.flur', 'Flurlicht'],
    ],
    [
      c('ordinary big-light-room', 'mach das große Licht bei Paul an', ['light.paul_decke']),
      c('ordinary big-light-room-not', 'das Nachtlicht bei Paul', ['light.nachtlicht_paul']),
    ],
  ),
  home(
    'r30c_en_semi',
    'en',
    [
      ['ava', "Ava's Room"],
      ['landing', 'Landing'],
    ],
    [
      ['ava', 'light.ava_bedside', 'Ava Bedside Lamp'],
      ['ava', 'light.ava_ceiling', 'Ceiling Light'],
      ['landing', 'light.landing', 'Landing Light'],
    ],
    [c('ordinary big-light-room-not', "the big light in Ava's room", ['light.ava_ceiling'])],
  ),
];
