// Issue 26, round 22c: homes of several floors whose room names repeat across them (a bathroom on each
// floor, a hall upstairs and down), the floor said or not. Cases of our own for each rule, in homes of our
// own; none is a slice's request or home. The first tag is the category, the second the rule exercised
// (cases without a rule tag are guards that passed before and after). Rules 4–8 are in
// home-issue26-twenty-second-c2.ts, 9 and up in -c3.ts.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { TWENTY_SECOND_ROUND_C2 } from './home-issue26-twenty-second-c2.js';
import { TWENTY_SECOND_ROUND_C3 } from './home-issue26-twenty-second-c3.js';

/**
 * Rule 1: a room said with a floor is the room of that kind on that floor. Home Assistant names the second
 * bathroom "Bathroom 2"; the room word (or the bare name) found the first one, on the other floor, and
 * the floor said then left nothing. With a floor named like a room ("Zolder" is both), the word said after
 * another room is the floor.
 */
const ROOM_ON_FLOOR: EvalSuite[] = [
  home(
    'r22c_en_room_floor',
    'en',
    [
      ['bathroom', 'Bathroom', 'first'],
      ['bathroom_2', 'Bathroom 2', 'ground'],
      ['kitchen', 'Kitchen', 'ground'],
      ['bedroom', 'Bedroom', 'first'],
    ],
    [
      one('bathroom', 'light.bathroom', 'Bathroom Ceiling'),
      one('bathroom_2', 'light.bathroom_2', 'Vanity Light'),
      one('bathroom', 'fan.bathroom', 'Bathroom Fan'),
      one('bathroom_2', 'fan.bathroom_2', 'Extractor'),
      one('kitchen', 'light.kitchen', 'Kitchen Light'),
      one('bedroom', 'light.bedroom', 'Bedroom Light'),
    ],
    [
      c('ordinary room-on-floor', 'the bathroom light downstairs', ['light.bathroom_2']),
      c('ordinary room-on-floor', 'the fan in the bathroom on the ground floor', ['fan.bathroom_2']),
      c('ordinary', 'the bathroom light upstairs', ['light.bathroom']),
      c('ordinary', 'the bathroom fan', ['fan.bathroom']),
    ],
    [
      ['ground', 'Ground Floor', 0],
      ['first', 'First Floor', 1],
    ],
  ),
  home(
    'r22c_de_room_floor',
    'de',
    [
      ['wc', 'WC', 'eg'],
      ['wc_2', 'WC 2', 'og'],
      ['schlafzimmer', 'Schlafzimmer', 'og'],
      ['schlafzimmer_2', 'Schlafzimmer 2', 'dg'],
      ['kueche', 'Küche', 'eg'],
    ],
    [
      one('wc', 'light.wc', 'Spiegelleuchte'),
      one('wc_2', 'light.wc_2', 'Deckenleuchte WC'),
      one('schlafzimmer', 'light.schlafzimmer', 'Nachtlicht'),
      one('schlafzimmer_2', 'light.schlafzimmer_2', 'Dachschräge Spots'),
      one('kueche', 'light.kueche', 'Küchenlampe'),
    ],
    [
      c('ordinary room-on-floor', 'das Licht im WC oben', ['light.wc_2']),
      c('ordinary room-on-floor', 'die Lampe im Schlafzimmer im Dachgeschoss', ['light.schlafzimmer_2']),
      c('ordinary', 'das Licht im WC unten', ['light.wc']),
      c('ordinary', 'das Licht im Schlafzimmer im Obergeschoss', ['light.schlafzimmer']),
    ],
    [
      ['eg', 'Erdgeschoss', 0],
      ['og', 'Obergeschoss', 1],
      ['dg', 'Dachgeschoss', 2],
    ],
  ),
  home(
    'r22c_es_room_floor',
    'es',
    [
      ['bano', 'Baño', 'alta'],
      ['bano_2', 'Baño 2', 'baja'],
      ['salon', 'Salón', 'baja'],
    ],
    [
      one('bano', 'light.bano', 'Luz del baño'),
      one('bano_2', 'light.bano_2', 'Aplique espejo'),
      one('salon', 'light.salon', 'Lámpara de pie'),
    ],
    [
      c('ordinary room-on-floor', 'la luz del baño de la planta baja', ['light.bano_2']),
      c('ordinary room-on-floor', 'la luz del baño de abajo', ['light.bano_2']),
      c('ordinary', 'la luz del baño de arriba', ['light.bano']),
    ],
    [
      ['baja', 'Planta baja', 0],
      ['alta', 'Planta alta', 1],
    ],
  ),
  home(
    'r22c_it_room_floor',
    'it',
    [
      ['bagno', 'Bagno', 'primo'],
      ['bagno_2', 'Bagno 2', 'terra'],
      ['cucina', 'Cucina', 'terra'],
    ],
    [
      one('bagno', 'light.bagno', 'Plafoniera bagno'),
      one('bagno_2', 'light.bagno_2', 'Faretti'),
      one('cucina', 'light.cucina', 'Luce cucina'),
    ],
    [
      c('ordinary room-on-floor', 'la luce del bagno al piano terra', ['light.bagno_2']),
      c('ordinary', 'la luce del bagno di sopra', ['light.bagno']),
    ],
    [
      ['terra', 'Piano terra', 0],
      ['primo', 'Primo piano', 1],
    ],
  ),
  home(
    'r22c_pl_room_floor',
    'pl',
    [
      ['lazienka', 'Łazienka', 'pietro'],
      ['lazienka_2', 'Łazienka 2', 'parter'],
      ['salon', 'Salon', 'parter'],
    ],
    [
      one('lazienka', 'light.lazienka', 'Lampa sufitowa'),
      one('lazienka_2', 'light.lazienka_2', 'Kinkiet lustro'),
      one('salon', 'light.salon', 'Lampa salon'),
    ],
    [
      c('ordinary room-on-floor', 'światło w łazience na parterze', ['light.lazienka_2']),
      c('ordinary', 'światło w łazience na górze', ['light.lazienka']),
    ],
    [
      ['parter', 'Parter', 0],
      ['pietro', 'Piętro', 1],
    ],
  ),
  home(
    'r22c_sv_room_floor',
    'sv',
    [
      ['badrum', 'Badrum', 'ovan'],
      ['badrum_2', 'Badrum 2', 'botten'],
      ['kok', 'Kök', 'botten'],
    ],
    [
      one('badrum', 'light.badrum', 'Taklampa badrum'),
      one('badrum_2', 'light.badrum_2', 'Spegellampa'),
      one('kok', 'light.kok', 'Köksbelysning'),
    ],
    [
      c('ordinary room-on-floor', 'lampan i badrummet på nedervåningen', ['light.badrum_2']),
      c('ordinary', 'lampan i badrummet på övervåningen', ['light.badrum']),
    ],
    [
      ['botten', 'Bottenvåning', 0],
      ['ovan', 'Övervåning', 1],
    ],
  ),
  home(
    'r22c_nl_room_floor',
    'nl',
    [
      ['badkamer', 'Badkamer', 'eerste'],
      ['badkamer_2', 'Badkamer 2', 'vliering'],
      ['vliering', 'Vliering', 'vliering'],
      ['keuken', 'Keuken', 'bg'],
    ],
    [
      one('badkamer', 'light.badkamer', 'Plafondlamp badkamer'),
      one('badkamer_2', 'light.badkamer_2', 'Spiegelverlichting'),
      one('vliering', 'light.vliering', 'Vlieringlamp'),
      one('keuken', 'light.keuken', 'Keukenlamp'),
    ],
    [
      c('ordinary room-on-floor', 'de lamp in de badkamer op de vliering', ['light.badkamer_2']),
      c('ordinary', 'de lamp op de vliering', ['light.vliering']),
      c('ordinary', 'de lamp in de badkamer op de eerste verdieping', ['light.badkamer']),
    ],
    [
      ['bg', 'Begane grond', 0],
      ['eerste', 'Eerste verdieping', 1],
      ['vliering', 'Vliering', 2],
    ],
  ),
  home(
    'r22c_ko_room_floor',
    'ko',
    [
      ['bath', '욕실', 'f2'],
      ['bath_2', '욕실 2', 'f1'],
      ['living', '거실', 'f1'],
    ],
    [
      one('bath', 'light.bath', '욕실 조명'),
      one('bath_2', 'light.bath_2', '거울 조명'),
      one('living', 'light.living', '거실 조명'),
    ],
    [
      c('ordinary room-on-floor', '1층 욕실 불', ['light.bath_2']),
      c('ordinary', '2층 욕실 불', ['light.bath']),
    ],
    [
      ['f1', '1층', 0],
      ['f2', '2층', 1],
    ],
  ),
];

/**
 * Rule 2: the home's own floor said inside a longer floor phrase is that floor. "lá em cima" is every floor
 * above the ground by the table's words, but a home that gave one floor the alias "em cima" (or named it
 * "Étage") means that floor, not the attic above it too.
 */
const OWN_FLOOR_IN_PHRASE: EvalSuite[] = [
  home(
    'r22c_pt_own_floor',
    'pt',
    [
      ['sala', 'Sala', 'rc'],
      ['quarto', 'Quarto', 'andar'],
      ['escritorio', 'Escritório', 'andar'],
      ['aguas', 'Águas-furtadas', 'aguas'],
    ],
    [
      one('sala', 'climate.sala', 'Aquecedor sala'),
      one('quarto', 'climate.quarto', 'Aquecedor quarto'),
      one('escritorio', 'light.escritorio', 'Candeeiro secretária'),
      one('quarto', 'light.quarto', 'Luz quarto'),
      one('aguas', 'light.aguas', 'Luz águas-furtadas'),
      one('aguas', 'climate.aguas', 'Aquecedor águas-furtadas'),
    ],
    [
      c('ordinary own-floor', 'os aquecedores lá em cima', ['climate.quarto']),
      c('ordinary own-floor', 'apaga tudo lá em cima', [
        'light.escritorio',
        'light.quarto',
        'climate.quarto',
      ]),
      c('ordinary', 'as luzes em cima', ['light.escritorio', 'light.quarto']),
    ],
    [
      ['rc', 'Rés-do-chão', 0],
      ['andar', '1.º andar', 1, ['em cima']],
      ['aguas', 'Águas-furtadas', 2],
    ],
  ),
  home(
    'r22c_fr_own_floor',
    'fr',
    [
      ['salon', 'Salon', 'rdc'],
      ['chambre', 'Chambre', 'etage'],
      ['bureau', 'Bureau', 'etage'],
      ['grenier', 'Grenier', 'combles'],
    ],
    [
      one('salon', 'light.salon', 'Lampadaire'),
      one('chambre', 'light.chambre', 'Plafonnier chambre'),
      one('bureau', 'light.bureau', 'Lampe de bureau'),
      one('grenier', 'light.grenier', 'Ampoule grenier'),
    ],
    [
      c('ordinary own-floor', "éteins les lumières à l'étage", ['light.chambre', 'light.bureau']),
      c('ordinary', 'les lumières du grenier', ['light.grenier']),
    ],
    [
      ['rdc', 'Rez-de-chaussée', 0],
      ['etage', 'Étage', 1],
      ['combles', 'Combles', 2],
    ],
  ),
  home(
    'r22c_es_own_floor',
    'es',
    [
      ['salon', 'Salón', 'baja'],
      ['dormitorio', 'Dormitorio', 'alta'],
      ['estudio', 'Estudio', 'alta'],
      ['buhardilla', 'Buhardilla', 'bajo_cubierta'],
    ],
    [
      one('salon', 'light.salon', 'Lámpara de pie'),
      one('dormitorio', 'light.dormitorio', 'Luz dormitorio'),
      one('estudio', 'light.estudio', 'Flexo'),
      one('buhardilla', 'light.buhardilla', 'Luz buhardilla'),
    ],
    [
      c('ordinary own-floor', 'las luces del piso de arriba', ['light.dormitorio', 'light.estudio']),
      c('ordinary', 'las luces de arriba', ['light.dormitorio', 'light.estudio']),
    ],
    [
      ['baja', 'Planta baja', 0],
      ['alta', 'Primera planta', 1, ['arriba']],
      ['bajo_cubierta', 'Bajo cubierta', 2],
    ],
  ),
  home(
    'r22c_it_own_floor',
    'it',
    [
      ['soggiorno', 'Soggiorno', 'terra'],
      ['camera', 'Camera', 'primo'],
      ['mansarda', 'Mansarda', 'sottotetto'],
    ],
    [
      one('soggiorno', 'light.soggiorno', 'Piantana'),
      one('camera', 'light.camera', 'Lampadario camera'),
      one('camera', 'climate.camera', 'Split camera'),
      one('mansarda', 'light.mansarda', 'Luce mansarda'),
      one('mansarda', 'climate.mansarda', 'Split mansarda'),
    ],
    [
      c('ordinary own-floor', 'le luci del piano di sopra', ['light.camera']),
      c('ordinary', 'le luci di sopra', ['light.camera']),
    ],
    [
      ['terra', 'Piano terra', 0],
      ['primo', 'Primo piano', 1, ['di sopra']],
      ['sottotetto', 'Sottotetto', 2],
    ],
  ),
];

/**
 * Rule 3: a Chinese, Japanese or Korean room named with its floor before the room word, written as one
 * word ("1階トイレ", "二楼卫生间", "2층화장실"), is that kind of room: the room word alone finds both, and
 * a singular asks which, rather than another room its concept is related to (the bath beside them).
 */
const FLOOR_NAMED_ROOMS: EvalSuite[] = [
  home(
    'r22c_ja_floor_rooms',
    'ja',
    [
      ['hall_1', '1階廊下', 'f1'],
      ['hall_2', '2階廊下', 'f2'],
      ['genkan', '玄関', 'f1'],
      ['toilet_1', '1階トイレ', 'f1'],
      ['toilet_2', '2階トイレ', 'f2'],
      ['bath', '浴室', 'f1'],
    ],
    [
      one('hall_1', 'light.hall_1', 'フットライト'),
      one('hall_2', 'light.hall_2', 'ダウンライト'),
      one('genkan', 'light.genkan', '玄関灯'),
      one('toilet_1', 'fan.toilet_1', '換気扇 下'),
      one('toilet_2', 'fan.toilet_2', '換気扇 上'),
      one('bath', 'fan.bath', '浴室乾燥機'),
    ],
    [
      c('ask-one floor-rooms', '廊下の照明を消して', { ask: ['light.hall_1', 'light.hall_2'] }),
      c('ask-one floor-rooms', '廊下の照明を全部', ['light.hall_1', 'light.hall_2']),
      c('ask-one floor-rooms', 'トイレの換気扇', { ask: ['fan.toilet_1', 'fan.toilet_2'] }),
      c('ordinary', '2階廊下の照明', ['light.hall_2']),
      c('ordinary', '玄関の電気', ['light.genkan']),
    ],
    [
      ['f1', '1階', 0],
      ['f2', '2階', 1],
    ],
  ),
  home(
    'r22c_zh_floor_rooms',
    'zh',
    [
      ['wc_1', '一楼卫生间', 'f1'],
      ['wc_2', '二楼卫生间', 'f2'],
      ['bath', '浴室', 'f2'],
      ['bedroom', '主卧', 'f2'],
    ],
    [
      one('wc_1', 'light.wc_1', '镜前灯'),
      one('wc_2', 'light.wc_2', '吸顶灯'),
      one('bath', 'light.bath', '浴霸灯'),
      one('bedroom', 'light.bedroom', '主卧灯'),
    ],
    [
      c('ask-one floor-rooms', '卫生间的灯', { ask: ['light.wc_1', 'light.wc_2'] }),
      c('ask-one floor-rooms', '两个卫生间的灯', ['light.wc_1', 'light.wc_2']),
      c('ordinary', '二楼卫生间的灯', ['light.wc_2']),
    ],
    [
      ['f1', '一楼', 1],
      ['f2', '二楼', 2],
    ],
  ),
  home(
    'r22c_ko_floor_rooms',
    'ko',
    [
      ['wc_1', '1층화장실', 'f1'],
      ['wc_2', '2층화장실', 'f2'],
      ['bath', '욕실', 'f2'],
    ],
    [
      one('wc_1', 'fan.wc_1', '환풍기 1'),
      one('wc_2', 'fan.wc_2', '환풍기 2'),
      one('bath', 'fan.bath', '욕실 환풍기'),
    ],
    [
      c('ask-one floor-rooms', '화장실 환풍기', { ask: ['fan.wc_1', 'fan.wc_2'] }),
      c('ordinary', '2층화장실 환풍기', ['fan.wc_2']),
    ],
    [
      ['f1', '1층', 0],
      ['f2', '2층', 1],
    ],
  ),
];

export const TWENTY_SECOND_ROUND_C: EvalSuite[] = [
  ...ROOM_ON_FLOOR,
  ...OWN_FLOOR_IN_PHRASE,
  ...FLOOR_NAMED_ROOMS,
  ...TWENTY_SECOND_ROUND_C2,
  ...TWENTY_SECOND_ROUND_C3,
];
