// Issue 26, fifth round, after slice 6 (this round's development slice) was measured: a case or two per
// rule, none of them slice 6's requests. Homes as strangers leave them: lights numbered by the
// integration ("Hue white lamp 1/2"), a lock named by its brand beside a door sensor, a hidden lock,
// rooms named after a person in Portuguese, Danish plural definite forms, a Nest speaker beside a TV.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const HEATS = { attributes: { hvac_modes: ['off', 'heat'] } };

const dundee: EvalSuite = {
  home: {
    id: 'r5-dundee',
    language: 'en',
    floors: [],
    areas: [
      ['lounge', 'Lounge', null],
      ['spare_room', 'Spare Room', null],
      ['hall', 'Hall', null],
      ['utility', 'Utility', null],
      ['porch', 'Porch', null],
      ['cellar', 'Cellar', null],
    ],
    devices: [
      one('spare_room', 'light.hue_white_lamp_1', 'Hue white lamp 1'),
      one('spare_room', 'light.hue_white_lamp_2', 'Hue white lamp 2'),
      one('lounge', 'light.lounge_spots', 'Lounge Spots'),
      one('lounge', 'light.lounge_downlights', 'Lounge Downlights'),
      one('lounge', 'light.reading_lamp', 'Reading Lamp'),
      one('hall', 'lock.yale_conexis', 'Yale Conexis L1'),
      one('hall', 'binary_sensor.front_door', 'Front Door Contact', { deviceClass: 'door' }),
      one('utility', 'lock.side_door', 'Side Door', { hidden: true }),
      one('utility', 'binary_sensor.side_door', 'Side Door Contact', { deviceClass: 'door' }),
      one('porch', 'binary_sensor.snzb_04', 'SONOFF SNZB-04', { deviceClass: 'door' }),
      one('porch', 'lock.august', 'August Wi-Fi Smart Lock'),
      one('cellar', 'lock.cellar_door', 'Cellar Door', { hidden: true }),
      one('cellar', 'binary_sensor.cellar_door', 'Cellar Door Sensor', { deviceClass: 'door' }),
    ],
    loose: [
      ['todo.home_depot', 'Home Depot'],
      ['todo.sainsburys', "Sainsbury's"],
    ],
  },
  cases: [
    c('named-after', 'the groceries', ['todo.sainsburys']),
    c('named-after', 'the diy list', ['todo.home_depot']),
    c('ask-one', 'the lamp in the spare room', {
      ask: ['light.hue_white_lamp_1', 'light.hue_white_lamp_2'],
    }),
    c('ordinary', 'the lamps in the spare room', ['light.hue_white_lamp_1', 'light.hue_white_lamp_2']),
    c('ordinary', 'the lights in the spare room', ['light.hue_white_lamp_1', 'light.hue_white_lamp_2']),
    c('name-wins', 'the lamp in the lounge', ['light.reading_lamp']),
    c('ordinary', 'the light in the lounge', [
      'light.lounge_spots',
      'light.lounge_downlights',
      'light.reading_lamp',
    ]),
    c('device-sensor', 'lock the front door', ['lock.yale_conexis']),
    c('device-sensor', 'is the front door open', ['binary_sensor.front_door']),
    c('hidden-similar', 'unlock the side door', 'not-exposed'),
    c('device-sensor', 'lock the porch door', ['lock.august']),
    c('device-sensor', 'is the porch door open', ['binary_sensor.snzb_04']),
    c('device-sensor', 'is the porch lock closed', ['lock.august']),
    c('hidden-similar', 'lock the cellar door', 'not-exposed'),
  ],
};

const lille: EvalSuite = {
  home: {
    id: 'r5-lille',
    language: 'fr',
    floors: [],
    areas: [
      ['bureau', 'Bureau', null],
      ['couloir', 'Couloir', null],
    ],
    devices: [
      one('bureau', 'light.tradfri_bulb_1', 'TRADFRI bulb 1'),
      one('bureau', 'light.tradfri_bulb_2', 'TRADFRI bulb 2'),
      one('couloir', 'lock.somfy', 'Somfy Door Lock'),
      one('couloir', 'binary_sensor.porte_garage_cellier', 'Capteur porte cellier', { deviceClass: 'door' }),
    ],
    loose: [],
  },
  cases: [
    c('ask-one', "l'ampoule du bureau", { ask: ['light.tradfri_bulb_1', 'light.tradfri_bulb_2'] }),
    c('device-sensor', 'verrouille la porte du cellier', ['lock.somfy']),
  ],
};

const recife: EvalSuite = {
  home: {
    id: 'r5-recife',
    language: 'pt',
    floors: [],
    areas: [
      ['quarto', 'Quarto', null],
      ['quarto_joao', 'Quarto do João', null],
      ['quarto_bia', 'Quarto da Bia', null],
      ['sala', 'Sala', null],
      ['varanda', 'Varanda', null],
    ],
    devices: [
      one('quarto', 'light.quarto', 'Luz do quarto'),
      one('quarto', 'climate.ar_quarto', 'Ar-condicionado quarto', {
        attributes: { hvac_modes: ['off', 'cool', 'dry'] },
      }),
      one('quarto', 'switch.abajur', 'Abajur'),
      one('quarto_joao', 'light.joao', 'Luz João'),
      one('quarto_bia', 'light.bia', 'Luminária Bia'),
      one('sala', 'media_player.tv_sala', 'TV Sala'),
      one('sala', 'media_player.nest_audio', 'Nest Audio'),
      one('varanda', 'media_player.varanda_sonos', 'Sonos Varanda'),
      one('varanda', 'media_player.tv_varanda', 'TV Varanda', { hidden: true }),
    ],
    loose: [],
  },
  cases: [
    c('named-after', 'a luz do quarto do João', ['light.joao']),
    c('named-after', 'a luz do quarto da Bia', ['light.bia']),
    c('ordinary', 'o ar no quarto', ['climate.ar_quarto']),
    c('ordinary', 'a tv', ['media_player.tv_sala']),
    c('hidden-similar', 'a televisão da varanda', 'not-exposed'),
    c('activity', 'música na varanda', ['media_player.varanda_sonos']),
  ],
};

const odense: EvalSuite = {
  home: {
    id: 'r5-odense',
    language: 'da',
    floors: [],
    areas: [
      ['stue', 'Stue', null],
      ['kontor', 'Kontor', null],
    ],
    devices: [
      one('stue', 'climate.stue', 'Radiator stue', HEATS),
      one('kontor', 'climate.kontor', 'Radiator kontor', HEATS),
      one('stue', 'switch.affugter', 'Affugter'),
      one('kontor', 'cover.persienne_kontor', 'Persienne kontor', { deviceClass: 'blind' }),
      one('stue', 'cover.persienne_stue', 'Persienne stue', { deviceClass: 'blind' }),
      one('kontor', 'cover.markise', 'Markise'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'radiatorerne', ['climate.stue', 'climate.kontor']),
    c('ordinary', 'persiennerne', ['cover.persienne_kontor', 'cover.persienne_stue']),
    c('ask-one', 'persiennen', { ask: ['cover.persienne_kontor', 'cover.persienne_stue'] }),
  ],
};

/** A German flat named in English by its owner's apps. */
const kassel: EvalSuite = {
  home: {
    id: 'r5-kassel',
    language: 'de',
    floors: [],
    areas: [
      ['garden', 'Garden', null],
      ['living_room', 'Living Room', null],
    ],
    devices: [
      one('garden', 'switch.pond_pump', 'Pond Pump'),
      one('garden', 'switch.fountain', 'Fountain'),
      one('garden', 'switch.garden_lights', 'Garden Lights'),
      one('living_room', 'switch.aquarium', 'Aquarium'),
    ],
    loose: [
      ['todo.trader_joes', "Trader Joe's"],
      ['todo.lowes', "Lowe's"],
    ],
  },
  cases: [
    c('ordinary', 'die Teichpumpe', ['switch.pond_pump']),
    c('ordinary', 'die Pumpe im Garten', ['switch.pond_pump']),
    c('named-after', 'die Einkäufe', ['todo.trader_joes']),
    c('named-after', 'die Baumarktliste', ['todo.lowes']),
  ],
};

export const FIFTH_ROUND: readonly EvalSuite[] = [dundee, lille, recife, odense, kassel];
