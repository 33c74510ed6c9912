// Issue 26, round 26C: cases of our own, in homes of our own (none is a slice's home or request), for the
// rules slices 94 (gardens, outdoors and pools) and 95 (media and entertainment) stood for. The first tag
// is the category, the second the rule exercised (cases without a rule tag are guards that passed before
// and after).
import { c, type EvalEntity, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const speaker = { deviceClass: 'speaker' } as const;
const hidden = { hidden: true } as const;

/** The suite with entities that belong to no device (lists, the forecast). */
export function withLoose(suite: EvalSuite, loose: EvalEntity[]): EvalSuite {
  return { ...suite, home: { ...suite.home, loose } };
}

/**
 * Rule 1: a short name word said with a plural ending ("Echo Dots", Polish "Doty", "Nest Minis") is every
 * thing whose name holds it, not the other things of the product line ("Hall Echo").
 */
const SHORT_PLURAL: EvalSuite[] = [
  home(
    'r26c_en_duplex',
    'en',
    [
      ['hall', 'Hall'],
      ['nina', "Nina's Room"],
      ['sam', "Sam's Room"],
      ['den', 'Den'],
    ],
    [
      one('hall', 'media_player.hall_echo', 'Hall Echo', speaker),
      one('nina', 'media_player.nina_dot', "Nina's Echo Dot", speaker),
      one('sam', 'media_player.sam_dot', "Sam's Echo Dot", speaker),
      one('den', 'light.den_cube_1', 'Den Cube 1'),
      one('den', 'light.den_cube_2', 'Den Cube 2'),
      one('den', 'light.den_floor', 'Den Floor Lamp'),
    ],
    [
      c('ask-one short-plural', 'both echo dots', ['media_player.nina_dot', 'media_player.sam_dot']),
      c('ordinary short-plural', 'the echo dots', ['media_player.nina_dot', 'media_player.sam_dot']),
      c('ordinary', 'the den cubes', ['light.den_cube_1', 'light.den_cube_2']),
      c('ask-one', 'the echo dot', { ask: ['media_player.nina_dot', 'media_player.sam_dot'] }),
      c('ask-one', 'the echo', {
        ask: ['media_player.hall_echo', 'media_player.nina_dot', 'media_player.sam_dot'],
      }),
      c('ordinary', 'the hall echo', ['media_player.hall_echo']),
    ],
  ),
  home(
    'r26c_pl_blok',
    'pl',
    [
      ['salon', 'Salon'],
      ['ola', 'Pokój Oli'],
      ['kacper', 'Pokój Kacpra'],
    ],
    [
      one('salon', 'media_player.echo_salon', 'Echo Salon', speaker),
      one('ola', 'media_player.dot_ola', 'Echo Dot Ola', speaker),
      one('kacper', 'media_player.dot_kacper', 'Echo Dot Kacper', speaker),
      one('salon', 'light.salon', 'Lampa salon'),
    ],
    [
      c('ask-one short-plural', 'oba Echo Doty', ['media_player.dot_ola', 'media_player.dot_kacper']),
      c('ask-one', 'Echo Dot', { ask: ['media_player.dot_ola', 'media_player.dot_kacper'] }),
      c('ordinary', 'Echo w salonie', ['media_player.echo_salon']),
    ],
  ),
  home(
    'r26c_es_piso',
    'es',
    [
      ['cocina', 'Cocina'],
      ['salon', 'Salón'],
      ['estudio', 'Estudio'],
    ],
    [
      one('cocina', 'media_player.mini_cocina', 'Nest Mini Cocina', speaker),
      one('salon', 'media_player.mini_salon', 'Nest Mini Salón', speaker),
      one('estudio', 'media_player.hub_estudio', 'Nest Hub Estudio', speaker),
      one('salon', 'light.salon', 'Lámpara salón'),
    ],
    [
      c('ask-one', 'los dos Nest Minis', ['media_player.mini_cocina', 'media_player.mini_salon']),
      c('ask-one', 'el Nest Mini', { ask: ['media_player.mini_cocina', 'media_player.mini_salon'] }),
      c('ordinary', 'el Nest Hub', ['media_player.hub_estudio']),
    ],
  ),
];

/**
 * Rule 2: a word said as only a hidden thing's name writes it ("the HomePod", "the soundbar") is that
 * thing, not available, rather than a visible name's word with another ending ("Forecast Home", "Sound
 * Machine").
 */
const HIDDEN_OWN_WORD: EvalSuite[] = [
  withLoose(
    home(
      'r26c_en_ranch',
      'en',
      [
        ['study', 'Study'],
        ['nursery', 'Nursery'],
        ['lounge', 'Lounge'],
      ],
      [
        one('study', 'media_player.study_homepod', 'Study HomePod', { ...speaker, ...hidden }),
        one('nursery', 'media_player.sound_machine', 'Sound Machine', speaker),
        one('lounge', 'media_player.lounge_soundbar', 'Lounge Soundbar', { ...speaker, ...hidden }),
        one('lounge', 'media_player.lounge_tv', 'Lounge TV', { deviceClass: 'tv' }),
        one('study', 'light.study_lamp', 'Study Lamp'),
      ],
      [
        c('hidden-similar hidden-own-word', 'the homepod', 'not-exposed'),
        c('hidden-similar', 'the soundbar', 'not-exposed'),
        c('hidden-similar', 'homepod in the study', 'not-exposed'),
        c('ordinary', 'the sound machine', ['media_player.sound_machine']),
        c('ordinary', 'the forecast', ['weather.home']),
        c('ordinary', 'the lounge tv', ['media_player.lounge_tv']),
      ],
    ),
    [['weather.home', 'Forecast Home']],
  ),
  home(
    'r26c_de_reihenhaus',
    'de',
    [
      ['wohnzimmer', 'Wohnzimmer'],
      ['buero', 'Büro'],
    ],
    [
      one('wohnzimmer', 'media_player.wz_homepod', 'HomePod Wohnzimmer', speaker),
      one('buero', 'media_player.buero_homepod', 'HomePod Büro', { ...speaker, ...hidden }),
      one('buero', 'light.buero', 'Home Office Licht'),
    ],
    [
      // A visible HomePod holds the word as said: it is the one meant, not the hidden one.
      c('ordinary', 'den HomePod', ['media_player.wz_homepod']),
      c('ordinary', 'das Licht im Home Office', ['light.buero']),
    ],
  ),
  home(
    'r26c_de_garten',
    'de',
    [
      ['garten', 'Garten'],
      ['kueche', 'Küche'],
    ],
    [
      one('garten', 'switch.poolpumpe', 'Poolpumpe', hidden),
      one('garten', 'switch.pumpe_teich', 'Pumpe Teich'),
      one('kueche', 'media_player.kueche_show', 'Echo Show Küche', { ...speaker, ...hidden }),
      one('kueche', 'light.showlicht', 'Vitrine Licht'),
    ],
    [
      c('hidden-similar', 'die Poolpumpe', 'not-exposed'),
      c('hidden-similar hidden-own-word', 'die Poolpumpe im Garten', 'not-exposed'),
      c('ordinary', 'die Teichpumpe', ['switch.pumpe_teich']),
      c('ordinary', 'die Pumpe', ['switch.pumpe_teich']),
      c('hidden-similar', 'den Echo Show', 'not-exposed'),
    ],
  ),
];

/**
 * Rule 3: the sound and its volume, as Assist's media sentences say them ("the sound in the den", "le son
 * dans le salon", "lydstyrken i stuen", "het geluid in de keuken"), name the media player there.
 */
const SOUND_WORDS: EvalSuite[] = [
  home(
    'r26c_fr_maison',
    'fr',
    [
      ['salon', 'Salon'],
      ['veranda', 'Véranda'],
      ['atelier', 'Atelier'],
    ],
    [
      one('salon', 'media_player.barre_de_son', 'Barre de son Salon', speaker),
      one('veranda', 'media_player.enceinte_veranda', 'Enceinte véranda', speaker),
      one('veranda', 'light.veranda', 'Plafonnier véranda'),
      one('atelier', 'light.atelier', 'Néon atelier'),
    ],
    [
      c('activity sound-words', 'le son dans la véranda', ['media_player.enceinte_veranda']),
      c('activity sound-words', 'monte le son de la véranda', ['media_player.enceinte_veranda']),
      c('ordinary', 'la barre de son', ['media_player.barre_de_son']),
      c('activity', 'le volume dans la véranda', ['media_player.enceinte_veranda']),
      c('ordinary', 'la lumière de la véranda', ['light.veranda']),
    ],
  ),
  home(
    'r26c_da_raekkehus',
    'da',
    [
      ['stue', 'Stue'],
      ['koekken', 'Køkken'],
      ['vaerksted', 'Værksted'],
    ],
    [
      one('stue', 'media_player.stue_tv', 'Stue TV', { deviceClass: 'tv' }),
      one('koekken', 'media_player.koekken_hojttaler', 'Køkken højttaler', speaker),
      one('vaerksted', 'media_player.vaerksted_radio', 'Værksted radio', speaker),
      one('koekken', 'light.koekken', 'Køkken loftlampe'),
    ],
    [
      c('activity sound-words', 'lydstyrken i køkkenet', ['media_player.koekken_hojttaler']),
      c('activity', 'lyden i værkstedet', ['media_player.vaerksted_radio']),
      c('activity', 'musik i køkkenet', ['media_player.koekken_hojttaler']),
      c('ordinary', 'lyset i køkkenet', ['light.koekken']),
    ],
  ),
  home(
    'r26c_nl_woning',
    'nl',
    [
      ['keuken', 'Keuken'],
      ['zolder', 'Zolder'],
    ],
    [
      one('keuken', 'media_player.keuken_speaker', 'Keuken speaker', speaker),
      one('zolder', 'media_player.zolder_sonos', 'Sonos zolder', speaker),
      one('zolder', 'light.zolder', 'Zolderlamp'),
    ],
    [
      c('activity sound-words', 'het geluid op zolder', ['media_player.zolder_sonos']),
      c('activity sound-words', 'het geluid in de keuken', ['media_player.keuken_speaker']),
      c('ordinary', 'de lamp op zolder', ['light.zolder']),
    ],
  ),
  home(
    'r26c_en_cottage',
    'en',
    [
      ['den', 'Den'],
      ['porch', 'Porch'],
      ['nursery', 'Nursery'],
    ],
    [
      one('den', 'media_player.den_speaker', 'Den Speaker', speaker),
      one('porch', 'media_player.porch_speaker', 'Porch Speaker', speaker),
      one('nursery', 'switch.sound_machine', 'Sound Machine'),
      one('den', 'light.den', 'Den Lamp'),
    ],
    [
      c('activity sound-words', 'the sound on the porch', ['media_player.porch_speaker']),
      c('activity', 'the volume in the den', ['media_player.den_speaker']),
      c('ordinary', 'the sound machine', ['switch.sound_machine']),
    ],
  ),
];

/**
 * Rule 4: Portuguese "dos" (of the) between two words of a name ("a rega dos canteiros") is no Spanish
 * "two" or "both", in a home that numbers other things ("Spot 2").
 */
const SMALL_WORD_NUMBER: EvalSuite[] = [
  home(
    'r26c_pt_quinta',
    'pt',
    [
      ['quintal', 'Quintal'],
      ['sala', 'Sala'],
      ['alpendre', 'Alpendre'],
    ],
    [
      one('quintal', 'valve.rega_canteiros', 'Rega canteiros'),
      one('quintal', 'light.spot_1', 'Spot 1'),
      one('quintal', 'light.spot_2', 'Spot 2'),
      one('alpendre', 'light.luz_degraus', 'Luz degraus'),
      one('quintal', 'light.holofote_fundos', 'Holofote fundos'),
      one('sala', 'light.candeeiro', 'Candeeiro'),
    ],
    [
      c('ordinary', 'rega dos canteiros', ['valve.rega_canteiros']),
      c('ordinary small-word-number', 'a luz dos degraus', ['light.luz_degraus']),
      c('ordinary small-word-number', 'o holofote dos fundos', ['light.holofote_fundos']),
      c('ordinary', 'o spot dois', ['light.spot_2']),
      c('ask-one', 'os dois spots', ['light.spot_1', 'light.spot_2']),
      c('ask-one', 'o spot', { ask: ['light.spot_1', 'light.spot_2'] }),
    ],
  ),
  home(
    'r26c_es_chalet',
    'es',
    [
      ['jardin', 'Jardín'],
      ['salon', 'Salón'],
    ],
    [
      one('jardin', 'light.foco_1', 'Foco 1'),
      one('jardin', 'light.foco_2', 'Foco 2'),
      one('salon', 'light.lampara_salon', 'Lámpara salón'),
    ],
    [
      c('ordinary', 'el foco dos', ['light.foco_2']),
      c('ask-one', 'los dos focos', ['light.foco_1', 'light.foco_2']),
    ],
  ),
  // "One" is an article everywhere: between a room's word and a kind's it is still the name's number.
  home(
    'r26c_sv_villa',
    'sv',
    [
      ['gast_1', 'Gästrum 1'],
      ['gast_2', 'Gästrum 2'],
    ],
    [
      one('gast_1', 'light.gastrum_1', 'Gästrum 1 Lampa'),
      one('gast_2', 'light.gastrum_2', 'Gästrum 2 Lampa'),
    ],
    [
      c('ordinary', 'gästrum ett lampa', ['light.gastrum_1']),
      c('ordinary', 'gästrum två lampa', ['light.gastrum_2']),
    ],
  ),
];

const temperature = { deviceClass: 'temperature' } as const;

/**
 * Rule 5: a reading word said as some names write it ("temperature") also finds a sensor of that reading
 * whose name says it by another of its words ("Spa Water Temp", "Teich Temp").
 */
const SAME_READING: EvalSuite[] = [
  home(
    'r26c_en_acreage',
    'en',
    [
      ['deck', 'Deck'],
      ['attic', 'Attic'],
    ],
    [
      one('deck', 'sensor.spa_water_temp', 'Spa Water Temp', temperature),
      one('deck', 'switch.spa_jets', 'Spa Jets'),
      one('attic', 'sensor.attic_temperature', 'Attic Temperature', temperature),
      one('deck', 'sensor.deck_temperature', 'Deck Temperature', temperature),
    ],
    [
      c('ordinary same-reading', 'spa water temperature', ['sensor.spa_water_temp']),
      c('ordinary same-reading', 'the spa temperature', ['sensor.spa_water_temp']),
      c('ordinary', 'attic temperature', ['sensor.attic_temperature']),
      c('ordinary', 'deck temperature', ['sensor.deck_temperature']),
      c('ordinary', 'spa water temp', ['sensor.spa_water_temp']),
    ],
  ),
  home(
    'r26c_de_hof',
    'de',
    [
      ['hof', 'Hof'],
      ['keller', 'Keller'],
    ],
    [
      one('hof', 'sensor.teich_temp', 'Teich Temp', temperature),
      one('hof', 'switch.teich_pumpe', 'Teich Pumpe'),
      one('keller', 'sensor.keller_temperatur', 'Keller Temperatur', temperature),
    ],
    [
      c('ordinary same-reading', 'die Temperatur vom Teich', ['sensor.teich_temp']),
      c('ordinary', 'die Temperatur im Keller', ['sensor.keller_temperatur']),
      c('ordinary', 'die Teichpumpe', ['switch.teich_pumpe']),
    ],
  ),
];

export const ROUND_26C: EvalSuite[] = [
  ...SHORT_PLURAL,
  ...HIDDEN_OWN_WORD,
  ...SOUND_WORDS,
  ...SMALL_WORD_NUMBER,
  ...SAME_READING,
];
