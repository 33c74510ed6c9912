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

/**
 * Rule 2: a machine the home lacks, said with the word that tells it apart ("the popcorn machine", "la
 * machine à pain", "精米機"), is not another machine whose name shares only "machine", "maker", "máquina" or
 * 機: those words name no particular thing, so the word left out was what the user asked for. A thing's own
 * name word said with what it serves still finds it ("the kettle for the tea").
 */
const GENERIC_HEAD: EvalSuite[] = [
  home(
    'r25c_en_galley',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['utility', 'Utility'],
    ],
    [
      one('kitchen', 'switch.coffee_maker', 'Coffee Maker'),
      one('kitchen', 'switch.kettle', 'Kettle'),
      one('utility', 'switch.washing_machine', 'Washing Machine'),
      one('utility', 'light.utility', 'Utility Light'),
    ],
    [
      c('ordinary generic-head', 'the popcorn machine', 'not-found'),
      c('ordinary generic-head', 'soda maker', 'not-found'),
      c('ordinary', 'the coffee maker', ['switch.coffee_maker']),
      c('ordinary', 'washing machine', ['switch.washing_machine']),
      c('ordinary', 'the kettle for the tea', ['switch.kettle']),
    ],
  ),
  home(
    'r25c_fr_cellier',
    'fr',
    [
      ['cuisine', 'Cuisine'],
      ['cellier', 'Cellier'],
    ],
    [
      one('cuisine', 'switch.machine_cafe', 'Machine à café'),
      one('cuisine', 'switch.bouilloire', 'Bouilloire'),
      one('cellier', 'switch.congelateur', 'Congélateur'),
    ],
    [
      c('ordinary generic-head', 'la machine à pain', 'not-found'),
      c('ordinary generic-head', 'la machine à soda', 'not-found'),
      c('ordinary', 'la machine à café', ['switch.machine_cafe']),
      c('ordinary', 'la bouilloire pour le thé', ['switch.bouilloire']),
    ],
  ),
  home(
    'r25c_it_cucina',
    'it',
    [['cucina', 'Cucina']],
    [
      one('cucina', 'switch.macchina_caffe', 'Macchina del caffè'),
      one('cucina', 'switch.tostapane', 'Tostapane'),
    ],
    [
      c('ordinary generic-head', 'la macchina del pane', 'not-found'),
      c('ordinary generic-head', 'macchina per la pasta', 'not-found'),
      c('ordinary', 'la macchina del caffè', ['switch.macchina_caffe']),
    ],
  ),
  home(
    'r25c_es_cocina',
    'es',
    [
      ['cocina', 'Cocina'],
      ['lavadero', 'Lavadero'],
    ],
    [one('cocina', 'switch.maquina_pan', 'Máquina de pan'), one('lavadero', 'switch.lavadora', 'Lavadora')],
    [
      c('ordinary generic-head', 'la máquina de hielo', 'not-found'),
      c('ordinary', 'la máquina de pan', ['switch.maquina_pan']),
      c('ordinary', 'la lavadora', ['switch.lavadora']),
    ],
  ),
  home(
    'r25c_pt_cozinha',
    'pt',
    [['cozinha', 'Cozinha']],
    [one('cozinha', 'switch.maquina_cafe', 'Máquina de café'), one('cozinha', 'switch.chaleira', 'Chaleira')],
    [
      c('ordinary generic-head', 'a máquina de pão', 'not-found'),
      c('ordinary', 'a máquina de café', ['switch.maquina_cafe']),
    ],
  ),
  home(
    'r25c_pl_kuchnia',
    'pl',
    [['kuchnia', 'Kuchnia']],
    [
      one('kuchnia', 'switch.maszyna_chleb', 'Maszyna do chleba'),
      one('kuchnia', 'switch.czajnik', 'Czajnik'),
    ],
    [
      c('ordinary generic-head', 'maszyna do lodów', 'not-found'),
      c('ordinary', 'maszyna do chleba', ['switch.maszyna_chleb']),
    ],
  ),
  home(
    'r25c_zh_chufang',
    'zh',
    [
      ['chufang', '厨房'],
      ['shufang', '书房'],
    ],
    [
      one('chufang', 'switch.kafeiji', '咖啡机'),
      one('chufang', 'switch.doujiangji', '豆浆机'),
      one('chufang', 'switch.shuihu', '电水壶'),
      one('shufang', 'light.shufang', '书房灯'),
    ],
    [
      c('ordinary generic-head', '爆米花机', 'not-found'),
      c('ordinary', '咖啡机', ['switch.kafeiji']),
      c('ordinary', '电水壶', ['switch.shuihu']),
      c('ordinary', '豆浆机', ['switch.doujiangji']),
    ],
  ),
  home(
    'r25c_ja_daidokoro',
    'ja',
    [
      ['daidokoro', '台所'],
      ['shosai', '書斎'],
    ],
    [
      one('daidokoro', 'switch.coffee', 'コーヒーメーカー'),
      one('daidokoro', 'switch.shokusenki', '食洗機'),
      one('shosai', 'light.desk', 'デスクライト'),
    ],
    [
      c('ordinary generic-head', '精米機', 'not-found'),
      c('ordinary', '食洗機', ['switch.shokusenki']),
      c('ordinary', 'デスクライト', ['light.desk']),
    ],
  ),
];

/**
 * Rule 3: a thing said with the animal it is for ("der Futterspender für den Hund", "el bebedero del perro",
 * "猫の給水器"), where the home names it without the animal and the animal's word belongs to other things
 * ("Kamera Hund"): the animal says whom it serves, not which name it has. Not a thing named for another
 * animal ("el comedero del conejo" is not the cat's feeder), and a name that holds the animal still wins.
 */
const FOR_WHOM: EvalSuite[] = [
  home(
    'r25c_de_tiere',
    'de',
    [
      ['kueche', 'Küche'],
      ['flur', 'Flur'],
    ],
    [
      one('kueche', 'button.futterspender', 'Futterspender'),
      one('flur', 'camera.kamera_hund', 'Kamera Hund'),
      one('flur', 'lock.katzenklappe', 'Katzenklappe'),
      one('kueche', 'light.kueche', 'Küchenlicht'),
    ],
    [
      c('ordinary for-whom', 'der Futterspender für den Hund', ['button.futterspender']),
      c('ordinary for-whom', 'den Futterspender vom Hund', ['button.futterspender']),
      c('ordinary', 'die Kamera vom Hund', ['camera.kamera_hund']),
      c('ordinary', 'die Katzenklappe', ['lock.katzenklappe']),
    ],
  ),
  home(
    'r25c_es_mascotas',
    'es',
    [
      ['cocina', 'Cocina'],
      ['patio', 'Patio'],
    ],
    [
      one('cocina', 'switch.bebedero', 'Bebedero'),
      one('patio', 'camera.perro', 'Cámara perro'),
      one('cocina', 'button.comedero_gato', 'Comedero gato'),
      one('patio', 'button.comedero_pajaros', 'Comedero pájaros'),
    ],
    [
      c('ordinary for-whom', 'el bebedero del perro', ['switch.bebedero']),
      c('ordinary', 'el comedero del gato', ['button.comedero_gato']),
      c('ordinary for-whom', 'el comedero del conejo', 'not-found'),
      c('ordinary', 'la cámara del perro', ['camera.perro']),
    ],
  ),
  home(
    'r25c_nl_huisdieren',
    'nl',
    [
      ['keuken', 'Keuken'],
      ['gang', 'Gang'],
    ],
    [
      one('keuken', 'button.voerautomaat', 'Voerautomaat'),
      one('gang', 'camera.kat', 'Camera kat'),
      one('gang', 'light.gang', 'Ganglamp'),
    ],
    [
      c('ordinary for-whom', 'de voerautomaat van de kat', ['button.voerautomaat']),
      c('ordinary', 'voerautomaat voor de katten', ['button.voerautomaat']),
      c('ordinary', 'de camera van de kat', ['camera.kat']),
    ],
  ),
  home(
    'r25c_pt_animais',
    'pt',
    [
      ['cozinha', 'Cozinha'],
      ['quintal', 'Quintal'],
    ],
    [
      one('cozinha', 'switch.bebedouro', 'Bebedouro'),
      one('quintal', 'binary_sensor.porta_cao', 'Porta do cão', { deviceClass: 'door' }),
    ],
    [
      c('ordinary for-whom', 'o bebedouro do cão', ['switch.bebedouro']),
      c('ordinary', 'a porta do cão', ['binary_sensor.porta_cao']),
    ],
  ),
  home(
    'r25c_en_pets',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['yard', 'Yard'],
    ],
    [
      one('kitchen', 'switch.water_fountain', 'Water Fountain'),
      one('yard', 'camera.dog_cam', 'Dog Cam'),
      one('yard', 'switch.pool_pump', 'Pool Pump'),
    ],
    [
      c('ordinary for-whom', 'the water fountain for the dog', ['switch.water_fountain']),
      c('ordinary for-whom', "the dog's water fountain", ['switch.water_fountain']),
      c('ordinary', 'the dog cam', ['camera.dog_cam']),
      c('ordinary', 'the pool pump', ['switch.pool_pump']),
    ],
  ),
  home(
    'r25c_ja_petto',
    'ja',
    [
      ['ribingu', 'リビング'],
      ['genkan', '玄関'],
    ],
    [one('ribingu', 'switch.kyusuiki', '給水器'), one('genkan', 'camera.neko', '猫カメラ')],
    [c('ordinary for-whom', '猫の給水器', ['switch.kyusuiki']), c('ordinary', '猫カメラ', ['camera.neko'])],
  ),
];

/**
 * Rule 4: words said as the home writes them ("køkkenø pendel" beside "Køkkenø Pendel 1" and "2", "halo
 * lamp" beside "Halo Lamp 1" and "2") name those things, and a singular asks which; they are no misspelling
 * of another whole name one letter away ("Køkkenpendel", "Hall Lamp"). A real misspelling still finds its
 * name ("hal lamp").
 */
const AS_WRITTEN: EvalSuite[] = [
  home(
    'r25c_da_koekkenoe',
    'da',
    [
      ['koekken', 'Køkken'],
      ['stue', 'Stue'],
    ],
    [
      one('koekken', 'light.oe_pendel_1', 'Køkkenø Pendel 1'),
      one('koekken', 'light.oe_pendel_2', 'Køkkenø Pendel 2'),
      one('koekken', 'light.koekkenpendel', 'Køkkenpendel'),
      one('stue', 'light.stue', 'Stuelampe'),
    ],
    [
      c('ask-one as-written', 'køkkenø pendel', { ask: ['light.oe_pendel_1', 'light.oe_pendel_2'] }),
      c('ordinary', 'køkkenø pendlerne', ['light.oe_pendel_1', 'light.oe_pendel_2']),
      c('ordinary', 'køkkenpendel', ['light.koekkenpendel']),
      c('ordinary', 'køkkenø pendel 2', ['light.oe_pendel_2']),
    ],
  ),
  home(
    'r25c_en_halo',
    'en',
    [
      ['hall', 'Hall'],
      ['lounge', 'Lounge'],
    ],
    [
      one('lounge', 'light.halo_1', 'Halo Lamp 1'),
      one('lounge', 'light.halo_2', 'Halo Lamp 2'),
      one('hall', 'light.hall_lamp', 'Hall Lamp'),
    ],
    [
      c('ask-one as-written', 'halo lamp', { ask: ['light.halo_1', 'light.halo_2'] }),
      c('ordinary', 'both halo lamps', ['light.halo_1', 'light.halo_2']),
      c('ordinary', 'hall lamp', ['light.hall_lamp']),
      c('ordinary', 'the halo lamp 1', ['light.halo_1']),
      c('ordinary', 'hal lamp', ['light.hall_lamp']),
    ],
  ),
  home(
    'r25c_sv_slinga',
    'sv',
    [
      ['balkong', 'Balkong'],
      ['sovrum', 'Sovrum'],
    ],
    [one('balkong', 'light.slinga', 'Slinga'), one('sovrum', 'light.led_strip', 'LED Strip')],
    [c('ordinary', 'slingan', ['light.slinga']), c('ordinary', 'led strip', ['light.led_strip'])],
  ),
  home(
    'r25c_en_min',
    'en',
    [
      ['min', "Min's Room"],
      ['jo', "Jo's Room"],
    ],
    [one('min', 'light.min_nightlight', 'Min Nightlight'), one('jo', 'light.jo_nightlight', 'Jo Nightlight')],
    [
      c('ordinary', "Min's nightlight", ['light.min_nightlight']),
      c('ask-one', 'the nightlight', { ask: ['light.min_nightlight', 'light.jo_nightlight'] }),
    ],
  ),
];

/**
 * Rule 5: in a Danish, Norwegian or Swedish home "-n" and "-en" on a thing's word say "the", not "many",
 * also where the tables list the definite form ("köksön"): "spoten vid köksön" beside "Köksö Spot 1" and
 * "2" asks which, as "lysekronen" beside two "Lysekrone …" did; the plural's own ending still means every
 * one ("lysekronene", "fontänerna").
 */
const DEFINITE_NOT_PLURAL: EvalSuite[] = [
  home(
    'r25c_nb_lysekrone',
    'nb',
    [
      ['stue', 'Stue'],
      ['spisestue', 'Spisestue'],
    ],
    [
      one('stue', 'light.lysekrone_stue', 'Lysekrone Stue'),
      one('spisestue', 'light.lysekrone_spisestue', 'Lysekrone Spisestue'),
      one('stue', 'light.leselampe', 'Leselampe'),
    ],
    [
      c('ask-one', 'lysekronen', {
        ask: ['light.lysekrone_stue', 'light.lysekrone_spisestue'],
      }),
      c('ordinary', 'lysekronene', ['light.lysekrone_stue', 'light.lysekrone_spisestue']),
      c('ordinary', 'lysekronen i stua', ['light.lysekrone_stue']),
    ],
  ),
  home(
    'r25c_sv_fontan',
    'sv',
    [
      ['tradgard', 'Trädgård'],
      ['innergard', 'Innergård'],
    ],
    [
      one('tradgard', 'switch.fontan_damm', 'Fontän Damm'),
      one('innergard', 'switch.fontan_gard', 'Fontän Gård'),
    ],
    [
      c('ask-one', 'fontänen', {
        ask: ['switch.fontan_damm', 'switch.fontan_gard'],
      }),
      c('ordinary', 'fontänerna', ['switch.fontan_damm', 'switch.fontan_gard']),
      c('ordinary', 'fontänen i trädgården', ['switch.fontan_damm']),
    ],
  ),
  home(
    'r25c_sv_kokso',
    'sv',
    [['kok', 'Kök']],
    [one('kok', 'light.kokso_spot_1', 'Köksö Spot 1'), one('kok', 'light.kokso_spot_2', 'Köksö Spot 2')],
    [
      c('ask-one definite-not-plural', 'köksöns spot', {
        ask: ['light.kokso_spot_1', 'light.kokso_spot_2'],
      }),
      c('ask-one definite-not-plural', 'spoten vid köksön', {
        ask: ['light.kokso_spot_1', 'light.kokso_spot_2'],
      }),
      c('ordinary', 'båda köksö spotarna', ['light.kokso_spot_1', 'light.kokso_spot_2']),
    ],
  ),
];

export const ROUND_25C: EvalSuite[] = [
  ...DEFINITE_GENITIVE,
  ...GENERIC_HEAD,
  ...FOR_WHOM,
  ...AS_WRITTEN,
  ...DEFINITE_NOT_PLURAL,
];
