// Issue 26, round 25C: cases of our own, in homes of our own (none is a slice's home or request), for the
// rules slices 83 and 86 stood for. The first tag is the category, the second the rule exercised (cases
// without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const temperature = { deviceClass: 'temperature' } as const;

/**
 * Rule 1: Danish, Norwegian and Swedish say whose a reading is with the genitive "s" after the definite
 * ending ("ovnens lys", "torktumlarens status", "kjøleskapets temperatur"): the thing's word, as its
 * definite form reads, not an unknown word (nor "rens" cut off as a cleaning word).
 */
const DEFINITE_GENITIVE: EvalSuite[] = [
  home(
    'r25c_da_bryggers',
    'da',
    [
      ['koekken', 'Køkken'],
      ['bryggers', 'Bryggers'],
      ['ida', 'Ida'],
    ],
    [
      one('koekken', 'light.ovn_lys', 'Ovn Lys'),
      one('koekken', 'sensor.ovn_temp', 'Ovn Temperatur', temperature),
      one('koekken', 'sensor.koekken_temp', 'Køkken Temperatur', temperature),
      one('bryggers', 'sensor.toerretumbler_tid', 'Tørretumbler Resttid'),
      one('bryggers', 'sensor.vaskemaskine_tid', 'Vaskemaskine Resttid'),
      one('bryggers', 'switch.affugter', 'Affugter'),
      one('ida', 'light.ida_loft', 'Loftlampe'),
    ],
    [
      c('ordinary definite-genitive', 'ovnens lys', ['light.ovn_lys']),
      c('ordinary definite-genitive', 'ovnens temperatur', ['sensor.ovn_temp']),
      c('ordinary definite-genitive', 'tørretumblerens resttid', ['sensor.toerretumbler_tid']),
      c('ordinary', 'vaskemaskinens resttid', ['sensor.vaskemaskine_tid']),
      c('ordinary', 'affugteren', ['switch.affugter']),
      c('ordinary', 'lampen på Idas værelse', ['light.ida_loft']),
    ],
  ),
  home(
    'r25c_sv_tvatt',
    'sv',
    [
      ['kok', 'Kök'],
      ['tvatt', 'Tvättstuga'],
      ['sven', 'Sven'],
    ],
    [
      one('kok', 'light.ugn_lampa', 'Ugn Lampa'),
      one('kok', 'light.kok_tak', 'Taklampa kök'),
      one('kok', 'sensor.kyl_temp', 'Kyl Temperatur', temperature),
      one('kok', 'sensor.kok_temp', 'Kök Temperatur', temperature),
      one('tvatt', 'sensor.torktumlare_status', 'Torktumlare Status'),
      one('tvatt', 'sensor.tvattmaskin_status', 'Tvättmaskin Status'),
      one('sven', 'light.sven_skrivbord', 'Skrivbordslampa'),
    ],
    [
      c('ordinary definite-genitive', 'ugnens lampa', ['light.ugn_lampa']),
      c('ordinary definite-genitive', 'torktumlarens status', ['sensor.torktumlare_status']),
      c('ordinary definite-genitive', 'kylens temperatur', ['sensor.kyl_temp']),
      c('ordinary', 'tvättmaskinens status', ['sensor.tvattmaskin_status']),
      c('ordinary', 'lampan i Svens rum', ['light.sven_skrivbord']),
      c('ordinary', 'taklampan i köket', ['light.kok_tak']),
    ],
  ),
  home(
    'r25c_nb_vaskerom',
    'nb',
    [
      ['kjokken', 'Kjøkken'],
      ['vaskerom', 'Vaskerom'],
    ],
    [
      one('kjokken', 'sensor.kjoleskap_temp', 'Kjøleskap Temperatur', temperature),
      one('kjokken', 'sensor.fryser_temp', 'Fryser Temperatur', temperature),
      one('kjokken', 'light.ovn_lys', 'Ovn Lys'),
      one('vaskerom', 'sensor.torketrommel_status', 'Tørketrommel Status'),
    ],
    [
      c('ordinary', 'kjøleskapets temperatur', ['sensor.kjoleskap_temp']),
      c('ordinary definite-genitive', 'ovnens lys', ['light.ovn_lys']),
      c('ordinary', 'tørketrommelens status', ['sensor.torketrommel_status']),
      c('ordinary definite-genitive', 'fryserens temperatur', ['sensor.fryser_temp']),
    ],
  ),
];

export const ROUND_25C: EvalSuite[] = [...DEFINITE_GENITIVE];
