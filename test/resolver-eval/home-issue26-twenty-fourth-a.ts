// Issue 26, round 24a: cases of our own, in homes of our own; none is a slice's request or home. The first
// tag is the category, the second the rule exercised (cases without a rule tag are guards that passed
// before and after).
import { c, type EvalDevice, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

const HEAT_ONLY = { attributes: { hvac_modes: ['heat', 'off'] } };
const COOL_ONLY = { attributes: { hvac_modes: ['cool', 'dry', 'fan_only', 'off'] } };
const HEAT_PUMP = { attributes: { hvac_modes: ['heat', 'cool', 'dry', 'fan_only', 'off'] } };

/** A room thermometer: its temperature entity alone. */
function thermometer(area: string, id: string, name: string): EvalDevice {
  return one(area, id, name, { deviceClass: 'temperature' });
}

/** Rule 1: cooling a place is done by what cools there (its air conditioner or heat pump). */
const COOL_PLACE: EvalSuite[] = [
  home(
    'r24a_en_loft',
    'en',
    [
      ['loft', 'Loft'],
      ['den', 'Den'],
      ['guest', 'Guest Room'],
    ],
    [
      one('loft', 'climate.loft_mini_split', 'Loft Mini Split', HEAT_PUMP),
      one('loft', 'climate.loft_baseboard', 'Loft Baseboard', HEAT_ONLY),
      one('loft', 'fan.loft_box_fan', 'Loft Box Fan'),
      one('loft', 'light.loft_lamp', 'Loft Lamp'),
      thermometer('loft', 'sensor.loft_temperature', 'Loft Temperature'),
      one('den', 'climate.den_window_unit', 'Den Window Unit', COOL_ONLY),
      one('den', 'climate.den_radiator', 'Den Radiator', HEAT_ONLY),
      one('guest', 'climate.guest_radiator', 'Guest Radiator', HEAT_ONLY),
    ],
    [
      c('activity cool-place', 'cool down the loft', ['climate.loft_mini_split']),
      c('activity cool-place', 'cool the den', ['climate.den_window_unit']),
      c('activity cool-place', 'cool off the den', ['climate.den_window_unit']),
      c('activity cool-place', 'how cool is the loft', ['sensor.loft_temperature']),
      c('ordinary', 'the loft box fan', ['fan.loft_box_fan']),
      c('activity', 'warm up the guest room', ['climate.guest_radiator']),
    ],
  ),
  home(
    'r24a_de_dachstudio',
    'de',
    [
      ['studio', 'Dachstudio'],
      ['gast', 'Gästezimmer'],
    ],
    [
      one('studio', 'climate.klimagerat_dachstudio', 'Mobiles Klimagerät', COOL_ONLY),
      one('studio', 'climate.heizkorper_dachstudio', 'Heizkörper Dachstudio', HEAT_ONLY),
      one('studio', 'fan.turmventilator', 'Turmventilator'),
      thermometer('studio', 'sensor.dachstudio_temperatur', 'Dachstudio Temperatur'),
      one('gast', 'climate.split_gast', 'Split Gästezimmer', HEAT_PUMP),
      one('gast', 'light.gast_lampe', 'Lampe Gästezimmer'),
    ],
    [
      c('activity cool-place', 'das Dachstudio abkühlen', ['climate.klimagerat_dachstudio']),
      c('activity cool-place', 'kühl das Gästezimmer runter', ['climate.split_gast']),
      c('activity cool-place', 'Gästezimmer herunterkühlen', ['climate.split_gast']),
      c('activity cool-place', 'ist es kühl im Dachstudio', ['sensor.dachstudio_temperatur']),
    ],
  ),
  home(
    'r24a_es_atico',
    'es',
    [
      ['atico', 'Ático'],
      ['cuarto', 'Cuarto de invitados'],
    ],
    [
      one('atico', 'climate.split_atico', 'Split ático', HEAT_PUMP),
      one('atico', 'climate.radiador_atico', 'Radiador ático', HEAT_ONLY),
      thermometer('atico', 'sensor.temperatura_atico', 'Temperatura ático'),
      one('cuarto', 'climate.portatil_invitados', 'Portátil invitados', COOL_ONLY),
      one('cuarto', 'light.lampara_invitados', 'Lámpara invitados'),
    ],
    [
      c('activity cool-place', 'refresca el ático', ['climate.split_atico']),
      c('activity cool-place', 'enfriar el cuarto de invitados', ['climate.portatil_invitados']),
    ],
  ),
  home(
    'r24a_fr_mansarde',
    'fr',
    [
      ['mansarde', 'Mansarde'],
      ['salon', 'Séjour'],
    ],
    [
      one('mansarde', 'climate.climatiseur_mobile', 'Climatiseur mobile', COOL_ONLY),
      one('mansarde', 'climate.radiateur_mansarde', 'Radiateur mansarde', HEAT_ONLY),
      thermometer('mansarde', 'sensor.temperature_mansarde', 'Température mansarde'),
      one('salon', 'climate.pac_sejour', 'PAC séjour', HEAT_PUMP),
      one('salon', 'light.lampadaire', 'Lampadaire'),
    ],
    [
      c('activity cool-place', 'refroidis la mansarde', ['climate.climatiseur_mobile']),
      c('activity cool-place', 'rafraîchir le séjour', ['climate.pac_sejour']),
    ],
  ),
  home(
    'r24a_it_taverna',
    'it',
    [
      ['taverna', 'Taverna'],
      ['mansarda', 'Mansarda'],
    ],
    [
      one('taverna', 'climate.split_taverna', 'Split taverna', HEAT_PUMP),
      one('taverna', 'climate.termosifone_taverna', 'Termosifone taverna', HEAT_ONLY),
      one('mansarda', 'climate.pinguino', 'Pinguino', COOL_ONLY),
      one('mansarda', 'light.lampada_mansarda', 'Lampada mansarda'),
      thermometer('mansarda', 'sensor.temperatura_mansarda', 'Temperatura mansarda'),
    ],
    [
      c('activity cool-place', 'raffredda la taverna', ['climate.split_taverna']),
      c('activity cool-place', 'rinfrescare la mansarda', ['climate.pinguino']),
    ],
  ),
  home(
    'r24a_nl_zolder',
    'nl',
    [
      ['zolder', 'Zolder'],
      ['hobby', 'Hobbykamer'],
    ],
    [
      one('zolder', 'climate.mobiele_airco', 'Mobiele airco', COOL_ONLY),
      one('zolder', 'climate.radiator_zolder', 'Radiator zolder', HEAT_ONLY),
      one('zolder', 'fan.torenventilator', 'Torenventilator'),
      thermometer('zolder', 'sensor.temperatuur_zolder', 'Temperatuur zolder'),
      one('hobby', 'climate.warmtepomp_hobby', 'Warmtepomp hobbykamer', HEAT_PUMP),
    ],
    [
      c('activity cool-place', 'de zolder afkoelen', ['climate.mobiele_airco']),
      c('activity cool-place', 'koel de hobbykamer', ['climate.warmtepomp_hobby']),
      c('activity cool-place', 'is het koel op zolder', ['sensor.temperatuur_zolder']),
    ],
  ),
  home(
    'r24a_pt_sotao',
    'pt',
    [
      ['sotao', 'Sótão'],
      ['marquise', 'Marquise'],
    ],
    [
      one('sotao', 'climate.ac_sotao', 'AC sótão', HEAT_PUMP),
      one('sotao', 'climate.aquecedor_sotao', 'Aquecedor sótão', HEAT_ONLY),
      one('marquise', 'climate.portatil_marquise', 'Portátil marquise', COOL_ONLY),
      one('marquise', 'light.luz_marquise', 'Luz marquise'),
    ],
    [
      c('activity cool-place', 'refresca o sótão', ['climate.ac_sotao']),
      c('activity cool-place', 'arrefecer a marquise', ['climate.portatil_marquise']),
      c('activity cool-place', 'esfria o sótão', ['climate.ac_sotao']),
    ],
  ),
  home(
    'r24a_pl_poddasze',
    'pl',
    [
      ['poddasze', 'Poddasze'],
      ['pracownia', 'Pracownia'],
    ],
    [
      one('poddasze', 'climate.klimatyzator_przenosny', 'Klimatyzator przenośny', COOL_ONLY),
      one('poddasze', 'climate.grzejnik_poddasze', 'Grzejnik poddasze', HEAT_ONLY),
      one('pracownia', 'climate.pompa_ciepla', 'Pompa ciepła pracownia', HEAT_PUMP),
      one('pracownia', 'light.lampa_pracownia', 'Lampa pracownia'),
    ],
    [
      c('activity cool-place', 'ochłodź poddasze', ['climate.klimatyzator_przenosny']),
      c('activity cool-place', 'schłodzić pracownię', ['climate.pompa_ciepla']),
    ],
  ),
  home(
    'r24a_sv_vind',
    'sv',
    [
      ['vind', 'Vindsrum'],
      ['gast', 'Gästrum'],
    ],
    [
      one('vind', 'climate.luftvarmepump_vind', 'Luftvärmepump vindsrum', HEAT_PUMP),
      one('vind', 'climate.element_vind', 'Element vindsrum', HEAT_ONLY),
      thermometer('vind', 'sensor.temperatur_vind', 'Temperatur vindsrum'),
      one('gast', 'climate.portabel_ac', 'Portabel AC', COOL_ONLY),
      one('gast', 'light.lampa_gast', 'Lampa gästrum'),
    ],
    [
      c('activity cool-place', 'kyl vindsrummet', ['climate.luftvarmepump_vind']),
      c('activity cool-place', 'kyla ner gästrummet', ['climate.portabel_ac']),
      c('activity', 'hur kallt är det i vindsrummet', ['sensor.temperatur_vind']),
    ],
  ),
  home(
    'r24a_da_kvist',
    'da',
    [
      ['kvist', 'Kvistværelse'],
      ['gaest', 'Gæsteværelse'],
    ],
    [
      one('kvist', 'climate.varmepumpe_kvist', 'Varmepumpe kvistværelse', HEAT_PUMP),
      one('kvist', 'climate.radiator_kvist', 'Radiator kvistværelse', HEAT_ONLY),
      one('gaest', 'climate.mobil_aircondition', 'Mobil aircondition', COOL_ONLY),
      one('gaest', 'light.lampe_gaest', 'Lampe gæsteværelse'),
    ],
    [
      c('activity cool-place', 'køl kvistværelset ned', ['climate.varmepumpe_kvist']),
      c('activity cool-place', 'afkøl gæsteværelset', ['climate.mobil_aircondition']),
    ],
  ),
  home(
    'r24a_ko_dabang',
    'ko',
    [
      ['jakeunbang', '작은방'],
      ['geoui', '거실'],
    ],
    [
      one('jakeunbang', 'climate.jakeunbang_aircon', '작은방 벽걸이 에어컨', COOL_ONLY),
      one('jakeunbang', 'climate.jakeunbang_boiler', '작은방 난방', HEAT_ONLY),
      one('geoui', 'climate.geoui_stand_aircon', '거실 스탠드 에어컨', HEAT_PUMP),
      one('geoui', 'light.geoui', '거실 조명'),
    ],
    [
      c('activity cool-place', '작은방 시원하게 해 줘', ['climate.jakeunbang_aircon']),
      c('activity cool-place', '거실 좀 식혀줘', ['climate.geoui_stand_aircon']),
    ],
  ),
  home(
    'r24a_ja_kodomo',
    'ja',
    [
      ['kodomo', '子供部屋'],
      ['washitsu', '和室'],
    ],
    [
      one('kodomo', 'climate.kodomo_aircon', '子供部屋エアコン', HEAT_PUMP),
      one('kodomo', 'climate.kodomo_oil_heater', '子供部屋オイルヒーター', HEAT_ONLY),
      one('washitsu', 'climate.washitsu_aircon', '和室のクーラー', COOL_ONLY),
      one('washitsu', 'light.washitsu', '和室照明'),
    ],
    [
      c('activity cool-place', '子供部屋を冷やして', ['climate.kodomo_aircon']),
      c('activity cool-place', '和室を涼しくしてください', ['climate.washitsu_aircon']),
    ],
  ),
  home(
    'r24a_zh_ertong',
    'zh',
    [
      ['ertong', '儿童房'],
      ['kewo', '客卧'],
    ],
    [
      one('ertong', 'climate.ertong_kongtiao', '儿童房空调', HEAT_PUMP),
      one('ertong', 'climate.ertong_nuanqi', '儿童房暖气片', HEAT_ONLY),
      one('kewo', 'climate.kewo_yidong', '客卧移动空调', COOL_ONLY),
      one('kewo', 'light.kewo_deng', '客卧灯'),
    ],
    [
      c('activity cool-place', '给儿童房降降温', ['climate.ertong_kongtiao']),
      c('activity cool-place', '把客卧弄凉快点', ['climate.kewo_yidong']),
    ],
  ),
];

/** A sensor of one device class. */
function reading(area: string, id: string, name: string, deviceClass: string): EvalDevice {
  return one(area, id, name, { deviceClass });
}

/** Rule 2: whether the air is stuffy or stale is the room's CO2 (else its VOC or air quality reading). */
const STALE_AIR: EvalSuite[] = [
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

/** Rule 3: Danish and Swedish "aircondition" (and Danish "klimaanlæg") is an air conditioner, not any thermostat. */
const AIRCONDITION: EvalSuite[] = [
  home(
    'r24a_da_vaerksted',
    'da',
    [
      ['vaerksted', 'Værksted'],
      ['stue', 'Stue'],
    ],
    [
      one('vaerksted', 'climate.radiator_vaerksted', 'Radiator værksted', HEAT_ONLY),
      one('vaerksted', 'climate.aircondition_vaerksted', 'Aircondition værksted', {
        ...COOL_ONLY,
        hidden: true,
      }),
      one('stue', 'climate.mitsubishi_stue', 'Mitsubishi', HEAT_PUMP),
      one('stue', 'climate.gulvvarme_stue', 'Gulvvarme stue', HEAT_ONLY),
      one('stue', 'light.stue', 'Loftlampe stue'),
    ],
    [
      c('hidden-similar aircondition', 'airconditionen i værkstedet', 'not-exposed'),
      c('activity aircondition', 'tænd for airconditionen i stuen', ['climate.mitsubishi_stue']),
      c('activity aircondition', 'klimaanlægget i stuen', ['climate.mitsubishi_stue']),
      c('ordinary', 'radiatoren i værkstedet', ['climate.radiator_vaerksted']),
      c('ordinary', 'termostaten i værkstedet', ['climate.radiator_vaerksted']),
    ],
  ),
  home(
    'r24a_sv_gastrum',
    'sv',
    [
      ['gast', 'Gästrum'],
      ['kok', 'Kök'],
    ],
    [
      one('gast', 'climate.portabel_kylare', 'Portabel kylare', COOL_ONLY),
      one('gast', 'climate.element_gastrum', 'Element gästrum', HEAT_ONLY),
      one('kok', 'climate.golvvarme_kok', 'Golvvärme kök', HEAT_ONLY),
    ],
    [
      c('activity aircondition', 'airconditionen i gästrummet', ['climate.portabel_kylare']),
      c('ordinary', 'elementet i gästrummet', ['climate.element_gastrum']),
      c('ordinary', 'termostaten i köket', ['climate.golvvarme_kok']),
    ],
  ),
  home(
    'r24a_da_named',
    'da',
    [
      ['sove', 'Soveværelse'],
      ['kontor', 'Kontor'],
    ],
    [
      one('sove', 'climate.aircondition_sove', 'Aircondition soveværelse', HEAT_PUMP),
      one('kontor', 'climate.aircondition_kontor', 'Aircondition kontor', HEAT_PUMP),
    ],
    [
      c('ordinary', 'aircondition i soveværelset', ['climate.aircondition_sove']),
      c('ask-one', 'airconditionen', { ask: ['climate.aircondition_sove', 'climate.aircondition_kontor'] }),
    ],
  ),
];

/** An air purifier as its integration leaves it: a fan and a PM2.5 reading on one device named by its maker. */
function purifier(area: string, id: string, name: string): EvalDevice {
  return {
    name,
    area,
    entities: [
      [`fan.${id}`, name],
      [`sensor.${id}_pm25`, `${name} PM2.5`, { deviceClass: 'pm25' }],
    ],
  };
}

/** Rule 4: an air purifier is a fan whose device reads the air's particles, whatever its maker named it. */
const PURIFIER_FAN: EvalSuite[] = [
  home(
    'r24a_en_levoit',
    'en',
    [
      ['nursery', 'Nursery'],
      ['lounge', 'Lounge'],
    ],
    [
      purifier('nursery', 'levoit_core', 'Levoit Core 300'),
      one('nursery', 'fan.nursery_fan', 'Nursery Fan'),
      one('lounge', 'fan.lounge_ceiling_fan', 'Lounge Ceiling Fan'),
    ],
    [
      c('ordinary purifier-fan', 'the air purifier', ['fan.levoit_core']),
      c('ordinary purifier-fan', 'turn on the purifier in the nursery', ['fan.levoit_core']),
      c('ordinary', 'the nursery fan', ['fan.nursery_fan']),
      c('ordinary', 'the air quality in the nursery', ['sensor.levoit_core_pm25']),
    ],
  ),
  home(
    'r24a_de_winix',
    'de',
    [
      ['schlaf', 'Schlafzimmer'],
      ['buero', 'Büro'],
    ],
    [purifier('schlaf', 'winix_zero', 'Winix Zero'), one('buero', 'fan.tischventilator', 'Tischventilator')],
    [c('ordinary purifier-fan', 'den Luftreiniger im Schlafzimmer', ['fan.winix_zero'])],
  ),
  home(
    'r24a_es_purificador',
    'es',
    [['estudio', 'Estudio']],
    [
      purifier('estudio', 'philips_3000i', 'Philips 3000i'),
      one('estudio', 'fan.ventilador_pie', 'Ventilador de pie'),
    ],
    [c('ordinary purifier-fan', 'enciende el purificador', ['fan.philips_3000i'])],
  ),
  home(
    'r24a_sv_luftrenare',
    'sv',
    [
      ['barn', 'Barnrum'],
      ['kok', 'Kök'],
    ],
    [purifier('barn', 'aeropure', 'AeroPure'), one('kok', 'fan.koksflakt', 'Köksfläkt')],
    [
      c('ordinary purifier-fan', 'luftrenaren i barnrummet', ['fan.aeropure']),
      c('ordinary purifier-fan', 'starta luftrenaren', ['fan.aeropure']),
    ],
  ),
  home(
    'r24a_da_luftrenser',
    'da',
    [['vaerelse', 'Værelse']],
    [purifier('vaerelse', 'smartmi', 'Smartmi P1'), one('vaerelse', 'fan.bordventilator', 'Bordventilator')],
    [c('ordinary purifier-fan', 'luftrenseren', ['fan.smartmi'])],
  ),
  home(
    'r24a_ko_cheongjeong',
    'ko',
    [['jakeunbang', '작은방']],
    [
      purifier('jakeunbang', 'winix_tower', '위닉스 타워'),
      one('jakeunbang', 'fan.seonpunggi', '작은방 선풍기'),
    ],
    [c('ordinary purifier-fan', '작은방 공기청정기 켜줘', ['fan.winix_tower'])],
  ),
  home(
    'r24a_ja_seijouki',
    'ja',
    [['shinshitsu', '寝室']],
    [purifier('shinshitsu', 'sharp_kc', 'シャープ KC'), one('shinshitsu', 'fan.senpuki', '寝室の扇風機')],
    [c('ordinary purifier-fan', '空気清浄機をつけて', ['fan.sharp_kc'])],
  ),
];

/** Rule 5: Chinese 地暖 is the floor heating, not every heater of the home (as "Fußbodenheizung" is). */
const FLOOR_HEATING: EvalSuite[] = [
  home(
    'r24a_zh_dinuan',
    'zh',
    [
      ['canting', '餐厅'],
      ['ciwo', '次卧'],
      ['yangtai', '阳台'],
    ],
    [
      one('canting', 'climate.canting_dinuan', '餐厅地暖', HEAT_ONLY),
      one('canting', 'climate.canting_guiji', '餐厅柜机', HEAT_PUMP),
      one('ciwo', 'climate.ciwo_dinuan', '次卧地暖', HEAT_ONLY),
      one('ciwo', 'climate.ciwo_guaji', '次卧挂机', HEAT_PUMP),
      one('yangtai', 'climate.yangtai_nuanfengji', '阳台暖风机', HEAT_ONLY),
    ],
    [
      c('ask-one floor-heating', '地暖开一下', { ask: ['climate.canting_dinuan', 'climate.ciwo_dinuan'] }),
      c('ask-one floor-heating', '关掉地暖', { ask: ['climate.canting_dinuan', 'climate.ciwo_dinuan'] }),
      c('plurals floor-heating', '所有地暖都打开', ['climate.canting_dinuan', 'climate.ciwo_dinuan']),
      c('ordinary', '次卧地暖', ['climate.ciwo_dinuan']),
      c('ordinary', '餐厅的地暖', ['climate.canting_dinuan']),
    ],
  ),
  home(
    'r24a_zh_one_dinuan',
    'zh',
    [
      ['keting', '起居室'],
      ['shufang', '工作间'],
    ],
    [
      one('keting', 'climate.qijushi_dinuan', '起居室地暖', HEAT_ONLY),
      one('keting', 'climate.qijushi_kongtiao', '起居室空调', HEAT_PUMP),
      one('shufang', 'climate.gongzuojian_kongtiao', '工作间空调', HEAT_PUMP),
    ],
    [c('activity floor-heating', '打开地暖', ['climate.qijushi_dinuan'])],
  ),
];

/** Rule 6: "the fan" is a fan, not an air purifier nor a ventilation unit that the home keeps as a fan. */
const FAN_WORD: EvalSuite[] = [
  home(
    'r24a_es_ventiladores',
    'es',
    [
      ['invitados', 'Habitación de invitados'],
      ['lavadero', 'Lavadero'],
    ],
    [
      one('invitados', 'fan.ventilador_techo_invitados', 'Ventilador de techo invitados'),
      one('invitados', 'fan.ventilador_torre', 'Ventilador torre'),
      purifier('invitados', 'purificador_invitados', 'Purificador invitados'),
      one('lavadero', 'fan.recuperador', 'Recuperador de calor'),
    ],
    [
      c('ask-one fan-word', 'el ventilador de la habitación de invitados', {
        ask: ['fan.ventilador_techo_invitados', 'fan.ventilador_torre'],
      }),
      c('ordinary', 'el purificador de la habitación de invitados', ['fan.purificador_invitados']),
    ],
  ),
  home(
    'r24a_da_blaesere',
    'da',
    [
      ['vaerelse', 'Gæsteværelse'],
      ['bryggers', 'Bryggers'],
      ['koekken', 'Køkken'],
    ],
    [
      one('vaerelse', 'fan.bordventilator', 'Bordventilator'),
      one('vaerelse', 'fan.gulvventilator', 'Gulvventilator'),
      one('bryggers', 'fan.genvex', 'Ventilationsaggregat'),
      one('koekken', 'fan.emhaette', 'Emhætte køkken'),
    ],
    [
      c('ask-one fan-word', 'tænd for ventilatoren', { ask: ['fan.bordventilator', 'fan.gulvventilator'] }),
      c('ordinary', 'ventilationsaggregatet', ['fan.genvex']),
    ],
  ),
  home(
    'r24a_sv_flaktar',
    'sv',
    [
      ['sovrum', 'Sovrum'],
      ['teknik', 'Teknikrum'],
    ],
    [
      one('sovrum', 'fan.golvflakt_sovrum', 'Golvfläkt sovrum'),
      one('sovrum', 'fan.takflakt_sovrum', 'Takfläkt sovrum'),
      purifier('sovrum', 'luftrenare_sovrum', 'Luftrenare sovrum'),
      one('teknik', 'fan.ftx', 'FTX-aggregat'),
    ],
    [
      c('ask-one fan-word', 'fläkten i sovrummet', { ask: ['fan.golvflakt_sovrum', 'fan.takflakt_sovrum'] }),
      c('ask-one fan-word', 'starta fläkten', { ask: ['fan.golvflakt_sovrum', 'fan.takflakt_sovrum'] }),
    ],
  ),
  home(
    'r24a_en_fans',
    'en',
    [
      ['study', 'Study'],
      ['plant', 'Plant Room'],
    ],
    [
      one('study', 'fan.study_desk_fan', 'Study Desk Fan'),
      one('study', 'fan.study_pedestal_fan', 'Study Pedestal Fan'),
      one('study', 'fan.study_air_purifier', 'Study Air Purifier'),
      one('plant', 'fan.mvhr', 'MVHR Unit'),
    ],
    [
      c('ask-one fan-word', 'the fan in the study', {
        ask: ['fan.study_desk_fan', 'fan.study_pedestal_fan'],
      }),
      c('ask-one fan-word', 'turn on the fan', { ask: ['fan.study_desk_fan', 'fan.study_pedestal_fan'] }),
      c('plurals', 'all the fans', [
        'fan.study_desk_fan',
        'fan.study_pedestal_fan',
        'fan.study_air_purifier',
        'fan.mvhr',
      ]),
    ],
  ),
];

export const TWENTY_FOURTH_ROUND_A: readonly EvalSuite[] = [
  ...COOL_PLACE,
  ...STALE_AIR,
  ...AIRCONDITION,
  ...PURIFIER_FAN,
  ...FLOOR_HEATING,
  ...FAN_WORD,
];
