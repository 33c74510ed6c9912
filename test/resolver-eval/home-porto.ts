// A Portuguese house (Rés-do-chão, Primeiro andar, Sótão) named in European Portuguese, written after
// the held-out set: plurals and "as duas", "em todo o lado", questions passed whole, two air
// conditioners beside central heating, a fan called "ventoinha", an awning, a mower, sockets and
// appliances asked for in other languages. Asked in pt, and in es, fr, en, ko and zh.
import { c, type EvalSuite } from './eval-home.js';

const ALL_LIGHTS = [
  'light.cozinha',
  'light.bancada',
  'light.candeeiro_teto',
  'light.candeeiro_pe',
  'light.escritorio',
  'light.quarto',
  'light.cabeceira_esquerda',
  'light.cabeceira_direita',
  'light.criancas',
  'light.espelho',
  'light.sotao',
  'light.quintal',
];
const UPSTAIRS_LIGHTS = [
  'light.quarto',
  'light.cabeceira_esquerda',
  'light.cabeceira_direita',
  'light.criancas',
  'light.espelho',
  'light.sotao',
];
const GROUND_LIGHTS = [
  'light.cozinha',
  'light.bancada',
  'light.candeeiro_teto',
  'light.candeeiro_pe',
  'light.escritorio',
];
const KITCHEN_LIGHTS = ['light.cozinha', 'light.bancada'];
const BEDSIDE = ['light.cabeceira_esquerda', 'light.cabeceira_direita'];
const ACS = ['climate.ac_sala', 'climate.ac_quarto'];
const WINDOWS = ['binary_sensor.janela_quarto', 'binary_sensor.janela_sala'];

export const porto: EvalSuite = {
  home: {
    id: 'porto',
    language: 'pt',
    floors: [
      ['res', 'Rés-do-chão', 0],
      ['primeiro', 'Primeiro andar', 1],
      ['sotao', 'Sótão', 2],
    ],
    areas: [
      ['cozinha', 'Cozinha', 'res'],
      ['sala', 'Sala', 'res'],
      ['escritorio', 'Escritório', 'res'],
      ['entrada', 'Entrada', 'res'],
      ['quarto', 'Quarto', 'primeiro'],
      ['quarto_criancas', 'Quarto das crianças', 'primeiro'],
      ['casa_banho', 'Casa de banho', 'primeiro'],
      ['varanda', 'Varanda', 'primeiro'],
      ['arrumos', 'Arrumos', 'sotao'],
      ['quintal', 'Quintal', null],
    ],
    devices: [
      { name: 'Luz da cozinha', area: 'cozinha', entities: [['light.cozinha', 'Luz da cozinha']] },
      { name: 'Luz da bancada', area: 'cozinha', entities: [['light.bancada', 'Luz da bancada']] },
      { name: 'Candeeiro de teto', area: 'sala', entities: [['light.candeeiro_teto', 'Candeeiro de teto']] },
      { name: 'Candeeiro de pé', area: 'sala', entities: [['light.candeeiro_pe', 'Candeeiro de pé']] },
      {
        name: 'Luz do escritório',
        area: 'escritorio',
        entities: [['light.escritorio', 'Luz do escritório']],
      },
      { name: 'Luz do quarto', area: 'quarto', entities: [['light.quarto', 'Luz do quarto']] },
      {
        name: 'Mesa de cabeceira esquerda',
        area: 'quarto',
        entities: [['light.cabeceira_esquerda', 'Mesa de cabeceira esquerda']],
      },
      {
        name: 'Mesa de cabeceira direita',
        area: 'quarto',
        entities: [['light.cabeceira_direita', 'Mesa de cabeceira direita']],
      },
      {
        name: 'Luz das crianças',
        area: 'quarto_criancas',
        entities: [['light.criancas', 'Luz das crianças']],
      },
      { name: 'Espelho', area: 'casa_banho', entities: [['light.espelho', 'Espelho']] },
      { name: 'Luz do sótão', area: 'arrumos', entities: [['light.sotao', 'Luz do sótão']] },
      { name: 'Luz do quintal', area: 'quintal', entities: [['light.quintal', 'Luz do quintal']] },
      { name: 'Ventoinha', area: 'quarto', entities: [['fan.ventoinha', 'Ventoinha']] },
      { name: 'Toldo', area: 'varanda', entities: [['cover.toldo', 'Toldo', { deviceClass: 'awning' }]] },
      {
        name: 'Estore da sala',
        area: 'sala',
        entities: [['cover.estore_sala', 'Estore da sala', { deviceClass: 'shutter' }]],
      },
      {
        name: 'Estore do quarto',
        area: 'quarto',
        entities: [['cover.estore_quarto', 'Estore do quarto', { deviceClass: 'shutter' }]],
      },
      { name: 'Corta-relva', area: 'quintal', entities: [['lawn_mower.corta_relva', 'Corta-relva']] },
      {
        name: 'Tomada do escritório',
        area: 'escritorio',
        entities: [['switch.tomada_escritorio', 'Tomada do escritório', { deviceClass: 'outlet' }]],
      },
      {
        name: 'Máquina de lavar roupa',
        area: 'cozinha',
        entities: [
          ['switch.maquina_roupa', 'Máquina de lavar roupa'],
          ['sensor.maquina_roupa_energia', 'Máquina de lavar roupa Energia', { deviceClass: 'energy' }],
        ],
      },
      {
        name: 'Forno',
        area: 'cozinha',
        entities: [
          ['switch.forno', 'Forno'],
          ['sensor.forno_potencia', 'Forno Potência', { deviceClass: 'power' }],
        ],
      },
      {
        name: 'Ar condicionado sala',
        area: 'sala',
        entities: [
          [
            'climate.ac_sala',
            'Ar condicionado sala',
            { attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry'] } },
          ],
        ],
      },
      {
        name: 'AC quarto',
        area: 'quarto',
        entities: [['climate.ac_quarto', 'AC quarto', { attributes: { hvac_modes: ['off', 'heat_cool'] } }]],
      },
      {
        name: 'Caldeira',
        area: 'entrada',
        entities: [
          ['climate.aquecimento', 'Aquecimento central', { attributes: { hvac_modes: ['off', 'heat'] } }],
        ],
      },
      { name: 'Esquentador', area: 'casa_banho', entities: [['water_heater.esquentador', 'Esquentador']] },
      {
        name: 'Desumidificador',
        area: 'quarto_criancas',
        entities: [['humidifier.desumidificador', 'Desumidificador', { deviceClass: 'dehumidifier' }]],
      },
      {
        name: 'Sensor casa de banho',
        area: 'casa_banho',
        entities: [['sensor.humidade_casa_banho', 'Humidade casa de banho', { deviceClass: 'humidity' }]],
      },
      {
        name: 'Janela do quarto',
        area: 'quarto',
        entities: [['binary_sensor.janela_quarto', 'Janela do quarto', { deviceClass: 'window' }]],
      },
      {
        name: 'Janela da sala',
        area: 'sala',
        entities: [['binary_sensor.janela_sala', 'Janela da sala', { deviceClass: 'window' }]],
      },
      {
        name: 'Coluna da cozinha',
        area: 'cozinha',
        entities: [['media_player.coluna_cozinha', 'Coluna da cozinha', { deviceClass: 'speaker' }]],
      },
      { name: 'Fechadura', area: 'entrada', entities: [['lock.porta', 'Porta da entrada']] },
      {
        name: 'Bomba da piscina',
        area: 'quintal',
        entities: [['switch.bomba_piscina', 'Bomba da piscina', { hidden: true }]],
      },
    ],
    loose: [
      ['todo.compras', 'Compras'],
      ['todo.tarefas', 'Tarefas'],
    ],
  },
  cases: [
    c('plurals', 'as luzes da cozinha', KITCHEN_LIGHTS),
    c('plurals', 'luzes da cozinha', KITCHEN_LIGHTS, { domain: 'light' }),
    c('plurals', 'as duas mesas de cabeceira', BEDSIDE),
    c('plurals', 'ambas as mesas de cabeceira', BEDSIDE, { domain: 'light' }),
    c('plurals', 'os estores', ['cover.estore_sala', 'cover.estore_quarto']),
    c('whole-home', 'a luz em todo o lado', ALL_LIGHTS, { domain: 'light' }),
    c('whole-home', 'todas as luzes da casa', ALL_LIGHTS),
    c('questions', 'quantas luzes estão acesas lá em cima', UPSTAIRS_LIGHTS, { domain: 'light' }),
    c('questions', 'há janelas abertas', WINDOWS),
    c('questions', 'quanto está a gastar o forno', ['sensor.forno_potencia']),
    c('floors', 'luzes do rés-do-chão', GROUND_LIGHTS),
    c('floors', 'as luzes em baixo', GROUND_LIGHTS),
    c('floors', 'luz do sótão', ['light.sotao']),
    c('floors', 'estores lá em cima', ['cover.estore_quarto'], { domain: 'cover' }),
    c('kinds', 'a ventoinha', ['fan.ventoinha']),
    c('kinds', 'o toldo', ['cover.toldo']),
    c('kinds', 'o cortador de relva', ['lawn_mower.corta_relva']),
    c('kinds', 'a tomada do escritório', ['switch.tomada_escritorio']),
    c('kinds', 'a água quente', ['water_heater.esquentador']),
    c('kinds', 'o desumidificador das crianças', ['humidifier.desumidificador']),
    c('kinds', 'humidade na casa de banho', ['sensor.humidade_casa_banho']),
    c('kinds', 'a janela do quarto', ['binary_sensor.janela_quarto']),
    c('kinds', 'música na cozinha', ['media_player.coluna_cozinha']),
    c('kinds', 'a lista de compras', ['todo.compras']),
    c('kinds', 'a lista das tarefas', ['todo.tarefas']),
    c('ac', 'o ar condicionado', { ask: ACS }),
    c('ac', 'o ar condicionado do quarto', ['climate.ac_quarto']),
    c('device-sensors', 'o forno', ['switch.forno']),
    c('device-sensors', 'a potência do forno', ['sensor.forno_potencia']),
    c('device-sensors', 'a máquina de lavar', ['switch.maquina_roupa']),
    c('device-sensors', 'energia da máquina de lavar', ['sensor.maquina_roupa_energia']),
    c('cross-language', 'las luces de la cocina', KITCHEN_LIGHTS),
    c('cross-language', 'el ventilador', ['fan.ventoinha']),
    c('cross-language', 'el toldo', ['cover.toldo']),
    c('cross-language', 'el cortacésped', ['lawn_mower.corta_relva']),
    c('cross-language', 'la lavadora', ['switch.maquina_roupa']),
    c('cross-language', 'le ventilateur', ['fan.ventoinha']),
    c('cross-language', 'la clim du salon', ['climate.ac_sala']),
    c('cross-language', 'partout les lumières', ALL_LIGHTS),
    c('cross-language', 'le four', ['switch.forno']),
    c('cross-language', 'the oven', ['switch.forno']),
    c('cross-language', 'the washing machine', ['switch.maquina_roupa']),
    c('cross-language', 'both bedside lamps', BEDSIDE),
    c('cross-language', 'the lights in the whole house', ALL_LIGHTS),
    c('cross-language', '에어컨', { ask: ACS }),
    c('cross-language', '全屋的灯', ALL_LIGHTS),
    c('cross-language', '집안 전체 조명', ALL_LIGHTS),
    c('refusals', 'a piscina', 'not-found'),
    c('refusals', 'a bomba da piscina', 'not-exposed'),
    c('typo', 'candieiro de pé', ['light.candeeiro_pe']),
  ],
};
