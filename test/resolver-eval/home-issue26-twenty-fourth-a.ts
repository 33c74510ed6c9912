// Issue 26, round 24a, rule 1 (rule 2 in -a3.ts, rules 3–6 in -a2.ts, joined here): cases of our own, in homes of our own;
// none is a slice's request or home. The first tag is the category, the second the rule exercised (cases
// without a rule tag are guards that passed before and after).
import { c, type EvalDevice, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';
import { STALE_AIR } from './home-issue26-twenty-fourth-a3.js';
import { COOL_ONLY, HEAT_ONLY, HEAT_PUMP, TWENTY_FOURTH_ROUND_A2 } from './home-issue26-twenty-fourth-a2.js';

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
      c('activity', 'koel de hobbykamer', ['climate.warmtepomp_hobby']),
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

export const TWENTY_FOURTH_ROUND_A: readonly EvalSuite[] = [
  ...COOL_PLACE,
  ...STALE_AIR,
  ...TWENTY_FOURTH_ROUND_A2,
];
