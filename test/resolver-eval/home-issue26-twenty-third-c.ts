// Issue 26, round 23c: the resolver on homes with things it may not have met (a car charger, a sauna, a
// pool's filter pump …), asked for by what is done with them. Cases of our own, in homes of our own; none is
// a slice's request or home. The first tag is the category, the second the rule exercised (cases without a
// rule tag are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { homeOf as home } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/** Rule 1: charging the car is the car's charger, whatever the home named it. */
const CAR_CHARGE: EvalSuite[] = [
  home(
    'r23c_en_driveway',
    'en',
    [
      ['driveway', 'Driveway'],
      ['shed', 'Shed'],
    ],
    [
      one('driveway', 'switch.zappi', 'Zappi'),
      one('driveway', 'sensor.zappi_power', 'Zappi Power', { deviceClass: 'power' }),
      one('shed', 'switch.drill_charger', 'Drill Battery Charger'),
      one('driveway', 'light.driveway', 'Driveway Light'),
    ],
    [
      c('activity car-charge', 'charge the car', ['switch.zappi']),
      c('activity car-charge', 'start charging the car', ['switch.zappi']),
      c('ordinary', 'the drill charger', ['switch.drill_charger']),
    ],
  ),
  home(
    'r23c_de_carport',
    'de',
    [
      ['carport', 'Carport'],
      ['werkstatt', 'Werkstatt'],
    ],
    [
      one('carport', 'switch.ladesaule', 'Ladesäule'),
      one('werkstatt', 'switch.akku_ladegerat', 'Akku Ladegerät'),
      one('carport', 'light.carport', 'Carportlicht'),
    ],
    [
      c('activity car-charge', 'lade das Auto', ['switch.ladesaule']),
      c('activity car-charge', 'das E-Auto aufladen', ['switch.ladesaule']),
      c('ordinary', 'das Akku Ladegerät', ['switch.akku_ladegerat']),
    ],
  ),
  home(
    'r23c_es_cochera',
    'es',
    [
      ['cochera', 'Cochera'],
      ['terraza', 'Terraza'],
    ],
    [
      one('cochera', 'switch.punto_recarga', 'Punto de recarga'),
      one('cochera', 'switch.cargador_patinete', 'Cargador patinete'),
      one('terraza', 'switch.riego_macetas', 'Riego macetas'),
    ],
    [
      c('activity car-charge', 'carga el coche', ['switch.punto_recarga']),
      c('activity car-charge', 'pon a cargar el auto', ['switch.punto_recarga']),
      c('ordinary', 'el cargador del patinete', ['switch.cargador_patinete']),
    ],
  ),
  home(
    'r23c_fr_allee',
    'fr',
    [
      ['allee', 'Allée'],
      ['cellier', 'Cellier'],
    ],
    [
      one('allee', 'switch.borne', 'Borne de recharge'),
      one('cellier', 'switch.chargeur_trottinette', 'Chargeur trottinette'),
    ],
    [
      c('activity car-charge', 'recharge la voiture', ['switch.borne']),
      c('activity car-charge', 'mets la voiture en charge', ['switch.borne']),
      c('ordinary', 'le chargeur de la trottinette', ['switch.chargeur_trottinette']),
    ],
  ),
  home(
    'r23c_it_box',
    'it',
    [
      ['box', 'Box auto'],
      ['orto', 'Orto'],
    ],
    [
      one('box', 'switch.punto_ricarica', 'Punto di ricarica'),
      one('orto', 'valve.irrigazione_orto', 'Irrigazione orto'),
    ],
    [
      c('activity', "ricarica l'auto", ['switch.punto_ricarica']),
      c('activity car-charge', 'metti in carica la macchina', ['switch.punto_ricarica']),
    ],
  ),
  home(
    'r23c_nl_carport',
    'nl',
    [
      ['carport', 'Carport'],
      ['schuur', 'Schuur'],
    ],
    [
      one('carport', 'switch.laadpunt', 'Laadpunt'),
      one('schuur', 'switch.fietsaccu_lader', 'Fietsaccu lader'),
    ],
    [
      c('activity car-charge', 'laad de auto op', ['switch.laadpunt']),
      c('activity car-charge', 'de elektrische auto laden', ['switch.laadpunt']),
      c('ordinary', 'de fietsaccu lader', ['switch.fietsaccu_lader']),
    ],
  ),
  home(
    'r23c_pt_alpendre',
    'pt',
    [
      ['alpendre', 'Alpendre'],
      ['horta', 'Horta'],
    ],
    [
      one('alpendre', 'switch.posto_carregamento', 'Posto de carregamento'),
      one('horta', 'valve.rega_horta', 'Rega horta'),
    ],
    [
      c('activity car-charge', 'carrega o carro', ['switch.posto_carregamento']),
      c('activity car-charge', 'põe o carro a carregar', ['switch.posto_carregamento']),
      c('ordinary', 'a rega da horta', ['valve.rega_horta']),
    ],
  ),
  home(
    'r23c_pl_wiata',
    'pl',
    [
      ['wiata', 'Wiata'],
      ['warsztat', 'Warsztat'],
    ],
    [
      one('wiata', 'switch.stacja_ladowania', 'Stacja ładowania'),
      one('warsztat', 'switch.ladowarka_akumulatorow', 'Ładowarka akumulatorów'),
    ],
    [
      c('activity car-charge', 'naładuj auto', ['switch.stacja_ladowania']),
      c('activity car-charge', 'ładuj samochód', ['switch.stacja_ladowania']),
      c('ordinary', 'ładowarka akumulatorów', ['switch.ladowarka_akumulatorow']),
    ],
  ),
  home(
    'r23c_sv_uppfart',
    'sv',
    [
      ['uppfart', 'Uppfart'],
      ['forrad', 'Förråd'],
    ],
    [
      one('uppfart', 'switch.laddstolpe', 'Laddstolpe'),
      one('forrad', 'switch.batteriladdare', 'Batteriladdare'),
    ],
    [
      c('activity car-charge', 'ladda elbilen', ['switch.laddstolpe']),
      c('activity car-charge', 'ladda upp bilen', ['switch.laddstolpe']),
      c('ordinary', 'batteriladdaren', ['switch.batteriladdare']),
    ],
  ),
  home(
    'r23c_da_carport',
    'da',
    [
      ['carport', 'Carport'],
      ['skur', 'Skur'],
    ],
    [one('carport', 'switch.ladeboks', 'Ladeboks'), one('skur', 'switch.batterilader', 'Batterilader')],
    [
      c('activity car-charge', 'oplad bilen', ['switch.ladeboks']),
      c('activity car-charge', 'lad elbilen op', ['switch.ladeboks']),
      c('ordinary', 'batteriladeren', ['switch.batterilader']),
    ],
  ),
  home(
    'r23c_ko_parking',
    'ko',
    [
      ['parking', '주차장'],
      ['room', '작은방'],
    ],
    [
      one('parking', 'switch.ev_charger', '완속 충전기'),
      one('room', 'switch.phone_charger', '휴대폰 충전기'),
    ],
    [
      c('activity car-charge', '차 충전해 줘', ['switch.ev_charger']),
      c('activity car-charge', '전기차 충전', ['switch.ev_charger']),
      c('ordinary', '휴대폰 충전기', ['switch.phone_charger']),
    ],
  ),
  home(
    'r23c_ja_carport',
    'ja',
    [
      ['carport', 'カーポート'],
      ['study', '書斎'],
    ],
    [
      one('carport', 'switch.ev_outlet', '電気自動車充電器'),
      one('study', 'switch.phone_charger', 'スマホ充電器'),
    ],
    [
      c('activity car-charge', 'クルマを充電して', ['switch.ev_outlet']),
      c('activity', '電気自動車を充電', ['switch.ev_outlet']),
      c('ordinary', 'スマホ充電器', ['switch.phone_charger']),
    ],
  ),
  home(
    'r23c_zh_parking',
    'zh',
    [
      ['parking', '停车位'],
      ['study', '书房'],
    ],
    [one('parking', 'switch.car_charger', '汽车充电器'), one('study', 'switch.phone_charger', '手机充电器')],
    [
      c('activity', '给汽车充电', ['switch.car_charger']),
      c('activity car-charge', '电动车充电', ['switch.car_charger']),
      c('ordinary', '手机充电器', ['switch.phone_charger']),
    ],
  ),
  // A hidden car charger said by its car word alone is still not available (the ev_charger concept its name
  // spells is the thing said, no other appliance beside it).
  home(
    'r23c_da_hidden_charger',
    'da',
    [
      ['indkorsel', 'Indkørsel'],
      ['stue', 'Stue'],
    ],
    [
      one('indkorsel', 'switch.elbil_lader', 'Elbil lader', { hidden: true }),
      one('stue', 'light.stue', 'Stuelampe'),
    ],
    [c('hidden-similar', 'elbilen', 'not-exposed')],
  ),
  // The car itself named in the home ("Tesla" entities): the request is about them, left as it was.
  home(
    'r23c_en_tesla',
    'en',
    [['garage', 'Garage']],
    [
      one('garage', 'switch.wall_connector', 'Wall Connector'),
      one('garage', 'switch.car_charging', 'Car Charging'),
    ],
    [c('ordinary', 'car charging', ['switch.car_charging'])],
  ),
];

/** Rule 2: heating a place is its heater, not its light or its fan. */
const HEAT_PLACE: EvalSuite[] = [
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
    [c('activity heat-place', 'aquece a estufa', ['climate.aquecedor_estufa'])],
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
      c('activity heat-place', 'värm bastun', ['climate.bastu']),
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
];

/** Rule 3: filtering the pool (the pond, the aquarium) is its pump or filter. */
const FILTER_PUMP: EvalSuite[] = [
  home(
    'r23c_en_pond',
    'en',
    [
      ['garden', 'Garden'],
      ['lounge', 'Lounge'],
    ],
    [
      one('garden', 'switch.pond_pump', 'Pond Pump'),
      one('garden', 'light.pond_light', 'Pond Light'),
      one('lounge', 'switch.aquarium_filter', 'Aquarium Filter'),
      one('lounge', 'light.aquarium', 'Aquarium Light'),
    ],
    [
      c('activity filter-pump', 'filter the pond', ['switch.pond_pump']),
      c('activity', 'filter the aquarium', ['switch.aquarium_filter']),
      c('ordinary', 'the pond light', ['light.pond_light']),
    ],
  ),
  home(
    'r23c_de_schwimmbad',
    'de',
    [
      ['bad', 'Schwimmbad'],
      ['diele', 'Diele'],
    ],
    [
      one('bad', 'switch.filterpumpe', 'Filterpumpe'),
      one('bad', 'light.poolbeleuchtung', 'Poolbeleuchtung'),
      one('bad', 'switch.gegenstromanlage', 'Gegenstromanlage'),
    ],
    [c('activity filter-pump', 'das Schwimmbad filtern', ['switch.filterpumpe'])],
  ),
  home(
    'r23c_es_alberca',
    'es',
    [
      ['alberca', 'Alberca'],
      ['jardin', 'Jardín'],
    ],
    [
      one('alberca', 'switch.bomba_alberca', 'Bomba alberca'),
      one('alberca', 'light.luz_alberca', 'Luz alberca'),
      one('alberca', 'switch.calentador_alberca', 'Calentador alberca'),
    ],
    [c('activity filter-pump', 'filtra la alberca', ['switch.bomba_alberca'])],
  ),
  home(
    'r23c_fr_piscine',
    'fr',
    [
      ['piscine', 'Piscine'],
      ['terrasse', 'Terrasse'],
    ],
    [
      one('piscine', 'switch.pompe_filtration', 'Pompe de filtration'),
      one('piscine', 'light.projecteur', 'Projecteur piscine'),
      one('piscine', 'switch.electrolyseur', 'Électrolyseur'),
    ],
    [c('activity filter-pump', 'filtrer la piscine', ['switch.pompe_filtration'])],
  ),
  home(
    'r23c_it_piscina',
    'it',
    [
      ['piscina', 'Piscina'],
      ['giardino', 'Giardino'],
    ],
    [
      one('piscina', 'switch.pompa_piscina', 'Pompa piscina'),
      one('piscina', 'light.luci_piscina', 'Luci piscina'),
    ],
    [c('activity filter-pump', 'filtra la piscina', ['switch.pompa_piscina'])],
  ),
  home(
    'r23c_nl_zwembad',
    'nl',
    [
      ['zwembad', 'Zwembad'],
      ['tuin', 'Tuin'],
    ],
    [one('zwembad', 'switch.filterpomp', 'Filterpomp'), one('zwembad', 'light.zwembadlamp', 'Zwembadlamp')],
    [c('activity filter-pump', 'het zwembad filteren', ['switch.filterpomp'])],
  ),
  home(
    'r23c_pt_piscina',
    'pt',
    [
      ['piscina', 'Piscina'],
      ['jardim', 'Jardim'],
    ],
    [
      one('piscina', 'switch.bomba_filtragem', 'Bomba de filtragem'),
      one('piscina', 'light.piscina', 'Holofote piscina'),
    ],
    [c('activity', 'filtra a piscina', ['switch.bomba_filtragem'])],
  ),
  home(
    'r23c_pl_basen',
    'pl',
    [
      ['basen', 'Basen'],
      ['taras', 'Taras'],
    ],
    [
      one('basen', 'switch.pompa_basenowa', 'Pompa basenowa'),
      one('basen', 'light.basen', 'Oświetlenie basenu'),
    ],
    [c('activity filter-pump', 'przefiltruj basen', ['switch.pompa_basenowa'])],
  ),
  home(
    'r23c_sv_pool',
    'sv',
    [
      ['pool', 'Pool'],
      ['altan', 'Altan'],
    ],
    [one('pool', 'switch.poolpump', 'Poolpump'), one('pool', 'light.poolbelysning', 'Poolbelysning')],
    [c('activity filter-pump', 'filtrera poolen', ['switch.poolpump'])],
  ),
  home(
    'r23c_ko_pool',
    'ko',
    [
      ['pool', '수영장'],
      ['yard', '마당'],
    ],
    [one('pool', 'switch.pool_pump', '수영장 펌프'), one('pool', 'light.pool', '수영장 조명')],
    [c('activity filter-pump', '수영장 여과해 줘', ['switch.pool_pump'])],
  ),
  home(
    'r23c_zh_pool',
    'zh',
    [
      ['pool', '泳池'],
      ['yard', '院子'],
    ],
    [one('pool', 'switch.pool_pump', '泳池水泵'), one('pool', 'light.pool', '泳池灯')],
    [c('activity filter-pump', '过滤泳池', ['switch.pool_pump'])],
  ),
];

/** Rule 4: a place said alone whose one thing is hidden: that thing is not available, not "nothing there". */
const HIDDEN_ALONE: EvalSuite[] = [
  home(
    'r23c_sv_angbastu',
    'sv',
    [
      ['angbastu', 'Ångbastu'],
      ['kok', 'Kök'],
      ['vind', 'Vind'],
    ],
    [
      one('angbastu', 'switch.anggenerator', 'Ånggenerator', { hidden: true }),
      one('kok', 'light.kok', 'Köksbelysning'),
      one('vind', 'light.vind_1', 'Vindslampa', { hidden: true }),
      one('vind', 'fan.vind', 'Vindsfläkt', { hidden: true }),
    ],
    [
      c('hidden-similar hidden-alone', 'ångbastun', 'not-exposed'),
      c('hidden-similar', 'vinden', 'empty'),
      c('ordinary', 'köksbelysningen', ['light.kok']),
    ],
  ),
  home(
    'r23c_en_workshop',
    'en',
    [
      ['workshop', 'Workshop'],
      ['porch', 'Porch'],
    ],
    [
      one('workshop', 'switch.table_saw', 'Table Saw', { hidden: true }),
      one('workshop', 'sensor.table_saw_power', 'Table Saw Power', { hidden: true, deviceClass: 'power' }),
      one('porch', 'light.porch', 'Porch Light'),
    ],
    [c('hidden-similar hidden-alone', 'the workshop', 'not-exposed')],
  ),
  home(
    'r23c_de_dampfbad',
    'de',
    [
      ['dampfbad', 'Dampfbad'],
      ['flur', 'Flur'],
    ],
    [
      one('dampfbad', 'switch.dampfgenerator', 'Dampfgenerator', { hidden: true }),
      one('flur', 'light.flur', 'Flurlicht'),
    ],
    [c('hidden-similar hidden-alone', 'das Dampfbad', 'not-exposed')],
  ),
  home(
    'r23c_es_bodega',
    'es',
    [
      ['bodega', 'Bodega'],
      ['salon', 'Salón'],
    ],
    [
      one('bodega', 'switch.vinoteca', 'Vinoteca', { hidden: true }),
      one('salon', 'light.salon', 'Lámpara salón'),
    ],
    [c('hidden-similar hidden-alone', 'la bodega', 'not-exposed')],
  ),
];

/** Rule 5: the question's "how" is no name, in every language. */
const temperature = { deviceClass: 'temperature' };
const humidity = { deviceClass: 'humidity' };
const HOW_WORD: EvalSuite[] = [
  ['en', 'Hot Tub', 'how warm is the hot tub'],
  ['de', 'Whirlpool', 'wie warm ist der Whirlpool'],
  ['es', 'Jacuzzi', 'qué tan caliente está el jacuzzi'],
  ['es', 'Jacuzzi', 'cuán caliente está el jacuzzi'],
  ['fr', 'Spa', 'à quel point le spa est chaud'],
  ['it', 'Idromassaggio', "quanto è calda l'idromassaggio"],
  ['nl', 'Bubbelbad', 'hoe warm is het bubbelbad'],
  ['pt', 'Jacuzzi', 'quão quente está o jacuzzi'],
  ['pt', 'Ofurô', 'quão quente está o ofurô'],
  ['pl', 'Jacuzzi', 'jak ciepłe jest jacuzzi'],
  ['sv', 'Badtunna', 'hur varm är badtunnan'],
  ['da', 'Spabad', 'hvor varmt er spabadet'],
  ['ko', '자쿠지', '자쿠지 얼마나 따뜻해'],
  ['ja', 'ジャグジー', 'ジャグジーはどれくらい暖かい'],
  ['zh', '按摩池', '按摩池有多热'],
].map(([language, area, say], at) =>
  home(
    `r23c_${language}_how_${at}`,
    language!,
    [
      ['tub', area!],
      ['hall', 'Hall'],
    ],
    [
      one('tub', `sensor.tub_${at}`, `${area} temp`, temperature),
      one('tub', `sensor.tub_humidity_${at}`, `${area} %`, humidity),
      one('tub', `light.tub_${at}`, `${area} LED`),
    ],
    [c('activity how-word', say!, [`sensor.tub_${at}`])],
  ),
);

/** Rule 6: the Danish order to wash the floor is the mopping robot's, not a thing named by the floor. */
const WASH_FLOOR: EvalSuite[] = [
  home(
    'r23c_da_gulv',
    'da',
    [
      ['alrum', 'Alrum'],
      ['kokken', 'Køkken'],
    ],
    [
      one('alrum', 'vacuum.roborock_q7', 'Roborock Q7'),
      one('alrum', 'light.gulvlampe', 'Gulvlampe'),
      one('kokken', 'light.kokken', 'Køkkenlampe'),
    ],
    [
      c('activity wash-floor', 'vask gulvet', ['vacuum.roborock_q7']),
      c('activity wash-floor', 'vask gulvet i alrummet', ['vacuum.roborock_q7']),
      c('ordinary', 'gulvlampen', ['light.gulvlampe']),
    ],
  ),
];

/** Rule 7: a kind said with a place whose thing is named as that kind in one word is that thing. */
const COMPOUND_IN_PLACE: EvalSuite[] = [
  home(
    'r23c_da_garage_vac',
    'da',
    [
      ['garage', 'Garage'],
      ['stue', 'Stue'],
    ],
    [one('garage', 'switch.garagestovsuger', 'Garagestøvsuger'), one('stue', 'vacuum.roomba', 'Roomba')],
    [
      c('name-wins', 'støvsugeren i garagen', ['switch.garagestovsuger']),
      c('activity', 'støvsug garagen', ['vacuum.roomba']),
    ],
  ),
  home(
    'r23c_sv_verkstad_vac',
    'sv',
    [
      ['verkstad', 'Verkstad'],
      ['vardagsrum', 'Vardagsrum'],
    ],
    [
      one('verkstad', 'switch.verkstadsdammsugare', 'Verkstadsdammsugare'),
      one('vardagsrum', 'vacuum.roborock', 'Roborock S5'),
    ],
    [
      c('name-wins compound-in-place', 'dammsugaren i verkstaden', ['switch.verkstadsdammsugare']),
      c('activity', 'dammsug verkstaden', ['vacuum.roborock']),
    ],
  ),
  home(
    'r23c_nl_werkplaats_vac',
    'nl',
    [
      ['werkplaats', 'Werkplaats'],
      ['woonkamer', 'Woonkamer'],
    ],
    [
      one('werkplaats', 'switch.werkplaatsstofzuiger', 'Werkplaatsstofzuiger'),
      one('woonkamer', 'vacuum.deebot', 'Deebot'),
    ],
    [c('name-wins', 'de stofzuiger in de werkplaats', ['switch.werkplaatsstofzuiger'])],
  ),
  home(
    'r23c_de_werkstatt_vac',
    'de',
    [
      ['werkstatt', 'Werkstatt'],
      ['wohnzimmer', 'Wohnzimmer'],
    ],
    [
      one('werkstatt', 'switch.werkstattstaubsauger', 'Werkstattstaubsauger'),
      one('wohnzimmer', 'vacuum.roborock', 'Roborock'),
    ],
    [c('name-wins', 'den Staubsauger in der Werkstatt', ['switch.werkstattstaubsauger'])],
  ),
];

export const TWENTY_THIRD_ROUND_C: EvalSuite[] = [
  ...CAR_CHARGE,
  ...HEAT_PLACE,
  ...FILTER_PUMP,
  ...HIDDEN_ALONE,
  ...HOW_WORD,
  ...WASH_FLOOR,
  ...COMPOUND_IN_PLACE,
];
