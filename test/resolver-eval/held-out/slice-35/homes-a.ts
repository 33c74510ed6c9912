// Unseen slice: do not read while changing the resolver.
// Slice 35: homes in cold climates, where heating is most of the home. Every home has the same rooms a
// northern house tends to have (a radiator valve in most rooms, a heat pump or boiler in the utility room,
// floor heating and a towel rail in the bathroom, a sauna, a car's engine heater on a plug in the garage, a
// fireplace fan), named in its own language; the cases are written per language.
import {
  c,
  type EvalCase,
  type EvalDevice,
  type EvalEntity,
  type EvalSuite,
  type Expected,
} from '../../eval-home.js';
import { one } from '../one-device.js';

type Area =
  'living' | 'kitchen' | 'hall' | 'bath' | 'bed' | 'person' | 'utility' | 'sauna' | 'garage' | 'garden';

export type Thing =
  | 'sofaRadiator'
  | 'windowRadiator'
  | 'kitchenRadiator'
  | 'bedRadiator'
  | 'personRadiator'
  | 'heater'
  | 'floorHeating'
  | 'towelRail'
  | 'sauna'
  | 'engineHeater'
  | 'fireplaceFan'
  | 'livingTemp'
  | 'livingHumidity'
  | 'bathHumidity'
  | 'outdoorTemp'
  | 'ceilingLight'
  | 'floorLamp'
  | 'kitchenLight'
  | 'lampLeft'
  | 'lampRight'
  | 'mirrorLight'
  | 'livingBlind'
  | 'bedBlind'
  | 'lock'
  | 'doorSensor'
  | 'speaker'
  | 'hiddenFan'
  | 'shoppingList'
  | 'shopList';

export interface ColdHome {
  id: string;
  language: string;
  /** Ground floor, upper floor, basement. */
  floors: [string, string, string];
  areas: Record<Area, string>;
  names: Record<Thing, string>;
  /** A heat pump (heats and cools) or a boiler (heats only). */
  heater: 'heat-pump' | 'boiler';
  /** Entity ids from the names (Latin-script homes) or from English words (CJK homes, as many name them). */
  latinIds: boolean;
}

const RADIATOR = { hvac_modes: ['off', 'heat', 'auto'], min_temp: 5, max_temp: 30, current_temperature: 19 };
const SENSOR = { state_class: 'measurement' };

const PLACE: Record<Thing, [Area | null, string, EvalEntity[2]?]> = {
  sofaRadiator: ['living', 'climate', { attributes: RADIATOR }],
  windowRadiator: ['living', 'climate', { attributes: RADIATOR }],
  kitchenRadiator: ['kitchen', 'climate', { attributes: RADIATOR }],
  bedRadiator: ['bed', 'climate', { attributes: RADIATOR }],
  personRadiator: ['person', 'climate', { attributes: RADIATOR }],
  heater: ['utility', 'climate'],
  floorHeating: [
    'bath',
    'climate',
    { attributes: { hvac_modes: ['off', 'heat'], min_temp: 5, max_temp: 35, current_temperature: 24 } },
  ],
  towelRail: ['bath', 'switch', { deviceClass: 'switch' }],
  sauna: [
    'sauna',
    'climate',
    { attributes: { hvac_modes: ['off', 'heat'], min_temp: 40, max_temp: 110, current_temperature: 22 } },
  ],
  engineHeater: ['garage', 'switch', { deviceClass: 'outlet' }],
  fireplaceFan: ['living', 'fan', { attributes: { percentage: 0, percentage_step: 33.3 } }],
  livingTemp: [
    'living',
    'sensor',
    { deviceClass: 'temperature', attributes: { ...SENSOR, unit_of_measurement: '°C' } },
  ],
  livingHumidity: [
    'living',
    'sensor',
    { deviceClass: 'humidity', attributes: { ...SENSOR, unit_of_measurement: '%' } },
  ],
  bathHumidity: [
    'bath',
    'sensor',
    { deviceClass: 'humidity', attributes: { ...SENSOR, unit_of_measurement: '%' } },
  ],
  outdoorTemp: [
    'garden',
    'sensor',
    { deviceClass: 'temperature', attributes: { ...SENSOR, unit_of_measurement: '°C' } },
  ],
  ceilingLight: ['living', 'light', { attributes: { supported_color_modes: ['brightness'] } }],
  floorLamp: ['living', 'light', { attributes: { supported_color_modes: ['brightness'] } }],
  kitchenLight: ['kitchen', 'light', { attributes: { supported_color_modes: ['color_temp'] } }],
  lampLeft: ['bed', 'light', { attributes: { supported_color_modes: ['brightness'] } }],
  lampRight: ['bed', 'light', { attributes: { supported_color_modes: ['brightness'] } }],
  mirrorLight: ['bath', 'light', { attributes: { supported_color_modes: ['onoff'] } }],
  livingBlind: ['living', 'cover', { deviceClass: 'blind', attributes: { current_position: 0 } }],
  bedBlind: ['bed', 'cover', { deviceClass: 'blind', attributes: { current_position: 0 } }],
  lock: ['hall', 'lock'],
  doorSensor: ['hall', 'binary_sensor', { deviceClass: 'door' }],
  speaker: ['kitchen', 'media_player', { deviceClass: 'speaker' }],
  hiddenFan: ['bath', 'fan', { hidden: true }],
  shoppingList: [null, 'todo'],
  shopList: [null, 'todo'],
};

const LOOSE: Thing[] = ['shoppingList', 'shopList'];

const FOLD: Record<string, string> = { ø: 'o', æ: 'ae', å: 'a', ß: 'ss', ł: 'l', œ: 'oe' };

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæåßłœ]/g, (letter) => FOLD[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

function snake(thing: string): string {
  return thing.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The home, and a way to write a case's expectation by the things' keys. */
export function coldHome(home: ColdHome): {
  suite: (cases: EvalCase[]) => EvalSuite;
  id: (t: Thing) => string;
} {
  const ids = new Map<Thing, string>();
  const used = new Set<string>();
  for (const thing of Object.keys(PLACE) as Thing[]) {
    const domain = PLACE[thing][1];
    let object = home.latinIds ? slug(home.names[thing]) : snake(thing);
    if (object === '' || used.has(`${domain}.${object}`)) object = `${object}_${snake(thing)}`;
    used.add(`${domain}.${object}`);
    ids.set(thing, `${domain}.${object}`);
  }
  const id = (thing: Thing) => ids.get(thing) ?? thing;
  const heaterModes =
    home.heater === 'heat-pump'
      ? { hvac_modes: ['off', 'heat', 'cool', 'auto'], min_temp: 16, max_temp: 30, current_temperature: 21 }
      : { hvac_modes: ['off', 'heat'], min_temp: 30, max_temp: 80, current_temperature: 55 };
  const devices: EvalDevice[] = [];
  const loose: EvalEntity[] = [];
  for (const thing of Object.keys(PLACE) as Thing[]) {
    const [area, , options] = PLACE[thing];
    const withModes = thing === 'heater' ? { attributes: heaterModes } : options;
    if (LOOSE.includes(thing)) loose.push([id(thing), home.names[thing]]);
    else devices.push(one(area, id(thing), home.names[thing], withModes));
  }
  const floorOf: Record<Area, string | null> = {
    living: 'ground',
    kitchen: 'ground',
    hall: 'ground',
    garage: 'ground',
    bath: 'upper',
    bed: 'upper',
    person: 'upper',
    utility: 'basement',
    sauna: 'basement',
    garden: null,
  };
  return {
    id,
    suite: (cases) => ({
      home: {
        id: home.id,
        language: home.language,
        floors: [
          ['ground', home.floors[0], 0],
          ['upper', home.floors[1], 1],
          ['basement', home.floors[2], -1],
        ],
        areas: (Object.keys(home.areas) as Area[]).map((area) => [area, home.areas[area], floorOf[area]]),
        devices,
        loose,
      },
      cases,
    }),
  };
}

/** Shorthand for an expectation: the entities of these things. */
export function want(id: (t: Thing) => string, ...things: Thing[]): Expected {
  return things.map(id);
}

/** Shorthand for "ask which of these". */
export function ask(id: (t: Thing) => string, ...things: Thing[]): Expected {
  return { ask: things.map(id) };
}

// Fairbanks, Alaska: a heat pump, a block heater plugged in for the car at forty below.
export const fairbanks: EvalSuite = (() => {
  const { id, suite } = coldHome({
    id: 's35_fairbanks',
    language: 'en',
    floors: ['Ground Floor', 'Upstairs', 'Basement'],
    areas: {
      living: 'Living Room',
      kitchen: 'Kitchen',
      hall: 'Hallway',
      bath: 'Bathroom',
      bed: 'Bedroom',
      person: "Emma's Room",
      utility: 'Utility Room',
      sauna: 'Sauna',
      garage: 'Garage',
      garden: 'Yard',
    },
    names: {
      sofaRadiator: 'Sofa Radiator',
      windowRadiator: 'Window Radiator',
      kitchenRadiator: 'Kitchen Radiator',
      bedRadiator: 'Bedroom Radiator',
      personRadiator: "Emma's Radiator",
      heater: 'Heat Pump',
      floorHeating: 'Bathroom Floor Heating',
      towelRail: 'Heated Towel Rail',
      sauna: 'Sauna Heater',
      engineHeater: 'Engine Block Heater',
      fireplaceFan: 'Fireplace Fan',
      livingTemp: 'Living Room Temperature',
      livingHumidity: 'Living Room Humidity',
      bathHumidity: 'Bathroom Humidity',
      outdoorTemp: 'Outdoor Temperature',
      ceilingLight: 'Ceiling Light',
      floorLamp: 'Floor Lamp',
      kitchenLight: 'Kitchen Lights',
      lampLeft: 'Nightstand Lamp Left',
      lampRight: 'Nightstand Lamp Right',
      mirrorLight: 'Mirror Light',
      livingBlind: 'Living Room Blinds',
      bedBlind: 'Bedroom Blind',
      lock: 'Front Door Lock',
      doorSensor: 'Front Door Sensor',
      speaker: 'Sonos One',
      hiddenFan: 'Bathroom Exhaust Fan',
      shoppingList: 'Shopping List',
      shopList: 'Fred Meyer',
    },
    heater: 'heat-pump',
    latinIds: true,
  });
  const w = (...things: Thing[]) => want(id, ...things);
  const q = (...things: Thing[]) => ask(id, ...things);
  return suite([
    c('ordinary', 'the kitchen radiator', w('kitchenRadiator')),
    c('ordinary', 'bedroom radiator', w('bedRadiator')),
    c('ordinary', 'the heat pump', w('heater')),
    c('ordinary', 'bathroom floor heating', w('floorHeating')),
    c('ordinary', 'the towel rail', w('towelRail')),
    c('ordinary', 'the sauna', w('sauna')),
    c('ordinary', 'the block heater in the garage', w('engineHeater')),
    c('ordinary', 'the fireplace fan', w('fireplaceFan')),
    c('ordinary', 'the lights upstairs', w('lampLeft', 'lampRight', 'mirrorLight')),
    c('ordinary', 'the living room blinds', w('livingBlind')),
    c('ordinary', 'living room temperature', w('livingTemp')),
    c('ordinary', 'all the radiators upstairs', w('bedRadiator', 'personRadiator')),
    c('ordinary', 'the kitchen lights', w('kitchenLight')),
    c('ordinary', 'the bedroom blind', w('bedBlind')),
    c('ask-one', 'the radiator in the living room', q('sofaRadiator', 'windowRadiator')),
    c('ask-one', 'both nightstand lamps', w('lampLeft', 'lampRight')),
    c('name-wins', 'the floor lamp in the living room', w('floorLamp')),
    c('activity', 'how warm is it outside', w('outdoorTemp')),
    c('activity', 'humidity in the bathroom', w('bathHumidity')),
    c('device-sensor', 'is the front door open', w('doorSensor')),
    c('device-sensor', 'lock the front door', w('lock')),
    c('named-after', 'the shopping list', w('shoppingList')),
    c('named-after', "the radiator in emma's room", w('personRadiator')),
    c('hidden-similar', 'the bathroom fan', 'not-exposed'),
    c('brand', 'the sonos', w('speaker')),
  ]);
})();

// Oberstdorf, Allgäu: a Viessmann heat pump, the grandmother's room upstairs.
export const oberstdorf: EvalSuite = (() => {
  const { id, suite } = coldHome({
    id: 's35_oberstdorf',
    language: 'de',
    floors: ['Erdgeschoss', 'Obergeschoss', 'Keller'],
    areas: {
      living: 'Wohnzimmer',
      kitchen: 'Küche',
      hall: 'Flur',
      bath: 'Badezimmer',
      bed: 'Schlafzimmer',
      person: 'Omas Zimmer',
      utility: 'Hauswirtschaftsraum',
      sauna: 'Sauna',
      garage: 'Garage',
      garden: 'Garten',
    },
    names: {
      sofaRadiator: 'Heizkörper Sofa',
      windowRadiator: 'Heizkörper Fenster',
      kitchenRadiator: 'Heizkörper Küche',
      bedRadiator: 'Heizkörper Schlafzimmer',
      personRadiator: 'Heizkörper Oma',
      heater: 'Vitocal Wärmepumpe',
      floorHeating: 'Fußbodenheizung Bad',
      towelRail: 'Handtuchwärmer',
      sauna: 'Saunaofen',
      engineHeater: 'Motorvorwärmer',
      fireplaceFan: 'Kaminventilator',
      livingTemp: 'Temperatur Wohnzimmer',
      livingHumidity: 'Luftfeuchtigkeit Wohnzimmer',
      bathHumidity: 'Luftfeuchtigkeit Bad',
      outdoorTemp: 'Außentemperatur',
      ceilingLight: 'Deckenlampe',
      floorLamp: 'Stehlampe',
      kitchenLight: 'Küchenlicht',
      lampLeft: 'Nachttischlampe links',
      lampRight: 'Nachttischlampe rechts',
      mirrorLight: 'Spiegelleuchte',
      livingBlind: 'Rollo Wohnzimmer',
      bedBlind: 'Rollo Schlafzimmer',
      lock: 'Haustür Schloss',
      doorSensor: 'Haustür Kontakt',
      speaker: 'Sonos One',
      hiddenFan: 'Badlüfter',
      shoppingList: 'Einkaufsliste',
      shopList: 'Edeka',
    },
    heater: 'heat-pump',
    latinIds: true,
  });
  const w = (...things: Thing[]) => want(id, ...things);
  const q = (...things: Thing[]) => ask(id, ...things);
  return suite([
    c('ordinary', 'Heizkörper in der Küche', w('kitchenRadiator')),
    c('ordinary', 'Schlafzimmer Heizkörper', w('bedRadiator')),
    c('ordinary', 'die Wärmepumpe', w('heater')),
    c('ordinary', 'Fußbodenheizung im Bad', w('floorHeating')),
    c('ordinary', 'Handtuchwärmer', w('towelRail')),
    c('ordinary', 'den Saunaofen', w('sauna')),
    c('ordinary', 'Motorvorwärmer in der Garage', w('engineHeater')),
    c('ordinary', 'Kaminventilator', w('fireplaceFan')),
    c('ordinary', 'das Licht im Obergeschoss', w('lampLeft', 'lampRight', 'mirrorLight')),
    c('ordinary', 'Rollo im Wohnzimmer', w('livingBlind')),
    c('ordinary', 'alle Heizkörper im Obergeschoss', w('bedRadiator', 'personRadiator')),
    c('ordinary', 'Temperatur im Wohnzimmer', w('livingTemp')),
    c('ordinary', 'Küchenlicht', w('kitchenLight')),
    c('ordinary', 'Rollo im Schlafzimmer', w('bedBlind')),
    c('ask-one', 'Nachttischlampe', q('lampLeft', 'lampRight')),
    c('ask-one', 'beide Heizkörper im Wohnzimmer', w('sofaRadiator', 'windowRadiator')),
    c('name-wins', 'Deckenlampe im Wohnzimmer', w('ceilingLight')),
    c('activity', 'wie warm ist es draußen', w('outdoorTemp')),
    c('activity', 'Musik in der Küche', w('speaker')),
    c('device-sensor', 'ist die Haustür offen', w('doorSensor')),
    c('device-sensor', 'Haustür abschließen', w('lock')),
    c('named-after', 'die Edeka Liste', w('shopList')),
    c('named-after', 'Heizung in Omas Zimmer', w('personRadiator')),
    c('hidden-similar', 'Lüfter im Bad', 'not-exposed'),
    c('brand', 'die Vitocal', w('heater')),
  ]);
})();

// Soria, Castilla y León: a gas boiler in the boiler room, a Mercadona list beside the shopping list.
export const soria: EvalSuite = (() => {
  const { id, suite } = coldHome({
    id: 's35_soria',
    language: 'es',
    floors: ['Planta baja', 'Primera planta', 'Sótano'],
    areas: {
      living: 'Salón',
      kitchen: 'Cocina',
      hall: 'Pasillo',
      bath: 'Baño',
      bed: 'Dormitorio',
      person: 'Habitación de Lucía',
      utility: 'Cuarto de calderas',
      sauna: 'Sauna',
      garage: 'Garaje',
      garden: 'Jardín',
    },
    names: {
      sofaRadiator: 'Radiador sofá',
      windowRadiator: 'Radiador ventana',
      kitchenRadiator: 'Radiador cocina',
      bedRadiator: 'Radiador dormitorio',
      personRadiator: 'Radiador Lucía',
      heater: 'Caldera Saunier Duval',
      floorHeating: 'Suelo radiante baño',
      towelRail: 'Toallero',
      sauna: 'Estufa sauna',
      engineHeater: 'Calefactor motor coche',
      fireplaceFan: 'Ventilador chimenea',
      livingTemp: 'Temperatura salón',
      livingHumidity: 'Humedad salón',
      bathHumidity: 'Humedad baño',
      outdoorTemp: 'Temperatura exterior',
      ceilingLight: 'Lámpara de techo',
      floorLamp: 'Lámpara de pie',
      kitchenLight: 'Luces cocina',
      lampLeft: 'Lámpara mesita izquierda',
      lampRight: 'Lámpara mesita derecha',
      mirrorLight: 'Luz espejo',
      livingBlind: 'Persiana salón',
      bedBlind: 'Persiana dormitorio',
      lock: 'Cerradura puerta principal',
      doorSensor: 'Sensor puerta principal',
      speaker: 'Sonos One',
      hiddenFan: 'Extractor baño',
      shoppingList: 'Lista de la compra',
      shopList: 'Mercadona',
    },
    heater: 'boiler',
    latinIds: true,
  });
  const w = (...things: Thing[]) => want(id, ...things);
  const q = (...things: Thing[]) => ask(id, ...things);
  return suite([
    c('ordinary', 'el radiador de la cocina', w('kitchenRadiator')),
    c('ordinary', 'radiador del dormitorio', w('bedRadiator')),
    c('ordinary', 'la caldera', w('heater')),
    c('ordinary', 'el suelo radiante del baño', w('floorHeating')),
    c('ordinary', 'el toallero', w('towelRail')),
    c('ordinary', 'la sauna', w('sauna')),
    c('ordinary', 'el calefactor del coche', w('engineHeater')),
    c('ordinary', 'el ventilador de la chimenea', w('fireplaceFan')),
    c('ordinary', 'las luces de la primera planta', w('lampLeft', 'lampRight', 'mirrorLight')),
    c('ordinary', 'la persiana del salón', w('livingBlind')),
    c('ordinary', 'la temperatura del salón', w('livingTemp')),
    c('ordinary', 'todos los radiadores de la primera planta', w('bedRadiator', 'personRadiator')),
    c('ordinary', 'las luces de la cocina', w('kitchenLight')),
    c('ordinary', 'la persiana del dormitorio', w('bedBlind')),
    c('ask-one', 'el radiador del salón', q('sofaRadiator', 'windowRadiator')),
    c('ask-one', 'las dos lámparas de la mesita', w('lampLeft', 'lampRight')),
    c('name-wins', 'la lámpara de pie del salón', w('floorLamp')),
    c('activity', 'la humedad del baño', w('bathHumidity')),
    c('activity', 'el brillo de la cocina', w('kitchenLight')),
    c('device-sensor', 'está abierta la puerta principal', w('doorSensor')),
    c('device-sensor', 'cierra con llave la puerta principal', w('lock')),
    c('named-after', 'la lista de mercadona', w('shopList')),
    c('named-after', 'el radiador de la habitación de lucía', w('personRadiator')),
    c('hidden-similar', 'el extractor del baño', 'not-exposed'),
    c('brand', 'la saunier duval', w('heater')),
  ]);
})();

// Chamonix, Haute-Savoie: an air-to-water heat pump, a ventilation unit (VMC) left unexposed.
export const chamonix: EvalSuite = (() => {
  const { id, suite } = coldHome({
    id: 's35_chamonix',
    language: 'fr',
    floors: ['Rez-de-chaussée', 'Étage', 'Sous-sol'],
    areas: {
      living: 'Salon',
      kitchen: 'Cuisine',
      hall: 'Entrée',
      bath: 'Salle de bain',
      bed: 'Chambre',
      person: 'Chambre de Léa',
      utility: 'Chaufferie',
      sauna: 'Sauna',
      garage: 'Garage',
      garden: 'Jardin',
    },
    names: {
      sofaRadiator: 'Radiateur canapé',
      windowRadiator: 'Radiateur fenêtre',
      kitchenRadiator: 'Radiateur cuisine',
      bedRadiator: 'Radiateur chambre',
      personRadiator: 'Radiateur Léa',
      heater: 'Pompe à chaleur Alfea',
      floorHeating: 'Plancher chauffant salle de bain',
      towelRail: 'Sèche-serviettes',
      sauna: 'Poêle sauna',
      engineHeater: 'Chauffe-moteur voiture',
      fireplaceFan: 'Ventilateur cheminée',
      livingTemp: 'Température salon',
      livingHumidity: 'Humidité salon',
      bathHumidity: 'Humidité salle de bain',
      outdoorTemp: 'Température extérieure',
      ceilingLight: 'Plafonnier',
      floorLamp: 'Lampadaire',
      kitchenLight: 'Lumière cuisine',
      lampLeft: 'Lampe de chevet gauche',
      lampRight: 'Lampe de chevet droite',
      mirrorLight: 'Applique miroir',
      livingBlind: 'Store salon',
      bedBlind: 'Store chambre',
      lock: "Serrure porte d'entrée",
      doorSensor: "Capteur porte d'entrée",
      speaker: 'Sonos One',
      hiddenFan: 'VMC salle de bain',
      shoppingList: 'Liste de courses',
      shopList: 'Carrefour',
    },
    heater: 'heat-pump',
    latinIds: true,
  });
  const w = (...things: Thing[]) => want(id, ...things);
  const q = (...things: Thing[]) => ask(id, ...things);
  return suite([
    c('ordinary', 'le radiateur de la cuisine', w('kitchenRadiator')),
    c('ordinary', 'le radiateur de la chambre', w('bedRadiator')),
    c('ordinary', 'la pompe à chaleur', w('heater')),
    c('ordinary', 'le plancher chauffant', w('floorHeating')),
    c('ordinary', 'le sèche-serviettes', w('towelRail')),
    c('ordinary', 'le sauna', w('sauna')),
    c('ordinary', 'le chauffe-moteur de la voiture', w('engineHeater')),
    c('ordinary', 'le ventilateur de la cheminée', w('fireplaceFan')),
    c('ordinary', "les lumières de l'étage", w('lampLeft', 'lampRight', 'mirrorLight')),
    c('ordinary', 'le store du salon', w('livingBlind')),
    c('ordinary', 'la température du salon', w('livingTemp')),
    c('ordinary', "tous les radiateurs de l'étage", w('bedRadiator', 'personRadiator')),
    c('ordinary', 'la lumière de la cuisine', w('kitchenLight')),
    c('ordinary', 'le store de la chambre', w('bedBlind')),
    c('ask-one', 'la lampe de chevet', q('lampLeft', 'lampRight')),
    c('ask-one', 'le radiateur du salon', q('sofaRadiator', 'windowRadiator')),
    c('name-wins', 'le plafonnier du salon', w('ceilingLight')),
    c('activity', 'il fait combien dehors', w('outdoorTemp')),
    c('activity', "l'humidité de la salle de bain", w('bathHumidity')),
    c('device-sensor', "la porte d'entrée est-elle ouverte", w('doorSensor')),
    c('device-sensor', "verrouille la porte d'entrée", w('lock')),
    c('named-after', 'la liste de courses', w('shoppingList')),
    c('named-after', 'le radiateur de la chambre de léa', w('personRadiator')),
    c('hidden-similar', 'la VMC', 'not-exposed'),
    c('brand', "l'alfea", w('heater')),
  ]);
})();

// Cortina d'Ampezzo, Dolomites: a Baxi boiler, shutters (tapparelle) rather than blinds.
export const cortina: EvalSuite = (() => {
  const { id, suite } = coldHome({
    id: 's35_cortina',
    language: 'it',
    floors: ['Piano terra', 'Primo piano', 'Seminterrato'],
    areas: {
      living: 'Soggiorno',
      kitchen: 'Cucina',
      hall: 'Ingresso',
      bath: 'Bagno',
      bed: 'Camera da letto',
      person: 'Camera di Giulia',
      utility: 'Locale caldaia',
      sauna: 'Sauna',
      garage: 'Garage',
      garden: 'Giardino',
    },
    names: {
      sofaRadiator: 'Termosifone divano',
      windowRadiator: 'Termosifone finestra',
      kitchenRadiator: 'Termosifone cucina',
      bedRadiator: 'Termosifone camera',
      personRadiator: 'Termosifone Giulia',
      heater: 'Caldaia Baxi',
      floorHeating: 'Riscaldamento a pavimento bagno',
      towelRail: 'Scaldasalviette',
      sauna: 'Stufa sauna',
      engineHeater: 'Scaldamotore auto',
      fireplaceFan: 'Ventola camino',
      livingTemp: 'Temperatura soggiorno',
      livingHumidity: 'Umidità soggiorno',
      bathHumidity: 'Umidità bagno',
      outdoorTemp: 'Temperatura esterna',
      ceilingLight: 'Lampadario',
      floorLamp: 'Lampada da terra',
      kitchenLight: 'Luci cucina',
      lampLeft: 'Abat-jour sinistra',
      lampRight: 'Abat-jour destra',
      mirrorLight: 'Luce specchio',
      livingBlind: 'Tapparella soggiorno',
      bedBlind: 'Tapparella camera',
      lock: "Serratura porta d'ingresso",
      doorSensor: "Sensore porta d'ingresso",
      speaker: 'Sonos One',
      hiddenFan: 'Aspiratore bagno',
      shoppingList: 'Lista della spesa',
      shopList: 'Esselunga',
    },
    heater: 'boiler',
    latinIds: true,
  });
  const w = (...things: Thing[]) => want(id, ...things);
  const q = (...things: Thing[]) => ask(id, ...things);
  return suite([
    c('ordinary', 'il termosifone della cucina', w('kitchenRadiator')),
    c('ordinary', 'termosifone della camera da letto', w('bedRadiator')),
    c('ordinary', 'la caldaia', w('heater')),
    c('ordinary', 'il riscaldamento a pavimento del bagno', w('floorHeating')),
    c('ordinary', 'lo scaldasalviette', w('towelRail')),
    c('ordinary', 'la sauna', w('sauna')),
    c('ordinary', 'lo scaldamotore della macchina', w('engineHeater')),
    c('ordinary', 'la ventola del camino', w('fireplaceFan')),
    c('ordinary', 'le luci del primo piano', w('lampLeft', 'lampRight', 'mirrorLight')),
    c('ordinary', 'la tapparella del soggiorno', w('livingBlind')),
    c('ordinary', 'la temperatura del soggiorno', w('livingTemp')),
    c('ordinary', 'tutti i termosifoni del primo piano', w('bedRadiator', 'personRadiator')),
    c('ordinary', 'le luci della cucina', w('kitchenLight')),
    c('ordinary', 'la tapparella della camera da letto', w('bedBlind')),
    c('ask-one', "l'abat-jour", q('lampLeft', 'lampRight')),
    c('ask-one', 'entrambi gli abat-jour', w('lampLeft', 'lampRight')),
    c('name-wins', 'la lampada da terra del soggiorno', w('floorLamp')),
    c('activity', 'quanto fa caldo fuori', w('outdoorTemp')),
    c('activity', 'la musica in cucina', w('speaker')),
    c('device-sensor', "la porta d'ingresso è aperta", w('doorSensor')),
    c('device-sensor', "chiudi a chiave la porta d'ingresso", w('lock')),
    c('named-after', "la lista dell'esselunga", w('shopList')),
    c('named-after', 'il termosifone in camera di giulia', w('personRadiator')),
    c('hidden-similar', "l'aspiratore del bagno", 'not-exposed'),
    c('brand', 'la baxi', w('heater')),
  ]);
})();
