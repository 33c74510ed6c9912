// Issue 26, round 21d: homes of people who work from home (office gear, makers' names across scripts).
// Cases of our own for each rule, in homes of our own; none is a slice's request or home. The first tag
// is the category, the second the rule exercised (cases without a rule tag are guards that passed before
// and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const outlet = { deviceClass: 'outlet' };
const tv = { deviceClass: 'tv' };
const speaker = { deviceClass: 'speaker' };
const outdoor = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};

/** Rule 1: a device named by the words said, in another room than the one said, is no place. */
const DEVICE_ELSEWHERE: EvalSuite[] = [
  home(
    'r21d_en_hove',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['dining', 'Dining Room'],
      ['study', 'Study'],
    ],
    [
      one('kitchen', 'light.kitchen_pendant', 'Kitchen Pendant'),
      one('kitchen', 'light.kitchen_spots', 'Kitchen Spots'),
      one('dining', 'light.pendant', 'Pendant Light'),
      one('study', 'light.study_desk', 'Study Desk'),
      one('study', 'light.study_ceiling', 'Study Ceiling'),
      one('dining', 'light.desk_lamp', 'Desk Lamp'),
    ],
    [
      c('ordinary', 'the kitchen pendant light', ['light.kitchen_pendant']),
      c('ordinary device-elsewhere', 'the pendant light in the kitchen', ['light.kitchen_pendant']),
      c('ordinary device-elsewhere', 'the desk lamp in the study', ['light.study_desk']),
      c('ordinary', 'the pendant light', ['light.pendant']),
      c('ordinary', 'the desk lamp', ['light.desk_lamp']),
      c('ordinary', 'the desk lamp in the dining room', ['light.desk_lamp']),
    ],
  ),
  home(
    'r21d_fr_nantes',
    'fr',
    [
      ['chambre', 'Chambre'],
      ['amis', "Chambre d'amis"],
    ],
    [
      one('chambre', 'light.lampe_chevet', 'Lampe de chevet'),
      one('amis', 'light.chevet_amis', 'Chevet amis'),
      one('amis', 'light.plafonnier_amis', 'Plafonnier amis'),
    ],
    [
      c('ordinary device-elsewhere', "la lampe de chevet de la chambre d'amis", ['light.chevet_amis']),
      c('ordinary', 'la lampe de chevet', ['light.lampe_chevet']),
    ],
  ),
  home(
    'r21d_it_lecco',
    'it',
    [
      ['camera', 'Camera'],
      ['bagno', 'Bagno'],
    ],
    [
      one('camera', 'light.luce_specchio', 'Luce specchio'),
      one('bagno', 'light.specchio_bagno', 'Specchio bagno'),
      one('bagno', 'light.bagno', 'Plafoniera bagno'),
    ],
    [
      c('ordinary device-elsewhere', 'la luce specchio del bagno', ['light.specchio_bagno']),
      c('ordinary', 'la luce specchio', ['light.luce_specchio']),
    ],
  ),
];

/** Rule 2: a Swedish or Danish plural definite form is a name written in the plural. */
const PLURAL_NAME: EvalSuite[] = [
  home(
    'r21d_sv_umea',
    'sv',
    [
      ['kontor', 'Kontor'],
      ['vardagsrum', 'Vardagsrum'],
    ],
    [
      one('kontor', 'switch.datorer', 'Datorer', outlet),
      one('kontor', 'light.datorlampa', 'Datorlampa'),
      one('vardagsrum', 'switch.hogtalare', 'Högtalare', outlet),
      one('vardagsrum', 'switch.monitorer', 'Monitorer', outlet),
      one('vardagsrum', 'light.monitorlampa', 'Monitorlampa'),
    ],
    [
      c('ordinary', 'datorerna', ['switch.datorer']),
      c('ordinary', 'stäng av datorerna', ['switch.datorer']),
      c('ordinary', 'datorlampan', ['light.datorlampa']),
      c('ordinary plural-name', 'monitorerna', ['switch.monitorer']),
      c('ordinary', 'monitorlampan', ['light.monitorlampa']),
    ],
  ),
  home(
    'r21d_da_vejle',
    'da',
    [['kontor', 'Kontor']],
    [one('kontor', 'switch.skaerme', 'Skærme', outlet), one('kontor', 'light.skaermlampe', 'Skærmlampe')],
    [
      c('ordinary plural-name', 'skærmene', ['switch.skaerme']),
      c('ordinary', 'skærmlampen', ['light.skaermlampe']),
    ],
  ),
];

/** Rule 3: a Chinese, Japanese or Korean name ending in a Latin word, said by that word with its room. */
const LATIN_TAIL: EvalSuite[] = [
  home(
    'r21d_ja_sendai',
    'ja',
    [
      ['kodomo', '子供部屋'],
      ['living', 'リビング'],
    ],
    [
      one('kodomo', 'switch.gakushu_pc', '学習用PC', outlet),
      one('living', 'switch.note_pc', 'ノートPC', outlet),
      one('living', 'switch.ie_nas', '自宅NAS', outlet),
    ],
    [
      c('name-wins latin-tail', '子供部屋のPC', ['switch.gakushu_pc']),
      c('name-wins latin-tail', 'リビングのPC', ['switch.note_pc']),
      c('ask-one latin-tail', 'PCをつけて', { ask: ['switch.gakushu_pc', 'switch.note_pc'] }),
      c('name-wins', '自宅NAS', ['switch.ie_nas']),
    ],
  ),
  home(
    'r21d_zh_suzhou',
    'zh',
    [
      ['shufang', '书房'],
      ['keting', '客厅'],
    ],
    [one('shufang', 'switch.youxi_pc', '游戏PC', outlet), one('keting', 'switch.htpc', '影音PC', outlet)],
    [
      c('name-wins latin-tail', '书房的PC', ['switch.youxi_pc']),
      c('name-wins latin-tail', '客厅的PC', ['switch.htpc']),
    ],
  ),
  home(
    'r21d_ko_daejeon',
    'ko',
    [
      ['seojae', '서재'],
      ['geosil', '거실'],
    ],
    [
      one('seojae', 'switch.gaming_pc', '게이밍PC', outlet),
      one('geosil', 'switch.mini_pc', '미니PC', outlet),
    ],
    [
      c('name-wins latin-tail', '서재 PC', ['switch.gaming_pc']),
      c('name-wins latin-tail', '거실 PC 꺼줘', ['switch.mini_pc']),
    ],
  ),
];

/** Rule 4: a narrower kind said, held by a hidden thing's name and by no visible one of its kind. */
const HIDDEN_NARROWER: EvalSuite[] = [
  home(
    'r21d_en_leeds',
    'en',
    [
      ['office', 'Office'],
      ['garage', 'Garage'],
    ],
    [
      one('office', 'switch.printer', 'Laser Printer', outlet),
      one('garage', 'switch.bambu', 'Bambu 3D Printer', { ...outlet, hidden: true }),
      one('office', 'fan.desk_fan', 'Desk Fan'),
      one('garage', 'fan.extractor', 'Garage Extractor Fan', { hidden: true }),
    ],
    [
      c('hidden-similar three-d', 'the 3D printer', 'not-exposed'),
      c('hidden-similar', 'the printer', ['switch.printer']),
      c('hidden-similar hidden-narrower', 'the extractor fan', 'not-exposed'),
      c('hidden-similar', 'the fan', ['fan.desk_fan']),
    ],
  ),
  home(
    'r21d_ja_nara',
    'ja',
    [
      ['toilet', 'トイレ'],
      ['shosai', '仕事部屋'],
    ],
    [
      one('toilet', 'fan.toilet_kankisen', 'トイレの換気扇', { hidden: true }),
      one('shosai', 'fan.senpuki', '扇風機'),
    ],
    [
      c('hidden-similar hidden-narrower', '換気扇を回して', 'not-exposed'),
      c('hidden-similar', '扇風機', ['fan.senpuki']),
    ],
  ),
];

/** Rule 5: a 3D printer is its own appliance, not a printer. */
const THREE_D: EvalSuite[] = [
  home(
    'r21d_en_derby',
    'en',
    [
      ['office', 'Office'],
      ['shed', 'Shed'],
    ],
    [
      one('office', 'switch.office_printer', 'Office Printer', outlet),
      one('shed', 'switch.voron', 'Voron 3D Printer', { ...outlet, hidden: true }),
      one('shed', 'switch.shed_heater', 'Shed Heater', outlet),
    ],
    [
      c('hidden-similar three-d', 'the 3D printer', 'not-exposed'),
      c('hidden-similar', 'the printer', ['switch.office_printer']),
    ],
  ),
  home(
    'r21d_fr_angers',
    'fr',
    [['atelier', 'Atelier']],
    [
      one('atelier', 'switch.imprimante', 'Imprimante laser', outlet),
      one('atelier', 'switch.ender', 'Ender 3 imprimante 3D', outlet),
    ],
    [
      c('ordinary', "l'imprimante 3D", ['switch.ender']),
      c('ordinary', "l'imprimante laser", ['switch.imprimante']),
    ],
  ),
  home(
    'r21d_de_jena',
    'de',
    [
      ['buero', 'Büro'],
      ['keller', 'Keller'],
    ],
    [
      one('buero', 'switch.drucker', 'Drucker', outlet),
      one('keller', 'switch.prusa', 'Prusa 3D-Drucker', { ...outlet, hidden: true }),
    ],
    [
      c('hidden-similar three-d', 'den 3D-Drucker', 'not-exposed'),
      c('hidden-similar', 'den Drucker', ['switch.drucker']),
    ],
  ),
  home(
    'r21d_zh_wuxi',
    'zh',
    [
      ['shufang', '书房'],
      ['yangtai', '阳台'],
    ],
    [
      one('shufang', 'switch.printer', '打印机', outlet),
      one('yangtai', 'switch.bambu', '拓竹3D打印机', { ...outlet, hidden: true }),
    ],
    [
      c('hidden-similar three-d', '3D打印机', 'not-exposed'),
      c('hidden-similar', '打印机', ['switch.printer']),
    ],
  ),
];

/** Rule 6: computer and network makers as Korea, Japan and China write them. */
const TECH_MAKERS: EvalSuite[] = [
  home(
    'r21d_zh_xiamen',
    'zh',
    [
      ['shufang', '书房'],
      ['keting', '客厅'],
    ],
    [
      one('shufang', 'switch.ds220', 'Synology DS220+', outlet),
      one('shufang', 'light.litra', 'Logitech Litra'),
      one('keting', 'switch.asus_router', 'ASUS RT-AX88U', outlet),
      one('keting', 'switch.tplink', 'TP-Link Deco', outlet),
    ],
    [
      c('brand tech-maker', '群晖', ['switch.ds220']),
      c('brand tech-maker', '罗技补光灯', ['light.litra']),
      c('brand tech-maker', '华硕路由器', ['switch.asus_router']),
    ],
  ),
  home(
    'r21d_ko_suwon',
    'ko',
    [['seojae', '서재']],
    [
      one('seojae', 'switch.nas', 'Synology NAS', outlet),
      one('seojae', 'switch.dell', 'Dell 모니터', outlet),
      one('seojae', 'switch.lenovo', 'Lenovo 노트북', outlet),
    ],
    [
      c('brand tech-maker', '시놀로지', ['switch.nas']),
      c('brand', '델 모니터', ['switch.dell']),
      c('brand', '레노버 노트북 꺼줘', ['switch.lenovo']),
    ],
  ),
  home(
    'r21d_ja_chiba',
    'ja',
    [['shosai', '書斎']],
    [
      one('shosai', 'switch.nas', 'Synology', outlet),
      one('shosai', 'switch.buffalo', 'Buffalo Wi-Fi', outlet),
      one('shosai', 'light.litra', 'Logicool Litra Glow'),
    ],
    [
      c('brand tech-maker', 'シノロジー', ['switch.nas']),
      c('brand tech-maker', 'バッファローのルーター', ['switch.buffalo']),
      c('brand', 'ロジクールのライト', ['light.litra']),
    ],
  ),
];

/** Rule 7: "how much is it doing outside": the temperature, asked by how much. */
const HOW_MUCH: EvalSuite[] = [
  home(
    'r21d_pt_recife',
    'pt',
    [
      ['quintal', 'Quintal'],
      ['sala', 'Sala'],
    ],
    [
      one('quintal', 'sensor.quintal_temperatura', 'Termômetro quintal', outdoor),
      one('sala', 'light.sala', 'Luz da sala'),
    ],
    [
      c('activity how-much', 'quanto tá fazendo lá fora', ['sensor.quintal_temperatura']),
      c('activity how-much', 'quantos graus está fazendo lá fora', ['sensor.quintal_temperatura']),
      c('activity', 'está quente lá fora', ['sensor.quintal_temperatura']),
      c('activity how-much', 'quanto está fazendo no quintal', ['sensor.quintal_temperatura']),
    ],
  ),
  home(
    'r21d_it_bari',
    'it',
    [
      ['terrazzo', 'Terrazzo'],
      ['studio', 'Studio'],
    ],
    [
      one('terrazzo', 'sensor.terrazzo', 'Sonda terrazzo', outdoor),
      one('studio', 'light.studio', 'Luce studio'),
    ],
    [
      c('activity how-much', 'quanto fa fuori', ['sensor.terrazzo']),
      c('activity', 'quanti gradi fa fuori', ['sensor.terrazzo']),
      c('activity', 'quanto fa sul terrazzo', ['sensor.terrazzo']),
    ],
  ),
  home(
    'r21d_es_rosario',
    'es',
    [
      ['patio', 'Patio'],
      ['living', 'Living'],
    ],
    [one('patio', 'sensor.patio', 'Sensor patio', outdoor), one('living', 'light.living', 'Luz living')],
    [
      c('activity', 'cuántos grados hace afuera', ['sensor.patio']),
      c('activity', 'qué temperatura hace afuera', ['sensor.patio']),
    ],
  ),
];

/** Rule 8: a thing said with the kind of thing it serves, when its name says that kind otherwise. */
const SERVED_KIND: EvalSuite[] = [
  home(
    'r21d_es_vigo',
    'es',
    [
      ['salon', 'Salón'],
      ['despacho', 'Despacho'],
    ],
    [
      one('salon', 'light.tira_tv', 'Tira LED TV'),
      one('despacho', 'light.tira_escritorio', 'Tira LED escritorio'),
      one('salon', 'media_player.tv', 'Televisor salón', tv),
    ],
    [
      c('ordinary served-kind', 'la tira LED de la tele', ['light.tira_tv']),
      c('ordinary', 'la tele', ['media_player.tv']),
      c('ordinary', 'la tira LED del despacho', ['light.tira_escritorio']),
    ],
  ),
  home(
    'r21d_fr_brest',
    'fr',
    [
      ['sejour', 'Séjour'],
      ['bureau', 'Bureau'],
    ],
    [
      one('sejour', 'light.ruban_tv', 'Ruban LED TV'),
      one('bureau', 'light.ruban_bureau', 'Ruban LED bureau'),
      one('sejour', 'media_player.tv', 'Téléviseur', tv),
    ],
    [c('ordinary served-kind', 'le ruban LED de la télé', ['light.ruban_tv'])],
  ),
  home(
    'r21d_de_ulm',
    'de',
    [
      ['wohnzimmer', 'Wohnzimmer'],
      ['buero', 'Büro'],
    ],
    [
      one('wohnzimmer', 'light.streifen_tv', 'LED-Streifen TV'),
      one('buero', 'light.streifen_buero', 'LED-Streifen Schreibtisch'),
      one('wohnzimmer', 'media_player.tv', 'Samsung Frame', tv),
    ],
    [c('ordinary served-kind', 'den LED-Streifen am Fernseher', ['light.streifen_tv'])],
  ),
  home(
    'r21d_it_trento',
    'it',
    [
      ['soggiorno', 'Soggiorno'],
      ['studio', 'Studio'],
    ],
    [
      one('soggiorno', 'light.striscia_tv', 'Striscia LED TV'),
      one('studio', 'light.striscia_scrivania', 'Striscia LED scrivania'),
      one('soggiorno', 'media_player.tv', 'Televisore', tv),
    ],
    [
      c('ordinary served-kind', 'la striscia LED della televisione', ['light.striscia_tv']),
      c('ordinary', 'la televisione', ['media_player.tv']),
    ],
  ),
];

/** Rule 9: Japanese locking said with する ("ロックして") is the order to lock, not the lock's kind word. */
const JAPANESE_LOCK: EvalSuite[] = [
  {
    home: {
      id: 'r21d_ja_kobe',
      language: 'ja',
      floors: [],
      areas: [
        ['katteguchi', '勝手口', null],
        ['garage', 'ガレージ', null],
      ],
      devices: [
        one('katteguchi', 'lock.katteguchi', '勝手口の鍵'),
        one('katteguchi', 'binary_sensor.katteguchi', '勝手口ドア', { deviceClass: 'door' }),
        one('garage', 'lock.garage', 'ガレージのスマートロック'),
        one('garage', 'binary_sensor.garage', 'ガレージのドア', { deviceClass: 'door' }),
      ],
      loose: [],
    },
    cases: [
      c('device-sensor japanese-lock', '勝手口のドアをロックして', ['lock.katteguchi']),
      c('device-sensor japanese-lock', 'ガレージのドアはロックされてる', ['lock.garage']),
      c('device-sensor', '勝手口のドアは開いてる', ['binary_sensor.katteguchi']),
      c('device-sensor', 'ガレージのドアは閉まってる', ['binary_sensor.garage']),
    ],
  },
];

/** Rule 10: a kind word the request's language uses for another thing ("la box") is a name's word. */
const FALSE_FRIEND: EvalSuite[] = [
  {
    home: {
      id: 'r21d_fr_lille',
      language: 'fr',
      floors: [],
      areas: [
        ['salon', 'Salon', null],
        ['cuisine', 'Cuisine', null],
      ],
      devices: [
        one('salon', 'switch.box_sfr', 'Box SFR', { deviceClass: 'outlet' }),
        one('cuisine', 'media_player.enceinte', 'Enceinte cuisine', speaker),
        one('salon', 'light.lampadaire', 'Lampadaire'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary false-friend', 'éteins la box', ['switch.box_sfr']),
      c('ordinary', 'la box du salon', ['switch.box_sfr']),
      c('ordinary false-friend', 'est-ce que la box est allumée', ['switch.box_sfr']),
      c('ordinary false-friend', 'allume la box', ['switch.box_sfr']),
      c('ordinary', "l'enceinte", ['media_player.enceinte']),
    ],
  },
  {
    home: {
      id: 'r21d_it_monza',
      language: 'it',
      floors: [],
      areas: [
        ['box', 'Garage', null],
        ['sala', 'Sala', null],
      ],
      devices: [
        one('box', 'light.box', 'Luce box'),
        one('sala', 'media_player.cassa', 'Cassa sala', speaker),
      ],
      loose: [],
    },
    cases: [
      c('ordinary', 'accendi la luce del box', ['light.box']),
      c('ordinary false-friend', 'il box', ['light.box']),
      c('ordinary', 'la cassa', ['media_player.cassa']),
    ],
  },
  {
    home: {
      id: 'r21d_de_bonn',
      language: 'de',
      floors: [],
      areas: [['wohnzimmer', 'Wohnzimmer', null]],
      devices: [
        one('wohnzimmer', 'media_player.box', 'JBL Wohnzimmer', speaker),
        one('wohnzimmer', 'switch.box_router', 'Box Router', { deviceClass: 'outlet' }),
      ],
      loose: [],
    },
    cases: [c('ordinary', 'die Box im Wohnzimmer', ['media_player.box'])],
  },
];

export const TWENTY_FIRST_ROUND_D: readonly EvalSuite[] = [
  ...DEVICE_ELSEWHERE,

  ...PLURAL_NAME,
  ...LATIN_TAIL,
  ...HIDDEN_NARROWER,
  ...THREE_D,
  ...TECH_MAKERS,
  ...HOW_MUCH,
  ...SERVED_KIND,
  ...JAPANESE_LOCK,
  ...FALSE_FRIEND,
];
