// What a climate entity named by its maker or product line is, when its modes do not say: a "Daikin", an "LG
// Whisen" or a "Gree" is an air conditioner (their integrations name the unit after the maker), an "Altherma"
// or an "Ecodan" a heat pump that heats the house and may cool it. Vocabulary only.
// Sources: the makers' own product pages (split and multi-split air conditioners: Daikin, Mitsubishi Electric,
// Fujitsu General, Toshiba, Panasonic, Hitachi, Sharp, LG, Samsung, Gree, Midea, Haier, Hisense, Carrier; the
// Japanese, Korean and Chinese lines as sold there: 霧ヶ峰, 白くまくん, うるさら, エオリア, ノクリア, 大清快,
// 휘센, 무풍; air-to-water heat pumps: Daikin Altherma, Mitsubishi Ecodan, Panasonic Aquarea, Hitachi Yutaki,
// Toshiba Estia) and the Sensibo, a controller made for air conditioners.
import { normalizeText } from '../normalize-text.js';

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(' ').map(normalizeText));
}

/** Makers and lines of room air conditioners, as their climate entities are named, in every script. */
export const AIR_CONDITIONER_MAKERS: ReadonlySet<string> = words(
  'daikin mitsubishi fujitsu toshiba panasonic hitachi sharp lg samsung gree midea haier hisense carrier ' +
    'sensibo whisen windfree artcool inverter kirigamine urusara eolia nocria ' +
    '霧ヶ峰 白くまくん うるさら エオリア ノクリア 大清快 휘센 무풍 格力 美的 大金 다이킨 ダイキン',
);

/** Air-to-water heat pump lines: they heat the house first, whoever makes them. */
export const HEAT_PUMP_LINES: ReadonlySet<string> = words('altherma ecodan aquarea yutaki estia');
