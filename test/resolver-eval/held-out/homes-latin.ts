// Held-out slice of the resolver evaluation (issue 26): homes in English, German, French, Spanish,
// Italian, Dutch and Polish, shaped like public HA home datasets (numbered rooms, rooms named after
// people, lists named after shops, a lock beside its door sensor, a hidden speaker). Written before the
// resolver changes of issue 26 and measured only at the end: never tune the resolver on these cases.
import { c, type EvalSuite } from '../eval-home.js';

export const desertTownhouse: EvalSuite = {
  home: {
    id: 'held-desert',
    language: 'en',
    floors: [],
    areas: [
      ['living', 'Living Room', null],
      ['kitchen', 'Kitchen', null],
      ['guest_1', 'Guest Room 1', null],
      ['guest_2', 'Guest Room 2', null],
      ['master', 'Master Bedroom', null],
      ['emma', "Emma's Room", null],
      ['patio', 'Patio', null],
      ['front_yard', 'Front Yard', null],
      ['entry', 'Entry', null],
    ],
    devices: [
      {
        name: 'Guest Room 1 Lamp',
        area: 'guest_1',
        entities: [['light.guest_room_1_lamp', 'Guest Room 1 Lamp']],
      },
      {
        name: 'Guest Room 2 Lamp',
        area: 'guest_2',
        entities: [['light.guest_room_2_lamp', 'Guest Room 2 Lamp']],
      },
      { name: 'Ceiling Light', area: 'master', entities: [['light.master_ceiling', 'Ceiling Light']] },
      { name: 'Ceiling Light', area: 'emma', entities: [['light.emma_ceiling', 'Ceiling Light']] },
      { name: 'Koi Pond Pump', area: 'patio', entities: [['switch.koi_pond_pump', 'Koi Pond Pump']] },
      { name: 'Patio Mister', area: 'patio', entities: [['switch.patio_mister', 'Patio Mister']] },
      {
        name: 'Patio String Lights',
        area: 'patio',
        entities: [['light.patio_string', 'Patio String Lights']],
      },
      {
        name: 'Front Yard Zone',
        area: 'front_yard',
        entities: [['valve.front_yard_zone', 'Front Yard Zone']],
      },
      { name: 'Front Door Lock', area: 'entry', entities: [['lock.front_door', 'Front Door Lock']] },
      {
        name: 'Front Door Sensor',
        area: 'entry',
        entities: [['binary_sensor.front_door', 'Front Door Sensor', { deviceClass: 'door' }]],
      },
      { name: 'Roomba', area: 'living', entities: [['vacuum.roomba', 'Roomba']] },
      {
        name: 'Living Room Sonos',
        area: 'living',
        entities: [['media_player.living_room_sonos', 'Living Room Sonos', { deviceClass: 'speaker' }]],
      },
      {
        name: 'Smart Speaker',
        area: 'kitchen',
        entities: [['media_player.smart_speaker', 'Smart Speaker', { hidden: true }]],
      },
      { name: 'Bedroom Echo', area: 'master', entities: [['media_player.bedroom_echo', 'Bedroom Echo']] },
    ],
    loose: [
      ['todo.costco', 'Costco'],
      ['todo.chores', 'Chores'],
      ['weather.home', 'Home'],
    ],
  },
  cases: [
    c('ask-one', 'the guest room lamp', { ask: ['light.guest_room_1_lamp', 'light.guest_room_2_lamp'] }),
    c('ask-one', 'both guest room lamps', ['light.guest_room_1_lamp', 'light.guest_room_2_lamp']),
    c('ask-one', 'ceiling light', { ask: ['light.master_ceiling', 'light.emma_ceiling'] }),
    c('ask-one', 'all the ceiling lights', ['light.master_ceiling', 'light.emma_ceiling']),
    c('name-wins', 'the pond pump on the patio', ['switch.koi_pond_pump']),
    c('name-wins', 'mister on the patio', ['switch.patio_mister']),
    c('activity', 'watering the front yard', ['valve.front_yard_zone']),
    c('activity', 'how warm is it outside', ['weather.home']),
    c('activity', 'vacuuming', ['vacuum.roomba']),
    c('activity', 'music in the living room', ['media_player.living_room_sonos']),
    c('device-sensor', 'unlock the front door', ['lock.front_door']),
    c('device-sensor', 'is the front door open', ['binary_sensor.front_door']),
    c('device-sensor', 'is the front door locked', ['lock.front_door']),
    c('named-after', 'the shopping list', ['todo.costco']),
    c('named-after', "the light in Emma's room", ['light.emma_ceiling']),
    c('hidden-similar', 'the smart speaker', 'not-exposed'),
    c('hidden-similar', 'bedroom echo', ['media_player.bedroom_echo']),
  ],
};

export const leipzigFlat: EvalSuite = {
  home: {
    id: 'held-leipzig',
    language: 'de',
    floors: [],
    areas: [
      ['wohnzimmer', 'Wohnzimmer', null],
      ['kueche', 'Küche', null],
      ['lena', 'Lenas Zimmer', null],
      ['max', 'Zimmer Max', null],
      ['balkon', 'Balkon', null],
      ['flur', 'Flur', null],
    ],
    devices: [
      { name: 'Stehlampe', area: 'wohnzimmer', entities: [['light.stehlampe', 'Stehlampe']] },
      {
        name: 'Deckenlampe Wohnzimmer',
        area: 'wohnzimmer',
        entities: [['light.decke_wz', 'Deckenlampe Wohnzimmer']],
      },
      { name: 'Küche Licht', area: 'kueche', entities: [['light.kueche', 'Küche Licht']] },
      { name: 'Nachtlicht', area: 'lena', entities: [['light.nachtlicht_lena', 'Nachtlicht']] },
      { name: 'Nachtlicht', area: 'max', entities: [['light.nachtlicht_max', 'Nachtlicht']] },
      { name: 'Sonos Balkon', area: 'balkon', entities: [['media_player.sonos_balkon', 'Sonos Balkon']] },
      { name: 'Haustür Schloss', area: 'flur', entities: [['lock.haustuer', 'Haustür Schloss']] },
      {
        name: 'Haustür Kontakt',
        area: 'flur',
        entities: [['binary_sensor.haustuer_kontakt', 'Haustür Kontakt', { deviceClass: 'door' }]],
      },
      { name: 'Roborock', area: 'wohnzimmer', entities: [['vacuum.roborock', 'Roborock']] },
      {
        name: 'Esstischlampe',
        area: 'kueche',
        entities: [['light.esstisch', 'Esstischlampe', { hidden: true }]],
      },
    ],
    loose: [
      ['todo.rewe', 'REWE'],
      ['todo.aufgaben', 'Aufgaben'],
    ],
  },
  cases: [
    c('ask-one', 'das Nachtlicht', { ask: ['light.nachtlicht_lena', 'light.nachtlicht_max'] }),
    c('ask-one', 'beide Nachtlichter', ['light.nachtlicht_lena', 'light.nachtlicht_max']),
    c('name-wins', 'die Stehlampe im Wohnzimmer', ['light.stehlampe']),
    c('activity', 'Helligkeit in der Küche', ['light.kueche']),
    c('activity', 'Musik auf dem Balkon', ['media_player.sonos_balkon']),
    c('activity', 'staubsaugen', ['vacuum.roborock']),
    c('device-sensor', 'ist die Haustür offen', ['binary_sensor.haustuer_kontakt']),
    c('device-sensor', 'Haustür aufschließen', ['lock.haustuer']),
    c('named-after', 'die Einkaufsliste', ['todo.rewe']),
    c('named-after', 'Licht in Lenas Zimmer', ['light.nachtlicht_lena']),
    c('hidden-similar', 'die Esstischlampe', 'not-exposed'),
  ],
};

export const annecyAppartement: EvalSuite = {
  home: {
    id: 'held-annecy',
    language: 'fr',
    floors: [],
    areas: [
      ['salon', 'Salon', null],
      ['cuisine', 'Cuisine', null],
      ['lea', 'Chambre de Léa', null],
      ['hugo', 'Chambre de Hugo', null],
      ['terrasse', 'Terrasse', null],
      ['entree', 'Entrée', null],
    ],
    devices: [
      { name: 'Lampe de chevet', area: 'lea', entities: [['light.chevet_lea', 'Lampe de chevet']] },
      { name: 'Lampe de chevet', area: 'hugo', entities: [['light.chevet_hugo', 'Lampe de chevet']] },
      { name: 'Pompe fontaine', area: 'terrasse', entities: [['switch.fontaine', 'Pompe fontaine']] },
      { name: 'Guirlande terrasse', area: 'terrasse', entities: [['light.guirlande', 'Guirlande terrasse']] },
      {
        name: "Serrure porte d'entrée",
        area: 'entree',
        entities: [['lock.porte', "Serrure porte d'entrée"]],
      },
      {
        name: "Porte d'entrée",
        area: 'entree',
        entities: [['binary_sensor.porte', "Porte d'entrée", { deviceClass: 'door' }]],
      },
      { name: 'Roomba', area: 'salon', entities: [['vacuum.roomba', 'Roomba']] },
      { name: 'Sonos Salon', area: 'salon', entities: [['media_player.sonos_salon', 'Sonos Salon']] },
      {
        name: 'Enceinte connectée',
        area: 'cuisine',
        entities: [['media_player.enceinte', 'Enceinte connectée', { hidden: true }]],
      },
    ],
    loose: [
      ['todo.carrefour', 'Carrefour'],
      ['todo.taches', 'Tâches'],
    ],
  },
  cases: [
    c('ask-one', 'la lampe de chevet', { ask: ['light.chevet_lea', 'light.chevet_hugo'] }),
    c('ask-one', 'les lampes de chevet', ['light.chevet_lea', 'light.chevet_hugo']),
    c('name-wins', 'la fontaine sur la terrasse', ['switch.fontaine']),
    c('device-sensor', "la porte d'entrée est-elle ouverte", ['binary_sensor.porte']),
    c('device-sensor', "verrouille la porte d'entrée", ['lock.porte']),
    c('activity', 'faire le ménage', ['vacuum.roomba']),
    c('activity', 'la musique dans le salon', ['media_player.sonos_salon']),
    c('named-after', 'la liste de courses', ['todo.carrefour']),
    c('named-after', 'la lumière dans la chambre de Léa', ['light.chevet_lea']),
    c('hidden-similar', "l'enceinte connectée", 'not-exposed'),
  ],
};

export const sevillaCasa: EvalSuite = {
  home: {
    id: 'held-sevilla',
    language: 'es',
    floors: [],
    areas: [
      ['salon', 'Salón', null],
      ['cocina', 'Cocina', null],
      ['pablo', 'Habitación de Pablo', null],
      ['invitados', 'Habitación de invitados', null],
      ['jardin', 'Jardín', null],
    ],
    devices: [
      { name: 'Lámpara', area: 'pablo', entities: [['light.lampara_pablo', 'Lámpara']] },
      { name: 'Lámpara', area: 'invitados', entities: [['light.lampara_invitados', 'Lámpara']] },
      { name: 'Zona césped', area: 'jardin', entities: [['valve.cesped', 'Zona césped']] },
      { name: 'Sonos', area: 'salon', entities: [['media_player.sonos', 'Sonos']] },
      { name: 'Conga', area: 'salon', entities: [['vacuum.conga', 'Conga']] },
      { name: 'Luz cocina', area: 'cocina', entities: [['light.cocina', 'Luz cocina']] },
    ],
    loose: [
      ['todo.mercadona', 'Mercadona'],
      ['todo.tareas', 'Tareas'],
    ],
  },
  cases: [
    c('ask-one', 'la lámpara de la habitación', { ask: ['light.lampara_pablo', 'light.lampara_invitados'] }),
    c('ask-one', 'las dos lámparas', ['light.lampara_pablo', 'light.lampara_invitados']),
    c('activity', 'regar el jardín', ['valve.cesped']),
    c('activity', 'la música en el salón', ['media_player.sonos']),
    c('activity', 'fregar el suelo', ['vacuum.conga']),
    c('activity', 'el brillo de la cocina', ['light.cocina']),
    c('named-after', 'la lista de la compra', ['todo.mercadona']),
    c('named-after', 'la luz de la habitación de Pablo', ['light.lampara_pablo']),
  ],
};

export const torinoCasa: EvalSuite = {
  home: {
    id: 'held-torino',
    language: 'it',
    floors: [],
    areas: [
      ['soggiorno', 'Soggiorno', null],
      ['giulia', 'Camera di Giulia', null],
      ['marco', 'Camera di Marco', null],
      ['giardino', 'Giardino', null],
    ],
    devices: [
      { name: 'Lampada', area: 'giulia', entities: [['light.lampada_giulia', 'Lampada']] },
      { name: 'Lampada', area: 'marco', entities: [['light.lampada_marco', 'Lampada']] },
      { name: 'Prato', area: 'giardino', entities: [['valve.prato', 'Prato']] },
      { name: 'Luce soggiorno', area: 'soggiorno', entities: [['light.soggiorno', 'Luce soggiorno']] },
    ],
    loose: [
      ['todo.esselunga', 'Esselunga'],
      ['todo.cose', 'Cose da fare'],
      ['weather.casa', 'Casa'],
    ],
  },
  cases: [
    c('ask-one', 'la lampada della camera', { ask: ['light.lampada_giulia', 'light.lampada_marco'] }),
    c('named-after', 'la luce nella camera di Giulia', ['light.lampada_giulia']),
    c('activity', 'annaffiare il prato', ['valve.prato']),
    c('activity', 'quanto fa caldo fuori', ['weather.casa']),
    c('named-after', 'la lista della spesa', ['todo.esselunga']),
  ],
};

export const utrechtHuis: EvalSuite = {
  home: {
    id: 'held-utrecht',
    language: 'nl',
    floors: [],
    areas: [
      ['woonkamer', 'Woonkamer', null],
      ['sanne', 'Kamer van Sanne', null],
      ['tuin', 'Tuin', null],
    ],
    devices: [
      { name: 'Sproeier gazon', area: 'tuin', entities: [['valve.gazon', 'Sproeier gazon']] },
      { name: 'Automower', area: 'tuin', entities: [['lawn_mower.automower', 'Automower']] },
      { name: 'Bureaulamp', area: 'sanne', entities: [['light.sanne_bureau', 'Bureaulamp']] },
      { name: 'Sonos Woonkamer', area: 'woonkamer', entities: [['media_player.sonos', 'Sonos Woonkamer']] },
    ],
    loose: [
      ['todo.ah', 'Albert Heijn'],
      ['todo.klusjes', 'Klusjes'],
    ],
  },
  cases: [
    c('activity', 'gras maaien', ['lawn_mower.automower']),
    c('activity', 'de muziek in de woonkamer', ['media_player.sonos']),
    c('named-after', 'de boodschappenlijst', ['todo.ah']),
    c('named-after', 'het licht in de kamer van Sanne', ['light.sanne_bureau']),
  ],
};

export const gdanskMieszkanie: EvalSuite = {
  home: {
    id: 'held-gdansk',
    language: 'pl',
    floors: [],
    areas: [
      ['salon', 'Salon', null],
      ['ogrod', 'Ogród', null],
    ],
    devices: [
      { name: 'Trawnik', area: 'ogrod', entities: [['valve.trawnik', 'Trawnik']] },
      { name: 'Roborock', area: 'salon', entities: [['vacuum.roborock', 'Roborock']] },
      { name: 'Lampa salon', area: 'salon', entities: [['light.salon', 'Lampa salon']] },
    ],
    loose: [
      ['todo.biedronka', 'Biedronka'],
      ['todo.obowiazki', 'Obowiązki'],
    ],
  },
  cases: [
    c('activity', 'podlewanie ogrodu', ['valve.trawnik']),
    c('activity', 'odkurzanie', ['vacuum.roborock']),
    c('named-after', 'lista zakupów', ['todo.biedronka']),
  ],
};
