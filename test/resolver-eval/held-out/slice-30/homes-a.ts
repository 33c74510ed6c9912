// Unseen slice: do not read while changing the resolver.
// Homes of people who measure things (English, German, Spanish, French, Italian): a thermometer in most
// rooms beside the thermostats, plugs with power and energy readings, a weather station and a weather
// entity, an air-quality sensor. Shapes after allenporter/synthetic-home (a climate device with its own
// temperature sensor, smart plugs, window sensors) and the names HA gives such entities (device name +
// translated reading); every home and phrase is written for this slice.
import { c, type EvalDevice, type EvalEntity, type EvalSuite } from '../../eval-home.js';
import { one } from '../one-device.js';

export type Options = NonNullable<EvalEntity[2]>;

const reading = (deviceClass: string, unit: string, stateClass = 'measurement'): Options => ({
  deviceClass,
  attributes: { unit_of_measurement: unit, state_class: stateClass },
});

export const TEMP = reading('temperature', '°C');
export const HUM = reading('humidity', '%');
export const POWER = reading('power', 'W');
export const ENERGY = reading('energy', 'kWh', 'total_increasing');
export const CO2 = reading('carbon_dioxide', 'ppm');
export const PM25 = reading('pm25', 'µg/m³');
export const RAIN = reading('precipitation', 'mm', 'total_increasing');
export const BATTERY: Options = { ...reading('battery', '%'), category: 'diagnostic' };
export const OUTLET: Options = { deviceClass: 'outlet' };
export const DOOR: Options = { deviceClass: 'door' };
export const WINDOW: Options = { deviceClass: 'window' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const TV: Options = { deviceClass: 'tv' };
export const SHUTTER: Options = { deviceClass: 'shutter' };
export const BLIND: Options = { deviceClass: 'blind' };
export const GARAGE: Options = { deviceClass: 'garage' };
export const WATER: Options = { deviceClass: 'water' };
/** A radiator thermostat: heats only. */
export const HEAT: Options = {
  attributes: {
    hvac_modes: ['off', 'heat'],
    current_temperature: 20.5,
    temperature: 21,
    min_temp: 5,
    max_temp: 30,
  },
};
/** A split unit or heat pump: heats and cools. */
export const SPLIT: Options = {
  attributes: {
    hvac_modes: ['off', 'heat', 'cool', 'dry', 'fan_only', 'heat_cool'],
    current_temperature: 23,
    temperature: 24,
    min_temp: 16,
    max_temp: 31,
  },
};
export const FORECAST: Options = {
  attributes: { temperature: 9.4, humidity: 81, pressure: 1016, wind_speed: 12, temperature_unit: '°C' },
};

/** A device with several entities (a sensor with its readings, a plug with its meters). */
export function d(name: string, area: string | null, ...entities: EvalEntity[]): EvalDevice {
  return { name, area, entities };
}

const ashgrove: EvalSuite = {
  home: {
    id: 'ashgrove',
    language: 'en',
    floors: [
      ['ground', 'Ground Floor', 0],
      ['first', 'First Floor', 1],
    ],
    areas: [
      ['living_room', 'Living Room', 'ground'],
      ['kitchen', 'Kitchen', 'ground'],
      ['office', 'Office', 'ground'],
      ['hallway', 'Hallway', 'ground'],
      ['bedroom', 'Bedroom', 'first'],
      ['ellas_room', "Ella's Room", 'first'],
      ['bathroom', 'Bathroom', 'first'],
      ['garden', 'Garden', null],
    ],
    devices: [
      one('living_room', 'climate.living_room_thermostat', 'Living Room Thermostat', HEAT),
      d(
        'Living Room Sensor',
        'living_room',
        ['sensor.living_room_sensor_temperature', 'Living Room Sensor Temperature', TEMP],
        ['sensor.living_room_sensor_humidity', 'Living Room Sensor Humidity', HUM],
      ),
      one('living_room', 'light.floor_lamp', 'Floor Lamp'),
      one('living_room', 'light.reading_lamp', 'Reading Lamp'),
      one('living_room', 'media_player.sonos_beam', 'Sonos Beam', SPEAKER),
      d(
        'Kitchen Sensor',
        'kitchen',
        ['sensor.kitchen_sensor_temperature', 'Kitchen Sensor Temperature', TEMP],
        ['sensor.kitchen_sensor_humidity', 'Kitchen Sensor Humidity', HUM],
      ),
      d(
        'Dishwasher Plug',
        'kitchen',
        ['switch.dishwasher_plug', 'Dishwasher Plug', OUTLET],
        ['sensor.dishwasher_plug_power', 'Dishwasher Plug Power', POWER],
        ['sensor.dishwasher_plug_energy', 'Dishwasher Plug Energy', ENERGY],
      ),
      one('kitchen', 'light.kitchen_lights', 'Kitchen Lights'),
      one('kitchen', 'media_player.kitchen_display', 'Nest Hub', { ...SPEAKER, hidden: true }),
      d(
        'Desk Plug',
        'office',
        ['switch.desk_plug', 'Desk Plug', OUTLET],
        ['sensor.desk_plug_power', 'Desk Plug Power', POWER],
        ['sensor.desk_plug_energy', 'Desk Plug Energy', ENERGY],
      ),
      d('Office Air Monitor', 'office', [
        'sensor.office_air_monitor_carbon_dioxide',
        'Office Air Monitor Carbon dioxide',
        CO2,
      ]),
      one('bedroom', 'climate.bedroom_thermostat', 'Bedroom Thermostat', HEAT),
      d(
        'Bedroom Sensor',
        'bedroom',
        ['sensor.bedroom_sensor_temperature', 'Bedroom Sensor Temperature', TEMP],
        ['sensor.bedroom_sensor_humidity', 'Bedroom Sensor Humidity', HUM],
      ),
      one('bedroom', 'binary_sensor.bedroom_window', 'Bedroom Window', WINDOW),
      one('ellas_room', 'light.star_lamp', 'Star Lamp'),
      d('Ella Sensor', 'ellas_room', ['sensor.ella_sensor_temperature', 'Ella Sensor Temperature', TEMP]),
      d('Bathroom Sensor', 'bathroom', ['sensor.bathroom_sensor_humidity', 'Bathroom Sensor Humidity', HUM]),
      d(
        'Front Door Lock',
        'hallway',
        ['lock.front_door_lock', 'Front Door Lock'],
        ['sensor.front_door_lock_battery', 'Front Door Lock Battery', BATTERY],
      ),
      one('hallway', 'binary_sensor.front_door_contact', 'Front Door Contact', DOOR),
      one('hallway', 'vacuum.roomba', 'Roomba'),
      d(
        'Weather Station',
        'garden',
        ['sensor.weather_station_outdoor_temperature', 'Weather Station Outdoor Temperature', TEMP],
        ['sensor.weather_station_outdoor_humidity', 'Weather Station Outdoor Humidity', HUM],
      ),
      one('garden', 'valve.lawn_sprinkler', 'Lawn Sprinkler', WATER),
    ],
    loose: [
      ['weather.forecast_home', 'Forecast Home', FORECAST],
      ['todo.chores', 'Chores'],
      ['todo.tesco', 'Tesco'],
    ],
  },
  cases: [
    c('ordinary', 'living room temperature', ['sensor.living_room_sensor_temperature']),
    c('ordinary', 'the bedroom thermostat', ['climate.bedroom_thermostat']),
    c('ordinary', 'kitchen humidity', ['sensor.kitchen_sensor_humidity']),
    c('ordinary', 'the dishwasher plug', ['switch.dishwasher_plug']),
    c('ordinary', 'power of the dishwasher', ['sensor.dishwasher_plug_power']),
    c('ordinary', 'energy used by the desk plug', ['sensor.desk_plug_energy']),
    c('ordinary', 'CO2 in the office', ['sensor.office_air_monitor_carbon_dioxide']),
    c('ordinary', 'front door lock battery', ['sensor.front_door_lock_battery']),
    c('ordinary', 'the weather', ['weather.forecast_home']),
    c('ordinary', 'heating in the living room', ['climate.living_room_thermostat']),
    c('ordinary', 'is the bedroom window open', ['binary_sensor.bedroom_window']),
    c('ordinary', 'the temperatures upstairs', [
      'sensor.bedroom_sensor_temperature',
      'sensor.ella_sensor_temperature',
    ]),
    c('ordinary', 'the kitchen lights', ['light.kitchen_lights']),
    c('ordinary', 'the outdoor humidity', ['sensor.weather_station_outdoor_humidity']),
    c('ask-one', 'the thermostat', { ask: ['climate.living_room_thermostat', 'climate.bedroom_thermostat'] }),
    c('ask-one', 'both thermostats', ['climate.living_room_thermostat', 'climate.bedroom_thermostat']),
    c('name-wins', 'the reading lamp in the living room', ['light.reading_lamp']),
    c('activity', 'how warm is it outside', ['sensor.weather_station_outdoor_temperature']),
    c('activity', 'watering the lawn', ['valve.lawn_sprinkler']),
    c('device-sensor', 'is the front door open', ['binary_sensor.front_door_contact']),
    c('device-sensor', 'unlock the front door', ['lock.front_door_lock']),
    c('named-after', 'the shopping list', ['todo.tesco']),
    c('named-after', "the light in Ella's room", ['light.star_lamp']),
    c('hidden-similar', 'the nest hub in the kitchen', 'not-exposed'),
    c('brand', 'the irobot', ['vacuum.roomba']),
  ],
};

const kassel: EvalSuite = {
  home: {
    id: 'kassel',
    language: 'de',
    floors: [
      ['keller', 'Keller', -1],
      ['eg', 'Erdgeschoss', 0],
      ['og', 'Obergeschoss', 1],
    ],
    areas: [
      ['waschkeller', 'Waschkeller', 'keller'],
      ['wohnzimmer', 'Wohnzimmer', 'eg'],
      ['kuche', 'Küche', 'eg'],
      ['arbeitszimmer', 'Arbeitszimmer', 'eg'],
      ['flur', 'Flur', 'eg'],
      ['schlafzimmer', 'Schlafzimmer', 'og'],
      ['omas_zimmer', 'Omas Zimmer', 'og'],
      ['bad', 'Bad', 'og'],
      ['garten', 'Garten', null],
    ],
    devices: [
      one('wohnzimmer', 'climate.wohnzimmer_heizung', 'Wohnzimmer Heizung', HEAT),
      one('schlafzimmer', 'climate.schlafzimmer_heizung', 'Schlafzimmer Heizung', HEAT),
      one('bad', 'climate.bad_heizung', 'Bad Heizung', HEAT),
      d(
        'Wohnzimmer Klima',
        'wohnzimmer',
        ['sensor.wohnzimmer_klima_temperatur', 'Wohnzimmer Klima Temperatur', TEMP],
        ['sensor.wohnzimmer_klima_luftfeuchtigkeit', 'Wohnzimmer Klima Luftfeuchtigkeit', HUM],
      ),
      d(
        'Schlafzimmer Klima',
        'schlafzimmer',
        ['sensor.schlafzimmer_klima_temperatur', 'Schlafzimmer Klima Temperatur', TEMP],
        ['sensor.schlafzimmer_klima_luftfeuchtigkeit', 'Schlafzimmer Klima Luftfeuchtigkeit', HUM],
      ),
      d(
        'Küche Sensor',
        'kuche',
        ['sensor.kuche_sensor_temperatur', 'Küche Sensor Temperatur', TEMP],
        ['sensor.kuche_sensor_luftfeuchtigkeit', 'Küche Sensor Luftfeuchtigkeit', HUM],
      ),
      d('Bad Sensor', 'bad', ['sensor.bad_sensor_luftfeuchtigkeit', 'Bad Sensor Luftfeuchtigkeit', HUM]),
      d(
        'Waschmaschine',
        'waschkeller',
        ['switch.waschmaschine', 'Waschmaschine', OUTLET],
        ['sensor.waschmaschine_leistung', 'Waschmaschine Leistung', POWER],
        ['sensor.waschmaschine_energie', 'Waschmaschine Energie', ENERGY],
      ),
      d(
        'Trockner',
        'waschkeller',
        ['switch.trockner', 'Trockner', OUTLET],
        ['sensor.trockner_leistung', 'Trockner Leistung', POWER],
      ),
      d('Luftsensor Arbeitszimmer', 'arbeitszimmer', [
        'sensor.luftsensor_arbeitszimmer_co2',
        'Luftsensor Arbeitszimmer CO2',
        CO2,
      ]),
      one('arbeitszimmer', 'light.schreibtischlampe', 'Schreibtischlampe'),
      one('arbeitszimmer', 'light.arbeitszimmer_decke', 'Arbeitszimmer Decke'),
      one('wohnzimmer', 'light.stehlampe', 'Stehlampe'),
      one('wohnzimmer', 'light.wohnzimmer_decke', 'Wohnzimmer Decke'),
      one('wohnzimmer', 'media_player.sonos_one', 'Sonos One', SPEAKER),
      one('wohnzimmer', 'media_player.fernseher', 'Fernseher', TV),
      one('kuche', 'media_player.echo_kuche', 'Echo Küche', { ...SPEAKER, hidden: true }),
      d(
        'Haustür',
        'flur',
        ['lock.haustur', 'Haustür'],
        ['sensor.haustur_batterie', 'Haustür Batterie', BATTERY],
      ),
      one('flur', 'binary_sensor.haustur_kontakt', 'Haustür Kontakt', DOOR),
      one('schlafzimmer', 'binary_sensor.schlafzimmerfenster', 'Schlafzimmerfenster', WINDOW),
      one('omas_zimmer', 'light.leselampe', 'Leselampe'),
      d(
        'Wetterstation',
        'garten',
        ['sensor.wetterstation_aussentemperatur', 'Wetterstation Außentemperatur', TEMP],
        ['sensor.wetterstation_luftfeuchtigkeit', 'Wetterstation Luftfeuchtigkeit', HUM],
      ),
      one('garten', 'valve.bewasserung_rasen', 'Bewässerung Rasen', WATER),
    ],
    loose: [
      ['weather.forecast_zuhause', 'Forecast Zuhause', FORECAST],
      ['todo.aufgaben', 'Aufgaben'],
      ['todo.rewe', 'REWE'],
    ],
  },
  cases: [
    c('ordinary', 'Temperatur im Wohnzimmer', ['sensor.wohnzimmer_klima_temperatur']),
    c('ordinary', 'Luftfeuchtigkeit im Bad', ['sensor.bad_sensor_luftfeuchtigkeit']),
    c('ordinary', 'die Heizung im Schlafzimmer', ['climate.schlafzimmer_heizung']),
    c('ordinary', 'die Waschmaschine', ['switch.waschmaschine']),
    c('ordinary', 'Leistung der Waschmaschine', ['sensor.waschmaschine_leistung']),
    c('ordinary', 'Stromverbrauch vom Trockner', ['sensor.trockner_leistung']),
    c('ordinary', 'CO2 im Arbeitszimmer', ['sensor.luftsensor_arbeitszimmer_co2']),
    c('ordinary', 'das Wetter', ['weather.forecast_zuhause']),
    c('ordinary', 'Batterie vom Türschloss', ['sensor.haustur_batterie']),
    c('ordinary', 'ist das Schlafzimmerfenster offen', ['binary_sensor.schlafzimmerfenster']),
    c('ordinary', 'der Fernseher', ['media_player.fernseher']),
    c('ordinary', 'Luftfeuchtigkeit in der Küche', ['sensor.kuche_sensor_luftfeuchtigkeit']),
    c('ordinary', 'Licht im Arbeitszimmer', ['light.schreibtischlampe', 'light.arbeitszimmer_decke']),
    c('ordinary', 'Energieverbrauch der Waschmaschine', ['sensor.waschmaschine_energie']),
    c('ask-one', 'die Steckdose im Waschkeller', { ask: ['switch.waschmaschine', 'switch.trockner'] }),
    c('ask-one', 'beide Steckdosen im Keller', ['switch.waschmaschine', 'switch.trockner']),
    c('name-wins', 'die Stehlampe im Wohnzimmer', ['light.stehlampe']),
    c('activity', 'wie warm ist es draußen', ['sensor.wetterstation_aussentemperatur']),
    c('activity', 'Musik im Wohnzimmer', ['media_player.sonos_one']),
    c('device-sensor', 'ist die Haustür offen', ['binary_sensor.haustur_kontakt']),
    c('device-sensor', 'Haustür abschließen', ['lock.haustur']),
    c('named-after', 'die Einkaufsliste', ['todo.rewe']),
    c('named-after', 'Licht bei Oma', ['light.leselampe']),
    c('hidden-similar', 'Lautsprecher in der Küche', 'not-exposed'),
    c('brand', 'die Alexa in der Küche', 'not-exposed'),
  ],
};

const zaragoza: EvalSuite = {
  home: {
    id: 'zaragoza',
    language: 'es',
    floors: [
      ['baja', 'Planta baja', 0],
      ['primera', 'Primera planta', 1],
    ],
    areas: [
      ['salon', 'Salón', 'baja'],
      ['cocina', 'Cocina', 'baja'],
      ['despacho', 'Despacho', 'baja'],
      ['entrada', 'Entrada', 'baja'],
      ['terraza', 'Terraza', 'baja'],
      ['dormitorio', 'Dormitorio principal', 'primera'],
      ['habitacion_lucia', 'Habitación de Lucía', 'primera'],
      ['bano', 'Baño', 'primera'],
    ],
    devices: [
      one('salon', 'climate.aire_salon', 'Aire Salón', SPLIT),
      one('dormitorio', 'climate.aire_dormitorio', 'Aire Dormitorio', SPLIT),
      d(
        'Sensor Salón',
        'salon',
        ['sensor.sensor_salon_temperatura', 'Sensor Salón Temperatura', TEMP],
        ['sensor.sensor_salon_humedad', 'Sensor Salón Humedad', HUM],
      ),
      d(
        'Sensor Dormitorio',
        'dormitorio',
        ['sensor.sensor_dormitorio_temperatura', 'Sensor Dormitorio Temperatura', TEMP],
        ['sensor.sensor_dormitorio_humedad', 'Sensor Dormitorio Humedad', HUM],
      ),
      d('Sensor Cocina', 'cocina', ['sensor.sensor_cocina_temperatura', 'Sensor Cocina Temperatura', TEMP]),
      d('Sensor Lucía', 'habitacion_lucia', [
        'sensor.sensor_lucia_temperatura',
        'Sensor Lucía Temperatura',
        TEMP,
      ]),
      d(
        'Enchufe Lavadora',
        'cocina',
        ['switch.enchufe_lavadora', 'Enchufe Lavadora', OUTLET],
        ['sensor.enchufe_lavadora_potencia', 'Enchufe Lavadora Potencia', POWER],
        ['sensor.enchufe_lavadora_energia', 'Enchufe Lavadora Energía', ENERGY],
      ),
      d(
        'Termo',
        'bano',
        ['switch.termo', 'Termo', OUTLET],
        ['sensor.termo_potencia', 'Termo Potencia', POWER],
      ),
      d(
        'Enchufe Despacho',
        'despacho',
        ['switch.enchufe_despacho', 'Enchufe Despacho', OUTLET],
        ['sensor.enchufe_despacho_potencia', 'Enchufe Despacho Potencia', POWER],
      ),
      one('despacho', 'sensor.medidor_co2_despacho', 'Medidor CO2 Despacho', CO2),
      d(
        'Purificador Xiaomi',
        'dormitorio',
        ['fan.purificador_xiaomi', 'Purificador Xiaomi'],
        ['sensor.purificador_xiaomi_pm2_5', 'Purificador Xiaomi PM2.5', PM25],
      ),
      one('dormitorio', 'binary_sensor.ventana_dormitorio', 'Ventana Dormitorio', WINDOW),
      one('salon', 'light.lampara_de_pie', 'Lámpara de pie'),
      one('salon', 'light.techo_salon', 'Techo Salón'),
      one('salon', 'media_player.homepod', 'HomePod', SPEAKER),
      one('habitacion_lucia', 'light.flexo', 'Flexo'),
      one('cocina', 'media_player.nest_mini_cocina', 'Nest Mini Cocina', { ...SPEAKER, hidden: true }),
      one('entrada', 'lock.cerradura_entrada', 'Cerradura Entrada'),
      one('entrada', 'binary_sensor.puerta_entrada', 'Puerta Entrada', DOOR),
      one('entrada', 'vacuum.conga', 'Conga'),
      d(
        'Estación',
        'terraza',
        ['sensor.estacion_temperatura_exterior', 'Estación Temperatura exterior', TEMP],
        ['sensor.estacion_humedad_exterior', 'Estación Humedad exterior', HUM],
      ),
      one('terraza', 'valve.riego_terraza', 'Riego Terraza', WATER),
    ],
    loose: [
      ['weather.forecast_casa', 'Forecast Casa', FORECAST],
      ['todo.tareas', 'Tareas'],
      ['todo.mercadona', 'Mercadona'],
    ],
  },
  cases: [
    c('ordinary', 'temperatura del salón', ['sensor.sensor_salon_temperatura']),
    c('ordinary', 'humedad del dormitorio', ['sensor.sensor_dormitorio_humedad']),
    c('ordinary', 'el aire del salón', ['climate.aire_salon']),
    c('ordinary', 'el enchufe de la lavadora', ['switch.enchufe_lavadora']),
    c('ordinary', 'potencia de la lavadora', ['sensor.enchufe_lavadora_potencia']),
    c('ordinary', 'consumo del termo', ['sensor.termo_potencia']),
    c('ordinary', 'el termo', ['switch.termo']),
    c('ordinary', 'el purificador', ['fan.purificador_xiaomi']),
    c('ordinary', 'la previsión del tiempo', ['weather.forecast_casa']),
    c('ordinary', '¿está abierta la ventana del dormitorio?', ['binary_sensor.ventana_dormitorio']),
    c('ordinary', 'CO2 del despacho', ['sensor.medidor_co2_despacho']),
    c('ordinary', 'el enchufe del despacho', ['switch.enchufe_despacho']),
    c('ordinary', 'temperatura de la cocina', ['sensor.sensor_cocina_temperatura']),
    c('ordinary', 'la lámpara de pie', ['light.lampara_de_pie']),
    c('ask-one', 'el aire acondicionado', { ask: ['climate.aire_salon', 'climate.aire_dormitorio'] }),
    c('ask-one', 'los dos aires acondicionados', ['climate.aire_salon', 'climate.aire_dormitorio']),
    c('name-wins', 'la lámpara del salón', ['light.lampara_de_pie']),
    c('activity', 'qué temperatura hace fuera', ['sensor.estacion_temperatura_exterior']),
    c('activity', 'fregar el suelo', ['vacuum.conga']),
    c('device-sensor', '¿está abierta la puerta de entrada?', ['binary_sensor.puerta_entrada']),
    c('device-sensor', 'cierra con llave la puerta de entrada', ['lock.cerradura_entrada']),
    c('named-after', 'la lista de la compra', ['todo.mercadona']),
    c('named-after', 'la luz de la habitación de Lucía', ['light.flexo']),
    c('hidden-similar', 'el altavoz de la cocina', 'not-exposed'),
    c('brand', 'el cecotec', ['vacuum.conga']),
  ],
};

const rennes: EvalSuite = {
  home: {
    id: 'rennes',
    language: 'fr',
    floors: [
      ['rdc', 'Rez-de-chaussée', 0],
      ['etage', 'Étage', 1],
    ],
    areas: [
      ['sejour', 'Séjour', 'rdc'],
      ['cuisine', 'Cuisine', 'rdc'],
      ['bureau', 'Bureau', 'rdc'],
      ['entree', 'Entrée', 'rdc'],
      ['garage', 'Garage', 'rdc'],
      ['chambre_parentale', 'Chambre parentale', 'etage'],
      ['chambre_lea', 'Chambre de Léa', 'etage'],
      ['salle_de_bain', 'Salle de bain', 'etage'],
      ['jardin', 'Jardin', null],
    ],
    devices: [
      one('sejour', 'climate.pompe_a_chaleur', 'Pompe à chaleur', SPLIT),
      one('chambre_parentale', 'climate.radiateur_chambre', 'Radiateur Chambre', HEAT),
      one('salle_de_bain', 'climate.radiateur_salle_de_bain', 'Radiateur Salle de bain', HEAT),
      d(
        'Thermomètre Séjour',
        'sejour',
        ['sensor.thermometre_sejour_temperature', 'Thermomètre Séjour Température', TEMP],
        ['sensor.thermometre_sejour_humidite', 'Thermomètre Séjour Humidité', HUM],
        ['sensor.thermometre_sejour_batterie', 'Thermomètre Séjour Batterie', BATTERY],
      ),
      d(
        'Thermomètre Chambre',
        'chambre_parentale',
        ['sensor.thermometre_chambre_temperature', 'Thermomètre Chambre Température', TEMP],
        ['sensor.thermometre_chambre_humidite', 'Thermomètre Chambre Humidité', HUM],
      ),
      d('Thermomètre Léa', 'chambre_lea', [
        'sensor.thermometre_lea_temperature',
        'Thermomètre Léa Température',
        TEMP,
      ]),
      d('Capteur Salle de bain', 'salle_de_bain', [
        'sensor.capteur_salle_de_bain_humidite',
        'Capteur Salle de bain Humidité',
        HUM,
      ]),
      d(
        'Prise Congélateur',
        'garage',
        ['switch.prise_congelateur', 'Prise Congélateur', OUTLET],
        ['sensor.prise_congelateur_puissance', 'Prise Congélateur Puissance', POWER],
        ['sensor.prise_congelateur_energie', 'Prise Congélateur Énergie', ENERGY],
      ),
      d(
        'Prise Bureau',
        'bureau',
        ['switch.prise_bureau', 'Prise Bureau', OUTLET],
        ['sensor.prise_bureau_puissance', 'Prise Bureau Puissance', POWER],
      ),
      one('bureau', 'switch.prise_serveur', 'Prise Serveur', { ...OUTLET, hidden: true }),
      one('bureau', 'light.lampe_bureau', 'Lampe Bureau'),
      d('Home Coach', 'chambre_parentale', [
        'sensor.home_coach_dioxyde_de_carbone',
        'Home Coach Dioxyde de carbone',
        CO2,
      ]),
      one('chambre_parentale', 'cover.volet_chambre', 'Volet Chambre', SHUTTER),
      one('chambre_lea', 'light.veilleuse', 'Veilleuse'),
      one('sejour', 'light.lampadaire', 'Lampadaire'),
      one('sejour', 'light.plafonnier_sejour', 'Plafonnier Séjour'),
      one('sejour', 'media_player.sonos_sejour', 'Sonos Séjour', SPEAKER),
      one('sejour', 'media_player.tele', 'Télé', TV),
      one('entree', 'lock.serrure_entree', 'Serrure Entrée'),
      one('entree', 'binary_sensor.porte_d_entree', "Porte d'entrée", DOOR),
      one('entree', 'vacuum.roborock_s7', 'Roborock S7'),
      one('garage', 'cover.porte_de_garage', 'Porte de garage', GARAGE),
      d(
        'Station météo',
        'jardin',
        ['sensor.station_meteo_temperature_exterieure', 'Station météo Température extérieure', TEMP],
        ['sensor.station_meteo_humidite_exterieure', 'Station météo Humidité extérieure', HUM],
        ['sensor.station_meteo_pluie', 'Station météo Pluie', RAIN],
      ),
    ],
    loose: [
      ['weather.forecast_maison', 'Forecast Maison', FORECAST],
      ['todo.liste_de_courses', 'Liste de courses'],
      ['todo.leroy_merlin', 'Leroy Merlin'],
    ],
  },
  cases: [
    c('ordinary', 'la température du séjour', ['sensor.thermometre_sejour_temperature']),
    c('ordinary', "l'humidité de la salle de bain", ['sensor.capteur_salle_de_bain_humidite']),
    c('ordinary', 'le radiateur de la chambre parentale', ['climate.radiateur_chambre']),
    c('ordinary', 'la pompe à chaleur', ['climate.pompe_a_chaleur']),
    c('ordinary', 'la prise du congélateur', ['switch.prise_congelateur']),
    c('ordinary', 'la puissance du congélateur', ['sensor.prise_congelateur_puissance']),
    c('ordinary', "l'énergie de la prise du congélateur", ['sensor.prise_congelateur_energie']),
    c('ordinary', 'le volet de la chambre parentale', ['cover.volet_chambre']),
    c('ordinary', 'la batterie du thermomètre du séjour', ['sensor.thermometre_sejour_batterie']),
    c('ordinary', 'la porte du garage', ['cover.porte_de_garage']),
    c('ordinary', 'la télé', ['media_player.tele']),
    c('ordinary', "l'humidité dans la chambre parentale", ['sensor.thermometre_chambre_humidite']),
    c('ordinary', "la qualité de l'air dans la chambre parentale", ['sensor.home_coach_dioxyde_de_carbone']),
    c('ordinary', 'la météo', ['weather.forecast_maison']),
    c('ask-one', 'le radiateur', { ask: ['climate.radiateur_chambre', 'climate.radiateur_salle_de_bain'] }),
    c('ask-one', 'les radiateurs', ['climate.radiateur_chambre', 'climate.radiateur_salle_de_bain']),
    c('name-wins', 'le lampadaire du séjour', ['light.lampadaire']),
    c('activity', 'quelle température fait-il dehors', ['sensor.station_meteo_temperature_exterieure']),
    c('activity', "passer l'aspirateur", ['vacuum.roborock_s7']),
    c('device-sensor', "la porte d'entrée est-elle ouverte", ['binary_sensor.porte_d_entree']),
    c('device-sensor', "verrouille la porte d'entrée", ['lock.serrure_entree']),
    c('named-after', 'la liste de courses', ['todo.liste_de_courses']),
    c('named-after', 'la température dans la chambre de Léa', ['sensor.thermometre_lea_temperature']),
    c('hidden-similar', 'la prise du serveur', 'not-exposed'),
    c('brand', 'le netatmo', ['sensor.home_coach_dioxyde_de_carbone']),
  ],
};

const torino: EvalSuite = {
  home: {
    id: 'torino',
    language: 'it',
    floors: [
      ['terra', 'Piano terra', 0],
      ['primo', 'Primo piano', 1],
    ],
    areas: [
      ['soggiorno', 'Soggiorno', 'terra'],
      ['cucina', 'Cucina', 'terra'],
      ['studio', 'Studio', 'terra'],
      ['ingresso', 'Ingresso', 'terra'],
      ['camera', 'Camera da letto', 'primo'],
      ['camera_marco', 'Camera di Marco', 'primo'],
      ['bagno', 'Bagno', 'primo'],
      ['balcone', 'Balcone', 'primo'],
    ],
    devices: [
      one('soggiorno', 'climate.termostato_soggiorno', 'Termostato Soggiorno', HEAT),
      one('camera', 'climate.condizionatore_camera', 'Condizionatore Camera', SPLIT),
      d(
        'Sensore Soggiorno',
        'soggiorno',
        ['sensor.sensore_soggiorno_temperatura', 'Sensore Soggiorno Temperatura', TEMP],
        ['sensor.sensore_soggiorno_umidita', 'Sensore Soggiorno Umidità', HUM],
      ),
      d(
        'Sensore Camera',
        'camera',
        ['sensor.sensore_camera_temperatura', 'Sensore Camera Temperatura', TEMP],
        ['sensor.sensore_camera_umidita', 'Sensore Camera Umidità', HUM],
      ),
      d(
        'Sensore Bagno',
        'bagno',
        ['sensor.sensore_bagno_temperatura', 'Sensore Bagno Temperatura', TEMP],
        ['sensor.sensore_bagno_umidita', 'Sensore Bagno Umidità', HUM],
      ),
      d(
        'Presa Lavastoviglie',
        'cucina',
        ['switch.presa_lavastoviglie', 'Presa Lavastoviglie', OUTLET],
        ['sensor.presa_lavastoviglie_potenza', 'Presa Lavastoviglie Potenza', POWER],
        ['sensor.presa_lavastoviglie_energia', 'Presa Lavastoviglie Energia', ENERGY],
      ),
      one('bagno', 'switch.stufetta', 'Stufetta', OUTLET),
      one('studio', 'switch.presa_smart', 'Presa Smart', OUTLET),
      one('studio', 'switch.presa_smart_2', 'Presa Smart 2', OUTLET),
      d(
        'Purificatore Studio',
        'studio',
        ['fan.purificatore_studio', 'Purificatore Studio'],
        ['sensor.purificatore_studio_pm2_5', 'Purificatore Studio PM2.5', PM25],
      ),
      one('soggiorno', 'light.lampadario', 'Lampadario'),
      one('soggiorno', 'light.lampada_da_terra', 'Lampada da terra'),
      one('studio', 'light.lampada_scrivania', 'Lampada Scrivania'),
      one('camera_marco', 'light.abat_jour', 'Abat-jour'),
      one('camera', 'binary_sensor.finestra_camera', 'Finestra Camera', WINDOW),
      one('soggiorno', 'media_player.sonos_era_100', 'Sonos Era 100', SPEAKER),
      one('ingresso', 'lock.serratura_ingresso', 'Serratura Ingresso'),
      one('ingresso', 'binary_sensor.porta_ingresso', 'Porta Ingresso', DOOR),
      one('ingresso', 'camera.telecamera_ingresso', 'Telecamera Ingresso', { hidden: true }),
      one('ingresso', 'vacuum.roomba', 'Roomba'),
      d(
        'Stazione meteo',
        'balcone',
        ['sensor.stazione_meteo_temperatura_esterna', 'Stazione meteo Temperatura esterna', TEMP],
        ['sensor.stazione_meteo_umidita_esterna', 'Stazione meteo Umidità esterna', HUM],
      ),
      one('balcone', 'valve.irrigazione_balcone', 'Irrigazione Balcone', WATER),
    ],
    loose: [
      ['weather.forecast_casa', 'Forecast Casa', FORECAST],
      ['todo.cose_da_fare', 'Cose da fare'],
      ['todo.esselunga', 'Esselunga'],
    ],
  },
  cases: [
    c('ordinary', 'temperatura in soggiorno', ['sensor.sensore_soggiorno_temperatura']),
    c('ordinary', 'umidità in bagno', ['sensor.sensore_bagno_umidita']),
    c('ordinary', 'il termostato del soggiorno', ['climate.termostato_soggiorno']),
    c('ordinary', 'il condizionatore', ['climate.condizionatore_camera']),
    c('ordinary', 'la lavastoviglie', ['switch.presa_lavastoviglie']),
    c('ordinary', 'potenza della lavastoviglie', ['sensor.presa_lavastoviglie_potenza']),
    c('ordinary', 'la stufetta', ['switch.stufetta']),
    c('ordinary', 'il purificatore', ['fan.purificatore_studio']),
    c('ordinary', 'le previsioni del tempo', ['weather.forecast_casa']),
    c('ordinary', 'la finestra della camera è aperta', ['binary_sensor.finestra_camera']),
    c('ordinary', 'umidità esterna', ['sensor.stazione_meteo_umidita_esterna']),
    c('ordinary', 'il lampadario', ['light.lampadario']),
    c('ordinary', 'energia della lavastoviglie', ['sensor.presa_lavastoviglie_energia']),
    c('ordinary', 'la lampada della scrivania', ['light.lampada_scrivania']),
    c('ask-one', 'la presa dello studio', { ask: ['switch.presa_smart', 'switch.presa_smart_2'] }),
    c('ask-one', 'entrambe le prese dello studio', ['switch.presa_smart', 'switch.presa_smart_2']),
    c('name-wins', 'la lampada da terra del soggiorno', ['light.lampada_da_terra']),
    c('activity', 'quanto fa caldo fuori', ['sensor.stazione_meteo_temperatura_esterna']),
    c('activity', 'musica in soggiorno', ['media_player.sonos_era_100']),
    c('device-sensor', "la porta d'ingresso è aperta", ['binary_sensor.porta_ingresso']),
    c('device-sensor', "chiudi a chiave la porta d'ingresso", ['lock.serratura_ingresso']),
    c('named-after', 'la lista della spesa', ['todo.esselunga']),
    c('named-after', 'la luce in camera di Marco', ['light.abat_jour']),
    c('hidden-similar', "la telecamera dell'ingresso", 'not-exposed'),
    c('brand', 'il rumba', ['vacuum.roomba']),
  ],
};

export const HOMES_A: readonly EvalSuite[] = [ashgrove, kassel, zaragoza, rennes, torino];
