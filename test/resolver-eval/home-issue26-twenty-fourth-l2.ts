// Issue 26, round 24L, rules 4 and 5 (1 and 2 are in home-issue26-twenty-fourth-l.ts, 3, 6 and 7 in -l3.ts):
// rooms said without the given name in their middle and lists whose part names only a kind, in homes of our
// own. The first tag is the category, the second the rule
// exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const door = { deviceClass: 'door' } as const;
const windowClass = { deviceClass: 'window' } as const;

/**
 * Rule 4: a room named after a person with their given name inside ("Grandma Rose's Room", "Oma Ingrids Zimmer",
 * "Mormor Astrids rum") is said without it ("grandma's room", "Omas Zimmer", "mormors rum"): the genitive goes to
 * the word before, as the first words alone already found "Quarto da Vó Lúcia".
 */
const GIVEN_NAME: EvalSuite[] = [
  home(
    'r24l_en_given_name',
    'en',
    [
      ['grandma', "Grandma Rose's Room"],
      ['grandpa', "Grandpa Joe's Workshop"],
      ['bedroom', 'Bedroom'],
    ],
    [
      one('grandma', 'light.rose_lamp', 'Reading Lamp'),
      one('grandma', 'climate.rose_heater', 'Radiator'),
      one('grandpa', 'light.joe_bench', 'Bench Light'),
      one('bedroom', 'light.bedroom_ceiling', 'Ceiling Light'),
    ],
    [
      c('named-after', "the light in grandma's room", ['light.rose_lamp']),
      c('named-after', "grandma's room radiator", ['climate.rose_heater']),
      c('named-after', "the light in grandpa's workshop", ['light.joe_bench']),
      c('named-after', "the light in grandma rose's room", ['light.rose_lamp']),
      c('named-after', 'the bedroom light', ['light.bedroom_ceiling']),
    ],
  ),
  home(
    'r24l_de_given_name',
    'de',
    [
      ['oma', 'Oma Ingrids Zimmer'],
      ['opa', 'Opa Kurts Werkstatt'],
      ['schlaf', 'Schlafzimmer'],
    ],
    [
      one('opa', 'light.opa_werkbank', 'Werkbank'),
      one('oma', 'light.oma_lampe', 'Leselampe'),
      one('oma', 'climate.oma_heizung', 'Heizkörper'),
      one('schlaf', 'light.schlaf_decke', 'Deckenlampe'),
    ],
    [
      c('named-after given-name', 'das Licht in Omas Zimmer', ['light.oma_lampe']),
      c('named-after given-name', 'Heizkörper in Omas Zimmer', ['climate.oma_heizung']),
      c('named-after given-name', 'das Licht in Opas Werkstatt', ['light.opa_werkbank']),
      c('named-after', 'das Licht in Oma Ingrids Zimmer', ['light.oma_lampe']),
      c('named-after', 'das Licht im Schlafzimmer', ['light.schlaf_decke']),
    ],
  ),
  home(
    'r24l_sv_given_name',
    'sv',
    [
      ['mormor', 'Mormor Astrids rum'],
      ['kok', 'Kök'],
    ],
    [one('mormor', 'light.mormor_lampa', 'Fönsterlampa'), one('kok', 'light.kok_tak', 'Taklampa kök')],
    [
      c('named-after', 'lampan i mormors rum', ['light.mormor_lampa']),
      c('named-after', 'tänd i mormors rum', ['light.mormor_lampa']),
      c('named-after', 'lampan i köket', ['light.kok_tak']),
    ],
  ),
  home(
    'r24l_da_given_name',
    'da',
    [
      ['farmor', 'Farmor Kirstens værelse'],
      ['morfar', 'Morfar Bents værksted'],
      ['stue', 'Stue'],
    ],
    [
      one('morfar', 'light.morfar', 'Arbejdslampe'),
      one('farmor', 'light.farmor_lampe', 'Natlampe'),
      one('stue', 'light.stue_loft', 'Loftlampe'),
    ],
    [
      c('named-after', 'lyset i farmors værelse', ['light.farmor_lampe']),
      c('named-after', 'lampen på farmors værelse', ['light.farmor_lampe']),
      c('named-after', 'lyset i morfars værksted', ['light.morfar']),
      c('named-after', 'lyset i stuen', ['light.stue_loft']),
    ],
  ),
  home(
    'r24l_nl_given_name',
    'nl',
    [
      ['opa', 'Opa Jans kamer'],
      ['oma', 'Oma Riets atelier'],
      ['keuken', 'Keuken'],
    ],
    [
      one('oma', 'light.oma_atelier', 'Daglichtlamp'),
      one('opa', 'light.opa_lamp', 'Leeslamp'),
      one('keuken', 'light.keuken', 'Keukenlamp'),
    ],
    [
      c('named-after', "de lamp in opa's kamer", ['light.opa_lamp']),
      c('named-after given-name', 'de lamp in opas kamer', ['light.opa_lamp']),
      c('named-after given-name', 'de lamp in omas atelier', ['light.oma_atelier']),
      c('named-after', "de lamp in oma's atelier", ['light.oma_atelier']),
      c('named-after', 'de lamp in de keuken', ['light.keuken']),
    ],
  ),
  // Two grandmothers: the room word alone tells neither, so it is not taken for either.
  home(
    'r24l_en_two_grandmas',
    'en',
    [
      ['rose', "Grandma Rose's Room"],
      ['mary', "Grandma Mary's Room"],
    ],
    [one('rose', 'light.rose', 'Rose Lamp'), one('mary', 'light.mary', 'Mary Lamp')],
    [
      c('named-after', "the light in grandma rose's room", ['light.rose']),
      c('named-after', "the light in grandma mary's room", ['light.mary']),
    ],
  ),
];

/**
 * Rule 5: a list whose one part names only a kind ("a porta da rua e a janela estão abertas?", "die Haustür und
 * das Fenster") is a list: each part resolves on its own, the kind alone as it would said alone (the one window,
 * or which one when there are several).
 */
const KIND_PART: EvalSuite[] = [
  home(
    'r24l_pt_kind_part',
    'pt',
    [
      ['entrada', 'Entrada'],
      ['sala', 'Sala'],
    ],
    [
      one('entrada', 'binary_sensor.porta_rua', 'Porta da rua', door),
      one('entrada', 'lock.porta_rua', 'Fechadura porta da rua'),
      one('sala', 'binary_sensor.janela_sala', 'Sensor sala', windowClass),
      one('sala', 'light.sala', 'Luz sala'),
    ],
    [
      c('device-sensor kind-part', 'a porta da rua e a janela estão abertas?', [
        'binary_sensor.porta_rua',
        'binary_sensor.janela_sala',
      ]),
      c('ordinary kind-part', 'a luz da sala e a janela', ['light.sala', 'binary_sensor.janela_sala']),
      c('device-sensor', 'a porta da rua está aberta?', ['binary_sensor.porta_rua']),
    ],
  ),
  home(
    'r24l_de_kind_part',
    'de',
    [
      ['flur', 'Flur'],
      ['kueche', 'Küche'],
      ['bad', 'Bad'],
    ],
    [
      one('flur', 'binary_sensor.haustuer', 'Haustür', door),
      one('kueche', 'binary_sensor.fenster_kueche', 'Kontakt Küche', windowClass),
      one('bad', 'binary_sensor.fenster_bad', 'Kontakt Bad', windowClass),
    ],
    [
      c('ask-one kind-part', 'ist die Haustür und das Fenster offen', {
        ask: ['binary_sensor.fenster_kueche', 'binary_sensor.fenster_bad'],
      }),
      c('device-sensor', 'ist die Haustür und das Fenster in der Küche offen', [
        'binary_sensor.haustuer',
        'binary_sensor.fenster_kueche',
      ]),
      c('device-sensor kind-part', 'ist die Haustür und alle Fenster offen', [
        'binary_sensor.haustuer',
        'binary_sensor.fenster_kueche',
        'binary_sensor.fenster_bad',
      ]),
    ],
  ),
  home(
    'r24l_en_kind_part',
    'en',
    [
      ['hall', 'Hall'],
      ['kitchen', 'Kitchen'],
    ],
    [
      one('hall', 'binary_sensor.front_door', 'Front Door', door),
      one('kitchen', 'binary_sensor.kitchen_window', 'Kitchen Contact', windowClass),
      one('kitchen', 'light.kitchen', 'Kitchen Pendant'),
      one('kitchen', 'fan.kitchen', 'Ceiling Fan'),
    ],
    [
      c('device-sensor kind-part', 'are the front door and the window open', [
        'binary_sensor.front_door',
        'binary_sensor.kitchen_window',
      ]),
      c('ordinary kind-part', 'the kitchen pendant and the fan', ['light.kitchen', 'fan.kitchen']),
      c('ordinary', 'the kitchen light and the ceiling fan', ['light.kitchen', 'fan.kitchen']),
    ],
  ),
  home(
    'r24l_en_kind_part_place',
    'en',
    [
      ['living', 'Living Room'],
      ['kitchen', 'Kitchen'],
    ],
    [
      one('living', 'light.living', 'Sofa Lamp'),
      one('living', 'cover.living', 'Bay Window Blind', { deviceClass: 'blind' }),
      one('kitchen', 'light.kitchen', 'Kitchen Pendant'),
      one('kitchen', 'cover.kitchen', 'Kitchen Blind', { deviceClass: 'blind' }),
    ],
    [
      c('ordinary kind-part', 'the living room lights and blinds', ['light.living', 'cover.living']),
      c('ordinary kind-part', 'lights and blinds in the living room', ['light.living', 'cover.living']),
      c('ordinary', 'living room and kitchen lights', ['light.living', 'light.kitchen']),
    ],
  ),
  home(
    'r24l_es_kind_part',
    'es',
    [
      ['recibidor', 'Recibidor'],
      ['salon', 'Salón'],
    ],
    [
      one('recibidor', 'binary_sensor.puerta', 'Puerta principal', door),
      one('salon', 'binary_sensor.ventana', 'Sensor salón', windowClass),
    ],
    [
      c('device-sensor kind-part', '¿la puerta principal y la ventana están abiertas?', [
        'binary_sensor.puerta',
        'binary_sensor.ventana',
      ]),
    ],
  ),
  home(
    'r24l_it_kind_part',
    'it',
    [
      ['ingresso', 'Ingresso'],
      ['cucina', 'Cucina'],
    ],
    [
      one('ingresso', 'binary_sensor.portone', 'Portone', door),
      one('cucina', 'binary_sensor.finestra', 'Contatto cucina', windowClass),
    ],
    [
      c('device-sensor kind-part', 'il portone e la finestra sono aperti?', [
        'binary_sensor.portone',
        'binary_sensor.finestra',
      ]),
    ],
  ),
  home(
    'r24l_sv_kind_part',
    'sv',
    [
      ['hall', 'Hall'],
      ['sovrum', 'Sovrum'],
    ],
    [
      one('hall', 'binary_sensor.forrad', 'Förrådsdörr', door),
      one('sovrum', 'binary_sensor.fonster', 'Kontakt sovrum', windowClass),
    ],
    [
      c('device-sensor kind-part', 'är förrådsdörren och fönstret öppna', [
        'binary_sensor.forrad',
        'binary_sensor.fonster',
      ]),
    ],
  ),
];

export const TWENTY_FOURTH_ROUND_L2: EvalSuite[] = [...GIVEN_NAME, ...KIND_PART];
