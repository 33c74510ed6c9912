// Issue 26, round 28d: cases of our own, in homes of our own (none is a slice's home or request), for the
// everyday words of things outside, in the garage and in the car (words/outdoor-concepts.ts). The first tag
// is the category, the second the rule; a rule's cases failed before it, its "-not" cases are the
// neighbouring readings it must leave alone.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

export const ROUND_28D: EvalSuite[] = [
  {
    home: {
      id: 'r28d_en_bemidji',
      language: 'en',
      floors: [['main', 'Main', 0]],
      areas: [
        ['carport', 'Carport', null],
        ['yard', 'Yard', null],
        ['living', 'Living Room', 'main'],
        ['julia', 'Julia', 'main'],
      ],
      devices: [
        one('carport', 'switch.tahoe_block', 'Tahoe Block Heater'),
        one('carport', 'light.carport', 'Carport Light'),
        one('yard', 'switch.workshop_heater', 'Workshop Heater'),
        one('yard', 'valve.lawn_zone', 'Lawn Sprinklers'),
        one('yard', 'valve.tomato_drip', 'Tomato Bed Drip'),
        one('living', 'switch.xmas_tree', 'Xmas Tree Plug'),
        one('living', 'light.living_lamp', 'Living Room Lamp'),
        one('julia', 'light.julia', 'Julia Lamp'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary block-heater', 'turn on the engine heater', ['switch.tahoe_block']),
      c('ordinary block-heater-not', 'the workshop heater', ['switch.workshop_heater']),
      c('ordinary christmas', 'the holiday lights', ['switch.xmas_tree']),
      c('ordinary christmas-not', "Julia's lamp", ['light.julia']),
      c('ordinary christmas-not', 'the living room lamp', ['light.living_lamp']),
      c('ordinary drip', 'start the soaker hose', ['valve.tomato_drip']),
      c('ordinary drip-not', 'the lawn sprinklers', ['valve.lawn_zone']),
    ],
  },
  {
    home: {
      id: 'r28d_da_viborg',
      language: 'da',
      floors: [['st', 'Stue', 0]],
      areas: [
        ['garage', 'Garage', null],
        ['have', 'Have', null],
        ['stue', 'Stue', 'st'],
      ],
      devices: [
        one('garage', 'switch.defa', 'Defa Skoda'),
        one('garage', 'switch.lader', 'Ladestander garage'),
        one('garage', 'switch.varmeblaeser', 'Varmeblæser værksted'),
        one('have', 'switch.julestjerne', 'Julestjerne vindue'),
        one('have', 'light.havelampe', 'Havelampe'),
        one('stue', 'light.stue', 'Loftlampe stue'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary car-heat', 'varm bilen op', ['switch.defa']),
      c('ordinary ev-charger', 'billaderen', ['switch.lader']),
      c('ordinary block-heater-not', 'varmeblæseren', ['switch.varmeblaeser']),
      c('ordinary christmas', 'julebelysningen', ['switch.julestjerne']),
      c('ordinary christmas-not', 'lyset i haven', ['light.havelampe']),
    ],
  },
  {
    home: {
      id: 'r28d_nl_zwolle',
      language: 'nl',
      floors: [['bg', 'Begane grond', 0]],
      areas: [
        ['oprit', 'Oprit', null],
        ['tuin', 'Tuin', null],
      ],
      devices: [
        one('oprit', 'switch.laadpunt', 'Laadpunt oprit'),
        one('oprit', 'light.oprit', 'Opritlamp'),
        one('tuin', 'switch.uv', 'UV-filter vijver'),
        one('tuin', 'switch.pomp', 'Vijverpomp'),
        one('tuin', 'switch.luchtpomp', 'Luchtpomp vijver'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary ev-charger', 'zet de autolader aan', ['switch.laadpunt']),
      c('ordinary ev-charger-not', 'de lamp op de oprit', ['light.oprit']),
      c('ordinary uv-clarifier', 'de uv-lamp van de vijver', ['switch.uv']),
      c('ordinary aerator-not', 'de vijverpomp', ['switch.pomp']),
      c('ordinary aerator', 'de beluchter', ['switch.luchtpomp']),
    ],
  },
  {
    home: {
      id: 'r28d_es_murcia',
      language: 'es',
      floors: [['pb', 'Planta baja', 0]],
      areas: [
        ['piscina', 'Piscina', null],
        ['huerto', 'Huerto', null],
      ],
      devices: [
        one('piscina', 'switch.filtro', 'Filtro arena'),
        one('piscina', 'switch.bomba_calor', 'Bomba de calor piscina', { hidden: true }),
        one('piscina', 'light.piscina', 'Foco piscina'),
        one('huerto', 'valve.goteo', 'Goteo tomates'),
        one('huerto', 'valve.riego', 'Riego césped'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary pool-pump', 'enciende la bomba de la piscina', ['switch.filtro']),
      c('ordinary pool-pump-not', 'la bomba de calor de la piscina', 'not-exposed'),
      c('ordinary pool-pump-not', 'la luz de la piscina', ['light.piscina']),
      c('ordinary drip-not', 'abre el riego por goteo', ['valve.goteo']),
    ],
  },
  {
    home: {
      id: 'r28d_sv_lulea',
      language: 'sv',
      floors: [['entre', 'Entréplan', 0]],
      areas: [
        ['bastu', 'Bastu', 'entre'],
        ['uppfart', 'Uppfart', null],
        ['julia', 'Julia', 'entre'],
        ['garage', 'Garage', null],
      ],
      devices: [
        one('bastu', 'switch.harvia', 'Harvia bastu'),
        one('bastu', 'light.bastu', 'Bastubelysning'),
        one('uppfart', 'switch.julgran', 'Julstjärna uppfart'),
        one('uppfart', 'switch.motor', 'Motorvärmare Volvo'),
        one('julia', 'light.julia', 'Julias lampa'),
        one('uppfart', 'switch.kupe', 'Kupévärmare Volvo'),
        one('garage', 'switch.motor_garage', 'Motorvärmare garage', { hidden: true }),
      ],
      loose: [],
    },
    cases: [
      c('ordinary sauna-heater', 'sätt på bastuugnen', ['switch.harvia']),
      c('ordinary sauna-heater-not', 'lampan i bastun', ['light.bastu']),
      c('ordinary christmas-not', 'Julias lampa', ['light.julia']),
      c('ordinary block-heater-not', 'motorvärmaren', ['switch.motor']),
      c('ordinary block-heater-not', 'kupévärmaren', ['switch.kupe']),
      c('hidden-similar block-heater-not', 'motorvärmaren i garaget', 'not-exposed'),
    ],
  },
  {
    home: {
      id: 'r28d_ko_chuncheon',
      language: 'ko',
      floors: [['f1', '1층', 1]],
      areas: [
        ['living', '거실', 'f1'],
        ['pond', '연못', null],
      ],
      devices: [
        one('living', 'switch.tree', '크리스마스트리'),
        one('living', 'light.living', '거실 조명'),
        one('pond', 'switch.air', '연못 에어펌프'),
        one('pond', 'switch.pump', '연못 펌프'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary christmas-not', '트리 켜줘', ['switch.tree']),
      c('ordinary christmas-not', '거실 조명', ['light.living']),
      c('ordinary aerator', '기포기 켜줘', ['switch.air']),
    ],
  },
  {
    home: {
      id: 'r28d_it_verona',
      language: 'it',
      floors: [['pt', 'Piano terra', 0]],
      areas: [
        ['prato', 'Prato', null],
        ['orto', 'Orto', null],
      ],
      devices: [
        one('prato', 'valve.est', 'Irrigatore prato est'),
        one('prato', 'valve.ovest', 'Irrigatore prato ovest'),
        one('orto', 'valve.goccia', 'Gocciolatore pomodori'),
      ],
      loose: [],
    },
    cases: [
      c('ask-one sprinkler', 'accendi tutti gli irrigatori', ['valve.est', 'valve.ovest']),
      c('ordinary sprinkler-not', 'il gocciolatore', ['valve.goccia']),
      c('ask-one sprinkler-not', 'chiudi tutte le valvole', ['valve.est', 'valve.ovest', 'valve.goccia']),
    ],
  },
  {
    home: {
      id: 'r28d_sv_vaxjo',
      language: 'sv',
      floors: [['entre', 'Entréplan', 0]],
      areas: [['tradgard', 'Trädgård', null]],
      devices: [
        one('tradgard', 'valve.grasmatta', 'Gräsmatta bevattning'),
        one('tradgard', 'valve.rabatt', 'Droppslang rabatt'),
        one('tradgard', 'light.tradgard', 'Trädgårdslampa'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary sprinkler-not', 'sätt på spridaren', ['valve.grasmatta']),
      c('ordinary sprinkler-not', 'droppslangen', ['valve.rabatt']),
    ],
  },
  {
    home: {
      id: 'r28d_de_rosenheim',
      language: 'de',
      floors: [['eg', 'Erdgeschoss', 0]],
      areas: [
        ['carport', 'Carport', null],
        ['wohnzimmer', 'Wohnzimmer', 'eg'],
        ['schuppen', 'Schuppen', null],
      ],
      devices: [
        one('carport', 'switch.defa', 'Motorvorwärmer Octavia'),
        one('wohnzimmer', 'climate.wohnzimmer', 'Heizkörper Wohnzimmer'),
        one('schuppen', 'switch.frost', 'Frostwächter Schuppen'),
        one('schuppen', 'light.schuppen', 'Schuppenlicht'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary car-heat', 'mach die Heizung im Auto an', ['switch.defa']),
      c('ordinary car-heat-not', 'stell die Heizung im Wohnzimmer auf Auto', ['climate.wohnzimmer']),
      c('ordinary heating-place', 'die Heizung im Schuppen', ['switch.frost']),
      c('ordinary heating-place-not', 'das Licht im Schuppen', ['light.schuppen']),
    ],
  },
  {
    home: {
      id: 'r28d_it_lucca',
      language: 'it',
      floors: [['pt', 'Piano terra', 0]],
      areas: [
        ['capanno', 'Capanno', null],
        ['soggiorno', 'Soggiorno', 'pt'],
      ],
      devices: [
        one('capanno', 'switch.stufa', 'Termoventilatore capanno'),
        one('capanno', 'light.capanno', 'Luce capanno'),
        one('soggiorno', 'climate.soggiorno', 'Termostato soggiorno'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary heating-place', 'accendi il riscaldamento del capanno', ['switch.stufa']),
      c('ordinary heating-place-not', 'il riscaldamento del soggiorno', ['climate.soggiorno']),
    ],
  },
  {
    home: {
      id: 'r28d_zh_suzhou',
      language: 'zh',
      floors: [['f1', '一楼', 1]],
      areas: [
        ['study', '书房', 'f1'],
        ['bedroom', '卧室', 'f1'],
      ],
      devices: [one('study', 'switch.heater', '书房电暖器'), one('bedroom', 'climate.bedroom', '卧室空调')],
      loose: [],
    },
    cases: [c('ordinary heating-place', '书房的暖气', ['switch.heater'])],
  },
  {
    home: {
      id: 'r28d_ko_gimpo',
      language: 'ko',
      floors: [['f1', '1층', 1]],
      areas: [
        ['front', '앞마당', null],
        ['parking', '주차장', null],
      ],
      devices: [
        one('front', 'lock.gate', '대문 스마트락'),
        one('front', 'binary_sensor.gate', '대문 센서', { deviceClass: 'door' }),
        one('parking', 'cover.shutter', '주차장 셔터', { deviceClass: 'garage' }),
      ],
      loose: [],
    },
    cases: [
      c('device-sensor gate-word', '대문 잠가줘', ['lock.gate']),
      c('device-sensor gate-word', '대문 열렸어?', ['binary_sensor.gate']),
      c('device-sensor gate-word-not', '주차장 셔터 닫아줘', ['cover.shutter']),
    ],
  },
];
