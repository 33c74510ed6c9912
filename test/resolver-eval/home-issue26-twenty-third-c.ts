// Issue 26, round 23c: the resolver on homes with things it may not have met (a car charger, a sauna, a
// pool's filter pump …), asked for by what is done with them. Cases of our own, in homes of our own; none is
// a slice's request or home. The first tag is the category, the second the rule exercised (cases without a
// rule tag are guards that passed before and after). Rule 1 here, 2 in -c3.ts, 3–7 in -c2.ts;
// this file joins them.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { TWENTY_THIRD_ROUND_C2 } from './home-issue26-twenty-third-c2.js';
import { HEAT_PLACE } from './home-issue26-twenty-third-c3.js';

/** Rule 1: charging the car is the car's charger, whatever the home named it. */
const CAR_CHARGE: EvalSuite[] = [
  home(
    'r23c_en_driveway',
    'en',
    [
      ['driveway', 'Driveway'],
      ['shed', 'Shed'],
    ],
    [
      one('driveway', 'switch.zappi', 'Zappi'),
      one('driveway', 'sensor.zappi_power', 'Zappi Power', { deviceClass: 'power' }),
      one('shed', 'switch.drill_charger', 'Drill Battery Charger'),
      one('driveway', 'light.driveway', 'Driveway Light'),
    ],
    [
      c('activity car-charge', 'charge the car', ['switch.zappi']),
      c('activity car-charge', 'start charging the car', ['switch.zappi']),
      c('ordinary', 'the drill charger', ['switch.drill_charger']),
    ],
  ),
  home(
    'r23c_de_carport',
    'de',
    [
      ['carport', 'Carport'],
      ['werkstatt', 'Werkstatt'],
    ],
    [
      one('carport', 'switch.ladesaule', 'Ladesäule'),
      one('werkstatt', 'switch.akku_ladegerat', 'Akku Ladegerät'),
      one('carport', 'light.carport', 'Carportlicht'),
    ],
    [
      c('activity car-charge', 'lade das Auto', ['switch.ladesaule']),
      c('activity car-charge', 'das E-Auto aufladen', ['switch.ladesaule']),
      c('ordinary', 'das Akku Ladegerät', ['switch.akku_ladegerat']),
    ],
  ),
  home(
    'r23c_es_cochera',
    'es',
    [
      ['cochera', 'Cochera'],
      ['terraza', 'Terraza'],
    ],
    [
      one('cochera', 'switch.punto_recarga', 'Punto de recarga'),
      one('cochera', 'switch.cargador_patinete', 'Cargador patinete'),
      one('terraza', 'switch.riego_macetas', 'Riego macetas'),
    ],
    [
      c('activity car-charge', 'carga el coche', ['switch.punto_recarga']),
      c('activity car-charge', 'pon a cargar el auto', ['switch.punto_recarga']),
      c('ordinary', 'el cargador del patinete', ['switch.cargador_patinete']),
    ],
  ),
  home(
    'r23c_fr_allee',
    'fr',
    [
      ['allee', 'Allée'],
      ['cellier', 'Cellier'],
    ],
    [
      one('allee', 'switch.borne', 'Borne de recharge'),
      one('cellier', 'switch.chargeur_trottinette', 'Chargeur trottinette'),
    ],
    [
      c('activity car-charge', 'recharge la voiture', ['switch.borne']),
      c('activity car-charge', 'mets la voiture en charge', ['switch.borne']),
      c('ordinary', 'le chargeur de la trottinette', ['switch.chargeur_trottinette']),
    ],
  ),
  home(
    'r23c_it_box',
    'it',
    [
      ['box', 'Box auto'],
      ['orto', 'Orto'],
    ],
    [
      one('box', 'switch.punto_ricarica', 'Punto di ricarica'),
      one('orto', 'valve.irrigazione_orto', 'Irrigazione orto'),
    ],
    [
      c('activity', "ricarica l'auto", ['switch.punto_ricarica']),
      c('activity car-charge', 'metti in carica la macchina', ['switch.punto_ricarica']),
    ],
  ),
  home(
    'r23c_nl_carport',
    'nl',
    [
      ['carport', 'Carport'],
      ['schuur', 'Schuur'],
    ],
    [
      one('carport', 'switch.laadpunt', 'Laadpunt'),
      one('schuur', 'switch.fietsaccu_lader', 'Fietsaccu lader'),
    ],
    [
      c('activity car-charge', 'laad de auto op', ['switch.laadpunt']),
      c('activity car-charge', 'de elektrische auto laden', ['switch.laadpunt']),
      c('ordinary', 'de fietsaccu lader', ['switch.fietsaccu_lader']),
    ],
  ),
  home(
    'r23c_pt_alpendre',
    'pt',
    [
      ['alpendre', 'Alpendre'],
      ['horta', 'Horta'],
    ],
    [
      one('alpendre', 'switch.posto_carregamento', 'Posto de carregamento'),
      one('horta', 'valve.rega_horta', 'Rega horta'),
    ],
    [
      c('activity car-charge', 'carrega o carro', ['switch.posto_carregamento']),
      c('activity car-charge', 'põe o carro a carregar', ['switch.posto_carregamento']),
      c('ordinary', 'a rega da horta', ['valve.rega_horta']),
    ],
  ),
  home(
    'r23c_pl_wiata',
    'pl',
    [
      ['wiata', 'Wiata'],
      ['warsztat', 'Warsztat'],
    ],
    [
      one('wiata', 'switch.stacja_ladowania', 'Stacja ładowania'),
      one('warsztat', 'switch.ladowarka_akumulatorow', 'Ładowarka akumulatorów'),
    ],
    [
      c('activity car-charge', 'naładuj auto', ['switch.stacja_ladowania']),
      c('activity car-charge', 'ładuj samochód', ['switch.stacja_ladowania']),
      c('ordinary', 'ładowarka akumulatorów', ['switch.ladowarka_akumulatorow']),
    ],
  ),
  home(
    'r23c_sv_uppfart',
    'sv',
    [
      ['uppfart', 'Uppfart'],
      ['forrad', 'Förråd'],
    ],
    [
      one('uppfart', 'switch.laddstolpe', 'Laddstolpe'),
      one('forrad', 'switch.batteriladdare', 'Batteriladdare'),
    ],
    [
      c('activity car-charge', 'ladda elbilen', ['switch.laddstolpe']),
      c('activity car-charge', 'ladda upp bilen', ['switch.laddstolpe']),
      c('ordinary', 'batteriladdaren', ['switch.batteriladdare']),
    ],
  ),
  home(
    'r23c_da_carport',
    'da',
    [
      ['carport', 'Carport'],
      ['skur', 'Skur'],
    ],
    [one('carport', 'switch.ladeboks', 'Ladeboks'), one('skur', 'switch.batterilader', 'Batterilader')],
    [
      c('activity car-charge', 'oplad bilen', ['switch.ladeboks']),
      c('activity car-charge', 'lad elbilen op', ['switch.ladeboks']),
      c('ordinary', 'batteriladeren', ['switch.batterilader']),
    ],
  ),
  home(
    'r23c_ko_parking',
    'ko',
    [
      ['parking', '주차장'],
      ['room', '작은방'],
    ],
    [
      one('parking', 'switch.ev_charger', '완속 충전기'),
      one('room', 'switch.phone_charger', '휴대폰 충전기'),
    ],
    [
      c('activity car-charge', '차 충전해 줘', ['switch.ev_charger']),
      c('activity car-charge', '전기차 충전', ['switch.ev_charger']),
      c('ordinary', '휴대폰 충전기', ['switch.phone_charger']),
    ],
  ),
  home(
    'r23c_ja_carport',
    'ja',
    [
      ['carport', 'カーポート'],
      ['study', '書斎'],
    ],
    [
      one('carport', 'switch.ev_outlet', '電気自動車充電器'),
      one('study', 'switch.phone_charger', 'スマホ充電器'),
    ],
    [
      c('activity car-charge', 'クルマを充電して', ['switch.ev_outlet']),
      c('activity', '電気自動車を充電', ['switch.ev_outlet']),
      c('ordinary', 'スマホ充電器', ['switch.phone_charger']),
    ],
  ),
  home(
    'r23c_zh_parking',
    'zh',
    [
      ['parking', '停车位'],
      ['study', '书房'],
    ],
    [one('parking', 'switch.car_charger', '汽车充电器'), one('study', 'switch.phone_charger', '手机充电器')],
    [
      c('activity', '给汽车充电', ['switch.car_charger']),
      c('activity car-charge', '电动车充电', ['switch.car_charger']),
      c('ordinary', '手机充电器', ['switch.phone_charger']),
    ],
  ),
  // A hidden car charger said by its car word alone is still not available (the ev_charger concept its name
  // spells is the thing said, no other appliance beside it).
  home(
    'r23c_da_hidden_charger',
    'da',
    [
      ['indkorsel', 'Indkørsel'],
      ['stue', 'Stue'],
    ],
    [
      one('indkorsel', 'switch.elbil_lader', 'Elbil lader', { hidden: true }),
      one('stue', 'light.stue', 'Stuelampe'),
    ],
    [c('hidden-similar', 'elbilen', 'not-exposed')],
  ),
  // The car itself named in the home ("Tesla" entities): the request is about them, left as it was.
  home(
    'r23c_en_tesla',
    'en',
    [['garage', 'Garage']],
    [
      one('garage', 'switch.wall_connector', 'Wall Connector'),
      one('garage', 'switch.car_charging', 'Car Charging'),
    ],
    [c('ordinary', 'car charging', ['switch.car_charging'])],
  ),
];

export const TWENTY_THIRD_ROUND_C: EvalSuite[] = [...CAR_CHARGE, ...HEAT_PLACE, ...TWENTY_THIRD_ROUND_C2];
