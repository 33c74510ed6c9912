// Issue 26, round 30d: cases of our own, in homes of our own (laundries, kitchens, bathrooms, utility rooms);
// none is a slice's request or home. The first tag is the category, the second the rule exercised: a case
// tagged with a rule fails without it, one tagged `<rule>-not` is a neighbouring reading that must stay.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * "Is the laundry done", "are the dishes clean": the chore's load stands for the machine that does it, and the
 * question is one about its progress, in every language the resolver speaks.
 */
export const ROUND_30D_CHORE_DONE: EvalSuite[] = [
  home(
    'r30d_en_laundry',
    'en',
    [
      ['laundry', 'Laundry'],
      ['kitchen', 'Kitchen'],
    ],
    [
      {
        name: 'Washing Machine',
        area: 'laundry',
        entities: [
          ['switch.washing_machine', 'Washing Machine'],
          ['sensor.washing_machine_state', 'Washing Machine Operation State'],
          ['sensor.washing_machine_remaining', 'Washing Machine Remaining Time', { deviceClass: 'duration' }],
        ],
      },
      one('laundry', 'switch.dryer', 'Dryer'),
      one('laundry', 'light.laundry', 'Laundry Light'),
      {
        name: 'Dishwasher',
        area: 'kitchen',
        entities: [
          ['switch.dishwasher', 'Dishwasher'],
          ['sensor.dishwasher_status', 'Dishwasher Status'],
        ],
      },
      one('kitchen', 'switch.kettle', 'Kettle'),
    ],
    [
      c('ordinary chore-done-not', 'is the washing done yet', ['sensor.washing_machine_state']),
      c('ordinary chore-done', 'how long until the laundry is done', ['sensor.washing_machine_remaining']),
      c('ordinary chore-done', 'are the dishes done', ['sensor.dishwasher_status']),
      c('ordinary chore-done-not', 'is the washing machine finished', ['sensor.washing_machine_state']),
      c('ordinary chore-done-not', 'the laundry light', ['light.laundry']),
      c('ordinary chore-done-not', 'is the kettle done', ['switch.kettle']),
      c('ordinary chore-done-not', 'the washing machine', ['switch.washing_machine']),
    ],
  ),
  home(
    'r30d_de_waschkueche',
    'de',
    [
      ['waschkueche', 'Waschküche'],
      ['kueche', 'Küche'],
    ],
    [
      {
        name: 'Waschmaschine',
        area: 'waschkueche',
        entities: [
          ['switch.waschmaschine', 'Waschmaschine'],
          ['sensor.waschmaschine_programmstatus', 'Waschmaschine Programmstatus'],
        ],
      },
      one('waschkueche', 'switch.trockner', 'Wäschetrockner'),
      one('kueche', 'sensor.spuelmaschine', 'Spülmaschine'),
      one('kueche', 'light.kueche', 'Küchenlicht'),
    ],
    [
      c('ordinary chore-done', 'ist die Wäsche schon fertig', ['sensor.waschmaschine_programmstatus']),
      c('ordinary chore-done', 'ist das Geschirr sauber', ['sensor.spuelmaschine']),
      c('ordinary chore-done-not', 'den Wäschetrockner', ['switch.trockner']),
      c('ordinary chore-done-not', 'ist der Trockner fertig', ['switch.trockner']),
    ],
  ),
  home(
    'r30d_nl_zolder',
    'nl',
    [
      ['zolder', 'Zolder'],
      ['keuken', 'Keuken'],
    ],
    [
      one('zolder', 'switch.wasmachine', 'Wasmachine stekker'),
      one('zolder', 'switch.wasdroger', 'Wasdroger'),
      one('keuken', 'sensor.vaatwasser_status', 'Vaatwasser status'),
      one('keuken', 'light.keuken', 'Keukenlamp'),
    ],
    [
      c('ordinary chore-done', 'is de was al klaar', ['switch.wasmachine']),
      c('ordinary chore-done', 'is de afwas klaar', ['sensor.vaatwasser_status']),
      c('ordinary chore-done-not', 'de wasdroger', ['switch.wasdroger']),
      c('ordinary chore-done-not', 'is de wasdroger klaar', ['switch.wasdroger']),
    ],
  ),
  home(
    'r30d_sv_tvatt',
    'sv',
    [
      ['tvattstuga', 'Tvättstuga'],
      ['kok', 'Kök'],
    ],
    [
      one('tvattstuga', 'sensor.tvattmaskin_status', 'Tvättmaskin status'),
      one('tvattstuga', 'light.tvattstuga', 'Tvättstugan tak'),
      one('kok', 'sensor.diskmaskin', 'Diskmaskin'),
    ],
    [
      c('ordinary chore-done', 'är disken klar', ['sensor.diskmaskin']),
      c('ordinary chore-done', 'är tvätten färdig', ['sensor.tvattmaskin_status']),
      c('ordinary chore-done-not', 'lampan i tvättstugan', ['light.tvattstuga']),
    ],
  ),
  home(
    'r30d_da_bryggers',
    'da',
    [
      ['bryggers', 'Bryggers'],
      ['koekken', 'Køkken'],
    ],
    [
      one('bryggers', 'sensor.vaskemaskine_status', 'Vaskemaskine status'),
      one('koekken', 'sensor.opvaskemaskine', 'Opvaskemaskine'),
    ],
    [
      c('ordinary chore-done-not', 'er opvasken færdig', ['sensor.opvaskemaskine']),
      c('ordinary chore-done', 'er tøjet færdigt', ['sensor.vaskemaskine_status']),
    ],
  ),
  home(
    'r30d_pl_pralnia',
    'pl',
    [
      ['lazienka', 'Łazienka'],
      ['kuchnia', 'Kuchnia'],
    ],
    [
      one('lazienka', 'sensor.pralka', 'Pralka'),
      one('lazienka', 'light.lazienka', 'Łazienka sufit'),
      one('kuchnia', 'sensor.zmywarka', 'Zmywarka'),
    ],
    [
      c('ordinary chore-done', 'czy pranie już się skończyło', ['sensor.pralka']),
      c('ordinary chore-done', 'czy naczynia są już umyte', ['sensor.zmywarka']),
      c('ordinary chore-done-not', 'pralka', ['sensor.pralka']),
    ],
  ),
  home(
    'r30d_pt_es_fr',
    'pt',
    [
      ['lavandaria', 'Lavandaria'],
      ['cozinha', 'Cozinha'],
    ],
    [
      one('lavandaria', 'sensor.maquina_roupa', 'Máquina de Lavar'),
      one('cozinha', 'sensor.maquina_loica', 'Máquina de Lavar Loiça'),
      one('cozinha', 'vacuum.robo', 'Robô Aspirador'),
    ],
    [
      c('ordinary chore-done-not', 'a loiça já está lavada?', ['sensor.maquina_loica']),
      c('ordinary chore-done', 'a roupa já acabou?', ['sensor.maquina_roupa']),
      c('ordinary chore-done-not', 'o robô', ['vacuum.robo']),
    ],
  ),
  home(
    'r30d_fr_buanderie',
    'fr',
    [['buanderie', 'Buanderie']],
    [
      one('buanderie', 'sensor.lave_linge_etat', 'Machine à laver état'),
      one('buanderie', 'switch.seche_linge', 'Sèche-linge'),
    ],
    [
      c('ordinary chore-done', 'le linge est lavé ?', ['sensor.lave_linge_etat']),
      c('ordinary chore-done', 'la lessive est finie', ['sensor.lave_linge_etat']),
      c('ordinary chore-done-not', 'le sèche-linge', ['switch.seche_linge']),
    ],
  ),
  home(
    'r30d_es_galeria',
    'es',
    [['galeria', 'Galería']],
    [
      one('galeria', 'sensor.lavadora_estado', 'Lavadora Bosch'),
      one('galeria', 'light.galeria', 'Luz galería'),
      one('galeria', 'switch.lavavajillas', 'Lavavajillas'),
    ],
    [
      c('ordinary chore-done', '¿ya está lavada la ropa?', ['sensor.lavadora_estado']),
      c('ordinary chore-done-not', 'la luz de la galería', ['light.galeria']),
    ],
  ),
  home(
    'r30d_ja_senmenjo',
    'ja',
    [
      ['senmenjo', '洗面所'],
      ['daidokoro', '台所'],
    ],
    [
      one('senmenjo', 'sensor.sentakuki_jotai', '洗濯機の状態'),
      one('daidokoro', 'sensor.shokusenki', '食洗機'),
    ],
    [
      c('ordinary chore-done', '洗濯物もう終わった', ['sensor.sentakuki_jotai']),
      c('ordinary chore-done-not', '洗濯機は終わった', ['sensor.sentakuki_jotai']),
    ],
  ),
  home(
    'r30d_zh_ko',
    'zh',
    [
      ['chufang', '厨房'],
      ['yangtai', '阳台'],
    ],
    [one('chufang', 'sensor.xiwanji', '洗碗机'), one('yangtai', 'sensor.xiyiji_zhuangtai', '洗衣机状态')],
    [
      c('ordinary chore-done', '碗洗好了吗', ['sensor.xiwanji']),
      c('ordinary chore-done', '衣服洗完了吗', ['sensor.xiyiji_zhuangtai']),
    ],
  ),
  home(
    'r30d_ko_dayongdo',
    'ko',
    [
      ['dayongdo', '다용도실'],
      ['jubang', '주방'],
    ],
    [one('dayongdo', 'sensor.setakgi_sangtae', '세탁기 상태'), one('jubang', 'sensor.sikgi', '식기세척기')],
    [
      c('ordinary chore-done', '설거지 끝났어', ['sensor.sikgi']),
      c('ordinary chore-done', '빨래 끝났어?', ['sensor.setakgi_sangtae']),
    ],
  ),
];

/**
 * The valve that shuts off the home's water, by its everyday word whatever its name says: "the stopcock" for
 * "Mains Water", "la llave de paso" for "Válvula general", "stophanen" for "Hovedhane", "元栓" for "止水栓".
 * A tap, a water heater or a room named after water stays what it is.
 */
export const ROUND_30D_MAIN_VALVE: EvalSuite[] = [
  home(
    'r30d_en_cupboard',
    'en',
    [
      ['utility', 'Utility Cupboard'],
      ['garden', 'Garden'],
    ],
    [
      one('utility', 'valve.mains_water', 'Mains Water'),
      one('utility', 'water_heater.cylinder', 'Hot Water Cylinder'),
      one('garden', 'valve.garden_tap', 'Garden Tap'),
    ],
    [
      c('ordinary main-valve', 'turn off the stopcock', ['valve.mains_water']),
      c('ordinary main-valve-not', 'the garden tap', ['valve.garden_tap']),
      c('ordinary main-valve-not', 'the hot water', ['water_heater.cylinder']),
    ],
  ),
  home(
    'r30d_es_lavadero',
    'es',
    [
      ['lavadero', 'Lavadero'],
      ['patio', 'Patio'],
    ],
    [
      one('lavadero', 'valve.general', 'Válvula general'),
      one('lavadero', 'sensor.lavadora', 'Lavadora'),
      one('patio', 'valve.grifo_patio', 'Grifo patio'),
    ],
    [
      c('ordinary main-valve', 'cierra la llave de paso', ['valve.general']),
      c('ordinary main-valve', 'la llave del agua', ['valve.general']),
      c('ordinary main-valve-not', 'el grifo del patio', ['valve.grifo_patio']),
    ],
  ),
  home(
    'r30d_fr_garage',
    'fr',
    [
      ['garage', 'Garage'],
      ['salle_eau', "Salle d'eau"],
    ],
    [
      one('garage', 'valve.vanne_generale', 'Vanne générale'),
      one('garage', 'water_heater.chauffe_eau', 'Chauffe-eau'),
      one('salle_eau', 'light.salle_eau', "Plafonnier salle d'eau"),
    ],
    [
      c('ordinary main-valve', "ferme l'arrivée d'eau", ['valve.vanne_generale']),
      c('ordinary main-valve', "le robinet d'arrêt", ['valve.vanne_generale']),
      c('ordinary main-valve-not', 'le chauffe-eau', ['water_heater.chauffe_eau']),
      c('ordinary main-valve-not', "la lumière de la salle d'eau", ['light.salle_eau']),
    ],
  ),
  home(
    'r30d_it_cantina',
    'it',
    [['cantina', 'Cantina']],
    [
      one('cantina', 'valve.generale', 'Rubinetto acqua generale'),
      one('cantina', 'valve.orto', 'Valvola orto'),
      one('cantina', 'water_heater.scaldabagno', 'Scaldabagno'),
    ],
    [
      c('ordinary main-valve-not', 'chiudi la valvola generale', ['valve.generale']),
      c('ordinary main-valve-not', "il rubinetto generale dell'acqua", ['valve.generale']),
      c('ordinary main-valve-not', "la valvola dell'orto", ['valve.orto']),
    ],
  ),
  home(
    'r30d_nl_meterkast',
    'nl',
    [['meterkast', 'Meterkast']],
    [one('meterkast', 'valve.hoofdkraan', 'Hoofdkraan'), one('meterkast', 'water_heater.boiler', 'Boiler')],
    [
      c('ordinary main-valve', 'sluit de watertoevoer', ['valve.hoofdkraan']),
      c('ordinary main-valve-not', 'de boiler', ['water_heater.boiler']),
    ],
  ),
  home(
    'r30d_nordic_valve',
    'da',
    [['kaelder', 'Kælder']],
    [one('kaelder', 'valve.hovedhane', 'Hovedhane'), one('kaelder', 'switch.pumpe', 'Cirkulationspumpe')],
    [c('ordinary main-valve', 'luk stophanen', ['valve.hovedhane'])],
  ),
  home(
    'r30d_sv_valve',
    'sv',
    [['pannrum', 'Pannrum']],
    [
      one('pannrum', 'valve.huvudventil', 'Huvudventil vatten'),
      one('pannrum', 'light.pannrum', 'Pannrum tak'),
    ],
    [c('ordinary main-valve', 'stäng huvudkranen', ['valve.huvudventil'])],
  ),
  home(
    'r30d_cjk_valve',
    'ja',
    [['senmenjo', '洗面所']],
    [one('senmenjo', 'valve.shisuisen', '止水栓'), one('senmenjo', 'light.senmenjo', '洗面所の照明')],
    [c('ordinary main-valve', '元栓を閉めて', ['valve.shisuisen'])],
  ),
  home(
    'r30d_ko_valve',
    'ko',
    [['dayongdo', '다용도실']],
    [one('dayongdo', 'valve.sudo', '수도 밸브'), one('dayongdo', 'light.dayongdo', '다용도실 조명')],
    [c('ordinary main-valve', '메인 밸브 잠가', ['valve.sudo'])],
  ),
];

/** Airing a room said by its noun ("l'aerazione", "udluftningen", "vädring", "wietrzenie") is its fan's work. */
export const ROUND_30D_AIRING_NOUN: EvalSuite[] = [
  home(
    'r30d_it_airing',
    'it',
    [
      ['bagno', 'Bagno padronale', 'primo'],
      ['lavanderia', 'Lavanderia', 'terra'],
    ],
    [
      one('bagno', 'fan.estrattore_bagno', 'Estrattore'),
      one('bagno', 'light.bagno', 'Luce specchio'),
      one('lavanderia', 'fan.ventola_lavanderia', 'Ventola lavanderia'),
      one('lavanderia', 'light.lavanderia', 'Plafoniera lavanderia'),
    ],
    [
      c('activity airing-noun', "l'aerazione in lavanderia", ['fan.ventola_lavanderia']),
      c('activity airing-noun', "accendi l'aerazione del bagno di sopra", ['fan.estrattore_bagno']),
      c('ordinary airing-noun-not', 'la luce in lavanderia', ['light.lavanderia']),
    ],
    [
      ['terra', 'Piano terra', 0],
      ['primo', 'Primo piano', 1],
    ],
  ),
  home(
    'r30d_nordic_airing',
    'da',
    [
      ['bryggers', 'Bryggers'],
      ['stue', 'Stue'],
    ],
    [
      one('bryggers', 'fan.bryggers', 'Bryggers emhætte'),
      one('bryggers', 'light.bryggers', 'Bryggers loft'),
      one('stue', 'fan.stue', 'Loftventilator'),
    ],
    [
      c('activity airing-noun', 'udluftningen i bryggerset', ['fan.bryggers']),
      c('ordinary airing-noun-not', 'lyset i bryggerset', ['light.bryggers']),
    ],
  ),
  home(
    'r30d_sv_airing',
    'sv',
    [
      ['badrum', 'Badrum'],
      ['sovrum', 'Sovrum'],
    ],
    [
      one('badrum', 'fan.badrum', 'Frånluft badrum'),
      one('badrum', 'light.badrum', 'Badrum spotlights'),
      one('sovrum', 'fan.sovrum', 'Golvfläkt'),
    ],
    [c('activity airing-noun', 'vädring i badrummet', ['fan.badrum'])],
  ),
  home(
    'r30d_pl_airing',
    'pl',
    [
      ['lazienka', 'Łazienka'],
      ['kuchnia', 'Kuchnia'],
    ],
    [
      one('lazienka', 'fan.lazienka', 'Wyciąg łazienka'),
      one('lazienka', 'light.lazienka', 'Lustro łazienka'),
      one('kuchnia', 'fan.kuchnia', 'Okap'),
    ],
    [c('activity airing-noun', 'wietrzenie w łazience', ['fan.lazienka'])],
  ),
];

/**
 * Water where it should not be ("is there water under the sink", "staat er water op de vloer") asks the leak
 * sensor there, a moisture binary sensor; water alone stays the water heater's or the valve's.
 */
export const ROUND_30D_WATER_UNDER: EvalSuite[] = [
  home(
    'r30d_en_leak',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['bathroom', 'Bathroom'],
    ],
    [
      one('kitchen', 'binary_sensor.kitchen_flood', 'Sink Cabinet Flood', { deviceClass: 'moisture' }),
      one('kitchen', 'light.sink', 'Sink Light'),
      one('bathroom', 'binary_sensor.bath_flood', 'Bath Flood', { deviceClass: 'moisture' }),
      one('bathroom', 'water_heater.tank', 'Water Heater'),
    ],
    [
      c('ordinary water-under', 'is there water under the sink', ['binary_sensor.kitchen_flood']),
      c('ordinary water-under', 'is there water on the floor in the bathroom', ['binary_sensor.bath_flood']),
      c('ordinary water-under-not', 'the water heater', ['water_heater.tank']),
      c('ordinary water-under-not', 'the sink light', ['light.sink']),
    ],
  ),
  home(
    'r30d_nl_leak',
    'nl',
    [
      ['badkamer', 'Badkamer'],
      ['keuken', 'Keuken'],
    ],
    [
      one('badkamer', 'binary_sensor.lekmelder', 'Lekmelder badkamer', { deviceClass: 'moisture' }),
      one('badkamer', 'light.badkamer', 'Badkamer plafond'),
      one('keuken', 'binary_sensor.keuken_lek', 'Lekkage vaatwasser', { deviceClass: 'moisture' }),
    ],
    [c('ordinary water-under', 'staat er water op de vloer in de badkamer', ['binary_sensor.lekmelder'])],
  ),
  home(
    'r30d_de_leak',
    'de',
    [
      ['keller', 'Keller'],
      ['kueche', 'Küche'],
    ],
    [
      one('keller', 'binary_sensor.keller_nass', 'Kellerboden nass', { deviceClass: 'moisture' }),
      one('keller', 'light.keller', 'Kellerlicht'),
      one('kueche', 'binary_sensor.kueche_nass', 'Spüle unten', { deviceClass: 'moisture' }),
    ],
    [c('ordinary water-under', 'ist Wasser auf dem Boden im Keller', ['binary_sensor.keller_nass'])],
  ),
];

/**
 * "How cold is it outside": a carport is open to the outside air, so its thermometer answers; a fridge's or a
 * freezer's sensor never does, wherever it stands.
 */
export const ROUND_30D_OPEN_AIR: EvalSuite[] = [
  home(
    'r30d_en_carport',
    'en',
    [
      ['carport', 'Carport'],
      ['kitchen', 'Kitchen', 'ground'],
      ['patio', 'Patio Kitchen', 'ground'],
    ],
    [
      one('carport', 'sensor.carport_temp', 'Carport Thermometer', { deviceClass: 'temperature' }),
      one('kitchen', 'sensor.fridge_temp', 'Fridge Temperature', { deviceClass: 'temperature' }),
      one('patio', 'sensor.outdoor_fridge', 'Outdoor Fridge Temperature', { deviceClass: 'temperature' }),
    ],
    [
      c('activity open-air', 'how cold is it outside', ['sensor.carport_temp']),
      c('ordinary open-air-not', 'how cold is the kitchen fridge', ['sensor.fridge_temp']),
      c('ordinary open-air-not', 'the outdoor fridge', ['sensor.outdoor_fridge']),
    ],
    [['ground', 'Ground floor', 0]],
  ),
  home(
    'r30d_de_gartenkuehl',
    'de',
    [
      ['garten', 'Garten'],
      ['wohnzimmer', 'Wohnzimmer'],
    ],
    [
      one('garten', 'sensor.garten', 'Garten Temperatur', { deviceClass: 'temperature' }),
      one('garten', 'sensor.bierkuehlschrank', 'Bierkühlschrank Temperatur', { deviceClass: 'temperature' }),
      one('wohnzimmer', 'sensor.wohnzimmer', 'Wohnzimmer Temperatur', { deviceClass: 'temperature' }),
    ],
    [
      c('activity open-air-not', 'wie warm ist es draußen', ['sensor.garten']),
      c('ordinary open-air-not', 'wie kalt ist der Bierkühlschrank', ['sensor.bierkuehlschrank']),
    ],
  ),
  home(
    'r30d_sv_carport',
    'sv',
    [
      ['carport', 'Carport'],
      ['kok', 'Kök'],
    ],
    [
      one('carport', 'sensor.carport', 'Carport givare', { deviceClass: 'temperature' }),
      one('kok', 'sensor.frys', 'Frys temperatur', { deviceClass: 'temperature' }),
    ],
    [c('activity open-air', 'hur kallt är det ute', ['sensor.carport'])],
  ),
];

/**
 * A machine said by its phrase ("a máquina da loiça", "la machine à laver") in a home without one is not found,
 * even where a leak sensor's name holds one of its words (it watches that place; it is no machine).
 */
export const ROUND_30D_WATCHER_NOT_MACHINE: EvalSuite[] = [
  home(
    'r30d_pt_watcher',
    'pt',
    [['cozinha', 'Cozinha']],
    [
      one('cozinha', 'binary_sensor.fuga_bancada', 'Fuga Bancada Loiça', { deviceClass: 'moisture' }),
      one('cozinha', 'switch.chaleira', 'Chaleira'),
    ],
    [
      c('ordinary watcher-not-machine', 'liga a máquina da loiça', 'not-found'),
      c('ordinary watcher-not-machine-not', 'a fuga da bancada', ['binary_sensor.fuga_bancada']),
    ],
  ),
  home(
    'r30d_fr_watcher',
    'fr',
    [['buanderie', 'Buanderie']],
    [
      one('buanderie', 'binary_sensor.fuite_machine', 'Fuite arrivée machine', { deviceClass: 'moisture' }),
      one('buanderie', 'light.buanderie', 'Plafonnier buanderie'),
    ],
    [
      c('ordinary watcher-not-machine', 'lance la machine à laver', 'not-found'),
      c('ordinary watcher-not-machine-not', 'la fuite dans la buanderie', ['binary_sensor.fuite_machine']),
    ],
  ),
];

/** Every suite of this round, as run-eval.ts lists them. */
export const ROUND_30D: EvalSuite[] = [
  ...ROUND_30D_CHORE_DONE,
  ...ROUND_30D_MAIN_VALVE,
  ...ROUND_30D_AIRING_NOUN,
  ...ROUND_30D_WATER_UNDER,
  ...ROUND_30D_OPEN_AIR,
  ...ROUND_30D_WATCHER_NOT_MACHINE,
];
