// Issue 26, round 24a, rules 3–6 (rules 1–2 and the joining list in home-issue26-twenty-fourth-a.ts): cases
// of our own, in homes of our own; none is a slice's request or home. The first tag is the category, the
// second the rule exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalDevice, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

export const HEAT_ONLY = { attributes: { hvac_modes: ['heat', 'off'] } };
export const COOL_ONLY = { attributes: { hvac_modes: ['cool', 'dry', 'fan_only', 'off'] } };
export const HEAT_PUMP = { attributes: { hvac_modes: ['heat', 'cool', 'dry', 'fan_only', 'off'] } };

/** A sensor of one device class. */
export function reading(area: string, id: string, name: string, deviceClass: string): EvalDevice {
  return one(area, id, name, { deviceClass });
}

/** An air purifier as its integration leaves it: a fan and a PM2.5 reading on one device named by its maker. */
export function purifier(area: string, id: string, name: string): EvalDevice {
  return {
    name,
    area,
    entities: [
      [`fan.${id}`, name],
      [`sensor.${id}_pm25`, `${name} PM2.5`, { deviceClass: 'pm25' }],
    ],
  };
}

/** Rule 3: Danish and Swedish "aircondition" (and Danish "klimaanlæg") is an air conditioner, not any thermostat. */
const AIRCONDITION: EvalSuite[] = [
  home(
    'r24a_da_vaerksted',
    'da',
    [
      ['vaerksted', 'Værksted'],
      ['stue', 'Stue'],
    ],
    [
      one('vaerksted', 'climate.radiator_vaerksted', 'Radiator værksted', HEAT_ONLY),
      one('vaerksted', 'climate.aircondition_vaerksted', 'Aircondition værksted', {
        ...COOL_ONLY,
        hidden: true,
      }),
      one('stue', 'climate.mitsubishi_stue', 'Mitsubishi', HEAT_PUMP),
      one('stue', 'climate.gulvvarme_stue', 'Gulvvarme stue', HEAT_ONLY),
      one('stue', 'light.stue', 'Loftlampe stue'),
    ],
    [
      c('hidden-similar aircondition', 'airconditionen i værkstedet', 'not-exposed'),
      c('activity aircondition', 'tænd for airconditionen i stuen', ['climate.mitsubishi_stue']),
      c('activity aircondition', 'klimaanlægget i stuen', ['climate.mitsubishi_stue']),
      c('ordinary', 'radiatoren i værkstedet', ['climate.radiator_vaerksted']),
      c('ordinary', 'termostaten i værkstedet', ['climate.radiator_vaerksted']),
    ],
  ),
  home(
    'r24a_sv_gastrum',
    'sv',
    [
      ['gast', 'Gästrum'],
      ['kok', 'Kök'],
    ],
    [
      one('gast', 'climate.portabel_kylare', 'Portabel kylare', COOL_ONLY),
      one('gast', 'climate.element_gastrum', 'Element gästrum', HEAT_ONLY),
      one('kok', 'climate.golvvarme_kok', 'Golvvärme kök', HEAT_ONLY),
    ],
    [
      c('activity aircondition', 'airconditionen i gästrummet', ['climate.portabel_kylare']),
      c('ordinary', 'elementet i gästrummet', ['climate.element_gastrum']),
      c('ordinary', 'termostaten i köket', ['climate.golvvarme_kok']),
    ],
  ),
  home(
    'r24a_da_named',
    'da',
    [
      ['sove', 'Soveværelse'],
      ['kontor', 'Kontor'],
    ],
    [
      one('sove', 'climate.aircondition_sove', 'Aircondition soveværelse', HEAT_PUMP),
      one('kontor', 'climate.aircondition_kontor', 'Aircondition kontor', HEAT_PUMP),
    ],
    [
      c('ordinary', 'aircondition i soveværelset', ['climate.aircondition_sove']),
      c('ask-one', 'airconditionen', { ask: ['climate.aircondition_sove', 'climate.aircondition_kontor'] }),
    ],
  ),
];

/** Rule 4: an air purifier is a fan whose device reads the air's particles, whatever its maker named it. */
const PURIFIER_FAN: EvalSuite[] = [
  home(
    'r24a_en_levoit',
    'en',
    [
      ['nursery', 'Nursery'],
      ['lounge', 'Lounge'],
    ],
    [
      purifier('nursery', 'levoit_core', 'Levoit Core 300'),
      one('nursery', 'fan.nursery_fan', 'Nursery Fan'),
      one('lounge', 'fan.lounge_ceiling_fan', 'Lounge Ceiling Fan'),
    ],
    [
      c('ordinary purifier-fan', 'the air purifier', ['fan.levoit_core']),
      c('ordinary purifier-fan', 'turn on the purifier in the nursery', ['fan.levoit_core']),
      c('ordinary', 'the nursery fan', ['fan.nursery_fan']),
      c('ordinary', 'the air quality in the nursery', ['sensor.levoit_core_pm25']),
    ],
  ),
  home(
    'r24a_de_winix',
    'de',
    [
      ['schlaf', 'Schlafzimmer'],
      ['buero', 'Büro'],
    ],
    [purifier('schlaf', 'winix_zero', 'Winix Zero'), one('buero', 'fan.tischventilator', 'Tischventilator')],
    [c('ordinary purifier-fan', 'den Luftreiniger im Schlafzimmer', ['fan.winix_zero'])],
  ),
  home(
    'r24a_es_purificador',
    'es',
    [['estudio', 'Estudio']],
    [
      purifier('estudio', 'philips_3000i', 'Philips 3000i'),
      one('estudio', 'fan.ventilador_pie', 'Ventilador de pie'),
    ],
    [c('ordinary purifier-fan', 'enciende el purificador', ['fan.philips_3000i'])],
  ),
  home(
    'r24a_sv_luftrenare',
    'sv',
    [
      ['barn', 'Barnrum'],
      ['kok', 'Kök'],
    ],
    [purifier('barn', 'aeropure', 'AeroPure'), one('kok', 'fan.koksflakt', 'Köksfläkt')],
    [
      c('ordinary purifier-fan', 'luftrenaren i barnrummet', ['fan.aeropure']),
      c('ordinary purifier-fan', 'starta luftrenaren', ['fan.aeropure']),
    ],
  ),
  home(
    'r24a_da_luftrenser',
    'da',
    [['vaerelse', 'Værelse']],
    [purifier('vaerelse', 'smartmi', 'Smartmi P1'), one('vaerelse', 'fan.bordventilator', 'Bordventilator')],
    [c('ordinary purifier-fan', 'luftrenseren', ['fan.smartmi'])],
  ),
  home(
    'r24a_ko_cheongjeong',
    'ko',
    [['jakeunbang', '작은방']],
    [
      purifier('jakeunbang', 'winix_tower', '위닉스 타워'),
      one('jakeunbang', 'fan.seonpunggi', '작은방 선풍기'),
    ],
    [c('ordinary purifier-fan', '작은방 공기청정기 켜줘', ['fan.winix_tower'])],
  ),
  home(
    'r24a_ja_seijouki',
    'ja',
    [['shinshitsu', '寝室']],
    [purifier('shinshitsu', 'sharp_kc', 'シャープ KC'), one('shinshitsu', 'fan.senpuki', '寝室の扇風機')],
    [c('ordinary purifier-fan', '空気清浄機をつけて', ['fan.sharp_kc'])],
  ),
];

/** Rule 5: Chinese 地暖 is the floor heating, not every heater of the home (as "Fußbodenheizung" is). */
const FLOOR_HEATING: EvalSuite[] = [
  home(
    'r24a_zh_dinuan',
    'zh',
    [
      ['canting', '餐厅'],
      ['ciwo', '次卧'],
      ['yangtai', '阳台'],
    ],
    [
      one('canting', 'climate.canting_dinuan', '餐厅地暖', HEAT_ONLY),
      one('canting', 'climate.canting_guiji', '餐厅柜机', HEAT_PUMP),
      one('ciwo', 'climate.ciwo_dinuan', '次卧地暖', HEAT_ONLY),
      one('ciwo', 'climate.ciwo_guaji', '次卧挂机', HEAT_PUMP),
      one('yangtai', 'climate.yangtai_nuanfengji', '阳台暖风机', HEAT_ONLY),
    ],
    [
      c('ask-one floor-heating', '地暖开一下', { ask: ['climate.canting_dinuan', 'climate.ciwo_dinuan'] }),
      c('ask-one floor-heating', '关掉地暖', { ask: ['climate.canting_dinuan', 'climate.ciwo_dinuan'] }),
      c('plurals floor-heating', '所有地暖都打开', ['climate.canting_dinuan', 'climate.ciwo_dinuan']),
      c('ordinary', '次卧地暖', ['climate.ciwo_dinuan']),
      c('ordinary', '餐厅的地暖', ['climate.canting_dinuan']),
    ],
  ),
  home(
    'r24a_zh_one_dinuan',
    'zh',
    [
      ['keting', '起居室'],
      ['shufang', '工作间'],
    ],
    [
      one('keting', 'climate.qijushi_dinuan', '起居室地暖', HEAT_ONLY),
      one('keting', 'climate.qijushi_kongtiao', '起居室空调', HEAT_PUMP),
      one('shufang', 'climate.gongzuojian_kongtiao', '工作间空调', HEAT_PUMP),
    ],
    [c('activity floor-heating', '打开地暖', ['climate.qijushi_dinuan'])],
  ),
];

/** Rule 6: "the fan" is a fan, not an air purifier nor a ventilation unit that the home keeps as a fan. */
const FAN_WORD: EvalSuite[] = [
  home(
    'r24a_es_ventiladores',
    'es',
    [
      ['invitados', 'Habitación de invitados'],
      ['lavadero', 'Lavadero'],
    ],
    [
      one('invitados', 'fan.ventilador_techo_invitados', 'Ventilador de techo invitados'),
      one('invitados', 'fan.ventilador_torre', 'Ventilador torre'),
      purifier('invitados', 'purificador_invitados', 'Purificador invitados'),
      one('lavadero', 'fan.recuperador', 'Recuperador de calor'),
    ],
    [
      c('ask-one fan-word', 'el ventilador de la habitación de invitados', {
        ask: ['fan.ventilador_techo_invitados', 'fan.ventilador_torre'],
      }),
      c('ordinary', 'el purificador de la habitación de invitados', ['fan.purificador_invitados']),
    ],
  ),
  home(
    'r24a_da_blaesere',
    'da',
    [
      ['vaerelse', 'Gæsteværelse'],
      ['bryggers', 'Bryggers'],
      ['koekken', 'Køkken'],
    ],
    [
      one('vaerelse', 'fan.bordventilator', 'Bordventilator'),
      one('vaerelse', 'fan.gulvventilator', 'Gulvventilator'),
      one('bryggers', 'fan.genvex', 'Ventilationsaggregat'),
      one('koekken', 'fan.emhaette', 'Emhætte køkken'),
    ],
    [
      c('ask-one fan-word', 'tænd for ventilatoren', { ask: ['fan.bordventilator', 'fan.gulvventilator'] }),
      c('ordinary', 'ventilationsaggregatet', ['fan.genvex']),
    ],
  ),
  home(
    'r24a_sv_flaktar',
    'sv',
    [
      ['sovrum', 'Sovrum'],
      ['teknik', 'Teknikrum'],
    ],
    [
      one('sovrum', 'fan.golvflakt_sovrum', 'Golvfläkt sovrum'),
      one('sovrum', 'fan.takflakt_sovrum', 'Takfläkt sovrum'),
      purifier('sovrum', 'luftrenare_sovrum', 'Luftrenare sovrum'),
      one('teknik', 'fan.ftx', 'FTX-aggregat'),
    ],
    [
      c('ask-one fan-word', 'fläkten i sovrummet', { ask: ['fan.golvflakt_sovrum', 'fan.takflakt_sovrum'] }),
      c('ask-one fan-word', 'starta fläkten', { ask: ['fan.golvflakt_sovrum', 'fan.takflakt_sovrum'] }),
    ],
  ),
  home(
    'r24a_en_fans',
    'en',
    [
      ['study', 'Study'],
      ['plant', 'Plant Room'],
    ],
    [
      one('study', 'fan.study_desk_fan', 'Study Desk Fan'),
      one('study', 'fan.study_pedestal_fan', 'Study Pedestal Fan'),
      one('study', 'fan.study_air_purifier', 'Study Air Purifier'),
      one('plant', 'fan.mvhr', 'MVHR Unit'),
    ],
    [
      c('ask-one fan-word', 'the fan in the study', {
        ask: ['fan.study_desk_fan', 'fan.study_pedestal_fan'],
      }),
      c('ask-one fan-word', 'turn on the fan', { ask: ['fan.study_desk_fan', 'fan.study_pedestal_fan'] }),
      c('plurals', 'all the fans', [
        'fan.study_desk_fan',
        'fan.study_pedestal_fan',
        'fan.study_air_purifier',
        'fan.mvhr',
      ]),
    ],
  ),
];

export const TWENTY_FOURTH_ROUND_A2: readonly EvalSuite[] = [
  ...AIRCONDITION,
  ...PURIFIER_FAN,
  ...FLOOR_HEATING,
  ...FAN_WORD,
];
