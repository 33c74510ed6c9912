// Issue 26, round 28g: names typed in a hurry (initials, cut-off words), asked for in everyday words. Cases
// of our own, in homes of our own; none is a slice's request or home. The first tag is the category, the
// second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A short name typed with initials or cut-off words is also its words spelled out ("BR fan" is the bedroom
 * fan, "GeSpü" the Geschirrspüler, "Cuis hotte" the cuisine's hood), and so is a room typed so ("LR", "WZ").
 * Neighbours: a name word that is a word itself ("Bed lamp") stays what it says, a long name is not read
 * as typed short, and a reading's word ("Fukt") is no cut-off word.
 */
export const TYPED_SHORT: EvalSuite[] = [
  {
    home: {
      id: 'r28g_en_harlow',
      language: 'en',
      floors: [['gf', 'Ground', 0]],
      areas: [
        ['lr', 'LR', 'gf'],
        ['br', 'BR', 'gf'],
        ['kit', 'Kit', 'gf'],
        ['study', 'Study', 'gf'],
      ],
      devices: [
        one('lr', 'light.lr_lamp', 'LR lamp'),
        one('lr', 'cover.lr_shade', 'LR shade'),
        one('br', 'fan.br_fan', 'BR fan'),
        one('br', 'light.bed_lamp', 'Bed lamp'),
        one('kit', 'switch.dw', 'DW'),
        one('kit', 'media_player.kit_radio', 'Kit radio'),
        one('study', 'light.study_desk', 'Study desk lamp by the window'),
        one('study', 'switch.study_heater', 'Study heater'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary typed-short', 'the living room lamp', ['light.lr_lamp']),
      c('ordinary typed-short', 'close the shade in the living room', ['cover.lr_shade']),
      c('ordinary typed-short', 'the fan in the bedroom', ['fan.br_fan']),
      c('ordinary typed-short', 'start the dishwasher', ['switch.dw']),
      c('ordinary typed-short', 'the kitchen radio', ['media_player.kit_radio']),
      c('ordinary typed-short-not', 'the bed lamp', ['light.bed_lamp']),
      c('ordinary typed-short-not', 'the desk lamp', ['light.study_desk']),
      c('ordinary typed-short-not', 'the heater', ['switch.study_heater']),
    ],
  },
  {
    home: {
      id: 'r28g_de_ratingen',
      language: 'de',
      floors: [['eg', 'Erdgeschoss', 0]],
      areas: [
        ['wz', 'WZ', 'eg'],
        ['sz', 'SZ', 'eg'],
        ['kizi', 'KiZi', 'eg'],
        ['kueche', 'Küche', 'eg'],
        ['keller', 'Keller', null],
      ],
      devices: [
        one('wz', 'light.wz_stehlampe', 'WZ Stehl.'),
        one('wz', 'light.wz_decke', 'WZ Decke'),
        one('sz', 'cover.sz_rollo', 'SZ Rollo'),
        one('kizi', 'light.kizi', 'KiZi Licht'),
        one('kueche', 'switch.gespue', 'GeSpü'),
        one('keller', 'switch.wama', 'WaMa'),
        one('keller', 'sensor.keller_fukt', 'Keller Feuchte', { deviceClass: 'humidity' }),
        one('wz', 'media_player.wz_sonos', 'Sonos Beam'),
        one('keller', 'media_player.keller_kino', 'Kino Beamer'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary typed-short', 'die Stehlampe im Wohnzimmer', ['light.wz_stehlampe']),
      c('ordinary typed-short', 'Rollo im Schlafzimmer runter', ['cover.sz_rollo']),
      c('ordinary typed-short', 'Licht im Kinderzimmer', ['light.kizi']),
      c('ordinary typed-short', 'den Geschirrspüler', ['switch.gespue']),
      c('ordinary typed-short', 'die Waschmaschine', ['switch.wama']),
      c('ordinary typed-short-not', 'die Deckenlampe in der Küche', 'not-found'),
      c('ordinary typed-short-not', 'Luftfeuchtigkeit im Keller', ['sensor.keller_fukt']),
      // A product's name is written as sold: "Beam" is no cut-off "Beamer".
      c('ordinary typed-short-not', 'den Beamer', ['media_player.keller_kino']),
    ],
  },
  {
    home: {
      id: 'r28g_fr_nantes',
      language: 'fr',
      floors: [['rdc', 'Rez-de-chaussée', 0]],
      areas: [
        ['sdb', 'SdB', 'rdc'],
        ['cuis', 'Cuis', 'rdc'],
        ['bureau', 'Bureau', 'rdc'],
      ],
      devices: [
        one('sdb', 'sensor.sdb_hum', 'SdB hum', { deviceClass: 'humidity' }),
        one('cuis', 'switch.cuis_hotte', 'Cuis hotte'),
        one('cuis', 'switch.lv', 'LV'),
        one('cuis', 'switch.ll', 'LL'),
        one('bureau', 'light.bureau', 'Bureau lampe'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary typed-short', "l'humidité de la salle de bain", ['sensor.sdb_hum']),
      c('ordinary typed-short', 'la hotte de la cuisine', ['switch.cuis_hotte']),
      c('ordinary typed-short', 'lance le lave-vaisselle', ['switch.lv']),
      c('ordinary typed-short', 'le lave-linge', ['switch.ll']),
      c('ordinary typed-short-not', 'la lampe du bureau', ['light.bureau']),
    ],
  },
  {
    home: {
      id: 'r28g_sv_lulea',
      language: 'sv',
      floors: [['bv', 'Bottenvåning', 0]],
      areas: [
        ['tvatt', 'Tvättstuga', 'bv'],
        ['hall', 'Hall', 'bv'],
      ],
      devices: [
        one('tvatt', 'switch.tm', 'TM'),
        one('tvatt', 'switch.tt', 'TT'),
        one('hall', 'light.hall', 'Hall tak'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary typed-short', 'tvättmaskinen', ['switch.tm']),
      c('ordinary typed-short', 'starta torktumlaren', ['switch.tt']),
      c('ordinary typed-short-not', 'taklampan i hallen', ['light.hall']),
    ],
  },
  {
    home: {
      id: 'r28g_es_teruel',
      language: 'es',
      floors: [['pb', 'Planta baja', 0]],
      areas: [
        ['coc', 'Cocina', 'pb'],
        ['est', 'Estudio', 'pb'],
      ],
      devices: [
        one('coc', 'switch.coc_microondas', 'Microo'),
        one('coc', 'switch.coc_tostadora', 'Tostad'),
        one('coc', 'switch.coc_cafetera', 'Cafet'),
        one('est', 'switch.est_deshum', 'Est deshum'),
        one('est', 'light.est_lampara', 'Est lampad'),
        one('est', 'light.est_techo', 'Est techo'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary typed-short', 'el microondas', ['switch.coc_microondas']),
      c('ordinary typed-short', 'la tostadora', ['switch.coc_tostadora']),
      c('ordinary typed-short', 'enciende la cafetera', ['switch.coc_cafetera']),
      c('ordinary typed-short', 'el deshumidificador del estudio', ['switch.est_deshum']),
      // "lampad" begins a lamp and a floor lamp in the tables' languages: no clear reading, so not one.
      c('ordinary typed-short-not', 'la lámpara de pie', 'not-found'),
    ],
  },
  {
    home: {
      id: 'r28g_ja_setagaya',
      language: 'ja',
      floors: [['f1', '1階', 1]],
      areas: [
        ['ldk', 'LDK', 'f1'],
        ['yoshitsu', '洋室', 'f1'],
      ],
      devices: [
        one('ldk', 'light.ldk_ceiling', 'LDK シーリング'),
        one('ldk', 'climate.ldk_ac', 'LDK エアコ'),
        one('yoshitsu', 'climate.yoshitsu_ac', '洋室 エアコン'),
        one('yoshitsu', 'light.yoshitsu', '洋室 照明'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary typed-short', 'リビングのエアコン', ['climate.ldk_ac']),
      c('ordinary typed-short', 'リビングの照明', ['light.ldk_ceiling']),
      c('ordinary typed-short-not', '洋室のエアコン', ['climate.yoshitsu_ac']),
    ],
  },
];
