// Issue 26, round 24e: cases of our own, in homes of our own, for the rules that slice 81 (small city flats
// whose devices keep the names their integrations gave them, asked for by what they are and where they
// stand) stood for. The first tag is the category, the second the rule exercised (cases without a rule tag
// are guards that passed before and after).
import { c, type EvalSuite } from './eval-home.js';
import { home, homeOf } from './few-rooms-home.js';
import { one } from './held-out/one-device.js';

/**
 * Rule 1: a thing said by its place beside another thing that no name says ("the outlet next to the
 * television", "die Steckdose neben dem Fernseher", "la presa accanto alla TV", "티비 옆에 있는 플러그",
 * "风扇附近的插座") is the one of its kind on the other thing's device, else in the room where the other thing
 * stands; several there are asked about. In Korean, Japanese and Chinese the thing asked for comes last.
 */
const BESIDE: EvalSuite[] = [
  home(
    'r24e_en_beside',
    'en',
    [
      ['lounge', 'Lounge'],
      ['study', 'Study'],
      ['guest', 'Guest Room'],
    ],
    [
      ['lounge', 'switch.shelly_plug_s', 'Shelly Plug S'],
      ['study', 'switch.shelly_plug_s_2', 'Shelly Plug S 2'],
      ['guest', 'switch.shelly_plug_s_3', 'Shelly Plug S 3'],
      ['lounge', 'media_player.philips_ambilight', 'Philips Ambilight'],
      ['study', 'fan.pedestal_fan', 'Pedestal Fan'],
      ['lounge', 'light.arc_lamp', 'Arc Lamp'],
      ['study', 'light.banker_lamp', 'Banker Lamp'],
    ],
    [
      c('ordinary beside', 'the outlet next to the television', ['switch.shelly_plug_s']),
      c('ordinary beside', 'the plug near the fan', ['switch.shelly_plug_s_2']),
      c('ordinary beside', 'the lamp by the TV', ['light.arc_lamp']),
      c('ordinary beside', 'the Shelly plug next to the fan', ['switch.shelly_plug_s_2']),
      c('ordinary', 'the plug in the guest room', ['switch.shelly_plug_s_3']),
      c('ordinary beside-named', 'the plug next to the Ambilight', ['switch.shelly_plug_s']),
      c('ask-one', 'the plug', {
        ask: ['switch.shelly_plug_s', 'switch.shelly_plug_s_2', 'switch.shelly_plug_s_3'],
      }),
    ],
  ),
  homeOf(
    'r24e_en_same_device',
    'en',
    [
      ['den', 'Den'],
      ['loft', 'Loft'],
    ],
    [
      {
        name: 'Bravia',
        area: 'den',
        entities: [
          ['media_player.bravia', 'Bravia'],
          ['switch.bravia_outlet', 'Bravia Outlet'],
        ],
      },
      one('den', 'switch.wall_outlet', 'Wall Outlet'),
      one('loft', 'switch.wall_outlet_2', 'Wall Outlet 2'),
    ],
    [
      c('ordinary beside', 'the outlet by the TV', ['switch.bravia_outlet']),
      c('ordinary', 'the outlet in the loft', ['switch.wall_outlet_2']),
      c('ordinary', 'the outlet by the Bravia', ['switch.bravia_outlet']),
    ],
  ),
  home(
    'r24e_de_beside',
    'de',
    [
      ['kueche', 'Küche'],
      ['wohnzimmer', 'Wohnzimmer'],
      ['arbeitszimmer', 'Arbeitszimmer'],
    ],
    [
      ['kueche', 'switch.meross_plug', 'Meross Plug'],
      ['wohnzimmer', 'switch.meross_plug_2', 'Meross Plug 2'],
      ['arbeitszimmer', 'switch.meross_plug_3', 'Meross Plug 3'],
      ['wohnzimmer', 'media_player.sony_bravia', 'Sony Bravia'],
      ['arbeitszimmer', 'fan.standventilator', 'Standventilator'],
    ],
    [
      c('ordinary beside', 'die Steckdose neben dem Fernseher', ['switch.meross_plug_2']),
      c('ordinary beside', 'den Zwischenstecker beim Ventilator', ['switch.meross_plug_3']),
      c('ordinary', 'die Steckdose in der Küche', ['switch.meross_plug']),
      c('ordinary beside-named', 'die Steckdose neben dem Sony', ['switch.meross_plug_2']),
    ],
  ),
  home(
    'r24e_es_beside',
    'es',
    [
      ['cocina', 'Cocina'],
      ['estudio', 'Estudio'],
      ['sala', 'Sala de estar'],
    ],
    [
      ['cocina', 'switch.enchufe_wifi', 'Enchufe WiFi'],
      ['estudio', 'switch.enchufe_wifi_2', 'Enchufe WiFi 2'],
      ['sala', 'switch.enchufe_wifi_3', 'Enchufe WiFi 3'],
      ['sala', 'media_player.televisor_lg', 'Televisor LG'],
      ['estudio', 'fan.ventilador_de_pie', 'Ventilador de pie'],
    ],
    [
      c('ordinary beside', 'el enchufe junto a la televisión', ['switch.enchufe_wifi_3']),
      c('ordinary beside', 'el enchufe del ventilador', ['switch.enchufe_wifi_2']),
      c('ordinary', 'el enchufe de la cocina', ['switch.enchufe_wifi']),
      c('ordinary beside-named', 'el enchufe al lado del Televisor LG', ['switch.enchufe_wifi_3']),
    ],
  ),
  home(
    'r24e_fr_beside',
    'fr',
    [
      ['cuisine', 'Cuisine'],
      ['bureau', 'Bureau'],
      ['salon', 'Salon'],
    ],
    [
      ['cuisine', 'switch.prise_wifi', 'Prise WiFi'],
      ['bureau', 'switch.prise_wifi_2', 'Prise WiFi 2'],
      ['salon', 'switch.prise_wifi_3', 'Prise WiFi 3'],
      ['salon', 'media_player.philips_oled', 'Philips OLED'],
      ['bureau', 'fan.ventilateur_colonne', 'Ventilateur colonne'],
      ['salon', 'light.lampadaire', 'Lampadaire'],
      ['bureau', 'light.lampe_bureau', 'Lampe bureau'],
    ],
    [
      c('ordinary beside', 'la prise près du ventilateur', ['switch.prise_wifi_2']),
      c('ordinary beside', 'la lampe à côté de la télévision', ['light.lampadaire']),
      c('ordinary', 'la prise de la cuisine', ['switch.prise_wifi']),
      c('ordinary beside-named', 'la prise près du Philips', ['switch.prise_wifi_3']),
    ],
  ),
  home(
    'r24e_it_beside',
    'it',
    [
      ['cucina', 'Cucina'],
      ['salotto', 'Salotto'],
      ['studio', 'Studio'],
    ],
    [
      ['cucina', 'switch.presa_wifi', 'Presa WiFi'],
      ['salotto', 'switch.presa_wifi_2', 'Presa WiFi 2'],
      ['studio', 'switch.presa_wifi_3', 'Presa WiFi 3'],
      ['salotto', 'media_player.tv_samsung', 'Samsung Frame'],
      ['studio', 'fan.ventilatore_a_colonna', 'Ventilatore a colonna'],
      ['salotto', 'light.piantana', 'Piantana'],
      ['studio', 'light.lampada_scrivania', 'Lampada scrivania'],
    ],
    [
      c('ordinary beside', 'la presa accanto alla TV', ['switch.presa_wifi_2']),
      c('ordinary beside', 'la lampada vicino al ventilatore', ['light.lampada_scrivania']),
      c('ordinary', 'la presa in cucina', ['switch.presa_wifi']),
      c('ordinary beside-named', 'la presa accanto al Samsung Frame', ['switch.presa_wifi_2']),
    ],
  ),
  home(
    'r24e_nl_beside',
    'nl',
    [
      ['keuken', 'Keuken'],
      ['woonkamer', 'Woonkamer'],
      ['zolder', 'Zolder'],
    ],
    [
      ['keuken', 'switch.wandcontactdoos', 'Wandcontactdoos'],
      ['woonkamer', 'switch.wandcontactdoos_2', 'Wandcontactdoos 2'],
      ['woonkamer', 'switch.wandcontactdoos_3', 'Wandcontactdoos 3'],
      ['zolder', 'switch.wandcontactdoos_4', 'Wandcontactdoos 4'],
      ['woonkamer', 'media_player.ambilight', 'Ambilight'],
      ['zolder', 'fan.torenventilator', 'Torenventilator'],
    ],
    [
      c('ask-one beside', 'het stopcontact naast de tv', {
        ask: ['switch.wandcontactdoos_2', 'switch.wandcontactdoos_3'],
      }),
      c('ordinary beside', 'de stekker bij de ventilator', ['switch.wandcontactdoos_4']),
      c('ordinary', 'het stopcontact in de keuken', ['switch.wandcontactdoos']),
      c('ask-one beside-named', 'het stopcontact bij de Ambilight', {
        ask: ['switch.wandcontactdoos_2', 'switch.wandcontactdoos_3'],
      }),
    ],
  ),
  home(
    'r24e_pt_beside',
    'pt',
    [
      ['cozinha', 'Cozinha'],
      ['escritorio', 'Escritório'],
      ['sala', 'Sala'],
    ],
    [
      ['cozinha', 'switch.tomada_wifi', 'Tomada WiFi'],
      ['escritorio', 'switch.tomada_wifi_2', 'Tomada WiFi 2'],
      ['sala', 'switch.tomada_wifi_3', 'Tomada WiFi 3'],
      ['sala', 'media_player.televisor', 'Televisor'],
      ['escritorio', 'fan.ventoinha', 'Ventoinha de coluna'],
    ],
    [
      c('ordinary beside', 'a tomada perto da televisão', ['switch.tomada_wifi_3']),
      c('ordinary beside', 'a tomada junto à ventoinha', ['switch.tomada_wifi_2']),
    ],
  ),
  home(
    'r24e_pl_beside',
    'pl',
    [
      ['kuchnia', 'Kuchnia'],
      ['gabinet', 'Gabinet'],
      ['salon', 'Salon'],
    ],
    [
      ['kuchnia', 'switch.wtyczka_wifi', 'Wtyczka WiFi'],
      ['gabinet', 'switch.wtyczka_wifi_2', 'Wtyczka WiFi 2'],
      ['salon', 'switch.wtyczka_wifi_3', 'Wtyczka WiFi 3'],
      ['salon', 'media_player.telewizor', 'Telewizor Sony'],
      ['gabinet', 'fan.wentylator', 'Wentylator kolumnowy'],
    ],
    [
      c('ordinary beside', 'gniazdko obok telewizora', ['switch.wtyczka_wifi_3']),
      c('ordinary beside', 'gniazdko przy wentylatorze', ['switch.wtyczka_wifi_2']),
      c('ordinary beside-named', 'gniazdko obok Sony', ['switch.wtyczka_wifi_3']),
    ],
  ),
  home(
    'r24e_sv_beside',
    'sv',
    [
      ['kok', 'Kök'],
      ['arbetsrum', 'Arbetsrum'],
      ['vardagsrum', 'Vardagsrum'],
    ],
    [
      ['kok', 'switch.smartplugg', 'Smartplugg'],
      ['arbetsrum', 'switch.smartplugg_2', 'Smartplugg 2'],
      ['vardagsrum', 'switch.smartplugg_3', 'Smartplugg 3'],
      ['vardagsrum', 'media_player.philips_tv', 'Philips'],
      ['arbetsrum', 'fan.golvflakt', 'Golvfläkt'],
    ],
    [
      c('ordinary beside', 'uttaget bredvid tv:n', ['switch.smartplugg_3']),
      c('ordinary beside', 'kontakten vid fläkten', ['switch.smartplugg_2']),
      c('ordinary beside-named', 'uttaget bredvid Philips', ['switch.smartplugg_3']),
    ],
  ),
  home(
    'r24e_da_beside',
    'da',
    [
      ['koekken', 'Køkken'],
      ['kontor', 'Kontor'],
      ['stue', 'Stue'],
    ],
    [
      ['koekken', 'switch.stikkontakt', 'Stikkontakt'],
      ['kontor', 'switch.stikkontakt_2', 'Stikkontakt 2'],
      ['stue', 'switch.stikkontakt_3', 'Stikkontakt 3'],
      ['stue', 'media_player.bang_olufsen', 'BeoVision'],
      ['kontor', 'fan.standerventilator', 'Standerventilator'],
    ],
    [
      c('ordinary beside', 'stikket ved fjernsynet', ['switch.stikkontakt_3']),
      c('ordinary beside', 'stikket ved siden af ventilatoren', ['switch.stikkontakt_2']),
      c('ordinary beside-named', 'stikket ved BeoVision', ['switch.stikkontakt_3']),
    ],
  ),
  home(
    'r24e_ko_beside',
    'ko',
    [
      ['jubang', '주방'],
      ['seojae', '서재'],
      ['geosil', '거실'],
    ],
    [
      ['jubang', 'switch.peulleogeu', '스마트 콘센트'],
      ['seojae', 'switch.peulleogeu_2', '스마트 콘센트 2'],
      ['geosil', 'switch.peulleogeu_3', '스마트 콘센트 3'],
      ['geosil', 'media_player.samsung_tv', '삼성 TV'],
      ['seojae', 'fan.seonpunggi', '선풍기'],
    ],
    [
      c('ordinary beside', '티비 옆에 있는 콘센트', ['switch.peulleogeu_3']),
      c('ordinary beside', '선풍기 옆 콘센트', ['switch.peulleogeu_2']),
      c('ordinary', '주방 콘센트', ['switch.peulleogeu']),
    ],
  ),
  home(
    'r24e_ja_beside',
    'ja',
    [
      ['daidokoro', '台所'],
      ['shosai', '書斎'],
      ['ima', '居間'],
    ],
    [
      ['daidokoro', 'switch.konsento', 'スマートコンセント'],
      ['shosai', 'switch.konsento_2', 'スマートコンセント 2'],
      ['ima', 'switch.konsento_3', 'スマートコンセント 3'],
      ['ima', 'media_player.aquos', 'AQUOS'],
      ['shosai', 'fan.senpuki', '扇風機'],
    ],
    [
      c('ordinary beside', 'テレビの隣のコンセント', ['switch.konsento_3']),
      c('ordinary beside', '扇風機のそばのコンセント', ['switch.konsento_2']),
      c('ordinary', '台所のコンセント', ['switch.konsento']),
      c('ordinary beside-named', 'AQUOSの横のコンセント', ['switch.konsento_3']),
    ],
  ),
  home(
    'r24e_zh_beside',
    'zh',
    [
      ['chufang', '厨房'],
      ['shufang', '书房'],
      ['keting', '客厅'],
    ],
    [
      ['chufang', 'switch.chazuo', '智能插座'],
      ['shufang', 'switch.chazuo_2', '智能插座 2'],
      ['keting', 'switch.chazuo_3', '智能插座 3'],
      ['keting', 'media_player.haixin', '海信电视'],
      ['shufang', 'fan.fengshan', '落地扇'],
    ],
    [
      c('ordinary beside', '电视机旁边的插座', ['switch.chazuo_3']),
      c('ordinary beside', '风扇附近的插座', ['switch.chazuo_2']),
      c('ordinary', '厨房的插座', ['switch.chazuo']),
    ],
  ),
];

/**
 * Rule 3: a compound written with a hyphen after an abbreviation ("LED-listen", the LED strip) is one word
 * ("ledlisten") when its parts apart found nothing, or only no list there; over "none there" it gives one
 * thing or a question, never a group found elsewhere.
 */
const HYPHENED: EvalSuite[] = [
  home(
    'r24e_sv_hyphen',
    'sv',
    [
      ['arbetsrum', 'Arbetsrum'],
      ['hall', 'Hall'],
    ],
    [
      ['arbetsrum', 'light.hue_lightstrip', 'Hue Lightstrip'],
      ['arbetsrum', 'light.taklampa', 'Taklampa'],
      ['hall', 'light.hallampa', 'Hallampa'],
    ],
    [
      c('ordinary hyphen', 'LED-listen i arbetsrummet', ['light.hue_lightstrip']),
      c('ordinary hyphen', 'tänd LED-listen', ['light.hue_lightstrip']),
      c('ordinary', 'LED-slingan i arbetsrummet', ['light.hue_lightstrip']),
    ],
  ),
  home(
    'r24e_nb_hyphen',
    'nb',
    [
      ['stue', 'Stue'],
      ['kontor', 'Kontor'],
    ],
    [
      ['stue', 'light.led_strip', 'LED Strip'],
      ['stue', 'light.taklampe', 'Taklampe'],
      ['kontor', 'light.kontorlampe', 'Kontorlampe'],
    ],
    [
      c('ordinary hyphen', 'LED-listen i stua', ['light.led_strip']),
      c('ordinary hyphen', 'slå på LED-listen', ['light.led_strip']),
      c('ordinary', 'LED-stripen i stua', ['light.led_strip']),
    ],
  ),
];

export const TWENTY_FOURTH_ROUND_E: EvalSuite[] = [...BESIDE, ...HYPHENED];
