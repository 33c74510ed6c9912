// Issue 26, fourth round, after slice 5 (the development slice of this round) was measured: a case per
// general rule its misses led to, in homes of our own (shaped like real ones, none of slice 5's
// requests), and probes of the same weaknesses in the variants slice 5 brought (en-GB, fr-CA, es-MX,
// de-AT, nl-BE, pt-PT): names as integrations write them ("Hue color lamp 1", "Lounge Sonos",
// "Shelly Plus 1PM"), numbers said as words or heard as homophones ("bedroom to lamp"), regional words
// for a TV, a lock, groceries; a brand or a ceiling light in a name as a kind word; a kind phrase's own
// words ("ventilador de techo"); Chinese questions and Cantonese words; a hidden device by its brand.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

const HEATS = { attributes: { hvac_modes: ['off', 'heat'] } };
const COOLS = { attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only'] } };

const leeds: EvalSuite = {
  home: {
    id: 'r4-leeds',
    language: 'en',
    floors: [],
    areas: [
      ['lounge', 'Lounge', null],
      ['kitchen', 'Kitchen', null],
      ['bedroom_1', 'Bedroom 1', null],
      ['bedroom_3', 'Bedroom 3', null],
      ['utility', 'Utility', null],
      ['landing', 'Landing', null],
    ],
    devices: [
      one('lounge', 'light.hue_color_lamp_1', 'Hue color lamp 1'),
      one('lounge', 'light.hue_color_lamp_2', 'Hue color lamp 2'),
      one('lounge', 'media_player.lounge_sonos', 'Lounge Sonos'),
      one('lounge', 'media_player.sony_tv', 'Sony TV'),
      one('kitchen', 'media_player.kitchen_homepod', 'Kitchen HomePod', { hidden: true }),
      one('kitchen', 'light.kitchen_pendants', 'Kitchen Pendants'),
      one('bedroom_1', 'light.bedroom_1_lamp', 'Bedroom 1 Lamp'),
      one('bedroom_3', 'light.bedroom_3_lamp', 'Bedroom 3 Lamp'),
      one('bedroom_3', 'climate.bedroom_3_radiator', 'Bedroom 3 Radiator', HEATS),
      one('utility', 'switch.shelly_plus_1pm', 'Shelly Plus 1PM'),
      one('utility', 'switch.tumble_dryer', 'Tumble Dryer'),
      one('utility', 'vacuum.robot_hoover', 'Robot Hoover'),
      one('landing', 'switch.immersion', 'Immersion'),
    ],
    loose: [
      ['todo.sainsburys', "Sainsbury's"],
      ['todo.jobs', 'Jobs'],
    ],
  },
  cases: [
    c('ordinary', 'the telly in the lounge', ['media_player.sony_tv']),
    c('ordinary', 'bedroom three lamp', ['light.bedroom_3_lamp']),
    c('ordinary', 'the radiator in bedroom three', ['climate.bedroom_3_radiator']),
    c('ordinary', 'hue color lamp two', ['light.hue_color_lamp_2']),
    c('ordinary', 'hue color lamp to', ['light.hue_color_lamp_2']),
    c('ordinary', 'both lamps in the lounge', ['light.hue_color_lamp_1', 'light.hue_color_lamp_2']),
    c('ordinary', 'the two hue lamps', ['light.hue_color_lamp_1', 'light.hue_color_lamp_2']),
    c('ordinary', 'the shelly', ['switch.shelly_plus_1pm']),
    c('ordinary', 'the immersion', ['switch.immersion']),
    c('ordinary', 'the hoover', ['vacuum.robot_hoover']),
    c('hidden-similar', 'the homepod', 'not-exposed'),
    c('named-after', 'the weekly shop list', ['todo.sainsburys']),
  ],
};

const montreal: EvalSuite = {
  home: {
    id: 'r4-montreal',
    language: 'fr',
    floors: [],
    areas: [
      ['salon', 'Salon', null],
      ['cuisine', 'Cuisine', null],
      ['chambre_1', 'Chambre 1', null],
      ['chambre_2', 'Chambre 2', null],
      ['vestibule', 'Vestibule', null],
      ['sous_sol', 'Sous-sol', null],
    ],
    devices: [
      one('cuisine', 'light.plafonnier_cuisine', 'Plafonnier cuisine'),
      one('cuisine', 'light.lampe_comptoir', 'Lampe de comptoir'),
      one('salon', 'media_player.televiseur', 'Téléviseur'),
      one('salon', 'media_player.bose_salon', 'Bose salon'),
      one('chambre_1', 'light.lampe_chambre_1', 'Lampe chambre 1'),
      one('chambre_2', 'light.lampe_chambre_2', 'Lampe chambre 2'),
      one('vestibule', 'lock.porte_avant', 'Porte avant'),
      one('vestibule', 'binary_sensor.porte_avant', 'Porte avant contact', { deviceClass: 'door' }),
      one('sous_sol', 'climate.thermopompe', 'Thermopompe', COOLS),
      one('sous_sol', 'media_player.echo_sous_sol', 'Echo sous-sol', { hidden: true }),
    ],
    loose: [
      ['todo.metro', 'Metro'],
      ['todo.taches', 'Tâches'],
    ],
  },
  cases: [
    c('device-sensor', 'est-ce que la porte avant est barrée', ['lock.porte_avant']),
    c('device-sensor', 'débarre la porte avant', ['lock.porte_avant']),
    c('device-sensor', 'la porte avant est-elle ouverte', ['binary_sensor.porte_avant']),
    c('named-after', "ma liste d'épicerie", ['todo.metro']),
    c('name-wins', 'la lampe de la cuisine', ['light.lampe_comptoir']),
    c('name-wins', 'la télé du salon', ['media_player.televiseur']),
    c('ordinary', 'la lampe de la chambre deux', ['light.lampe_chambre_2']),
    c('ordinary', 'la thermopompe', ['climate.thermopompe']),
    c('hidden-similar', "l'echo", 'not-exposed'),
  ],
};

const monterrey: EvalSuite = {
  home: {
    id: 'r4-monterrey',
    language: 'es',
    floors: [],
    areas: [
      ['sala', 'Sala', null],
      ['cocina', 'Cocina', null],
      ['recamara_1', 'Recámara 1', null],
      ['recamara_2', 'Recámara 2', null],
      ['cochera', 'Cochera', null],
    ],
    devices: [
      one('sala', 'light.foco_sala_1', 'Foco sala 1'),
      one('sala', 'light.foco_sala_2', 'Foco sala 2'),
      one('sala', 'fan.ventilador_de_piso', 'Ventilador de piso'),
      one('sala', 'media_player.pantalla_sala', 'Pantalla sala'),
      one('recamara_1', 'fan.ventilador_techo_1', 'Ventilador de techo 1'),
      one('recamara_2', 'fan.ventilador_techo_2', 'Ventilador de techo 2'),
      one('recamara_1', 'climate.minisplit', 'Minisplit', COOLS),
      one('cochera', 'cover.porton', 'Portón', { deviceClass: 'garage' }),
      one('cocina', 'media_player.echo_dot_cocina', 'Echo Dot cocina', { hidden: true }),
    ],
    loose: [
      ['todo.heb', 'HEB'],
      ['todo.pendientes', 'Pendientes'],
    ],
  },
  cases: [
    c('ask-one', 'el ventilador de techo', { ask: ['fan.ventilador_techo_1', 'fan.ventilador_techo_2'] }),
    c('ordinary', 'el ventilador de techo dos', ['fan.ventilador_techo_2']),
    c('ordinary', 'foco sala uno', ['light.foco_sala_1']),
    c('named-after', 'la lista del súper', ['todo.heb']),
    c('named-after', 'el mandado', ['todo.heb']),
    c('ordinary', 'la pantalla de la sala', ['media_player.pantalla_sala']),
    c('ordinary', 'prende el minisplit', ['climate.minisplit']),
    c('hidden-similar', 'el echo dot', 'not-exposed'),
  ],
};

const salzburg: EvalSuite = {
  home: {
    id: 'r4-salzburg',
    language: 'de',
    floors: [],
    areas: [
      ['wohnzimmer', 'Wohnzimmer', null],
      ['vorzimmer', 'Vorzimmer', null],
      ['bad', 'Bad', null],
      ['kueche', 'Küche', null],
    ],
    devices: [
      one('wohnzimmer', 'light.deckenleuchte', 'Deckenleuchte'),
      one('wohnzimmer', 'light.leselampe', 'Lampe Leseecke'),
      one('wohnzimmer', 'climate.heizung_wohnzimmer', 'Heizung Wohnzimmer', HEATS),
      one('bad', 'climate.heizung_bad', 'Heizung Bad', HEATS),
      one('vorzimmer', 'lock.eingangstuer', 'Eingangstür'),
      one('vorzimmer', 'binary_sensor.eingangstuer', 'Eingangstür Kontakt', { deviceClass: 'door' }),
      one('kueche', 'media_player.kueche_sonos', 'Sonos Küche'),
      one('kueche', 'media_player.fernseher_kueche', 'Küche TV'),
      one('wohnzimmer', 'switch.motor_markise', 'Motor Markise'),
      one('wohnzimmer', 'switch.motor_rollo', 'Motor Rollo'),
    ],
    loose: [
      ['todo.spar', 'Spar'],
      ['todo.haushalt', 'Haushalt'],
    ],
  },
  cases: [
    c('device-sensor', 'sperr die Eingangstür zu', ['lock.eingangstuer']),
    c('device-sensor', 'schließ die Eingangstür ab', ['lock.eingangstuer']),
    c('device-sensor', 'ist die Eingangstür offen', ['binary_sensor.eingangstuer']),
    c('name-wins', 'die Lampe im Wohnzimmer', ['light.leselampe']),
    c('ordinary', 'die Heizungen', ['climate.heizung_wohnzimmer', 'climate.heizung_bad']),
    c('name-wins', 'den Fernseher in der Küche', ['media_player.fernseher_kueche']),
    c('named-after', 'der Einkaufszettel', ['todo.spar']),
    c('ordinary', 'die Motoren', ['switch.motor_markise', 'switch.motor_rollo']),
    c('ask-one', 'den Motor', { ask: ['switch.motor_markise', 'switch.motor_rollo'] }),
  ],
};

const gent: EvalSuite = {
  home: {
    id: 'r4-gent',
    language: 'nl',
    floors: [],
    areas: [
      ['living', 'Living', null],
      ['keuken', 'Keuken', null],
      ['slaapkamer_2', 'Slaapkamer 2', null],
      ['slaapkamer_3', 'Slaapkamer 3', null],
    ],
    devices: [
      one('living', 'light.plafondlamp_living', 'Plafondlamp living'),
      one('living', 'light.staanlamp', 'Staanlamp'),
      one('living', 'media_player.tv_living', 'TV living'),
      one('living', 'media_player.sonos_living', 'Sonos living'),
      one('slaapkamer_2', 'light.lamp_slaapkamer_2', 'Lamp slaapkamer 2'),
      one('slaapkamer_3', 'light.lamp_slaapkamer_3', 'Lamp slaapkamer 3'),
    ],
    loose: [
      ['todo.delhaize', 'Delhaize'],
      ['todo.klusjes', 'Klusjes'],
    ],
  },
  cases: [
    c('ordinary', 'de lamp in slaapkamer drie', ['light.lamp_slaapkamer_3']),
    c('ask-one', 'de lamp in de slaapkamer', { ask: ['light.lamp_slaapkamer_2', 'light.lamp_slaapkamer_3'] }),
    c('ordinary', 'de tv in de living', ['media_player.tv_living']),
    c('named-after', 'de boodschappen', ['todo.delhaize']),
    c('ordinary', 'de twee lampen in de slaapkamers', ['light.lamp_slaapkamer_2', 'light.lamp_slaapkamer_3']),
  ],
};

const coimbra: EvalSuite = {
  home: {
    id: 'r4-coimbra',
    language: 'pt',
    floors: [],
    areas: [
      ['sala', 'Sala', null],
      ['quarto_1', 'Quarto 1', null],
      ['quarto_2', 'Quarto 2', null],
      ['cozinha', 'Cozinha', null],
    ],
    devices: [
      one('sala', 'light.candeeiro_sala', 'Candeeiro de pé'),
      one('sala', 'light.plafon_sala', 'Plafon sala'),
      one('sala', 'media_player.televisao', 'Televisão'),
      one('sala', 'media_player.sonos', 'Sonos'),
      one('quarto_1', 'climate.ac_quarto_1', 'AC quarto 1', COOLS),
      one('quarto_2', 'climate.ac_quarto_2', 'AC quarto 2', COOLS),
      one('cozinha', 'switch.esquentador', 'Esquentador'),
    ],
    loose: [
      ['todo.pingo_doce', 'Pingo Doce'],
      ['todo.tarefas', 'Tarefas'],
    ],
  },
  cases: [
    c('ordinary', 'o ar condicionado do quarto dois', ['climate.ac_quarto_2']),
    c('name-wins', 'o candeeiro da sala', ['light.candeeiro_sala']),
    c('ordinary', 'a televisão da sala', ['media_player.televisao']),
    c('named-after', 'a lista do supermercado', ['todo.pingo_doce']),
    c('ordinary', 'o esquentador', ['switch.esquentador']),
  ],
};

const shaTin: EvalSuite = {
  home: {
    id: 'r4-sha-tin',
    language: 'zh',
    floors: [],
    areas: [
      ['haak_teng', '客廳', null],
      ['mun_hau', '門口', null],
      ['lou_toi', '露台', null],
    ],
    devices: [
      one('mun_hau', 'lock.front_door', '大門門鎖'),
      one('mun_hau', 'binary_sensor.front_door', '大門感應器', { deviceClass: 'door' }),
      one('lou_toi', 'valve.lou_toi', '露台水喉', { deviceClass: 'water' }),
      one('haak_teng', 'media_player.tv', '電視'),
      one('haak_teng', 'media_player.sonos', 'Sonos'),
    ],
    loose: [],
  },
  cases: [
    c('device-sensor', '大門是否打開', ['binary_sensor.front_door']),
    c('device-sensor', '大門開咗未', ['binary_sensor.front_door']),
    c('device-sensor', '大門鎖咗未', ['lock.front_door']),
    c('activity', '露台淋花', ['valve.lou_toi']),
    c('ordinary', '客廳電視', ['media_player.tv']),
  ],
};

const malmo: EvalSuite = {
  home: {
    id: 'r4-malmo',
    language: 'sv',
    floors: [],
    areas: [
      ['vardagsrum', 'Vardagsrum', null],
      ['sovrum', 'Sovrum', null],
    ],
    devices: [
      one('vardagsrum', 'media_player.tv', 'TV'),
      one('vardagsrum', 'media_player.sonos', 'Vardagsrum Sonos'),
      one('vardagsrum', 'light.taklampa', 'Taklampa'),
      one('vardagsrum', 'light.lampa_fonster', 'Fönsterlampa'),
      one('sovrum', 'media_player.sovrum_tv', 'Sovrum TV'),
    ],
    loose: [],
  },
  cases: [
    c('ordinary', 'tv:n i vardagsrummet', ['media_player.tv']),
    c('ordinary', 'tv:n i sovrummet', ['media_player.sovrum_tv']),
    c('ordinary', 'båda tv:arna', ['media_player.tv', 'media_player.sovrum_tv']),
  ],
};

const olbia: EvalSuite = {
  home: {
    id: 'r4-olbia',
    language: 'it',
    floors: [],
    areas: [
      ['soggiorno', 'Soggiorno', null],
      ['giardino', 'Giardino', null],
    ],
    devices: [
      one('soggiorno', 'climate.soggiorno', 'Climatizzatore soggiorno', COOLS),
      one('giardino', 'switch.pompa_di_calore_piscina', 'Pompa di calore piscina'),
      one('giardino', 'switch.riscaldatore_vasca', 'Riscaldatore piscina'),
      one('giardino', 'switch.pompa_filtro', 'Pompa filtro'),
    ],
    loose: [],
  },
  cases: [
    c('activity', 'riscaldare la piscina', ['switch.riscaldatore_vasca']),
    c('ordinary', 'il climatizzatore del soggiorno', ['climate.soggiorno']),
  ],
};

const sendai: EvalSuite = {
  home: {
    id: 'r4-sendai',
    language: 'ja',
    floors: [],
    areas: [
      ['yokushitsu', '浴室', null],
      ['living', 'リビング', null],
    ],
    devices: [
      one('yokushitsu', 'water_heater.ecocute', 'エコキュート'),
      one('yokushitsu', 'fan.yokushitsu', '浴室換気扇'),
      one('living', 'climate.living', 'リビングエアコン', COOLS),
    ],
    loose: [],
  },
  cases: [
    c('activity', 'お風呂沸かして', ['water_heater.ecocute']),
    c('ordinary', '浴室の換気扇', ['fan.yokushitsu']),
  ],
};

export const FOURTH_ROUND: readonly EvalSuite[] = [
  leeds,
  montreal,
  monterrey,
  salzburg,
  gent,
  coimbra,
  shaTin,
  malmo,
  olbia,
  sendai,
];
