// Issue 26, round 28e: cases of our own, in homes of our own; none is a slice's request or home.
// Bedrooms, children and night: the electric blanket and the star projector by their everyday words, sleep
// sounds said instead of the speaker, a concept phrase's word kept whole. The first tag is the category, the
// second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { home, homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/** A heated blanket or underblanket and a star projector, named otherwise and asked for by the everyday word. */
const NIGHT_THINGS: EvalSuite[] = [
  home(
    'r28e_en_underblanket',
    'en',
    [
      ['guest', 'Guest Bedroom'],
      ['study', 'Study'],
    ],
    [
      ['guest', 'switch.guest_underblanket', 'Heated Underblanket'],
      ['guest', 'light.guest_lamp', 'Guest Bedroom Lamp'],
      ['study', 'switch.study_heater', 'Space Heater'],
    ],
    [
      c('ordinary night-concept', 'turn on the electric blanket', ['switch.guest_underblanket']),
      c('ordinary night-concept-not', 'the space heater', ['switch.study_heater']),
      c('ordinary night-concept-not', 'the lamp in the guest bedroom', ['light.guest_lamp']),
    ],
  ),
  home(
    'r28e_de_heizunterbett',
    'de',
    [
      ['schlafen', 'Schlafzimmer'],
      ['bad', 'Badezimmer'],
    ],
    [
      ['schlafen', 'switch.heizunterbett', 'Heizunterbett'],
      ['schlafen', 'light.schlafen_decke', 'Deckenlampe Schlafzimmer'],
      ['bad', 'switch.heizluefter_bad', 'Heizlüfter Bad'],
    ],
    [
      c('ordinary night-concept', 'schalte die Heizdecke ein', ['switch.heizunterbett']),
      c('ordinary night-concept-not', 'den Heizlüfter im Bad', ['switch.heizluefter_bad']),
    ],
  ),
  home(
    'r28e_it_termocoperta',
    'it',
    [['camera', 'Camera da letto']],
    [
      ['camera', 'switch.termocoperta', 'Termocoperta'],
      ['camera', 'light.abatjour', 'Lampada comodino'],
    ],
    [c('ordinary night-concept', 'accendi la coperta elettrica', ['switch.termocoperta'])],
  ),
  home(
    'r28e_ko_onsu',
    'ko',
    [['chimsil', '침실']],
    [
      ['chimsil', 'switch.onsu_mat', '온수매트'],
      ['chimsil', 'light.chimsil', '침실 조명'],
    ],
    [c('ordinary night-concept', '전기장판 켜줘', ['switch.onsu_mat'])],
  ),
  home(
    'r28e_zh_dianruzi',
    'zh',
    [['ciwo', '次卧']],
    [
      ['ciwo', 'switch.ciwo_dianruzi', '次卧电褥子'],
      ['ciwo', 'light.ciwo_deng', '次卧灯'],
    ],
    [c('ordinary night-concept', '打开电热毯', ['switch.ciwo_dianruzi'])],
  ),
  home(
    'r28e_pl_koc',
    'pl',
    [['sypialnia', 'Sypialnia']],
    [
      ['sypialnia', 'switch.koc_elektryczny', 'Koc elektryczny'],
      ['sypialnia', 'light.sypialnia', 'Lampa sypialnia'],
    ],
    [c('ordinary night-concept-not', 'włącz koc grzewczy', ['switch.koc_elektryczny'])],
  ),
  home(
    'r28e_en_galaxy',
    'en',
    [
      ['kids', 'Kids Room'],
      ['den', 'Den'],
    ],
    [
      ['kids', 'light.galaxy_projector', 'Galaxy Projector'],
      ['kids', 'light.kids_ceiling', 'Kids Room Ceiling'],
      ['den', 'light.den_lamp', 'Den Lamp'],
    ],
    [
      c('ordinary night-concept-not', 'turn on the star projector', ['light.galaxy_projector']),
      c('ordinary night-concept-not', 'the ceiling light in the kids room', ['light.kids_ceiling']),
    ],
  ),
  home(
    'r28e_nl_sterrenhemel',
    'nl',
    [['kinderkamer', 'Kinderkamer']],
    [
      ['kinderkamer', 'light.sterrenhemel', 'Sterrenhemel'],
      ['kinderkamer', 'light.kinderkamer_plafond', 'Plafondlamp kinderkamer'],
    ],
    [c('ordinary night-concept', 'zet de sterrenprojector aan', ['light.sterrenhemel'])],
  ),
  home(
    'r28e_es_pasillo',
    'es',
    [
      ['pasillo', 'Pasillo'],
      ['salon', 'Salón'],
    ],
    [
      ['pasillo', 'light.quitamiedos_pasillo', 'Quitamiedos pasillo'],
      ['pasillo', 'light.pasillo', 'Luz pasillo'],
      ['salon', 'light.salon', 'Lámpara salón'],
    ],
    [c('ordinary night-light', 'enciende la luz nocturna del pasillo', ['light.quitamiedos_pasillo'])],
  ),
  home(
    'r28e_en_overhead',
    'en',
    [
      ['guest', 'Guest Room'],
      ['garage', 'Garage'],
    ],
    [
      ['guest', 'light.guest_ceiling', 'Guest Room Ceiling'],
      ['guest', 'light.guest_lamp', 'Guest Room Lamp'],
      ['garage', 'cover.overhead_door', 'Overhead Door'],
    ],
    [
      c('ordinary overhead-light', 'the overhead light in the guest room', ['light.guest_ceiling']),
      c('ordinary overhead-light-not', 'close the overhead door', ['cover.overhead_door']),
    ],
  ),
];

/** White noise and lullabies said instead of the speaker that plays them; a thing named so keeps its name. */
const SLEEP_SOUNDS: EvalSuite[] = [
  home(
    'r28e_en_nursery_sound',
    'en',
    [
      ['nursery', 'Nursery'],
      ['kitchen', 'Kitchen'],
    ],
    [
      ['nursery', 'media_player.nursery_speaker', 'Nursery Speaker'],
      ['nursery', 'light.nursery', 'Nursery Light'],
      ['kitchen', 'media_player.kitchen_speaker', 'Kitchen Speaker'],
    ],
    [
      c('activity sleep-sounds', 'play white noise in the nursery', ['media_player.nursery_speaker']),
      c('activity sleep-sounds', 'lullabies in the nursery', ['media_player.nursery_speaker']),
      c('ordinary sleep-sounds-not', 'the nursery light', ['light.nursery']),
    ],
  ),
  home(
    'r28e_en_noise_plug',
    'en',
    [['bedroom', 'Bedroom']],
    [
      ['bedroom', 'switch.white_noise', 'White Noise Machine'],
      ['bedroom', 'media_player.bedroom_speaker', 'Bedroom Speaker'],
    ],
    [c('ordinary sleep-sounds-not', 'turn on the white noise machine', ['switch.white_noise'])],
  ),
  home(
    'r28e_de_kinderzimmer',
    'de',
    [
      ['kinder', 'Kinderzimmer'],
      ['wohnen', 'Wohnzimmer'],
    ],
    [
      ['kinder', 'media_player.kinderzimmer_box', 'Kinderzimmer Lautsprecher'],
      ['kinder', 'light.kinderzimmer', 'Kinderzimmer Licht'],
      ['wohnen', 'media_player.wohnzimmer_tv', 'Fernseher'],
    ],
    [c('activity sleep-sounds-not', 'Schlaflieder im Kinderzimmer', ['media_player.kinderzimmer_box'])],
  ),
  home(
    'r28e_fr_lea',
    'fr',
    [
      ['lea', 'Chambre de Léa'],
      ['salon', 'Salon'],
    ],
    [
      ['lea', 'media_player.enceinte_lea', 'Enceinte Léa'],
      ['lea', 'light.lea', 'Plafonnier Léa'],
      ['salon', 'media_player.salon', 'Enceinte salon'],
    ],
    [c('activity sleep-sounds', 'mets une berceuse dans la chambre de Léa', ['media_player.enceinte_lea'])],
  ),
  home(
    'r28e_sv_barnrum',
    'sv',
    [
      ['barnrum', 'Barnrum'],
      ['kok', 'Kök'],
    ],
    [
      ['barnrum', 'media_player.barnrum', 'Barnrum högtalare'],
      ['barnrum', 'light.barnrum', 'Barnrum taklampa'],
      ['kok', 'media_player.kok', 'Kök högtalare'],
    ],
    [c('activity sleep-sounds', 'vitt brus i barnrummet', ['media_player.barnrum'])],
  ),
  home(
    'r28e_ja_kodomo',
    'ja',
    [
      ['kodomo', '子供部屋'],
      ['living', 'リビング'],
    ],
    [
      ['kodomo', 'media_player.kodomo_speaker', '子供部屋スピーカー'],
      ['kodomo', 'light.kodomo', '子供部屋の照明'],
      ['living', 'media_player.living_speaker', 'リビングスピーカー'],
    ],
    [c('activity sleep-sounds', '子供部屋でホワイトノイズ', ['media_player.kodomo_speaker'])],
  ),
];

/** A word of a concept's phrase, kept whole where its end looks like a kind ("couver|ture", "cober|tor"). */
const PHRASE_KEPT_WHOLE: EvalSuite[] = [
  home(
    'r28e_fr_chauffe_lit',
    'fr',
    [['chambre', "Chambre d'amis"]],
    [
      ['chambre', 'switch.chauffe_lit', 'Chauffe-lit'],
      ['chambre', 'light.chambre_amis', "Lampe chambre d'amis"],
    ],
    [c('ordinary phrase-whole', 'allume la couverture chauffante', ['switch.chauffe_lit'])],
  ),
  home(
    'r28e_pt_manta',
    'pt',
    [['quarto', 'Quarto de hóspedes']],
    [
      ['quarto', 'switch.manta_eletrica', 'Manta elétrica'],
      ['quarto', 'light.quarto', 'Luz quarto de hóspedes'],
    ],
    [c('ordinary phrase-whole', 'liga o cobertor elétrico', ['switch.manta_eletrica'])],
  ),
  home(
    'r28e_de_haustuere',
    'de',
    [
      ['flur', 'Flur'],
      ['hof', 'Hof'],
    ],
    [
      ['flur', 'binary_sensor.haustuer', 'Haustür'],
      ['flur', 'light.flur', 'Flurlicht'],
      ['hof', 'cover.hoftor', 'Hoftor'],
    ],
    [
      c('ordinary phrase-whole-not', 'ist die Haustür offen', ['binary_sensor.haustuer']),
      c('ordinary phrase-whole-not', 'das Hoftor', ['cover.hoftor']),
    ],
  ),
];

/** "The baby monitor" for the camera of a child's room whose name says nothing of a baby. */
const BABY_MONITOR: EvalSuite[] = [
  home(
    'r28e_en_ella',
    'en',
    [
      ['ella', 'Ella'],
      ['office', 'Office'],
    ],
    [
      ['ella', 'camera.ella_camera', 'Ella Camera'],
      ['ella', 'light.ella_lamp', 'Ella Lamp'],
      ['office', 'switch.office_monitor', 'Office Monitor'],
    ],
    [
      c('ordinary baby-monitor', 'show me the baby monitor', ['camera.ella_camera']),
      c('ordinary baby-monitor-not', 'turn off the monitor', ['switch.office_monitor']),
    ],
  ),
  home(
    'r28e_sv_ebbe',
    'sv',
    [['ebbe', 'Ebbes rum']],
    [
      ['ebbe', 'camera.kamera_ebbe', 'Kamera Ebbe'],
      ['ebbe', 'light.ebbe', 'Ebbes taklampa'],
    ],
    [c('ordinary baby-monitor', 'visa babyvakten', ['camera.kamera_ebbe'])],
  ),
  home(
    'r28e_pt_berco',
    'pt',
    [['bebe', 'Quarto do bebê']],
    [
      ['bebe', 'camera.camera_berco', 'Câmera do berço'],
      ['bebe', 'light.quarto_bebe', 'Luz do quarto do bebê'],
    ],
    [c('ordinary baby-monitor', 'mostra a babá eletrônica', ['camera.camera_berco'])],
  ),
  home(
    'r28e_ja_shinshitsu',
    'ja',
    [['kodomo', '子供部屋']],
    [
      ['kodomo', 'camera.kodomo_camera', '子供部屋カメラ'],
      ['kodomo', 'light.kodomo_light', '子供部屋の電気'],
    ],
    [c('ordinary baby-monitor', 'ベビーモニターを見せて', ['camera.kodomo_camera'])],
  ),
  home(
    'r28e_en_baby_cam',
    'en',
    [
      ['nursery', 'Nursery'],
      ['porch', 'Porch'],
    ],
    [
      ['nursery', 'camera.baby_cam', 'Baby Cam'],
      ['porch', 'camera.porch', 'Porch Camera'],
    ],
    [
      c('ordinary baby-monitor-not', 'the baby monitor', ['camera.baby_cam']),
      c('ordinary baby-monitor-not', 'the porch camera', ['camera.porch']),
    ],
  ),
];

/** A maker's Latin name said alone, not cut where its end is a kind ("yee|light"). */
const BRAND_WHOLE: EvalSuite[] = [
  homeOf(
    'r28e_zh_yeelight',
    'zh',
    [
      ['shufang', '书房'],
      ['keting', '客厅'],
    ],
    [
      {
        name: '书房台灯',
        area: 'shufang',
        manufacturer: 'Yeelight',
        model: 'LED Desk Lamp',
        entities: [['light.shufang_taideng', '书房台灯']],
      },
      one('keting', 'light.keting', '客厅吸顶灯'),
    ],
    [
      c('brand brand-whole', 'Yeelight', ['light.shufang_taideng']),
      c('ordinary brand-whole-not', '客厅吸顶灯', ['light.keting']),
    ],
  ),
  home(
    'r28e_de_flurlicht',
    'de',
    [['flur', 'Flur']],
    [['flur', 'light.flur', 'Flur Deckenlicht']],
    [c('ordinary brand-whole-not', 'das Flurlicht', ['light.flur'])],
  ),
];

export const ROUND_28E: EvalSuite[] = [
  ...NIGHT_THINGS,
  ...SLEEP_SOUNDS,
  ...PHRASE_KEPT_WHOLE,
  ...BABY_MONITOR,
  ...BRAND_WHOLE,
];
