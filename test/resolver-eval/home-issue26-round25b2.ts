// Issue 26, round 25b (continued from home-issue26-round25b.ts): cases of our own, in homes of our own, for
// the rules the round built from slice 84. None is a slice's request or home. The first tag is the category,
// the second the rule exercised; the cases tagged `-not` are readings the rule must not change.
import { c, type EvalSuite } from './eval-home.js';
import { one } from './held-out/one-device.js';

/**
 * A word a recogniser spelled as it heard it ("sealing" for "ceiling", "sellar" for "cellar", "nano lief"
 * for "Nanoleaf"): the home's word with the same consonants, whose first sound is the same however it is
 * spelled; a short word needs its vowels heard too.
 */
export const SPELLED_AS_HEARD: EvalSuite[] = [
  {
    home: {
      id: 'r25b_en_heard',
      language: 'en',
      floors: [
        ['main', 'Main Floor', 0],
        ['lower', 'Lower Level', -1],
      ],
      areas: [
        ['den', 'Den', 'main'],
        ['nook', 'Breakfast Nook', 'main'],
        ['cellar', 'Cellar', 'lower'],
        ['cinema', 'Cinema Room', 'lower'],
      ],
      devices: [
        one('den', 'light.den_ceiling', 'Den Ceiling Light'),
        one('den', 'light.den_floor', 'Den Floor Lamp'),
        one('nook', 'light.nook_pendant', 'Nook Pendant'),
        one('cellar', 'light.cellar', 'Cellar Light'),
        one('cellar', 'switch.cellar_fan', 'Wine Fridge'),
        one('cinema', 'media_player.cinema_projector', 'Cinema Projector'),
        one('cinema', 'light.cinema_sconces', 'Cinema Sconces'),
        one('den', 'light.nanoleaf', 'Nanoleaf Shapes'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary spelled-as-heard', 'the sealing light in the den', ['light.den_ceiling']),
      c('ordinary spelled-as-heard-not', 'turn on the sellar light', ['light.cellar']),
      c('ordinary spelled-as-heard-not', 'the knook pendant', ['light.nook_pendant']),
      c('ordinary spelled-as-heard-not', 'the sinema projector', ['media_player.cinema_projector']),
      c('ordinary spelled-as-heard', 'the nano leef', ['light.nanoleaf']),
      c('ordinary spelled-as-heard-not', 'the den floor lamp', ['light.den_floor']),
      c('ordinary spelled-as-heard-not', 'the cinema sconces', ['light.cinema_sconces']),
      c('ordinary spelled-as-heard-not', 'the wine fridge', ['switch.cellar_fan']),
    ],
  },
  {
    home: {
      id: 'r25b_nl_heard',
      language: 'nl',
      floors: [['bg', 'Begane grond', 0]],
      areas: [
        ['woonkamer', 'Woonkamer', 'bg'],
        ['keuken', 'Keuken', 'bg'],
      ],
      devices: [
        one('woonkamer', 'media_player.chromecast_audio', 'Chromecast Audio'),
        one('woonkamer', 'light.nanoleaf', 'Nanoleaf'),
        one('woonkamer', 'light.staande_lamp', 'Staande lamp'),
        one('keuken', 'media_player.keuken_speaker', 'Keuken speaker'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary spelled-as-heard-not', 'de chroomcast audio', ['media_player.chromecast_audio']),
      c('ordinary spelled-as-heard', 'de nano lief', ['light.nanoleaf']),
      c('ordinary spelled-as-heard-not', 'de staande lamp', ['light.staande_lamp']),
      c('ordinary spelled-as-heard-not', 'de speaker in de keuken', ['media_player.keuken_speaker']),
    ],
  },
];

/**
 * A Chinese character heard for a same-sounding one, cut as a word of its own with the words after it
 * ("抬灯" for 台灯, "加湿气" cut 加 / 湿气 for 加湿器): read with the words around it as the home's word.
 */
export const HAN_HEARD_WITH_NEXT: EvalSuite[] = [
  {
    home: {
      id: 'r25b_zh_heard',
      language: 'zh',
      floors: [['f2', '二楼', 2]],
      areas: [
        ['woshi', '卧室', 'f2'],
        ['shufang', '书房', 'f2'],
        ['weishengjian', '卫生间', 'f2'],
      ],
      devices: [
        one('woshi', 'light.woshi_taideng', '卧室台灯'),
        one('woshi', 'light.woshi_xiding', '卧室吸顶灯'),
        one('woshi', 'light.woshi_dengdai', '卧室灯带'),
        one('woshi', 'humidifier.jiashiqi', '加湿器'),
        one('shufang', 'light.shufang_taideng', '书房台灯'),
        one('weishengjian', 'fan.paiqishan', '卫生间排气扇'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary han-heard', '卧室抬灯', ['light.woshi_taideng']),
      c('ordinary han-heard', '打开书房抬灯', ['light.shufang_taideng']),
      c('ordinary han-heard', '加湿气', ['humidifier.jiashiqi']),
      c('ordinary han-heard', '把加湿气关了', ['humidifier.jiashiqi']),
      c('ordinary han-heard-not', '卧室吸顶灯', ['light.woshi_xiding']),
      c('ordinary han-heard-not', '卫生间排气扇', ['fan.paiqishan']),
      c('ordinary han-heard-not', '书房的台灯', ['light.shufang_taideng']),
    ],
  },
];

/**
 * A room word of several words that no area of the home is ("front door", "salle de bain"), while things'
 * own names hold all its words: those things, not a related room's (the landing for an entrance).
 */
export const NAMES_OVER_RELATED_ROOM: EvalSuite[] = [
  {
    home: {
      id: 'r25b_en_front_door',
      language: 'en',
      floors: [['ground', 'Ground Floor', 0]],
      areas: [
        ['landing', 'Landing', 'ground'],
        ['stoop', 'Stoop', 'ground'],
        ['kitchen', 'Kitchen', 'ground'],
      ],
      devices: [
        one('stoop', 'lock.front_door', 'Front Door Deadbolt'),
        one('stoop', 'light.stoop', 'Stoop Light'),
        one('landing', 'climate.nest', 'Nest Thermostat'),
        one('landing', 'light.landing', 'Landing Light'),
        one('kitchen', 'light.kitchen', 'Kitchen Light'),
      ],
      loose: [],
    },
    cases: [
      c('device-sensor names-over-room', 'unlock the front door', ['lock.front_door']),
      c('device-sensor names-over-room', 'lock the front door please', ['lock.front_door']),
      c('device-sensor names-over-room-not', 'the landing light', ['light.landing']),
      c('device-sensor names-over-room-not', 'the hallway light', ['light.landing']),
      c('device-sensor names-over-room-not', 'the stoop light', ['light.stoop']),
    ],
  },
  {
    home: {
      id: 'r25b_fr_sdb',
      language: 'fr',
      floors: [['etage', 'Étage', 1]],
      areas: [
        ['wc', 'WC', 'etage'],
        ['palier', 'Palier', 'etage'],
        ['chambre', 'Chambre', 'etage'],
      ],
      devices: [
        one('palier', 'climate.radiateur_sdb', 'Radiateur salle de bain'),
        one('wc', 'climate.radiateur_wc', 'Radiateur WC'),
        one('wc', 'light.wc', 'Lumière WC'),
        one('chambre', 'light.chambre', 'Lumière chambre'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary names-over-room-not', 'le radiateur de la salle de bain', ['climate.radiateur_sdb']),
      c('ordinary names-over-room-not', 'le radiateur des toilettes', ['climate.radiateur_wc']),
      c('ordinary names-over-room-not', 'la lumière de la chambre', ['light.chambre']),
    ],
  },
];

/**
 * An abbreviation said by its letters' names in the home's language ("la tivù", "a tevê", "le pécé", "the tee
 * vee"): the letters, as the home writes them.
 */
export const LETTERS_NAMED: EvalSuite[] = [
  {
    home: {
      id: 'r25b_it_letters',
      language: 'it',
      floors: [['primo', 'Primo piano', 1]],
      areas: [
        ['camera', 'Camera', 'primo'],
        ['studio', 'Studio', 'primo'],
      ],
      devices: [
        one('camera', 'media_player.tv_camera', 'TV Camera'),
        one('camera', 'media_player.echo_camera', 'Echo camera'),
        one('studio', 'switch.pc_studio', 'PC studio'),
        one('studio', 'light.studio', 'Luce studio'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary letters-named', 'accendi la tivù della camera', ['media_player.tv_camera']),
      c('ordinary letters-named', 'spegni il pici dello studio', ['switch.pc_studio']),
      c('ordinary letters-named-not', 'la luce dello studio', ['light.studio']),
      c('ordinary letters-named-not', "l'echo della camera", ['media_player.echo_camera']),
    ],
  },
  {
    home: {
      id: 'r25b_pt_letters',
      language: 'pt',
      floors: [['terreo', 'Térreo', 0]],
      areas: [
        ['sala', 'Sala', 'terreo'],
        ['quarto', 'Quarto', 'terreo'],
      ],
      devices: [
        one('sala', 'media_player.tv_sala', 'TV sala'),
        one('sala', 'media_player.alexa_sala', 'Alexa sala'),
        one('quarto', 'light.quarto', 'Luz quarto'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary letters-named-not', 'liga a tevê da sala', ['media_player.tv_sala']),
      c('ordinary letters-named-not', 'a luz do quarto', ['light.quarto']),
      c('ordinary letters-named-not', 'a alexa da sala', ['media_player.alexa_sala']),
    ],
  },
  {
    home: {
      id: 'r25b_fr_letters',
      language: 'fr',
      floors: [['rdc', 'Rez-de-chaussée', 0]],
      areas: [['bureau', 'Bureau', 'rdc']],
      devices: [
        one('bureau', 'switch.pc_bureau', 'PC bureau'),
        one('bureau', 'switch.imprimante', 'Imprimante'),
      ],
      loose: [],
    },
    cases: [
      c('ordinary letters-named', 'allume le pécé du bureau', ['switch.pc_bureau']),
      c('ordinary letters-named-not', "l'imprimante", ['switch.imprimante']),
    ],
  },
];
