// Issue 26, round 26d: cases of our own, in homes of our own, for the rules that slice 101 (homes where several
// things share words) stood for; none is a slice's request or home. The first tag is the category, the second
// the rule exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 1: a thing asked for by its maker or product line, in a home whose names never say it ("start the
 * Roborock" for a vacuum called "Dusty", "le Worx" for the "Tondeuse", "de Tado" for the "Thermostaat"), is the
 * thing of the kind that maker makes (words/maker-kinds.ts): the one there is, the one in the room said, or a
 * question between several. A home that names something with the word keeps it as that name ("Marshall Lamp"
 * is no speaker), a maker of two kinds is read as the one the home has, and a speaker's maker never reaches the
 * TV beside the speaker.
 */
const MAKER_KIND: EvalSuite[] = [
  homeOf(
    'r26d_en_cottage',
    'en',
    [
      ['lounge', 'Lounge'],
      ['kitchen', 'Kitchen'],
      ['hall', 'Hall'],
      ['garden', 'Garden'],
      ['nursery', 'Nursery'],
    ],
    [
      one('hall', 'vacuum.dusty', 'Dusty'),
      one('garden', 'lawn_mower.grass_cutter', 'Grass Cutter'),
      one('lounge', 'media_player.lounge_tv', 'Lounge TV'),
      one('lounge', 'media_player.bookshelf', 'Bookshelf'),
      one('hall', 'climate.hallway_heating', 'Hallway Heating'),
      one('hall', 'lock.front_door', 'Front Door'),
      one('hall', 'binary_sensor.front_door', 'Front Door', { deviceClass: 'door' }),
      one('garden', 'camera.driveway', 'Driveway'),
      one('garden', 'cover.garage', 'Garage', { deviceClass: 'garage' }),
      one('nursery', 'light.marshall_lamp', 'Marshall Lamp'),
      one('kitchen', 'light.kitchen_ceiling', 'Kitchen Ceiling'),
    ],
    [
      c('brand maker-kind', 'start the roborock', ['vacuum.dusty']),
      c('brand maker-kind', 'the Landroid', ['lawn_mower.grass_cutter']),
      c('brand maker-kind', 'the sonos', ['media_player.bookshelf']),
      c('brand maker-kind', 'the Bravia', ['media_player.lounge_tv']),
      c('brand maker-kind', 'tado', ['climate.hallway_heating']),
      c('brand maker-kind', 'unlock the nuki', ['lock.front_door']),
      c('brand maker-kind', 'the reolink', ['camera.driveway']),
      c('brand maker-kind', 'open the myq', ['cover.garage']),
      c('brand', 'turn on marshall', ['light.marshall_lamp']),
      c('brand', 'the marshall lamp', ['light.marshall_lamp']),
      c('ordinary', 'the tv', ['media_player.lounge_tv']),
      c('ordinary', 'the vacuum', ['vacuum.dusty']),
    ],
  ),
  homeOf(
    'r26d_en_tv_only',
    'en',
    [
      ['den', 'Den'],
      ['porch', 'Porch'],
    ],
    [
      one('den', 'media_player.den_tv', 'Den TV'),
      one('den', 'light.den_lamp', 'Den Lamp'),
      one('porch', 'light.porch', 'Porch Light'),
    ],
    [c('brand', 'the sonos', 'not-found'), c('ordinary', 'the telly', ['media_player.den_tv'])],
  ),
  homeOf(
    'r26d_de_zwei_sauger',
    'de',
    [
      ['wohnzimmer', 'Wohnzimmer'],
      ['buero', 'Büro'],
      ['flur', 'Flur'],
      ['garten', 'Garten'],
    ],
    [
      one('flur', 'vacuum.saugi_unten', 'Saugi unten'),
      one('buero', 'vacuum.saugi_oben', 'Saugi oben'),
      one('garten', 'valve.hochbeet', 'Hochbeet', { deviceClass: 'water' }),
      one('wohnzimmer', 'climate.wohnzimmer', 'Heizkörper Wohnzimmer'),
      one('buero', 'climate.buero', 'Heizkörper Büro'),
      one('wohnzimmer', 'light.stehlampe', 'Stehlampe'),
    ],
    [
      c('brand maker-kind', 'den Roborock', { ask: ['vacuum.saugi_unten', 'vacuum.saugi_oben'] }),
      c('brand maker-kind', 'den Roborock im Büro', ['vacuum.saugi_oben']),
      c('brand', 'die Gardena', ['valve.hochbeet']),
      c('brand maker-kind', 'das Tado im Büro', ['climate.buero']),
      c('ordinary', 'den Sauger im Flur', ['vacuum.saugi_unten']),
      c('ordinary', 'die Heizung im Wohnzimmer', ['climate.wohnzimmer']),
    ],
  ),
  homeOf(
    'r26d_fr_maison',
    'fr',
    [
      ['salon', 'Salon'],
      ['cuisine', 'Cuisine'],
      ['jardin', 'Jardin'],
      ['combles', 'Combles'],
    ],
    [
      one('cuisine', 'media_player.sonos_cuisine', 'Sonos cuisine', { hidden: true }),
      one('combles', 'cover.fenetre_toit', 'Fenêtre de toit', { deviceClass: 'window' }),
      one('salon', 'media_player.enceinte_salon', 'Enceinte salon'),
      one('salon', 'media_player.tele', 'Télé'),
      one('jardin', 'lawn_mower.tondeuse', 'Tondeuse'),
      one('salon', 'cover.volet_salon', 'Volet salon', { deviceClass: 'shutter' }),
    ],
    [
      c('brand maker-kind', 'le Husqvarna', ['lawn_mower.tondeuse']),
      c('brand maker-kind', 'le Bose du salon', ['media_player.enceinte_salon']),
      c('brand maker-kind', 'le somfy du salon', ['cover.volet_salon']),
      c('brand maker-kind', 'ouvre le velux', ['cover.fenetre_toit']),
      c('hidden-similar', 'le Sonos de la cuisine', 'not-exposed'),
      c('ordinary', "l'enceinte", ['media_player.enceinte_salon']),
    ],
  ),
  homeOf(
    'r26d_sv_villa',
    'sv',
    [
      ['vardagsrum', 'Vardagsrum'],
      ['kok', 'Kök'],
      ['tradgard', 'Trädgård'],
      ['hall', 'Hall'],
    ],
    [
      one('hall', 'vacuum.dammis', 'Dammis'),
      one('tradgard', 'lawn_mower.klippo', 'Klippo'),
      one('vardagsrum', 'media_player.tv', 'TV'),
      one('kok', 'media_player.fonsterbank', 'Fönsterbänk'),
      one('kok', 'light.kok_tak', 'Kök tak'),
    ],
    [
      c('brand maker-kind', 'roborocken', ['vacuum.dammis']),
      c('brand maker-kind', 'landroiden', ['lawn_mower.klippo']),
      c('brand maker-kind', 'bosen i köket', ['media_player.fonsterbank']),
      c('ordinary', 'dammsugaren', ['vacuum.dammis']),
      c('ordinary', 'tv:n', ['media_player.tv']),
    ],
  ),
  homeOf(
    'r26d_da_hus',
    'da',
    [
      ['stue', 'Stue'],
      ['koekken', 'Køkken'],
      ['have', 'Have'],
      ['entre', 'Entré'],
    ],
    [
      one('entre', 'lock.hoveddoer', 'Hoveddør'),
      one('entre', 'binary_sensor.hoveddoer', 'Hoveddør', { deviceClass: 'door' }),
      one('have', 'camera.indkoersel', 'Indkørsel'),
      one('stue', 'climate.stue', 'Stue varme'),
      one('koekken', 'climate.koekken', 'Køkken varme'),
    ],
    [
      c('brand maker-kind', 'lås nukien', ['lock.hoveddoer']),
      c('brand maker-kind', 'tado i stuen', ['climate.stue']),
      c('brand maker-kind', 'reolinken', ['camera.indkoersel']),
      c('device-sensor', 'er hoveddøren åben', ['binary_sensor.hoveddoer']),
    ],
  ),
  homeOf(
    'r26d_es_piso',
    'es',
    [
      ['salon', 'Salón'],
      ['cocina', 'Cocina'],
      ['terraza', 'Terraza'],
    ],
    [
      one('salon', 'vacuum.pelusa', 'Pelusa'),
      one('salon', 'climate.aire_salon', 'Aire salón', { attributes: { hvac_modes: ['off', 'cool'] } }),
      one('salon', 'media_player.tele', 'Tele salón'),
      one('terraza', 'camera.terraza', 'Terraza'),
    ],
    [
      c('brand maker-kind', 'el Roborock', ['vacuum.pelusa']),
      c('brand maker-kind', 'pon el Daikin', ['climate.aire_salon']),
      c('brand maker-kind', 'la Hikvision', ['camera.terraza']),
      c('ordinary', 'el aire', ['climate.aire_salon']),
    ],
  ),
  homeOf(
    'r26d_it_villetta',
    'it',
    [
      ['soggiorno', 'Soggiorno'],
      ['giardino', 'Giardino'],
      ['ingresso', 'Ingresso'],
    ],
    [
      one('giardino', 'lawn_mower.tosaerba', 'Prato'),
      one('ingresso', 'lock.portoncino', 'Portoncino'),
      one('soggiorno', 'media_player.tv', 'TV'),
      one('soggiorno', 'media_player.mensola', 'Mensola'),
    ],
    [
      c('brand maker-kind', 'il Worx', ['lawn_mower.tosaerba']),
      c('brand maker-kind', 'chiudi la Yale', ['lock.portoncino']),
      c('brand maker-kind', 'il JBL', ['media_player.mensola']),
      c('ordinary', 'la tv', ['media_player.tv']),
    ],
  ),
  homeOf(
    'r26d_nl_rijtjeshuis',
    'nl',
    [
      ['woonkamer', 'Woonkamer'],
      ['hal', 'Hal'],
      ['tuin', 'Tuin'],
    ],
    [
      one('woonkamer', 'climate.thermostaat', 'Thermostaat'),
      one('hal', 'lock.voordeur', 'Voordeur'),
      one('tuin', 'lawn_mower.maaier', 'Grasmaaier'),
      one('tuin', 'valve.tuinkraan', 'Tuinkraan', { deviceClass: 'water' }),
    ],
    [
      c('brand maker-kind', 'de tado', ['climate.thermostaat']),
      c('brand maker-kind', 'de Nuki', ['lock.voordeur']),
      // Gardena makes both the mower and the valve there: which one is not said, so it asks (round 27b's
      // either-kind.ts; it was not found before).
      c('brand maker-kind', 'de Gardena', { ask: ['lawn_mower.maaier', 'valve.tuinkraan'] }),
      c('ordinary', 'de grasmaaier', ['lawn_mower.maaier']),
    ],
  ),
  homeOf(
    'r26d_pt_moradia',
    'pt',
    [
      ['sala', 'Sala'],
      ['quintal', 'Quintal'],
    ],
    [one('sala', 'vacuum.faisca', 'Faísca'), one('quintal', 'lawn_mower.relva', 'Relva')],
    [
      c('brand maker-kind', 'o Husqvarna', ['lawn_mower.relva']),
      c('brand maker-kind', 'liga o Deebot', ['vacuum.faisca']),
      // Ecovacs makes mowers too, and this home has one of each: which one (round 27b; not found before).
      c('brand', 'o Ecovacs', { ask: ['lawn_mower.relva', 'vacuum.faisca'] }),
    ],
  ),
  homeOf(
    'r26d_pl_dom',
    'pl',
    [
      ['salon', 'Salon'],
      ['ogrod', 'Ogród'],
    ],
    [one('salon', 'vacuum.bzyk', 'Bzyk'), one('ogrod', 'lawn_mower.zielony', 'Zielony')],
    [
      c('brand maker-kind', 'Roborock', ['vacuum.bzyk']),
      c('brand maker-kind', 'włącz Roborocka', ['vacuum.bzyk']),
      c('brand maker-kind', 'uruchom Landroida', ['lawn_mower.zielony']),
    ],
  ),
];

/**
 * Rule 2: the maker said in the script of a Korean, Japanese or Chinese home ("로보락", "ロボロック", "ルンバ",
 * "科沃斯") is read as the kind it makes, as rule 1 reads it in Latin letters, where it was kept as a name no
 * name of the home held: the one thing of the kind, the one in the room said, or a question between several.
 * A name that says the maker in any script still wins ("로보락 S8" beside a "물걸레 로봇"), and a hidden one
 * is said to be hidden.
 */
const MAKER_KIND_SCRIPT: EvalSuite[] = [
  homeOf(
    'r26d_ko_apt',
    'ko',
    [
      ['living', '거실'],
      ['balcony', '베란다'],
    ],
    [
      one('living', 'vacuum.ttolttori', '똘똘이'),
      one('living', 'media_player.tv', '거실 TV'),
      one('living', 'media_player.bookshelf', '책장'),
      one('balcony', 'light.balcony', '베란다 조명'),
    ],
    [
      c('brand maker-kind-script', '로보락 돌려줘', ['vacuum.ttolttori']),
      c('brand maker-kind-script', '로보락', ['vacuum.ttolttori']),
      c('brand maker-kind-script', '소노스', ['media_player.bookshelf']),
      c('ordinary', '청소기', ['vacuum.ttolttori']),
    ],
  ),
  homeOf(
    'r26d_ja_ie',
    'ja',
    [
      ['living', 'リビング'],
      ['niwa', '庭'],
    ],
    [one('living', 'vacuum.runrun', 'ルンルン'), one('niwa', 'lawn_mower.midori', 'ミドリ')],
    [
      c('brand maker-kind-script', 'ロボロック', ['vacuum.runrun']),
      c('brand maker-kind-script', 'ランドロイド', ['lawn_mower.midori']),
      c('brand maker-kind-script', 'ルンバ', ['vacuum.runrun']),
      c('ordinary', '掃除機', ['vacuum.runrun']),
    ],
  ),
  homeOf(
    'r26d_ko_two_robots',
    'ko',
    [
      ['living', '거실'],
      ['room', '작은방'],
    ],
    [
      one('living', 'vacuum.roborock', '로보락 S8'),
      one('room', 'vacuum.mop', '물걸레 로봇'),
      one('living', 'vacuum.dreame_l10', '드리미', { hidden: true }),
    ],
    [
      c('brand', '로보락', ['vacuum.roborock']),
      c('hidden-similar', '드리미', 'not-exposed'),
      c('ordinary', '물걸레 로봇', ['vacuum.mop']),
    ],
  ),
  homeOf(
    'r26d_ko_two_vacuums',
    'ko',
    [
      ['living', '거실'],
      ['room', '안방'],
    ],
    [one('living', 'vacuum.ttolttori', '똘똘이'), one('room', 'vacuum.ppoppi', '뽀삐')],
    [
      c('brand maker-kind-script', '에코백스', { ask: ['vacuum.ttolttori', 'vacuum.ppoppi'] }),
      c('brand maker-kind-script', '안방 에코백스', ['vacuum.ppoppi']),
    ],
  ),
  homeOf(
    'r26d_zh_flat',
    'zh',
    [
      ['living', '客厅'],
      ['bedroom', '卧室'],
    ],
    [
      one('living', 'vacuum.xiaobai', '小白'),
      one('bedroom', 'light.bedroom', '卧室灯'),
      one('living', 'light.stone_lamp', '石头灯'),
    ],
    [
      c('brand maker-kind-script', '科沃斯', ['vacuum.xiaobai']),
      c('brand maker-kind-script', '追觅', ['vacuum.xiaobai']),
      c('ordinary', '石头灯', ['light.stone_lamp']),
      c('ordinary', '扫地机', ['vacuum.xiaobai']),
    ],
  ),
];

export const ROUND_26D: readonly EvalSuite[] = [...MAKER_KIND, ...MAKER_KIND_SCRIPT];
