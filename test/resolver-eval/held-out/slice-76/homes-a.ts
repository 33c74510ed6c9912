// Unseen slice: do not read while changing the resolver.
// Slice 76: climate and air at home (a radiator valve or thermostat per room, temperature and humidity
// per room and outdoors, CO2 and air quality, purifiers, fans, air conditioners, dehumidifiers, weather).
// English, German, Spanish, French and Italian homes.
import { c, type EvalDevice, type EvalSuite } from '../../eval-home.js';
import { one } from '../one-device.js';

export const TRV = { attributes: { hvac_modes: ['heat', 'off'] } };
export const AC = { attributes: { hvac_modes: ['cool', 'dry', 'fan_only', 'off'] } };
export const SPLIT = { attributes: { hvac_modes: ['heat', 'cool', 'dry', 'fan_only', 'off'] } };

/** The object id Home Assistant makes of a Latin-script name: accents dropped, the rest joined by "_". */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * A room sensor as Aqara, Sonoff or Netatmo show it: one device, a temperature and a humidity entity,
 * their ids `sensor.<idBase>_<word>` (the English word when the word has no Latin letters).
 */
export function climateSensor(
  area: string | null,
  idBase: string,
  name: string,
  temperature: string,
  humidity: string,
): EvalDevice {
  const suffix = (word: string, fallback: string) => slug(word) || fallback;
  return {
    name,
    area,
    entities: [
      [
        `sensor.${idBase}_${suffix(temperature, 'temperature')}`,
        `${name} ${temperature}`,
        { deviceClass: 'temperature' },
      ],
      [
        `sensor.${idBase}_${suffix(humidity, 'humidity')}`,
        `${name} ${humidity}`,
        { deviceClass: 'humidity' },
      ],
    ],
  };
}

/** An air purifier: its fan and its PM2.5 reading on one device. */
export function purifier(area: string | null, idBase: string, name: string): EvalDevice {
  return {
    name,
    area,
    entities: [
      [`fan.${idBase}`, name],
      [`sensor.${idBase}_pm2_5`, `${name} PM2.5`, { deviceClass: 'pm25' }],
    ],
  };
}

// A two-storey English semi: a Nest in the hall, a radiator valve in every room, two in the lounge.
export const ashby: EvalSuite = {
  home: {
    id: 's76_ashby',
    language: 'en',
    floors: [
      ['ground', 'Ground Floor', 0],
      ['first', 'First Floor', 1],
    ],
    areas: [
      ['lounge', 'Living Room', 'ground'],
      ['kitchen', 'Kitchen', 'ground'],
      ['hall', 'Hallway', 'ground'],
      ['utility', 'Utility Room', 'ground'],
      ['garden', 'Garden', null],
      ['bathroom', 'Bathroom', 'first'],
      ['bedroom', 'Bedroom', 'first'],
      ['nursery', 'Nursery', 'first'],
      ['office', 'Office', 'first'],
      ['lily', "Lily's Room", 'first'],
    ],
    devices: [
      one('lounge', 'climate.living_room_radiator_window', 'Living Room Radiator Window', TRV),
      one('lounge', 'climate.living_room_radiator_sofa', 'Living Room Radiator Sofa', TRV),
      climateSensor('lounge', 'living_room_sensor', 'Living Room Sensor', 'Temperature', 'Humidity'),
      one('lounge', 'light.living_room_ceiling', 'Living Room Ceiling'),
      one('lounge', 'media_player.living_room_sonos', 'Living Room Sonos'),
      purifier('lounge', 'dyson_pure_cool', 'Dyson Pure Cool'),
      one('kitchen', 'light.kitchen_lights', 'Kitchen Lights'),
      one('kitchen', 'fan.cooker_hood', 'Cooker Hood'),
      climateSensor('kitchen', 'kitchen_thermometer', 'Kitchen Thermometer', 'Temperature', 'Humidity'),
      one('hall', 'climate.nest_thermostat', 'Nest Thermostat', {
        attributes: { hvac_modes: ['heat', 'off'] },
      }),
      one('hall', 'lock.front_door_lock', 'Front Door Lock'),
      one('hall', 'binary_sensor.front_door', 'Front Door', { deviceClass: 'door' }),
      one('utility', 'humidifier.utility_dehumidifier', 'Utility Room Dehumidifier', {
        deviceClass: 'dehumidifier',
        hidden: true,
      }),
      climateSensor('garden', 'outdoor_sensor', 'Outdoor Sensor', 'Temperature', 'Humidity'),
      one('bathroom', 'climate.bathroom_radiator', 'Bathroom Radiator', TRV),
      one('bathroom', 'fan.bathroom_extractor_fan', 'Bathroom Extractor Fan'),
      climateSensor('bathroom', 'bathroom_sensor', 'Bathroom Sensor', 'Temperature', 'Humidity'),
      one('bedroom', 'climate.bedroom_radiator', 'Bedroom Radiator', TRV),
      one('bedroom', 'climate.bedroom_air_conditioner', 'Bedroom Air Conditioner', AC),
      one('bedroom', 'fan.tower_fan', 'Tower Fan'),
      one('bedroom', 'fan.ceiling_fan', 'Ceiling Fan'),
      climateSensor('bedroom', 'bedroom_sensor', 'Bedroom Sensor', 'Temperature', 'Humidity'),
      one('nursery', 'climate.nursery_radiator', 'Nursery Radiator', TRV),
      one('nursery', 'light.nursery_night_light', 'Nursery Night Light'),
      climateSensor('nursery', 'nursery_sensor', 'Nursery Sensor', 'Temperature', 'Humidity'),
      one('office', 'climate.office_radiator', 'Office Radiator', TRV),
      one('office', 'sensor.office_co2', 'Office CO2', { deviceClass: 'carbon_dioxide' }),
      one('office', 'light.office_desk_lamp', 'Office Desk Lamp'),
      one('lily', 'climate.lilys_radiator', "Lily's Radiator", TRV),
      one('lily', 'sensor.lilys_room_temperature', "Lily's Room Temperature", { deviceClass: 'temperature' }),
    ],
    loose: [
      ['weather.forecast_home', 'Forecast Home'],
      ['todo.chores', 'Chores'],
      ['todo.tesco', 'Tesco'],
    ],
  },
  cases: [
    c('ordinary', 'the bathroom radiator', ['climate.bathroom_radiator']),
    c('ordinary', 'the living room ceiling light', ['light.living_room_ceiling']),
    c('ordinary', 'the nursery night light', ['light.nursery_night_light']),
    c('ordinary', 'the office radiator', ['climate.office_radiator']),
    c('ordinary', 'the bedroom air conditioner', ['climate.bedroom_air_conditioner']),
    c('ordinary', 'the extractor fan in the bathroom', ['fan.bathroom_extractor_fan']),
    c('ordinary', 'the kitchen lights', ['light.kitchen_lights']),
    c('ordinary', 'the cooker hood', ['fan.cooker_hood']),
    c('ordinary', 'the nursery humidity', ['sensor.nursery_sensor_humidity']),
    c('ordinary', 'the hallway thermostat', ['climate.nest_thermostat']),
    c('ordinary', 'the office CO2', ['sensor.office_co2']),
    c('ordinary', 'the weather forecast', ['weather.forecast_home']),
    c('ordinary', 'the ceiling fan', ['fan.ceiling_fan']),
    c('activity', 'how warm is it in the nursery', ['sensor.nursery_sensor_temperature']),
    c('activity', 'is it humid in the bathroom', ['sensor.bathroom_sensor_humidity']),
    c('activity', 'is the air stuffy in the office', ['sensor.office_co2']),
    c('activity', 'cool down the bedroom', ['climate.bedroom_air_conditioner']),
    c('activity', 'how cold is it outside', ['sensor.outdoor_sensor_temperature']),
    c('ask-one', 'turn up the living room radiator', {
      ask: ['climate.living_room_radiator_window', 'climate.living_room_radiator_sofa'],
    }),
    c('name-wins', 'the tower fan in the bedroom', ['fan.tower_fan']),
    c('device-sensor', 'is the front door open', ['binary_sensor.front_door']),
    c('ordinary', 'the desk lamp', ['light.office_desk_lamp']),
    c('named-after', "how warm is it in Lily's room", ['sensor.lilys_room_temperature']),
    c('hidden-similar', 'the dehumidifier', 'not-exposed'),
    c('brand', 'turn on the dyson', ['fan.dyson_pure_cool']),
  ],
};

// A Leipzig Altbau flat with a cellar: tado valves, Aqara climate sensors, a portable air conditioner.
export const leipzig: EvalSuite = {
  home: {
    id: 's76_leipzig',
    language: 'de',
    floors: [
      ['wohnung', 'Wohnung', 2],
      ['keller', 'Keller', -1],
    ],
    areas: [
      ['wohnzimmer', 'Wohnzimmer', 'wohnung'],
      ['kueche', 'Küche', 'wohnung'],
      ['bad', 'Bad', 'wohnung'],
      ['schlafzimmer', 'Schlafzimmer', 'wohnung'],
      ['kinderzimmer', 'Kinderzimmer', 'wohnung'],
      ['arbeitszimmer', 'Arbeitszimmer', 'wohnung'],
      ['paula', 'Zimmer Paula', 'wohnung'],
      ['flur', 'Flur', 'wohnung'],
      ['balkon', 'Balkon', 'wohnung'],
      ['kellerraum', 'Kellerraum', 'keller'],
    ],
    devices: [
      one('wohnzimmer', 'climate.heizung_wohnzimmer_fenster', 'Heizung Wohnzimmer Fenster', TRV),
      one('wohnzimmer', 'climate.heizung_wohnzimmer_esstisch', 'Heizung Wohnzimmer Esstisch', TRV),
      climateSensor('wohnzimmer', 'wohnzimmer_klima', 'Wohnzimmer Klima', 'Temperatur', 'Luftfeuchtigkeit'),
      one('wohnzimmer', 'light.wohnzimmer_deckenlampe', 'Wohnzimmer Deckenlampe'),
      purifier('wohnzimmer', 'xiaomi_luftreiniger', 'Xiaomi Luftreiniger'),
      one('kueche', 'light.kuechenlicht', 'Küchenlicht'),
      climateSensor('kueche', 'kueche_klima', 'Küche Klima', 'Temperatur', 'Luftfeuchtigkeit'),
      one('bad', 'climate.heizung_bad', 'Heizung Bad', TRV),
      one('bad', 'fan.badluefter', 'Badlüfter'),
      climateSensor('bad', 'bad_klima', 'Bad Klima', 'Temperatur', 'Luftfeuchtigkeit'),
      one('schlafzimmer', 'climate.heizung_schlafzimmer', 'Heizung Schlafzimmer', TRV),
      one('schlafzimmer', 'climate.klimaanlage_schlafzimmer', 'Klimaanlage Schlafzimmer', AC),
      one('schlafzimmer', 'fan.standventilator', 'Standventilator'),
      one('schlafzimmer', 'fan.deckenventilator', 'Deckenventilator'),
      climateSensor(
        'schlafzimmer',
        'schlafzimmer_klima',
        'Schlafzimmer Klima',
        'Temperatur',
        'Luftfeuchtigkeit',
      ),
      one('kinderzimmer', 'climate.heizung_kinderzimmer', 'Heizung Kinderzimmer', TRV),
      climateSensor(
        'kinderzimmer',
        'kinderzimmer_klima',
        'Kinderzimmer Klima',
        'Temperatur',
        'Luftfeuchtigkeit',
      ),
      one('arbeitszimmer', 'climate.heizung_arbeitszimmer', 'Heizung Arbeitszimmer', TRV),
      one('arbeitszimmer', 'sensor.co2_arbeitszimmer', 'CO2 Arbeitszimmer', {
        deviceClass: 'carbon_dioxide',
      }),
      one('arbeitszimmer', 'light.schreibtischlampe', 'Schreibtischlampe'),
      one('arbeitszimmer', 'fan.tischventilator', 'Tischventilator', { hidden: true }),
      one('paula', 'climate.heizung_paula', 'Heizung Paula', TRV),
      one('paula', 'sensor.temperatur_paula', 'Temperatur Paula', { deviceClass: 'temperature' }),
      one('flur', 'lock.wohnungstuer_schloss', 'Wohnungstür Schloss'),
      one('flur', 'binary_sensor.wohnungstuer', 'Wohnungstür', { deviceClass: 'door' }),
      climateSensor('balkon', 'aussensensor', 'Außensensor', 'Temperatur', 'Luftfeuchtigkeit'),
      one('kellerraum', 'humidifier.luftentfeuchter_keller', 'Luftentfeuchter Keller', {
        deviceClass: 'dehumidifier',
      }),
      climateSensor('kellerraum', 'keller_klima', 'Keller Klima', 'Temperatur', 'Luftfeuchtigkeit'),
    ],
    loose: [
      ['weather.forecast_zuhause', 'Forecast Zuhause'],
      ['todo.aufgaben', 'Aufgaben'],
      ['todo.edeka', 'Edeka'],
    ],
  },
  cases: [
    c('ordinary', 'die Heizung im Bad', ['climate.heizung_bad']),
    c('ordinary', 'die Deckenlampe im Wohnzimmer', ['light.wohnzimmer_deckenlampe']),
    c('ordinary', 'die Klimaanlage im Schlafzimmer', ['climate.klimaanlage_schlafzimmer']),
    c('ordinary', 'den Badlüfter', ['fan.badluefter']),
    c('ordinary', 'das Küchenlicht', ['light.kuechenlicht']),
    c('ordinary', 'Heizung Kinderzimmer', ['climate.heizung_kinderzimmer']),
    c('ordinary', 'die Luftfeuchtigkeit im Keller', ['sensor.keller_klima_luftfeuchtigkeit']),
    c('ordinary', 'den Luftentfeuchter', ['humidifier.luftentfeuchter_keller']),
    c('ordinary', 'die Schreibtischlampe', ['light.schreibtischlampe']),
    c('ordinary', 'den Deckenventilator', ['fan.deckenventilator']),
    c('ordinary', 'die Heizung im Arbeitszimmer', ['climate.heizung_arbeitszimmer']),
    c('ordinary', 'die Temperatur in der Küche', ['sensor.kueche_klima_temperatur']),
    c('ordinary', 'das Wetter', ['weather.forecast_zuhause']),
    c('ordinary', 'den CO2-Sensor im Arbeitszimmer', ['sensor.co2_arbeitszimmer']),
    c('activity', 'wie warm ist es im Kinderzimmer', ['sensor.kinderzimmer_klima_temperatur']),
    c('activity', 'ist es feucht im Bad', ['sensor.bad_klima_luftfeuchtigkeit']),
    c('activity', 'ist die Luft im Arbeitszimmer stickig', ['sensor.co2_arbeitszimmer']),
    c('activity', 'das Schlafzimmer runterkühlen', ['climate.klimaanlage_schlafzimmer']),
    c('activity', 'wie kalt ist es draußen', ['sensor.aussensensor_temperatur']),
    c('ask-one', 'dreh die Heizung im Wohnzimmer auf', {
      ask: ['climate.heizung_wohnzimmer_fenster', 'climate.heizung_wohnzimmer_esstisch'],
    }),
    c('name-wins', 'den Standventilator im Schlafzimmer', ['fan.standventilator']),
    c('device-sensor', 'ist die Wohnungstür offen', ['binary_sensor.wohnungstuer']),
    c('named-after', 'die Einkaufsliste', ['todo.edeka']),
    c('hidden-similar', 'den Tischventilator', 'not-exposed'),
    c('brand', 'mach den Xiaomi an', ['fan.xiaomi_luftreiniger']),
  ],
};

// A two-storey adosado near Sevilla: a split air conditioner in most rooms, ceiling fans, a towel rail.
export const sevilla: EvalSuite = {
  home: {
    id: 's76_sevilla',
    language: 'es',
    floors: [
      ['baja', 'Planta baja', 0],
      ['primera', 'Primera planta', 1],
    ],
    areas: [
      ['salon', 'Salón', 'baja'],
      ['cocina', 'Cocina', 'baja'],
      ['recibidor', 'Recibidor', 'baja'],
      ['lavadero', 'Lavadero', 'baja'],
      ['terraza', 'Terraza', null],
      ['bano', 'Baño', 'primera'],
      ['dormitorio', 'Dormitorio', 'primera'],
      ['alvaro', 'Álvaro', 'primera'],
      ['despacho', 'Despacho', 'primera'],
    ],
    devices: [
      one('salon', 'climate.daikin_salon', 'Daikin Salón', SPLIT),
      climateSensor('salon', 'sensor_salon', 'Sensor Salón', 'Temperatura', 'Humedad'),
      one('salon', 'fan.ventilador_techo_salon', 'Ventilador de techo salón'),
      one('salon', 'light.lampara_salon', 'Lámpara salón'),
      one('salon', 'media_player.altavoz_salon', 'Altavoz salón'),
      one('salon', 'fan.purificador_salon', 'Purificador salón', { hidden: true }),
      one('cocina', 'light.luz_cocina', 'Luz cocina'),
      one('cocina', 'fan.campana_extractora', 'Campana extractora'),
      climateSensor('cocina', 'sensor_cocina', 'Sensor Cocina', 'Temperatura', 'Humedad'),
      one('recibidor', 'lock.cerradura_principal', 'Cerradura principal'),
      one('recibidor', 'binary_sensor.puerta_principal', 'Puerta principal', { deviceClass: 'door' }),
      one('lavadero', 'humidifier.deshumidificador', 'Deshumidificador', { deviceClass: 'dehumidifier' }),
      one('terraza', 'light.luz_terraza', 'Luz terraza'),
      one('bano', 'climate.toallero', 'Toallero', TRV),
      one('bano', 'fan.extractor_bano', 'Extractor baño'),
      climateSensor('bano', 'sensor_bano', 'Sensor Baño', 'Temperatura', 'Humedad'),
      one('dormitorio', 'climate.aire_dormitorio', 'Aire dormitorio', SPLIT),
      one('dormitorio', 'fan.ventilador_de_pie', 'Ventilador de pie'),
      one('dormitorio', 'fan.ventilador_techo_dormitorio', 'Ventilador de techo dormitorio'),
      purifier('dormitorio', 'purificador_dormitorio', 'Purificador dormitorio'),
      climateSensor('dormitorio', 'sensor_dormitorio', 'Sensor Dormitorio', 'Temperatura', 'Humedad'),
      one('alvaro', 'climate.aire_alvaro', 'Aire Álvaro', SPLIT),
      one('alvaro', 'sensor.temperatura_alvaro', 'Temperatura Álvaro', { deviceClass: 'temperature' }),
      one('despacho', 'climate.radiador_despacho', 'Radiador despacho', TRV),
      one('despacho', 'sensor.co2_despacho', 'CO2 despacho', { deviceClass: 'carbon_dioxide' }),
      one('despacho', 'light.flexo', 'Flexo'),
    ],
    loose: [
      ['weather.forecast_casa', 'Forecast Casa'],
      ['todo.tareas', 'Tareas'],
      ['todo.mercadona', 'Mercadona'],
    ],
  },
  cases: [
    c('ordinary', 'el aire del salón', ['climate.daikin_salon']),
    c('ordinary', 'la luz de la cocina', ['light.luz_cocina']),
    c('ordinary', 'el toallero', ['climate.toallero']),
    c('ordinary', 'el extractor del baño', ['fan.extractor_bano']),
    c('ordinary', 'la campana', ['fan.campana_extractora']),
    c('ordinary', 'el aire del dormitorio', ['climate.aire_dormitorio']),
    c('ordinary', 'el purificador del dormitorio', ['fan.purificador_dormitorio']),
    c('ordinary', 'el radiador del despacho', ['climate.radiador_despacho']),
    c('ordinary', 'el flexo', ['light.flexo']),
    c('ordinary', 'la lámpara del salón', ['light.lampara_salon']),
    c('ordinary', 'el deshumidificador', ['humidifier.deshumidificador']),
    c('ordinary', 'la humedad del dormitorio', ['sensor.sensor_dormitorio_humedad']),
    c('ordinary', 'el ventilador de techo del salón', ['fan.ventilador_techo_salon']),
    c('activity', '¿hace calor en el dormitorio?', ['sensor.sensor_dormitorio_temperatura']),
    c('activity', '¿hay mucha humedad en el baño?', ['sensor.sensor_bano_humedad']),
    c('activity', '¿está cargado el aire en el despacho?', ['sensor.co2_despacho']),
    c('activity', 'enfría el dormitorio', ['climate.aire_dormitorio']),
    c('activity', '¿qué frío hace fuera?', ['weather.forecast_casa']),
    c('ask-one', 'el ventilador del dormitorio', {
      ask: ['fan.ventilador_de_pie', 'fan.ventilador_techo_dormitorio'],
    }),
    c('name-wins', 'el ventilador de pie del dormitorio', ['fan.ventilador_de_pie']),
    c('device-sensor', 'abre la puerta principal', ['lock.cerradura_principal']),
    c('ordinary', 'la luz de la terraza', ['light.luz_terraza']),
    c('named-after', '¿hace frío en el cuarto de Álvaro?', ['sensor.temperatura_alvaro']),
    c('hidden-similar', 'el purificador del salón', 'not-exposed'),
    c('brand', 'enciende el daikin', ['climate.daikin_salon']),
  ],
};

// A pavillon near Lyon with a cellar: Netatmo valves and weather station, a split in the master bedroom.
export const villeurbanne: EvalSuite = {
  home: {
    id: 's76_villeurbanne',
    language: 'fr',
    floors: [
      ['rdc', 'Rez-de-chaussée', 0],
      ['etage', 'Étage', 1],
      ['sous_sol', 'Sous-sol', -1],
    ],
    areas: [
      ['salon', 'Salon', 'rdc'],
      ['cuisine', 'Cuisine', 'rdc'],
      ['entree', 'Entrée', 'rdc'],
      ['jardin', 'Jardin', null],
      ['buanderie', 'Buanderie', 'sous_sol'],
      ['chambre', 'Chambre parentale', 'etage'],
      ['lea', 'Léa', 'etage'],
      ['sdb', 'Salle de bain', 'etage'],
      ['bureau', 'Bureau', 'etage'],
    ],
    devices: [
      one('salon', 'climate.radiateur_salon_fenetre', 'Radiateur salon fenêtre', TRV),
      one('salon', 'climate.radiateur_salon_canape', 'Radiateur salon canapé', TRV),
      {
        name: 'Station Netatmo',
        area: 'salon',
        entities: [
          [
            'sensor.station_netatmo_temperature',
            'Station Netatmo Température',
            { deviceClass: 'temperature' },
          ],
          ['sensor.station_netatmo_humidite', 'Station Netatmo Humidité', { deviceClass: 'humidity' }],
          ['sensor.station_netatmo_co2', 'Station Netatmo CO2', { deviceClass: 'carbon_dioxide' }],
        ],
      },
      climateSensor('jardin', 'module_exterieur', 'Module extérieur', 'Température', 'Humidité'),
      {
        name: 'Module intérieur Bureau',
        area: 'bureau',
        entities: [
          [
            'sensor.module_interieur_bureau_temperature',
            'Module intérieur Bureau Température',
            { deviceClass: 'temperature' },
          ],
          [
            'sensor.module_interieur_bureau_co2',
            'Module intérieur Bureau CO2',
            { deviceClass: 'carbon_dioxide' },
          ],
        ],
      },
      one('bureau', 'climate.vanne_bureau', 'Vanne Bureau', TRV),
      one('bureau', 'climate.climatiseur_mobile', 'Climatiseur mobile', { ...AC, hidden: true }),
      one('cuisine', 'climate.vanne_cuisine', 'Vanne Cuisine', TRV),
      one('cuisine', 'light.lumiere_cuisine', 'Lumière cuisine'),
      one('cuisine', 'fan.hotte', 'Hotte'),
      one('entree', 'lock.serrure_entree', 'Serrure entrée'),
      one('entree', 'binary_sensor.porte_d_entree', "Porte d'entrée", { deviceClass: 'door' }),
      one('buanderie', 'humidifier.deshumidificateur', 'Déshumidificateur', { deviceClass: 'dehumidifier' }),
      one('buanderie', 'fan.vmc', 'VMC'),
      one('sdb', 'climate.seche_serviettes', 'Sèche-serviettes', TRV),
      climateSensor('sdb', 'capteur_salle_de_bain', 'Capteur Salle de bain', 'Température', 'Humidité'),
      one('chambre', 'climate.vanne_chambre', 'Vanne Chambre', TRV),
      one('chambre', 'climate.clim_chambre', 'Clim chambre', AC),
      one('chambre', 'fan.ventilateur_colonne', 'Ventilateur colonne'),
      purifier('chambre', 'purificateur_levoit', 'Purificateur Levoit'),
      climateSensor('chambre', 'capteur_chambre', 'Capteur Chambre', 'Température', 'Humidité'),
      one('lea', 'climate.vanne_lea', 'Vanne Léa', TRV),
      one('lea', 'sensor.temperature_lea', 'Température Léa', { deviceClass: 'temperature' }),
      one('lea', 'light.veilleuse_lea', 'Veilleuse Léa'),
    ],
    loose: [
      ['weather.forecast_maison', 'Forecast Maison'],
      ['todo.taches', 'Tâches'],
      ['todo.leclerc', 'Leclerc'],
    ],
  },
  cases: [
    c('ordinary', 'le radiateur de la cuisine', ['climate.vanne_cuisine']),
    c('ordinary', 'le sèche-serviettes', ['climate.seche_serviettes']),
    c('ordinary', 'la hotte', ['fan.hotte']),
    c('ordinary', 'la VMC', ['fan.vmc']),
    c('ordinary', 'la clim de la chambre', ['climate.clim_chambre']),
    c('ordinary', 'la veilleuse de Léa', ['light.veilleuse_lea']),
    c('ordinary', 'la lumière de la cuisine', ['light.lumiere_cuisine']),
    c('ordinary', 'le déshumidificateur', ['humidifier.deshumidificateur']),
    c('ordinary', "l'humidité de la chambre", ['sensor.capteur_chambre_humidite']),
    c('ordinary', 'le CO2 du bureau', ['sensor.module_interieur_bureau_co2']),
    c('ordinary', 'la vanne du bureau', ['climate.vanne_bureau']),
    c('ordinary', 'la météo', ['weather.forecast_maison']),
    c('ordinary', 'la température du salon', ['sensor.station_netatmo_temperature']),
    c('ordinary', 'le ventilateur colonne', ['fan.ventilateur_colonne']),
    c('activity', 'il fait combien dans la chambre', ['sensor.capteur_chambre_temperature']),
    c('activity', "est-ce que c'est humide dans la salle de bain", ['sensor.capteur_salle_de_bain_humidite']),
    c('activity', "l'air est-il confiné dans le bureau", ['sensor.module_interieur_bureau_co2']),
    c('activity', 'rafraîchis la chambre', ['climate.clim_chambre']),
    c('activity', 'il fait froid dehors ?', ['sensor.module_exterieur_temperature']),
    c('ask-one', 'le radiateur du salon', {
      ask: ['climate.radiateur_salon_fenetre', 'climate.radiateur_salon_canape'],
    }),
    c('name-wins', 'le purificateur dans la chambre', ['fan.purificateur_levoit']),
    c('device-sensor', "la porte d'entrée est fermée à clé ?", ['lock.serrure_entree']),
    c('named-after', 'la liste de courses', ['todo.leclerc']),
    c('hidden-similar', 'le climatiseur du bureau', 'not-exposed'),
    c('brand', 'allume le Levoit', ['fan.purificateur_levoit']),
  ],
};

// A Milan flat on two levels with a cellar: thermostatic valves on central heating, two splits, Xiaomi air.
export const milano: EvalSuite = {
  home: {
    id: 's76_milano',
    language: 'it',
    floors: [
      ['giorno', 'Piano giorno', 3],
      ['notte', 'Piano notte', 4],
      ['cantina_piano', 'Seminterrato', -1],
    ],
    areas: [
      ['soggiorno', 'Soggiorno', 'giorno'],
      ['cucina', 'Cucina', 'giorno'],
      ['ingresso', 'Ingresso', 'giorno'],
      ['lavanderia', 'Lavanderia', 'giorno'],
      ['terrazzo', 'Terrazzo', 'giorno'],
      ['bagno', 'Bagno', 'notte'],
      ['camera', 'Camera da letto', 'notte'],
      ['cameretta', 'Cameretta', 'notte'],
      ['studio', 'Studio', 'notte'],
      ['nonna', 'Camera nonna Pina', 'notte'],
      ['cantina', 'Cantina', 'cantina_piano'],
    ],
    devices: [
      one('soggiorno', 'climate.valvola_soggiorno', 'Valvola soggiorno', TRV),
      one('soggiorno', 'climate.climatizzatore_soggiorno', 'Climatizzatore soggiorno', SPLIT),
      climateSensor('soggiorno', 'sensore_soggiorno', 'Sensore soggiorno', 'Temperatura', 'Umidità'),
      purifier('soggiorno', 'purificatore_xiaomi', 'Purificatore Xiaomi'),
      one('soggiorno', 'fan.ventilatore_soggiorno', 'Ventilatore soggiorno'),
      one('soggiorno', 'light.lampada_soggiorno', 'Lampada soggiorno'),
      one('soggiorno', 'media_player.tv_soggiorno', 'TV soggiorno'),
      one('cucina', 'climate.valvola_cucina', 'Valvola cucina', TRV),
      one('cucina', 'light.luce_cucina', 'Luce cucina'),
      one('cucina', 'fan.cappa', 'Cappa'),
      one('ingresso', 'lock.serratura_portoncino', 'Serratura portoncino'),
      one('ingresso', 'binary_sensor.portoncino', 'Portoncino', { deviceClass: 'door' }),
      one('lavanderia', 'humidifier.deumidificatore_lavanderia', 'Deumidificatore lavanderia', {
        deviceClass: 'dehumidifier',
      }),
      climateSensor('terrazzo', 'sensore_esterno', 'Sensore esterno', 'Temperatura', 'Umidità'),
      one('bagno', 'climate.scaldasalviette', 'Scaldasalviette', TRV),
      one('bagno', 'fan.aspiratore_bagno', 'Aspiratore bagno'),
      climateSensor('bagno', 'sensore_bagno', 'Sensore bagno', 'Temperatura', 'Umidità'),
      one('camera', 'climate.valvola_camera', 'Valvola camera', TRV),
      one('camera', 'climate.condizionatore_camera', 'Condizionatore camera', SPLIT),
      climateSensor('camera', 'sensore_camera', 'Sensore camera', 'Temperatura', 'Umidità'),
      one('cameretta', 'climate.valvola_cameretta', 'Valvola cameretta', TRV),
      one('cameretta', 'light.lucina_notturna', 'Lucina notturna'),
      climateSensor('cameretta', 'sensore_cameretta', 'Sensore cameretta', 'Temperatura', 'Umidità'),
      one('studio', 'climate.valvola_studio', 'Valvola studio', TRV),
      one('studio', 'sensor.co2_studio', 'CO2 studio', { deviceClass: 'carbon_dioxide' }),
      one('studio', 'fan.ventilatore_studio', 'Ventilatore studio', { hidden: true }),
      one('nonna', 'climate.valvola_nonna_pina', 'Valvola nonna Pina', TRV),
      one('nonna', 'sensor.temperatura_nonna_pina', 'Temperatura nonna Pina', { deviceClass: 'temperature' }),
      one('cantina', 'humidifier.deumidificatore_cantina', 'Deumidificatore cantina', {
        deviceClass: 'dehumidifier',
      }),
    ],
    loose: [
      ['weather.forecast_casa', 'Forecast Casa'],
      ['todo.cose_da_fare', 'Cose da fare'],
      ['todo.esselunga', 'Esselunga'],
    ],
  },
  cases: [
    c('ordinary', 'la valvola della cucina', ['climate.valvola_cucina']),
    c('ordinary', 'lo scaldasalviette', ['climate.scaldasalviette']),
    c('ordinary', 'la cappa', ['fan.cappa']),
    c('ordinary', "l'aspiratore del bagno", ['fan.aspiratore_bagno']),
    c('ordinary', 'il condizionatore della camera', ['climate.condizionatore_camera']),
    c('ordinary', 'la luce della cucina', ['light.luce_cucina']),
    c('ordinary', 'la lucina notturna', ['light.lucina_notturna']),
    c('ordinary', 'il climatizzatore del soggiorno', ['climate.climatizzatore_soggiorno']),
    c('ordinary', 'il deumidificatore della cantina', ['humidifier.deumidificatore_cantina']),
    c('ordinary', "l'umidità in camera da letto", ['sensor.sensore_camera_umidita']),
    c('ordinary', 'la TV del soggiorno', ['media_player.tv_soggiorno']),
    c('ordinary', 'il termosifone dello studio', ['climate.valvola_studio']),
    c('ordinary', 'il meteo', ['weather.forecast_casa']),
    c('ordinary', 'la temperatura del soggiorno', ['sensor.sensore_soggiorno_temperatura']),
    c('activity', 'quanto fa caldo nella cameretta', ['sensor.sensore_cameretta_temperatura']),
    c('activity', "c'è umidità in bagno?", ['sensor.sensore_bagno_umidita']),
    c('activity', "c'è aria viziata nello studio?", ['sensor.co2_studio']),
    c('activity', 'rinfresca la camera da letto', ['climate.condizionatore_camera']),
    c('activity', 'quanti gradi ci sono fuori', ['sensor.sensore_esterno_temperatura']),
    c('ask-one', 'il deumidificatore', {
      ask: ['humidifier.deumidificatore_cantina', 'humidifier.deumidificatore_lavanderia'],
    }),
    c('name-wins', 'il purificatore in soggiorno', ['fan.purificatore_xiaomi']),
    c('device-sensor', 'il portoncino è aperto?', ['binary_sensor.portoncino']),
    c('named-after', 'quanti gradi ci sono nella camera della nonna', ['sensor.temperatura_nonna_pina']),
    c('hidden-similar', 'il ventilatore dello studio', 'not-exposed'),
    c('brand', 'accendi lo xiaomi', ['fan.purificatore_xiaomi']),
  ],
};
