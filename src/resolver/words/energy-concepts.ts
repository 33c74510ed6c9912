// The words of a home's utilities: what the water and gas meters count, what electricity costs now, the hot
// water tank and the heat pump by their everyday words. Vocabulary only; device-words.ts and kind-words.ts
// join it to their own tables.
import type { KindEntry } from './kind-table.js';

/**
 * Readings by the meter's device class. Home Assistant gives a water meter the class "water", a gas meter
 * "gas" and a tariff or spot price "monetary" (its sensor device classes); people ask for them by what is
 * counted ("Wasserverbrauch", "zużycie gazu", "用水量") or by the meter ("il contatore dell'acqua",
 * "vandmåler", "燃气表"), and for the price by the price of electricity in their own words: Spanish and
 * Portuguese say "la luz" for the electricity bill ("el precio de la luz", as the PVPC is reported), Korean
 * "전기세" for the bill (Wiktionary; the utilities' own words: "Strompreis", "elpris", "stroomprijs",
 * "電気料金単価", "电价"). Water alone or gas alone is no reading: a "water heater" and a "gas boiler" are things.
 */
export const ENERGY_READINGS: Readonly<Record<string, string>> = {
  water_use:
    'water usage|water consumption|water use|water meter|water reading|wasserverbrauch|wasserzähler|wasseruhr|' +
    'consumo de agua|contador de agua|contador del agua|agua consumida|consommation d eau|compteur d eau|eau consommée|' +
    'consumo d acqua|consumo di acqua|consumi d acqua|contatore dell acqua|contatore acqua|contatore d acqua|' +
    'waterverbruik|watermeter|consumo de água|contador de água|contador da água|zużycie wody|licznik wody|wodomierz|' +
    'vattenförbrukning|vattenmätare|vandforbrug|vandmåler|물 사용량|수도 사용량|수도 계량기|수도계량기|' +
    '水道使用量|水の使用量|水道メーター|使用水量|用水量|水表',
  gas_use:
    'gas usage|gas consumption|gas use|gas meter|gasverbrauch|gaszähler|gasuhr|consumo de gas|contador de gas|' +
    'contador del gas|consommation de gaz|compteur de gaz|compteur gaz|consumo di gas|consumo del gas|consumi del gas|' +
    'contatore del gas|contatore gas|gasverbruik|gasmeter|consumo de gás|contador de gás|contador do gás|zużycie gazu|' +
    'licznik gazu|gazomierz|gasförbrukning|gasmätare|gasforbrug|gasmåler|가스 사용량|가스 계량기|가스계량기|' +
    'ガスの使用量|ガス使用量|ガスメーター|燃气用量|天然气用量|用气量|燃气表|煤气表',
  price:
    'electricity price|power price|energy price|price of electricity|electricity rate|electricity tariff|strompreis|' +
    'energiepreis|precio de la luz|precio de la electricidad|precio de la energía|prix de l électricité|' +
    'prix de l énergie|prix du kwh|prezzo dell energia|prezzo della luce|prezzo dell elettricità|stroomprijs|' +
    'energieprijs|elektriciteitsprijs|preço da luz|preço da eletricidade|preço da energia|cena prądu|cena energii|' +
    'elpris|strømpris|전기 요금|전기요금|전기세|電気の値段|電気料金|電気代|電力単価|电价|电费',
};

/** The sensor device classes each reading above asks for. */
export const ENERGY_READING_CLASSES: Readonly<Record<string, readonly string[]>> = {
  water_use: ['water'],
  gas_use: ['gas'],
  price: ['monetary'],
};

/**
 * A hot-water tank by the words people say for the hot water itself (Wiktionary: hot water tank, calentador
 * de agua, varmt vand, varmvatten, お湯, 热水, 온수): a water heater's name rarely holds them ("Termo",
 * "エコキュート"). Cold or drinking water names no water heater, so these are hot water only.
 */
export const ENERGY_KINDS: readonly KindEntry[] = [
  {
    domain: 'water_heater',
    one: 'hot water tank|hot water heater|calentador de agua|calentador del agua|varmt vand|varme vand|det varme vand|varmtvandet|varmvattnet|varmvattenet|お湯|热水|온수',
  },
];

/**
 * A heat pump by the words its name gives it: the source it draws heat from (Spanish "aerotermia", "geotermia";
 * Swedish "bergvärme", "jordvärme", Danish "jordvarme", German "Erdwärme"; Wikipedia's heat-pump articles) and
 * the abbreviations French and Italian installers write ("PAC", pompe à chaleur; "PDC", pompa di calore).
 */
export const ENERGY_CONCEPTS: Readonly<Record<string, string>> = {
  // Solar panels, said as the panels ("las placas solares", "de zonnepanelen", "ソーラーパネル") for the
  // sensor named after the production, the PV or the inverter (HA's solar integrations: "PV power",
  // "Produzione FV", "Omvormer vermogen"). Only the inverter words that name a solar inverter: "inverter",
  // "inversor" and "onduleur" also name an air conditioner or a UPS, and "太阳能" alone a solar water heater.
  solar:
    'solar panels|solar panel|solar array|photovoltaics|photovoltaic|pv|solar production|solar power|solar generation|' +
    'solaranlage|photovoltaik|photovoltaikanlage|pv anlage|solarmodule|wechselrichter|placas solares|placa solar|' +
    'paneles solares|fotovoltaica|fotovoltaicas|producción solar|panneaux solaires|panneau solaire|photovoltaïque|' +
    'production solaire|pannelli solari|pannello solare|fotovoltaico|fv|produzione solare|zonnepanelen|zonnepaneel|' +
    'omvormer|painéis solares|painel solar|produção solar|fotovoltaico|panele słoneczne|panele fotowoltaiczne|' +
    'fotowoltaika|falownik|solpaneler|solceller|solcelleanlæg|solproduktion|växelriktare|vekselretter|' +
    '태양광|태양광 패널|태양 전지판|ソーラーパネル|太陽光発電|太阳能板|太阳能电池板|太阳能发电|光伏',
  // What the home takes from the grid and what it gives back, by the words a meter's or an integration's
  // sensors are named (HA's energy dashboard: "grid consumption", "return to grid"; "Netzbezug" and
  // "Einspeisung", "teruglevering", "vertido", "immissione", "soutirage" and "injection", "売電", "上网电量")
  // and by the verbs people say it with ("pulling from the grid", "einspeisen", "vertiendo", "terugleveren").
  // The grid's noun alone ("la red", "das Netz", "la rete", "nettet") stays out: it is also the home's network.
  grid_import:
    'grid import|importing from the grid|pulling from the grid|grid consumption|netzbezug|netz beziehen|beziehen|' +
    'tirando de la red|consumo de red|soutirage|soutirée|tirée du réseau|prelievo|prelevata|prelevando|netafname|' +
    'puxar da rede|a puxar da rede|consumo da rede|pobór z sieci|pobieramy|import fra nettet|köper från nätet|買電|从电网取电|买电',
  grid_export:
    'grid export|exporting to the grid|sell to the grid|return to grid|einspeisung|einspeisen|vertido|vertido a red|' +
    'vertiendo|vertiendo a la red|inyectando|excedentes|injection|injectée|injecter|immissione|immessa|immettendo|immettendo in rete|teruglevering|' +
    'terugleveren|terug leveren|injeção|injetada|injetar|injetar na rede|injeção na rede|oddawanie|oddajemy|eksport|eksport til nettet|' +
    'sælger til nettet|säljer till nätet|såld el|売電|売っている電気|売ってる電気|卖给电网|卖电|上网电量',
  heat_pump:
    'aerotermia|aerotérmia|geotermia|aérothermie|géothermie|aerotermico|bergvärme|jordvärme|jordvarme|erdwärme|pac|pdc',
};
