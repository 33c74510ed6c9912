// Issue 26, round 24a, rule 2 (the joining list in home-issue26-twenty-fourth-a.ts): cases of our own, in
// homes of our own; none is a slice's request or home. The first tag is the category, the second the rule
// exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { COOL_ONLY, HEAT_PUMP, reading } from './home-issue26-twenty-fourth-a2.js';

/** Rule 2: whether the air is stuffy or stale is the room's CO2 (else its VOC or air quality reading). */
export const STALE_AIR: EvalSuite[] = [
  home(
    'r24a_en_stale',
    'en',
    [
      ['den', 'Den'],
      ['playroom', 'Playroom'],
      ['bath', 'Bathroom'],
    ],
    [
      reading('den', 'sensor.den_co2', 'Den CO2', 'carbon_dioxide'),
      reading('den', 'sensor.den_purifier_pm25', 'Den Purifier PM2.5', 'pm25'),
      one('den', 'climate.den_mini_split', 'Den Mini Split', HEAT_PUMP),
      reading('playroom', 'sensor.playroom_voc', 'Playroom VOC', 'volatile_organic_compounds'),
      one('playroom', 'light.playroom', 'Playroom Light'),
      reading('bath', 'sensor.bath_humidity', 'Bathroom Humidity', 'humidity'),
    ],
    [
      c('activity stale-air', 'is the air stuffy in the den', ['sensor.den_co2']),
      c('activity stale-air', 'is the air in the den stale', ['sensor.den_co2']),
      c('activity stale-air', 'is it stuffy in the playroom', ['sensor.playroom_voc']),
      c('ordinary', 'the air quality in the den', ['sensor.den_purifier_pm25']),
      c('activity', 'is it humid in the bathroom', ['sensor.bath_humidity']),
      c('ordinary', 'the air in the den', ['climate.den_mini_split']),
    ],
  ),
  home(
    'r24a_de_stickig',
    'de',
    [
      ['kind', 'Kinderzimmer'],
      ['wohn', 'Wohnzimmer'],
      ['bad', 'Bad'],
    ],
    [
      reading('kind', 'sensor.kinderzimmer_kohlendioxid', 'Kinderzimmer Kohlendioxid', 'carbon_dioxide'),
      reading('wohn', 'sensor.wohnzimmer_co2', 'Wohnzimmer CO2', 'carbon_dioxide'),
      reading('wohn', 'sensor.luftreiniger_pm25', 'Luftreiniger Feinstaub', 'pm25'),
      reading('bad', 'sensor.bad_feuchte', 'Bad Feuchte', 'humidity'),
    ],
    [
      c('activity stale-air', 'ist die Luft im Kinderzimmer stickig', ['sensor.kinderzimmer_kohlendioxid']),
      c('activity stale-air', 'ist es stickig im Wohnzimmer', ['sensor.wohnzimmer_co2']),
      c('activity stale-air', 'stickige Luft im Wohnzimmer', ['sensor.wohnzimmer_co2']),
      c('ordinary', 'die Luftqualität im Wohnzimmer', ['sensor.luftreiniger_pm25']),
      c('activity', 'ist es feucht im Bad', ['sensor.bad_feuchte']),
    ],
  ),
  home(
    'r24a_es_viciado',
    'es',
    [
      ['estudio', 'Estudio'],
      ['buhardilla', 'Buhardilla'],
    ],
    [
      reading('estudio', 'sensor.co2_estudio', 'CO2 estudio', 'carbon_dioxide'),
      one('estudio', 'climate.split_estudio', 'Split estudio', HEAT_PUMP),
      reading('buhardilla', 'sensor.calidad_aire_buhardilla', 'Calidad aire buhardilla', 'aqi'),
    ],
    [
      c('activity stale-air', 'el aire está cargado en el estudio', ['sensor.co2_estudio']),
      c('activity stale-air', '¿hay aire viciado en la buhardilla?', ['sensor.calidad_aire_buhardilla']),
      c('ordinary', 'el aire del estudio', ['climate.split_estudio']),
    ],
  ),
  home(
    'r24a_fr_vicie',
    'fr',
    [
      ['atelier', 'Atelier'],
      ['grenier', 'Grenier'],
    ],
    [
      reading('atelier', 'sensor.co2_atelier', 'CO2 atelier', 'carbon_dioxide'),
      one('atelier', 'climate.clim_atelier', 'Clim atelier', COOL_ONLY),
      reading('grenier', 'sensor.co2_grenier', 'Dioxyde de carbone grenier', 'carbon_dioxide'),
    ],
    [
      c('activity stale-air', "est-ce que l'air est vicié dans l'atelier", ['sensor.co2_atelier']),
      c('activity stale-air', 'ça sent le renfermé dans le grenier', ['sensor.co2_grenier']),
    ],
  ),
  home(
    'r24a_it_viziata',
    'it',
    [
      ['mansarda', 'Mansarda'],
      ['cameretta', 'Cameretta'],
    ],
    [
      reading('mansarda', 'sensor.co2_mansarda', 'CO2 mansarda', 'carbon_dioxide'),
      one('mansarda', 'climate.climatizzatore_mansarda', 'Climatizzatore mansarda', HEAT_PUMP),
      reading(
        'cameretta',
        'sensor.anidride_carbonica_cameretta',
        'Anidride carbonica cameretta',
        'carbon_dioxide',
      ),
    ],
    [
      c('activity stale-air', "l'aria è viziata in mansarda?", ['sensor.co2_mansarda']),
      c('activity stale-air', "c'è aria viziata in cameretta", ['sensor.anidride_carbonica_cameretta']),
    ],
  ),
  home(
    'r24a_nl_bedompt',
    'nl',
    [
      ['zolder', 'Zolder'],
      ['hobby', 'Hobbykamer'],
      ['bad', 'Badkamer'],
    ],
    [
      reading('zolder', 'sensor.co2_zolder', 'CO2 zolder', 'carbon_dioxide'),
      reading('hobby', 'sensor.co2_hobbykamer', 'Kooldioxide hobbykamer', 'carbon_dioxide'),
      reading('bad', 'sensor.vocht_badkamer', 'Vocht badkamer', 'humidity'),
    ],
    [
      c('activity stale-air', 'is de lucht bedompt op zolder', ['sensor.co2_zolder']),
      c('activity stale-air', 'de lucht in de hobbykamer is benauwd', ['sensor.co2_hobbykamer']),
      c('activity', 'is het vochtig in de badkamer', ['sensor.vocht_badkamer']),
    ],
  ),
  home(
    'r24a_pt_viciado',
    'pt',
    [
      ['sotao', 'Sótão'],
      ['jogos', 'Sala de jogos'],
    ],
    [
      reading('sotao', 'sensor.co2_sotao', 'CO2 sótão', 'carbon_dioxide'),
      reading('jogos', 'sensor.co2_sala_jogos', 'CO2 sala de jogos', 'carbon_dioxide'),
      one('jogos', 'climate.ac_sala_jogos', 'AC sala de jogos', HEAT_PUMP),
    ],
    [
      c('activity stale-air', 'o ar do sótão está abafado?', ['sensor.co2_sotao']),
      c('activity stale-air', 'o ar está viciado na sala de jogos?', ['sensor.co2_sala_jogos']),
    ],
  ),
  home(
    'r24a_pl_zaduch',
    'pl',
    [
      ['strych', 'Strych'],
      ['pracownia', 'Pracownia'],
    ],
    [
      reading('strych', 'sensor.co2_strych', 'CO2 strych', 'carbon_dioxide'),
      reading('pracownia', 'sensor.co2_pracownia', 'Dwutlenek węgla pracownia', 'carbon_dioxide'),
    ],
    [
      c('activity stale-air', 'czy na strychu jest duszno', ['sensor.co2_strych']),
      c('activity stale-air', 'czy w pracowni jest zaduch', ['sensor.co2_pracownia']),
    ],
  ),
  home(
    'r24a_sv_kvavt',
    'sv',
    [
      ['hobby', 'Hobbyrum'],
      ['vind', 'Vindsrum'],
    ],
    [
      reading('hobby', 'sensor.co2_hobbyrum', 'Koldioxid hobbyrum', 'carbon_dioxide'),
      reading('vind', 'sensor.co2_vindsrum', 'CO2 vindsrum', 'carbon_dioxide'),
    ],
    [
      c('activity stale-air', 'är det kvavt i hobbyrummet', ['sensor.co2_hobbyrum']),
      c('activity', 'är luften i vindsrummet instängd', ['sensor.co2_vindsrum']),
    ],
  ),
  home(
    'r24a_da_indelukket',
    'da',
    [
      ['hobby', 'Hobbyrum'],
      ['gilde', 'Gildesal'],
    ],
    [
      reading('hobby', 'sensor.co2_hobbyrum', 'CO2 hobbyrum', 'carbon_dioxide'),
      reading('gilde', 'sensor.co2_gildesal', 'Kuldioxid gildesal', 'carbon_dioxide'),
    ],
    [
      c('activity stale-air', 'er der indelukket i hobbyrummet', ['sensor.co2_hobbyrum']),
      c('activity stale-air', 'luften i gildesalen er indelukket', ['sensor.co2_gildesal']),
    ],
  ),
  home(
    'r24a_ko_gonggi',
    'ko',
    [['jakeop', '작업실']],
    [reading('jakeop', 'sensor.jakeop_co2', '작업실 이산화탄소', 'carbon_dioxide')],
    [c('activity', '작업실 공기 답답해?', ['sensor.jakeop_co2'])],
  ),
  home(
    'r24a_zh_kongqi',
    'zh',
    [['kewo', '客卧']],
    [reading('kewo', 'sensor.kewo_co2', '客卧二氧化碳', 'carbon_dioxide')],
    [c('activity', '客卧空气闷吗', ['sensor.kewo_co2'])],
  ),
];
