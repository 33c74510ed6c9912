// Unseen slice: do not read while changing the resolver.
// Slice 136: homes set up by one person and used by the whole family, everyday requests as they speak them.
// The thirteen homes share one layout (two floors, a child's room named after the child, a garden, a shop
// list); each home fills it with its own language's names, people, shop and brands.
import { c, type EvalCase, type EvalHome, type EvalSuite } from '../../eval-home.js';
import { one } from '../one-device.js';

export interface HomeWords {
  id: string;
  language: string;
  floors: [ground: string, upper: string];
  areas: {
    living: string;
    kitchen: string;
    bedroom: string;
    kid: string;
    bath: string;
    garden: string;
    hall: string;
    office: string;
    garage: string;
  };
  names: {
    ceiling: string;
    floorLamp: string;
    kitchenLight: string;
    bedsideA: string;
    bedsideB: string;
    kidLamp: string;
    hallLight: string;
    desk: string;
    tv: string;
    speaker: string;
    radio: string;
    coffee: string;
    thermostat: string;
    blinds: string;
    outdoor: string;
    humidity: string;
    towel: string;
    garageDoor: string;
    lock: string;
    contact: string;
    fountain: string;
    sprinkler: string;
    vacuum: string;
    shop: string;
    fan: string;
  };
  vacuumMaker: [maker: string, model: string];
  speakerMaker: [maker: string, model: string];
  /** The 25 requests in the order of `CASES` below. */
  say: string[];
  /** Which entity the second activity request and the brand request are after. */
  activity: 'sprinkler' | 'speaker' | 'vacuum' | 'desk';
  brand: 'vacuum' | 'speaker';
}

const ID: Record<string, string> = {
  ceiling: 'light.living_ceiling',
  floorLamp: 'light.living_floor_lamp',
  kitchenLight: 'light.kitchen',
  bedsideA: 'light.bedside_a',
  bedsideB: 'light.bedside_b',
  kidLamp: 'light.kid_room',
  hallLight: 'light.hall',
  desk: 'light.office_desk',
  tv: 'media_player.living_tv',
  speaker: 'media_player.garden_speaker',
  radio: 'media_player.kitchen_radio',
  coffee: 'switch.coffee_machine',
  thermostat: 'climate.living',
  blinds: 'cover.living_blinds',
  outdoor: 'sensor.outdoor_temperature',
  humidity: 'sensor.bathroom_humidity',
  towel: 'switch.towel_heater',
  garageDoor: 'cover.garage_door',
  lock: 'lock.front_door',
  contact: 'binary_sensor.front_door',
  fountain: 'switch.fountain_pump',
  sprinkler: 'valve.lawn_sprinkler',
  vacuum: 'vacuum.robot',
  shop: 'todo.shop',
  fan: 'fan.bedroom',
};

export function buildHome(w: HomeWords): EvalSuite {
  const n = w.names;
  const home: EvalHome = {
    id: w.id,
    language: w.language,
    floors: [
      ['ground', w.floors[0], 0],
      ['upper', w.floors[1], 1],
    ],
    areas: [
      ['living', w.areas.living, 'ground'],
      ['kitchen', w.areas.kitchen, 'ground'],
      ['hall', w.areas.hall, 'ground'],
      ['garden', w.areas.garden, 'ground'],
      ['garage', w.areas.garage, 'ground'],
      ['bedroom', w.areas.bedroom, 'upper'],
      ['kid', w.areas.kid, 'upper'],
      ['bath', w.areas.bath, 'upper'],
      ['office', w.areas.office, 'upper'],
    ],
    devices: [
      one('living', ID['ceiling']!, n.ceiling),
      one('living', ID['floorLamp']!, n.floorLamp),
      one('kitchen', ID['kitchenLight']!, n.kitchenLight),
      one('bedroom', ID['bedsideA']!, n.bedsideA),
      one('bedroom', ID['bedsideB']!, n.bedsideB),
      one('kid', ID['kidLamp']!, n.kidLamp),
      one('hall', ID['hallLight']!, n.hallLight),
      one('office', ID['desk']!, n.desk),
      one('living', ID['tv']!, n.tv),
      {
        ...one('garden', ID['speaker']!, n.speaker),
        manufacturer: w.speakerMaker[0],
        model: w.speakerMaker[1],
      },
      one('kitchen', ID['radio']!, n.radio, { hidden: true }),
      one('kitchen', ID['coffee']!, n.coffee),
      one('living', ID['thermostat']!, n.thermostat),
      one('living', ID['blinds']!, n.blinds, { deviceClass: 'blind' }),
      one('garden', ID['outdoor']!, n.outdoor, { deviceClass: 'temperature' }),
      one('bath', ID['humidity']!, n.humidity, { deviceClass: 'humidity' }),
      one('bath', ID['towel']!, n.towel),
      one('garage', ID['garageDoor']!, n.garageDoor, { deviceClass: 'garage' }),
      one('hall', ID['lock']!, n.lock),
      one('hall', ID['contact']!, n.contact, { deviceClass: 'door' }),
      one('garden', ID['fountain']!, n.fountain),
      one('garden', ID['sprinkler']!, n.sprinkler, { deviceClass: 'water' }),
      {
        ...one('living', ID['vacuum']!, n.vacuum),
        manufacturer: w.vacuumMaker[0],
        model: w.vacuumMaker[1],
      },
      one('bedroom', ID['fan']!, n.fan),
    ],
    loose: [[ID['shop']!, n.shop]],
  };
  const want = (key: string): string[] => [ID[key]!];
  const plan: [tag: string, want: EvalCase['want']][] = [
    ['ordinary', want('ceiling')],
    ['ordinary', want('floorLamp')],
    ['ordinary', want('kitchenLight')],
    ['ordinary', want('hallLight')],
    ['ordinary', want('desk')],
    ['ordinary', want('tv')],
    ['ordinary', want('coffee')],
    ['ordinary', want('thermostat')],
    ['ordinary', want('blinds')],
    ['ordinary', want('humidity')],
    ['ordinary', want('towel')],
    ['ordinary', want('garageDoor')],
    ['ordinary', want('fan')],
    ['ordinary', want('vacuum')],
    ['ask-one', { ask: [ID['bedsideA']!, ID['bedsideB']!] }],
    ['ask-one', [ID['bedsideA']!, ID['bedsideB']!]],
    ['name-wins', want('fountain')],
    ['activity', want('outdoor')],
    ['activity', want(w.activity)],
    ['device-sensor', want('lock')],
    ['device-sensor', want('contact')],
    ['named-after', want('shop')],
    ['named-after', want('kidLamp')],
    ['hidden-similar', 'not-exposed'],
    ['brand', want(w.brand)],
  ];
  if (w.say.length !== plan.length) throw new Error(`${w.id}: ${w.say.length} requests, want ${plan.length}`);
  return { home, cases: plan.map(([tag, expected], i) => c(tag, w.say[i]!, expected)) };
}
