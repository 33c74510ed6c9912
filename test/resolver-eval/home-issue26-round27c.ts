// Issue 26, round 27C: cases of our own, in homes of our own (none is a slice's home or request), for the
// rules slice 110 (security and access) stood for. The first tag is the category, the second the rule
// exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const door = { deviceClass: 'door' } as const;
const window = { deviceClass: 'window' } as const;
const smoke = { deviceClass: 'smoke' } as const;

/**
 * Rule 1: in a Danish, Norwegian or Swedish home "lås" and its forms ("låset", "låse", "låsene") are the
 * lock, and Swedish "larm", "larmet" the alarm system; folded, they are other languages' words (Spanish
 * "las", German "Lärm"), so only a Scandinavian home reads them so. "Låset i sovrummet" where the bedroom
 * has only a window sensor: no lock there.
 */
const NORDIC_KINDS: EvalSuite[] = [
  home(
    'r27c_sv_parhus',
    'sv',
    [
      ['entre', 'Entré'],
      ['bod', 'Cykelbod'],
      ['sovrum', 'Sovrum'],
      ['kok', 'Kök'],
    ],
    [
      one('entre', 'lock.entre', 'Ytterdörr Danalock'),
      one('entre', 'binary_sensor.entre_dorr', 'Ytterdörr kontakt', door),
      one('bod', 'lock.bod', 'Bodens dörr'),
      one('sovrum', 'binary_sensor.sovrum_fonster', 'Fönster sovrum', window),
      one('entre', 'alarm_control_panel.verisure', 'Verisure'),
      one('kok', 'binary_sensor.kok_rok', 'Brandvarnare', smoke),
      one('kok', 'light.kok', 'Köksbelysning'),
    ],
    [
      c('ordinary', 'låset i cykelboden', ['lock.bod']),
      c('ordinary nordic-kind', 'låset i sovrummet', 'empty'),
      c('ordinary nordic-kind', 'larmet', ['alarm_control_panel.verisure']),
      c('ordinary nordic-kind', 'inbrottslarmet', ['alarm_control_panel.verisure']),
      c('ordinary nordic-kind', 'larm', ['alarm_control_panel.verisure']),
      c('device-sensor', 'lås upp ytterdörren', ['lock.entre']),
      c('device-sensor', 'är ytterdörren öppen', ['binary_sensor.entre_dorr']),
      c('ordinary', 'brandvarnaren', ['binary_sensor.kok_rok']),
      c('ordinary', 'lampan i köket', ['light.kok']),
    ],
  ),
  home(
    'r27c_nb_enebolig',
    'nb',
    [
      ['gang', 'Gang'],
      ['bod', 'Bod'],
      ['stue', 'Stue'],
    ],
    [
      one('gang', 'lock.gang', 'Inngangsdør'),
      one('bod', 'lock.bod', 'Sportsbod'),
      one('stue', 'binary_sensor.stue_vindu', 'Stuevindu', window),
      one('stue', 'light.stue', 'Taklampe stue'),
    ],
    [
      c('ordinary', 'låset i boden', ['lock.bod']),
      c('ordinary nordic-kind', 'låset i stuen', 'empty'),
      c('ordinary', 'lås inngangsdøren', ['lock.gang']),
    ],
  ),
  home(
    'r27c_es_casa',
    'es',
    [
      ['salon', 'Salón'],
      ['cocina', 'Cocina'],
    ],
    [
      one('salon', 'light.salon_techo', 'Techo salón'),
      one('salon', 'light.salon_pie', 'Lámpara de pie'),
      one('cocina', 'light.cocina', 'Luz cocina'),
      one('cocina', 'lock.cocina', 'Puerta del patio'),
    ],
    [
      // Spanish "las" is the article, never the Scandinavian lock.
      c('ordinary', 'las luces del salón', ['light.salon_techo', 'light.salon_pie']),
      c('ordinary', 'las luces', ['light.salon_techo', 'light.salon_pie', 'light.cocina']),
    ],
  ),
];


export const ROUND_27C: EvalSuite[] = [...NORDIC_KINDS];
