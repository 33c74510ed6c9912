// Unseen slice: do not read while changing the resolver.
// Slice 36: plain homes of 15–30 devices as forum posts and public configs show them (living room, kitchen,
// hall with a lock and a door contact, a bedroom with twin bedside lamps, a child's room named after the
// child, an office, a bathroom, a garage and a garden), named in the household's language with a few
// integration defaults left ("Forecast Home", brand-named vacuums and speakers). Each home carries the
// issue's seven kinds of miss once or twice; the phrases are the reference alone, as a model passes it.
import { c, type EvalCase, type EvalHome, type EvalSuite } from '../../eval-home.js';
import { one } from '../one-device.js';

/** What one household calls its floors, rooms and things, and the 25 phrases its people say. */
export interface Words {
  lang: string;
  floors: [ground: string, upper: string];
  areas: Record<
    'living' | 'kitchen' | 'hall' | 'bedroom' | 'child' | 'office' | 'bath' | 'garage' | 'garden',
    string
  >;
  names: Record<
    | 'ceiling'
    | 'floorLamp'
    | 'tv'
    | 'speaker'
    | 'kitchenLights'
    | 'coffee'
    | 'frontLock'
    | 'frontSensor'
    | 'hallLight'
    | 'bedsideA'
    | 'bedsideB'
    | 'thermostat'
    | 'childLight'
    | 'blind'
    | 'deskLamp'
    | 'officeFan'
    | 'humidity'
    | 'extractor'
    | 'garageDoor'
    | 'sprinkler'
    | 'gardenLights'
    | 'fountain'
    | 'stringLights'
    | 'outdoorTemp'
    | 'hidden'
    | 'vacuum'
    | 'list'
    | 'shopList',
    string
  >;
  /** Ordinary requests, in the order of ORDINARY below. */
  ordinary: string[];
  ask: [one: string, both: string];
  nameWins: string;
  activity: [brightness: string, watering: string];
  sensor: [open: string, lock: string];
  namedAfter: [shop: string, person: string];
  hidden: string;
  brand: [phrase: string, target: 'vacuum' | 'speaker'];
  /** The bedroom climate's modes: a radiator thermostat heats only, a split air conditioner does more. */
  hvacModes?: string[];
  /** Curtains rather than a blind in the office. */
  blindClass?: string;
}

const ORDINARY = [
  'light.living_room_ceiling',
  'light.floor_lamp',
  'media_player.living_room_tv',
  'light.kitchen_lights',
  'switch.coffee_maker',
  'light.hallway',
  'climate.bedroom',
  'cover.office_blind',
  'fan.office_fan',
  'fan.bathroom_extractor',
  'cover.garage_door',
  'light.garden_lights',
  'todo.shopping_list',
  'weather.forecast_home',
] as const;

export function makeSuite(id: string, w: Words): EvalSuite {
  const n = w.names;
  const home: EvalHome = {
    id,
    language: w.lang,
    floors: [
      ['ground', w.floors[0], 0],
      ['upper', w.floors[1], 1],
    ],
    areas: [
      ['living', w.areas.living, 'ground'],
      ['kitchen', w.areas.kitchen, 'ground'],
      ['hall', w.areas.hall, 'ground'],
      ['garage', w.areas.garage, 'ground'],
      ['garden', w.areas.garden, null],
      ['bedroom', w.areas.bedroom, 'upper'],
      ['child', w.areas.child, 'upper'],
      ['office', w.areas.office, 'upper'],
      ['bath', w.areas.bath, 'upper'],
    ],
    devices: [
      one('living', 'light.living_room_ceiling', n.ceiling),
      one('living', 'light.floor_lamp', n.floorLamp),
      one('living', 'media_player.living_room_tv', n.tv, { deviceClass: 'tv' }),
      one('living', 'vacuum.robot', n.vacuum),
      one('kitchen', 'media_player.kitchen_speaker', n.speaker, { deviceClass: 'speaker' }),
      one('kitchen', 'light.kitchen_lights', n.kitchenLights),
      one('kitchen', 'switch.coffee_maker', n.coffee, { deviceClass: 'outlet' }),
      one('kitchen', 'media_player.kitchen_display', n.hidden, { deviceClass: 'speaker', hidden: true }),
      one('hall', 'lock.front_door', n.frontLock),
      one('hall', 'binary_sensor.front_door', n.frontSensor, { deviceClass: 'door' }),
      one('hall', 'light.hallway', n.hallLight),
      one('bedroom', 'light.bedside_lamp_a', n.bedsideA),
      one('bedroom', 'light.bedside_lamp_b', n.bedsideB),
      one('bedroom', 'climate.bedroom', n.thermostat, {
        attributes: { hvac_modes: w.hvacModes ?? ['off', 'heat'], current_temperature: 20, temperature: 21 },
      }),
      one('child', 'light.child_nightlight', n.childLight),
      one('office', 'cover.office_blind', n.blind, { deviceClass: w.blindClass ?? 'blind' }),
      one('office', 'light.desk_lamp', n.deskLamp),
      one('office', 'fan.office_fan', n.officeFan),
      one('bath', 'sensor.bathroom_humidity', n.humidity, {
        deviceClass: 'humidity',
        attributes: { unit_of_measurement: '%', state_class: 'measurement' },
      }),
      one('bath', 'fan.bathroom_extractor', n.extractor),
      one('garage', 'cover.garage_door', n.garageDoor, { deviceClass: 'garage' }),
      one('garden', 'valve.garden_sprinkler', n.sprinkler, { deviceClass: 'water' }),
      one('garden', 'light.garden_lights', n.gardenLights),
      one('garden', 'switch.fountain_pump', n.fountain),
      one('garden', 'switch.string_lights', n.stringLights),
      one('garden', 'sensor.outdoor_temperature', n.outdoorTemp, {
        deviceClass: 'temperature',
        attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
      }),
    ],
    loose: [
      ['weather.forecast_home', 'Forecast Home'],
      ['todo.shopping_list', n.list],
      ['todo.shop', n.shopList],
    ],
  };
  const cases: EvalCase[] = [
    ...w.ordinary.map((say, i) => c('ordinary', say, [ORDINARY[i] ?? 'missing'])),
    c('ask-one', w.ask[0], { ask: ['light.bedside_lamp_a', 'light.bedside_lamp_b'] }),
    c('ask-one', w.ask[1], ['light.bedside_lamp_a', 'light.bedside_lamp_b']),
    c('name-wins', w.nameWins, ['switch.fountain_pump']),
    c('activity', w.activity[0], ['light.desk_lamp']),
    c('activity', w.activity[1], ['valve.garden_sprinkler']),
    c('device-sensor', w.sensor[0], ['binary_sensor.front_door']),
    c('device-sensor', w.sensor[1], ['lock.front_door']),
    c('named-after', w.namedAfter[0], ['todo.shop']),
    c('named-after', w.namedAfter[1], ['light.child_nightlight']),
    c('hidden-similar', w.hidden, 'not-exposed'),
    c('brand', w.brand[0], [w.brand[1] === 'vacuum' ? 'vacuum.robot' : 'media_player.kitchen_speaker']),
  ];
  return { home, cases };
}

export const en = makeSuite('s36_en_leeds', {
  lang: 'en',
  floors: ['Ground Floor', 'Upstairs'],
  areas: {
    living: 'Living Room',
    kitchen: 'Kitchen',
    hall: 'Hallway',
    bedroom: 'Bedroom',
    child: "Emma's Room",
    office: 'Office',
    bath: 'Bathroom',
    garage: 'Garage',
    garden: 'Garden',
  },
  names: {
    ceiling: 'Living Room Ceiling',
    floorLamp: 'Floor Lamp',
    tv: 'Living Room TV',
    speaker: 'Sonos One',
    kitchenLights: 'Kitchen Lights',
    coffee: 'Coffee Maker',
    frontLock: 'Front Door Lock',
    frontSensor: 'Front Door Sensor',
    hallLight: 'Hallway Light',
    bedsideA: 'Bedside Lamp Left',
    bedsideB: 'Bedside Lamp Right',
    thermostat: 'Bedroom Thermostat',
    childLight: 'Nightlight',
    blind: 'Office Blind',
    deskLamp: 'Desk Lamp',
    officeFan: 'Office Fan',
    humidity: 'Bathroom Humidity',
    extractor: 'Extractor Fan',
    garageDoor: 'Garage Door',
    sprinkler: 'Sprinkler',
    gardenLights: 'Garden Lights',
    fountain: 'Fountain Pump',
    stringLights: 'Festoon Lights',
    outdoorTemp: 'Outdoor Temperature',
    hidden: 'Kitchen Display',
    vacuum: 'Roborock S7',
    list: 'Shopping List',
    shopList: 'Tesco',
  },
  ordinary: [
    'living room ceiling light',
    'floor lamp',
    'the TV in the living room',
    'kitchen lights',
    'coffee maker',
    'hallway light',
    'bedroom thermostat',
    'office blind',
    'office fan',
    'extractor fan in the bathroom',
    'garage door',
    'garden lights',
    'shopping list',
    'weather forecast',
  ],
  ask: ['bedside lamp', 'both bedside lamps'],
  nameWins: 'the fountain in the garden',
  activity: ['brightness in the office', 'watering the garden'],
  sensor: ['is the front door open', 'lock the front door'],
  namedAfter: ['the Tesco list', "the light in Emma's room"],
  hidden: 'kitchen display',
  brand: ['the Roborock', 'vacuum'],
});

export const de = makeSuite('s36_de_kassel', {
  lang: 'de',
  floors: ['Erdgeschoss', 'Obergeschoss'],
  areas: {
    living: 'Wohnzimmer',
    kitchen: 'Küche',
    hall: 'Flur',
    bedroom: 'Schlafzimmer',
    child: 'Lenas Zimmer',
    office: 'Arbeitszimmer',
    bath: 'Badezimmer',
    garage: 'Garage',
    garden: 'Garten',
  },
  names: {
    ceiling: 'Wohnzimmer Deckenlampe',
    floorLamp: 'Stehlampe',
    tv: 'Fernseher',
    speaker: 'Sonos Küche',
    kitchenLights: 'Küchenlicht',
    coffee: 'Kaffeemaschine',
    frontLock: 'Haustür Schloss',
    frontSensor: 'Haustür Kontakt',
    hallLight: 'Flurlicht',
    bedsideA: 'Nachttischlampe links',
    bedsideB: 'Nachttischlampe rechts',
    thermostat: 'Heizung Schlafzimmer',
    childLight: 'Nachtlicht',
    blind: 'Rollladen Arbeitszimmer',
    deskLamp: 'Schreibtischlampe',
    officeFan: 'Ventilator',
    humidity: 'Luftfeuchtigkeit Bad',
    extractor: 'Lüfter Bad',
    garageDoor: 'Garagentor',
    sprinkler: 'Rasensprenger',
    gardenLights: 'Gartenbeleuchtung',
    fountain: 'Brunnenpumpe',
    stringLights: 'Lichterkette',
    outdoorTemp: 'Außentemperatur',
    hidden: 'Echo Show Küche',
    vacuum: 'Roborock S8',
    list: 'Einkaufsliste',
    shopList: 'Lidl',
  },
  ordinary: [
    'Deckenlampe im Wohnzimmer',
    'Stehlampe',
    'Fernseher',
    'Küchenlicht',
    'Kaffeemaschine',
    'Flurlicht',
    'Heizung im Schlafzimmer',
    'Rollladen im Arbeitszimmer',
    'Ventilator',
    'Lüfter im Bad',
    'Garagentor',
    'Gartenbeleuchtung',
    'Einkaufsliste',
    'Wettervorhersage',
  ],
  ask: ['Nachttischlampe', 'beide Nachttischlampen'],
  nameWins: 'Brunnen im Garten',
  activity: ['Helligkeit im Arbeitszimmer', 'Garten bewässern'],
  sensor: ['ist die Haustür offen', 'Haustür abschließen'],
  namedAfter: ['Lidl-Liste', 'Licht in Lenas Zimmer'],
  hidden: 'Echo Show in der Küche',
  brand: ['Roborock', 'vacuum'],
});

export const es = makeSuite('s36_es_zaragoza', {
  lang: 'es',
  floors: ['Planta baja', 'Primera planta'],
  areas: {
    living: 'Salón',
    kitchen: 'Cocina',
    hall: 'Entrada',
    bedroom: 'Dormitorio',
    child: 'Habitación de Lucía',
    office: 'Despacho',
    bath: 'Baño',
    garage: 'Garaje',
    garden: 'Jardín',
  },
  names: {
    ceiling: 'Lámpara techo salón',
    floorLamp: 'Lámpara de pie',
    tv: 'Tele del salón',
    speaker: 'Altavoz Sonos',
    kitchenLights: 'Luces cocina',
    coffee: 'Cafetera',
    frontLock: 'Cerradura puerta principal',
    frontSensor: 'Sensor puerta principal',
    hallLight: 'Luz entrada',
    bedsideA: 'Lámpara mesita izquierda',
    bedsideB: 'Lámpara mesita derecha',
    thermostat: 'Termostato dormitorio',
    childLight: 'Luz quitamiedos',
    blind: 'Persiana despacho',
    deskLamp: 'Flexo',
    officeFan: 'Ventilador despacho',
    humidity: 'Humedad baño',
    extractor: 'Extractor baño',
    garageDoor: 'Puerta garaje',
    sprinkler: 'Aspersores',
    gardenLights: 'Focos jardín',
    fountain: 'Bomba fuente',
    stringLights: 'Guirnalda',
    outdoorTemp: 'Temperatura exterior',
    hidden: 'Pantalla cocina',
    vacuum: 'Conga 8090',
    list: 'Lista de la compra',
    shopList: 'Mercadona',
  },
  ordinary: [
    'lámpara del techo del salón',
    'lámpara de pie',
    'la tele del salón',
    'luces de la cocina',
    'cafetera',
    'luz de la entrada',
    'termostato del dormitorio',
    'persiana del despacho',
    'ventilador del despacho',
    'extractor del baño',
    'puerta del garaje',
    'focos del jardín',
    'lista de la compra',
    'previsión del tiempo',
  ],
  ask: ['lámpara de la mesita', 'las dos lámparas de las mesitas'],
  nameWins: 'la fuente del jardín',
  activity: ['brillo del despacho', 'regar el jardín'],
  sensor: ['está abierta la puerta principal', 'cierra con llave la puerta principal'],
  namedAfter: ['lista del Mercadona', 'luz de la habitación de Lucía'],
  hidden: 'pantalla de la cocina',
  brand: ['la Conga', 'vacuum'],
});

export const fr = makeSuite('s36_fr_rennes', {
  lang: 'fr',
  floors: ['Rez-de-chaussée', 'Étage'],
  areas: {
    living: 'Salon',
    kitchen: 'Cuisine',
    hall: 'Entrée',
    bedroom: 'Chambre parentale',
    child: 'Chambre de Léo',
    office: 'Bureau',
    bath: 'Salle de bain',
    garage: 'Garage',
    garden: 'Jardin',
  },
  names: {
    ceiling: 'Plafonnier salon',
    floorLamp: 'Lampadaire',
    tv: 'Télé salon',
    speaker: 'Sonos Cuisine',
    kitchenLights: 'Spots cuisine',
    coffee: 'Machine à café',
    frontLock: 'Serrure porte d’entrée',
    frontSensor: 'Capteur porte d’entrée',
    hallLight: 'Lumière entrée',
    bedsideA: 'Lampe de chevet gauche',
    bedsideB: 'Lampe de chevet droite',
    thermostat: 'Thermostat chambre',
    childLight: 'Veilleuse',
    blind: 'Volet bureau',
    deskLamp: 'Lampe de bureau',
    officeFan: 'Ventilateur',
    humidity: 'Humidité salle de bain',
    extractor: 'VMC salle de bain',
    garageDoor: 'Porte de garage',
    sprinkler: 'Arrosage',
    gardenLights: 'Éclairage jardin',
    fountain: 'Pompe fontaine',
    stringLights: 'Guirlande',
    outdoorTemp: 'Température extérieure',
    hidden: 'Écran cuisine',
    vacuum: 'Roomba',
    list: 'Liste de courses',
    shopList: 'Carrefour',
  },
  ordinary: [
    'plafonnier du salon',
    'lampadaire',
    'la télé du salon',
    'spots de la cuisine',
    'machine à café',
    'lumière de l’entrée',
    'thermostat de la chambre',
    'volet du bureau',
    'ventilateur',
    'VMC',
    'porte du garage',
    'éclairage du jardin',
    'liste de courses',
    'météo',
  ],
  ask: ['lampe de chevet', 'les deux lampes de chevet'],
  nameWins: 'la fontaine du jardin',
  activity: ['luminosité du bureau', 'arroser le jardin'],
  sensor: ['la porte d’entrée est-elle ouverte', 'verrouille la porte d’entrée'],
  namedAfter: ['liste Carrefour', 'lumière de la chambre de Léo'],
  hidden: 'écran de la cuisine',
  brand: ['le Roomba', 'vacuum'],
});

export const it = makeSuite('s36_it_bergamo', {
  lang: 'it',
  floors: ['Piano terra', 'Primo piano'],
  areas: {
    living: 'Soggiorno',
    kitchen: 'Cucina',
    hall: 'Ingresso',
    bedroom: 'Camera da letto',
    child: 'Camera di Giulia',
    office: 'Studio',
    bath: 'Bagno',
    garage: 'Garage',
    garden: 'Giardino',
  },
  names: {
    ceiling: 'Lampadario soggiorno',
    floorLamp: 'Piantana',
    tv: 'TV soggiorno',
    speaker: 'Sonos Cucina',
    kitchenLights: 'Luci cucina',
    coffee: 'Macchina del caffè',
    frontLock: 'Serratura porta ingresso',
    frontSensor: 'Sensore porta ingresso',
    hallLight: 'Luce ingresso',
    bedsideA: 'Abat-jour sinistra',
    bedsideB: 'Abat-jour destra',
    thermostat: 'Termostato camera',
    childLight: 'Lucina notturna',
    blind: 'Tapparella studio',
    deskLamp: 'Lampada scrivania',
    officeFan: 'Ventilatore studio',
    humidity: 'Umidità bagno',
    extractor: 'Aspiratore bagno',
    garageDoor: 'Basculante garage',
    sprinkler: 'Irrigazione',
    gardenLights: 'Luci giardino',
    fountain: 'Pompa fontana',
    stringLights: 'Catena luminosa',
    outdoorTemp: 'Temperatura esterna',
    hidden: 'Display cucina',
    vacuum: 'Roborock Q7',
    list: 'Lista della spesa',
    shopList: 'Esselunga',
  },
  ordinary: [
    'lampadario del soggiorno',
    'piantana',
    'la TV del soggiorno',
    'luci della cucina',
    'macchina del caffè',
    'luce dell’ingresso',
    'termostato della camera',
    'tapparella dello studio',
    'ventilatore dello studio',
    'aspiratore del bagno',
    'basculante del garage',
    'luci del giardino',
    'lista della spesa',
    'previsioni meteo',
  ],
  ask: ['abat-jour', 'entrambe le abat-jour'],
  nameWins: 'la fontana in giardino',
  activity: ['luminosità nello studio', 'innaffiare il giardino'],
  sensor: ['la porta d’ingresso è aperta', 'chiudi a chiave la porta d’ingresso'],
  namedAfter: ['lista Esselunga', 'luce nella camera di Giulia'],
  hidden: 'display della cucina',
  brand: ['il Roborock', 'vacuum'],
});
