// Issue 26, round 26b: cases of our own, in homes of our own, for the rules that slices 92 (small and shared
// flats) and 98 (terse voice commands) stood for; none is a slice's request or home. The first tag is the
// category, the second the rule exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { home, homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 1: a shared flat's rooms named after the flatmates alone ("Mia", "Min", "Mio": "my" in Italian, Danish,
 * Swedish) keep the name that ends their things' names: "Heater Min" is no bare "Heater", so "the heater" asks which
 * flatmate's, and the name still finds theirs.
 */
const FLATMATE_SMALL_WORD: EvalSuite[] = [
  home(
    'r26b_en_min',
    'en',
    [
      ['min', 'Min'],
      ['tobias', 'Tobias'],
      ['kitchen', 'Kitchen'],
    ],
    [
      ['min', 'climate.heater_min', 'Heater Min'],
      ['tobias', 'climate.heater_tobias', 'Heater Tobias'],
      ['min', 'light.min_lamp', 'Paper Lamp'],
      ['kitchen', 'light.kitchen', 'Kitchen Light'],
    ],
    [
      c('ask-one flatmate-small-word', 'the heater', {
        ask: ['climate.heater_min', 'climate.heater_tobias'],
      }),
      c('ordinary', 'heater Min', ['climate.heater_min']),
      c('ordinary', 'the heater in Tobias', ['climate.heater_tobias']),
      c('ask-one', 'both heaters', ['climate.heater_min', 'climate.heater_tobias']),
    ],
  ),
  home(
    'r26b_it_mia',
    'it',
    [
      ['mia', 'Mia'],
      ['sara', 'Sara'],
      ['bagno', 'Bagno'],
    ],
    [
      ['mia', 'climate.stufetta_mia', 'Stufetta Mia'],
      ['sara', 'climate.stufetta_sara', 'Stufetta Sara'],
      ['bagno', 'light.bagno', 'Luce bagno'],
    ],
    [
      c('ask-one flatmate-small-word', 'la stufetta', {
        ask: ['climate.stufetta_mia', 'climate.stufetta_sara'],
      }),
      c('ordinary', 'la stufetta di Sara', ['climate.stufetta_sara']),
      c('ordinary', 'stufetta Mia', ['climate.stufetta_mia']),
    ],
  ),
  home(
    'r26b_sv_mio',
    'sv',
    [
      ['mio', 'Mio'],
      ['elsa', 'Elsa'],
      ['hall', 'Hall'],
    ],
    [
      ['mio', 'fan.flakt_mio', 'Fläkt Mio'],
      ['elsa', 'fan.flakt_elsa', 'Fläkt Elsa'],
      ['hall', 'light.hall', 'Taklampa hall'],
    ],
    [
      c('ask-one flatmate-small-word', 'fläkten', { ask: ['fan.flakt_mio', 'fan.flakt_elsa'] }),
      c('ordinary', 'fläkten hos Elsa', ['fan.flakt_elsa']),
    ],
  ),
];

/**
 * Rule 2: a terse command names a person's room by the room word and the name with nothing between ("luz
 * habitación Lucía", "Licht Zimmer Paul", "luz quarto Tomás"): the area named after that person, not every
 * bedroom beside it, nor nothing when a device's name begins with the room word.
 */
const TERSE_PERSON_ROOM: EvalSuite[] = [
  home(
    'r26b_es_lucia',
    'es',
    [
      ['principal', 'Dormitorio'],
      ['lucia', 'Lucía'],
      ['salon', 'Salón'],
    ],
    [
      ['principal', 'light.principal_techo', 'Lámpara techo'],
      ['principal', 'light.principal_mesilla', 'Mesilla'],
      ['lucia', 'light.lucia_guirnalda', 'Guirnalda'],
      ['salon', 'light.salon', 'Luz salón'],
    ],
    [
      c('named-after terse-person-room', 'luz habitación Lucía', ['light.lucia_guirnalda']),
      c('named-after terse-person-room', 'luz dormitorio Lucía', ['light.lucia_guirnalda']),
      c('named-after', 'luz de la habitación de Lucía', ['light.lucia_guirnalda']),
      c('ordinary', 'luces dormitorio', ['light.principal_techo', 'light.principal_mesilla']),
      c('ordinary', 'luz salón', ['light.salon']),
    ],
  ),
  home(
    'r26b_de_paul',
    'de',
    [
      ['schlafzimmer', 'Schlafzimmer'],
      ['paul', 'Paul'],
      ['flur', 'Flur'],
    ],
    [
      ['schlafzimmer', 'light.schlafzimmer', 'Deckenlicht'],
      ['paul', 'light.paul', 'Sternenlampe'],
      ['paul', 'cover.paul', 'Rollo Paul'],
      ['flur', 'light.flur', 'Flurlicht'],
    ],
    [
      c('named-after', 'Licht Zimmer Paul', ['light.paul']),
      c('named-after', 'Licht in Pauls Zimmer', ['light.paul']),
      c('ordinary', 'Licht Schlafzimmer', ['light.schlafzimmer']),
      c('ordinary', 'Rollo Paul', ['cover.paul']),
    ],
  ),
  home(
    'r26b_pt_tomas',
    'pt',
    [
      ['casal', 'Quarto de casal'],
      ['tomas', 'Tomás'],
      ['cozinha', 'Cozinha'],
    ],
    [
      ['casal', 'light.quarto_casal', 'Luz quarto'],
      ['tomas', 'light.tomas_teto', 'Plafon'],
      ['tomas', 'climate.tomas', 'Aquecedor'],
      ['cozinha', 'light.cozinha', 'Luz cozinha'],
    ],
    [
      c('named-after terse-person-room', 'luz quarto Tomás', ['light.tomas_teto']),
      c('named-after', 'aquecedor quarto Tomás', ['climate.tomas']),
      c('ordinary', 'luz quarto', ['light.quarto_casal']),
      c('ordinary', 'luz cozinha', ['light.cozinha']),
    ],
  ),
];

/**
 * Rule 3: a kind the home has nothing of, asked for with no place ("den Staubsauger" in a flat with no vacuum,
 * "la puerta del garaje" with no cover at all): nothing is called that, as for a kind absent beside others of
 * its domain; the user hears their own words back. A place said with nothing of the kind there stays "nothing
 * there".
 */
const NONE_IN_HOME: EvalSuite[] = [
  home(
    'r26b_de_no_vacuum',
    'de',
    [
      ['zimmer', 'Zimmer'],
      ['kueche', 'Küche'],
    ],
    [
      ['zimmer', 'light.zimmer', 'Deckenlampe'],
      ['zimmer', 'cover.zimmer', 'Rollo'],
      ['kueche', 'switch.wasserkocher', 'Wasserkocher'],
    ],
    [
      c('ordinary none-in-home', 'den Staubsauger', 'not-found'),
      c('ordinary none-in-home', 'die Klimaanlage', 'not-found'),
      c('ordinary', 'das Rollo in der Küche', 'empty'),
      c('ordinary', 'den Wasserkocher', ['switch.wasserkocher']),
      c('ordinary', 'das Rollo', ['cover.zimmer']),
    ],
  ),
  home(
    'r26b_es_no_cover',
    'es',
    [
      ['estudio', 'Estudio'],
      ['bano', 'Baño'],
    ],
    [
      ['estudio', 'light.estudio', 'Lámpara estudio'],
      ['estudio', 'media_player.altavoz', 'Altavoz'],
      ['bano', 'fan.extractor', 'Extractor'],
    ],
    [
      c('ordinary none-in-home', 'la puerta del garaje', 'not-found'),
      c('ordinary none-in-home', 'el aire acondicionado', 'not-found'),
      c('ordinary', 'la luz del baño', 'empty'),
      c('ordinary', 'el extractor', ['fan.extractor']),
    ],
  ),
  home(
    'r26b_ko_no_vacuum',
    'ko',
    [
      ['room', '원룸'],
      ['bath', '욕실'],
    ],
    [
      ['room', 'light.room', '원룸 조명'],
      ['room', 'climate.aircon', '에어컨'],
      ['bath', 'fan.bath', '욕실 환풍기'],
    ],
    [
      c('ordinary none-in-home', '로봇청소기', 'not-found'),
      c('ordinary', '에어컨', ['climate.aircon']),
      c('ordinary', '욕실 조명', 'empty'),
    ],
  ),
];

/**
 * Rule 4: a thing whose own name says it is another class of the domain (a speaker by its word or its brand,
 * a garage door) is never the kind asked for, also when nothing else of the domain is there: "the TV" in a flat
 * whose media players are an Echo and a "Bedroom Speaker" is not found, "les volets" beside a lone "Porte de
 * garage" too. Every media player plays sound, so "the speaker" beside a lone TV is still the TV.
 */
const NAMED_OTHER_CLASS: EvalSuite[] = [
  home(
    'r26b_en_no_tv',
    'en',
    [
      ['lounge', 'Lounge'],
      ['bedroom', 'Bedroom'],
    ],
    [
      ['lounge', 'media_player.lounge_echo', 'Lounge Echo'],
      ['bedroom', 'media_player.bedroom_speaker', 'Bedroom Speaker'],
      ['lounge', 'light.lounge', 'Lounge Lamp'],
    ],
    [
      c('ordinary named-other-class', 'the TV', 'not-found'),
      c('ordinary named-other-class', 'the television in the lounge', 'empty'),
      c('activity', 'music in the bedroom', ['media_player.bedroom_speaker']),
      c('ordinary', 'the Echo', ['media_player.lounge_echo']),
    ],
  ),
  home(
    'r26b_nl_no_tv',
    'nl',
    [
      ['woonkamer', 'Woonkamer'],
      ['keuken', 'Keuken'],
    ],
    [
      ['woonkamer', 'media_player.sonos', 'Sonos woonkamer'],
      ['keuken', 'light.keuken', 'Keukenlamp'],
    ],
    [
      c('ordinary named-other-class', 'de televisie', 'not-found'),
      c('ordinary', 'de sonos', ['media_player.sonos']),
      c('activity', 'muziek in de woonkamer', ['media_player.sonos']),
    ],
  ),
  home(
    'r26b_fr_garage_only',
    'fr',
    [
      ['garage', 'Garage'],
      ['sejour', 'Séjour'],
    ],
    [
      ['garage', 'cover.porte_garage', 'Porte de garage'],
      ['sejour', 'light.sejour', 'Lampadaire'],
    ],
    [
      c('ordinary named-other-class', 'les volets', 'not-found'),
      c('ordinary', 'la porte de garage', ['cover.porte_garage']),
      c('ordinary', 'le garage', ['cover.porte_garage']),
    ],
  ),
  home(
    'r26b_en_tv_only',
    'en',
    [
      ['living', 'Living Room'],
      ['hall', 'Hall'],
    ],
    [
      ['living', 'media_player.living_tv', 'Living Room TV'],
      ['hall', 'light.hall', 'Hall Light'],
    ],
    [
      c('ordinary', 'the speaker', ['media_player.living_tv']),
      c('ordinary', 'the TV', ['media_player.living_tv']),
    ],
  ),
];

/**
 * Rule 5: an appliance's term of several words whose one word the home holds only inside another appliance's
 * term ("le lave-vaisselle" beside the washer "Lave-linge") names nothing there: the shared word is that other
 * thing's. Written with a hyphen ("le sèche-linge"), the term is not joined into one word that only ends like
 * the home's "Lave-linge".
 */
const OTHER_TERMS_WORD: EvalSuite[] = [
  home(
    'r26b_fr_lave_linge',
    'fr',
    [
      ['sdb', "Salle d'eau"],
      ['cuisine', 'Cuisine'],
    ],
    [
      ['sdb', 'switch.lave_linge', 'Lave-linge'],
      ['cuisine', 'switch.bouilloire', 'Bouilloire'],
      ['cuisine', 'light.cuisine', 'Réglette'],
    ],
    [
      c('ordinary other-terms-word', 'le lave-vaisselle', 'not-found'),
      c('ordinary other-terms-word', 'le sèche-linge', 'not-found'),
      c('ordinary', 'le lave-linge', ['switch.lave_linge']),
      c('ordinary', 'la machine à laver', ['switch.lave_linge']),
    ],
  ),
  home(
    'r26b_pt_roupa',
    'pt',
    [
      ['lavandaria', 'Lavandaria'],
      ['cozinha', 'Cozinha'],
    ],
    [
      ['lavandaria', 'switch.maquina_roupa', 'Máquina de lavar roupa'],
      ['cozinha', 'switch.chaleira', 'Chaleira'],
    ],
    [
      c('ordinary', 'a máquina de lavar louça', 'not-found'),
      c('ordinary', 'a máquina de lavar', ['switch.maquina_roupa']),
      c('ordinary', 'a chaleira', ['switch.chaleira']),
    ],
  ),
];

/**
 * Rule 6: in a terse command two kind words side by side name the thing by the last ("garage door light"),
 * unless the home has nothing of the last one's kind while it has the first's: "luminosità camera" in a home
 * with no security camera is the brightness of the lights in the bedroom ("camera"), not a camera to look for.
 */
const ABSENT_SECOND_KIND: EvalSuite[] = [
  home(
    'r26b_it_camera',
    'it',
    [
      ['matrimoniale', 'Camera matrimoniale'],
      ['cucina', 'Cucina'],
    ],
    [
      ['matrimoniale', 'light.abat_jour', 'Abat-jour'],
      ['matrimoniale', 'cover.persiana', 'Persiana'],
      ['matrimoniale', 'climate.split', 'Split'],
      ['cucina', 'light.cucina', 'Faretti cucina'],
    ],
    [
      c('activity absent-second-kind', 'luminosità camera', ['light.abat_jour']),
      c('ordinary absent-second-kind', 'luce camera', ['light.abat_jour']),
      c('ordinary', 'persiana camera', ['cover.persiana']),
      c('ordinary', 'luce cucina', ['light.cucina']),
    ],
  ),
  home(
    'r26b_en_camera_light',
    'en',
    [
      ['porch', 'Porch'],
      ['hall', 'Hall'],
    ],
    [
      ['porch', 'camera.porch', 'Porch Camera'],
      ['porch', 'light.porch', 'Porch Lantern'],
      ['hall', 'light.hall', 'Hall Light'],
    ],
    [c('ordinary', 'camera light', ['light.porch']), c('ordinary', 'porch camera', ['camera.porch'])],
  ),
];

/**
 * Rule 7: an order to open said with a name alone opens what can be opened: "abre Zaguán" with the door's
 * contact sensor named "Zaguán" beside its lock "Cerradura zaguán" is the lock, not the sensor (which cannot
 * open). A question whether it is open still asks the sensor; a light named alone is still the light.
 */
const OPEN_BY_NAME: EvalSuite[] = [
  homeOf(
    'r26b_es_zaguan',
    'es',
    [
      ['zaguan', 'Zaguán'],
      ['salon', 'Salón'],
    ],
    [
      one('zaguan', 'binary_sensor.zaguan', 'Zaguán', { deviceClass: 'door' }),
      one('zaguan', 'lock.zaguan', 'Cerradura zaguán'),
      one('salon', 'light.arana', 'Araña'),
    ],
    [
      c('device-sensor open-by-name', 'abre Zaguán', ['lock.zaguan']),
      c('device-sensor', '¿está abierto el zaguán?', ['binary_sensor.zaguan']),
      c('ordinary', 'enciende la araña', ['light.arana']),
    ],
  ),
  homeOf(
    'r26b_de_pforte',
    'de',
    [
      ['hof', 'Hof'],
      ['diele', 'Diele'],
    ],
    [
      one('hof', 'binary_sensor.pforte', 'Pforte', { deviceClass: 'door' }),
      one('hof', 'lock.pforte', 'Pforte Schloss'),
      one('diele', 'light.diele', 'Dielenlampe'),
    ],
    [
      c('device-sensor open-by-name', 'öffne Pforte', ['lock.pforte']),
      c('device-sensor', 'ist die Pforte offen', ['binary_sensor.pforte']),
      c('device-sensor', 'Pforte zusperren', ['lock.pforte']),
    ],
  ),
];

/**
 * Rule 8: a short name with a genitive s before a thing ("Bens Lampe", "Idas radio", "Tims lampa") is the room
 * named after that person alone, as a longer name's is already: the thing there, or "not available" for a
 * hidden one there, never another room's thing of that kind.
 */
const SHORT_NAME_GENITIVE: EvalSuite[] = [
  homeOf(
    'r26b_de_ben_ida',
    'de',
    [
      ['ben', 'Ben'],
      ['ida', 'Ida'],
      ['kueche', 'Küche'],
    ],
    [
      one('ben', 'light.ben', 'Hängelampe'),
      one('ida', 'light.ida', 'Salzlampe'),
      one('ida', 'media_player.ida_radio', 'Radio Ida', { hidden: true }),
      one('kueche', 'media_player.kueche_radio', 'Küchenradio'),
      one('kueche', 'light.kueche', 'Küchenlampe'),
    ],
    [
      c('named-after short-name-genitive', 'Bens Lampe', ['light.ben']),
      c('hidden-similar short-name-genitive', 'Idas Radio', 'not-exposed'),
      c('named-after', 'die Lampe bei Ben', ['light.ben']),
      c('ordinary', 'das Küchenradio', ['media_player.kueche_radio']),
    ],
  ),
  home(
    'r26b_sv_tim',
    'sv',
    [
      ['tim', 'Tim'],
      ['elin', 'Elin'],
      ['kok', 'Kök'],
    ],
    [
      ['tim', 'light.tim', 'Golvlampa'],
      ['elin', 'light.elin', 'Läslampa'],
      ['kok', 'light.kok', 'Köksbelysning'],
    ],
    [
      c('named-after short-name-genitive', 'Tims lampa', ['light.tim']),
      c('named-after', 'Elins lampa', ['light.elin']),
      c('ordinary', 'köksbelysningen', ['light.kok']),
    ],
  ),
];

export const ROUND_26B: EvalSuite[] = [
  ...FLATMATE_SMALL_WORD,
  ...TERSE_PERSON_ROOM,
  ...NONE_IN_HOME,
  ...NAMED_OTHER_CLASS,
  ...OTHER_TERMS_WORD,
  ...ABSENT_SECOND_KIND,
  ...OPEN_BY_NAME,
  ...SHORT_NAME_GENITIVE,
];
