// Issue 26, round 24d: homes of older people and visiting family, and whole spoken commands passed as the
// reference (slices 40 and 71's kinds). Cases of our own for each rule, in homes of our own; none is a
// slice's request or home. The first tag is the category, the second the rule exercised (cases without a
// rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const blind = { deviceClass: 'blind' };
const shutter = { deviceClass: 'shutter' };
const speaker = { deviceClass: 'speaker' };
const tv = { deviceClass: 'tv' };
const heat = { attributes: { hvac_modes: ['off', 'heat'] } };

/** A home of a few rooms with lists beside its devices. */
function withLists(suite: EvalSuite, lists: [id: string, name: string][]): EvalSuite {
  return { ...suite, home: { ...suite.home, loose: lists } };
}

/** Rule 1: "to" before a number puts a value on the thing; it is no name's number ("to" for "2"). */
const TO_BEFORE_NUMBER: EvalSuite[] = [
  home(
    'r24d_en_parlour',
    'en',
    [
      ['parlour', 'Parlour'],
      ['snug', 'Snug'],
    ],
    [
      one('parlour', 'light.parlour_pendant', 'Pendant'),
      one('parlour', 'light.parlour_sconce', 'Sconce'),
      one('snug', 'light.snug_lamp_1', 'Snug Lamp 1'),
      one('snug', 'light.snug_lamp_2', 'Snug Lamp 2'),
    ],
    [
      c('ordinary to-number', 'dim the pendant to 40 percent', ['light.parlour_pendant']),
      c('ordinary to-number', 'brighten the sconce to 70 percent', ['light.parlour_sconce']),
      c('ordinary to-number', 'dim the pendant to 25%', ['light.parlour_pendant']),
      c('ordinary', 'dim snug lamp 2 to 50 percent', ['light.snug_lamp_2']),
      c('ordinary', 'turn on snug lamp to', ['light.snug_lamp_2']),
      c('ordinary', 'the pendant', ['light.parlour_pendant']),
    ],
  ),
];

/** Rule 2: a clock time said with the order is when, no part of the thing. */
const CLOCK_TIME: EvalSuite[] = [
  home(
    'r24d_en_annexe',
    'en',
    [
      ['den', 'Den'],
      ['annexe', 'Annexe'],
    ],
    [
      one('den', 'cover.den_blinds', 'Den Blinds', blind),
      one('annexe', 'light.annexe_lamp', 'Annexe Lamp'),
      one('annexe', 'switch.annexe_heater', 'Annexe Heater'),
    ],
    [
      c('ordinary', 'raise the den blinds at 6:30 am', ['cover.den_blinds']),
      c('ordinary clock-time', 'switch on the annexe heater at 7 pm', ['switch.annexe_heater']),
      c('ordinary', "turn off the annexe lamp at eleven o'clock", ['light.annexe_lamp']),
      c('ordinary', 'the den blinds', ['cover.den_blinds']),
    ],
  ),
  home(
    'r24d_de_altenteil',
    'de',
    [
      ['stube', 'Stube'],
      ['kammer', 'Kammer'],
    ],
    [
      one('stube', 'cover.stube_rollladen', 'Rollladen Stube', shutter),
      one('kammer', 'light.kammer', 'Kammerlicht'),
    ],
    [
      c('ordinary clock-time', 'den Rollladen in der Stube um sieben Uhr hoch', ['cover.stube_rollladen']),
      c('ordinary', 'mach das Kammerlicht um 22 Uhr aus', ['light.kammer']),
      c('ordinary clock-time', 'fahr den Rollladen um halb acht runter', ['cover.stube_rollladen']),
    ],
  ),
  home(
    'r24d_es_cortijo',
    'es',
    [
      ['despacho', 'Despacho'],
      ['recibidor', 'Recibidor'],
    ],
    [
      one('despacho', 'cover.estor_despacho', 'Estor del despacho', blind),
      one('recibidor', 'light.recibidor', 'Lámpara del recibidor'),
    ],
    [
      c('ordinary clock-time', 'sube el estor del despacho a las ocho', ['cover.estor_despacho']),
      c('ordinary clock-time', 'apaga la lámpara del recibidor a las once y media', ['light.recibidor']),
      c('ordinary clock-time', 'baja el estor a las 21:00', ['cover.estor_despacho']),
    ],
  ),
  home(
    'r24d_fr_longere',
    'fr',
    [
      ['veranda', 'Véranda'],
      ['atelier', 'Atelier'],
    ],
    [
      one('veranda', 'cover.store_veranda', 'Store véranda', blind),
      one('atelier', 'light.atelier', 'Lampe atelier'),
    ],
    [
      c('ordinary clock-time', 'ouvre le store de la véranda à huit heures', ['cover.store_veranda']),
      c('ordinary clock-time', "éteins la lampe de l'atelier à 22h30", ['light.atelier']),
    ],
  ),
  home(
    'r24d_it_cascina',
    'it',
    [
      ['studio', 'Studio'],
      ['portico', 'Portico'],
    ],
    [
      one('studio', 'cover.tapparella_studio', 'Tapparella studio', shutter),
      one('portico', 'light.portico', 'Luce portico'),
    ],
    [
      c('ordinary clock-time', 'alza la tapparella dello studio alle otto', ['cover.tapparella_studio']),
      c('ordinary clock-time', 'spegni la luce del portico alle 23', ['light.portico']),
    ],
  ),
  home(
    'r24d_nl_boerderij',
    'nl',
    [
      ['werkkamer', 'Werkkamer'],
      ['serre', 'Serre'],
    ],
    [
      one('werkkamer', 'cover.rolgordijn_werkkamer', 'Rolgordijn werkkamer', blind),
      one('serre', 'light.serre', 'Serrelamp'),
    ],
    [
      c('ordinary clock-time', 'doe het rolgordijn in de werkkamer om acht uur omhoog', [
        'cover.rolgordijn_werkkamer',
      ]),
      c('ordinary', 'zet de serrelamp om 19 uur aan', ['light.serre']),
    ],
  ),
  home(
    'r24d_pt_quinta',
    'pt',
    [
      ['escritorio', 'Escritório'],
      ['alpendre', 'Alpendre'],
    ],
    [
      one('escritorio', 'cover.estore_escritorio', 'Estore do escritório', shutter),
      one('alpendre', 'light.alpendre', 'Luz do alpendre'),
    ],
    [
      c('ordinary clock-time', 'abre o estore do escritório às oito', ['cover.estore_escritorio']),
      c('ordinary clock-time', 'desliga a luz do alpendre às 23 horas', ['light.alpendre']),
    ],
  ),
  home(
    'r24d_pl_dworek',
    'pl',
    [
      ['gabinet', 'Gabinet'],
      ['weranda', 'Weranda'],
    ],
    [
      one('gabinet', 'cover.roleta_gabinet', 'Roleta gabinet', blind),
      one('weranda', 'light.weranda', 'Lampa weranda'),
    ],
    [
      c('ordinary clock-time', 'podnieś roletę w gabinecie o ósmej', ['cover.roleta_gabinet']),
      c('ordinary clock-time', 'zgaś lampę na werandzie o 22', ['light.weranda']),
    ],
  ),
  home(
    'r24d_sv_torp',
    'sv',
    [
      ['arbetsrum', 'Arbetsrum'],
      ['farstu', 'Farstu'],
    ],
    [
      one('arbetsrum', 'cover.rullgardin_arbetsrum', 'Rullgardin arbetsrum', blind),
      one('farstu', 'light.farstu', 'Farstulampa'),
    ],
    [
      c('ordinary clock-time', 'dra upp rullgardinen i arbetsrummet klockan åtta', [
        'cover.rullgardin_arbetsrum',
      ]),
      c('ordinary', 'släck farstulampan kl 23', ['light.farstu']),
    ],
  ),
  home(
    'r24d_da_aftaegt',
    'da',
    [
      ['kontor', 'Kontor'],
      ['gang', 'Gang'],
    ],
    [
      one('kontor', 'cover.persienne_kontor', 'Persienne kontor', blind),
      one('gang', 'light.gang', 'Gangens lampe'),
    ],
    [
      c('ordinary clock-time', 'rul persiennen op i kontoret klokken otte', ['cover.persienne_kontor']),
      c('ordinary clock-time', 'rul persiennen ned kl. 21', ['cover.persienne_kontor']),
    ],
  ),
  home(
    'r24d_ko_jeonju',
    'ko',
    [
      ['seojae', '서재'],
      ['hyeongwan', '현관'],
    ],
    [
      one('seojae', 'cover.seojae_blind', '서재 블라인드', blind),
      one('hyeongwan', 'light.hyeongwan', '현관 조명'),
    ],
    [
      c('ordinary', '서재 블라인드 7시에 올려줘', ['cover.seojae_blind']),
      c('ordinary', '밤 11시에 현관 조명 꺼줘', ['light.hyeongwan']),
    ],
  ),
  home(
    'r24d_ja_matsumoto',
    'ja',
    [
      ['shosai', '書斎'],
      ['engawa', '縁側'],
    ],
    [
      one('shosai', 'cover.shosai_blind', '書斎ブラインド', blind),
      one('engawa', 'light.engawa', '縁側の照明'),
    ],
    [
      c('ordinary clock-time', '書斎のブラインドを7時に開けて', ['cover.shosai_blind']),
      c('ordinary', '夜10時に縁側の照明を消して', ['light.engawa']),
    ],
  ),
  home(
    'r24d_zh_luoyang',
    'zh',
    [
      ['shufang', '书房'],
      ['yangtai', '阳台'],
    ],
    [
      one('shufang', 'cover.shufang_curtain', '书房窗帘', {
        deviceClass: 'curtain',
      }),
      one('yangtai', 'light.yangtai', '阳台灯'),
    ],
    [
      c('ordinary', '早上七点打开书房窗帘', ['cover.shufang_curtain']),
      c('ordinary', '晚上十点把阳台灯关了', ['light.yangtai']),
    ],
  ),
];

/** Rule 3: Spanish "en" is "in", not Dutch "and": an item "en la lista de" a shop is that shop's list. */
const EN_IS_IN: EvalSuite[] = [
  withLists(
    home(
      'r24d_es_vitoria',
      'es',
      [['cocina', 'Cocina']],
      [one('cocina', 'light.cocina', 'Luz cocina')],
      [
        c('named-after en-in', 'apunta huevos en la lista de Eroski', ['todo.eroski']),
        c('named-after en-in', 'pon pan en la lista de Eroski', ['todo.eroski']),
        c('named-after', 'apunta huevos en la lista de la compra', ['todo.compra']),
        c('named-after', 'la lista de Eroski', ['todo.eroski']),
      ],
    ),
    [
      ['todo.compra', 'Lista de la compra'],
      ['todo.eroski', 'Eroski'],
    ],
  ),
  home(
    'r24d_nl_deventer',
    'nl',
    [['woonkamer', 'Woonkamer']],
    [
      one('woonkamer', 'light.leeslamp', 'Leeslamp'),
      one('woonkamer', 'media_player.radio', 'Radio', speaker),
    ],
    [c('ordinary', 'de leeslamp en de radio', ['light.leeslamp', 'media_player.radio'])],
  ),
];

/** Rule 4: "again", "back on" said with the order are no part of the thing ("weer" is not the weather). */
const AGAIN: EvalSuite[] = [
  withLists(
    home(
      'r24d_nl_zutphen',
      'nl',
      [
        ['werkkamer', 'Werkkamer'],
        ['serre', 'Serre'],
      ],
      [
        one('werkkamer', 'cover.markies', 'Markies', { deviceClass: 'awning' }),
        one('werkkamer', 'light.leeslamp', 'Leeslamp'),
        one('serre', 'light.serre', 'Serrelamp'),
      ],
      [
        c('ordinary again', 'doe de leeslamp weer aan', ['light.leeslamp']),
        c('ordinary again', 'zet de markies weer omhoog', ['cover.markies']),
        c('activity', 'hoe is het weer', ['weather.thuis']),
        c('ordinary', 'doe de serrelamp opnieuw aan', ['light.serre']),
      ],
    ),
    [['weather.thuis', 'Thuis']],
  ),
  home(
    'r24d_en_bungalow',
    'en',
    [
      ['lounge', 'Lounge'],
      ['porch', 'Porch'],
    ],
    [
      one('lounge', 'light.lounge_lamp', 'Lounge Lamp'),
      one('porch', 'light.porch', 'Porch Light'),
      one('lounge', 'media_player.lounge_tv', 'Lounge TV', tv),
    ],
    [
      c('ordinary', 'turn the lounge lamp back on', ['light.lounge_lamp']),
      c('ordinary', 'switch the porch light back off', ['light.porch']),
      c('ordinary', 'turn the porch light on again', ['light.porch']),
    ],
  ),
  home(
    'r24d_pl_sopot',
    'pl',
    [
      ['gabinet', 'Gabinet'],
      ['kuchnia', 'Kuchnia'],
    ],
    [one('gabinet', 'light.lampka', 'Lampka gabinet'), one('kuchnia', 'switch.czajnik', 'Czajnik')],
    [
      c('ordinary again', 'włącz znowu lampkę w gabinecie', ['light.lampka']),
      c('ordinary', 'włącz ponownie czajnik', ['switch.czajnik']),
    ],
  ),
  home(
    'r24d_ko_mokpo',
    'ko',
    [['geosil', '거실']],
    [
      one('geosil', 'light.geosil_stand', '거실 스탠드'),
      one('geosil', 'media_player.geosil_tv', '거실 TV', tv),
    ],
    [c('ordinary', '거실 스탠드 다시 켜줘', ['light.geosil_stand'])],
  ),
];

/** Rule 5: an order's verb in the infinitive after "can you" is the order ("kan du tænde", "możesz włączyć"). */
const MODAL_INFINITIVE: EvalSuite[] = [
  home(
    'r24d_da_skagen',
    'da',
    [
      ['kontor', 'Kontor'],
      ['kokken', 'Køkken'],
    ],
    [
      one('kontor', 'light.kontor', 'Kontor Loftlampe'),
      one('kokken', 'light.kokken', 'Køkken Lys'),
      one('kokken', 'switch.kaffemaskine', 'Kaffemaskine'),
    ],
    [
      c('ordinary modal-infinitive', 'kan du tænde lyset i kontoret', ['light.kontor']),
      c('ordinary modal-infinitive', 'kan du slukke lyset i køkkenet', ['light.kokken']),
      c('ordinary', 'kan du slukke kaffemaskinen', ['switch.kaffemaskine']),
    ],
  ),
  home(
    'r24d_pl_torun',
    'pl',
    [
      ['kuchnia', 'Kuchnia'],
      ['sypialnia', 'Sypialnia'],
    ],
    [
      one('kuchnia', 'fan.okap', 'Wentylator kuchnia'),
      one('sypialnia', 'light.sypialnia', 'Lampa sypialnia'),
    ],
    [
      c('ordinary modal-infinitive', 'możesz włączyć wentylator w kuchni?', ['fan.okap']),
      c('ordinary modal-infinitive', 'czy możesz wyłączyć lampę w sypialni', ['light.sypialnia']),
    ],
  ),
  home(
    'r24d_es_soria',
    'es',
    [
      ['despacho', 'Despacho'],
      ['salita', 'Salita'],
    ],
    [
      one('despacho', 'cover.persiana_despacho', 'Persiana del despacho', shutter),
      one('salita', 'light.salita', 'Lámpara salita'),
    ],
    [
      c('ordinary', '¿podrías bajar la persiana del despacho?', ['cover.persiana_despacho']),
      c('ordinary', '¿puedes subir la persiana del despacho?', ['cover.persiana_despacho']),
    ],
  ),
];

/** Rule 6: an older generation's word for the radio is the radio ("the wireless", "el transistor"). */
const OLD_RADIO: EvalSuite[] = [
  home(
    'r24d_en_cottage',
    'en',
    [
      ['scullery', 'Scullery'],
      ['parlour', 'Parlour'],
    ],
    [
      one('scullery', 'media_player.scullery_radio', 'Pure Evoke', speaker),
      one('scullery', 'switch.wireless_charger', 'Wireless Charger'),
      one('parlour', 'media_player.parlour_tv', 'Parlour TV', tv),
    ],
    [
      c('ordinary old-radio', 'the wireless', ['media_player.scullery_radio']),
      c('ordinary old-radio', 'turn on the wireless in the scullery', ['media_player.scullery_radio']),
      c('ordinary', 'the parlour tv', ['media_player.parlour_tv']),
      c('ordinary', 'the wireless charger', ['switch.wireless_charger']),
    ],
  ),
  home(
    'r24d_es_alcala',
    'es',
    [
      ['comedor', 'Comedor'],
      ['salita', 'Salita'],
    ],
    [
      one('comedor', 'media_player.radio_comedor', 'Altavoz del comedor', speaker),
      one('salita', 'media_player.tele', 'Televisión', tv),
    ],
    [c('ordinary old-radio', 'pon el transistor del comedor', ['media_player.radio_comedor'])],
  ),
  home(
    'r24d_pt_viseu',
    'pt',
    [
      ['marquise', 'Marquise'],
      ['sala', 'Sala'],
    ],
    [
      one('marquise', 'media_player.coluna', 'Coluna da marquise', speaker),
      one('sala', 'media_player.tv', 'Televisão', tv),
    ],
    [c('ordinary old-radio', 'liga a telefonia da marquise', ['media_player.coluna'])],
  ),
  home(
    'r24d_pl_opole',
    'pl',
    [
      ['kuchnia', 'Kuchnia'],
      ['pokoj', 'Pokój dzienny'],
    ],
    [
      one('kuchnia', 'media_player.glosnik', 'Głośnik kuchnia', speaker),
      one('pokoj', 'media_player.tv', 'Telewizor', tv),
    ],
    [c('ordinary old-radio', 'włącz tranzystor w kuchni', ['media_player.glosnik'])],
  ),
  home(
    'r24d_zh_kaifeng',
    'zh',
    [
      ['chufang', '厨房'],
      ['keting', '客厅'],
    ],
    [
      one('chufang', 'media_player.speaker', '厨房音箱', speaker),
      one('keting', 'media_player.tv', '客厅电视', tv),
    ],
    [
      c('ordinary old-radio', '打开厨房的话匣子', ['media_player.speaker']),
      c('ordinary old-radio', '半导体', ['media_player.speaker']),
    ],
  ),
];

/** Rule 7: a plug-in heater's everyday word, in a home with no such heater, is the home's heating. */
const HEATER_WORD: EvalSuite[] = [
  home(
    'r24d_nl_kampen',
    'nl',
    [
      ['voorkamer', 'Voorkamer'],
      ['achterkamer', 'Achterkamer'],
    ],
    [
      one('voorkamer', 'climate.nefit', 'Nefit Easy', heat),
      one('achterkamer', 'light.achterkamer', 'Lamp achterkamer'),
    ],
    [
      c('ordinary heater-word', 'zet de kachel wat hoger', ['climate.nefit']),
      c('ordinary heater-word', 'de kachel in de voorkamer', ['climate.nefit']),
      c('ordinary', 'de verwarming', ['climate.nefit']),
    ],
  ),
  home(
    'r24d_nl_meppel',
    'nl',
    [
      ['schuur', 'Schuur'],
      ['kamer', 'Kamer'],
    ],
    [
      one('schuur', 'switch.kachel', 'Kachel schuur'),
      one('kamer', 'climate.kamer', 'Thermostaat kamer', heat),
    ],
    [c('ordinary', 'de kachel', ['switch.kachel'])],
  ),
  home(
    'r24d_es_teruel',
    'es',
    [
      ['comedor', 'Comedor'],
      ['alcoba', 'Alcoba'],
    ],
    [one('comedor', 'climate.termostato', 'Termostato', heat), one('alcoba', 'light.alcoba', 'Luz alcoba')],
    [c('ordinary heater-word', 'enciende la estufa', ['climate.termostato'])],
  ),
  home(
    'r24d_it_rovigo',
    'it',
    [
      ['tinello', 'Tinello'],
      ['bagno', 'Bagno'],
    ],
    [
      one('tinello', 'climate.cronotermostato', 'Cronotermostato', heat),
      one('bagno', 'switch.stufetta', 'Stufetta', { hidden: true }),
    ],
    [
      c('ordinary', 'accendi la stufa', 'not-exposed'),
      c('ordinary', 'il riscaldamento', ['climate.cronotermostato']),
    ],
  ),
  home(
    'r24d_ja_hakodate',
    'ja',
    [
      ['ima', '居間'],
      ['shinshitsu', '寝室'],
    ],
    [
      one('ima', 'climate.ima_aircon', '居間エアコン', {
        attributes: { hvac_modes: ['off', 'heat', 'cool'] },
      }),
      one('shinshitsu', 'light.shinshitsu', '寝室の照明'),
    ],
    [c('ordinary heater-word', '居間のストーブをつけて', ['climate.ima_aircon'])],
  ),
  home(
    'r24d_ko_gangneung',
    'ko',
    [
      ['anbang', '안방'],
      ['geosil', '거실'],
    ],
    [one('anbang', 'climate.anbang', '안방 온도조절기', heat), one('geosil', 'light.geosil', '거실 조명')],
    [c('ordinary heater-word', '안방 난로 켜줘', ['climate.anbang'])],
  ),
  home(
    'r24d_pl_nysa',
    'pl',
    [
      ['kotlownia', 'Kotłownia'],
      ['pokoj', 'Pokój'],
    ],
    [one('kotlownia', 'climate.piec', 'Termostat', heat), one('pokoj', 'light.pokoj', 'Lampa pokój')],
    [c('ordinary heater-word', 'włącz piec', ['climate.piec'])],
  ),
];

/** Rule 8: "bajar", "subir" said first, or after "can you", are the order, never the floor "Planta baja". */
const LEVEL_INFINITIVE: EvalSuite[] = [
  home(
    'r24d_es_cuenca',
    'es',
    [
      ['cocina', 'Cocina', 'baja'],
      ['invitados', 'Cuarto de invitados', 'alta'],
      ['buhardilla', 'Buhardilla', 'alta'],
    ],
    [
      one('cocina', 'light.cocina', 'Luz cocina'),
      one('invitados', 'cover.persiana_invitados', 'Persiana invitados', shutter),
      one('buhardilla', 'cover.estor_buhardilla', 'Estor buhardilla', blind),
    ],
    [
      c('ordinary level-infinitive', 'bajar la persiana del cuarto de invitados', [
        'cover.persiana_invitados',
      ]),
      c('ordinary level-infinitive', '¿podrías bajar el estor de la buhardilla?', ['cover.estor_buhardilla']),
      c('ordinary', 'subir la persiana del cuarto de invitados', ['cover.persiana_invitados']),
      c('ordinary', 'la luz de la planta baja', ['light.cocina']),
      c('ordinary', 'baja el estor de la buhardilla', ['cover.estor_buhardilla']),
    ],
    [
      ['baja', 'Planta baja', 0],
      ['alta', 'Planta alta', 1],
    ],
  ),
  home(
    'r24d_it_lucca',
    'it',
    [
      ['mansarda', 'Mansarda'],
      ['cucina', 'Cucina'],
    ],
    [
      one('mansarda', 'cover.tapparella_mansarda', 'Tapparella mansarda', shutter),
      one('cucina', 'light.cucina', 'Luce cucina'),
    ],
    [c('ordinary', 'puoi abbassare la tapparella della mansarda?', ['cover.tapparella_mansarda'])],
  ),
];

export const TWENTY_FOURTH_ROUND_D: readonly EvalSuite[] = [
  ...TO_BEFORE_NUMBER,
  ...CLOCK_TIME,
  ...EN_IS_IN,
  ...AGAIN,
  ...MODAL_INFINITIVE,
  ...OLD_RADIO,
  ...HEATER_WORD,
  ...LEVEL_INFINITIVE,
];
