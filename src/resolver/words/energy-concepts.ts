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
  // Electricity used, said with its adjective or its noun ("la consommation électrique", "il consumo di
  // corrente", "el consumo de luz", "elforbruget"): Italian "la corrente" and Spanish "la luz" are the mains
  // supply (Wiktionary), so these ask for what the home uses, as "consumption" alone does.
  electricity_use:
    'electricity consumption|electricity usage|electricity use|power consumption|power usage|electric consumption|' +
    'electrical consumption|energy consumption|energy usage|stromverbrauch|energieverbrauch|consumo eléctrico|' +
    'consumo de electricidad|consumo de luz|consumo de energía|consommation électrique|consommation d électricité|' +
    'consommation d énergie|consumo elettrico|consumo di corrente|consumo di elettricità|consumo di energia|' +
    'consumo di luce|consumo energetico|stroomverbruik|elektriciteitsverbruik|energieverbruik|consumo elétrico|' +
    'consumo de eletricidade|consumo de energia|zużycie prądu|zużycie energii|zużycie energii elektrycznej|' +
    'elförbrukning|energiförbrukning|strømforbrug|elforbrug|energiforbrug|전력 소비량|電力消費量|' +
    '電気の使用量|耗电量|用电情况',
  // Air pollution: what a particle or air-index sensor measures, said as the pollution (Wiktionary's
  // translations of "air pollution"; Airly, GIOŚ and the air-quality apps' words in each language).
  air_pollution:
    'air pollution|pollution|luftverschmutzung|contaminación|contaminación del aire|contaminación atmosférica|' +
    'pollution de l air|pollution atmosphérique|inquinamento|inquinamento dell aria|inquinamento atmosferico|' +
    'luchtvervuiling|poluição|poluição do ar|poluição atmosférica|zanieczyszczenie powietrza|zanieczyszczenia|' +
    'zanieczyszczenie|luftförorening|luftföroreningar|luftforurening|대기오염|대기 오염|공기 오염|大気汚染|' +
    '空気の汚れ|空气污染|大气污染',
};

/** The sensor device classes each reading above asks for. */
export const ENERGY_READING_CLASSES: Readonly<Record<string, readonly string[]>> = {
  water_use: ['water'],
  gas_use: ['gas'],
  price: ['monetary'],
  electricity_use: ['energy'],
  air_pollution: ['pm25', 'pm10', 'pm1', 'aqi'],
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
/**
 * Makers and lines of heat pumps that make nothing else a home exposes, as their integrations name the unit
 * ("Nibe S1255", "Thermia Atlas", "Mitsubishi Ecodan"): the makers' catalogues (NIBE, Thermia, CTC's EcoHeat,
 * alpha innotec, Waterkotte, Ochsner, Heliotherm) and the heat-pump lines of makers of more (Viessmann's
 * Vitocal, Vaillant's aroTHERM, Daikin's Altherma, Mitsubishi's Ecodan, Panasonic's Aquarea, Hitachi's Yutaki).
 */
const HEAT_PUMP_MAKERS: readonly string[] = [
  'nibe',
  'thermia',
  'ecoheat',
  'alpha innotec',
  'waterkotte',
  'ochsner',
  'heliotherm',
  'vitocal',
  'arotherm',
  'altherma',
  'ecodan',
  'aquarea',
  'yutaki',
];

/**
 * Makers of solar inverters and nothing a home would call otherwise, as their integrations name the sensors
 * ("SolarEdge Current Power", "Fronius Symo", "Growatt"; the makers' catalogues and HA's integration pages),
 * and Huawei's solar line by its names (SUN2000, FusionSolar), not Huawei alone.
 */
const SOLAR_MAKERS: readonly string[] = [
  'solaredge',
  'fronius',
  'growatt',
  'goodwe',
  'solax',
  'sungrow',
  'enphase',
  'hoymiles',
  'apsystems',
  'fusionsolar',
  'sun2000',
  'solarman',
];

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
    '태양광|태양광 패널|태양 전지판|ソーラーパネル|太陽光発電|太阳能板|太阳能电池板|太阳能发电|光伏|' +
    // The production said as one Nordic compound (Wiktionary: solcelle, solcell; "produktion", "produksjon").
    'solcelleproduktion|solcellsproduktion|solcelleproduksjon|solenergiproduktion|' +
    SOLAR_MAKERS.join('|'),
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
    'aerotermia|aerotérmia|geotermia|aérothermie|géothermie|aerotermico|bergvärme|jordvärme|jordvarme|erdwärme|pac|pdc|' +
    HEAT_PUMP_MAKERS.join('|'),
};

/** Each maker above → the one concept of what it makes, for a device whose registry names the maker. */
export const MAKER_CONCEPTS: ReadonlyMap<string, string> = new Map([
  ...HEAT_PUMP_MAKERS.map((maker) => [maker, 'heat_pump'] as const),
  ...SOLAR_MAKERS.map((maker) => [maker, 'solar'] as const),
]);

/**
 * What sells or publishes the price of electricity, as the sensors their integrations make are named: Nord
 * Pool (the Nordic and Baltic power exchange: HA's "Nord Pool" and the custom "nordpool" integrations),
 * ENTSO-E's transparency platform, Energi Data Service (Energinet's spot prices), Spain's PVPC tariff (ESIOS),
 * aWATTar's hourly prices. Such a sensor often has no device class; named so, it gives the price.
 */
export const PRICE_SOURCES: readonly string[] = [
  'nordpool',
  'nord pool',
  'entsoe',
  'entso e',
  'energi data service',
  'energidataservice',
  'pvpc',
  'esios',
  'awattar',
  'spot price',
  'spotpris',
  'spotprisen',
  'spotpreis',
];

/**
 * A solar inverter by its word where the word alone is not solar's (an "Inverter" air conditioner): Wiktionary's
 * translations of "power inverter". A power or energy sensor named with it measures what the panels give.
 */
export const INVERTER_WORDS: readonly string[] = [
  'inverter',
  'inversor',
  'onduleur',
  'invertitore',
  'inwerter',
];
