// Issue 26, round 23d (continued): rules 6–9 and round 22's leftovers. Cases of our own, in homes of our
// own; none is a slice's request or home. The first tag is the category, the second the rule exercised
// (cases without a rule tag are guards that passed before and after).
import { c, type EvalDevice, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const door = { deviceClass: 'door' };
const windowClass = { deviceClass: 'window' };

/** A door with its lock and contact sensor on one device; the lock may be hidden. */
export function doorDevice(
  area: string,
  name: string,
  lock: [id: string, name: string],
  sensor: [id: string, name: string],
  hiddenLock = false,
): EvalDevice {
  return {
    name,
    area,
    entities: [
      [lock[0], lock[1], hiddenLock ? { hidden: true } : {}],
      [sensor[0], sensor[1], door],
    ],
  };
}

/** Rule 6: a locking word said with a word of a hidden lock's name is that lock, not available. */
const HIDDEN_LOCK_NAMED: EvalSuite[] = [
  home(
    'r23d_it_rovigo',
    'it',
    [
      ['soggiorno', 'Soggiorno'],
      ['rimessa', 'Rimessa'],
    ],
    [
      one('soggiorno', 'media_player.soundbar', 'Soundbar soggiorno', { deviceClass: 'speaker' }),
      one('rimessa', 'lock.box_auto', 'Serratura box auto', { hidden: true }),
      one('rimessa', 'light.rimessa', 'Luce rimessa'),
    ],
    [
      c('hidden-similar hidden-lock-named', 'blocca il box', 'not-exposed'),
      c('hidden-similar hidden-lock-named', 'il box è chiuso a chiave?', 'not-exposed'),
      c('ordinary', 'la soundbar', ['media_player.soundbar']),
    ],
  ),
  home(
    'r23d_en_mossley',
    'en',
    [
      ['garage', 'Garage'],
      ['hall', 'Hall'],
    ],
    [
      one('garage', 'lock.bike_lock', 'Bike Lock', { hidden: true }),
      one('garage', 'light.garage', 'Garage Light'),
      doorDevice(
        'hall',
        'Front Door',
        ['lock.front', 'Front Door Lock'],
        ['binary_sensor.front', 'Front Door Sensor'],
      ),
    ],
    [
      c('hidden-similar hidden-lock-named', 'lock the bike', 'not-exposed'),
      c('hidden-similar hidden-lock-named', 'is the bike locked', 'not-exposed'),
      c('device-sensor', 'lock the front door', ['lock.front']),
    ],
  ),
  home(
    'r23d_es_teruel',
    'es',
    [
      ['porche', 'Porche'],
      ['salon', 'Salón'],
    ],
    [
      one('porche', 'lock.buzon', 'Cerradura buzón', { hidden: true }),
      one('porche', 'light.porche', 'Luz porche'),
      one('salon', 'light.salon', 'Lámpara salón'),
    ],
    [
      c('hidden-similar hidden-lock-named', 'cierra con llave el buzón', 'not-exposed'),
      c('ordinary', 'la luz del porche', ['light.porche']),
    ],
  ),
  home(
    'r23d_de_goslar',
    'de',
    [
      ['buero', 'Büro'],
      ['flur', 'Flur'],
    ],
    [
      one('buero', 'lock.tresor', 'Tresorschloss', { hidden: true }),
      one('buero', 'light.buero', 'Bürolampe'),
      one('flur', 'light.flur', 'Flurlicht'),
    ],
    [
      c('hidden-similar hidden-lock-named', 'verriegle den Tresor', 'not-exposed'),
      c('ordinary', 'die Bürolampe', ['light.buero']),
    ],
  ),
];

/** Rule 7: in an English home "den" is the room, not the Scandinavian or German article. */
const DEN_ROOM: EvalSuite[] = [
  home(
    'r23d_en_tulsa',
    'en',
    [
      ['den', 'Den'],
      ['kitchen', 'Kitchen'],
      ['bedroom', 'Bedroom'],
    ],
    [
      one('den', 'light.den_floor', 'Den Floor Lamp'),
      one('den', 'media_player.den_tv', 'Den TV', { deviceClass: 'tv' }),
      one('bedroom', 'light.bedroom_floor', 'Bedroom Floor Lamp'),
      one('bedroom', 'media_player.tv', 'TV', { deviceClass: 'tv' }),
      one('kitchen', 'light.kitchen', 'Kitchen Lights'),
      one('den', 'fan.den', 'Ceiling Fan'),
      one('kitchen', 'light.floor_k', 'Floor Lamp'),
      one('den', 'light.floor_d', 'Floor Lamp'),
    ],
    [
      c('ordinary den-room', 'the den floor lamp', ['light.den_floor']),
      c('ordinary', 'the den fan', ['fan.den']),
      c('ordinary', 'den lights', ['light.den_floor', 'light.floor_d']),
      c('ordinary', 'the floor lamp in the den', { ask: ['light.den_floor', 'light.floor_d'] }),
      c('ordinary den-room', 'turn off the den tv', ['media_player.den_tv']),
      c('ordinary', 'the tv in the bedroom', ['media_player.tv']),
    ],
  ),
  home(
    'r23d_en_moose_jaw',
    'en',
    [
      ['den', 'Den'],
      ['office', 'Office'],
    ],
    [
      one('den', 'light.reading', 'Reading Lamp'),
      one('office', 'light.desk', 'Desk Lamp'),
      one('den', 'media_player.speaker', 'Bookshelf Speaker', { deviceClass: 'speaker' }),
    ],
    [
      c('ordinary', 'the lamp in the den', ['light.reading']),
      c('ordinary', 'play music in the den', ['media_player.speaker']),
    ],
  ),
  home(
    'r23d_sv_umea',
    'sv',
    [
      ['vardagsrum', 'Vardagsrum'],
      ['kok', 'Kök'],
    ],
    [one('vardagsrum', 'light.golvlampa', 'Golvlampa'), one('kok', 'light.kok', 'Köksbelysning')],
    [c('ordinary', 'tänd den golvlampan', ['light.golvlampa'])],
  ),
];

const roofWindow = { deviceClass: 'window', attributes: { current_position: 0 } };

/** Rule 8: a roof window by its word in each language, also one named by its maker (Velux, Fakro). */
const ROOF_WINDOWS: EvalSuite[] = [
  home(
    'r23d_de_soest',
    'de',
    [
      ['studio', 'Studio'],
      ['kueche', 'Küche'],
    ],
    [
      one('studio', 'cover.velux', 'Velux Studio', roofWindow),
      one('kueche', 'binary_sensor.fenster_kueche', 'Fenster Küche', windowClass),
      one('studio', 'light.studio', 'Studio Licht'),
    ],
    [
      c('device-sensor roof-window', 'das Dachfenster', ['cover.velux']),
      c('device-sensor roof-window', 'mach das Dachfenster zu', ['cover.velux']),
      c('device-sensor', 'ist das Fenster in der Küche offen', ['binary_sensor.fenster_kueche']),
    ],
  ),
  home(
    'r23d_en_hexham',
    'en',
    [
      ['loft', 'Loft'],
      ['kitchen', 'Kitchen'],
    ],
    [
      one('loft', 'cover.loft_velux', 'Loft Velux', roofWindow),
      one('kitchen', 'binary_sensor.kitchen_window', 'Kitchen Window', windowClass),
    ],
    [
      c('device-sensor roof-window', 'close the skylight', ['cover.loft_velux']),
      c('device-sensor roof-window', 'open the roof window', ['cover.loft_velux']),
      c('device-sensor', 'is the kitchen window open', ['binary_sensor.kitchen_window']),
    ],
  ),
  home(
    'r23d_nl_deventer',
    'nl',
    [
      ['zolder', 'Zolder'],
      ['keuken', 'Keuken'],
    ],
    [
      one('zolder', 'cover.velux_zolder', 'Velux', roofWindow),
      one('keuken', 'binary_sensor.raam_keuken', 'Raam keuken', windowClass),
    ],
    [c('device-sensor roof-window', 'doe het dakraam dicht', ['cover.velux_zolder'])],
  ),
  home(
    'r23d_pl_torun',
    'pl',
    [
      ['poddasze', 'Poddasze'],
      ['kuchnia', 'Kuchnia'],
    ],
    [
      one('poddasze', 'cover.fakro', 'Fakro poddasze', roofWindow),
      one('kuchnia', 'binary_sensor.okno_kuchnia', 'Okno kuchnia', windowClass),
    ],
    [c('device-sensor roof-window', 'zamknij okno dachowe', ['cover.fakro'])],
  ),
  home(
    'r23d_it_bergamo',
    'it',
    [
      ['mansarda', 'Mansarda'],
      ['cucina', 'Cucina'],
    ],
    [
      one('mansarda', 'cover.velux_mansarda', 'Velux mansarda', roofWindow),
      one('cucina', 'binary_sensor.finestra_cucina', 'Finestra cucina', windowClass),
    ],
    [c('device-sensor roof-window', 'chiudi il lucernario', ['cover.velux_mansarda'])],
  ),
  home(
    'r23d_sv_falun',
    'sv',
    [
      ['vind', 'Vindsrum'],
      ['kok', 'Kök'],
    ],
    [
      one('vind', 'cover.roto', 'Velux vindsrum', roofWindow),
      one('kok', 'binary_sensor.kok_fonster', 'Köksfönster', windowClass),
    ],
    [c('device-sensor roof-window', 'stäng takfönstret', ['cover.roto'])],
  ),
  home(
    'r23d_fr_annecy',
    'fr',
    [
      ['combles', 'Combles'],
      ['cuisine', 'Cuisine'],
    ],
    [
      one('combles', 'cover.velux_combles', 'Velux combles', roofWindow),
      one('cuisine', 'binary_sensor.fenetre_cuisine', 'Fenêtre cuisine', windowClass),
    ],
    [c('device-sensor roof-window', 'ferme la fenêtre de toit', ['cover.velux_combles'])],
  ),
];

const cooling = { attributes: { hvac_modes: ['off', 'cool', 'heat'] } };

/** Guards: round 22b's leftover, a Chinese particle after the order's value (吧, 啊), which main gets right. */
const VALUE_PARTICLE: EvalSuite[] = [
  home(
    'r23d_zh_xiamen',
    'zh',
    [
      ['woshi', '卧室'],
      ['keting', '客厅'],
    ],
    [
      one('woshi', 'climate.woshi', '卧室空调', cooling),
      one('keting', 'climate.keting', '客厅空调', cooling),
      one('keting', 'light.keting', '客厅灯'),
    ],
    [
      c('ordinary', '把卧室空调调到26度吧', ['climate.woshi']),
      c('ordinary', '客厅空调设成二十四度吧', ['climate.keting']),
      c('ordinary', '卧室空调开到25度啊', ['climate.woshi']),
      c('ordinary', '把卧室空调调到26度', ['climate.woshi']),
    ],
  ),
];

/** Rule 9: a Korean order said bare in the informal style (접어, 펴, 열어, 닫아) is the order, not a name. */
const KOREAN_BARE_ORDER: EvalSuite[] = [
  home(
    'r23d_ko_gimhae',
    'ko',
    [
      ['madang', '마당'],
      ['geosil', '거실'],
    ],
    [
      one('madang', 'cover.awning', '어닝', { deviceClass: 'awning' }),
      one('geosil', 'cover.blind', '거실 블라인드', { deviceClass: 'blind' }),
      one('geosil', 'light.geosil', '거실 조명'),
      one('madang', 'valve.madang', '마당 급수 밸브', { deviceClass: 'water' }),
      one('geosil', 'media_player.speaker', '거실 스피커', { deviceClass: 'speaker' }),
    ],
    [
      c('ordinary korean-bare-order', '밸브 틀어', ['valve.madang']),
      c('ordinary korean-bare-order', '차양 접어', ['cover.awning']),
      c('ordinary', '마당 급수 밸브 틀어', ['valve.madang']),
      c('ordinary', '거실 블라인드 걷어', ['cover.blind']),
      c('ordinary', '거실 스피커 음악 틀어', ['media_player.speaker']),
      c('ordinary', '어닝 펴', ['cover.awning']),
      c('ordinary', '거실 블라인드 올려', ['cover.blind']),
      c('ordinary korean-bare-order', '어닝 좀 접어', ['cover.awning']),
      c('ordinary', '어닝 접어줘', ['cover.awning']),
    ],
  ),
];

/** Guards: round 22d's leftover, Danish "vand" said first (water the garden), which main gets right. */
const DANISH_WATER: EvalSuite[] = [
  home(
    'r23d_da_odense',
    'da',
    [
      ['have', 'Have'],
      ['terrasse', 'Terrasse'],
    ],
    [
      one('have', 'valve.have', 'Vanding have', { deviceClass: 'water' }),
      one('have', 'light.have', 'Havelys'),
      one('have', 'lawn_mower.robot', 'Robotplæneklipper'),
      one('have', 'switch.springvand', 'Springvand'),
      one('terrasse', 'valve.krukker', 'Drypvanding krukker', { deviceClass: 'water' }),
      one('terrasse', 'light.terrasse', 'Terrasselampe'),
    ],
    [
      c('activity', 'vand haven', ['valve.have']),
      c('activity', 'vand på terrassen', ['valve.krukker']),
      c('activity', 'start vandingen i haven', ['valve.have']),
    ],
  ),
];

export const TWENTY_THIRD_ROUND_D2: readonly EvalSuite[] = [
  ...HIDDEN_LOCK_NAMED,
  ...DEN_ROOM,
  ...ROOF_WINDOWS,
  ...VALUE_PARTICLE,
  ...KOREAN_BARE_ORDER,
  ...DANISH_WATER,
];
