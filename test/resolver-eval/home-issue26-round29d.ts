// Issue 26, round 29d (small flats and student rooms): cases of our own, in homes of our own; none is a slice's
// request or home. The first tag is the category, the second the rule exercised ("-not": a neighbouring reading
// the rule must leave as it was).
import { c, type EvalSuite } from './eval-home.js';
import { home, homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * A lamp asked for by its shape: "the round lamp" is the globe (ball) lamp, in each language's words for round
 * and for a ball; a home with no such lamp has none, and the shape word reads no other lamp.
 */
export const ROUND_LAMP: EvalSuite[] = [
  home(
    'r29d_en_bedsit',
    'en',
    [
      ['bedsit', 'Bedsit'],
      ['galley', 'Galley Kitchen'],
    ],
    [
      ['bedsit', 'light.sphere', 'Sphere Lamp'],
      ['bedsit', 'light.tripod', 'Tripod Floor Lamp'],
      ['bedsit', 'light.bedsit_ceiling', 'Bedsit Ceiling'],
      ['galley', 'light.galley_spots', 'Galley Spots'],
    ],
    [
      c('ordinary round-lamp', 'switch on the round lamp', ['light.sphere']),
      c('ordinary round-lamp-not', 'the floor lamp', ['light.tripod']),
      c('ordinary round-lamp-not', 'the sphere lamp', ['light.sphere']),
    ],
  ),
  home(
    'r29d_en_no_globe',
    'en',
    [['studio', 'Studio']],
    [
      ['studio', 'light.studio_arc', 'Arc Lamp'],
      ['studio', 'light.studio_pendant', 'Studio Pendant'],
    ],
    [c('ordinary round-lamp-not', 'the round lamp', 'not-found')],
  ),
  home(
    'r29d_de_wg',
    'de',
    [
      ['zimmer', 'Zimmer Lea'],
      ['diele', 'Diele'],
    ],
    [
      ['zimmer', 'light.kugelleuchte', 'Kugelleuchte'],
      ['zimmer', 'light.leselampe', 'Leselampe'],
      ['diele', 'light.diele_decke', 'Deckenlicht Diele'],
    ],
    [
      c('ordinary round-lamp', 'mach die runde Lampe an', ['light.kugelleuchte']),
      c('ordinary round-lamp-not', 'die Leselampe', ['light.leselampe']),
    ],
  ),
  home(
    'r29d_es_piso',
    'es',
    [
      ['dormitorio', 'Dormitorio'],
      ['salon', 'Salón'],
    ],
    [
      ['dormitorio', 'light.globo', 'Lámpara globo'],
      ['dormitorio', 'light.mesita', 'Lámpara mesita'],
      ['salon', 'light.salon_techo', 'Plafón salón'],
    ],
    [
      c('ordinary round-lamp', 'enciende la lámpara redonda', ['light.globo']),
      c('ordinary round-lamp-not', 'la luz del salón', ['light.salon_techo']),
    ],
  ),
  home(
    'r29d_it_monolocale',
    'it',
    [['monolocale', 'Monolocale']],
    [
      ['monolocale', 'light.sfera', 'Lampada sfera'],
      ['monolocale', 'light.stelo', 'Lampada a stelo'],
      ['monolocale', 'light.faretti', 'Faretti'],
    ],
    [
      c('ordinary round-lamp', 'accendi la lampada rotonda', ['light.sfera']),
      c('ordinary round-lamp-not', 'i faretti', ['light.faretti']),
    ],
  ),
  home(
    'r29d_da_kollegie',
    'da',
    [
      ['kammer', 'Kollegieværelse'],
      ['gang', 'Gang'],
    ],
    [
      ['kammer', 'light.kugle', 'Kugle lampe'],
      ['kammer', 'light.skrivebord', 'Skrivebordslampe'],
      ['gang', 'light.gang_loft', 'Gang loft'],
    ],
    [
      c('ordinary round-lamp', 'tænd den runde lampe', ['light.kugle']),
      c('ordinary round-lamp-not', 'skrivebordslampen', ['light.skrivebord']),
      c('ordinary round-lamp-not', 'sluk den nye lampe', {
        ask: ['light.gang_loft', 'light.kugle', 'light.skrivebord'],
      }),
    ],
  ),
  home(
    'r29d_sv_korridor',
    'sv',
    [
      ['rum', 'Studentrum'],
      ['kok', 'Kök'],
    ],
    [
      ['rum', 'light.klot', 'Klotlampa säng'],
      ['rum', 'light.golv', 'Golvlampa'],
      ['kok', 'light.kok_tak', 'Taklampa kök'],
    ],
    [
      c('ordinary round-lamp', 'släck den runda lampan', ['light.klot']),
      c('ordinary round-lamp-not', 'golvlampan', ['light.golv']),
    ],
  ),
  home(
    'r29d_pl_akademik',
    'pl',
    [
      ['pokoj', 'Pokój'],
      ['kuchnia', 'Kuchnia'],
    ],
    [
      ['pokoj', 'light.kulista', 'Lampa kulista'],
      ['pokoj', 'light.biurkowa', 'Lampka biurkowa'],
      ['kuchnia', 'light.kuchnia', 'Światło kuchnia'],
    ],
    [
      c('ordinary round-lamp', 'włącz okrągłą lampę', ['light.kulista']),
      c('ordinary round-lamp-not', 'lampka biurkowa', ['light.biurkowa']),
    ],
  ),
  home(
    'r29d_pt_estudio',
    'pt',
    [['estudio', 'Estúdio']],
    [
      ['estudio', 'light.bola', 'Luminária bola'],
      ['estudio', 'light.teto', 'Luz do teto'],
    ],
    [
      c('ordinary round-lamp', 'liga o candeeiro redondo', ['light.bola']),
      c('ordinary round-lamp-not', 'a luz do teto', ['light.teto']),
    ],
  ),
  home(
    'r29d_zh_gongyu',
    'zh',
    [
      ['woshi', '卧室'],
      ['keting', '客厅'],
    ],
    [
      ['woshi', 'light.qiu', '卧室球灯'],
      ['woshi', 'light.taideng', '卧室台灯'],
      ['keting', 'light.keting', '客厅吸顶灯'],
    ],
    [
      c('ordinary round-lamp', '打开圆形灯', ['light.qiu']),
      c('ordinary round-lamp-not', '台灯', ['light.taideng']),
    ],
  ),
  home(
    'r29d_ko_oneroom',
    'ko',
    [['bang', '원룸']],
    [
      ['bang', 'light.gu', '구형 조명'],
      ['bang', 'light.stand', '스탠드'],
      ['bang', 'light.ceiling', '천장 조명'],
    ],
    [
      c('ordinary round-lamp', '둥근 조명 켜줘', ['light.gu']),
      c('ordinary round-lamp-not', '스탠드 꺼줘', ['light.stand']),
    ],
  ),
];

/**
 * The flat's own door is its front door: Polish "drzwi do mieszkania", Portuguese "porta da rua", English "the
 * apartment door"; an order is the lock's, a question whether it is open the contact's.
 */
export const FLAT_DOOR: EvalSuite[] = [
  homeOf(
    'r29d_pl_mieszkanie',
    'pl',
    [
      ['hol', 'Hol'],
      ['salon', 'Salon'],
    ],
    [
      one('hol', 'lock.wejscie', 'Drzwi wejściowe'),
      one('hol', 'binary_sensor.wejscie', 'Drzwi wejściowe kontaktron', { deviceClass: 'door' }),
      one('salon', 'binary_sensor.taras', 'Drzwi tarasowe', { deviceClass: 'door' }),
    ],
    [
      c('device-sensor flat-door', 'zamknij drzwi do mieszkania', ['lock.wejscie']),
      c('device-sensor flat-door-not', 'czy drzwi tarasowe są otwarte', ['binary_sensor.taras']),
    ],
  ),
  homeOf(
    'r29d_pt_apartamento',
    'pt',
    [
      ['entrada', 'Entrada'],
      ['sala', 'Sala'],
    ],
    [
      one('entrada', 'lock.porta', 'Porta de entrada'),
      one('entrada', 'binary_sensor.porta', 'Porta de entrada contacto', { deviceClass: 'door' }),
      one('sala', 'binary_sensor.varanda', 'Porta da varanda', { deviceClass: 'door' }),
    ],
    [
      c('device-sensor flat-door', 'destranca a porta da rua', ['lock.porta']),
      c('device-sensor flat-door', 'a porta da rua está fechada', ['binary_sensor.porta']),
      c('device-sensor flat-door-not', 'a porta da varanda está aberta', ['binary_sensor.varanda']),
    ],
  ),
  homeOf(
    'r29d_en_apartment',
    'en',
    [
      ['lobby', 'Lobby'],
      ['lounge', 'Lounge'],
    ],
    [
      one('lobby', 'lock.entry', 'Entry Lock'),
      one('lobby', 'binary_sensor.entry', 'Entry Contact', { deviceClass: 'door' }),
      one('lounge', 'binary_sensor.patio_door', 'Patio Door', { deviceClass: 'door' }),
    ],
    [c('device-sensor flat-door-not', 'is the patio door open', ['binary_sensor.patio_door'])],
  ),
];

/**
 * Whether a roof window is open, asked of a cover Home Assistant gives no class and its window contact: the
 * contact answers, as it does for a door; an order still moves the window, and a roof window's blind is no window.
 */
export const ROOF_WINDOW_WATCHED: EvalSuite[] = [
  homeOf(
    'r29d_de_dachgeschoss',
    'de',
    [
      ['kueche', 'Küche'],
      ['flur', 'Flur'],
    ],
    [
      one('kueche', 'cover.dachfenster_kueche', 'Dachfenster Küche'),
      one('kueche', 'binary_sensor.dachfenster_kueche', 'Dachfenster Küche Kontakt', {
        deviceClass: 'window',
      }),
      one('flur', 'binary_sensor.wohnungstuer', 'Wohnungstür', { deviceClass: 'door' }),
    ],
    [
      c('device-sensor roof-window-watched', 'ist das Dachfenster zu', ['binary_sensor.dachfenster_kueche']),
      c('device-sensor roof-window-watched-not', 'öffne das Dachfenster', ['cover.dachfenster_kueche']),
    ],
  ),
  homeOf(
    'r29d_nl_zolderkamer',
    'nl',
    [
      ['zolder', 'Zolderkamer'],
      ['overloop', 'Overloop'],
    ],
    [
      one('zolder', 'cover.rolluik_dakraam', 'Rolluik dakraam'),
      one('zolder', 'binary_sensor.dakraam', 'Dakraam', { deviceClass: 'window' }),
      one('overloop', 'cover.dakvenster', 'Dakvenster overloop'),
      one('overloop', 'binary_sensor.dakvenster', 'Dakvenster overloop sensor', { deviceClass: 'window' }),
    ],
    [
      c('device-sensor roof-window-watched', 'is het dakvenster dicht', ['binary_sensor.dakvenster']),
      c('device-sensor roof-window-watched-not', 'is het rolluik open', ['cover.rolluik_dakraam']),
    ],
  ),
  homeOf(
    'r29d_en_loft',
    'en',
    [['loft', 'Loft']],
    [
      one('loft', 'cover.loft_skylight', 'Loft Skylight'),
      one('loft', 'binary_sensor.loft_skylight', 'Loft Skylight Contact', { deviceClass: 'window' }),
    ],
    [
      c('device-sensor roof-window-watched', 'is the skylight open', ['binary_sensor.loft_skylight']),
      c('device-sensor roof-window-watched-not', 'close the skylight', ['cover.loft_skylight']),
    ],
  ),
];

/**
 * "The TV" is no radio and no soundbar: with no TV in the flat it is not found, and a TV on a plug is that plug;
 * a media player named as a TV, or the radio by its own word, is read as before.
 */
export const SOUND_ONLY_NO_TV: EvalSuite[] = [
  home(
    'r29d_es_estudio',
    'es',
    [
      ['salon', 'Salón'],
      ['bano', 'Baño'],
    ],
    [
      ['salon', 'media_player.radio_salon', 'Radio salón'],
      ['salon', 'light.salon', 'Luz salón'],
      ['bano', 'light.bano', 'Luz baño'],
    ],
    [
      c('ordinary sound-only-no-tv', 'pon la tele', 'not-found'),
      c('ordinary sound-only-no-tv-not', 'apaga la radio', ['media_player.radio_salon']),
    ],
  ),
  home(
    'r29d_pl_kawalerka',
    'pl',
    [['pokoj', 'Pokój dzienny']],
    [
      ['pokoj', 'media_player.soundbar', 'Soundbar Samsung'],
      ['pokoj', 'light.pokoj', 'Lampa sufitowa'],
    ],
    [
      c('ordinary sound-only-no-tv', 'wyłącz telewizor', 'not-found'),
      c('ordinary sound-only-no-tv-not', 'soundbar', ['media_player.soundbar']),
    ],
  ),
  home(
    'r29d_it_bilocale',
    'it',
    [
      ['soggiorno', 'Soggiorno'],
      ['cucina', 'Cucina'],
    ],
    [
      ['cucina', 'media_player.radiolina', 'Radiolina cucina'],
      ['soggiorno', 'media_player.salotto_tv', 'TV soggiorno'],
    ],
    [c('ordinary sound-only-no-tv-not', 'accendi la televisione', ['media_player.salotto_tv'])],
  ),
  home(
    'r29d_fr_chambre',
    'fr',
    [['chambre', 'Chambre de bonne']],
    [
      ['chambre', 'switch.prise_tv', 'Prise TV chambre'],
      ['chambre', 'media_player.barre', 'Barre de son chambre'],
      ['chambre', 'light.chambre', 'Plafonnier'],
    ],
    [
      c('ordinary sound-only-no-tv', 'allume la télé', ['switch.prise_tv']),
      c('ordinary sound-only-no-tv-not', 'la barre de son', ['media_player.barre']),
    ],
  ),
];

/**
 * Danish and Swedish write "electric" as the prefix el- ("elradiator"): the thing is asked for by its own word
 * ("radiatoren"), which reaches the plug so named; a climate radiator elsewhere keeps its room's word.
 */
export const ELECTRIC_PREFIX: EvalSuite[] = [
  home(
    'r29d_da_lejlighed',
    'da',
    [
      ['kontor', 'Kontor'],
      ['stue', 'Stue'],
    ],
    [
      ['kontor', 'switch.elradiator', 'Kontakt elradiator'],
      ['kontor', 'light.kontor', 'Kontor loftlampe'],
      ['stue', 'switch.elkedel', 'Elkedel'],
    ],
    [
      c('ordinary electric-prefix', 'sluk radiatoren', ['switch.elradiator']),
      c('ordinary electric-prefix-not', 'elkedlen', ['switch.elkedel']),
    ],
  ),
  home(
    'r29d_sv_etta',
    'sv',
    [
      ['sovrum', 'Sovrum'],
      ['vardagsrum', 'Vardagsrum'],
    ],
    [
      ['sovrum', 'switch.elradiator', 'Elradiator sovrum'],
      ['vardagsrum', 'climate.radiator', 'Radiator vardagsrum'],
    ],
    [
      c('ordinary electric-prefix', 'radiatorn i sovrummet', ['switch.elradiator']),
      c('ordinary electric-prefix-not', 'radiatorn i vardagsrummet', ['climate.radiator']),
    ],
  ),
];

/**
 * A bluetooth speaker is a portable speaker (a JBL, a UE Boom, a SoundLink): asked for where the one such speaker
 * is hidden, it is not available, not the other speaker; a speaker asked for plainly, or a bluetooth speaker
 * where no hidden one is, reads as before.
 */
export const BLUETOOTH_SPEAKER: EvalSuite[] = [
  homeOf(
    'r29d_en_houseshare',
    'en',
    [
      ['room', 'Attic Room'],
      ['kitchen', 'Kitchen'],
    ],
    [
      one('room', 'media_player.flip', 'JBL Flip 6', { hidden: true }),
      one('kitchen', 'media_player.kitchen', 'Kitchen Speaker'),
    ],
    [
      c('hidden-similar bluetooth-speaker', 'play on the bluetooth speaker', 'not-exposed'),
      c('hidden-similar bluetooth-speaker-not', 'the kitchen speaker', ['media_player.kitchen']),
    ],
  ),
  homeOf(
    'r29d_de_studentenbude',
    'de',
    [
      ['zimmer', 'Zimmer'],
      ['bad', 'Bad'],
    ],
    [
      one('zimmer', 'media_player.box', 'Lautsprecher JBL', { hidden: true }),
      one('bad', 'media_player.bad', 'Lautsprecher Bad'),
      one('zimmer', 'light.zimmer', 'Deckenlampe'),
    ],
    [
      c('hidden-similar bluetooth-speaker', 'die Bluetooth Box', 'not-exposed'),
      c('hidden-similar bluetooth-speaker-not', 'den Lautsprecher im Bad', ['media_player.bad']),
    ],
  ),
  homeOf(
    'r29d_en_no_portable',
    'en',
    [
      ['bedroom', 'Bedroom'],
      ['lounge', 'Lounge'],
    ],
    [
      one('bedroom', 'media_player.echo', 'Bedroom Echo', { hidden: true }),
      one('lounge', 'media_player.lounge', 'Lounge Speaker'),
    ],
    [c('hidden-similar bluetooth-speaker-not', 'the bluetooth speaker', ['media_player.lounge'])],
  ),
];
