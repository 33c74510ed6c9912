// Issue 26, round 28f: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { home, homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * Korean 등 (lamp) said apart after what it lights ("식탁 등", "화장대 등"), as 불 and 조명 are: the light
 * word, not a name's missing part. Written onto a word ("무드등") it stays that name's part.
 */
export const KOREAN_LAMP_APART: EvalSuite[] = [
  home(
    'r28f_ko_lamp_apart',
    'ko',
    [
      ['jubang', '부엌'],
      ['chimsil', '침실'],
      ['geosil', '거실'],
    ],
    [
      ['jubang', 'light.sikak_pendant', '식탁 펜던트'],
      ['jubang', 'light.jubang_ceiling', '부엌 천장 조명'],
      ['chimsil', 'light.hwajangdae_up', '화장대 조명 위'],
      ['chimsil', 'light.hwajangdae_down', '화장대 조명 아래'],
      ['chimsil', 'light.mood', '무드등'],
      ['chimsil', 'switch.hwajangdae_socket', '화장대 콘센트'],
      ['geosil', 'light.geosil', '거실 조명'],
      ['geosil', 'media_player.geosil_tv', '거실 TV'],
    ],
    [
      c('ordinary lamp-apart', '식탁 등 켜줘', ['light.sikak_pendant']),
      c('ask-one lamp-apart', '화장대 등', { ask: ['light.hwajangdae_up', 'light.hwajangdae_down'] }),
      c('ordinary lamp-apart', '거실 등 꺼줘', ['light.geosil']),
      // Written onto a word, 등 is the name's: the mood lamp, not every light.
      c('ordinary lamp-apart', '무드등', ['light.mood']),
      c('ordinary lamp-apart', '화장대 콘센트', ['switch.hwajangdae_socket']),
      c('ask-one lamp-apart', '화장대 조명 둘 다', ['light.hwajangdae_up', 'light.hwajangdae_down']),
    ],
  ),
];

/**
 * A class-less cover whose name says another thing ("晾衣架", a drying rack; "Clothes Airer") is no gate or
 * front door: "大门" and "gate" then reach the door's lock or its contact sensor, as the order or question asks.
 */
export const RACK_IS_NO_GATE: EvalSuite[] = [
  home(
    'r28f_zh_rack_door',
    'zh',
    [
      ['menting', '门厅'],
      ['yangtai', '阳台'],
      ['woshi', '卧室'],
    ],
    [
      ['menting', 'lock.mensuo', '电子门锁'],
      ['menting', 'light.menting', '门厅灯'],
      ['yangtai', 'cover.diandong_liangyijia', '电动晾衣架'],
      ['yangtai', 'light.yangtai', '阳台灯'],
      ['woshi', 'cover.woshi_chuanglian', '卧室窗帘'],
    ],
    [
      c('device-sensor rack-no-gate', '把大门锁上', ['lock.mensuo']),
      c('device-sensor rack-no-gate', '大门锁了吗', ['lock.mensuo']),
      c('ordinary rack-no-gate', '晾衣架降下来', ['cover.diandong_liangyijia']),
      c('ordinary rack-no-gate', '卧室窗帘', ['cover.woshi_chuanglian']),
    ],
  ),
  homeOf(
    'r28f_zh_rack_contact',
    'zh',
    [
      ['xuanguan', '玄关'],
      ['yangtai', '阳台'],
    ],
    [
      one('xuanguan', 'lock.ruhumen_suo', '指纹锁'),
      one('xuanguan', 'binary_sensor.ruhumen', '入户门传感器', { deviceClass: 'door' }),
      one('yangtai', 'cover.liangyi', '智能晾衣机'),
    ],
    [
      c('device-sensor rack-no-gate', '大门关了吗', ['binary_sensor.ruhumen']),
      c('device-sensor rack-no-gate', '大门解锁', ['lock.ruhumen_suo']),
      c('ordinary rack-no-gate', '阳台的晾衣机', ['cover.liangyi']),
    ],
  ),
  // A gate that is one keeps the word: a cover of the gate class, or a class-less one named 大门.
  homeOf(
    'r28f_zh_real_gate',
    'zh',
    [
      ['yuanzi', '院子'],
      ['yangtai', '阳台'],
    ],
    [
      one('yuanzi', 'cover.yuanzi_damen', '院子大门'),
      one('yuanzi', 'lock.yuanmen_suo', '院门锁'),
      one('yangtai', 'cover.liangyijia', '晾衣架'),
    ],
    [
      c('device-sensor rack-no-gate', '打开大门', ['cover.yuanzi_damen']),
      c('device-sensor rack-no-gate', '大门开着吗', ['cover.yuanzi_damen']),
    ],
  ),
  // A cover whose name says its kind keeps it, whatever else its name says ("bureau" is also a desk).
  home(
    'r28f_fr_volet_bureau',
    'fr',
    [
      ['bureau', 'Bureau'],
      ['salon', 'Salon'],
    ],
    [
      ['bureau', 'cover.volet_bureau', 'Volet bureau'],
      ['salon', 'cover.volet_salon', 'Volet salon'],
      ['salon', 'light.salon', 'Lampe salon'],
    ],
    [
      c('ask-one rack-no-gate', 'tous les volets', ['cover.volet_bureau', 'cover.volet_salon']),
      c('ask-one rack-no-gate', 'le volet', { ask: ['cover.volet_bureau', 'cover.volet_salon'] }),
    ],
  ),
  homeOf(
    'r28f_en_airer',
    'en',
    [
      ['hall', 'Hall'],
      ['utility', 'Utility'],
    ],
    [
      one('hall', 'lock.front', 'Front Door Lock'),
      one('hall', 'binary_sensor.front', 'Front Door Contact', { deviceClass: 'door' }),
      one('utility', 'cover.airer', 'Clothes Airer'),
    ],
    [
      c('device-sensor rack-no-gate', 'is the door open', ['binary_sensor.front']),
      c('device-sensor rack-no-gate', 'lower the clothes airer', ['cover.airer']),
    ],
  ),
];

/**
 * A room named after the person it belongs to ("Noah's Room", "Lenas Zimmer", "Idas rum") is their bedroom:
 * said with the person's name and the other word ("Noah's bedroom", "Lenas Schlafzimmer", "Idas sovrum"),
 * it is that one room, not the home's other bedroom.
 */
export const PERSONS_OWN_ROOM: EvalSuite[] = [
  home(
    'r28f_en_noah',
    'en',
    [
      ['master', 'Master Bedroom'],
      ['noah', "Noah's Room"],
      ['study', 'Study'],
    ],
    [
      ['master', 'light.master', 'Master Ceiling'],
      ['noah', 'light.noah_lamp', 'Dino Lamp'],
      ['noah', 'fan.noah_fan', 'Desk Fan'],
      ['study', 'light.study', 'Study Light'],
    ],
    [
      c('named-after own-room', "turn on the lamp in Noah's bedroom", ['light.noah_lamp']),
      c('named-after own-room', "Noah's bedroom fan", ['fan.noah_fan']),
      c('named-after own-room', "the light in Noah's room", ['light.noah_lamp']),
      c('named-after own-room', 'the bedroom light', ['light.master']),
    ],
  ),
  home(
    'r28f_de_lena',
    'de',
    [
      ['eltern', 'Schlafzimmer'],
      ['lena', 'Lenas Zimmer'],
      ['bad', 'Bad'],
    ],
    [
      ['eltern', 'light.eltern', 'Deckenlampe'],
      ['lena', 'light.lena_stern', 'Sternenlicht'],
      ['bad', 'light.bad', 'Spiegelleuchte'],
    ],
    [
      c('named-after own-room', 'das Licht in Lenas Schlafzimmer', ['light.lena_stern']),
      c('named-after own-room', 'Licht im Schlafzimmer', ['light.eltern']),
    ],
  ),
  home(
    'r28f_sv_ida',
    'sv',
    [
      ['sovrum', 'Sovrum'],
      ['ida', 'Idas rum'],
    ],
    [
      ['sovrum', 'light.sovrum', 'Taklampa'],
      ['ida', 'light.ida', 'Fönsterlampa'],
    ],
    [
      c('named-after own-room', 'lampan i Idas sovrum', ['light.ida']),
      c('named-after own-room', 'lampan i sovrummet', ['light.sovrum']),
    ],
  ),
];

/**
 * A thing called by its product line when the registry's model is that line's name with its codes ("Lyric
 * T6", "Airmega 250", "Zipp 2"), also with an article or a definite ending ("de Lyric", "Zippen"); a model
 * whose first word is an ordinary one ("Smart Lock 4.0", "Thermostat") names nothing by it.
 */
export const MODEL_LINE_SAID: EvalSuite[] = [
  homeOf(
    'r28f_nl_lyric',
    'nl',
    [
      ['woonkamer', 'Woonkamer'],
      ['gang', 'Gang'],
    ],
    [
      {
        ...one('woonkamer', 'climate.woonkamer', 'Thermostaat Woonkamer'),
        manufacturer: 'Honeywell',
        model: 'Lyric T6',
      },
      { ...one('gang', 'lock.voordeur', 'Voordeur'), manufacturer: 'Nuki', model: 'Smart Lock 4.0' },
      one('woonkamer', 'light.woonkamer', 'Woonkamer Lamp'),
    ],
    [
      c('brand model-line', 'zet de Lyric op 20 graden', ['climate.woonkamer']),
      c('brand model-line', 'de thermostaat', ['climate.woonkamer']),
      c('brand model-line', 'het slot', ['lock.voordeur']),
    ],
  ),
  homeOf(
    'r28f_sv_zipp',
    'sv',
    [
      ['kok', 'Kök'],
      ['vardagsrum', 'Vardagsrum'],
    ],
    [
      { ...one('kok', 'media_player.kok', 'Kökshögtalare'), manufacturer: 'Libratone', model: 'Zipp 2' },
      one('vardagsrum', 'media_player.tv', 'TV'),
      one('kok', 'light.kok', 'Taklampa Kök'),
    ],
    [
      c('brand model-line', 'pausa Zippen', ['media_player.kok']),
      c('brand model-line', 'Zipp', ['media_player.kok']),
      c('brand model-line', 'tv:n', ['media_player.tv']),
    ],
  ),
  homeOf(
    'r28f_en_airmega',
    'en',
    [
      ['bedroom', 'Bedroom'],
      ['hall', 'Hall'],
    ],
    [
      { ...one('bedroom', 'fan.purifier', 'Bedroom Purifier'), manufacturer: 'Coway', model: 'Airmega 250' },
      { ...one('hall', 'climate.hall', 'Hall Heating'), manufacturer: 'Hive', model: 'Thermostat' },
      one('bedroom', 'light.bedroom', 'Bedroom Light'),
    ],
    [
      c('brand model-line', 'switch off the Airmega', ['fan.purifier']),
      c('brand model-line', 'the thermostat', ['climate.hall']),
    ],
  ),
];

/**
 * A weather station stands outside: asked how warm or humid it is outside, its sensor answers wherever its
 * area is (a roof, a yard); asked of a room, that room's sensor still does.
 */
export const WEATHER_STATION_OUTSIDE: EvalSuite[] = [
  homeOf(
    'r28f_da_vejrstation',
    'da',
    [
      ['stue', 'Stue'],
      ['carport', 'Carport'],
      ['loft', 'Loft'],
    ],
    [
      one('carport', 'sensor.vejrstation_temp', 'Vejrstation Temperatur', { deviceClass: 'temperature' }),
      one('loft', 'sensor.loft_temp', 'Loft Temperatur', { deviceClass: 'temperature' }),
      one('stue', 'sensor.stue_temp', 'Stue Temperatur', { deviceClass: 'temperature' }),
      one('stue', 'light.stue', 'Loftlampe Stue'),
    ],
    [
      c('activity weather-station', 'hvor varmt er det udenfor', ['sensor.vejrstation_temp']),
      c('activity weather-station', 'temperaturen i stuen', ['sensor.stue_temp']),
    ],
  ),
  homeOf(
    'r28f_es_estacion',
    'es',
    [
      ['salon', 'Salón'],
      ['tejado', 'Tejado'],
    ],
    [
      one('tejado', 'sensor.estacion_temp', 'Estación meteorológica temperatura', {
        deviceClass: 'temperature',
      }),
      one('tejado', 'sensor.estacion_hum', 'Estación meteorológica humedad', { deviceClass: 'humidity' }),
      one('salon', 'sensor.salon_temp', 'Temperatura salón', { deviceClass: 'temperature' }),
    ],
    [
      c('activity weather-station', 'qué temperatura hace fuera', ['sensor.estacion_temp']),
      c('activity weather-station', 'la temperatura del salón', ['sensor.salon_temp']),
    ],
  ),
];

/**
 * A bathroom's mirror cabinet ("Speilskap", "Spiegelkast") is "the mirror", and its light "the mirror
 * light", beside the bathroom's other lights.
 */
export const MIRROR_CABINET: EvalSuite[] = [
  home(
    'r28f_nb_speilskap',
    'nb',
    [
      ['bad', 'Bad'],
      ['gang', 'Gang'],
    ],
    [
      ['bad', 'light.speilskap', 'Speilskap'],
      ['bad', 'light.bad_tak', 'Taklys Bad'],
      ['gang', 'light.gang', 'Gang Lys'],
    ],
    [
      c('ordinary mirror-cabinet', 'skru på speilet på badet', ['light.speilskap']),
      c('ordinary mirror-cabinet', 'slå av speillyset', ['light.speilskap']),
      c('ordinary mirror-cabinet', 'taklyset på badet', ['light.bad_tak']),
    ],
  ),
  home(
    'r28f_nl_spiegelkast',
    'nl',
    [
      ['badkamer', 'Badkamer'],
      ['slaapkamer', 'Slaapkamer'],
    ],
    [
      ['badkamer', 'light.spiegelkast', 'Spiegelkast'],
      ['badkamer', 'light.badkamer_plafond', 'Plafondlamp Badkamer'],
      ['slaapkamer', 'light.slaapkamer', 'Slaapkamer Lamp'],
    ],
    [
      c('ordinary mirror-cabinet', 'het spiegellicht in de badkamer', ['light.spiegelkast']),
      c('ordinary mirror-cabinet', 'de plafondlamp in de badkamer', ['light.badkamer_plafond']),
    ],
  ),
];
