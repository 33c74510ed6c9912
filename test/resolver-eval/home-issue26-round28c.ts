// Issue 26, round 28c: cases of our own, in homes of our own, for heating, cooling, air and water said in
// everyday words where the names say it another way (none is a slice's request or home). The first tag is the
// category, the second the rule exercised; a `-not` rule tag marks a neighbouring reading the rule must leave
// as it was.
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const T = { deviceClass: 'temperature' };
const H = { deviceClass: 'humidity' };

/** Rule 1: the extraction or ventilation of the kitchen is its hood, of a bathroom its fan. */
const KITCHEN_AIR: EvalSuite[] = [
  home(
    'r28c_en_terrace_york',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['shower_room', 'Shower Room'],
    ],
    [
      one('kitchen', 'fan.range_hood', 'Range Hood'),
      one('kitchen', 'light.kitchen_ceiling', 'Kitchen Ceiling'),
      one('shower_room', 'fan.shower_room_extractor', 'Shower Room Extractor'),
    ],
    [
      c('ordinary kitchen-air', 'switch on the kitchen extractor', ['fan.range_hood']),
      c('ordinary kitchen-air-not', 'the extractor in the shower room', ['fan.shower_room_extractor']),
    ],
  ),
  home(
    'r28c_da_odense',
    'da',
    [
      ['koekken', 'Køkken'],
      ['badevaerelse', 'Badeværelse'],
    ],
    [
      one('koekken', 'fan.emhaette_koekken', 'Emhætte'),
      one('badevaerelse', 'fan.udsugning', 'Udsugning badeværelse'),
    ],
    [
      c('ordinary kitchen-air', 'tænd for udsugningen i køkkenet', ['fan.emhaette_koekken']),
      c('ordinary kitchen-air-not', 'udsugningen på badeværelset', ['fan.udsugning']),
    ],
  ),
  home(
    'r28c_pt_braga',
    'pt',
    [
      ['cozinha', 'Cozinha'],
      ['wc', 'Casa de banho'],
    ],
    [
      one('cozinha', 'fan.exaustor_cozinha', 'Exaustor'),
      one('wc', 'fan.ventilador_wc', 'Ventilador casa de banho'),
    ],
    [
      c('ordinary kitchen-air', 'liga a ventilação da cozinha', ['fan.exaustor_cozinha']),
      c('ordinary kitchen-air-not', 'a ventilação da casa de banho', ['fan.ventilador_wc']),
    ],
  ),
  home(
    'r28c_sv_lulea',
    'sv',
    [
      ['kok', 'Kök'],
      ['tvattstuga', 'Tvättstuga'],
    ],
    [
      one('kok', 'fan.spiskapa', 'Spiskåpa'),
      one('tvattstuga', 'fan.tvattstuga_flakt', 'Frånluftsfläkt tvättstuga'),
    ],
    [
      c('ordinary kitchen-air', 'ventilationen i köket', ['fan.spiskapa']),
      c('ordinary kitchen-air', 'ventilationen i tvättstugan', ['fan.tvattstuga_flakt']),
    ],
  ),
  home(
    'r28c_es_cadiz',
    'es',
    [
      ['cocina', 'Cocina'],
      ['aseo', 'Aseo'],
    ],
    [
      one('cocina', 'fan.campana_cocina', 'Campana cocina'),
      one('aseo', 'fan.extractor_aseo', 'Extractor aseo'),
    ],
    [
      c('ordinary kitchen-air', 'enciende la campana extractora', ['fan.campana_cocina']),
      c('ordinary kitchen-air-not', 'el extractor del aseo', ['fan.extractor_aseo']),
    ],
  ),
  home(
    'r28c_en_cottage_derby',
    'en',
    [
      ['kitchen', 'Kitchen'],
      ['cloakroom', 'Cloakroom'],
      ['landing', 'Landing'],
    ],
    [
      one('kitchen', 'fan.chimney_hood', 'Chimney Hood'),
      one('kitchen', 'climate.kitchen_underfloor', 'Kitchen Underfloor'),
      one('kitchen', 'light.kitchen_pendants', 'Kitchen Pendants'),
      one('cloakroom', 'fan.cloakroom_extractor', 'Cloakroom Extractor'),
      one('landing', 'fan.mvhr', 'MVHR Unit'),
    ],
    [
      c('ordinary kitchen-air', 'the kitchen extractor', ['fan.chimney_hood']),
      c('ordinary kitchen-air', 'turn on the extractor over the hob', ['fan.chimney_hood']),
      c('ordinary heated-floor', 'the kitchen underfloor', ['climate.kitchen_underfloor']),
      c('ordinary kitchen-air-not', 'the extractor in the cloakroom', ['fan.cloakroom_extractor']),
      c('ordinary kitchen-air-not', 'the heat recovery unit', ['fan.mvhr']),
    ],
  ),
  home(
    'r28c_nl_zwolle',
    'nl',
    [
      ['keuken', 'Keuken'],
      ['badkamer', 'Badkamer'],
    ],
    [
      one('keuken', 'fan.dampkap', 'Dampkap'),
      one('badkamer', 'switch.designradiator', 'Designradiator handdoeken'),
      one('badkamer', 'fan.badkamer_ventilator', 'Ventilator badkamer'),
    ],
    [c('ordinary kitchen-air-not', 'de ventilator in de badkamer', ['fan.badkamer_ventilator'])],
  ),
];

/** Rule 2: the heated floor of a room is its underfloor heating, whatever short name it has. */
const HEATED_FLOOR: EvalSuite[] = [
  home(
    'r28c_en_semi_bristol',
    'en',
    [
      ['en_suite', 'En Suite'],
      ['kitchen', 'Kitchen'],
    ],
    [
      one('en_suite', 'switch.en_suite_towel_rail', 'En Suite Towel Rail'),
      one('en_suite', 'climate.en_suite_ufh', 'En Suite UFH'),
      one('kitchen', 'climate.kitchen_ufh', 'Kitchen UFH'),
    ],
    [
      c('ordinary heated-floor', 'turn up the heated floor in the en suite', ['climate.en_suite_ufh']),
      c('ordinary heated-floor', 'the underfloor heating in the kitchen', ['climate.kitchen_ufh']),
      c('ordinary heated-floor-not', 'the towel rail', ['switch.en_suite_towel_rail']),
    ],
  ),
  home(
    'r28c_de_kassel',
    'de',
    [
      ['diele', 'Diele'],
      ['duschbad', 'Duschbad'],
    ],
    [
      one('diele', 'climate.fbh_diele', 'FBH Diele'),
      one('duschbad', 'climate.fbh_duschbad', 'FBH Duschbad'),
      one('duschbad', 'climate.heizkoerper_duschbad', 'Heizkörper Duschbad'),
    ],
    [
      c('ordinary heated-floor', 'die Fußbodenheizung in der Diele', ['climate.fbh_diele']),
      c('ordinary heated-floor', 'mach die Bodenheizung im Duschbad an', ['climate.fbh_duschbad']),
      c('ordinary heated-floor-not', 'den Heizkörper im Duschbad', ['climate.heizkoerper_duschbad']),
    ],
  ),
  home(
    'r28c_ko_ilsan',
    'ko',
    [
      ['geosil', '거실'],
      ['jageunbang', '작은방'],
    ],
    [
      one('geosil', 'climate.geosil_nanbang', '거실 난방'),
      one('geosil', 'climate.geosil_aircon', '거실 에어컨'),
      one('jageunbang', 'climate.jageunbang_nanbang', '작은방 난방'),
    ],
    [c('ordinary heated-floor-not', '거실 에어컨', ['climate.geosil_aircon'])],
  ),
];

/** Rule 3: a room's thermometer is its temperature sensor, not the radiator's thermostat. */
const THERMOMETER: EvalSuite[] = [
  home(
    'r28c_en_flat_hull',
    'en',
    [
      ['study', 'Study'],
      ['landing', 'Landing'],
    ],
    [
      one('study', 'climate.study_radiator', 'Study Radiator'),
      one('study', 'sensor.study_temperature', 'Study Temperature', T),
      one('landing', 'climate.landing_trv', 'Landing TRV'),
    ],
    [
      c('ordinary thermometer', 'what does the study thermometer say', ['sensor.study_temperature']),
      c('ordinary thermometer-not', 'the study radiator', ['climate.study_radiator']),
    ],
  ),
  home(
    'r28c_it_verona',
    'it',
    [
      ['cameretta', 'Cameretta'],
      ['sala', 'Sala'],
    ],
    [
      one('cameretta', 'climate.termostato_cameretta', 'Termostato cameretta'),
      one('cameretta', 'sensor.cameretta_temperatura', 'Cameretta temperatura', T),
      one('cameretta', 'sensor.cameretta_umidita', 'Cameretta umidità', H),
      one('sala', 'climate.termostato_sala', 'Termostato sala'),
    ],
    [
      c('ordinary thermometer', 'il termometro della cameretta', ['sensor.cameretta_temperatura']),
      c('ordinary thermometer-not', 'il termostato della cameretta', ['climate.termostato_cameretta']),
    ],
  ),
];

/** Rule 4: a towel rail asked for by what it does to the towels. */
const TOWEL_WORDS: EvalSuite[] = [
  home(
    'r28c_pl_lodz',
    'pl',
    [
      ['lazienka', 'Łazienka'],
      ['pralnia', 'Pralnia'],
    ],
    [
      one('lazienka', 'switch.grzejnik_lazienka', 'Grzejnik drabinkowy'),
      one('lazienka', 'light.lustro', 'Lustro'),
      one('pralnia', 'switch.suszarka_bebnowa', 'Suszarka bębnowa'),
    ],
    [
      c('ordinary towel-words', 'czy suszarka łazienkowa jest włączona', ['switch.grzejnik_lazienka']),
      c('ordinary towel-words-not', 'suszarka bębnowa', ['switch.suszarka_bebnowa']),
    ],
  ),
  home(
    'r28c_sv_gavle',
    'sv',
    [
      ['badrum', 'Badrum'],
      ['hall', 'Hall'],
    ],
    [
      one('badrum', 'switch.handdukstork_badrum', 'Handdukstork badrum'),
      one('hall', 'climate.element_hall', 'Element hall'),
    ],
    [
      c('ordinary towel-words', 'sätt på handdukselementet', ['switch.handdukstork_badrum']),
      c('ordinary towel-words-not', 'elementet i hallen', ['climate.element_hall']),
    ],
  ),
  home(
    'r28c_pt_setubal',
    'pt',
    [['wc', 'Casa de banho']],
    [one('wc', 'switch.toalheiro_wc', 'Toalheiro'), one('wc', 'switch.aquecedor_wc', 'Aquecedor')],
    [
      c('ordinary towel-words', 'liga o aquecedor das toalhas', ['switch.toalheiro_wc']),
      c('ordinary towel-words-not', 'liga o aquecedor', ['switch.aquecedor_wc']),
    ],
  ),
];

/** Rule 5: an air purifier named by its maker or model alone ("Levoit", "Philips AC…") is the purifier. */
const PURIFIER_MAKER: EvalSuite[] = [
  home(
    'r28c_nl_amersfoort',
    'nl',
    [
      ['woonkamer', 'Woonkamer'],
      ['slaapkamer', 'Slaapkamer'],
    ],
    [
      { ...one('woonkamer', 'fan.core_400s', 'Core 400S'), manufacturer: 'Levoit', model: 'Core 400S' },
      one('woonkamer', 'fan.plafondventilator', 'Plafondventilator'),
      one('slaapkamer', 'fan.statiefventilator', 'Statiefventilator'),
    ],
    [
      c('ordinary purifier-maker', 'zet de luchtreiniger aan', ['fan.core_400s']),
      c('ordinary purifier-maker-not', 'de ventilator in de slaapkamer', ['fan.statiefventilator']),
    ],
  ),
  home(
    'r28c_de_bonn',
    'de',
    [
      ['wohnzimmer', 'Wohnzimmer'],
      ['kueche', 'Küche'],
    ],
    [
      one('wohnzimmer', 'fan.philips_ac3033', 'Philips AC3033'),
      one('wohnzimmer', 'fan.standventilator', 'Standventilator'),
      one('kueche', 'switch.philips_airfryer', 'Philips Airfryer'),
    ],
    [
      c('ordinary purifier-maker', 'den Luftreiniger im Wohnzimmer', ['fan.philips_ac3033']),
      c('ordinary purifier-maker', 'den Ventilator im Wohnzimmer', ['fan.standventilator']),
      c('ordinary purifier-maker-not', 'die Heißluftfritteuse', ['switch.philips_airfryer']),
    ],
  ),
];

/** Rule 6: a kind's word that only a plug's name holds is that plug ("the immersion"), not the kind. */
const PLUG_NAMED: EvalSuite[] = [
  home(
    'r28c_en_terrace_leicester',
    'en',
    [
      ['airing_cupboard', 'Airing Cupboard'],
      ['hall', 'Hall'],
    ],
    [
      one('airing_cupboard', 'switch.immersion_plug', 'Immersion Timer'),
      one('airing_cupboard', 'water_heater.combi', 'Combi Hot Water'),
      one('hall', 'climate.hall_thermostat', 'Hall Thermostat'),
    ],
    [
      c('ordinary plug-named', 'switch off the immersion', ['switch.immersion_plug']),
      c('ordinary plug-named-not', 'the hot water', ['water_heater.combi']),
    ],
  ),
];

/** Rule 7: a heat recovery unit and a boiling-water tap said by the everyday word for what they do. */
const SAID_BY_WHAT_IT_DOES: EvalSuite[] = [
  home(
    'r28c_nl_deventer',
    'nl',
    [
      ['keuken', 'Keuken'],
      ['zolder', 'Zolder'],
    ],
    [
      one('keuken', 'switch.quooker_pro', 'Quooker Pro'),
      one('keuken', 'switch.waterkoker', 'Waterkoker'),
      { ...one('zolder', 'fan.zehnder', 'Zehnder ComfoAir'), manufacturer: 'Zehnder' },
      one('zolder', 'fan.zolder_ventilator', 'Ventilator zolder'),
    ],
    [
      c('ordinary said-by-use', 'zet de kokendwaterkraan aan', ['switch.quooker_pro']),
      c('ordinary said-by-use-not', 'de waterkoker', ['switch.waterkoker']),
      c('ordinary said-by-use-not', 'de ventilator op zolder', ['fan.zolder_ventilator']),
    ],
  ),
  home(
    'r28c_de_ulm',
    'de',
    [
      ['keller', 'Keller'],
      ['kueche', 'Küche'],
    ],
    [
      one('keller', 'fan.kwl', 'KWL Keller'),
      one('keller', 'switch.keller_entfeuchter', 'Entfeuchter'),
      one('kueche', 'switch.quooker', 'Quooker'),
    ],
    [
      c('ordinary said-by-use', 'die Wärmerückgewinnung', ['fan.kwl']),
      c('ordinary said-by-use', 'den Kochendwasserhahn', ['switch.quooker']),
    ],
  ),
];

export const ROUND_28C: readonly EvalSuite[] = [
  ...KITCHEN_AIR,
  ...HEATED_FLOOR,
  ...THERMOMETER,
  ...TOWEL_WORDS,
  ...PURIFIER_MAKER,
  ...PLUG_NAMED,
  ...SAID_BY_WHAT_IT_DOES,
];
