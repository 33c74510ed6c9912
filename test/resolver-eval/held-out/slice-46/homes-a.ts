// Unseen slice: do not read while changing the resolver.
// Slice 46, homes 1–5: a Georgia home (US South), a Bavarian home, an Argentinian home, a Belgian
// (Walloon) home and a Sicilian home. Each mixes regional words for rooms and things with media and
// lights said by brand or product line; the phrase is passed alone, as a model passes it when unsure.
import { c, type EvalEntity, type EvalSuite } from '../../eval-home.js';
import { one } from '../one-device.js';

type Options = NonNullable<EvalEntity[2]>;

export const TV: Options = { deviceClass: 'tv' };
export const SPEAKER: Options = { deviceClass: 'speaker' };
export const RECEIVER: Options = { deviceClass: 'receiver' };
export const DOOR: Options = { deviceClass: 'door' };
export const WATER: Options = { deviceClass: 'water' };

/** A climate entity with the modes its integration offers (what makes it a heater or an air conditioner). */
export function hvac(modes: string[], unit = '°C'): Options {
  return { attributes: { hvac_modes: modes, temperature_unit: unit } };
}

export function measure(deviceClass: string, unit: string, hidden = false): Options {
  return {
    deviceClass,
    attributes: { unit_of_measurement: unit, state_class: 'measurement' },
    ...(hidden ? { hidden } : {}),
  };
}

export function cover(deviceClass: string): Options {
  return { deviceClass };
}

/** A loose to-do list, as the Local To-do or Shopping List integration creates it. */
export function list(id: string, name: string): EvalEntity {
  return [id, name, { attributes: { supported_features: 15 } }];
}

const AC_MODES = ['off', 'heat', 'cool', 'heat_cool', 'fan_only'];

// Georgia (US South): den, front room, bonus room, "the air" for the AC, Meemaw's room.
export const savannah: EvalSuite = {
  home: {
    id: 'slice46_savannah',
    language: 'en',
    floors: [
      ['downstairs', 'Downstairs', 0],
      ['upstairs', 'Upstairs', 1],
    ],
    areas: [
      ['front_room', 'Front Room', 'downstairs'],
      ['den', 'Den', 'downstairs'],
      ['kitchen', 'Kitchen', 'downstairs'],
      ['front_porch', 'Front Porch', 'downstairs'],
      ['back_porch', 'Back Porch', 'downstairs'],
      ['garage', 'Garage', 'downstairs'],
      ['meemaw', "Meemaw's Room", 'downstairs'],
      ['primary', 'Master Bedroom', 'upstairs'],
      ['bonus', 'Bonus Room', 'upstairs'],
      ['front_yard', 'Front Yard', null],
      ['back_yard', 'Back Yard', null],
    ],
    devices: [
      one('front_room', 'light.front_room_lamp', 'Front Room Lamp'),
      one('den', 'light.den_lamp', 'Den Lamp'),
      {
        name: 'Den Ceiling Fan',
        area: 'den',
        entities: [
          ['fan.den_ceiling_fan', 'Den Ceiling Fan'],
          ['light.den_ceiling_fan_light', 'Den Ceiling Fan Light'],
        ],
      },
      one('den', 'media_player.den_roku_tv', 'Den Roku TV', TV),
      one('den', 'media_player.sonos_beam', 'Sonos Beam', SPEAKER),
      one('den', 'sensor.den_humidity', 'Den Humidity', measure('humidity', '%')),
      one('den', 'vacuum.roomba', 'Roomba'),
      one('den', 'climate.downstairs', 'Downstairs Thermostat', hvac(AC_MODES, '°F')),
      one('kitchen', 'light.kitchen_lights', 'Kitchen Lights'),
      one('kitchen', 'light.govee_under_cabinet', 'Govee Under Cabinet'),
      one('front_porch', 'light.front_porch_light', 'Front Porch Light'),
      one('front_porch', 'lock.front_door', 'Front Door Lock'),
      one('front_porch', 'binary_sensor.front_door', 'Front Door Sensor', DOOR),
      one('back_porch', 'fan.back_porch_fan', 'Back Porch Fan'),
      one('back_porch', 'light.string_lights', 'String Lights'),
      one('back_porch', 'media_player.porch_speaker', 'Porch Speaker', SPEAKER),
      one('garage', 'cover.garage_door', 'Garage Door', cover('garage')),
      one('meemaw', 'light.meemaw_bedside_lamp', 'Bedside Lamp'),
      one('primary', 'light.primary_bedside_lamp', 'Bedside Lamp'),
      one('primary', 'fan.primary_ceiling_fan', 'Master Bedroom Ceiling Fan'),
      one('primary', 'media_player.bedroom_echo', 'Bedroom Echo', { ...SPEAKER, hidden: true }),
      one('bonus', 'media_player.xbox', 'Xbox'),
      one('bonus', 'media_player.bonus_room_tv', 'Bonus Room TV', TV),
      one('bonus', 'light.wled_bonus_room', 'WLED Bonus Room'),
      one('bonus', 'climate.upstairs', 'Upstairs Thermostat', hvac(AC_MODES, '°F')),
      one('front_yard', 'valve.front_yard_sprinklers', 'Front Yard Sprinklers', WATER),
      one('back_yard', 'valve.back_yard_sprinklers', 'Back Yard Sprinklers', WATER),
    ],
    loose: [
      list('todo.shopping_list', 'Shopping List'),
      list('todo.piggly_wiggly', 'Piggly Wiggly'),
      ['weather.forecast_home', 'Forecast Home'],
    ],
  },
  cases: [
    c('ordinary', 'the den lamp', ['light.den_lamp']),
    c('ordinary', 'front room lamp', ['light.front_room_lamp']),
    c('ordinary', 'the ceiling fan in the den', ['fan.den_ceiling_fan']),
    c('ordinary', 'the fan on the back porch', ['fan.back_porch_fan']),
    c('ordinary', 'garage door', ['cover.garage_door']),
    c('ordinary', 'the downstairs thermostat', ['climate.downstairs']),
    c('ordinary', 'the air upstairs', ['climate.upstairs']),
    c('ordinary', 'bonus room TV', ['media_player.bonus_room_tv']),
    c('ordinary', 'the string lights', ['light.string_lights']),
    c('ordinary', 'the TV in the den', ['media_player.den_roku_tv']),
    c('ordinary', 'ceiling fan in the master bedroom', ['fan.primary_ceiling_fan']),
    c('ordinary', 'sprinklers in the front yard', ['valve.front_yard_sprinklers']),
    c('ordinary', 'the Sonos Beam', ['media_player.sonos_beam']),
    c('ordinary', 'the shopping list', ['todo.shopping_list']),
    c('name-wins', 'the ceiling fan light in the den', ['light.den_ceiling_fan_light']),
    c('ask-one', 'the bedside lamp', {
      ask: ['light.meemaw_bedside_lamp', 'light.primary_bedside_lamp'],
    }),
    c('activity', 'how hot is it outside', ['weather.forecast_home']),
    c('device-sensor', 'is the front door open', ['binary_sensor.front_door']),
    c('device-sensor', 'lock the front door', ['lock.front_door']),
    c('named-after', 'the Piggly Wiggly list', ['todo.piggly_wiggly']),
    c('named-after', "Meemaw's lamp", ['light.meemaw_bedside_lamp']),
    c('hidden-similar', 'the Echo', 'not-exposed'),
    c('brand', 'the Roku', ['media_player.den_roku_tv']),
    c('brand', 'the Govee lights', ['light.govee_under_cabinet']),
  ],
};

// Bavaria (Rosenheim): Stube, Kuchl, Hausgang, "die Haustüre absperren", the lawn "sprengen".
export const rosenheim: EvalSuite = {
  home: {
    id: 'slice46_rosenheim',
    language: 'de',
    floors: [
      ['eg', 'Erdgeschoss', 0],
      ['og', 'Obergeschoss', 1],
      ['keller', 'Keller', -1],
    ],
    areas: [
      ['stube', 'Stube', 'eg'],
      ['kuchl', 'Kuchl', 'eg'],
      ['hausgang', 'Hausgang', 'eg'],
      ['garage', 'Garage', 'eg'],
      ['bad', 'Bad', 'og'],
      ['schlafzimmer', 'Schlafzimmer', 'og'],
      ['vroni', 'Vronis Zimmer', 'og'],
      ['hobbyraum', 'Hobbyraum', 'keller'],
      ['garten', 'Garten', null],
    ],
    devices: [
      one('stube', 'light.stube_deckenlampe', 'Deckenlampe Stube'),
      one('stube', 'light.hue_go', 'Hue Go'),
      one('stube', 'light.hue_lightstrip', 'Hue Lightstrip'),
      one('stube', 'media_player.samsung_frame', 'Samsung The Frame', TV),
      one('stube', 'media_player.sonos_arc', 'Sonos Arc', SPEAKER),
      one('stube', 'cover.rollo_stube', 'Rollo Stube', cover('shutter')),
      one('stube', 'vacuum.roborock', 'Roborock S7'),
      one('kuchl', 'light.kuchl', 'Kuchl Licht'),
      one('kuchl', 'switch.kaffeemaschine', 'Kaffeemaschine'),
      one('hausgang', 'light.hausgang', 'Licht Hausgang'),
      {
        name: 'Haustür',
        area: 'hausgang',
        entities: [
          ['lock.haustuer', 'Haustür'],
          ['binary_sensor.haustuer_kontakt', 'Haustür Kontakt', DOOR],
        ],
      },
      one('garage', 'cover.garagentor', 'Garagentor', cover('garage')),
      one('bad', 'climate.bad', 'Heizung Bad', hvac(['off', 'heat'])),
      one('bad', 'sensor.bad_luftfeuchte', 'Luftfeuchtigkeit Bad', measure('humidity', '%')),
      one('schlafzimmer', 'light.schlafzimmer_leselampe', 'Leselampe'),
      one('schlafzimmer', 'cover.rollo_schlafzimmer', 'Rollo Schlafzimmer', cover('shutter')),
      one('schlafzimmer', 'media_player.echo_schlafzimmer', 'Echo Schlafzimmer', {
        ...SPEAKER,
        hidden: true,
      }),
      one('vroni', 'light.vroni_leselampe', 'Leselampe'),
      one('hobbyraum', 'light.wled_hobbyraum', 'WLED Hobbyraum'),
      one('hobbyraum', 'media_player.denon', 'Denon AVR-X2700H', RECEIVER),
      one('hobbyraum', 'media_player.ps5', 'PlayStation 5'),
      one('garten', 'valve.rasensprenger', 'Rasensprenger', WATER),
      one('garten', 'sensor.garten_temperatur', 'Temperatur Garten', measure('temperature', '°C')),
    ],
    loose: [list('todo.einkaufsliste', 'Einkaufsliste'), list('todo.edeka', 'Edeka')],
  },
  cases: [
    c('ordinary', 'Deckenlampe in der Stube', ['light.stube_deckenlampe']),
    c('ordinary', 'das Licht in der Kuchl', ['light.kuchl']),
    c('ordinary', 'die Kaffeemaschine', ['switch.kaffeemaschine']),
    c('ordinary', 'Rollo in der Stube', ['cover.rollo_stube']),
    c('ordinary', 'den Rolladen im Schlafzimmer', ['cover.rollo_schlafzimmer']),
    c('ordinary', 'Licht im Hausgang', ['light.hausgang']),
    c('ordinary', 'die Heizung im Bad', ['climate.bad']),
    c('ordinary', 'Garagentor', ['cover.garagentor']),
    c('ordinary', 'den Fernseher in der Stube', ['media_player.samsung_frame']),
    c('ordinary', 'das Licht im Hobbyraum', ['light.wled_hobbyraum']),
    c('ordinary', 'den Verstärker im Keller', ['media_player.denon']),
    c('ordinary', 'die Einkaufsliste', ['todo.einkaufsliste']),
    c('ordinary', 'die Sonos', ['media_player.sonos_arc']),
    c('ordinary', 'den Saugroboter', ['vacuum.roborock']),
    c('name-wins', 'den Lightstrip in der Stube', ['light.hue_lightstrip']),
    c('ask-one', 'die Leselampe', {
      ask: ['light.schlafzimmer_leselampe', 'light.vroni_leselampe'],
    }),
    c('ask-one', 'alle Rollos', ['cover.rollo_stube', 'cover.rollo_schlafzimmer']),
    c('activity', 'wie warm ist es draußen', ['sensor.garten_temperatur']),
    c('activity', 'den Rasen sprengen', ['valve.rasensprenger']),
    c('device-sensor', 'ist die Haustüre offen', ['binary_sensor.haustuer_kontakt']),
    c('device-sensor', 'die Haustüre absperren', ['lock.haustuer']),
    c('named-after', 'die Edeka-Liste', ['todo.edeka']),
    c('hidden-similar', 'das Echo im Schlafzimmer', 'not-exposed'),
    c('brand', 'den Denon', ['media_player.denon']),
  ],
};

// Argentina (Rosario): living, quincho, pieza, velador, pava, pileta, "la Play", voseo.
export const rosario: EvalSuite = {
  home: {
    id: 'slice46_rosario',
    language: 'es',
    floors: [
      ['pb', 'Planta baja', 0],
      ['pa', 'Planta alta', 1],
    ],
    areas: [
      ['living', 'Living', 'pb'],
      ['cocina', 'Cocina', 'pb'],
      ['quincho', 'Quincho', 'pb'],
      ['entrada', 'Entrada', 'pb'],
      ['cochera', 'Cochera', 'pb'],
      ['dormitorio', 'Dormitorio principal', 'pa'],
      ['sofi', 'Pieza de Sofi', 'pa'],
      ['patio', 'Patio', null],
      ['pileta', 'Pileta', null],
    ],
    devices: [
      one('living', 'light.luz_living', 'Luz living'),
      one('living', 'light.velador_living', 'Velador living'),
      one('living', 'media_player.tv_living', 'Smart TV Philips', TV),
      one('living', 'media_player.chromecast', 'Chromecast living'),
      one('living', 'climate.aire_living', 'Aire living', hvac(['off', 'cool', 'heat', 'dry', 'fan_only'])),
      one('living', 'vacuum.robot', 'Robot aspiradora'),
      one('cocina', 'light.cocina', 'Luz cocina'),
      one('cocina', 'switch.pava', 'Pava eléctrica'),
      one('cocina', 'media_player.nest_cocina', 'Nest Mini cocina', { ...SPEAKER, hidden: true }),
      one('quincho', 'light.guirnalda', 'Guirnalda quincho'),
      one('quincho', 'light.govee_quincho', 'Govee quincho'),
      one('quincho', 'media_player.parlante_jbl', 'Parlante JBL', SPEAKER),
      one('entrada', 'lock.puerta_entrada', 'Puerta de entrada'),
      one('entrada', 'binary_sensor.puerta_entrada', 'Sensor puerta de entrada', DOOR),
      one('cochera', 'cover.porton', 'Portón cochera', cover('garage')),
      one('dormitorio', 'light.velador_dormitorio', 'Velador'),
      one(
        'dormitorio',
        'climate.aire_dormitorio',
        'Aire dormitorio',
        hvac(['off', 'cool', 'heat', 'dry', 'fan_only']),
      ),
      one('dormitorio', 'cover.persiana_dormitorio', 'Persiana dormitorio', cover('shutter')),
      one('sofi', 'light.velador_sofi', 'Velador'),
      one('sofi', 'light.wled_sofi', 'WLED Sofi'),
      one('sofi', 'media_player.ps5', 'PlayStation 5'),
      one('patio', 'valve.riego_patio', 'Riego patio', WATER),
      one('patio', 'sensor.temperatura_patio', 'Temperatura patio', measure('temperature', '°C')),
      one('pileta', 'switch.bomba_pileta', 'Bomba pileta'),
    ],
    loose: [list('todo.lista_de_compras', 'Lista de compras'), list('todo.coto', 'Coto')],
  },
  cases: [
    c('ordinary', 'el velador del living', ['light.velador_living']),
    c('ordinary', 'el aire del living', ['climate.aire_living']),
    c('ordinary', 'la persiana del dormitorio', ['cover.persiana_dormitorio']),
    c('ordinary', 'la bomba de la pileta', ['switch.bomba_pileta']),
    c('ordinary', 'la pava', ['switch.pava']),
    c('ordinary', 'el portón de la cochera', ['cover.porton']),
    c('ordinary', 'la tele del living', ['media_player.tv_living']),
    c('ordinary', 'la luz de la cocina', ['light.cocina']),
    c('ordinary', 'la guirnalda del quincho', ['light.guirnalda']),
    c('ordinary', 'el parlante del quincho', ['media_player.parlante_jbl']),
    c('ordinary', 'el aire del dormitorio', ['climate.aire_dormitorio']),
    c('ordinary', 'la lista de compras', ['todo.lista_de_compras']),
    c('ordinary', 'el robot aspiradora', ['vacuum.robot']),
    c('name-wins', 'la luz del living', ['light.luz_living']),
    c('ask-one', 'el velador', {
      ask: ['light.velador_living', 'light.velador_dormitorio', 'light.velador_sofi'],
    }),
    c('activity', 'regar el patio', ['valve.riego_patio']),
    c('activity', 'qué calor hace afuera', ['sensor.temperatura_patio']),
    c('device-sensor', 'está abierta la puerta de entrada', ['binary_sensor.puerta_entrada']),
    c('device-sensor', 'cerrá con llave la puerta de entrada', ['lock.puerta_entrada']),
    c('named-after', 'la lista del Coto', ['todo.coto']),
    c('named-after', 'el velador de Sofi', ['light.velador_sofi']),
    c('hidden-similar', 'el Nest de la cocina', 'not-exposed'),
    c('brand', 'la Play', ['media_player.ps5']),
    c('brand', 'las luces Govee', ['light.govee_quincho']),
  ],
};

// Wallonia (Namur): living, percolateur, "passer la loque" for mopping, Proximus decoder, Delhaize.
export const namur: EvalSuite = {
  home: {
    id: 'slice46_namur',
    language: 'fr',
    floors: [
      ['rez', 'Rez-de-chaussée', 0],
      ['etage', 'Étage', 1],
    ],
    areas: [
      ['living', 'Living', 'rez'],
      ['cuisine', 'Cuisine', 'rez'],
      ['veranda', 'Véranda', 'rez'],
      ['hall', "Hall d'entrée", 'rez'],
      ['garage', 'Garage', 'rez'],
      ['sdb', 'Salle de bain', 'etage'],
      ['parents', 'Chambre parents', 'etage'],
      ['louise', 'Chambre de Louise', 'etage'],
      ['bureau', 'Bureau', 'etage'],
      ['jardin', 'Jardin', null],
    ],
    devices: [
      one('living', 'light.plafonnier_living', 'Plafonnier living'),
      one('living', 'light.hue_play_gauche', 'Hue Play gauche'),
      one('living', 'light.hue_play_droite', 'Hue Play droite'),
      one('living', 'media_player.tv_lg', 'TV LG OLED', TV),
      one('living', 'media_player.bose', 'Bose Smart Soundbar', SPEAKER),
      one('living', 'media_player.pickx', 'Décodeur Pickx'),
      one('living', 'climate.chauffage_living', 'Chauffage living', hvac(['off', 'heat', 'auto'])),
      one('living', 'vacuum.roborock', 'Roborock S8'),
      one('cuisine', 'light.spots_cuisine', 'Spots cuisine'),
      one('cuisine', 'switch.percolateur', 'Percolateur'),
      one('veranda', 'light.lampe_veranda', 'Lampe véranda'),
      one('veranda', 'cover.store_veranda', 'Store véranda', cover('awning')),
      {
        name: "Porte d'entrée",
        area: 'hall',
        entities: [
          ['lock.porte_entree', "Porte d'entrée"],
          ['binary_sensor.porte_entree_contact', "Contact porte d'entrée", DOOR],
        ],
      },
      one('garage', 'cover.porte_garage', 'Porte de garage', cover('garage')),
      one('sdb', 'sensor.humidite_sdb', 'Humidité salle de bain', measure('humidity', '%')),
      one('parents', 'light.chevet_parents', 'Lampe de chevet'),
      one('parents', 'cover.volet_parents', 'Volet chambre', cover('shutter')),
      one('louise', 'light.chevet_louise', 'Lampe de chevet'),
      one('louise', 'cover.volet_louise', 'Volet Louise', cover('shutter')),
      one('bureau', 'media_player.google_home_bureau', 'Google Home bureau', {
        ...SPEAKER,
        hidden: true,
      }),
      one('bureau', 'media_player.sonos_bureau', 'Sonos One', SPEAKER),
      one('jardin', 'valve.arrosage_potager', 'Arrosage potager', WATER),
    ],
    loose: [
      list('todo.liste_de_courses', 'Liste de courses'),
      list('todo.delhaize', 'Delhaize'),
      ['weather.forecast_maison', 'Forecast Maison'],
    ],
  },
  cases: [
    c('ordinary', 'le plafonnier du living', ['light.plafonnier_living']),
    c('ordinary', 'le percolateur', ['switch.percolateur']),
    c('ordinary', 'la lampe de la véranda', ['light.lampe_veranda']),
    c('ordinary', 'le store de la véranda', ['cover.store_veranda']),
    c('ordinary', 'le chauffage du living', ['climate.chauffage_living']),
    c('ordinary', 'la télé du living', ['media_player.tv_lg']),
    c('ordinary', 'les spots de la cuisine', ['light.spots_cuisine']),
    c('ordinary', 'la porte de garage', ['cover.porte_garage']),
    c('ordinary', 'le volet de la chambre des parents', ['cover.volet_parents']),
    c('ordinary', 'le décodeur', ['media_player.pickx']),
    c('ordinary', 'la Hue Play gauche', ['light.hue_play_gauche']),
    c('ordinary', 'la liste de courses', ['todo.liste_de_courses']),
    c('ordinary', 'la barre de son', ['media_player.bose']),
    c('ask-one', 'la lampe de chevet', { ask: ['light.chevet_parents', 'light.chevet_louise'] }),
    c('ask-one', 'la Hue Play', { ask: ['light.hue_play_gauche', 'light.hue_play_droite'] }),
    c('activity', 'passer la loque dans la cuisine', ['vacuum.roborock']),
    c('activity', 'arroser le potager', ['valve.arrosage_potager']),
    c('activity', 'il fait combien dehors', ['weather.forecast_maison']),
    c('device-sensor', "la porte d'entrée est ouverte ?", ['binary_sensor.porte_entree_contact']),
    c('device-sensor', "déverrouille la porte d'entrée", ['lock.porte_entree']),
    c('named-after', 'la liste Delhaize', ['todo.delhaize']),
    c('hidden-similar', 'le Google Home', 'not-exposed'),
    c('hidden-similar', "l'enceinte du bureau", ['media_player.sonos_bureau']),
    c('brand', 'la LG', ['media_player.tv_lg']),
  ],
};

// Sicily (Catania): salone, magazzino with its serranda, scaldabagno, Nonna Pina's room, Despar.
export const catania: EvalSuite = {
  home: {
    id: 'slice46_catania',
    language: 'it',
    floors: [
      ['pt', 'Piano terra', 0],
      ['pp', 'Primo piano', 1],
    ],
    areas: [
      ['salone', 'Salone', 'pt'],
      ['cucina', 'Cucina', 'pt'],
      ['ingresso', 'Ingresso', 'pt'],
      ['magazzino', 'Magazzino', 'pt'],
      ['nonna', 'Camera di Nonna Pina', 'pt'],
      ['camera', 'Camera da letto', 'pp'],
      ['cameretta', 'Cameretta', 'pp'],
      ['bagno', 'Bagno', 'pp'],
      ['terrazza', 'Terrazza', 'pp'],
    ],
    devices: [
      one('salone', 'light.lampadario_salone', 'Lampadario salone'),
      one('salone', 'light.piantana', 'Piantana'),
      one('salone', 'media_player.tv_samsung', 'Samsung TV salone', TV),
      one('salone', 'media_player.soundbar_sony', 'Soundbar Sony', SPEAKER),
      one(
        'salone',
        'climate.condizionatore_salone',
        'Condizionatore salone',
        hvac(['off', 'cool', 'heat', 'dry', 'fan_only']),
      ),
      one('salone', 'vacuum.roomba', 'Roomba'),
      one('cucina', 'light.cucina', 'Luce cucina'),
      one('cucina', 'switch.macchinetta', 'Macchinetta caffè'),
      one('cucina', 'media_player.echo_cucina', 'Echo Dot cucina', { ...SPEAKER, hidden: true }),
      one('ingresso', 'lock.portone', 'Serratura portone'),
      one('ingresso', 'binary_sensor.portone', 'Sensore portone', DOOR),
      one('magazzino', 'cover.serranda', 'Serranda magazzino', cover('garage')),
      one('nonna', 'light.abatjour_nonna', 'Abat-jour'),
      one('camera', 'light.abatjour_camera', 'Abat-jour'),
      one(
        'camera',
        'climate.condizionatore_camera',
        'Condizionatore camera',
        hvac(['off', 'cool', 'heat', 'dry', 'fan_only']),
      ),
      one('camera', 'cover.tapparella_camera', 'Tapparella camera', cover('shutter')),
      one('cameretta', 'light.govee_cameretta', 'Govee cameretta'),
      one('cameretta', 'media_player.fire_tv', 'Fire TV Stick'),
      one('bagno', 'water_heater.scaldabagno', 'Scaldabagno', {
        attributes: { operation_list: ['eco', 'electric', 'off'], min_temp: 40, max_temp: 75 },
      }),
      one('terrazza', 'light.luci_terrazza', 'Luci terrazza'),
      one('terrazza', 'valve.irrigazione_piante', 'Irrigazione piante', WATER),
      one('terrazza', 'sensor.temperatura_terrazza', 'Temperatura terrazza', measure('temperature', '°C')),
    ],
    loose: [list('todo.lista_spesa', 'Lista della spesa'), list('todo.despar', 'Despar')],
  },
  cases: [
    c('ordinary', 'il lampadario del salone', ['light.lampadario_salone']),
    c('ordinary', 'la piantana', ['light.piantana']),
    c('ordinary', 'la luce della cucina', ['light.cucina']),
    c('ordinary', 'la macchinetta del caffè', ['switch.macchinetta']),
    c('ordinary', 'il condizionatore del salone', ['climate.condizionatore_salone']),
    c('ordinary', 'la tapparella della camera', ['cover.tapparella_camera']),
    c('ordinary', 'la serranda del magazzino', ['cover.serranda']),
    c('ordinary', 'le luci della terrazza', ['light.luci_terrazza']),
    c('ordinary', 'lo scaldabagno', ['water_heater.scaldabagno']),
    c('ordinary', 'la televisione del salone', ['media_player.tv_samsung']),
    c('ordinary', 'il condizionatore della camera da letto', ['climate.condizionatore_camera']),
    c('ordinary', 'la lista della spesa', ['todo.lista_spesa']),
    c('ordinary', 'il Roomba', ['vacuum.roomba']),
    c('ordinary', 'la Fire TV', ['media_player.fire_tv']),
    c('name-wins', 'la piantana del salone', ['light.piantana']),
    c('ask-one', "l'abat-jour", { ask: ['light.abatjour_nonna', 'light.abatjour_camera'] }),
    c('ask-one', 'tutti e due i condizionatori', [
      'climate.condizionatore_salone',
      'climate.condizionatore_camera',
    ]),
    c('activity', 'annaffiare le piante', ['valve.irrigazione_piante']),
    c('activity', 'quanto fa caldo fuori', ['sensor.temperatura_terrazza']),
    c('device-sensor', 'il portone è aperto?', ['binary_sensor.portone']),
    c('named-after', 'la lista del Despar', ['todo.despar']),
    c('named-after', "l'abat-jour di nonna Pina", ['light.abatjour_nonna']),
    c('hidden-similar', "l'Echo Dot", 'not-exposed'),
    c('brand', 'la Sony', ['media_player.soundbar_sony']),
  ],
};
