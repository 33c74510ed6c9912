// Issue 26, round 23c, rule 2 (the others in home-issue26-twenty-third-c.ts and -c2.ts): cases of our own, in
// homes of our own; none is a slice's request or home. The first tag is the category, the second the rule
// exercised (cases without a rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/** Rule 2: heating a place is its heater, not its light or its fan. */
export const HEAT_PLACE: EvalSuite[] = [
  home(
    'r23c_en_greenhouse',
    'en',
    [
      ['greenhouse', 'Greenhouse'],
      ['den', 'Den'],
    ],
    [
      one('greenhouse', 'climate.greenhouse_heater', 'Paraffin Heater'),
      one('greenhouse', 'light.grow_light', 'Grow Light'),
      one('greenhouse', 'fan.greenhouse_fan', 'Greenhouse Fan'),
      one('den', 'light.den_lamp', 'Den Lamp'),
    ],
    [
      c('activity heat-place', 'warm up the greenhouse', ['climate.greenhouse_heater']),
      c('activity heat-place', 'preheat the greenhouse', ['climate.greenhouse_heater']),
      c('ordinary', 'the greenhouse fan', ['fan.greenhouse_fan']),
    ],
  ),
  home(
    'r23c_de_saunahuette',
    'de',
    [
      ['huette', 'Saunahütte'],
      ['terrasse', 'Terrasse'],
    ],
    [
      one('huette', 'climate.harvia', 'Harvia Ofen'),
      one('huette', 'light.huettenlicht', 'Hüttenlicht'),
      one('terrasse', 'light.terrasse', 'Terrassenlicht'),
    ],
    [
      c('activity heat-place', 'die Saunahütte vorheizen', ['climate.harvia']),
      c('activity heat-place', 'heiz die Saunahütte auf', ['climate.harvia']),
      c('ordinary', 'das Licht in der Saunahütte', ['light.huettenlicht']),
    ],
  ),
  home(
    'r23c_es_invernadero',
    'es',
    [
      ['invernadero', 'Invernadero'],
      ['patio', 'Patio'],
    ],
    [
      one('invernadero', 'climate.calefactor', 'Calefactor'),
      one('invernadero', 'fan.ventilador_invernadero', 'Ventilador invernadero'),
      one('patio', 'light.farol', 'Farol'),
    ],
    [c('activity heat-place', 'calienta el invernadero', ['climate.calefactor'])],
  ),
  home(
    'r23c_fr_veranda',
    'fr',
    [
      ['veranda', 'Véranda'],
      ['salon', 'Salon'],
    ],
    [
      one('veranda', 'climate.poele', 'Poêle'),
      one('veranda', 'light.veranda', 'Guirlande véranda'),
      one('salon', 'light.salon', 'Lampe salon'),
    ],
    [c('activity heat-place', 'chauffe la véranda', ['climate.poele'])],
  ),
  home(
    'r23c_it_serra',
    'it',
    [
      ['serra', 'Serra'],
      ['portico', 'Portico'],
    ],
    [
      one('serra', 'climate.stufetta_serra', 'Stufetta'),
      one('serra', 'light.luce_serra', 'Luce serra'),
      one('portico', 'light.portico', 'Luce portico'),
    ],
    [c('activity heat-place', 'riscalda la serra', ['climate.stufetta_serra'])],
  ),
  home(
    'r23c_nl_kas',
    'nl',
    [
      ['kas', 'Kas'],
      ['tuin', 'Tuin'],
    ],
    [one('kas', 'climate.kas_kachel', 'Kachel'), one('kas', 'light.kas', 'Kweeklamp')],
    [c('activity heat-place', 'de kas opwarmen', ['climate.kas_kachel'])],
  ),
  home(
    'r23c_pt_estufa',
    'pt',
    [
      ['estufa', 'Estufa'],
      ['varanda', 'Varanda'],
    ],
    [
      one('estufa', 'climate.aquecedor_estufa', 'Aquecedor'),
      one('estufa', 'light.estufa', 'Luz estufa'),
      one('varanda', 'light.varanda', 'Luz varanda'),
    ],
    [c('activity', 'aquece a estufa', ['climate.aquecedor_estufa'])],
  ),
  home(
    'r23c_pl_laznia',
    'pl',
    [
      ['laznia', 'Łaźnia'],
      ['ganek', 'Ganek'],
    ],
    [
      one('laznia', 'climate.piec_harvia', 'Piec Harvia'),
      one('laznia', 'light.laznia', 'Lampa łaźnia'),
      one('ganek', 'light.ganek', 'Lampa ganek'),
    ],
    [
      c('activity heat-place', 'rozgrzej łaźnię', ['climate.piec_harvia']),
      c('activity heat-place', 'nagrzej łaźnię', ['climate.piec_harvia']),
    ],
  ),
  home(
    'r23c_sv_bastustuga',
    'sv',
    [
      ['stuga', 'Bastustuga'],
      ['brygga', 'Brygga'],
    ],
    [
      one('stuga', 'climate.aggregat', 'Harvia aggregat'),
      one('stuga', 'light.stuga', 'Stuglampa'),
      one('brygga', 'light.brygga', 'Bryggbelysning'),
    ],
    [
      c('activity heat-place', 'värm upp bastustugan', ['climate.aggregat']),
      c('activity heat-place', 'värm bastustugan', ['climate.aggregat']),
      c('ordinary', 'lampan i bastustugan', ['light.stuga']),
    ],
  ),
  home(
    'r23c_da_anneks',
    'da',
    [
      ['anneks', 'Anneks'],
      ['have', 'Have'],
    ],
    [one('anneks', 'climate.anneks_varme', 'Elradiator'), one('anneks', 'light.anneks', 'Anneks loftlampe')],
    [c('activity heat-place', 'varm annekset op', ['climate.anneks_varme'])],
  ),
  home(
    'r23c_ko_greenhouse',
    'ko',
    [
      ['greenhouse', '비닐하우스'],
      ['yard', '마당'],
    ],
    [
      one('greenhouse', 'climate.greenhouse_heater', '온풍기'),
      one('greenhouse', 'light.greenhouse', '비닐하우스 조명'),
      one('yard', 'light.yard', '마당 조명'),
    ],
    [c('activity heat-place', '비닐하우스 데워줘', ['climate.greenhouse_heater'])],
  ),
  home(
    'r23c_ja_hut',
    'ja',
    [
      ['hut', 'サウナ小屋'],
      ['deck', 'ウッドデッキ'],
    ],
    [
      one('hut', 'climate.harvia', 'ハルビアストーブ'),
      one('hut', 'light.hut', 'サウナ小屋照明'),
      one('deck', 'light.deck', 'デッキライト'),
    ],
    [
      c('activity heat-place', 'サウナ小屋を温めて', ['climate.harvia']),
      c('ordinary', 'サウナ小屋の照明', ['light.hut']),
    ],
  ),
  home(
    'r23c_zh_sunroom',
    'zh',
    [
      ['greenhouse', '温室'],
      ['balcony', '阳台'],
    ],
    [
      one('greenhouse', 'climate.greenhouse', '暖风机'),
      one('greenhouse', 'light.greenhouse', '温室补光灯'),
      one('balcony', 'light.balcony', '阳台灯'),
    ],
    [c('activity heat-place', '把温室加热一下', ['climate.greenhouse'])],
  ), // A question of warmth stays the thermometer's.
  home(
    'r23c_sv_bastu_guard',
    'sv',
    [
      ['bastu', 'Bastu'],
      ['hall', 'Hall'],
    ],
    [
      one('bastu', 'climate.bastu', 'Bastuugn'),
      one('bastu', 'sensor.bastu_temp', 'Bastu temperatur', { deviceClass: 'temperature' }),
      one('hall', 'light.hall', 'Hallampa'),
    ],
    [
      c('activity', 'hur varm är bastun', ['sensor.bastu_temp']),
      c('activity', 'värm bastun', ['climate.bastu']),
    ],
  ),
  home(
    'r23c_en_greenhouse_guard',
    'en',
    [['greenhouse', 'Glasshouse']],
    [
      one('greenhouse', 'climate.glasshouse', 'Tube Heater'),
      one('greenhouse', 'sensor.glasshouse_temp', 'Glasshouse Temperature', { deviceClass: 'temperature' }),
    ],
    [
      c('activity', 'how warm is the glasshouse', ['sensor.glasshouse_temp']),
      c('activity', 'is it warm in the glasshouse', ['sensor.glasshouse_temp']),
      c('activity heat-place', 'warm up the glasshouse', ['climate.glasshouse']),
    ],
  ),
  // Lead, after the round: "warm in the study?" said short, the adjective first, is the question "is it warm", not
  // the order "warm the study" (rule 2 read a first "warm" as the verb; found when the unseen slices were measured,
  // these homes and phrases are our own).
  home(
    'lead23_en_cottage',
    'en',
    [
      ['study', 'Study'],
      ['porch', 'Porch'],
    ],
    [
      one('study', 'sensor.study_temperature', 'Study Temperature', { deviceClass: 'temperature' }),
      one('study', 'cover.study_blind', 'Study Blind'),
      one('study', 'light.study_lamp', 'Desk Lamp'),
      one('porch', 'light.porch', 'Porch Light'),
    ],
    [c('activity warm-question', 'warm in the study?', ['sensor.study_temperature'])],
  ),
  home(
    'lead23_de_altbau',
    'de',
    [
      ['arbeitszimmer', 'Arbeitszimmer'],
      ['flur', 'Flur'],
    ],
    [
      one('arbeitszimmer', 'sensor.arbeitszimmer_temperatur', 'Temperatur Arbeitszimmer', {
        deviceClass: 'temperature',
      }),
      one('arbeitszimmer', 'cover.arbeitszimmer_rollladen', 'Rollladen Arbeitszimmer'),
      one('flur', 'light.flur', 'Flurlicht'),
    ],
    [c('activity warm-question', 'warm im Arbeitszimmer?', ['sensor.arbeitszimmer_temperatur'])],
  ),
  home(
    'lead23_nl_rijtjeshuis',
    'nl',
    [
      ['zolder', 'Zolder'],
      ['gang', 'Gang'],
    ],
    [
      one('zolder', 'sensor.zolder_temperatuur', 'Temperatuur zolder', { deviceClass: 'temperature' }),
      one('zolder', 'cover.zolder_rolluik', 'Rolluik zolder'),
      one('gang', 'light.gang', 'Ganglamp'),
    ],
    [c('activity warm-question', 'warm op de zolder?', ['sensor.zolder_temperatuur'])],
  ),
];
