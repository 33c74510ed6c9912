// Unseen slice: do not read while changing the resolver.
// Slice 25, homes in Dutch, Portuguese, Polish and Swedish: default integration names (Hue, Shelly, Aqara,
// IKEA, Sonos, Plugwise, Danfoss, Daikin, Husqvarna, iRobot, Roborock, Xiaomi) beside names the household
// gave in its own language.
import { c, type EvalEntity, type EvalSuite } from '../../eval-home.js';
import { one } from '../one-device.js';
type Options = EvalEntity[2];
const temperature: Options = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};
const humidity: Options = {
  deviceClass: 'humidity',
  attributes: { unit_of_measurement: '%', state_class: 'measurement' },
};
const battery: Options = {
  deviceClass: 'battery',
  category: 'diagnostic',
  attributes: { unit_of_measurement: '%' },
};
const speaker: Options = { deviceClass: 'speaker' };
const tv: Options = { deviceClass: 'tv' };
const water: Options = { deviceClass: 'water' };
const radiator: Options = { attributes: { hvac_modes: ['off', 'heat', 'auto'], min_temp: 5, max_temp: 30 } };
const weather: Options = { attributes: { temperature: 14, humidity: 70, temperature_unit: '°C' } };

/** An Aqara (or other Zigbee) contact sensor as ZHA leaves it: the contact and its battery. */
function contact(area: string, id: string, name: string, deviceClass: string) {
  return {
    name,
    area,
    entities: [
      [`binary_sensor.${id}`, name, { deviceClass }] as EvalEntity,
      [`sensor.${id}_battery`, `${name} Battery`, battery] as EvalEntity,
    ],
  };
}

/** A temperature and humidity sensor (Aqara, Xiaomi, SwitchBot) with its two readings. */
function climateSensor(area: string, id: string, name: string, words: [string, string]) {
  return {
    name,
    area,
    entities: [
      [`sensor.${id}_temperature`, `${name} ${words[0]}`, temperature] as EvalEntity,
      [`sensor.${id}_humidity`, `${name} ${words[1]}`, humidity] as EvalEntity,
    ],
  };
}

const beukenlaan: EvalSuite = {
  home: {
    id: 's25_beukenlaan',
    language: 'nl',
    floors: [
      ['begane_grond', 'Begane grond', 0],
      ['eerste_verdieping', 'Eerste verdieping', 1],
      ['zolder', 'Zolder', 2],
    ],
    areas: [
      ['woonkamer', 'Woonkamer', 'begane_grond'],
      ['keuken', 'Keuken', 'begane_grond'],
      ['hal', 'Hal', 'begane_grond'],
      ['slaapkamer', 'Slaapkamer', 'eerste_verdieping'],
      ['sem', 'Sem', 'eerste_verdieping'],
      ['badkamer', 'Badkamer', 'eerste_verdieping'],
      ['zolderkamer', 'Zolder', 'zolder'],
      ['tuin', 'Tuin', null],
    ],
    devices: [
      one('woonkamer', 'light.hue_color_lamp_1', 'Hue color lamp 1'),
      one('woonkamer', 'light.hue_color_lamp_2', 'Hue color lamp 2'),
      one('woonkamer', 'light.hue_color_lamp_3', 'Hue color lamp 3'),
      one('woonkamer', 'media_player.woonkamer', 'Woonkamer', speaker),
      one('woonkamer', 'media_player.philips_55oled806', 'Philips 55OLED806', tv),
      {
        name: 'Anna',
        area: 'woonkamer',
        entities: [
          [
            'climate.anna',
            'Anna',
            { attributes: { hvac_modes: ['heat', 'auto'], min_temp: 4, max_temp: 30 } },
          ],
          ['sensor.anna_temperature', 'Anna Temperature', temperature],
        ],
      },
      one('woonkamer', 'vacuum.roborock_q_revo', 'Roborock Q Revo'),
      one('keuken', 'light.hue_white_lamp_1', 'Hue white lamp 1'),
      one('keuken', 'light.aanrecht', 'Aanrecht'),
      one('keuken', 'switch.shelly_plug_s', 'Shelly Plug S'),
      one('hal', 'lock.voordeur', 'Voordeur'),
      contact('hal', 'voordeur_sensor', 'Voordeur sensor', 'door'),
      one('slaapkamer', 'light.hue_ambiance_lamp_1', 'Hue ambiance lamp 1'),
      one('slaapkamer', 'cover.rolluik', 'Rolluik', { deviceClass: 'shutter' }),
      one('slaapkamer', 'media_player.slaapkamer', 'Slaapkamer', { ...speaker, hidden: true }),
      one('sem', 'light.tradfri_bulb', 'TRADFRI bulb'),
      climateSensor(
        'badkamer',
        'aqara_temperature_and_humidity_sensor',
        'Aqara Temperature and Humidity Sensor',
        ['Temperatuur', 'Luchtvochtigheid'],
      ),
      one('zolderkamer', 'light.zolderlamp', 'Zolderlamp'),
      one('zolderkamer', 'switch.wasmachine', 'Wasmachine'),
      one('zolderkamer', 'switch.droger', 'Droger'),
      one('tuin', 'light.tuinverlichting', 'Tuinverlichting'),
      one('tuin', 'valve.tuinsproeier', 'Tuinsproeier', water),
    ],
    loose: [
      ['todo.boodschappenlijst', 'Boodschappenlijst'],
      ['todo.albert_heijn', 'Albert Heijn'],
      ['weather.forecast_thuis', 'Forecast Thuis', weather],
    ],
  },
  cases: [
    c('ordinary', 'de thermostaat', ['climate.anna']),
    c('ordinary', 'de verwarming', ['climate.anna']),
    c('ordinary', 'de tv in de woonkamer', ['media_player.philips_55oled806']),
    c('ordinary', 'de stekker in de keuken', ['switch.shelly_plug_s']),
    c('ordinary', 'het rolluik in de slaapkamer', ['cover.rolluik']),
    c('ordinary', 'de lamp in de slaapkamer', ['light.hue_ambiance_lamp_1']),
    c('ordinary', 'de wasmachine', ['switch.wasmachine']),
    c('ordinary', 'de droger', ['switch.droger']),
    c('ordinary', 'het licht op zolder', ['light.zolderlamp']),
    c('ordinary', 'de tuinverlichting', ['light.tuinverlichting']),
    c('ordinary', 'de stofzuiger', ['vacuum.roborock_q_revo']),
    c('ordinary', 'de temperatuur in de badkamer', [
      'sensor.aqara_temperature_and_humidity_sensor_temperature',
    ]),
    c('ordinary', 'de boodschappenlijst', ['todo.boodschappenlijst']),
    c('ordinary', 'de lichten op de eerste verdieping', ['light.hue_ambiance_lamp_1', 'light.tradfri_bulb']),
    c('ask-one', 'de lamp in de woonkamer', {
      ask: ['light.hue_color_lamp_1', 'light.hue_color_lamp_2', 'light.hue_color_lamp_3'],
    }),
    c('ask-one', 'alle lampen in de woonkamer', [
      'light.hue_color_lamp_1',
      'light.hue_color_lamp_2',
      'light.hue_color_lamp_3',
    ]),
    c('name-wins', 'de aanrechtverlichting in de keuken', ['light.aanrecht']),
    c('activity', 'muziek in de woonkamer', ['media_player.woonkamer']),
    c('activity', 'hoe warm is het buiten', ['weather.forecast_thuis']),
    c('activity', 'de tuin besproeien', ['valve.tuinsproeier']),
    c('device-sensor', 'staat de voordeur open', ['binary_sensor.voordeur_sensor']),
    c('device-sensor', 'is de voordeur op slot', ['lock.voordeur']),
    c('named-after', 'de Albert Heijn lijst', ['todo.albert_heijn']),
    c('named-after', 'het licht op de kamer van Sem', ['light.tradfri_bulb']),
    c('hidden-similar', 'de speaker in de slaapkamer', 'not-exposed'),
  ],
};

const pinhal: EvalSuite = {
  home: {
    id: 's25_pinhal',
    language: 'pt',
    floors: [
      ['res_do_chao', 'Rés-do-chão', 0],
      ['primeiro_andar', 'Primeiro andar', 1],
    ],
    areas: [
      ['sala', 'Sala de estar', 'res_do_chao'],
      ['cozinha', 'Cozinha', 'res_do_chao'],
      ['hall', 'Hall de entrada', 'res_do_chao'],
      ['escritorio', 'Escritório', 'res_do_chao'],
      ['garagem', 'Garagem', 'res_do_chao'],
      ['quarto', 'Quarto principal', 'primeiro_andar'],
      ['ines', 'Inês', 'primeiro_andar'],
      ['casa_de_banho', 'Casa de banho', 'primeiro_andar'],
      ['varanda', 'Varanda', null],
    ],
    devices: [
      one('sala', 'light.hue_color_lamp_1', 'Hue color lamp 1'),
      one('sala', 'light.candeeiro_de_pe', 'Candeeiro de pé'),
      one('sala', 'media_player.nest_mini', 'Nest Mini', speaker),
      one('sala', 'media_player.samsung_q80_series_55', 'Samsung Q80 Series (55)', tv),
      one('sala', 'climate.ar_condicionado', 'Ar condicionado', {
        attributes: { hvac_modes: ['off', 'heat', 'cool', 'dry', 'fan_only', 'heat_cool'] },
      }),
      one('sala', 'vacuum.roomba_combo_j7', 'Roomba Combo j7+'),
      one('cozinha', 'light.luz_cozinha', 'Luz cozinha'),
      one('cozinha', 'switch.shelly_plug_s', 'Shelly Plug S'),
      one('hall', 'lock.porta_da_rua', 'Porta da rua'),
      contact('hall', 'porta_da_rua_sensor', 'Porta da rua sensor', 'door'),
      one('escritorio', 'light.hue_go', 'Hue go'),
      one('escritorio', 'light.candeeiro_secretaria', 'Candeeiro secretária'),
      one('garagem', 'cover.portao_da_garagem', 'Portão da garagem', { deviceClass: 'garage' }),
      one('garagem', 'light.luz_garagem', 'Luz garagem', { hidden: true }),
      one('quarto', 'light.hue_white_lamp_1', 'Hue white lamp 1'),
      one('quarto', 'light.hue_white_lamp_2', 'Hue white lamp 2'),
      one('quarto', 'cover.estore_quarto', 'Estore quarto', { deviceClass: 'shutter' }),
      one('ines', 'light.tradfri_bulb', 'TRADFRI bulb'),
      one('casa_de_banho', 'switch.toalheiro', 'Toalheiro'),
      climateSensor(
        'casa_de_banho',
        'aqara_temperature_and_humidity_sensor',
        'Aqara Temperature and Humidity Sensor',
        ['Temperatura', 'Humidade'],
      ),
      one('varanda', 'light.luz_varanda', 'Luz varanda'),
      one('varanda', 'valve.rega_varanda', 'Rega varanda', water),
    ],
    loose: [
      ['todo.lista_de_compras', 'Lista de compras'],
      ['todo.continente', 'Continente'],
      ['weather.forecast_casa', 'Forecast Casa', weather],
    ],
  },
  cases: [
    c('ordinary', 'a luz da cozinha', ['light.luz_cozinha']),
    c('ordinary', 'a tomada da cozinha', ['switch.shelly_plug_s']),
    c('ordinary', 'a televisão da sala', ['media_player.samsung_q80_series_55']),
    c('ordinary', 'o ar condicionado', ['climate.ar_condicionado']),
    c('ordinary', 'o estore do quarto', ['cover.estore_quarto']),
    c('ordinary', 'o portão da garagem', ['cover.portao_da_garagem']),
    c('ordinary', 'o candeeiro de pé', ['light.candeeiro_de_pe']),
    c('ordinary', 'a luz da varanda', ['light.luz_varanda']),
    c('ordinary', 'o toalheiro', ['switch.toalheiro']),
    c('ordinary', 'a temperatura da casa de banho', [
      'sensor.aqara_temperature_and_humidity_sensor_temperature',
    ]),
    c('ordinary', 'o aspirador', ['vacuum.roomba_combo_j7']),
    c('ordinary', 'a lista de compras', ['todo.lista_de_compras']),
    c('ordinary', 'as luzes do primeiro andar', [
      'light.hue_white_lamp_1',
      'light.hue_white_lamp_2',
      'light.tradfri_bulb',
    ]),
    c('ordinary', 'as luzes do escritório', ['light.hue_go', 'light.candeeiro_secretaria']),
    c('ask-one', 'o candeeiro do quarto', { ask: ['light.hue_white_lamp_1', 'light.hue_white_lamp_2'] }),
    c('ask-one', 'os dois candeeiros do quarto', ['light.hue_white_lamp_1', 'light.hue_white_lamp_2']),
    c('name-wins', 'o candeeiro da secretária no escritório', ['light.candeeiro_secretaria']),
    c('activity', 'música na sala', ['media_player.nest_mini']),
    c('activity', 'que temperatura está lá fora', ['weather.forecast_casa']),
    c('device-sensor', 'a porta da rua está aberta', ['binary_sensor.porta_da_rua_sensor']),
    c('device-sensor', 'trancar a porta da rua', ['lock.porta_da_rua']),
    c('named-after', 'a lista do Continente', ['todo.continente']),
    c('named-after', 'a luz do quarto da Inês', ['light.tradfri_bulb']),
    c('hidden-similar', 'a luz da garagem', 'not-exposed'),
    c('brand', 'o roomba', ['vacuum.roomba_combo_j7']),
  ],
};

const debowa: EvalSuite = {
  home: {
    id: 's25_debowa',
    language: 'pl',
    floors: [
      ['piwnica', 'Piwnica', -1],
      ['parter', 'Parter', 0],
      ['pietro', 'Piętro', 1],
    ],
    areas: [
      ['salon', 'Salon', 'parter'],
      ['kuchnia', 'Kuchnia', 'parter'],
      ['przedpokoj', 'Przedpokój', 'parter'],
      ['gabinet', 'Gabinet', 'parter'],
      ['sypialnia', 'Sypialnia', 'pietro'],
      ['zosia', 'Zosia', 'pietro'],
      ['lazienka', 'Łazienka', 'pietro'],
      ['piwnica_pom', 'Piwnica', 'piwnica'],
      ['ogrod', 'Ogród', null],
    ],
    devices: [
      one('salon', 'light.hue_color_lamp_1', 'Hue color lamp 1'),
      one('salon', 'light.zyrandol', 'Żyrandol'),
      one('salon', 'media_player.salon', 'Salon', speaker),
      one('salon', 'media_player.lg_webos_smart_tv', 'LG webOS Smart TV', tv),
      one('salon', 'climate.danfoss_ally', 'Danfoss Ally', radiator),
      one('salon', 'vacuum.xiaomi_robot_vacuum_x10', 'Xiaomi Robot Vacuum X10+'),
      one('kuchnia', 'light.swiatlo_kuchnia', 'Światło kuchnia'),
      one('kuchnia', 'switch.czajnik', 'Czajnik'),
      one('kuchnia', 'switch.shelly_plug_s', 'Shelly Plug S'),
      one('przedpokoj', 'lock.drzwi_wejsciowe', 'Drzwi wejściowe'),
      contact('przedpokoj', 'drzwi_wejsciowe_czujnik', 'Drzwi wejściowe czujnik', 'door'),
      one('gabinet', 'light.hue_go', 'Hue go'),
      one('gabinet', 'switch.drukarka', 'Drukarka', { hidden: true }),
      one('sypialnia', 'light.hue_white_lamp_1', 'Hue white lamp 1'),
      one('sypialnia', 'light.hue_white_lamp_2', 'Hue white lamp 2'),
      one('sypialnia', 'cover.roleta_sypialnia', 'Roleta sypialnia', { deviceClass: 'blind' }),
      one('sypialnia', 'climate.glowica_sypialnia', 'Głowica sypialnia', radiator),
      one('zosia', 'light.tradfri_bulb', 'TRADFRI bulb'),
      climateSensor(
        'lazienka',
        'aqara_temperature_and_humidity_sensor',
        'Aqara Temperature and Humidity Sensor',
        ['Temperatura', 'Wilgotność'],
      ),
      one('piwnica_pom', 'light.swiatlo_piwnica', 'Światło piwnica'),
      one('ogrod', 'valve.zawor_ogrod', 'Zawór ogród', water),
    ],
    loose: [
      ['todo.lista_zakupow', 'Lista zakupów'],
      ['todo.biedronka', 'Biedronka'],
      ['weather.forecast_dom', 'Forecast Dom', weather],
    ],
  },
  cases: [
    c('ordinary', 'termostat w salonie', ['climate.danfoss_ally']),
    c('ordinary', 'kaloryfer w sypialni', ['climate.glowica_sypialnia']),
    c('ordinary', 'ogrzewanie', ['climate.danfoss_ally', 'climate.glowica_sypialnia']),
    c('ordinary', 'telewizor w salonie', ['media_player.lg_webos_smart_tv']),
    c('ordinary', 'gniazdko w kuchni', ['switch.shelly_plug_s']),
    c('ordinary', 'czajnik', ['switch.czajnik']),
    c('ordinary', 'światło w kuchni', ['light.swiatlo_kuchnia']),
    c('ordinary', 'roleta w sypialni', ['cover.roleta_sypialnia']),
    c('ordinary', 'lampa w gabinecie', ['light.hue_go']),
    c('ordinary', 'światło w piwnicy', ['light.swiatlo_piwnica']),
    c('ordinary', 'odkurzacz', ['vacuum.xiaomi_robot_vacuum_x10']),
    c('ordinary', 'temperatura w łazience', ['sensor.aqara_temperature_and_humidity_sensor_temperature']),
    c('ordinary', 'lista zakupów', ['todo.lista_zakupow']),
    c('ordinary', 'światła na piętrze', [
      'light.hue_white_lamp_1',
      'light.hue_white_lamp_2',
      'light.tradfri_bulb',
    ]),
    c('ask-one', 'lampa w sypialni', { ask: ['light.hue_white_lamp_1', 'light.hue_white_lamp_2'] }),
    c('ask-one', 'obie lampy w sypialni', ['light.hue_white_lamp_1', 'light.hue_white_lamp_2']),
    c('name-wins', 'żyrandol w salonie', ['light.zyrandol']),
    c('activity', 'muzyka w salonie', ['media_player.salon']),
    c('activity', 'podlewanie ogrodu', ['valve.zawor_ogrod']),
    c('device-sensor', 'czy drzwi wejściowe są otwarte', ['binary_sensor.drzwi_wejsciowe_czujnik']),
    c('device-sensor', 'zamknij drzwi wejściowe na klucz', ['lock.drzwi_wejsciowe']),
    c('named-after', 'lista Biedronka', ['todo.biedronka']),
    c('named-after', 'światło w pokoju Zosi', ['light.tradfri_bulb']),
    c('hidden-similar', 'drukarka', 'not-exposed'),
    c('brand', 'odkurzacz Xiaomi', ['vacuum.xiaomi_robot_vacuum_x10']),
  ],
};

const bjorkudden: EvalSuite = {
  home: {
    id: 's25_bjorkudden',
    language: 'sv',
    floors: [
      ['kallare', 'Källare', -1],
      ['entreplan', 'Entréplan', 0],
      ['ovanvaning', 'Övervåning', 1],
    ],
    areas: [
      ['vardagsrum', 'Vardagsrum', 'entreplan'],
      ['kok', 'Kök', 'entreplan'],
      ['hall', 'Hall', 'entreplan'],
      ['kontor', 'Kontor', 'entreplan'],
      ['sovrum', 'Sovrum', 'ovanvaning'],
      ['elsa', 'Elsa', 'ovanvaning'],
      ['badrum', 'Badrum', 'ovanvaning'],
      ['tvattstuga', 'Tvättstuga', 'kallare'],
      ['tradgard', 'Trädgård', null],
      ['altan', 'Altan', null],
    ],
    devices: [
      one('vardagsrum', 'light.hue_color_lamp_1', 'Hue color lamp 1'),
      one('vardagsrum', 'light.golvlampa', 'Golvlampa'),
      one('vardagsrum', 'media_player.vardagsrum', 'Vardagsrum', speaker),
      one('vardagsrum', 'media_player.samsung_the_frame_55', 'Samsung The Frame 55', tv),
      one('vardagsrum', 'climate.daikin_emura', 'Daikin Emura', {
        attributes: { hvac_modes: ['off', 'heat', 'cool', 'heat_cool', 'dry', 'fan_only'] },
      }),
      one('kok', 'light.hue_white_lamp_1', 'Hue white lamp 1'),
      one('kok', 'switch.kaffebryggare', 'Kaffebryggare'),
      one('hall', 'lock.ytterdorr', 'Ytterdörr'),
      contact('hall', 'ytterdorr_sensor', 'Ytterdörr sensor', 'door'),
      one('kontor', 'light.hue_go', 'Hue go'),
      one('kontor', 'light.skrivbordslampa', 'Skrivbordslampa', { hidden: true }),
      one('sovrum', 'light.hue_white_lamp_2', 'Hue white lamp 2'),
      one('sovrum', 'light.hue_white_lamp_3', 'Hue white lamp 3'),
      one('sovrum', 'cover.rullgardin_sovrum', 'Rullgardin sovrum', { deviceClass: 'shade' }),
      one('elsa', 'light.tradfri_bulb', 'TRADFRI bulb'),
      one('badrum', 'switch.golvvarme_badrum', 'Golvvärme badrum'),
      climateSensor(
        'badrum',
        'aqara_temperature_and_humidity_sensor',
        'Aqara Temperature and Humidity Sensor',
        ['Temperatur', 'Luftfuktighet'],
      ),
      one('tvattstuga', 'light.tradfri_bulb_2', 'TRADFRI bulb 2'),
      one('tvattstuga', 'switch.tvattmaskin', 'Tvättmaskin'),
      one('tradgard', 'lawn_mower.automower_305', 'Automower® 305'),
      one('altan', 'media_player.sonos_move', 'Sonos Move', speaker),
    ],
    loose: [
      ['todo.inkopslista', 'Inköpslista'],
      ['todo.ica', 'ICA'],
      ['weather.forecast_hem', 'Forecast Hem', weather],
    ],
  },
  cases: [
    c('ordinary', 'lampan i köket', ['light.hue_white_lamp_1']),
    c('ordinary', 'kaffebryggaren', ['switch.kaffebryggare']),
    c('ordinary', 'tvättmaskinen', ['switch.tvattmaskin']),
    c('ordinary', 'tv:n i vardagsrummet', ['media_player.samsung_the_frame_55']),
    c('ordinary', 'värmepumpen', ['climate.daikin_emura']),
    c('ordinary', 'rullgardinen i sovrummet', ['cover.rullgardin_sovrum']),
    c('ordinary', 'golvvärmen i badrummet', ['switch.golvvarme_badrum']),
    c('ordinary', 'temperaturen i badrummet', ['sensor.aqara_temperature_and_humidity_sensor_temperature']),
    c('ordinary', 'lampan i tvättstugan', ['light.tradfri_bulb_2']),
    c('ordinary', 'gräsklipparen', ['lawn_mower.automower_305']),
    c('ordinary', 'inköpslistan', ['todo.inkopslista']),
    c('ordinary', 'lamporna på övervåningen', [
      'light.hue_white_lamp_2',
      'light.hue_white_lamp_3',
      'light.tradfri_bulb',
    ]),
    c('ordinary', 'lamporna i vardagsrummet', ['light.hue_color_lamp_1', 'light.golvlampa']),
    c('ordinary', 'luftfuktigheten i badrummet', ['sensor.aqara_temperature_and_humidity_sensor_humidity']),
    c('ask-one', 'lampan i sovrummet', { ask: ['light.hue_white_lamp_2', 'light.hue_white_lamp_3'] }),
    c('ask-one', 'båda lamporna i sovrummet', ['light.hue_white_lamp_2', 'light.hue_white_lamp_3']),
    c('name-wins', 'golvlampan i vardagsrummet', ['light.golvlampa']),
    c('activity', 'musik på altanen', ['media_player.sonos_move']),
    c('activity', 'hur varmt är det ute', ['weather.forecast_hem']),
    c('device-sensor', 'är ytterdörren öppen', ['binary_sensor.ytterdorr_sensor']),
    c('device-sensor', 'lås ytterdörren', ['lock.ytterdorr']),
    c('named-after', 'ICA-listan', ['todo.ica']),
    c('named-after', 'lampan i Elsas rum', ['light.tradfri_bulb']),
    c('hidden-similar', 'skrivbordslampan', 'not-exposed'),
    c('brand', 'automowern', ['lawn_mower.automower_305']),
  ],
};

export const HOMES_B: readonly EvalSuite[] = [beukenlaan, pinhal, debowa, bjorkudden];
