// Issue 26, second round: a Swedish and a Brazilian home written as a last probe after slice 3's fixes
// (18 of 20 right at first; the two misses led to Portuguese locking verbs and a door's sibling found by
// its whole name when neither has an area). Numbered rooms, rooms after people, shops, a lock beside its
// door sensor, outdoor temperature, activities.
import { c, type EvalSuite } from './eval-home.js';

export const goteborg: EvalSuite = {
  home: {
    id: 'goteborg',
    language: 'sv',
    floors: [],
    areas: [
      ['vardagsrum', 'Vardagsrum', null],
      ['kok', 'Kök', null],
      ['sovrum_1', 'Sovrum 1', null],
      ['sovrum_2', 'Sovrum 2', null],
      ['elsas', 'Elsas rum', null],
      ['altan', 'Altan', null],
    ],
    devices: [
      { name: 'Taklampa', area: 'vardagsrum', entities: [['light.taklampa', 'Taklampa vardagsrum']] },
      { name: 'Golvlampa', area: 'vardagsrum', entities: [['light.golvlampa', 'Golvlampa']] },
      { name: 'Fläkt 1', area: 'sovrum_1', entities: [['fan.sovrum_1', 'Fläkt sovrum 1']] },
      { name: 'Fläkt 2', area: 'sovrum_2', entities: [['fan.sovrum_2', 'Fläkt sovrum 2']] },
      { name: 'Nattlampa', area: 'elsas', entities: [['light.elsa', 'Nattlampa']] },
      { name: 'Robotdammsugare', area: 'kok', entities: [['vacuum.roborock', 'Roborock']] },
      {
        name: 'Termometer',
        area: 'altan',
        entities: [['sensor.ute', 'Utetemperatur', { deviceClass: 'temperature' }]],
      },
      { name: 'Ytterdörr lås', area: null, entities: [['lock.ytterdorr', 'Ytterdörren']] },
      {
        name: 'Ytterdörr sensor',
        area: null,
        entities: [['binary_sensor.ytterdorr', 'Ytterdörr kontakt', { deviceClass: 'door' }]],
      },
      { name: 'Sonos', area: 'kok', entities: [['media_player.sonos', 'Sonos kök']] },
    ],
    loose: [
      ['todo.ica', 'ICA'],
      ['todo.sysslor', 'Sysslor'],
    ],
  },
  cases: [
    c('ask-one', 'fläkten i sovrummet', { ask: ['fan.sovrum_1', 'fan.sovrum_2'] }),
    c('ask-one', 'fläktarna', ['fan.sovrum_1', 'fan.sovrum_2']),
    c('rooms', 'lamporna i vardagsrummet', ['light.taklampa', 'light.golvlampa']),
    c('named-after', 'lampan i Elsas rum', ['light.elsa']),
    c('activity', 'dammsuga köket', ['vacuum.roborock']),
    c('activity', 'hur varmt är det ute', ['sensor.ute']),
    c('device-sensor', 'är ytterdörren låst', ['lock.ytterdorr']),
    c('device-sensor', 'lås ytterdörren', ['lock.ytterdorr']),
    c('named-after', 'inköpslistan', ['todo.ica']),
    c('activity', 'musik i köket', ['media_player.sonos']),
  ],
};

export const recife: EvalSuite = {
  home: {
    id: 'recife',
    language: 'pt-BR',
    floors: [],
    areas: [
      ['sala', 'Sala', null],
      ['quarto_1', 'Quarto 1', null],
      ['quarto_2', 'Quarto 2', null],
      ['quarto_ana', 'Quarto da Ana', null],
      ['varanda', 'Varanda', null],
      ['cozinha', 'Cozinha', null],
    ],
    devices: [
      { name: 'Luminária', area: 'sala', entities: [['light.luminaria', 'Luminária']] },
      { name: 'Lustre', area: 'sala', entities: [['light.lustre', 'Lustre sala']] },
      {
        name: 'Ar quarto 1',
        area: 'quarto_1',
        entities: [
          ['climate.quarto_1', 'Ar-condicionado quarto 1', { attributes: { hvac_modes: ['off', 'cool'] } }],
        ],
      },
      {
        name: 'Ar quarto 2',
        area: 'quarto_2',
        entities: [
          ['climate.quarto_2', 'Ar-condicionado quarto 2', { attributes: { hvac_modes: ['off', 'cool'] } }],
        ],
      },
      { name: 'Abajur', area: 'quarto_ana', entities: [['light.ana', 'Abajur']] },
      { name: 'Irrigação', area: 'varanda', entities: [['valve.vasos', 'Rega dos vasos']] },
      { name: 'Echo Dot', area: 'cozinha', entities: [['media_player.echo', 'Echo Dot cozinha']] },
      { name: 'Fechadura', area: null, entities: [['lock.porta', 'Porta da frente']] },
      {
        name: 'Sensor porta',
        area: null,
        entities: [['binary_sensor.porta', 'Sensor porta da frente', { deviceClass: 'door' }]],
      },
    ],
    loose: [
      ['todo.assai', 'Assaí'],
      ['todo.tarefas', 'Tarefas'],
      ['weather.casa', 'Casa'],
    ],
  },
  cases: [
    c('ask-one', 'o ar-condicionado do quarto', { ask: ['climate.quarto_1', 'climate.quarto_2'] }),
    c('ask-one', 'os dois ar-condicionados', ['climate.quarto_1', 'climate.quarto_2']),
    c('named-after', 'a luz do quarto da Ana', ['light.ana']),
    c('activity', 'regar os vasos', ['valve.vasos']),
    c('activity', 'música na cozinha', ['media_player.echo']),
    c('device-sensor', 'a porta da frente está aberta', ['binary_sensor.porta']),
    c('device-sensor', 'trancar a porta da frente', ['lock.porta']),
    c('named-after', 'a lista de compras', ['todo.assai']),
    c('activity', 'como está o tempo lá fora', ['weather.casa']),
    c('rooms', 'as luzes da sala', ['light.luminaria', 'light.lustre']),
  ],
};

export const SV_PT: readonly EvalSuite[] = [goteborg, recife];
