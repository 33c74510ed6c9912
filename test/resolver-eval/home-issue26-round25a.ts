// Issue 26, round 25a (rules 1–3; 4–8 in home-issue26-round25a2.ts): cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * A question about whether a door, gate or garage door is open, where a contact sensor watches it: the
 * sensor answers, the truth about the door ("is the barn door shut", "ist das Hoftor zu", "后院大门关着吗").
 * An order still acts on the cover; a sensor named after another door, a window's contact beside a blind,
 * and a cover with no sensor leave the cover.
 */
export const COVER_CONTACT: EvalSuite[] = [
  homeOf(
    'r25a_en_farmstead',
    'en',
    [
      ['barn', 'Barn'],
      ['yard', 'Yard'],
      ['workshop', 'Workshop'],
      ['porch', 'Porch'],
    ],
    [
      one('barn', 'cover.barn_door', 'Barn Door', { deviceClass: 'garage' }),
      one('barn', 'binary_sensor.barn_door_contact', 'Barn Door Contact', { deviceClass: 'garage_door' }),
      one('barn', 'light.barn', 'Barn Light'),
      one('yard', 'cover.yard_gate', 'Yard Gate', { deviceClass: 'gate' }),
      one('yard', 'binary_sensor.yard_gate_tilt', 'Yard Gate Tilt Sensor', { deviceClass: 'opening' }),
      one('workshop', 'cover.workshop_door', 'Workshop Door', { deviceClass: 'garage' }),
      one('workshop', 'binary_sensor.workshop_side_door', 'Workshop Side Door', { deviceClass: 'door' }),
      one('porch', 'cover.porch_blind', 'Porch Blind', { deviceClass: 'blind' }),
      one('porch', 'binary_sensor.porch_window', 'Porch Window Sensor', { deviceClass: 'window' }),
    ],
    [
      c('device-sensor cover-contact', 'is the barn door shut', ['binary_sensor.barn_door_contact']),
      c('device-sensor cover-contact', 'is the yard gate open?', ['binary_sensor.yard_gate_tilt']),
      c('device-sensor cover-contact', 'the yard gate is closed?', ['binary_sensor.yard_gate_tilt']),
      c('device-sensor cover-contact-order', 'close the barn door', ['cover.barn_door']),
      c('device-sensor cover-contact-order', 'open the yard gate', ['cover.yard_gate']),
      c('ordinary cover-contact-name', 'barn door', ['cover.barn_door']),
      c('device-sensor cover-contact-other', 'is the workshop door open', ['cover.workshop_door']),
      c('device-sensor cover-contact-other', 'is the workshop side door open', [
        'binary_sensor.workshop_side_door',
      ]),
      c('device-sensor cover-contact-blind', 'is the porch blind open', ['cover.porch_blind']),
    ],
  ),
  homeOf(
    'r25a_de_resthof',
    'de',
    [
      ['hof', 'Hof'],
      ['carport', 'Carport'],
      ['stall', 'Stall'],
    ],
    [
      one('hof', 'cover.hoftor', 'Hoftor', { deviceClass: 'gate' }),
      one('hof', 'binary_sensor.hoftor_kontakt', 'Kontakt Hoftor', { deviceClass: 'opening' }),
      {
        name: 'Carport Tor',
        area: 'carport',
        entities: [
          ['cover.carport_tor', 'Carport Tor', { deviceClass: 'garage' }],
          ['binary_sensor.carport_tor_lage', 'Carport Tor Lage', { deviceClass: 'garage_door' }],
        ],
      },
      one('stall', 'cover.stalltuer', 'Stalltür', { deviceClass: 'door' }),
      one('stall', 'light.stall', 'Stalllicht'),
    ],
    [
      c('device-sensor cover-contact', 'ist das Hoftor zu?', ['binary_sensor.hoftor_kontakt']),
      c('device-sensor cover-contact', 'ist das Carport Tor offen', ['binary_sensor.carport_tor_lage']),
      c('device-sensor cover-contact-order', 'mach das Hoftor auf', ['cover.hoftor']),
      c('device-sensor cover-contact-none', 'ist die Stalltür offen', ['cover.stalltuer']),
    ],
  ),
  homeOf(
    'r25a_it_cascina',
    'it',
    [
      ['cortile', 'Cortile'],
      ['rimessa', 'Rimessa'],
    ],
    [
      one('cortile', 'cover.portone', 'Portone', { deviceClass: 'gate' }),
      one('cortile', 'binary_sensor.contatto_portone', 'Contatto portone', { deviceClass: 'opening' }),
      one('rimessa', 'cover.saracinesca', 'Saracinesca rimessa', { deviceClass: 'garage' }),
      one('rimessa', 'binary_sensor.saracinesca', 'Saracinesca aperta', { deviceClass: 'garage_door' }),
    ],
    [
      c('device-sensor cover-contact', 'il portone è chiuso?', ['binary_sensor.contatto_portone']),
      c('device-sensor cover-contact', 'la saracinesca è aperta?', ['binary_sensor.saracinesca']),
      c('device-sensor cover-contact-order', 'chiudi il portone', ['cover.portone']),
    ],
  ),
  homeOf(
    'r25a_pl_siedlisko',
    'pl',
    [
      ['ogrod', 'Ogród'],
      ['stodola', 'Stodoła'],
    ],
    [
      one('ogrod', 'cover.brama_ogrodowa', 'Brama ogrodowa', { deviceClass: 'gate' }),
      one('ogrod', 'binary_sensor.brama_ogrodowa', 'Czujnik bramy ogrodowej', { deviceClass: 'opening' }),
      one('stodola', 'light.stodola', 'Światło stodoła'),
    ],
    [
      c('device-sensor cover-contact', 'czy brama ogrodowa jest zamknięta', ['binary_sensor.brama_ogrodowa']),
      c('device-sensor cover-contact-order', 'otwórz bramę ogrodową', ['cover.brama_ogrodowa']),
    ],
  ),
  homeOf(
    'r25a_pt_quinta',
    'pt',
    [
      ['frente', 'Frente'],
      ['alpendre', 'Alpendre'],
    ],
    [
      one('frente', 'cover.portao_frente', 'Portão da frente', { deviceClass: 'gate' }),
      one('frente', 'binary_sensor.portao_frente', 'Contato portão da frente', { deviceClass: 'opening' }),
      one('alpendre', 'light.alpendre', 'Luz alpendre'),
    ],
    [
      c('device-sensor cover-contact', 'o portão da frente está fechado?', ['binary_sensor.portao_frente']),
      c('device-sensor cover-contact-order', 'fecha o portão da frente', ['cover.portao_frente']),
    ],
  ),
  homeOf(
    'r25a_es_cortijo',
    'es',
    [
      ['cochera', 'Cochera'],
      ['patio', 'Patio'],
    ],
    [
      one('cochera', 'cover.cochera', 'Portón cochera', { deviceClass: 'garage' }),
      one('cochera', 'binary_sensor.cochera', 'Sensor portón cochera', { deviceClass: 'garage_door' }),
      one('patio', 'light.patio', 'Luz patio'),
    ],
    [
      c('device-sensor cover-contact', '¿el portón de la cochera está cerrado?', ['binary_sensor.cochera']),
      c('device-sensor cover-contact-order', 'cierra el portón de la cochera', ['cover.cochera']),
    ],
  ),
  homeOf(
    'r25a_nl_boerderij',
    'nl',
    [
      ['schuur', 'Schuur'],
      ['erf', 'Erf'],
    ],
    [
      one('schuur', 'cover.schuurpoort', 'Schuurpoort', { deviceClass: 'garage' }),
      one('schuur', 'binary_sensor.schuurpoort', 'Schuurpoort sensor', { deviceClass: 'garage_door' }),
      one('erf', 'light.erf', 'Erfverlichting'),
    ],
    [
      c('device-sensor cover-contact', 'is de schuurpoort dicht?', ['binary_sensor.schuurpoort']),
      c('device-sensor cover-contact-order', 'doe de schuurpoort dicht', ['cover.schuurpoort']),
    ],
  ),
  homeOf(
    'r25a_sv_torp',
    'sv',
    [
      ['infart', 'Infart'],
      ['kok', 'Kök'],
    ],
    [
      one('infart', 'cover.grind', 'Grind', { deviceClass: 'gate' }),
      one('infart', 'binary_sensor.grind_givare', 'Grind givare', { deviceClass: 'opening' }),
      one('kok', 'light.kok', 'Kökslampa'),
    ],
    [
      c('device-sensor cover-contact', 'är grinden stängd', ['binary_sensor.grind_givare']),
      c('device-sensor cover-contact-order', 'stäng grinden', ['cover.grind']),
    ],
  ),
  homeOf(
    'r25a_ko_nongga',
    'ko',
    [
      ['changgo', '창고'],
      ['madang', '마당'],
    ],
    [
      one('changgo', 'cover.changgo_shutter', '창고 셔터', { deviceClass: 'garage' }),
      one('changgo', 'binary_sensor.changgo_shutter', '창고 셔터 개폐 센서', { deviceClass: 'garage_door' }),
      one('madang', 'light.madang', '마당 조명'),
    ],
    [
      c('device-sensor cover-contact', '창고 셔터 닫혀 있어?', ['binary_sensor.changgo_shutter']),
      c('device-sensor cover-contact-order', '창고 셔터 열어 줘', ['cover.changgo_shutter']),
    ],
  ),
  homeOf(
    'r25a_ja_noka',
    'ja',
    [
      ['shako', '車庫'],
      ['niwa', '庭'],
    ],
    [
      one('shako', 'cover.shako', '車庫シャッター', { deviceClass: 'garage' }),
      one('shako', 'binary_sensor.shako', '車庫シャッター開閉センサー', { deviceClass: 'garage_door' }),
      one('niwa', 'light.niwa', '庭の照明'),
    ],
    [c('device-sensor cover-contact', '車庫シャッター閉まってる？', ['binary_sensor.shako'])],
  ),
  homeOf(
    'r25a_zh_nongjia',
    'zh',
    [
      ['houyuan', '后院'],
      ['keting', '客厅'],
    ],
    [
      one('houyuan', 'cover.houyuan_damen', '后院大门', { deviceClass: 'gate' }),
      one('houyuan', 'binary_sensor.houyuan_damen', '后院大门门磁', { deviceClass: 'opening' }),
      one('keting', 'light.keting', '客厅灯'),
    ],
    [
      c('device-sensor cover-contact', '后院大门关着吗', ['binary_sensor.houyuan_damen']),
      c('device-sensor cover-contact-order', '打开后院大门', ['cover.houyuan_damen']),
    ],
  ),
];

/**
 * A name word said in the plural where the home writes it singular: Spanish "-es" on a word Assist's own
 * sentences also hold ("los detectores de gas"), Italian by its last vowel ("i rilevatori", "i citofoni",
 * "i contatori"): every thing so named, where the singular asks which.
 */
export const NAME_PLURAL: EvalSuite[] = [
  homeOf(
    'r25a_pl_kawalerka',
    'pl',
    [
      ['kotlownia', 'Kotłownia'],
      ['lazienka', 'Łazienka'],
    ],
    [
      one('kotlownia', 'switch.grzalka_bojler', 'Grzałka bojler'),
      one('lazienka', 'switch.grzalka_lazienka', 'Grzałka łazienka'),
    ],
    [
      c('ask-one name-plural-accusative', 'włącz grzałkę', {
        ask: ['switch.grzalka_bojler', 'switch.grzalka_lazienka'],
      }),
    ],
  ),
  homeOf(
    'r25a_es_adosado',
    'es',
    [
      ['cocina', 'Cocina'],
      ['caldera', 'Cuarto de la caldera'],
    ],
    [
      one('cocina', 'binary_sensor.gas_cocina', 'Detector gas cocina', { deviceClass: 'gas' }),
      one('caldera', 'binary_sensor.gas_caldera', 'Detector gas caldera', { deviceClass: 'gas' }),
      one('cocina', 'light.cocina', 'Luz cocina'),
    ],
    [
      c('ask-one name-plural', 'los detectores de gas', [
        'binary_sensor.gas_cocina',
        'binary_sensor.gas_caldera',
      ]),
      c('ask-one name-plural-one', 'el detector de gas', {
        ask: ['binary_sensor.gas_cocina', 'binary_sensor.gas_caldera'],
      }),
      c('ordinary name-plural-one', 'detector de gas de la cocina', ['binary_sensor.gas_cocina']),
    ],
  ),
  homeOf(
    'r25a_it_villetta',
    'it',
    [
      ['cantina', 'Cantina'],
      ['garage', 'Garage'],
      ['studio', 'Studio'],
    ],
    [
      one('cantina', 'binary_sensor.citofono_cantina', 'Citofono cantina', { deviceClass: 'sound' }),
      one('garage', 'binary_sensor.citofono_garage', 'Citofono garage', { deviceClass: 'sound' }),
      one('cantina', 'sensor.contatore_cantina', 'Contatore cantina', { deviceClass: 'energy' }),
      one('studio', 'sensor.contatore_studio', 'Contatore studio', { deviceClass: 'energy' }),
      one('studio', 'light.studio', 'Luce studio'),
    ],
    [
      c('ask-one name-plural', 'i citofoni', [
        'binary_sensor.citofono_cantina',
        'binary_sensor.citofono_garage',
      ]),
      c('ask-one name-plural', 'i contatori', ['sensor.contatore_cantina', 'sensor.contatore_studio']),
      c('ask-one name-plural-one', 'il citofono', {
        ask: ['binary_sensor.citofono_cantina', 'binary_sensor.citofono_garage'],
      }),
      c('ordinary name-plural-one', 'il contatore dello studio', ['sensor.contatore_studio']),
    ],
  ),
];

/**
 * A Chinese name run together after its room ("厨房燃气报警器", "客間非常灯") is also found by the thing it
 * names: "所有燃气报警器" is every one, the thing alone asks which; a room word and a kind word after it stay
 * the room's things.
 */
export const AFTER_ROOM_RUN_TOGETHER: EvalSuite[] = [
  homeOf(
    'r25a_zh_xiaoqu',
    'zh',
    [
      ['chufang', '厨房'],
      ['guolufang', '锅炉房'],
      ['keting', '客厅'],
    ],
    [
      one('chufang', 'binary_sensor.chufang_ranqi', '厨房燃气报警器', { deviceClass: 'gas' }),
      one('guolufang', 'binary_sensor.guolu_ranqi', '锅炉房燃气报警器', { deviceClass: 'gas' }),
      one('keting', 'light.keting_zhudeng', '客厅主灯'),
      one('keting', 'light.keting_dengdai', '客厅灯带'),
    ],
    [
      c('ask-one after-room', '所有燃气报警器', ['binary_sensor.chufang_ranqi', 'binary_sensor.guolu_ranqi']),
      c('ask-one after-room', '燃气报警器', {
        ask: ['binary_sensor.chufang_ranqi', 'binary_sensor.guolu_ranqi'],
      }),
      c('ordinary after-room-one', '锅炉房的燃气报警器', ['binary_sensor.guolu_ranqi']),
      c('ordinary after-room-kind', '客厅的灯', ['light.keting_zhudeng', 'light.keting_dengdai']),
    ],
  ),
  homeOf(
    'r25a_ja_ryokan',
    'ja',
    [
      ['kyakuma', '客間'],
      ['roka', '廊下'],
    ],
    [
      one('kyakuma', 'light.kyakuma_hijoto', '客間非常灯'),
      one('roka', 'light.roka_hijoto', '廊下非常灯'),
      one('roka', 'light.roka', '廊下照明'),
    ],
    [
      c('ask-one after-room', '全部の非常灯', ['light.kyakuma_hijoto', 'light.roka_hijoto']),
      c('ask-one after-room', '非常灯', { ask: ['light.kyakuma_hijoto', 'light.roka_hijoto'] }),
      c('ordinary after-room-one', '廊下の非常灯', ['light.roka_hijoto']),
    ],
  ),
];

export const ROUND_25A: EvalSuite[] = [...COVER_CONTACT, ...NAME_PLURAL, ...AFTER_ROOM_RUN_TOGETHER];
