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

/**
 * Rule 2: an "all" word is of the word said after it, though another table drops that word as the order's
 * (the locking verb "lås", "låse"; the Korean stem 잠금 that begins "잠금장치"; a word of Assist's
 * sentences): it never widens to the whole home for it. A word that names a kind is that kind; one that
 * names nothing the home has leaves the request unfound. "Everything" said alone, with its order ("alles
 * aus", "sluk alt", "tout éteindre"), stays everything.
 */
const DANISH_HOME = ['lock.hoveddor', 'lock.carport', 'light.stue', 'light.kokken', 'camera.indkorsel'];
const ALL_OF_WORD: EvalSuite[] = [
  home(
    'r27c_da_villa',
    'da',
    [
      ['entre', 'Gang'],
      ['carport', 'Carport'],
      ['stue', 'Stue'],
      ['kokken', 'Køkken'],
    ],
    [
      one('entre', 'lock.hoveddor', 'Hoveddør'),
      one('carport', 'lock.carport', 'Skur carport'),
      one('stue', 'light.stue', 'Stuelampe'),
      one('kokken', 'light.kokken', 'Køkkenspots'),
      one('carport', 'camera.indkorsel', 'Kamera indkørsel'),
    ],
    [
      c('ordinary all-of', 'alle låse', ['lock.hoveddor', 'lock.carport']),
      c('ordinary all-of', 'lås alle', ['lock.hoveddor', 'lock.carport']),
      c('ordinary all-of', 'begge låse', ['lock.hoveddor', 'lock.carport']),
      c('ordinary', 'alle låsene', ['lock.hoveddor', 'lock.carport']),
      c('ordinary', 'alle lamper', ['light.stue', 'light.kokken']),
      c('ordinary', 'alt', DANISH_HOME),
      c('ordinary', 'alle', DANISH_HOME),
      c('device-sensor', 'lås hoveddøren', ['lock.hoveddor']),
    ],
  ),
  home(
    'r27c_sv_villa',
    'sv',
    [
      ['hall', 'Hall'],
      ['garage', 'Garage'],
      ['vardagsrum', 'Vardagsrum'],
    ],
    [
      one('hall', 'lock.hall', 'Entrédörr'),
      one('garage', 'lock.garage', 'Sidodörr garage'),
      one('vardagsrum', 'light.vardagsrum', 'Golvlampa'),
      one('vardagsrum', 'media_player.vardagsrum', 'Sonos vardagsrum'),
    ],
    [
      c('ordinary all-of', 'alla lås', ['lock.hall', 'lock.garage']),
      c('ordinary all-of', 'lås alla', ['lock.hall', 'lock.garage']),
      c('ordinary', 'alla låsen', ['lock.hall', 'lock.garage']),
      c('ordinary', 'allt', ['lock.hall', 'lock.garage', 'light.vardagsrum', 'media_player.vardagsrum']),
      c('ordinary', 'lås upp entrédörren', ['lock.hall']),
    ],
  ),
  home(
    'r27c_ko_apt',
    'ko',
    [
      ['hyeon', '현관'],
      ['beranda', '베란다'],
      ['geosil', '거실'],
    ],
    [
      one('hyeon', 'lock.hyeon', '현관문'),
      one('beranda', 'lock.beranda', '베란다 문'),
      one('geosil', 'light.geosil', '거실 조명'),
    ],
    [
      c('ordinary all-of', '모든 잠금장치', ['lock.hyeon', 'lock.beranda']),
      c('ask-one all-of', '잠금장치', { ask: ['lock.hyeon', 'lock.beranda'] }),
      c('ordinary all-of', '모든 잠금', 'not-found'),
      c('ordinary', '전부', ['lock.hyeon', 'lock.beranda', 'light.geosil']),
      c('ordinary', '모든 조명', ['light.geosil']),
    ],
  ),
  home(
    'r27c_es_chalet',
    'es',
    [
      ['entrada', 'Entrada'],
      ['jardin', 'Jardín'],
    ],
    [
      one('entrada', 'lock.entrada', 'Cerradura entrada'),
      one('jardin', 'lock.jardin', 'Cancela jardín'),
      one('jardin', 'light.jardin', 'Farolas jardín'),
    ],
    [
      c('ordinary all-of', 'todos los pestillos', 'not-found'),
      c('ordinary', 'todas las cerraduras', ['lock.entrada', 'lock.jardin']),
      c('ordinary', 'todas las luces', ['light.jardin']),
    ],
  ),
  home(
    'r27c_de_haus',
    'de',
    [
      ['flur', 'Flur'],
      ['keller', 'Keller'],
    ],
    [
      one('flur', 'lock.flur', 'Haustür'),
      one('keller', 'lock.keller', 'Kellertür'),
      one('flur', 'light.flur', 'Flurlicht'),
    ],
    [
      c('ordinary', 'alle Schlösser', ['lock.flur', 'lock.keller']),
      c('ordinary', 'alles aus', ['lock.flur', 'lock.keller', 'light.flur']),
      c('ordinary', 'alles', ['lock.flur', 'lock.keller', 'light.flur']),
    ],
  ),
  home(
    'r27c_fr_maison',
    'fr',
    [
      ['entree', 'Entrée'],
      ['garage', 'Garage'],
    ],
    [
      one('entree', 'lock.entree', 'Porte d’entrée'),
      one('garage', 'lock.garage', 'Porte garage'),
      one('entree', 'light.entree', 'Plafonnier entrée'),
    ],
    [
      c('ordinary', 'tout éteindre', ['lock.entree', 'lock.garage', 'light.entree']),
      c('ordinary', 'toutes les serrures', ['lock.entree', 'lock.garage']),
    ],
  ),
];

/**
 * Rule 3: a roof window's words said in several ("okno dachowe", "roof window", "fenêtre de toit") that one
 * name of the home holds whole are that name's words, as a one-word "Dachfenster" already was: two window
 * sensors named so are asked about, not a motorised window the home lacks.
 */
const ROOF_WINDOW_NAMED: EvalSuite[] = [
  home(
    'r27c_pl_poddasze',
    'pl',
    [
      ['lazienka', 'Łazienka'],
      ['gabinet', 'Gabinet'],
    ],
    [
      one('lazienka', 'binary_sensor.okno_dachowe_lazienka', 'Okno dachowe łazienka', window),
      one('gabinet', 'binary_sensor.okno_dachowe_gabinet', 'Okno dachowe gabinet', window),
      one('gabinet', 'binary_sensor.okno_gabinet', 'Okno gabinet', window),
      one('gabinet', 'light.gabinet', 'Lampa gabinet'),
      one('gabinet', 'cover.roleta_gabinet', 'Roleta gabinet', { deviceClass: 'blind' }),
    ],
    [
      c('ask-one roof-window-named', 'okno dachowe', {
        ask: ['binary_sensor.okno_dachowe_lazienka', 'binary_sensor.okno_dachowe_gabinet'],
      }),
      c('ordinary roof-window-named', 'okna dachowe', [
        'binary_sensor.okno_dachowe_lazienka',
        'binary_sensor.okno_dachowe_gabinet',
      ]),
      c('ordinary', 'okno dachowe w łazience', ['binary_sensor.okno_dachowe_lazienka']),
    ],
  ),
  home(
    'r27c_en_loft',
    'en',
    [
      ['attic', 'Attic'],
      ['bath', 'Bathroom'],
    ],
    [
      one('attic', 'binary_sensor.roof_window_attic', 'Roof Window Attic', window),
      one('bath', 'binary_sensor.roof_window_bath', 'Roof Window Bath', window),
      one('attic', 'light.attic', 'Attic Light'),
      one('attic', 'cover.garage', 'Garage Door', { deviceClass: 'garage' }),
    ],
    [
      c('ask-one roof-window-named', 'the roof window', {
        ask: ['binary_sensor.roof_window_attic', 'binary_sensor.roof_window_bath'],
      }),
      c('ask-one roof-window-named', 'both roof windows', [
        'binary_sensor.roof_window_attic',
        'binary_sensor.roof_window_bath',
      ]),
    ],
  ),
  home(
    'r27c_fr_combles',
    'fr',
    [
      ['chambre', 'Chambre'],
      ['bureau', 'Bureau'],
    ],
    [
      one('chambre', 'binary_sensor.fenetre_toit_chambre', 'Fenêtre de toit chambre', window),
      one('bureau', 'binary_sensor.fenetre_toit_bureau', 'Fenêtre de toit bureau', window),
      one('chambre', 'cover.volet_chambre', 'Volet chambre', { deviceClass: 'shutter' }),
    ],
    [
      c('ask-one roof-window-named', 'la fenêtre de toit', {
        ask: ['binary_sensor.fenetre_toit_chambre', 'binary_sensor.fenetre_toit_bureau'],
      }),
    ],
  ),
  home(
    'r27c_en_velux',
    'en',
    [
      ['loft', 'Loft'],
      ['bed', 'Bedroom'],
    ],
    [
      one('loft', 'cover.velux', 'Velux Loft', window),
      one('bed', 'binary_sensor.bed_window', 'Bedroom Window', window),
    ],
    [
      // A motorised window whose name says no "roof window" stays what the words ask for.
      c('ordinary', 'the roof window', ['cover.velux']),
      c('ordinary', 'the skylight', ['cover.velux']),
    ],
  ),
];

/**
 * Rule 4: smart locks and home security said by their maker's Latin name in a home that writes it in
 * katakana, Hangul or Chinese characters ("Qrio" for "キュリオロック 玄関", "SECOM" for "세콤"), as the
 * brand table already did for vacuums and speakers.
 */
const SECURITY_BRANDS: EvalSuite[] = [
  home(
    'r27c_ja_ikkodate',
    'ja',
    [
      ['genkan', '玄関'],
      ['ura', '裏口'],
      ['ima', '居間'],
    ],
    [
      one('genkan', 'lock.qrio', 'キュリオロック 玄関'),
      one('ura', 'lock.sesame', 'セサミ5 裏口'),
      one('ima', 'alarm_control_panel.secom', 'セコム ホームセキュリティ'),
      one('ima', 'light.ima', '居間 照明'),
    ],
    [
      c('brand security-brand', 'Qrio', ['lock.qrio']),
      c('brand security-brand', 'Sesame', ['lock.sesame']),
      c('brand', 'SECOM', ['alarm_control_panel.secom']),
      c('ordinary', '玄関の鍵', ['lock.qrio']),
      c('ordinary', '居間の照明', ['light.ima']),
    ],
  ),
  home(
    'r27c_ko_villa',
    'ko',
    [
      ['hyeon', '현관'],
      ['geosil', '거실'],
    ],
    [
      one('hyeon', 'lock.gateman', '게이트맨 현관'),
      one('geosil', 'alarm_control_panel.secom', '세콤'),
      one('geosil', 'light.geosil', '거실 조명'),
    ],
    [
      c('brand', 'Gateman', ['lock.gateman']),
      c('brand', 'secom', ['alarm_control_panel.secom']),
      c('ordinary', '현관 도어락', ['lock.gateman']),
    ],
  ),
  home(
    'r27c_zh_gongyu',
    'zh',
    [
      ['menting', '门厅'],
      ['keting', '客厅'],
    ],
    [one('menting', 'lock.kaadas', '凯迪仕智能锁'), one('keting', 'light.keting', '客厅灯')],
    [c('brand security-brand', 'Kaadas', ['lock.kaadas']), c('ordinary', '门锁', ['lock.kaadas'])],
  ),
];

/**
 * Rule 5: Spanish "todo" is "everything" ("apaga todo", "todo en la cocina"), never the English "to-do"
 * list, unless a list's word is said with it or a list is called so.
 */
const SPANISH_ALL_HOME = ['light.sala', 'light.cocina', 'media_player.sala', 'todo.mercadona', 'todo.casa'];
const withLists = (suite: EvalSuite, loose: EvalSuite['home']['loose']): EvalSuite => ({
  ...suite,
  home: { ...suite.home, loose },
});
const TODO_AS_ALL: EvalSuite[] = [
  withLists(
    home(
      'r27c_es_apartamento',
      'es',
      [
        ['sala', 'Sala de estar'],
        ['cocina', 'Cocina'],
      ],
      [
        one('sala', 'light.sala', 'Lámpara sala'),
        one('cocina', 'light.cocina', 'Focos cocina'),
        one('sala', 'media_player.sala', 'Televisor'),
      ],
      [
        c('ordinary todo-as-all', 'apaga todo', SPANISH_ALL_HOME),
        c('ordinary todo-as-all', 'todo', SPANISH_ALL_HOME),
        c('ordinary todo-as-all', 'todo en la cocina', ['light.cocina']),
        c('ordinary', 'todas las listas', ['todo.mercadona', 'todo.casa']),
        c('named-after', 'la lista de la compra', ['todo.mercadona']),
      ],
    ),
    [
      ['todo.mercadona', 'Mercadona'],
      ['todo.casa', 'Tareas de casa'],
    ],
  ),
  withLists(
    home(
      'r27c_es_estudio',
      'es',
      [['estudio', 'Estudio']],
      [one('estudio', 'light.estudio', 'Flexo')],
      [
        // A list the home calls "ToDo" is what "todo" names there.
        c('ordinary', 'todo', ['todo.todo']),
      ],
    ),
    [['todo.todo', 'ToDo']],
  ),
];

export const ROUND_27C: EvalSuite[] = [
  ...NORDIC_KINDS,
  ...ALL_OF_WORD,
  ...ROOF_WINDOW_NAMED,
  ...SECURITY_BRANDS,
  ...TODO_AS_ALL,
];
