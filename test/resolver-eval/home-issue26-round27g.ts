// Issue 26, round 27g: cases of our own, in homes of our own, for the everyday word for a kind of light,
// heating, ventilation, water heating or clothes rack where the name says it another way (none is a slice's
// request or home). The first tag is the category, the second the rule exercised; a `-not` rule tag marks a
// neighbouring reading the rule must leave as it was.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/** Rule 1: a lamp said by the everyday word for its kind finds the one named by another ("Standard Lamp"). */
const LAMP_KINDS: EvalSuite[] = [
  home(
    'r27g_en_terrace',
    'en',
    [
      ['sitting_room', 'Sitting Room'],
      ['dining_room', 'Dining Room'],
      ['patio', 'Patio'],
    ],
    [
      one('sitting_room', 'light.corner_standard_lamp', 'Corner Standard Lamp'),
      one('sitting_room', 'light.sitting_room_pendant', 'Sitting Room Pendant'),
      one('dining_room', 'light.dining_table_lamp', 'Dining Table Lamp'),
      one('patio', 'switch.patio_festoon', 'Patio Festoon'),
      one('patio', 'light.patio_wall_light', 'Patio Wall Light'),
    ],
    [
      c('ordinary lamp-kind', 'switch on the floor lamp', ['light.corner_standard_lamp']),
      c('ordinary lamp-kind', 'the string lights', ['switch.patio_festoon']),
      c('ordinary lamp-kind', 'turn on the fairy lights on the patio', ['switch.patio_festoon']),
      c('ordinary lamp-kind-not', 'the wall light on the patio', ['light.patio_wall_light']),
      c('ordinary lamp-kind-not', 'the table lamp', ['light.dining_table_lamp']),
    ],
  ),
  home(
    'r27g_fr_longere',
    'fr',
    [
      ['sejour', 'Séjour'],
      ['bureau', 'Bureau'],
    ],
    [
      one('sejour', 'light.lampadaire_sejour', 'Lampadaire séjour'),
      one('sejour', 'light.suspension_sejour', 'Suspension séjour'),
      one('bureau', 'light.lampe_bureau', 'Lampe bureau'),
    ],
    [
      c('ordinary lamp-kind', 'allume la lampe sur pied', ['light.lampadaire_sejour']),
      c('ordinary lamp-kind-not', 'la suspension du séjour', ['light.suspension_sejour']),
    ],
  ),
  home(
    'r27g_es_piso_murcia',
    'es',
    [
      ['comedor', 'Comedor'],
      ['dormitorio', 'Dormitorio'],
    ],
    [
      one('comedor', 'light.plafon_comedor', 'Plafón comedor'),
      one('comedor', 'light.lampara_pie_comedor', 'Lámpara de pie comedor'),
      one('dormitorio', 'light.plafon_dormitorio', 'Plafón dormitorio'),
    ],
    [
      c('ordinary lamp-kind', 'enciende la luz de techo del comedor', ['light.plafon_comedor']),
      c('ask-one lamp-kind', 'la luz de techo', { ask: ['light.plafon_comedor', 'light.plafon_dormitorio'] }),
      c('ordinary lamp-kind-not', 'la lámpara de pie', ['light.lampara_pie_comedor']),
    ],
  ),
];

/** Rule 2: a lamp named with the bed it stands by ("Læselampe seng") is the bedside lamp. */
const BEDSIDE: EvalSuite[] = [
  home(
    'r27g_da_raekkehus',
    'da',
    [
      ['sovevaerelse', 'Soveværelse'],
      ['stue', 'Stue'],
    ],
    [
      one('sovevaerelse', 'light.laeselampe_seng', 'Læselampe seng'),
      one('sovevaerelse', 'light.loft_sove', 'Loft soveværelse'),
      one('stue', 'light.laeselampe_stue', 'Læselampe stue'),
    ],
    [
      c('ordinary bedside-lamp', 'sengelampen', ['light.laeselampe_seng']),
      c('ordinary bedside-lamp-not', 'læselampen i stuen', ['light.laeselampe_stue']),
    ],
  ),
  home(
    'r27g_en_flat',
    'en',
    [
      ['bedroom', 'Bedroom'],
      ['lounge', 'Lounge'],
    ],
    [
      one('bedroom', 'light.bed_reading_light', 'Bed Reading Light'),
      one('bedroom', 'light.bedroom_ceiling', 'Bedroom Ceiling'),
      one('lounge', 'light.lounge_reading_light', 'Lounge Reading Light'),
    ],
    [
      c('ordinary bedside-lamp', 'the bedside lamp', ['light.bed_reading_light']),
      c('ordinary bedside-lamp-not', 'the reading light in the lounge', ['light.lounge_reading_light']),
    ],
  ),
];

/** Rule 3: a climate entity named "Split …" or "Clima …" is an air conditioner. */
const AIR_CONDITIONERS: EvalSuite[] = [
  home(
    'r27g_es_adosado',
    'es',
    [
      ['comedor', 'Comedor'],
      ['despacho', 'Despacho'],
    ],
    [
      one('comedor', 'climate.split_comedor', 'Split comedor'),
      one('despacho', 'climate.radiador_despacho', 'Radiador despacho'),
    ],
    [
      c('ordinary ac-name', 'pon el aire', ['climate.split_comedor']),
      c('ordinary ac-name', 'el aire acondicionado del comedor', ['climate.split_comedor']),
      c('ordinary ac-name-not', 'el radiador', ['climate.radiador_despacho']),
    ],
  ),
  home(
    'r27g_es_duplex',
    'es',
    [
      ['cocina', 'Cocina'],
      ['estudio', 'Estudio'],
    ],
    [
      one('cocina', 'climate.aire_cocina', 'Aire cocina'),
      one('estudio', 'climate.aire_estudio', 'Aire estudio'),
    ],
    [
      // The clothes rack's words ("airer") leave the plural of "aire" alone.
      c('ordinary ac-name-not', 'enciende los aires', ['climate.aire_cocina', 'climate.aire_estudio']),
    ],
  ),
  home(
    'r27g_it_villetta',
    'it',
    [
      ['salotto', 'Salotto'],
      ['studio', 'Studio'],
    ],
    [
      one('salotto', 'climate.clima_salotto', 'Clima salotto'),
      one('studio', 'climate.clima_studio', 'Clima studio'),
    ],
    [
      c('ask-one ac-name', 'accendi il condizionatore', {
        ask: ['climate.clima_salotto', 'climate.clima_studio'],
      }),
      c('ordinary ac-name', 'il condizionatore dello studio', ['climate.clima_studio']),
    ],
  ),
];

/** Rule 4: "die Lüftung", "el extractor" in a bathroom are its fan; the kitchen's extractor is the hood. */
const VENTILATION: EvalSuite[] = [
  home(
    'r27g_de_reihenhaus',
    'de',
    [
      ['gaeste_wc', 'Gäste-WC'],
      ['kueche', 'Küche'],
    ],
    [
      one('gaeste_wc', 'fan.luefter_gaeste_wc', 'Lüfter Gäste-WC'),
      one('kueche', 'light.kueche', 'Küchenlicht'),
    ],
    [c('ordinary fan-word', 'mach die Lüftung im Gäste-WC an', ['fan.luefter_gaeste_wc'])],
  ),
  home(
    'r27g_es_atico',
    'es',
    [
      ['aseo', 'Aseo'],
      ['cocina', 'Cocina'],
    ],
    [
      one('aseo', 'fan.ventilador_aseo', 'Ventilador aseo'),
      one('cocina', 'fan.campana_cocina', 'Campana cocina'),
    ],
    [
      c('ordinary fan-word', 'el extractor del aseo', ['fan.ventilador_aseo']),
      c('ordinary fan-word-not', 'el extractor de la cocina', ['fan.campana_cocina']),
      c('ordinary fan-word-not', 'la campana', ['fan.campana_cocina']),
    ],
  ),
];

/** Rule 5: a hot-water tank named as one ("Cilindro", "Immersion") is the water heater. */
const WATER_HEATERS: EvalSuite[] = [
  home(
    'r27g_pt_moradia',
    'pt',
    [
      ['lavandaria', 'Lavandaria'],
      ['sala', 'Sala'],
    ],
    [
      one('lavandaria', 'switch.cilindro_lavandaria', 'Cilindro lavandaria'),
      one('sala', 'switch.aquecedor_sala', 'Aquecedor sala'),
    ],
    [
      c('ordinary water-heater', 'liga o termoacumulador', ['switch.cilindro_lavandaria']),
      c('ordinary water-heater-not', 'o aquecedor da sala', ['switch.aquecedor_sala']),
    ],
  ),
  home(
    'r27g_en_semi',
    'en',
    [
      ['airing_cupboard', 'Airing Cupboard'],
      ['kitchen', 'Kitchen'],
    ],
    [
      one('airing_cupboard', 'switch.immersion', 'Immersion'),
      one('kitchen', 'switch.kitchen_heater', 'Kitchen Heater'),
    ],
    [
      c('ordinary water-heater', 'the water heater', ['switch.immersion']),
      c('ordinary water-heater-not', 'the heater in the kitchen', ['switch.kitchen_heater']),
    ],
  ),
];

/** Rule 6: "晒衣服" (drying the washing) finds the clothes rack, as its name says "晾衣架". */
const CLOTHES_RACK: EvalSuite[] = [
  home(
    'r27g_zh_gongyu',
    'zh',
    [
      ['yangtai', '阳台'],
      ['woshi', '卧室'],
    ],
    [
      one('yangtai', 'cover.yangtai_liangyijia', '阳台晾衣架'),
      one('yangtai', 'light.yangtai_deng', '阳台灯'),
      one('woshi', 'cover.woshi_chuanglian', '卧室窗帘'),
    ],
    [
      c('activity clothes-rack', '晒衣服', ['cover.yangtai_liangyijia']),
      c('ordinary clothes-rack-not', '阳台的灯', ['light.yangtai_deng']),
      c('ordinary clothes-rack-not', '卧室窗帘', ['cover.woshi_chuanglian']),
    ],
  ),
];

/** Rule 7: a room's temperature is its own thermometer's, not that of an appliance's inside there. */
const ROOM_READING: EvalSuite[] = [
  home(
    'r27g_nl_tussenwoning',
    'nl',
    [
      ['kelder', 'Kelder'],
      ['schuur', 'Schuur'],
    ],
    [
      one('kelder', 'sensor.vriezer_kelder_temp', 'Vriezer kelder', { deviceClass: 'temperature' }),
      one('kelder', 'sensor.kelder_thermometer', 'Kelder thermometer', { deviceClass: 'temperature' }),
      one('schuur', 'sensor.koelkast_schuur', 'Koelkast schuur', { deviceClass: 'temperature' }),
    ],
    [
      c('ordinary room-reading', 'de temperatuur in de kelder', ['sensor.kelder_thermometer']),
      c('ordinary room-reading-not', 'de temperatuur van de vriezer', ['sensor.vriezer_kelder_temp']),
      c('ordinary room-reading-not', 'de temperatuur in de schuur', ['sensor.koelkast_schuur']),
    ],
  ),
  home(
    'r27g_en_bungalow',
    'en',
    [
      ['study', 'Study'],
      ['garage', 'Garage'],
    ],
    [
      one('study', 'sensor.aquarium_water', 'Aquarium Water', { deviceClass: 'temperature' }),
      one('study', 'sensor.study_thermometer', 'Thermometer', { deviceClass: 'temperature' }),
      one('garage', 'sensor.garage_temperature', 'Garage Temperature', { deviceClass: 'temperature' }),
    ],
    [
      c('ordinary room-reading', 'how warm is it in the study', ['sensor.study_thermometer']),
      c('ordinary room-reading-not', 'the aquarium water', ['sensor.aquarium_water']),
    ],
  ),
];

/** Rule 8: a switch named as string lights is the light of its place ("the lights on the terrace"). */
const LIGHTS_ON_SWITCH: EvalSuite[] = [
  home(
    'r27g_sv_radhus',
    'sv',
    [
      ['altan', 'Altan'],
      ['vardagsrum', 'Vardagsrum'],
    ],
    [
      one('altan', 'switch.ljusslinga_altan', 'Ljusslinga altan'),
      one('altan', 'cover.markis_altan', 'Markis altan'),
      one('vardagsrum', 'light.taklampa_vardagsrum', 'Taklampa vardagsrum'),
      one('vardagsrum', 'light.golvlampa', 'Golvlampa'),
    ],
    [
      c('ordinary lights-on-switch', 'lamporna på altanen', ['switch.ljusslinga_altan']),
      c('ordinary lights-on-switch-not', 'lamporna i vardagsrummet', [
        'light.taklampa_vardagsrum',
        'light.golvlampa',
      ]),
      c('ordinary lights-on-switch-not', 'markisen på altanen', ['cover.markis_altan']),
    ],
  ),
  home(
    'r27g_nl_hoekhuis',
    'nl',
    [
      ['tuin', 'Tuin'],
      ['keuken', 'Keuken'],
    ],
    [
      one('tuin', 'switch.lichtsnoer_tuin', 'Lichtsnoer tuin'),
      one('tuin', 'switch.vijverpomp', 'Vijverpomp'),
      one('keuken', 'light.keuken', 'Keukenlamp'),
    ],
    [
      c('ordinary lights-on-switch', 'de lampjes in de tuin', ['switch.lichtsnoer_tuin']),
      c('ordinary lights-on-switch-not', 'de vijverpomp', ['switch.vijverpomp']),
    ],
  ),
];

export const ROUND_27G: EvalSuite[] = [
  ...LAMP_KINDS,
  ...BEDSIDE,
  ...AIR_CONDITIONERS,
  ...VENTILATION,
  ...WATER_HEATERS,
  ...CLOTHES_RACK,
  ...ROOM_READING,
  ...LIGHTS_ON_SWITCH,
];
