// Issue 26, round 26a: cases of our own, in homes of our own; none is a slice's request or home.
// The first tag is the category, the second the rule exercised.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * A hesitation or a polite tail set off by a comma ("øhm, fjernsynet i stuen", "der Fernseher in der Stube, sei
 * so lieb", "the television in the den, cheers love") is no part of the thing when none of its words names
 * anything. A comma between two things stays a list, and a part that names an appliance the home lacks is
 * still asked for. Fillers of one word the resolver already passed over are guards ("set-off-guard").
 */
export const SET_OFF: EvalSuite[] = [
  homeOf(
    'r26a_en_grandad',
    'en',
    [
      ['den', 'Den'],
      ['kitchen', 'Kitchen'],
      ['porch', 'Porch'],
    ],
    [
      one('den', 'media_player.den_screen', 'Den Screen'),
      one('den', 'light.den_reading', 'Reading Lamp'),
      one('kitchen', 'light.kitchen_ceiling', 'Kitchen Ceiling'),
      one('kitchen', 'fan.kitchen_extractor', 'Extractor'),
      one('porch', 'light.porch', 'Porch Light'),
    ],
    [
      c('ordinary set-off-guard', 'uh, the television in the den', ['media_player.den_screen']),
      c('ordinary set-off', 'the television in the den, cheers love', ['media_player.den_screen']),
      c('ordinary set-off-guard', 'the fan in the kitchen, if you would', ['fan.kitchen_extractor']),
      c('ordinary set-off-list', 'the reading lamp, the porch light', ['light.den_reading', 'light.porch']),
      c('ordinary set-off-absent', 'uh, the dishwasher', 'not-found'),
      c('ordinary set-off-absent', 'the dishwasher, cheers love', 'not-found'),
      c('ordinary set-off-name', 'the porch, reading lamp', ['light.den_reading', 'light.porch']),
    ],
  ),
  homeOf(
    'r26a_de_oma',
    'de',
    [
      ['stube', 'Stube'],
      ['kueche', 'Küche'],
      ['buero', 'Büro'],
    ],
    [
      one('stube', 'media_player.stube', 'Glotze'),
      one('stube', 'light.stube_decke', 'Deckenleuchte Stube'),
      one('buero', 'light.buero_stehlampe', 'Stehlampe'),
      one('kueche', 'light.kueche', 'Küchenlicht'),
    ],
    [
      c('ordinary set-off-guard', 'äh, der Fernseher in der Stube', ['media_player.stube']),
      c('ordinary set-off', 'der Fernseher in der Stube, sei so lieb', ['media_player.stube']),
      c('ordinary set-off', 'der Fernseher in der Stube, danke schön', ['media_player.stube']),
      c('ordinary set-off-list', 'die Stehlampe, das Küchenlicht', ['light.buero_stehlampe', 'light.kueche']),
    ],
  ),
  homeOf(
    'r26a_es_abuela',
    'es',
    [
      ['salon', 'Salón'],
      ['cocina', 'Cocina'],
    ],
    [
      one('salon', 'media_player.salon', 'Pantalla grande'),
      one('salon', 'light.salon', 'Lámpara de pie'),
      one('cocina', 'light.cocina', 'Luz cocina'),
      one('cocina', 'switch.cafetera', 'Cafetera'),
    ],
    [
      c('ordinary set-off-guard', 'este, la tele del salón', ['media_player.salon']),
      c('ordinary set-off-guard', 'la tele del salón, porfa', ['media_player.salon']),
      c('ordinary set-off', 'la tele del salón, cariño', ['media_player.salon']),
      c('ordinary set-off-absent', 'la lavadora, cariño', 'not-found'),
    ],
  ),
  homeOf(
    'r26a_fr_pepe',
    'fr',
    [
      ['sejour', 'Séjour'],
      ['cuisine', 'Cuisine'],
    ],
    [
      one('sejour', 'media_player.sejour', 'Grand écran'),
      one('cuisine', 'light.cuisine', 'Suspension cuisine'),
    ],
    [
      c('ordinary set-off', 'la télé du séjour, si tu veux bien', ['media_player.sejour']),
      c('ordinary set-off-absent', 'la machine à laver, si tu veux bien', 'not-found'),
    ],
  ),
  homeOf(
    'r26a_ja_obaachan',
    'ja',
    [
      ['living', 'リビング'],
      ['washitsu', '和室'],
    ],
    [one('living', 'media_player.living', '大画面'), one('washitsu', 'light.washitsu', '和室の照明')],
    [c('ordinary set-off-guard', 'えっと、リビングのテレビ', ['media_player.living'])],
  ),
  homeOf(
    'r26a_da_morfar',
    'da',
    [
      ['stue', 'Stue'],
      ['koekken', 'Køkken'],
    ],
    [
      one('stue', 'media_player.stue', 'Stue skærm'),
      one('koekken', 'media_player.koekken', 'Køkkenradio'),
      one('koekken', 'light.koekken', 'Køkkenlampe'),
    ],
    [
      c('ordinary set-off', 'øhm, fjernsynet i stuen', ['media_player.stue']),
      c('ordinary set-off', 'nåh ja, radioen i køkkenet', ['media_player.koekken']),
    ],
  ),
  homeOf(
    'r26a_pl_dziadek',
    'pl',
    [
      ['salon', 'Salon'],
      ['kuchnia', 'Kuchnia'],
    ],
    [one('salon', 'media_player.salon', 'Ekran salon'), one('kuchnia', 'light.kuchnia', 'Lampa sufitowa')],
    [
      c('ordinary set-off', 'eee, telewizor w salonie', ['media_player.salon']),
      c('ordinary set-off-guard', 'telewizor w salonie, bardzo proszę', ['media_player.salon']),
    ],
  ),
];

/**
 * A room named by a compound that ends in the room word ("Glasveranda", "Sonnenterrasse", "Achterterras") is
 * what the word names when no area is plainly that room, before a related room such as the garden. Where an
 * area is plainly that room, a compound that ends in its word does not join it.
 */
export const COMPOUND_ROOM: EvalSuite[] = [
  homeOf(
    'r26a_de_sonnenterrasse',
    'de',
    [
      ['terrasse', 'Sonnenterrasse'],
      ['garten', 'Garten'],
      ['kueche', 'Küche'],
    ],
    [
      one('terrasse', 'cover.markise', 'Markise'),
      one('terrasse', 'light.terrasse', 'Wandleuchte'),
      one('garten', 'light.garten', 'Gartenstrahler'),
      one('kueche', 'light.kueche', 'Küchenlicht'),
    ],
    [
      c('ordinary compound-room', 'das Licht auf der Terrasse', ['light.terrasse']),
      c('ordinary compound-room', 'die Markise auf der Terrasse', ['cover.markise']),
      c('ordinary compound-room-plain', 'das Licht im Garten', ['light.garten']),
    ],
  ),
  homeOf(
    'r26a_nl_achterterras',
    'nl',
    [
      ['terras', 'Achterterras'],
      ['tuin', 'Tuin'],
    ],
    [one('terras', 'light.terras', 'Lantaarn'), one('tuin', 'light.tuin', 'Tuinspot')],
    [c('ordinary compound-room', 'de lamp op het terras', ['light.terras'])],
  ),
  homeOf(
    'r26a_da_glasveranda',
    'da',
    [
      ['veranda', 'Glasveranda'],
      ['have', 'Have'],
    ],
    [
      one('veranda', 'media_player.veranda', 'Højttaler'),
      one('veranda', 'light.veranda', 'Loftlampe'),
      one('have', 'light.have', 'Havelampe'),
    ],
    [
      c('ordinary compound-room', 'lampen på verandaen', ['light.veranda']),
      c('ordinary compound-room', 'højttaleren på verandaen', ['media_player.veranda']),
    ],
  ),
  homeOf(
    'r26a_de_wintergarten',
    'de',
    [
      ['garten', 'Garten'],
      ['wintergarten', 'Wintergarten'],
    ],
    [
      one('garten', 'light.garten', 'Gartenlicht'),
      one('wintergarten', 'light.wintergarten', 'Palmenleuchte'),
    ],
    [c('ordinary compound-room-plain', 'das Licht im Garten', ['light.garten'])],
  ),
];

/**
 * Polish: an area of three words begun by a generic room word, said with its case endings ("w pokoju dziadka
 * Józka" for "Pokój dziadka Józka"), and a neuter name word in -o said in the locative, its consonant softened
 * ("przy lustrze" for "lustro"). A room of two words, the living room said by its words, and a locative the
 * cut alone reaches ("w wiadrze") keep their readings.
 */
export const POLISH_CASES: EvalSuite[] = [
  {
    home: {
      id: 'r26a_pl_dziadek_jozek',
      language: 'pl',
      floors: [],
      areas: [
        ['dziadek', 'Pokój dziadka Józka', null],
        ['ola', 'Pokój Oli', null],
        ['lazienka', 'Łazienka', null],
        ['salon', 'Salon', null, ['Duży pokój']],
      ],
      devices: [
        one('dziadek', 'climate.dziadek', 'Grzejnik'),
        one('dziadek', 'light.dziadek', 'Lampka czytanie'),
        one('ola', 'climate.ola', 'Grzejnik Oli'),
        one('ola', 'light.ola', 'Lampka gwiazdka'),
        one('lazienka', 'light.lustro', 'Podświetlenie lustro'),
        one('lazienka', 'light.lazienka', 'Plafon łazienka'),
        one('salon', 'light.salon', 'Żyrandol'),
        one('salon', 'climate.salon', 'Grzejnik salon'),
        one('salon', 'switch.akwarium', 'Pompka wiadro'),
      ],
      loose: [],
    },
    cases: [
      c('named-after polish-room-three', 'grzejnik w pokoju dziadka Józka', ['climate.dziadek']),
      c('named-after polish-room-three', 'lampka w pokoju dziadka Józka', ['light.dziadek']),
      c('named-after polish-room-two', 'lampka w pokoju Oli', ['light.ola']),
      c('ordinary polish-room-word', 'żyrandol w dużym pokoju', ['light.salon']),
      c('ordinary polish-room-word', 'grzejnik w dużym pokoju', ['climate.salon']),
      c('ordinary polish-neuter-locative', 'podświetlenie przy lustrze', ['light.lustro']),
      c('ordinary polish-locative-cut', 'pompka w wiadrze', ['switch.akwarium']),
    ],
  },
];

/**
 * A thing placed by another with a position word that is also a word of another thing's name ("ao pé do sofá"
 * beside a "Candeeiro de pé", "under the shelf" beside "Under Cabinet Lights"), and said with a word the home
 * knows nowhere ("velhinho", "old"): the place words and that word are both left out, and the name word that
 * remains names the thing. Without the other name, and with a word of another thing's name, nothing changes.
 */
export const PLACED_AND_SERVED: EvalSuite[] = [
  homeOf(
    'r26a_pt_tia',
    'pt',
    [
      ['sala', 'Sala'],
      ['quarto', 'Quarto'],
    ],
    [
      one('sala', 'light.sofa', 'Candeeiro do sofá'),
      one('sala', 'light.pe', 'Candeeiro de pé'),
      one('sala', 'light.estante', 'Candeeiro estante'),
      one('quarto', 'light.quarto', 'Candeeiro mesinha'),
    ],
    [
      c('ordinary placed-served', 'o candeeiro velhinho ao pé do sofá', ['light.sofa']),
      c('ordinary placed-served', 'o candeeiro antigo ao pé da estante', ['light.estante']),
      c('ordinary placed-served-plain', 'o candeeiro ao pé do sofá', ['light.sofa']),
      c('ordinary placed-served-other', 'o candeeiro da mesinha ao pé do sofá', 'not-found'),
    ],
  ),
  homeOf(
    'r26a_en_nan',
    'en',
    [
      ['lounge', 'Lounge'],
      ['kitchen', 'Kitchen'],
    ],
    [
      one('lounge', 'light.shelf', 'Shelf Lamp'),
      one('lounge', 'light.lounge_ceiling', 'Lounge Ceiling'),
      one('kitchen', 'light.under_cabinet', 'Under Cabinet Lights'),
    ],
    [
      c('ordinary placed-served', 'the old brass lamp under the shelf', ['light.shelf']),
      c('ordinary placed-served-plain', 'the lamp under the shelf', ['light.shelf']),
    ],
  ),
  homeOf(
    'r26a_it_zia',
    'it',
    [
      ['soggiorno', 'Soggiorno'],
      ['cucina', 'Cucina'],
    ],
    [
      one('soggiorno', 'light.mensola', 'Lampada mensola'),
      one('soggiorno', 'light.lampadario', 'Lampadario'),
      one('cucina', 'light.sotto', 'Luce sotto pensile'),
    ],
    [c('ordinary placed-served', 'la lampada vecchietta sotto la mensola', ['light.mensola'])],
  ),
];

/**
 * Left or right said with a word for "side" after it ("右边的落地灯", "左侧的壁灯", "右側のスタンド") where the
 * names write the bare side ("落地灯右", "スタンド右"): that one. A home that writes the side with its word
 * ("左边窗帘") keeps it, the pair said without a side is still asked about, and Japanese 側, already read so,
 * stays right (a guard).
 */
export const SIDE_SAID_WITH_SIDE: EvalSuite[] = [
  homeOf(
    'r26a_zh_laoren',
    'zh',
    [
      ['keting', '客厅'],
      ['woshi', '卧室'],
    ],
    [
      one('keting', 'light.luodi_zuo', '落地灯左'),
      one('keting', 'light.luodi_you', '落地灯右'),
      one('keting', 'cover.zuobian', '左边窗帘'),
      one('keting', 'cover.youbian', '右边窗帘'),
      one('woshi', 'light.bideng_zuo', '左壁灯'),
      one('woshi', 'light.bideng_you', '右壁灯'),
    ],
    [
      c('ordinary side-word', '右边的落地灯', ['light.luodi_you']),
      c('ordinary side-word', '左边落地灯', ['light.luodi_zuo']),
      c('ordinary side-word', '左侧的壁灯', ['light.bideng_zuo']),
      c('ordinary side-word-whole', '左边窗帘', ['cover.zuobian']),
      c('ordinary side-word-whole', '右边的窗帘', ['cover.youbian']),
      c('ask-one side-word-none', '落地灯', { ask: ['light.luodi_zuo', 'light.luodi_you'] }),
    ],
  ),
  homeOf(
    'r26a_ja_sofu',
    'ja',
    [
      ['living', 'リビング'],
      ['shinshitsu', '寝室'],
    ],
    [
      one('living', 'light.stand_hidari', 'スタンド左'),
      one('living', 'light.stand_migi', 'スタンド右'),
      one('shinshitsu', 'light.shinshitsu', '寝室の照明'),
    ],
    [
      c('ordinary side-word-guard', '右側のスタンド', ['light.stand_migi']),
      c('ordinary side-word-guard', '左側のスタンド', ['light.stand_hidari']),
    ],
  ),
];

/**
 * A name word said in the plural where the things in the place named carry only its singular ("the spots in
 * the hall" for "Spot 1" … "Spot 3" there), though a group elsewhere holds the plural as written ("Kitchen
 * Spots"): every one of them, not "which one?". The group said by its own words, and the singular, keep
 * their readings.
 */
export const PLURAL_BESIDE_GROUP: EvalSuite[] = [
  homeOf(
    'r26a_en_spots',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['hall', 'Hall'],
    ],
    [
      one('kitchen', 'light.kitchen_spots', 'Kitchen Spots'),
      one('hall', 'light.hall_spot_1', 'Spot 1'),
      one('hall', 'light.hall_spot_2', 'Spot 2'),
      one('hall', 'light.hall_spot_3', 'Spot 3'),
    ],
    [
      c('ordinary plural-beside-group', 'the spots in the hall', [
        'light.hall_spot_1',
        'light.hall_spot_2',
        'light.hall_spot_3',
      ]),
      c('ordinary plural-beside-group-own', 'the kitchen spots', ['light.kitchen_spots']),
      c('ask-one plural-beside-group-one', 'the spot in the hall', {
        ask: ['light.hall_spot_1', 'light.hall_spot_2', 'light.hall_spot_3'],
      }),
    ],
  ),
  homeOf(
    'r26a_it_lampioni',
    'it',
    [
      ['giardino', 'Giardino'],
      ['vialetto', 'Vialetto'],
    ],
    [
      one('giardino', 'light.lampioni_giardino', 'Lampioni giardino'),
      one('vialetto', 'light.lampione_1', 'Lampione 1'),
      one('vialetto', 'light.lampione_2', 'Lampione 2'),
    ],
    [
      c('ordinary plural-beside-group', 'i lampioni del vialetto', ['light.lampione_1', 'light.lampione_2']),
      c('ordinary plural-beside-group-own', 'i lampioni del giardino', ['light.lampioni_giardino']),
    ],
  ),
  homeOf(
    'r26a_es_focos',
    'es',
    [
      ['cocina', 'Cocina'],
      ['pasillo', 'Pasillo'],
    ],
    [
      one('cocina', 'light.focos_cocina', 'Focos cocina'),
      one('pasillo', 'light.foco_1', 'Foco 1'),
      one('pasillo', 'light.foco_2', 'Foco 2'),
    ],
    [c('ordinary plural-beside-group-guard', 'los focos del pasillo', ['light.foco_1', 'light.foco_2'])],
  ),
];

/**
 * Left or right said in another form than the name writes it, or with a word for "side" ("die Jalousie auf der
 * linken Seite" for "Jalousie links", "l'applique sul lato destro", "het rolgordijn aan de rechterkant",
 * "lampka po prawej stronie"): the name's side. A name that holds the word for "side" keeps it.
 */
export const SIDE_FORM: EvalSuite[] = [
  homeOf(
    'r26a_de_arbeitszimmer',
    'de',
    [
      ['arbeit', 'Arbeitszimmer'],
      ['flur', 'Flur'],
    ],
    [
      one('arbeit', 'cover.jalousie_links', 'Jalousie links'),
      one('arbeit', 'cover.jalousie_rechts', 'Jalousie rechts'),
      one('flur', 'light.flur', 'Flurlicht'),
    ],
    [
      c('ordinary side-form', 'die Jalousie auf der linken Seite', ['cover.jalousie_links']),
      c('ordinary side-form', 'die Jalousie auf der rechten Seite im Arbeitszimmer', [
        'cover.jalousie_rechts',
      ]),
      c('ordinary side-form-guard', 'die rechte Jalousie', ['cover.jalousie_rechts']),
    ],
  ),
  homeOf(
    'r26a_it_studio',
    'it',
    [
      ['studio', 'Studio'],
      ['bagno', 'Bagno'],
    ],
    [
      one('studio', 'light.applique_destra', 'Applique destra'),
      one('studio', 'light.applique_sinistra', 'Applique sinistra'),
      one('bagno', 'light.bagno', 'Luce bagno'),
    ],
    [c('ordinary side-form', "l'applique sul lato destro", ['light.applique_destra'])],
  ),
  homeOf(
    'r26a_nl_zolder',
    'nl',
    [
      ['zolder', 'Zolder'],
      ['keuken', 'Keuken'],
    ],
    [
      one('zolder', 'cover.rolgordijn_links', 'Rolgordijn links'),
      one('zolder', 'cover.rolgordijn_rechts', 'Rolgordijn rechts'),
      one('keuken', 'light.keuken', 'Keukenlamp'),
    ],
    [
      c('ordinary side-form', 'het rolgordijn aan de rechterkant', ['cover.rolgordijn_rechts']),
      // Swedish "höger" (right) folds to Dutch "hoger" (higher): a side only in its own language.
      c('ask-one side-form-language', 'zet het rolgordijn op zolder hoger', {
        ask: ['cover.rolgordijn_links', 'cover.rolgordijn_rechts'],
      }),
    ],
  ),
  homeOf(
    'r26a_pl_sypialnia',
    'pl',
    [
      ['sypialnia', 'Sypialnia'],
      ['kuchnia', 'Kuchnia'],
    ],
    [
      one('sypialnia', 'light.lampka_prawa', 'Lampka prawa'),
      one('sypialnia', 'light.lampka_lewa', 'Lampka lewa'),
      one('kuchnia', 'light.kuchnia', 'Światło kuchnia'),
    ],
    [
      c('ordinary side-form', 'lampka po prawej stronie', ['light.lampka_prawa']),
      c('ordinary side-form', 'lampkę z lewej strony', ['light.lampka_lewa']),
    ],
  ),
  homeOf(
    'r26a_en_side_door',
    'en',
    [
      ['porch', 'Porch'],
      ['garage', 'Garage'],
    ],
    [
      one('porch', 'light.porch_left', 'Porch Light Left'),
      one('porch', 'light.porch_right', 'Porch Light Right'),
      one('garage', 'light.side_door', 'Side Door Light'),
    ],
    [
      c('ordinary side-form-noun', 'the side door light', ['light.side_door']),
      c('ordinary side-form-guard', 'the left porch light', ['light.porch_left']),
    ],
  ),
];

/**
 * A kind word said with its definite ending beside a name word ("rullegardinet vest"), where the thing named
 * with that very word is set up as another class than the word's ("Rullegardin vest", a blind where the table
 * reads a roller blind as a shade): the name's word with its ending off still holds it. Other forms keep
 * their readings.
 */
export const DEFINITE_KIND_NAMED: EvalSuite[] = [
  homeOf(
    'r26a_da_rullegardin',
    'da',
    [
      ['stue', 'Stue'],
      ['kontor', 'Kontor'],
    ],
    [
      one('stue', 'cover.rullegardin_vest', 'Rullegardin vest', { deviceClass: 'blind' }),
      one('stue', 'cover.rullegardin_syd', 'Rullegardin syd', { deviceClass: 'blind' }),
      one('kontor', 'cover.persienne', 'Persienne kontor', { deviceClass: 'shade' }),
      one('kontor', 'cover.markise', 'Markise', { deviceClass: 'awning' }),
    ],
    [
      c('ordinary definite-kind-named', 'rullegardinet vest', ['cover.rullegardin_vest']),
      c('ordinary definite-kind-named', 'rullegardinet mod syd', ['cover.rullegardin_syd']),
      c('ordinary definite-kind-named-guard', 'persiennen på kontoret', ['cover.persienne']),
      c('ordinary definite-kind-named-guard', 'markisen', ['cover.markise']),
    ],
  ),
  homeOf(
    'r26a_sv_rullgardin',
    'sv',
    [
      ['vardagsrum', 'Vardagsrum'],
      ['kontor', 'Kontor'],
    ],
    [
      one('vardagsrum', 'cover.rullgardin_vast', 'Rullgardin väst', { deviceClass: 'blind' }),
      one('vardagsrum', 'cover.rullgardin_syd', 'Rullgardin syd', { deviceClass: 'blind' }),
      one('kontor', 'cover.persienn', 'Persienn kontor', { deviceClass: 'shade' }),
    ],
    [c('ordinary definite-kind-named-guard', 'rullgardinen väst', ['cover.rullgardin_vast'])],
  ),
];

/**
 * A Chinese or Japanese name written with its side on and no kind word in it ("ミラー左", "梳妆台右") holds the
 * side as a word of its own: "左のミラー", "右側のミラー" are that one; the pair said without a side is asked
 * about, and the Chinese names already read so stay right (guards).
 */
export const CJK_SIDE_ON: EvalSuite[] = [
  homeOf(
    'r26a_ja_senmenjo',
    'ja',
    [
      ['senmenjo', '洗面所'],
      ['genkan', '玄関'],
    ],
    [
      one('senmenjo', 'light.mirror_left', 'ミラー左'),
      one('senmenjo', 'light.mirror_right', 'ミラー右'),
      one('genkan', 'light.genkan', '玄関照明'),
    ],
    [
      c('ordinary cjk-side-on', '左のミラー', ['light.mirror_left']),
      c('ordinary cjk-side-on', '右側のミラー', ['light.mirror_right']),
      c('ask-one cjk-side-on-none', 'ミラー', { ask: ['light.mirror_left', 'light.mirror_right'] }),
    ],
  ),
  homeOf(
    'r26a_zh_shuzhuang',
    'zh',
    [
      ['woshi', '卧室'],
      ['keting', '客厅'],
    ],
    [
      one('woshi', 'light.shuzhuang_zuo', '梳妆台左'),
      one('woshi', 'light.shuzhuang_you', '梳妆台右'),
      one('keting', 'light.keting', '客厅吊灯'),
    ],
    [
      c('ordinary cjk-side-on-guard', '右边的梳妆台', ['light.shuzhuang_you']),
      c('ordinary cjk-side-on-guard', '左梳妆台', ['light.shuzhuang_zuo']),
    ],
  ),
];
