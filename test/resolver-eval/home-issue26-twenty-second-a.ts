// Issue 26, round 22a: the resolver on homes it has never seen (regional words for rooms, devices and
// actions; media named by brand), and the lead's decision on a mass word ("the heating") that is every
// candidate's own name word. Cases of our own for each rule, in homes of our own; none is a slice's request
// or home. The first tag is the category, the second the rule exercised (cases without a rule tag are
// guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const heats = { attributes: { hvac_modes: ['off', 'heat'] } };
const cools = { attributes: { hvac_modes: ['off', 'cool', 'heat', 'dry', 'fan_only'] } };

/**
 * Rule 1 (the lead's decision): a mass word ("the heating", "die Heizung", "la calefacción") acts on
 * everything that heats, unless the word is every candidate's own name word ("Heizung Büro", "Heizung
 * Gästezimmer"): then one thing was asked for, and Hearth asks which; plurals, "all", "both" and
 * "everywhere" still act on all.
 */
const MASS_WORD_NAMES: EvalSuite[] = [
  home(
    'r22a_de_heizung_named',
    'de',
    [
      ['buero', 'Büro'],
      ['gast', 'Gästezimmer'],
      ['flur', 'Flur'],
    ],
    [
      one('buero', 'climate.heizung_buero', 'Heizung Büro', heats),
      one('gast', 'climate.heizung_gast', 'Heizung Gästezimmer', heats),
      one('flur', 'light.flur', 'Flurlicht'),
    ],
    [
      c('ask-one mass-one', 'mach die Heizung an', {
        ask: ['climate.heizung_buero', 'climate.heizung_gast'],
      }),
      c('ask-one mass-one', 'die Heizung auf 21 Grad', {
        ask: ['climate.heizung_buero', 'climate.heizung_gast'],
      }),
      c('ask-one', 'alle Heizungen', ['climate.heizung_buero', 'climate.heizung_gast']),
      c('ask-one', 'beide Heizungen', ['climate.heizung_buero', 'climate.heizung_gast']),
      c('ask-one', 'die Heizung überall', ['climate.heizung_buero', 'climate.heizung_gast']),
      c('ordinary', 'die Heizung im Büro', ['climate.heizung_buero']),
    ],
  ),
  home(
    'r22a_de_heizung_own_names',
    'de',
    [
      ['wohnen', 'Wohnen'],
      ['bad', 'Bad'],
    ],
    [
      one('wohnen', 'climate.thermostat_wohnen', 'Thermostat Wohnen', heats),
      one('bad', 'climate.heizkoerper_bad', 'Heizkörper Bad', heats),
    ],
    [c('ask-one mass-one', 'mach die Heizung an', ['climate.thermostat_wohnen', 'climate.heizkoerper_bad'])],
  ),
  home(
    'r22a_de_heizung_one_room',
    'de',
    [
      ['wohnzimmer', 'Wohnzimmer'],
      ['kueche', 'Küche'],
    ],
    [
      one('wohnzimmer', 'climate.heizung_fenster', 'Heizung Fenster', heats),
      one('wohnzimmer', 'climate.heizung_sofa', 'Heizung Sofa', heats),
      one('kueche', 'climate.heizung_kueche', 'Heizung Küche', heats),
    ],
    [
      c('ask-one mass-one', 'die Heizung im Wohnzimmer', {
        ask: ['climate.heizung_fenster', 'climate.heizung_sofa'],
      }),
      c('ask-one', 'die Heizungen im Wohnzimmer', ['climate.heizung_fenster', 'climate.heizung_sofa']),
      c('ordinary', 'die Heizung in der Küche', ['climate.heizung_kueche']),
    ],
  ),
  home(
    'r22a_es_calefaccion_named',
    'es',
    [
      ['salon', 'Salón'],
      ['estudio', 'Estudio'],
      ['cocina', 'Cocina'],
    ],
    [
      one('salon', 'climate.calefaccion_salon', 'Calefacción salón', heats),
      one('estudio', 'climate.calefaccion_estudio', 'Calefacción estudio', heats),
      one('cocina', 'light.cocina', 'Luz cocina'),
    ],
    [
      c('ask-one mass-one', 'enciende la calefacción', {
        ask: ['climate.calefaccion_salon', 'climate.calefaccion_estudio'],
      }),
      c('ask-one', 'apaga la calefacción en toda la casa', [
        'climate.calefaccion_salon',
        'climate.calefaccion_estudio',
      ]),
      c('ordinary', 'la calefacción del estudio', ['climate.calefaccion_estudio']),
    ],
  ),
  home(
    'r22a_fr_chauffage_named',
    'fr',
    [
      ['sejour', 'Séjour'],
      ['chambre', 'Chambre'],
    ],
    [
      one('sejour', 'climate.chauffage_sejour', 'Chauffage séjour', heats),
      one('chambre', 'climate.chauffage_chambre', 'Chauffage chambre', heats),
    ],
    [
      c('ask-one mass-one', 'allume le chauffage', {
        ask: ['climate.chauffage_sejour', 'climate.chauffage_chambre'],
      }),
      c('ask-one', 'coupe tout le chauffage', ['climate.chauffage_sejour', 'climate.chauffage_chambre']),
    ],
  ),
  home(
    'r22a_fr_chauffage_own_names',
    'fr',
    [
      ['sejour', 'Séjour'],
      ['chambre', 'Chambre'],
    ],
    [
      one('sejour', 'climate.radiateur_sejour', 'Radiateur séjour', heats),
      one('chambre', 'climate.thermostat_chambre', 'Thermostat chambre', heats),
    ],
    [
      c('ask-one mass-one', 'allume le chauffage', [
        'climate.radiateur_sejour',
        'climate.thermostat_chambre',
      ]),
    ],
  ),
  home(
    'r22a_en_heating_named',
    'en',
    [
      ['studio', 'Studio'],
      ['nursery', 'Nursery'],
    ],
    [
      one('studio', 'climate.studio_heating', 'Studio Heating', heats),
      one('nursery', 'climate.nursery_heating', 'Nursery Heating', heats),
    ],
    [
      c('ask-one mass-one', 'turn up the heating', {
        ask: ['climate.studio_heating', 'climate.nursery_heating'],
      }),
      c('ask-one', 'turn off all the heating', ['climate.studio_heating', 'climate.nursery_heating']),
      c('ordinary', 'the heating in the nursery', ['climate.nursery_heating']),
    ],
  ),
  home(
    'r22a_en_heating_own_names',
    'en',
    [
      ['lounge', 'Lounge'],
      ['bath', 'Bathroom'],
    ],
    [
      one('lounge', 'climate.lounge_thermostat', 'Lounge Thermostat', heats),
      one('bath', 'climate.towel_radiator', 'Towel Radiator', heats),
    ],
    [c('ask-one', 'turn up the heating', ['climate.lounge_thermostat', 'climate.towel_radiator'])],
  ),
  home(
    'r22a_it_riscaldamento_named',
    'it',
    [
      ['taverna', 'Taverna'],
      ['mansarda', 'Mansarda'],
    ],
    [
      one('taverna', 'climate.risc_taverna', 'Riscaldamento taverna', heats),
      one('mansarda', 'climate.risc_mansarda', 'Riscaldamento mansarda', heats),
    ],
    [
      c('ask-one mass-one', 'accendi il riscaldamento', {
        ask: ['climate.risc_taverna', 'climate.risc_mansarda'],
      }),
      c('ask-one', 'spegni tutto il riscaldamento', ['climate.risc_taverna', 'climate.risc_mansarda']),
    ],
  ),
  home(
    'r22a_nl_verwarming_named',
    'nl',
    [
      ['zithoek', 'Zithoek'],
      ['hobby', 'Hobbykamer'],
    ],
    [
      one('zithoek', 'climate.verwarming_zithoek', 'Verwarming zithoek', heats),
      one('hobby', 'climate.verwarming_hobby', 'Verwarming hobbykamer', heats),
    ],
    [
      c('ask-one mass-one', 'zet de verwarming aan', {
        ask: ['climate.verwarming_zithoek', 'climate.verwarming_hobby'],
      }),
      c('ask-one', 'zet alle verwarming uit', ['climate.verwarming_zithoek', 'climate.verwarming_hobby']),
    ],
  ),
  home(
    'r22a_ko_nanbang_named',
    'ko',
    [
      ['geosil', '거실'],
      ['jakeunbang', '작은방'],
    ],
    [
      one('geosil', 'climate.geosil_nanbang', '거실 난방', heats),
      one('jakeunbang', 'climate.jakeunbang_nanbang', '작은방 난방', heats),
    ],
    [
      c('ask-one mass-one', '난방 켜 줘', { ask: ['climate.geosil_nanbang', 'climate.jakeunbang_nanbang'] }),
      c('ask-one', '난방 전부 꺼 줘', ['climate.geosil_nanbang', 'climate.jakeunbang_nanbang']),
      c('ordinary', '작은방 난방', ['climate.jakeunbang_nanbang']),
    ],
  ),
  home(
    'r22a_it_aria_condizionata_named',
    'it',
    [
      ['soggiorno', 'Soggiorno'],
      ['studio', 'Studio'],
    ],
    [
      one('soggiorno', 'climate.ac_soggiorno', 'Aria condizionata soggiorno', cools),
      one('studio', 'climate.ac_studio', 'Aria condizionata studio', cools),
    ],
    [
      c('ask-one mass-one', "accendi l'aria condizionata", {
        ask: ['climate.ac_soggiorno', 'climate.ac_studio'],
      }),
      c('ask-one', "spegni tutta l'aria condizionata", ['climate.ac_soggiorno', 'climate.ac_studio']),
    ],
  ),
];

/**
 * Rule 2 (`mopping`): mopping said as a region says it ("passer la loque", "la wassingue", "pasar el coleto",
 * "passare lo straccio", "抹地", "雑巾がけ") is the vacuum's work. Rule 3 (`mop-robot`): with a mopping robot
 * beside a vacuum (a "Braava", a "Wischroboter", "물걸레 로봇"), the mopping is that robot's.
 */
const MOPPING: EvalSuite[] = [
  home(
    'r22a_fr_be_loque',
    'fr',
    [
      ['sejour', 'Séjour'],
      ['sdb', 'Salle de bain'],
    ],
    [one('sejour', 'vacuum.dreame', 'Dreame L10'), one('sdb', 'light.sdb', 'Lumière salle de bain')],
    [
      c('activity mopping', 'passe la loque dans la salle de bain', ['vacuum.dreame']),
      c('activity mopping', 'passer la wassingue', ['vacuum.dreame']),
      c('activity mopping', 'passe la panosse au séjour', ['vacuum.dreame']),
      c('activity', 'passe la serpillière', ['vacuum.dreame']),
    ],
  ),
  home(
    'r22a_es_coleto',
    'es',
    [
      ['sala', 'Sala'],
      ['cocina', 'Cocina'],
    ],
    [one('sala', 'vacuum.robot', 'Robot Eufy'), one('cocina', 'light.cocina', 'Luz cocina')],
    [
      c('activity mopping', 'pasa el coleto en la cocina', ['vacuum.robot']),
      c('activity mopping', 'pasá el lampazo', ['vacuum.robot']),
      c('activity mopping', 'mapea la sala', ['vacuum.robot']),
    ],
  ),
  home(
    'r22a_it_straccio',
    'it',
    [
      ['soggiorno', 'Soggiorno'],
      ['cucina', 'Cucina'],
    ],
    [one('soggiorno', 'vacuum.robot', 'Robottino Dreame'), one('cucina', 'light.cucina', 'Luce cucina')],
    [c('activity mopping', 'passa lo straccio in cucina', ['vacuum.robot'])],
  ),
  home(
    'r22a_zh_hk_mop',
    'zh',
    [
      ['teng', '廳'],
      ['fong', '睡房'],
    ],
    [one('teng', 'vacuum.roborock', '石頭掃地機'), one('fong', 'light.fong', '睡房燈')],
    [
      c('activity mopping', '抹地', ['vacuum.roborock']),
      c('activity mopping', '幫我抹下地', ['vacuum.roborock']),
      c('activity', '拖地', ['vacuum.roborock']),
    ],
  ),
  home(
    'r22a_ja_mop_robot',
    'ja',
    [
      ['ldk', 'LDK'],
      ['senmenjo', '洗面所'],
    ],
    [one('ldk', 'vacuum.roomba', 'ルンバ i7'), one('senmenjo', 'vacuum.braava', 'ブラーバ ジェット')],
    [
      c('activity mop-robot', '床の拭き掃除', ['vacuum.braava']),
      c('activity mop-robot', '雑巾がけして', ['vacuum.braava']),
      c('ordinary', 'ルンバ', ['vacuum.roomba']),
    ],
  ),
  home(
    'r22a_en_mop_robot',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['hall', 'Hallway'],
    ],
    [one('kitchen', 'vacuum.braava', 'Braava Jet m6'), one('hall', 'vacuum.roomba', 'Roomba j7')],
    [
      c('activity mop-robot', 'mop the floors', ['vacuum.braava']),
      c('activity mop-robot', 'start mopping', ['vacuum.braava']),
      c('ordinary', 'the roomba', ['vacuum.roomba']),
    ],
  ),
  home(
    'r22a_ko_mop_robot',
    'ko',
    [
      ['geosil', '거실'],
      ['jubang', '주방'],
    ],
    [one('geosil', 'vacuum.roborock', '로보락 S7'), one('jubang', 'vacuum.mop', '물걸레 로봇')],
    [c('activity mop-robot', '물걸레질 해 줘', ['vacuum.mop'])],
  ),
  home(
    'r22a_de_mop_robot',
    'de',
    [
      ['wohnen', 'Wohnen'],
      ['kueche', 'Küche'],
    ],
    [one('wohnen', 'vacuum.saug', 'Saugroboter'), one('kueche', 'vacuum.wisch', 'Wischroboter')],
    [c('activity', 'bitte feucht wischen', ['vacuum.wisch'])],
  ),
  home(
    'r22a_sv_mop',
    'sv',
    [
      ['kok', 'Kök'],
      ['hall', 'Hall'],
    ],
    [one('kok', 'vacuum.robot', 'Robotdammsugare'), one('hall', 'light.hall', 'Hallampa')],
    [c('activity mopping', 'våttorka golvet i köket', ['vacuum.robot'])],
  ),
];

const temperature = {
  deviceClass: 'temperature',
  attributes: { unit_of_measurement: '°C', state_class: 'measurement' },
};

/** A home with one thermometer out on its balcony or terrace and one indoors. */
function outdoorHome(
  id: string,
  language: string,
  outside: [string, string, string],
  inside: [string, string, string],
) {
  return (cases: ReturnType<typeof c>[]) =>
    home(
      id,
      language,
      [
        [outside[0], outside[1]],
        [inside[0], inside[1]],
      ],
      [
        one(outside[0], 'sensor.outside', outside[2], temperature),
        one(inside[0], 'sensor.inside', inside[2], temperature),
        one(inside[0], 'light.inside', inside[1]),
      ],
      cases,
    );
}

/**
 * Rule 4 (`outdoor-words`): "how cold is it outside" as regions and everyday speech say it (Cantonese "出面"
 * and "幾凍", Kyushu "寒か", "さぶい", Gyeongsang "춥노", Danish "ude", English "out"): the thermometer
 * outdoors. How many degrees ("wie viel Grad hat es draußen", "外面多少度", "外は何度") already was; guards.
 */
const OUTDOOR_WORDS: EvalSuite[] = [
  outdoorHome(
    'r22a_zh_hk_outdoor',
    'zh',
    ['lou', '露台', '露台溫度'],
    ['teng', '客廳', '客廳溫度'],
  )([
    c('activity outdoor-words', '出面幾凍', ['sensor.outside']),
    c('activity outdoor-words', '出邊熱唔熱', ['sensor.outside']),
    c('activity', '外面多少度', ['sensor.outside']),
    c('activity', '外面冷不冷', ['sensor.outside']),
  ]),
  outdoorHome(
    'r22a_ja_outdoor',
    'ja',
    ['beranda', 'ベランダ', 'ベランダ温度'],
    ['ima', '茶の間', '茶の間温度'],
  )([
    c('activity outdoor-words', '外は寒か?', ['sensor.outside']),
    c('activity outdoor-words', '外さぶい?', ['sensor.outside']),
    c('activity', '外は何度?', ['sensor.outside']),
    c('activity', '外は寒い?', ['sensor.outside']),
  ]),
  outdoorHome(
    'r22a_da_outdoor',
    'da',
    ['altan', 'Altan', 'Altan temperatur'],
    ['stue', 'Stue', 'Stue temperatur'],
  )([
    c('activity outdoor-words', 'er det koldt ude', ['sensor.outside']),
    c('activity', 'hvor mange grader er det udenfor', ['sensor.outside']),
  ]),
  outdoorHome(
    'r22a_en_outdoor',
    'en',
    ['deck', 'Deck', 'Deck Temperature'],
    ['den', 'Den', 'Den Temperature'],
  )([
    c('activity outdoor-words', 'how cold is it out', ['sensor.outside']),
    c('activity', 'how many degrees is it outside', ['sensor.outside']),
  ]),
  outdoorHome(
    'r22a_de_outdoor',
    'de',
    ['terrasse', 'Terrasse', 'Temperatur Terrasse'],
    ['stube', 'Stube', 'Temperatur Stube'],
  )([c('activity', 'wie viel Grad hat es draußen', ['sensor.outside'])]),
  outdoorHome(
    'r22a_es_outdoor',
    'es',
    ['terraza', 'Terraza', 'Temperatura terraza'],
    ['living', 'Living', 'Temperatura living'],
  )([c('activity', 'cuántos grados hace afuera', ['sensor.outside'])]),
  outdoorHome(
    'r22a_it_outdoor',
    'it',
    ['balcone', 'Balcone', 'Temperatura balcone'],
    ['tinello', 'Tinello', 'Temperatura tinello'],
  )([c('activity', 'quanti gradi ci sono fuori', ['sensor.outside'])]),
  outdoorHome(
    'r22a_pl_outdoor',
    'pl',
    ['balkon', 'Balkon', 'Temperatura balkon'],
    ['pokoj', 'Pokój', 'Temperatura pokój'],
  )([c('activity', 'ile stopni jest na dworze', ['sensor.outside'])]),
  outdoorHome(
    'r22a_sv_outdoor',
    'sv',
    ['altan', 'Altan', 'Altan temp'],
    ['kok', 'Kök', 'Kök temp'],
  )([c('activity', 'hur många grader är det ute', ['sensor.outside'])]),
  outdoorHome(
    'r22a_nl_outdoor',
    'nl',
    ['terras', 'Terras', 'Temperatuur terras'],
    ['living', 'Living', 'Temperatuur living'],
  )([c('activity', 'hoeveel graden is het buiten', ['sensor.outside'])]),
  outdoorHome(
    'r22a_ko_outdoor',
    'ko',
    ['beranda', '베란다', '베란다 온도'],
    ['geosil', '거실', '거실 온도'],
  )([
    c('activity', '밖에 몇 도야', ['sensor.outside']),
    c('activity outdoor-words', '밖에 춥노', ['sensor.outside']),
  ]),
];

/**
 * Rule 5 (`brand-short`): a console or streaming stick by the short name people give it in Korean or
 * Japanese ("플스" for a PlayStation, "엑박" for an Xbox, "ファイアスティック" for a Fire TV Stick).
 */
const SHORT_BRANDS: EvalSuite[] = [
  home(
    'r22a_ko_consoles',
    'ko',
    [
      ['geosil', '거실'],
      ['adeul', '아들 방'],
    ],
    [
      one('geosil', 'media_player.ps4', 'PS4 Pro'),
      one('adeul', 'media_player.xbox', 'Xbox Series S'),
      one('geosil', 'media_player.tv', '거실 TV', { deviceClass: 'tv' }),
    ],
    [
      c('brand brand-short', '플스 켜 줘', ['media_player.ps4']),
      c('brand brand-short', '엑박 꺼 줘', ['media_player.xbox']),
      c('brand', '플레이스테이션', ['media_player.ps4']),
      c('ordinary', '거실 티비', ['media_player.tv']),
    ],
  ),
  home(
    'r22a_ja_stick',
    'ja',
    [
      ['washitsu', '和室'],
      ['yoshitsu', '洋室'],
    ],
    [
      one('washitsu', 'media_player.fire_stick', 'Fire TV Stick 4K'),
      one('yoshitsu', 'media_player.ps5', 'PS5'),
      one('washitsu', 'media_player.tv', '和室テレビ', { deviceClass: 'tv' }),
    ],
    [
      c('brand brand-short', 'ファイアスティックつけて', ['media_player.fire_stick']),
      c('brand', 'プレステ', ['media_player.ps5']),
    ],
  ),
];

/** A living room with a TV and a speaker beside it, and one other room. */
function stereoHome(id: string, language: string, rooms: [string, string], names: [string, string, string]) {
  return (cases: ReturnType<typeof c>[]) =>
    home(
      id,
      language,
      [
        ['living', rooms[0]],
        ['other', rooms[1]],
      ],
      [
        one('living', 'media_player.tv', names[0], { deviceClass: 'tv' }),
        one('living', 'media_player.speaker', names[1], { deviceClass: 'speaker' }),
        one('other', 'light.other', names[2]),
      ],
      cases,
    );
}

/**
 * Rule 6 (`stereo`): the stereo, as people call a home's sound system ("anlægget", "die Stereoanlage", "el
 * equipo de música", "la chaîne hifi", "lo stereo", "de installatie", "a aparelhagem", "wieża", "stereon",
 * "コンポ", "오디오"): what plays sound, a speaker before the TV beside it, as "the radio" is.
 */
const STEREO: EvalSuite[] = [
  stereoHome(
    'r22a_da_stereo',
    'da',
    ['Dagligstue', 'Bryggers'],
    ['Philips TV', 'Denon Heos 5', 'Bryggers lys'],
  )([
    c('ordinary stereo', 'skru op for anlægget', ['media_player.speaker']),
    c('ordinary stereo', 'sluk stereoanlægget i dagligstuen', ['media_player.speaker']),
    c('ordinary', 'fjernsynet', ['media_player.tv']),
  ]),
  stereoHome(
    'r22a_en_stereo',
    'en',
    ['Family Room', 'Mudroom'],
    ['Family Room TV', 'Heos Bar', 'Mudroom Light'],
  )([
    c('ordinary stereo', 'turn up the stereo', ['media_player.speaker']),
    c('ordinary stereo', 'the hifi in the family room', ['media_player.speaker']),
  ]),
  stereoHome(
    'r22a_de_stereo',
    'de',
    ['Stube', 'Diele'],
    ['Loewe TV', 'Teufel Boomster', 'Dielenlicht'],
  )([
    c('ordinary stereo', 'schalt die Stereoanlage ein', ['media_player.speaker']),
    c('ordinary stereo', 'die Musikanlage in der Stube', ['media_player.speaker']),
  ]),
  stereoHome(
    'r22a_es_stereo',
    'es',
    ['Sala', 'Lavadero'],
    ['Tele Sala', 'Marshall Stanmore', 'Luz lavadero'],
  )([
    c('ordinary', 'prende el equipo de música', ['media_player.speaker']),
    c('ordinary stereo', 'el minicomponente de la sala', ['media_player.speaker']),
  ]),
  stereoHome(
    'r22a_fr_stereo',
    'fr',
    ['Séjour', 'Cellier'],
    ['Télé séjour', 'Devialet Phantom', 'Lampe cellier'],
  )([c('ordinary stereo', 'allume la chaîne hifi', ['media_player.speaker'])]),
  stereoHome(
    'r22a_it_stereo',
    'it',
    ['Sala', 'Ripostiglio'],
    ['TV sala', 'Bose Home 500', 'Luce ripostiglio'],
  )([
    c('ordinary stereo', 'accendi lo stereo', ['media_player.speaker']),
    c('ordinary stereo', "l'impianto stereo della sala", ['media_player.speaker']),
  ]),
  stereoHome(
    'r22a_nl_stereo',
    'nl',
    ['Woonkamer', 'Berging'],
    ['Tv woonkamer', 'Bluesound Pulse', 'Bergingslamp'],
  )([c('ordinary stereo', 'zet de installatie aan', ['media_player.speaker'])]),
  stereoHome(
    'r22a_pt_stereo',
    'pt',
    ['Sala', 'Despensa'],
    ['TV sala', 'Marshall Acton', 'Luz despensa'],
  )([
    c('ordinary stereo', 'liga a aparelhagem', ['media_player.speaker']),
    c('ordinary stereo', 'o aparelho de som da sala', ['media_player.speaker']),
  ]),
  stereoHome(
    'r22a_pl_stereo',
    'pl',
    ['Salon', 'Spiżarnia'],
    ['Telewizor salon', 'Marshall Woburn', 'Światło spiżarnia'],
  )([c('ordinary stereo', 'włącz wieżę', ['media_player.speaker'])]),
  stereoHome(
    'r22a_sv_stereo',
    'sv',
    ['Vardagsrum', 'Groventré'],
    ['Vardagsrum TV', 'Sonos Five', 'Groventré lampa'],
  )([c('ordinary stereo', 'sätt på stereon', ['media_player.speaker'])]),
  stereoHome(
    'r22a_ja_stereo',
    'ja',
    ['リビング', '納戸'],
    ['リビングのテレビ', 'JBL Charge', '納戸の電気'],
  )([
    c('ordinary stereo', 'コンポつけて', ['media_player.speaker']),
    c('ordinary', 'テレビ消して', ['media_player.tv']),
  ]),
  stereoHome(
    'r22a_ko_stereo',
    'ko',
    ['거실', '다용도실'],
    ['거실 TV', '마샬 스피커', '다용도실 등'],
  )([
    c('ordinary stereo', '오디오 켜 줘', ['media_player.speaker']),
    c('ordinary stereo', '전축 꺼 줘', ['media_player.speaker']),
  ]),
];

/** A living room with a TV (of class tv) and a set-top box named with the TV's word, and another room. */
function boxHome(id: string, language: string, rooms: [string, string], names: [string, string, string]) {
  return (cases: ReturnType<typeof c>[]) =>
    home(
      id,
      language,
      [
        ['living', rooms[0]],
        ['other', rooms[1]],
      ],
      [
        one('living', 'media_player.tv', names[0], { deviceClass: 'tv' }),
        one('living', 'media_player.box', names[1]),
        one('other', 'light.other', names[2]),
      ],
      cases,
    );
}

/**
 * Rule 7 (`set-top-box`): a set-top box named with the TV's word ("Proximus TV-box", "Box TV Orange",
 * "Decodificador TV", "TV 셋톱박스", "电视机顶盒") is a box, not a TV: "the TV" is the TV beside it.
 */
const SET_TOP_BOXES: EvalSuite[] = [
  boxHome(
    'r22a_nl_box',
    'nl',
    ['Zithoek', 'Washok'],
    ['Samsung QLED', 'Proximus TV-box', 'Washok lamp'],
  )([
    c('ordinary set-top-box', 'de tv in de zithoek', ['media_player.tv']),
    c('ordinary', 'zet de televisie aan', ['media_player.tv']),
    c('ordinary', 'de tv-box', ['media_player.box']),
  ]),
  boxHome(
    'r22a_fr_box',
    'fr',
    ['Salon', 'Buanderie'],
    ['Téléviseur Sony', 'Box TV Orange', 'Lampe buanderie'],
  )([
    c('ordinary', 'la télé du salon', ['media_player.tv']),
    c('ordinary set-top-box', 'allume la TV', ['media_player.tv']),
    c('ordinary', 'la box', ['media_player.box']),
  ]),
  boxHome(
    'r22a_en_box',
    'en',
    ['Lounge', 'Utility'],
    ['Lounge Telly', 'Sky Q TV Box', 'Utility Light'],
  )([
    c('ordinary set-top-box', 'the tv in the lounge', ['media_player.tv']),
    c('ordinary', 'the sky box', ['media_player.box']),
  ]),
  boxHome(
    'r22a_es_box',
    'es',
    ['Salón', 'Trastero'],
    ['Televisor LG', 'Decodificador TV Movistar', 'Luz trastero'],
  )([
    c('ordinary', 'la tele del salón', ['media_player.tv']),
    c('ordinary set-top-box', 'apaga la TV', ['media_player.tv']),
    c('ordinary', 'el decodificador', ['media_player.box']),
  ]),
  boxHome(
    'r22a_de_box',
    'de',
    ['Wohnzimmer', 'Keller'],
    ['Loewe Bild', 'MagentaTV Box', 'Kellerlicht'],
  )([c('ordinary', 'den Fernseher im Wohnzimmer', ['media_player.tv'])]),
  boxHome(
    'r22a_ko_box',
    'ko',
    ['거실', '창고'],
    ['삼성 QLED', 'TV 셋톱박스', '창고 등'],
  )([
    c('ordinary', '거실 티비', ['media_player.tv']),
    c('ordinary set-top-box', 'TV 꺼 줘', ['media_player.tv']),
    c('ordinary', '셋톱박스', ['media_player.box']),
  ]),
  boxHome(
    'r22a_zh_box',
    'zh',
    ['客厅', '储藏室'],
    ['小米电视', '电视机顶盒', '储藏室灯'],
  )([c('ordinary', '客厅的电视', ['media_player.tv']), c('ordinary', '机顶盒', ['media_player.box'])]),
];

/**
 * Rule 8 (`door-dialect`): whether a door is open, asked in western Japanese ("開いとる", "閉まっとる",
 * "開いちょる", Kobe "開いとう", Kansai "開いてん"), is a state: the door's contact sensor, not its lock.
 */
const DOOR_DIALECT: EvalSuite[] = [
  home(
    'r22a_ja_door_dialect',
    'ja',
    [
      ['katteguchi', '勝手口'],
      ['shoko', '書庫'],
    ],
    [
      {
        name: '勝手口ドア',
        area: 'katteguchi',
        entities: [
          ['lock.katteguchi', '勝手口の鍵'],
          ['binary_sensor.katteguchi', '勝手口ドア', { deviceClass: 'door' }],
        ],
      },
      one('shoko', 'light.shoko', '書庫の電気'),
    ],
    [
      c('device-sensor door-dialect', '勝手口開いとる?', ['binary_sensor.katteguchi']),
      c('device-sensor door-dialect', '勝手口閉まっとる?', ['binary_sensor.katteguchi']),
      c('device-sensor door-dialect', '勝手口開いちょる?', ['binary_sensor.katteguchi']),
      c('device-sensor door-dialect', '勝手口開いとう?', ['binary_sensor.katteguchi']),
      c('device-sensor door-dialect', '勝手口開いてん?', ['binary_sensor.katteguchi']),
      c('device-sensor', '勝手口開いてる?', ['binary_sensor.katteguchi']),
      c('device-sensor', '勝手口開けて', ['lock.katteguchi']),
    ],
  ),
];

const fahrenheitAc = {
  attributes: { hvac_modes: ['off', 'heat', 'cool', 'heat_cool'], temperature_unit: '°F' },
};

/**
 * Rule 9 (`the-air`): "the air", as much of the United States says the air conditioning ("turn the air on",
 * "the air upstairs"), is a unit that cools, as Spanish "el aire" and Portuguese "o ar" are; "air quality" and
 * the "Air Purifier" keep their own words.
 */
const THE_AIR: EvalSuite[] = [
  home(
    'r22a_en_the_air',
    'en',
    [
      ['den', 'Den', 'down'],
      ['loft', 'Loft', 'up'],
      ['nursery', 'Nursery', 'up'],
    ],
    [
      one('den', 'climate.main_floor', 'Den AC', fahrenheitAc),
      one('loft', 'climate.loft', 'Loft Mini Split', fahrenheitAc),
      one('loft', 'light.loft', 'Loft Lamp'),
      one('loft', 'media_player.loft_tv', 'Loft TV', { deviceClass: 'tv' }),
      one('nursery', 'fan.purifier', 'Nursery Air Purifier'),
      one('nursery', 'sensor.nursery_pm25', 'Nursery PM2.5', {
        deviceClass: 'pm25',
        attributes: { unit_of_measurement: 'µg/m³', state_class: 'measurement' },
      }),
    ],
    [
      c('ordinary the-air', 'the air upstairs', ['climate.loft']),
      c('ordinary the-air', 'turn the air on in the den', ['climate.main_floor']),
      c('ask-one the-air', 'turn the air down', { ask: ['climate.main_floor', 'climate.loft'] }),
      c('ordinary', 'the air purifier', ['fan.purifier']),
      c('ordinary', 'air quality in the nursery', ['sensor.nursery_pm25']),
      c('ordinary', 'the ac upstairs', ['climate.loft']),
    ],
    [
      ['down', 'Downstairs', 0],
      ['up', 'Upstairs', 1],
    ],
  ),
];

/**
 * Rule 10 (`room-twin`): a thing named with its own room's word ("Lámpara de pie salón" in the Salón) beside
 * things named by the bare name elsewhere ("Lámpara de pie" in the study and the bedroom) is one of them: the
 * room's word tells the rooms apart, not the things, so "la lámpara de pie" asks among all three.
 */
const ROOM_TWINS: EvalSuite[] = [
  home(
    'r22a_es_room_twin',
    'es',
    [
      ['estudio', 'Estudio'],
      ['dormitorio', 'Dormitorio'],
      ['salon', 'Salón'],
    ],
    [
      one('estudio', 'light.pie_estudio', 'Lámpara de pie'),
      one('dormitorio', 'light.pie_dormitorio', 'Lámpara de pie'),
      one('salon', 'light.pie_salon', 'Lámpara de pie salón'),
      one('salon', 'light.techo_salon', 'Plafón salón'),
    ],
    [
      c('ask-one room-twin', 'la lámpara de pie', {
        ask: ['light.pie_estudio', 'light.pie_dormitorio', 'light.pie_salon'],
      }),
      c('ask-one room-twin', 'las lámparas de pie', [
        'light.pie_estudio',
        'light.pie_dormitorio',
        'light.pie_salon',
      ]),
      c('ordinary', 'la lámpara de pie del salón', ['light.pie_salon']),
      c('ordinary', 'la lámpara de pie del estudio', ['light.pie_estudio']),
    ],
  ),
  home(
    'r22a_en_room_twin',
    'en',
    [
      ['bedroom', 'Bedroom'],
      ['study', 'Study'],
    ],
    [
      one('bedroom', 'light.floor_bedroom', 'Floor Lamp'),
      one('study', 'light.floor_study', 'Study Floor Lamp'),
      one('study', 'light.reading', 'Reading Lamp Tall'),
      one('bedroom', 'light.reading_bedroom', 'Reading Lamp'),
    ],
    [
      c('ask-one', 'turn on the floor lamp', { ask: ['light.floor_bedroom', 'light.floor_study'] }),
      c('ordinary', 'the study floor lamp', ['light.floor_study']),
      c('ordinary', 'the reading lamp', ['light.reading_bedroom']),
    ],
  ),
  home(
    'r22a_de_room_twin',
    'de',
    [
      ['schlafen', 'Schlafzimmer'],
      ['wohnen', 'Wohnzimmer'],
    ],
    [
      one('schlafen', 'light.steh_schlafen', 'Stehlampe'),
      one('wohnen', 'light.steh_wohnen', 'Stehlampe Wohnzimmer'),
    ],
    [
      c('ask-one room-twin', 'mach die Stehlampe an', {
        ask: ['light.steh_schlafen', 'light.steh_wohnen'],
      }),
      c('ordinary', 'die Stehlampe im Schlafzimmer', ['light.steh_schlafen']),
    ],
  ),
];

/**
 * Rule 11 (`classifier`): a Chinese classifier between the room and the kind ("飯廳盞燈", "书房那盏灯"), or
 * Cantonese 嘅, stands where 的 does: the light whose whole name is the room and the kind ("飯廳燈") is meant,
 * as "卧室的灯" is the "卧室灯", not every light of the room; so it is with the order's words around it
 * ("把书房的灯打开", "子供部屋の照明をつけて").
 */
const CLASSIFIERS: EvalSuite[] = [
  home(
    'r22a_zh_hk_classifier',
    'zh',
    [
      ['faanteng', '飯廳'],
      ['fong', '細房'],
    ],
    [
      one('faanteng', 'light.faanteng', '飯廳燈'),
      one('faanteng', 'light.faanteng_strip', 'Yeelight 燈帶'),
      one('fong', 'light.fong', '細房燈'),
    ],
    [
      c('name-wins classifier', '飯廳盞燈', ['light.faanteng']),
      c('name-wins classifier', '開飯廳嗰盞燈', ['light.faanteng']),
      c('name-wins classifier', '飯廳嘅燈', ['light.faanteng']),
      c('name-wins', '飯廳的燈', ['light.faanteng']),
      c('ordinary', '飯廳所有燈', ['light.faanteng', 'light.faanteng_strip']),
      c('ordinary', '細房燈', ['light.fong']),
    ],
  ),
  home(
    'r22a_zh_classifier',
    'zh',
    [
      ['shufang', '书房'],
      ['woshi', '卧室'],
      ['yangtai', '阳台'],
    ],
    [
      one('yangtai', 'light.yangtai', '阳台灯'),
      one('shufang', 'light.shufang', '书房灯'),
      one('shufang', 'light.shufang_strip', 'Hue 灯带'),
      one('woshi', 'light.woshi', '卧室灯'),
    ],
    [
      c('name-wins classifier', '打开书房那盏灯', ['light.shufang']),
      c('name-wins classifier', '书房的那一盏灯', ['light.shufang']),
      c('name-wins', '书房的灯', ['light.shufang']),
      c('name-wins classifier', '把书房的灯打开', ['light.shufang']),
      c('ordinary', '书房的所有灯', ['light.shufang', 'light.shufang_strip']),
      c('ordinary', '阳台灯', ['light.yangtai']),
    ],
  ),
  home(
    'r22a_ja_particle_order',
    'ja',
    [
      ['kodomo', '子供部屋'],
      ['genkan', '玄関'],
    ],
    [
      one('kodomo', 'light.kodomo', '子供部屋照明'),
      one('kodomo', 'light.kodomo_tape', 'テープライト'),
      one('genkan', 'light.genkan', '玄関照明'),
    ],
    [
      c('name-wins classifier', '子供部屋の照明をつけて', ['light.kodomo']),
      c('name-wins', '子供部屋の照明', ['light.kodomo']),
      c('ordinary', '子供部屋の電気を全部消して', ['light.kodomo', 'light.kodomo_tape']),
    ],
  ),
];

export const TWENTY_SECOND_ROUND_A: readonly EvalSuite[] = [
  ...MASS_WORD_NAMES,
  ...MOPPING,
  ...OUTDOOR_WORDS,
  ...SHORT_BRANDS,
  ...STEREO,
  ...SET_TOP_BOXES,
  ...DOOR_DIALECT,
  ...THE_AIR,
  ...ROOM_TWINS,
  ...CLASSIFIERS,
];
