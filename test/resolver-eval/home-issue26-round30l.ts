// Issue 26, round 30l: wrong actions and near-misses the round-30 notes left, as rules. Cases of our own, in
// homes of our own; none is a slice's request or home. The first tag is the category, the second the rule
// exercised (`-not`: a neighbouring reading the rule must keep).
import { c, type EvalSuite } from './eval-home.js';
import { home, homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * A heater word is said of a room heater (a climate or a plug heater), never of the hot-water cylinder: an
 * immersion heater or a water heater answers only when the request says water. The place then holds no heater.
 */
export const HEATER_IS_NO_WATER_HEATER: EvalSuite[] = [
  home(
    'r30l_en_harrogate',
    'en',
    [
      ['laundry', 'Laundry'],
      ['lounge', 'Lounge'],
    ],
    [
      ['laundry', 'water_heater.immersion', 'Immersion Heater'],
      ['laundry', 'light.laundry', 'Laundry Light'],
      ['lounge', 'climate.lounge', 'Lounge Radiator'],
    ],
    [
      c('ordinary heater-not-water', 'the radiator in the laundry', 'empty'),
      c('ordinary heater-not-water', 'the heater in the laundry', 'empty'),
      c('ordinary heater-not-water-not', 'the immersion heater', ['water_heater.immersion']),
      c('ordinary heater-not-water-not', 'the hot water', ['water_heater.immersion']),
      c('ordinary heater-not-water-not', 'the water heater in the laundry', ['water_heater.immersion']),
      c('ordinary heater-not-water-not', 'the radiator in the lounge', ['climate.lounge']),
    ],
  ),
  home(
    'r30l_de_kassel',
    'de',
    [
      ['hwr', 'Hauswirtschaftsraum'],
      ['buero', 'Büro'],
    ],
    [
      ['hwr', 'switch.heizstab', 'Heizstab Boiler'],
      ['hwr', 'light.hwr', 'Licht HWR'],
      ['buero', 'climate.buero', 'Heizkörper Büro'],
    ],
    [
      c('ordinary heater-not-water', 'die Heizung im Hauswirtschaftsraum', 'empty'),
      c('ordinary heater-not-water', 'den Heizkörper im Hauswirtschaftsraum', 'empty'),
      c('ordinary heater-not-water-not', 'die Heizung im Büro', ['climate.buero']),
      c('ordinary heater-not-water-not', 'den Heizstab', ['switch.heizstab']),
    ],
  ),
  home(
    'r30l_es_burgos',
    'es',
    [
      ['lavadero', 'Lavadero'],
      ['salon', 'Salón'],
    ],
    [
      ['lavadero', 'water_heater.termo', 'Termo eléctrico'],
      ['lavadero', 'light.lavadero', 'Luz lavadero'],
      ['salon', 'climate.salon', 'Radiador salón'],
    ],
    [
      c('ordinary heater-not-water', 'el radiador del lavadero', 'empty'),
      c('ordinary heater-not-water', 'la calefacción del lavadero', 'empty'),
      c('ordinary heater-not-water-not', 'el termo', ['water_heater.termo']),
      c('ordinary heater-not-water-not', 'el radiador del salón', ['climate.salon']),
    ],
  ),
  home(
    'r30l_it_brescia',
    'it',
    [
      ['lavanderia', 'Lavanderia'],
      ['giardino', 'Giardino'],
    ],
    [
      ['lavanderia', 'water_heater.caldaia', 'Caldaia'],
      ['lavanderia', 'light.lavanderia', 'Luce lavanderia'],
      ['giardino', 'water_heater.piscina', 'Riscaldatore piscina'],
    ],
    [
      c('ordinary heater-not-water-not', 'la caldaia', ['water_heater.caldaia']),
      c('ordinary heater-not-water-not', 'il riscaldatore della piscina', ['water_heater.piscina']),
      c('ordinary heater-not-water', 'il termosifone in lavanderia', 'empty'),
    ],
  ),
];

/** A light word reaches a switch whose name says a light-bearing thing (a Christmas tree plug is its lights). */
export const LIGHTS_OF_A_TREE: EvalSuite[] = [
  home(
    'r30l_es_valladolid',
    'es',
    [
      ['comedor', 'Comedor'],
      ['cocina', 'Cocina'],
    ],
    [
      ['comedor', 'switch.arbol', 'Árbol de Navidad'],
      ['comedor', 'light.comedor', 'Lámpara comedor'],
      ['cocina', 'light.cocina', 'Luz cocina'],
    ],
    [
      c('ordinary tree-lights', 'las luces del árbol', ['switch.arbol']),
      c('ordinary tree-lights', 'enciende las luces del árbol', ['switch.arbol']),
      c('ordinary tree-lights-not', 'el árbol', ['switch.arbol']),
      c('ordinary tree-lights-not', 'la luz de la cocina', ['light.cocina']),
    ],
  ),
  home(
    'r30l_en_york',
    'en',
    [
      ['front', 'Front Room'],
      ['hall', 'Hall'],
    ],
    [
      ['front', 'switch.tree', 'Christmas Tree'],
      ['front', 'light.front', 'Front Room Lamp'],
      ['hall', 'light.hall', 'Hall Light'],
    ],
    [
      c('ordinary tree-lights', 'the tree lights', ['switch.tree']),
      c('ordinary tree-lights', 'the lights on the tree', ['switch.tree']),
      c('ordinary tree-lights-not', 'the hall light', ['light.hall']),
    ],
  ),
  home(
    'r30l_fr_metz',
    'fr',
    [
      ['sejour', 'Séjour'],
      ['entree', 'Entrée'],
    ],
    [
      ['sejour', 'switch.sapin', 'Sapin'],
      ['sejour', 'light.sejour', 'Plafonnier séjour'],
    ],
    [c('ordinary tree-lights', 'les lumières du sapin', ['switch.sapin'])],
  ),
  home(
    'r30l_de_ulm',
    'de',
    [
      ['wohnzimmer', 'Wohnzimmer'],
      ['garten', 'Garten'],
    ],
    [
      ['wohnzimmer', 'switch.christbaum', 'Christbaum'],
      ['wohnzimmer', 'switch.regal', 'Regal Steckdose'],
      ['garten', 'light.baum', 'Baum Strahler'],
    ],
    [
      c('ordinary tree-lights', 'die Lichter am Christbaum', ['switch.christbaum']),
      c('ordinary tree-lights-not', 'die Lichter am Regal', 'not-found'),
      c('ordinary tree-lights-not', 'das Licht am Baum', ['light.baum']),
    ],
  ),
];

/** Consumption is the meter's unless production is named. */
export const CONSUMPTION_IS_THE_METER: EvalSuite[] = [
  homeOf(
    'r30l_it_bergamo',
    'it',
    [
      ['garage', 'Garage'],
      ['cucina', 'Cucina'],
    ],
    [
      one('garage', 'sensor.contatore', 'Contatore potenza', { deviceClass: 'power' }),
      one('garage', 'sensor.inverter', 'Potenza inverter', { deviceClass: 'power' }),
      one('cucina', 'light.cucina', 'Luce cucina'),
    ],
    [
      c('ordinary consumption-meter', 'il consumo elettrico', ['sensor.contatore']),
      c('ordinary consumption-meter', 'il consumo di corrente', ['sensor.contatore']),
      c('ordinary consumption-meter-not', 'la produzione solare', ['sensor.inverter']),
    ],
  ),
  homeOf(
    'r30l_en_leeds',
    'en',
    [['utility', 'Utility']],
    [
      one('utility', 'sensor.grid_power', 'Grid Meter Power', { deviceClass: 'power' }),
      one('utility', 'sensor.solar_power', 'Solar Inverter Power', { deviceClass: 'power' }),
    ],
    [
      c('ordinary consumption-meter', 'the power consumption', ['sensor.grid_power']),
      c('ordinary consumption-meter-not', 'the solar power', ['sensor.solar_power']),
    ],
  ),
  homeOf(
    'r30l_de_rostock',
    'de',
    [['keller', 'Keller']],
    [
      one('keller', 'sensor.zaehler', 'Zähler Leistung', { deviceClass: 'power' }),
      one('keller', 'sensor.wechselrichter', 'Wechselrichter Leistung', { deviceClass: 'power' }),
    ],
    [
      c('ordinary consumption-meter', 'der Stromverbrauch', ['sensor.zaehler']),
      c('ordinary consumption-meter-not', 'die Leistung der Solaranlage', ['sensor.wechselrichter']),
    ],
  ),
];

/** "卧室门口的灯": the light by the bedroom's door, one place. */
export const BY_A_ROOMS_DOOR: EvalSuite[] = [
  home(
    'r30l_zh_chengdu',
    'zh',
    [
      ['bedroom', '卧室'],
      ['entrance', '玄关'],
    ],
    [
      ['bedroom', 'light.bedroom_ceiling', '卧室吸顶灯'],
      ['bedroom', 'light.bedroom_door', '卧室门口灯'],
      ['entrance', 'light.entrance', '玄关灯'],
    ],
    [
      c('ordinary room-door', '卧室门口的灯', ['light.bedroom_door']),
      c('ordinary room-door-not', '门口的灯', ['light.entrance']),
      c('ordinary room-door-not', '卧室的灯', ['light.bedroom_ceiling', 'light.bedroom_door']),
    ],
  ),
];

/** A keyboard backlight is no piano; a fish pond is no aquarium. */
export const KEYBOARD_IS_NO_PIANO: EvalSuite[] = [
  home(
    'r30l_en_bristol',
    'en',
    [
      ['office', 'Office'],
      ['garden', 'Garden'],
    ],
    [
      ['office', 'light.keyboard', 'Keyboard Backlight'],
      ['office', 'light.desk', 'Desk Lamp'],
      ['garden', 'switch.pond', 'Fish Pond Pump'],
    ],
    [
      c('ordinary no-piano', 'the piano', 'not-found'),
      c('ordinary no-piano', 'the aquarium', 'not-found'),
      c('ordinary no-piano-not', 'the keyboard backlight', ['light.keyboard']),
      c('ordinary no-piano-not', 'the pond pump', ['switch.pond']),
    ],
  ),
  home(
    'r30l_ja_sendai',
    'ja',
    [['shosai', '書斎']],
    [
      ['shosai', 'light.kb', 'キーボードバックライト'],
      ['shosai', 'light.desk', 'デスクライト'],
    ],
    [c('ordinary no-piano', 'ピアノ', 'not-found')],
  ),
  home(
    'r30l_en_bath',
    'en',
    [
      ['music', 'Music Room'],
      ['den', 'Den'],
    ],
    [
      ['music', 'switch.stage_keyboard', 'Stage Keyboard'],
      ['music', 'light.music', 'Music Room Light'],
      ['den', 'light.kb', 'Keyboard Backlight'],
      ['den', 'light.tank', 'Aquarium Light'],
      ['den', 'switch.koi', 'Koi Pond Pump'],
    ],
    [
      c('ordinary no-piano-not', 'the piano', ['switch.stage_keyboard']),
      c('ordinary no-piano-not', 'the aquarium', ['light.tank']),
      c('ordinary no-piano-not', 'the pond pump', ['switch.koi']),
    ],
  ),
  home(
    'r30l_de_bonn',
    'de',
    [
      ['arbeitszimmer', 'Arbeitszimmer'],
      ['garten', 'Garten'],
    ],
    [
      ['arbeitszimmer', 'light.tastatur', 'Keyboard Beleuchtung'],
      ['garten', 'switch.teich', 'Fischteich Pumpe'],
    ],
    [
      c('ordinary no-piano', 'das Klavier', 'not-found'),
      c('ordinary no-piano', 'das Aquarium', 'not-found'),
      c('ordinary no-piano-not', 'die Teichpumpe', ['switch.teich']),
    ],
  ),
];

/** Danish "bed" is a flower bed only outside; a Dutch "bedlamp" in a bedroom is a bedside lamp. */
export const BED_OUTSIDE_ONLY: EvalSuite[] = [
  home(
    'r30l_da_odense',
    'da',
    [
      ['have', 'Have'],
      ['sovevaerelse', 'Soveværelse'],
    ],
    [
      ['have', 'light.have_bed_1', 'Have bed 1'],
      ['have', 'light.have_bed_2', 'Have bed 2'],
      ['sovevaerelse', 'light.loft', 'Loftlampe soveværelse'],
    ],
    [c('ordinary bed-outside', 'bedlamperne', ['light.have_bed_1', 'light.have_bed_2'])],
  ),
  home(
    'r30l_da_aarhus',
    'da',
    [
      ['have', 'Have'],
      ['sovevaerelse', 'Soveværelse'],
    ],
    [
      ['have', 'light.bedlampe', 'Bedlampe'],
      ['sovevaerelse', 'light.seng_venstre', 'Sengelampe venstre'],
      ['sovevaerelse', 'light.seng_hojre', 'Sengelampe højre'],
    ],
    [
      c('ordinary bed-outside', 'begge sengelamper', ['light.seng_venstre', 'light.seng_hojre']),
      c('ordinary bed-outside-not', 'bedlampen', ['light.bedlampe']),
    ],
  ),
  home(
    'r30l_nl_zwolle',
    'nl',
    [
      ['slaapkamer', 'Slaapkamer'],
      ['tuin', 'Tuin'],
    ],
    [
      ['slaapkamer', 'light.bedlamp_links', 'Bedlampje links'],
      ['slaapkamer', 'light.plafond', 'Plafondlamp slaapkamer'],
      ['tuin', 'light.tuin', 'Tuinverlichting'],
    ],
    [
      c('ordinary bed-outside-not', 'de bedlamp', ['light.bedlamp_links']),
      c('ordinary bed-outside-not', 'het bedlampje', ['light.bedlamp_links']),
    ],
  ),
  home(
    'r30l_nl_deventer',
    'nl',
    [
      ['slaapkamer', 'Slaapkamer'],
      ['tuin', 'Tuin'],
    ],
    [
      ['slaapkamer', 'light.bedlamp_a', 'Bedlamp Anna'],
      ['slaapkamer', 'light.bedlamp_p', 'Bedlamp Piet'],
      ['tuin', 'light.border', 'Border verlichting'],
    ],
    [c('ordinary bed-outside-not', 'de bedlampen', ['light.bedlamp_a', 'light.bedlamp_p'])],
  ),
  home(
    'r30l_da_vejle',
    'da',
    [
      ['sovevaerelse', 'Soveværelse'],
      ['have', 'Have'],
    ],
    [
      ['sovevaerelse', 'light.bedlampe', 'Bedlampe'],
      ['sovevaerelse', 'light.loft', 'Loftlampe'],
      ['have', 'light.have', 'Havelys'],
    ],
    [c('ordinary bed-outside-not', 'sengelampen', ['light.bedlampe'])],
  ),
];

export const ROUND_30L: EvalSuite[] = [
  ...HEATER_IS_NO_WATER_HEATER,
  ...LIGHTS_OF_A_TREE,
  ...CONSUMPTION_IS_THE_METER,
  ...BY_A_ROOMS_DOOR,
  ...KEYBOARD_IS_NO_PIANO,
  ...BED_OUTSIDE_ONLY,
];
