// Homes shaped like other people's (issue 26): numbered rooms and two lamps of one name, a name word
// against the kind of its area, activity words for the kind, a lock beside its door sensor, lists
// named after shops, rooms named after people, a hidden device beside a similar exposed one. In English,
// German, Spanish, French, Italian, Dutch, Portuguese, Polish and Swedish.
import { c, type EvalSuite } from './eval-home.js';

export const austin: EvalSuite = {
  home: {
    id: 'austin',
    language: 'en',
    floors: [],
    areas: [
      ['living', 'Living Room', null],
      ['kitchen', 'Kitchen', null],
      ['bedroom_1', 'Bedroom 1', null],
      ['bedroom_2', 'Bedroom 2', null],
      ['noah', "Noah's Room", null],
      ['backyard', 'Backyard', null],
      ['porch', 'Porch', null],
      ['office', 'Office', null],
    ],
    devices: [
      { name: 'Bedroom 1 Fan', area: 'bedroom_1', entities: [['fan.bedroom_1', 'Bedroom 1 Fan']] },
      { name: 'Bedroom 2 Fan', area: 'bedroom_2', entities: [['fan.bedroom_2', 'Bedroom 2 Fan']] },
      { name: 'Reading Lamp', area: 'living', entities: [['light.reading_living', 'Reading Lamp']] },
      { name: 'Reading Lamp', area: 'noah', entities: [['light.reading_noah', 'Reading Lamp']] },
      { name: 'Hot Tub Heater', area: 'backyard', entities: [['switch.hot_tub', 'Hot Tub Heater']] },
      { name: 'Garden Drip Line', area: 'backyard', entities: [['valve.drip', 'Garden Drip Line']] },
      { name: 'Fountain Pump', area: 'backyard', entities: [['switch.fountain_pump', 'Fountain Pump']] },
      { name: 'Fountain Controller', area: 'backyard', entities: [['light.pond', 'Pond Light']] },
      {
        name: 'Backyard Floodlight',
        area: 'backyard',
        entities: [['light.floodlight', 'Backyard Floodlight']],
      },
      { name: 'Desk Lamp', area: 'office', entities: [['light.desk', 'Desk Lamp']] },
      { name: 'Porch Deadbolt', area: 'porch', entities: [['lock.porch', 'Porch Deadbolt']] },
      {
        name: 'Porch Door',
        area: 'porch',
        entities: [['binary_sensor.porch_door', 'Porch Door', { deviceClass: 'door' }]],
      },
      { name: 'Braava', area: 'kitchen', entities: [['vacuum.braava', 'Braava']] },
      { name: 'Kitchen HomePod', area: 'kitchen', entities: [['media_player.homepod', 'Kitchen HomePod']] },
      { name: 'Office Speaker', area: 'office', entities: [['media_player.office', 'Office Speaker']] },
      {
        name: 'Nest Hub',
        area: 'living',
        entities: [['media_player.nest_hub', 'Nest Hub', { hidden: true }]],
      },
      {
        name: 'Smart Speaker',
        area: 'living',
        entities: [['media_player.smart_speaker', 'Smart Speaker', { hidden: true }]],
      },
      {
        name: 'Outdoor Sensor',
        area: 'backyard',
        entities: [['sensor.outdoor_temperature', 'Outdoor Temperature', { deviceClass: 'temperature' }]],
      },
    ],
    loose: [
      ['todo.trader_joes', "Trader Joe's"],
      ['todo.homework', 'Homework'],
    ],
  },
  cases: [
    c('ask-one', 'the bedroom fan', { ask: ['fan.bedroom_1', 'fan.bedroom_2'] }),
    c('ask-one', 'the bedroom fans', ['fan.bedroom_1', 'fan.bedroom_2']),
    c('ask-one', 'reading lamp', { ask: ['light.reading_living', 'light.reading_noah'] }),
    c('ask-one', 'both reading lamps', ['light.reading_living', 'light.reading_noah']),
    c('ask-one', 'reading lamp', ['light.reading_noah'], { satellite: 'noah' }),
    c('name-wins', 'the hot tub in the backyard', ['switch.hot_tub']),
    c('name-wins', 'backyard floodlight', ['light.floodlight']),
    c('name-wins', 'the fountain in the backyard', ['switch.fountain_pump']),
    c('name-wins', 'the fountain controller', ['light.pond']),
    c('activity', 'watering the garden', ['valve.drip']),
    c('activity', 'how cold is it outside', ['sensor.outdoor_temperature']),
    c('activity', 'mopping', ['vacuum.braava']),
    c('activity', 'brightness in the office', ['light.desk']),
    c('activity', 'music in the kitchen', ['media_player.homepod']),
    c('device-sensor', 'lock the porch door', ['lock.porch']),
    c('device-sensor', 'is the porch door closed', ['binary_sensor.porch_door']),
    c('device-sensor', 'is the porch door unlocked', ['lock.porch']),
    c('named-after', 'the grocery list', ['todo.trader_joes']),
    c('named-after', "the lamp in Noah's room", ['light.reading_noah']),
    c('named-after', 'Noah room reading lamp', ['light.reading_noah']),
    c('hidden-similar', 'the nest hub', 'not-exposed'),
    c('hidden-similar', 'office speaker', ['media_player.office']),
    c('hidden-similar', 'the smart speaker', 'not-exposed'),
    c('hidden-similar', 'the kitchen speaker', ['media_player.homepod']),
  ],
};

export const hamburg: EvalSuite = {
  home: {
    id: 'hamburg',
    language: 'de',
    floors: [],
    areas: [
      ['wohnzimmer', 'Wohnzimmer', null],
      ['kueche', 'Küche', null],
      ['paul', 'Pauls Zimmer', null],
      ['mia', 'Zimmer Mia', null],
      ['garten', 'Garten', null],
      ['terrasse', 'Terrasse', null],
      ['eingang', 'Eingang', null],
    ],
    devices: [
      { name: 'Leselampe', area: 'paul', entities: [['light.leselampe_paul', 'Leselampe']] },
      { name: 'Leselampe', area: 'mia', entities: [['light.leselampe_mia', 'Leselampe']] },
      { name: 'Springbrunnen', area: 'terrasse', entities: [['switch.springbrunnen', 'Springbrunnen']] },
      { name: 'Terrassenstrahler', area: 'terrasse', entities: [['light.terrasse', 'Terrassenstrahler']] },
      { name: 'Rasen Zone 1', area: 'garten', entities: [['valve.rasen', 'Rasen Zone 1']] },
      { name: 'Haustür', area: 'eingang', entities: [['lock.haustuer', 'Haustür']] },
      {
        name: 'Haustür Sensor',
        area: 'eingang',
        entities: [['binary_sensor.haustuer', 'Haustür Sensor', { deviceClass: 'door' }]],
      },
      { name: 'Deebot', area: 'wohnzimmer', entities: [['vacuum.deebot', 'Deebot']] },
      { name: 'Küchenradio', area: 'kueche', entities: [['media_player.kuechenradio', 'Küchenradio']] },
      {
        name: 'Echo Küche',
        area: 'kueche',
        entities: [['media_player.echo', 'Echo Küche', { hidden: true }]],
      },
      { name: 'Wohnzimmerlampe', area: 'wohnzimmer', entities: [['light.wohnzimmer', 'Wohnzimmerlampe']] },
    ],
    loose: [
      ['todo.edeka', 'Edeka'],
      ['todo.haushalt', 'Haushalt'],
      ['weather.forecast', 'Forecast Zuhause'],
    ],
  },
  cases: [
    c('ask-one', 'die Leselampe', { ask: ['light.leselampe_paul', 'light.leselampe_mia'] }),
    c('ask-one', 'alle Leselampen', ['light.leselampe_paul', 'light.leselampe_mia']),
    c('name-wins', 'den Springbrunnen auf der Terrasse', ['switch.springbrunnen']),
    c('activity', 'den Rasen bewässern', ['valve.rasen']),
    c('activity', 'wie warm ist es draußen', ['weather.forecast']),
    c('activity', 'Helligkeit im Wohnzimmer', ['light.wohnzimmer']),
    c('activity', 'Musik in der Küche', ['media_player.kuechenradio']),
    c('activity', 'saugen', ['vacuum.deebot']),
    c('device-sensor', 'ist die Haustür zu', ['binary_sensor.haustuer']),
    c('device-sensor', 'Haustür abschließen', ['lock.haustuer']),
    c('device-sensor', 'ist die Haustür abgeschlossen', ['lock.haustuer']),
    c('named-after', 'die Einkaufsliste', ['todo.edeka']),
    c('named-after', 'Licht in Pauls Zimmer', ['light.leselampe_paul']),
    c('named-after', 'Licht im Zimmer von Mia', ['light.leselampe_mia']),
    c('hidden-similar', 'Echo Küche', 'not-exposed'),
  ],
};

export const bilbao: EvalSuite = {
  home: {
    id: 'bilbao',
    language: 'es',
    floors: [],
    areas: [
      ['salon', 'Salón', null],
      ['lucia', 'Cuarto de Lucía', null],
      ['dormitorio', 'Dormitorio principal', null],
      ['terraza', 'Terraza', null],
    ],
    devices: [
      { name: 'Ventilador de techo', area: 'lucia', entities: [['fan.techo_lucia', 'Ventilador de techo']] },
      {
        name: 'Ventilador de techo',
        area: 'dormitorio',
        entities: [['fan.techo_dormitorio', 'Ventilador de techo']],
      },
      { name: 'Fuente', area: 'terraza', entities: [['switch.fuente', 'Fuente']] },
      { name: 'Luces terraza', area: 'terraza', entities: [['light.terraza', 'Luces terraza']] },
      { name: 'Roomba', area: 'salon', entities: [['vacuum.roomba', 'Roomba']] },
      { name: 'Altavoz salón', area: 'salon', entities: [['media_player.salon', 'Altavoz salón']] },
    ],
    loose: [
      ['todo.lidl', 'Lidl'],
      ['todo.deberes', 'Deberes'],
    ],
  },
  cases: [
    c('ask-one', 'el ventilador de techo', { ask: ['fan.techo_lucia', 'fan.techo_dormitorio'] }),
    c('ask-one', 'los ventiladores de techo', ['fan.techo_lucia', 'fan.techo_dormitorio']),
    c('name-wins', 'la fuente de la terraza', ['switch.fuente']),
    c('activity', 'aspirar el salón', ['vacuum.roomba']),
    c('activity', 'música en el salón', ['media_player.salon']),
    c('named-after', 'la lista de la compra', ['todo.lidl']),
    c('named-after', 'el ventilador del cuarto de Lucía', ['fan.techo_lucia']),
  ],
};

export const nantes: EvalSuite = {
  home: {
    id: 'nantes',
    language: 'fr',
    floors: [],
    areas: [
      ['sejour', 'Séjour', null],
      ['chambre_1', 'Chambre 1', null],
      ['chambre_2', 'Chambre 2', null],
      ['jardin', 'Jardin', null],
      ['entree', 'Entrée', null],
    ],
    devices: [
      {
        name: 'Radiateur chambre 1',
        area: 'chambre_1',
        entities: [['climate.chambre_1', 'Radiateur chambre 1']],
      },
      {
        name: 'Radiateur chambre 2',
        area: 'chambre_2',
        entities: [['climate.chambre_2', 'Radiateur chambre 2']],
      },
      { name: 'Arrosage potager', area: 'jardin', entities: [['valve.potager', 'Arrosage potager']] },
      { name: 'Serrure entrée', area: 'entree', entities: [['lock.entree', 'Serrure entrée']] },
      {
        name: 'Porte entrée',
        area: 'entree',
        entities: [['binary_sensor.porte_entree', 'Porte entrée', { deviceClass: 'door' }]],
      },
      { name: 'Lampe séjour', area: 'sejour', entities: [['light.sejour', 'Lampe séjour']] },
      { name: 'Dreame', area: 'sejour', entities: [['vacuum.dreame', 'Dreame']] },
    ],
    loose: [
      ['todo.leclerc', 'Leclerc'],
      ['todo.maison', 'Travaux maison'],
    ],
  },
  cases: [
    c('ask-one', 'le radiateur de la chambre', { ask: ['climate.chambre_1', 'climate.chambre_2'] }),
    c('ask-one', 'les radiateurs des chambres', ['climate.chambre_1', 'climate.chambre_2']),
    c('activity', 'arroser le jardin', ['valve.potager']),
    c('activity', 'la luminosité du séjour', ['light.sejour']),
    c('activity', 'passer la serpillière', ['vacuum.dreame']),
    c('device-sensor', 'la porte d entrée est ouverte', ['binary_sensor.porte_entree']),
    c('device-sensor', 'déverrouille la porte d entrée', ['lock.entree']),
    c('named-after', 'la liste des courses', ['todo.leclerc']),
  ],
};

export const bologna: EvalSuite = {
  home: {
    id: 'bologna',
    language: 'it',
    floors: [],
    areas: [
      ['sala', 'Sala', null],
      ['cameretta', 'Camera di Sofia', null],
      ['terrazzo', 'Terrazzo', null],
    ],
    devices: [
      { name: 'Fontanella', area: 'terrazzo', entities: [['switch.fontanella', 'Fontanella']] },
      { name: 'Luci terrazzo', area: 'terrazzo', entities: [['light.terrazzo', 'Luci terrazzo']] },
      { name: 'Irrigazione vasi', area: 'terrazzo', entities: [['valve.vasi', 'Irrigazione vasi']] },
      { name: 'Abat-jour', area: 'cameretta', entities: [['light.sofia', 'Abat-jour']] },
      { name: 'Sonos Sala', area: 'sala', entities: [['media_player.sonos', 'Sonos Sala']] },
    ],
    loose: [
      ['todo.coop', 'Coop'],
      ['todo.lavori', 'Lavori'],
    ],
  },
  cases: [
    c('name-wins', 'la fontanella sul terrazzo', ['switch.fontanella']),
    c('activity', 'musica in sala', ['media_player.sonos']),
    c('activity', 'innaffiare i vasi', ['valve.vasi']),
    c('named-after', 'la lista della spesa', ['todo.coop']),
    c('named-after', 'la luce nella camera di Sofia', ['light.sofia']),
  ],
};

export const eindhoven: EvalSuite = {
  home: {
    id: 'eindhoven',
    language: 'nl',
    floors: [],
    areas: [
      ['woonkamer', 'Woonkamer', null],
      ['tuin', 'Tuin', null],
      ['kamer_daan', 'Kamer Daan', null],
    ],
    devices: [
      { name: 'Tuinsproeier', area: 'tuin', entities: [['valve.tuin', 'Tuinsproeier']] },
      { name: 'Robotmaaier', area: 'tuin', entities: [['lawn_mower.maaier', 'Robotmaaier']] },
      { name: 'Nachtlampje', area: 'kamer_daan', entities: [['light.daan', 'Nachtlampje']] },
      {
        name: 'Woonkamer speaker',
        area: 'woonkamer',
        entities: [['media_player.woonkamer', 'Woonkamer speaker']],
      },
    ],
    loose: [
      ['todo.jumbo', 'Jumbo'],
      ['todo.klussen', 'Klussen'],
    ],
  },
  cases: [
    c('activity', 'de tuin sproeien', ['valve.tuin']),
    c('activity', 'het gras maaien', ['lawn_mower.maaier']),
    c('named-after', 'de boodschappenlijst', ['todo.jumbo']),
    c('named-after', 'het licht in de kamer van Daan', ['light.daan']),
  ],
};

export const braga: EvalSuite = {
  home: {
    id: 'braga',
    language: 'pt',
    floors: [],
    areas: [
      ['sala', 'Sala', null],
      ['jardim', 'Jardim', null],
    ],
    devices: [
      { name: 'Rega relvado', area: 'jardim', entities: [['valve.relvado', 'Rega relvado']] },
      { name: 'Roborock', area: 'sala', entities: [['vacuum.roborock', 'Roborock']] },
      { name: 'Candeeiro sala', area: 'sala', entities: [['light.sala', 'Candeeiro sala']] },
    ],
    loose: [
      ['todo.continente', 'Continente'],
      ['todo.tarefas', 'Tarefas'],
    ],
  },
  cases: [
    c('activity', 'regar o jardim', ['valve.relvado']),
    c('activity', 'aspirar a sala', ['vacuum.roborock']),
    c('activity', 'o brilho da sala', ['light.sala']),
    c('named-after', 'a lista de compras', ['todo.continente']),
  ],
};

export const lodz: EvalSuite = {
  home: {
    id: 'lodz',
    language: 'pl',
    floors: [],
    areas: [
      ['salon', 'Salon', null],
      ['ogrod', 'Ogród', null],
    ],
    devices: [
      { name: 'Zraszacz', area: 'ogrod', entities: [['valve.zraszacz', 'Zraszacz']] },
      { name: 'Dreame', area: 'salon', entities: [['vacuum.dreame', 'Dreame']] },
    ],
    loose: [
      ['todo.lidl', 'Lidl'],
      ['todo.dom', 'Sprawy domowe'],
    ],
  },
  cases: [
    c('activity', 'podlej ogród', ['valve.zraszacz']),
    c('activity', 'sprzątanie', ['vacuum.dreame']),
    c('named-after', 'lista zakupów', ['todo.lidl']),
  ],
};

export const uppsala: EvalSuite = {
  home: {
    id: 'uppsala',
    language: 'sv',
    floors: [],
    areas: [
      ['vardagsrum', 'Vardagsrum', null],
      ['tradgard', 'Trädgård', null],
    ],
    devices: [
      {
        name: 'Bevattning gräsmatta',
        area: 'tradgard',
        entities: [['valve.grasmatta', 'Bevattning gräsmatta']],
      },
      { name: 'Roomba', area: 'vardagsrum', entities: [['vacuum.roomba', 'Roomba']] },
      {
        name: 'Sonos vardagsrum',
        area: 'vardagsrum',
        entities: [['media_player.sonos', 'Sonos vardagsrum']],
      },
    ],
    loose: [
      ['todo.ica', 'ICA'],
      ['todo.sysslor', 'Sysslor'],
    ],
  },
  cases: [
    c('activity', 'vattna trädgården', ['valve.grasmatta']),
    c('activity', 'dammsuga', ['vacuum.roomba']),
    c('activity', 'musik i vardagsrummet', ['media_player.sonos']),
    c('named-after', 'inköpslistan', ['todo.ica']),
  ],
};
