// Issue 26, round 23d: doors, locks, gates and windows with their contact sensors, and hidden things beside
// similar exposed ones (slice 67's kinds), plus round 22's leftovers. Cases of our own for each rule, in
// homes of our own; none is a slice's request or home. The first tag is the category, the second the rule
// exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { doorDevice, TWENTY_THIRD_ROUND_D2 } from './home-issue26-twenty-third-d2.js';

const door = { deviceClass: 'door' };
const windowClass = { deviceClass: 'window' };

/** Rule 1: the front door said by its Korean or Chinese word is the front door, not any door. */
const FRONT_DOOR_WORDS: EvalSuite[] = [
  home(
    'r23d_ko_cheongju',
    'ko',
    [
      ['hyeongwan', '현관'],
      ['dabyongsil', '다용도실'],
      ['geosil', '거실'],
    ],
    [
      doorDevice(
        'hyeongwan',
        '현관문',
        ['lock.main_lock', '현관 도어락'],
        ['binary_sensor.main_door', '현관문 접촉 센서'],
      ),
      one('dabyongsil', 'binary_sensor.utility_door', '다용도실 문', door),
      one('geosil', 'binary_sensor.terrace_door', '테라스 문', door),
      one('geosil', 'light.geosil', '거실 조명'),
    ],
    [
      c('device-sensor front-door-word', '현관문 닫혔어?', ['binary_sensor.main_door']),
      c('device-sensor front-door-word', '현관문 열어줘', ['lock.main_lock']),
      c('device-sensor front-door-word', '현관문 열려있어', ['binary_sensor.main_door']),
      c('device-sensor', '현관문 잠겼어?', ['lock.main_lock']),
      c('device-sensor', '다용도실 문 열려 있어?', ['binary_sensor.utility_door']),
    ],
  ),
  home(
    'r23d_zh_wuxi',
    'zh',
    [
      ['menting', '门厅'],
      ['chufang', '厨房'],
      ['yangtai', '阳台'],
    ],
    [
      doorDevice(
        'menting',
        '入户门',
        ['lock.smart_lock', '入户门指纹锁'],
        ['binary_sensor.entry_contact', '入户门门窗传感器'],
      ),
      one('chufang', 'binary_sensor.kitchen_door', '厨房门', door),
      one('yangtai', 'binary_sensor.balcony_door', '阳台推拉门', door),
      one('chufang', 'light.kitchen', '厨房灯'),
    ],
    [
      c('device-sensor front-door-word', '入户门关好了吗', ['binary_sensor.entry_contact']),
      c('device-sensor front-door-word', '入户门是不是开着', ['binary_sensor.entry_contact']),
      c('device-sensor front-door-word', '打开入户门', ['lock.smart_lock']),
      c('device-sensor', '入户门锁好了吗', ['lock.smart_lock']),
      c('device-sensor', '厨房门开着吗', ['binary_sensor.kitchen_door']),
    ],
  ),
  home(
    'r23d_zh_foshan',
    'zh',
    [
      ['keting', '客厅'],
      ['houyuan', '后院'],
    ],
    [
      one('keting', 'binary_sensor.front', '前门', door),
      one('houyuan', 'binary_sensor.back', '后门', door),
      one('keting', 'binary_sensor.side', '侧门', door),
    ],
    [
      c('device-sensor', '前门开着吗', ['binary_sensor.front']),
      c('device-sensor front-door-word', '正门关了没有', ['binary_sensor.front']),
      c('device-sensor', '后门开着吗', ['binary_sensor.back']),
    ],
  ),
];

const gate = { deviceClass: 'gate' };
const garage = { deviceClass: 'garage' };

/**
 * Rule 2: open or closed said as a state in the gender and number of the thing asked about. Rule 3 (tag
 * state-list): such a word said once after a list is of every part.
 */
const STATE_FORMS: EvalSuite[] = [
  home(
    'r23d_pl_olsztyn',
    'pl',
    [
      ['podjazd', 'Podjazd'],
      ['sien', 'Sień'],
      ['salon', 'Salon'],
    ],
    [
      one('podjazd', 'cover.wjazd', 'Brama wjazdowa', gate),
      doorDevice(
        'sien',
        'Drzwi frontowe',
        ['lock.zamek', 'Zamek frontowy'],
        ['binary_sensor.drzwi', 'Drzwi frontowe'],
      ),
      one('salon', 'binary_sensor.okno_salon', 'Okno salon', windowClass),
      one('salon', 'binary_sensor.okno_balkon', 'Okno balkonowe', windowClass),
      one('salon', 'light.salon', 'Lampa salon'),
      doorDevice(
        'podjazd',
        'Furtka',
        ['lock.furtka', 'Elektrozaczep furtki'],
        ['binary_sensor.furtka', 'Furtka'],
        true,
      ),
    ],
    [
      c('device-sensor', 'czy furtka jest zamknięta', ['binary_sensor.furtka']),
      c('device-sensor', 'czy brama wjazdowa jest zamknięta', ['cover.wjazd']),
      c('device-sensor state-forms', 'brama na podjeździe zamknięta?', ['cover.wjazd']),
      c('device-sensor', 'czy brama wjazdowa jest otwarta', ['cover.wjazd']),
      c('device-sensor', 'czy drzwi frontowe są zamknięte', ['binary_sensor.drzwi']),
      c('device-sensor', 'czy drzwi frontowe są zamknięte na klucz', ['lock.zamek']),
    ],
  ),
  home(
    'r23d_es_cuenca',
    'es',
    [
      ['salon', 'Salón'],
      ['dormitorio', 'Dormitorio'],
    ],
    [
      one('salon', 'binary_sensor.ventana_salon', 'Ventana salón', windowClass),
      one('salon', 'cover.persiana_salon', 'Persiana salón', { deviceClass: 'shutter' }),
      one('dormitorio', 'binary_sensor.ventana_dormitorio', 'Ventana dormitorio', windowClass),
      one('salon', 'light.salon', 'Lámpara salón'),
    ],
    [
      c('device-sensor', '¿están cerradas las ventanas del salón?', ['binary_sensor.ventana_salon']),
      c('device-sensor', 'las ventanas están abiertas', [
        'binary_sensor.ventana_salon',
        'binary_sensor.ventana_dormitorio',
      ]),
      c('device-sensor', '¿está abierta la ventana del dormitorio?', ['binary_sensor.ventana_dormitorio']),
    ],
  ),
  home(
    'r23d_it_lucca',
    'it',
    [
      ['ingresso', 'Ingresso'],
      ['camera', 'Camera'],
    ],
    [
      doorDevice(
        'ingresso',
        'Portone',
        ['lock.portone', 'Serratura portone'],
        ['binary_sensor.portone', 'Sensore portone'],
      ),
      one('camera', 'binary_sensor.finestra_camera', 'Finestra camera', windowClass),
      one('camera', 'binary_sensor.portafinestra', 'Portafinestra camera', door),
      one('camera', 'light.camera', 'Luce camera'),
    ],
    [
      c('device-sensor state-forms', 'le finestre sono chiuse?', ['binary_sensor.finestra_camera']),
      c('device-sensor state-list', 'il portone e la portafinestra sono chiusi?', [
        'binary_sensor.portone',
        'binary_sensor.portafinestra',
      ]),
      c('device-sensor', 'il portone è chiuso?', ['binary_sensor.portone']),
    ],
  ),
  home(
    'r23d_pt_braga',
    'pt',
    [
      ['entrada', 'Entrada'],
      ['quarto', 'Quarto'],
    ],
    [
      doorDevice(
        'entrada',
        'Porta da rua',
        ['lock.fechadura', 'Fechadura porta da rua'],
        ['binary_sensor.porta_rua', 'Porta da rua'],
      ),
      one('quarto', 'binary_sensor.janela_quarto', 'Janela quarto', windowClass),
      one('quarto', 'cover.estore_quarto', 'Estore quarto', { deviceClass: 'shutter' }),
    ],
    [
      c('device-sensor', 'as janelas estão fechadas?', ['binary_sensor.janela_quarto']),
      c('device-sensor', 'a porta da rua e a janela do quarto estão abertas?', [
        'binary_sensor.porta_rua',
        'binary_sensor.janela_quarto',
      ]),
      c('device-sensor', 'a porta da rua está aberta?', ['binary_sensor.porta_rua']),
    ],
  ),
  home(
    'r23d_nl_zwolle',
    'nl',
    [
      ['hal', 'Hal'],
      ['zolder', 'Zolder'],
    ],
    [
      doorDevice(
        'hal',
        'Voordeur',
        ['lock.nuki', 'Nuki voordeur'],
        ['binary_sensor.voordeur', 'Voordeur contact'],
      ),
      one('zolder', 'binary_sensor.dakraam', 'Dakraam zolder', windowClass),
      one('hal', 'light.hal', 'Hal lamp'),
    ],
    [
      c('device-sensor state-forms', 'is de voordeur gesloten', ['binary_sensor.voordeur']),
      c('device-sensor', 'is de voordeur op slot', ['lock.nuki']),
    ],
  ),
  home(
    'r23d_sv_kiruna',
    'sv',
    [
      ['hall', 'Hall'],
      ['sovrum', 'Sovrum'],
    ],
    [
      doorDevice(
        'hall',
        'Entrédörr',
        ['lock.entre_las', 'Entrédörr lås'],
        ['binary_sensor.entre', 'Entrédörr'],
      ),
      one('sovrum', 'binary_sensor.sovrum_fonster', 'Sovrumsfönster', windowClass),
      one('hall', 'binary_sensor.forrad', 'Förrådsdörr', door),
    ],
    [
      c('device-sensor state-list', 'är entrédörren och förrådsdörren stängda', [
        'binary_sensor.entre',
        'binary_sensor.forrad',
      ]),
      c('device-sensor', 'är entrédörren låst', ['lock.entre_las']),
    ],
  ),
  home(
    'r23d_fr_dole',
    'fr',
    [
      ['entree', 'Entrée'],
      ['chambre', 'Chambre'],
    ],
    [
      doorDevice(
        'entree',
        "Porte d'entrée",
        ['lock.serrure', 'Serrure entrée'],
        ['binary_sensor.porte', "Porte d'entrée"],
      ),
      one('chambre', 'binary_sensor.fenetre_chambre', 'Fenêtre chambre', windowClass),
      one('entree', 'cover.garage', 'Porte de garage', garage),
    ],
    [
      c('device-sensor', 'les fenêtres sont fermées ?', ['binary_sensor.fenetre_chambre']),
      c('device-sensor state-forms', "la porte d'entrée et la porte de garage sont fermées ?", [
        'binary_sensor.porte',
        'cover.garage',
      ]),
      c('device-sensor', "la porte d'entrée est fermée ?", ['binary_sensor.porte']),
    ],
  ),
];

/** Rule 4: a word of the order one typo from a name word is still the order ("sätt på" beside a "Nattlampa"). */
const ORDER_NOT_TYPO: EvalSuite[] = [
  home(
    'r23d_sv_lulea',
    'sv',
    [
      ['garage', 'Garage'],
      ['barnrum', 'Barnrum'],
      ['badrum', 'Badrum'],
    ],
    [
      one('barnrum', 'light.nattlampa', 'Nattlampa'),
      one('garage', 'switch.bilvarmare', 'Bilvärmare', { hidden: true }),
      one('garage', 'switch.kompressor', 'Kompressor'),
      one('badrum', 'switch.handdukstork', 'Handdukstork'),
    ],
    [
      c('hidden-similar order-not-typo', 'sätt på bilvärmaren', 'not-exposed'),
      c('ordinary order-not-typo', 'sätt på handdukstorken', ['switch.handdukstork']),
      c('ordinary order-not-typo', 'sätt på kompressorn i garaget', ['switch.kompressor']),
      c('ordinary', 'nattlampan', ['light.nattlampa']),
    ],
  ),
  home(
    'r23d_de_hameln',
    'de',
    [
      ['dachboden', 'Dachboden'],
      ['bad', 'Bad'],
    ],
    [
      one('dachboden', 'light.dach', 'Dach Licht'),
      one('bad', 'switch.handtuchwaermer', 'Handtuchwärmer', { hidden: true }),
      one('bad', 'fan.luefter', 'Badlüfter'),
    ],
    [
      c('hidden-similar', 'mach den Handtuchwärmer an', 'not-exposed'),
      c('ordinary', 'mach den Lüfter im Bad an', ['fan.luefter']),
      c('ordinary', 'das Dach Licht', ['light.dach']),
    ],
  ),
];

/** Rule 5: a device's own name wins over a room word spelled the same ("the front door" beside two entrances). */
const DEVICE_OVER_ROOM_WORD: EvalSuite[] = [
  home(
    'r23d_en_bexley',
    'en',
    [
      ['foyer', 'Foyer'],
      ['mudroom', 'Mudroom'],
      ['lounge', 'Lounge'],
    ],
    [
      doorDevice(
        'foyer',
        'Front Door',
        ['lock.yale', 'Yale Assure'],
        ['binary_sensor.front_contact', 'Front Door Contact'],
      ),
      doorDevice(
        'mudroom',
        'Side Door',
        ['lock.side', 'Side Door Deadbolt'],
        ['binary_sensor.side_contact', 'Side Door Contact'],
      ),
      one('mudroom', 'light.mudroom', 'Mudroom Light'),
      one('lounge', 'light.lounge', 'Lounge Lamp'),
    ],
    [
      c('device-sensor device-over-room', 'is the front door closed', ['binary_sensor.front_contact']),
      c('device-sensor device-over-room', 'is the front door locked', ['lock.yale']),
      c('device-sensor device-over-room', 'unlock the front door', ['lock.yale']),
      c('device-sensor', 'is the side door open', ['binary_sensor.side_contact']),
      c('ordinary', 'the mudroom light', ['light.mudroom']),
    ],
  ),
  home(
    'r23d_en_kearny',
    'en',
    [
      ['entry', 'Entry Hall'],
      ['mudroom', 'Mudroom'],
      ['kitchen', 'Kitchen'],
    ],
    [
      one('entry', 'binary_sensor.front_door', 'Front Door', door),
      one('mudroom', 'binary_sensor.garage_entry', 'Garage Entry Door', door),
      one('entry', 'light.entry', 'Entry Pendant'),
      one('kitchen', 'light.kitchen', 'Kitchen Lights'),
    ],
    [
      c('device-sensor', 'is the front door open', ['binary_sensor.front_door']),
      c('device-sensor', 'front door', ['binary_sensor.front_door']),
      c('ordinary', 'the light in the entry hall', ['light.entry']),
    ],
  ),
];

export const TWENTY_THIRD_ROUND_D: readonly EvalSuite[] = [
  ...FRONT_DOOR_WORDS,
  ...STATE_FORMS,
  ...ORDER_NOT_TYPO,
  ...DEVICE_OVER_ROOM_WORD,
  ...TWENTY_THIRD_ROUND_D2,
];
