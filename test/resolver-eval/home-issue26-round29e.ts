// Issue 26, round 29e: cases of our own, in homes of our own (entrances, hallways, stairs, bathrooms);
// none is a slice's request or home. The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * The doorbell, the intercom and its door opener by the words people use, whatever the name says: a
 * "Dørklokke" is "ringeklokken", an "Interphone" the "visiophone", a "Türöffner" the "Türsummer"; the
 * doorbell and the intercom stay two things where a home has both.
 */
export const ROUND_29E_DOOR_STATION: EvalSuite[] = [
  home(
    'r29e_da_entre',
    'da',
    [
      ['gang', 'Gang'],
      ['stue', 'Stue'],
    ],
    [
      one('gang', 'camera.doerklokke', 'Dørklokke Gang'),
      one('gang', 'light.gang', 'Gang loft'),
      one('stue', 'media_player.stue', 'Stue højttaler'),
    ],
    [
      c('ordinary door-station', 'ringeklokken', ['camera.doerklokke']),
      c('ordinary door-station', 'vis ringeklokke', ['camera.doerklokke']),
      c('ordinary door-station', 'lyset i gangen', ['light.gang']),
    ],
  ),
  home(
    'r29e_fr_immeuble',
    'fr',
    [
      ['entree', 'Entrée'],
      ['salon', 'Salon'],
    ],
    [
      one('entree', 'camera.interphone', 'Interphone immeuble'),
      one('entree', 'camera.porte', 'Sonnette'),
      one('salon', 'media_player.salon', 'Enceinte salon'),
    ],
    [
      c('ordinary door-station', 'le visiophone', ['camera.interphone']),
      c('ordinary door-station', 'la sonnette vidéo', ['camera.porte']),
      c('ordinary door-station', 'la vidéo du salon', ['media_player.salon']),
    ],
  ),
  home(
    'r29e_sv_port',
    'sv',
    [
      ['hall', 'Hall'],
      ['kok', 'Kök'],
    ],
    [
      one('hall', 'camera.porttelefon', 'Porttelefon'),
      one('hall', 'camera.dorrklocka', 'Dörrklocka'),
      one('kok', 'light.kok', 'Köksbelysning'),
    ],
    [
      c('ordinary door-station', 'ringklockan', ['camera.dorrklocka']),
      c('ordinary door-station', 'porttelefonen', ['camera.porttelefon']),
    ],
  ),
  home(
    'r29e_ja_genkan',
    'ja',
    [
      ['genkan', '玄関'],
      ['living', 'リビング'],
    ],
    [one('genkan', 'camera.door', 'インターホン親機'), one('living', 'light.living', 'リビング照明')],
    [c('ordinary door-station', 'ドアホン', ['camera.door'])],
  ),
  home(
    'r29e_ko_apt',
    'ko',
    [
      ['hyeongwan', '현관'],
      ['geosil', '거실'],
    ],
    [one('geosil', 'camera.wallpad', '거실 월패드'), one('geosil', 'light.geosil', '거실 조명')],
    [c('ordinary door-station', '인터폰', ['camera.wallpad'])],
  ),
  home(
    'r29e_de_altbau',
    'de',
    [
      ['flur', 'Flur'],
      ['kueche', 'Küche'],
    ],
    [
      one('flur', 'button.tueroeffner', 'Türöffner Haus'),
      one('flur', 'camera.klingel', 'Türklingel'),
      one('kueche', 'light.kueche', 'Küche Decke'),
    ],
    [
      c('ordinary door-station', 'den Türsummer', ['button.tueroeffner']),
      c('ordinary door-station', 'die Türklingel', ['camera.klingel']),
      c('ordinary door-station', 'Licht in der Küche', ['light.kueche']),
    ],
  ),
];
