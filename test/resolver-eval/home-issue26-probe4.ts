// Issue 26, fourth round: probes written before any change they led to, for the weaknesses slice 5
// showed, looked for more widely: rooms and devices in the words of en-GB, fr-CA, es-MX, de-AT, nl-BE
// and pt-PT homes said in another variant of the language ("the lounge" / "Living Room", "la living" /
// "Woonkamer", "la recámara" / "Dormitorio"), names as integrations write them ("TRADFRI bulb",
// "Roborock S7", "Nest Thermostat"), ordinal and number words for a numbered room, British spellings.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const HEATS = { attributes: { hvac_modes: ['off', 'heat'] } };
const COOLS = { attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only'] } };

const york: EvalSuite = {
  home: {
    id: 'p4-york',
    language: 'en',
    floors: [],
    areas: [
      ['living_room', 'Living Room', null],
      ['bedroom_2', 'Bedroom 2', null],
      ['bedroom_4', 'Bedroom 4', null],
      ['hall', 'Hall', null],
      ['kitchen', 'Kitchen', null],
    ],
    devices: [
      one('living_room', 'light.hue_color_lamp_3', 'Hue color lamp 3'),
      one('living_room', 'media_player.living_room_sonos', 'Living Room Sonos'),
      one('living_room', 'media_player.living_room_tv', 'Living Room TV'),
      one('living_room', 'climate.nest', 'Nest Thermostat', HEATS),
      one('bedroom_2', 'light.bedroom_2', 'Bedroom 2 Light'),
      one('bedroom_4', 'light.bedroom_4', 'Bedroom 4 Light'),
      one('hall', 'light.tradfri_bulb', 'TRADFRI bulb'),
      one('hall', 'camera.ring_doorbell', 'Ring Doorbell'),
      one('kitchen', 'vacuum.roborock_s7', 'Roborock S7'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'the lights in the lounge', ['light.hue_color_lamp_3']),
    c('ordinary', 'the light in the second bedroom', ['light.bedroom_2']),
    c('ordinary', 'bedroom for light', ['light.bedroom_4']),
    c('ordinary', 'hue colour lamp three', ['light.hue_color_lamp_3']),
    c('ordinary', 'the living room speaker', ['media_player.living_room_sonos']),
    c('ordinary', 'the tradfri bulb in the hall', ['light.tradfri_bulb']),
    c('ordinary', 'the nest', ['climate.nest']),
    c('ordinary', 'the doorbell camera', ['camera.ring_doorbell']),
    c('ordinary', 'the robot vacuum', ['vacuum.roborock_s7']),
  ],
};

const laval: EvalSuite = {
  home: {
    id: 'p4-laval',
    language: 'fr',
    floors: [],
    areas: [
      ['salon', 'Salon', null],
      ['sous_sol', 'Sous-sol', null],
      ['chambre', 'Chambre des maîtres', null],
    ],
    devices: [
      one('salon', 'light.salon', 'Lumière salon'),
      one('sous_sol', 'light.sous_sol', 'Lumières sous-sol'),
      one('sous_sol', 'water_heater.chauffe_eau', 'Chauffe-eau'),
      one('sous_sol', 'climate.fournaise', 'Fournaise', HEATS),
      one('chambre', 'climate.climatiseur', 'Climatiseur chambre', COOLS),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'la lumière du sous-sol', ['light.sous_sol']),
    c('ordinary', 'le chauffe-eau', ['water_heater.chauffe_eau']),
    c('ordinary', 'le chauffage au sous-sol', ['climate.fournaise']),
    c('ordinary', "l'air climatisé dans la chambre", ['climate.climatiseur']),
  ],
};

const puebla: EvalSuite = {
  home: {
    id: 'p4-puebla',
    language: 'es',
    floors: [],
    areas: [
      ['sala', 'Sala', null],
      ['dormitorio', 'Dormitorio', null],
      ['garaje', 'Garaje', null],
    ],
    devices: [
      one('sala', 'light.lampara_sala', 'Lámpara sala'),
      one('sala', 'climate.aire_sala', 'Aire acondicionado sala', COOLS),
      one('dormitorio', 'light.dormitorio', 'Luz dormitorio'),
      one('dormitorio', 'fan.dormitorio', 'Ventilador dormitorio'),
      one('garaje', 'cover.garaje', 'Puerta garaje', { deviceClass: 'garage' }),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'prende el foco de la recámara', ['light.dormitorio']),
    c('ordinary', 'el clima de la sala', ['climate.aire_sala']),
    c('ordinary', 'el abanico de la recámara', ['fan.dormitorio']),
    c('ordinary', 'la puerta de la cochera', ['cover.garaje']),
  ],
};

const innsbruck: EvalSuite = {
  home: {
    id: 'p4-innsbruck',
    language: 'de',
    floors: [],
    areas: [
      ['flur', 'Flur', null],
      ['kueche', 'Küche', null],
      ['garage', 'Garage', null],
    ],
    devices: [
      one('flur', 'light.flur', 'Flurlicht'),
      one('kueche', 'switch.kuehlschrank', 'Kühlschrank'),
      one('garage', 'cover.garagentor', 'Garagentor', { deviceClass: 'garage' }),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'das Licht im Vorzimmer', ['light.flur']),
    c('ordinary', 'den Eiskasten', ['switch.kuehlschrank']),
    c('ordinary', 'das Tor in der Garage', ['cover.garagentor']),
  ],
};

const antwerpen: EvalSuite = {
  home: {
    id: 'p4-antwerpen',
    language: 'nl',
    floors: [],
    areas: [
      ['woonkamer', 'Woonkamer', null],
      ['badkamer', 'Badkamer', null],
      ['keuken', 'Keuken', null],
    ],
    devices: [
      one('woonkamer', 'light.woonkamer_1', 'Spot woonkamer 1'),
      one('woonkamer', 'light.woonkamer_2', 'Spot woonkamer 2'),
      one('badkamer', 'fan.badkamer', 'Ventilator badkamer'),
      one('keuken', 'fan.afzuigkap', 'Afzuigkap'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'de lampen in de living', ['light.woonkamer_1', 'light.woonkamer_2']),
    c('ordinary', 'spot woonkamer twee', ['light.woonkamer_2']),
    c('ordinary', 'de dampkap', ['fan.afzuigkap']),
  ],
};

const faro: EvalSuite = {
  home: {
    id: 'p4-faro',
    language: 'pt',
    floors: [],
    areas: [
      ['sala', 'Sala de estar', null],
      ['wc', 'Casa de banho', null],
      ['cozinha', 'Cozinha', null],
    ],
    devices: [
      one('sala', 'cover.estores_sala', 'Estores sala', { deviceClass: 'shade' }),
      one('sala', 'light.sala', 'Luz sala'),
      one('wc', 'light.wc', 'Luz casa de banho'),
      one('cozinha', 'switch.frigorifico', 'Frigorífico'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'as persianas da sala', ['cover.estores_sala']),
    c('ordinary', 'a luz do banheiro', ['light.wc']),
    c('ordinary', 'a geladeira', ['switch.frigorifico']),
  ],
};

export const PROBE_4: readonly EvalSuite[] = [york, laval, puebla, innsbruck, antwerpen, faro];
