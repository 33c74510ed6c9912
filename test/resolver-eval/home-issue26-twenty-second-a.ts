// Issue 26, round 22a: the resolver on homes it has never seen (regional words for rooms, devices and
// actions; media named by brand), and the lead's decision on a mass word ("the heating") that is every
// candidate's own name word. Cases of our own for each rule, in homes of our own; none is a slice's request
// or home. The first tag is the category, the second the rule exercised (cases without a rule tag are
// guards that passed before and after). Rules 1–3 are here, 4–7 in -a2.ts, 8–11 in -a3.ts; all join
// TWENTY_SECOND_ROUND_A below.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { TWENTY_SECOND_ROUND_A2 } from './home-issue26-twenty-second-a2.js';
import { TWENTY_SECOND_ROUND_A3 } from './home-issue26-twenty-second-a3.js';

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

export const TWENTY_SECOND_ROUND_A: readonly EvalSuite[] = [
  ...MASS_WORD_NAMES,
  ...MOPPING,
  ...TWENTY_SECOND_ROUND_A2,
  ...TWENTY_SECOND_ROUND_A3,
];
