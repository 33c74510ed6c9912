// What people do with a kind of device, said instead of the device ("brightness in the study",
// "watering the lawn", "mopping", "how warm is it outside", "music on the balcony"), in en, de, es, fr,
// it, nl, pt, pl, sv, da, ko, ja and zh. Each word implies the kind as a kind word would; the parser
// uses one only when no name of the home holds it ("Hot Tub" stays a name). Vocabulary only.
// The domains and device classes are Home Assistant's; the words follow the translations of its
// domains and device classes and of the Assist intents' sentences in each language.

export interface ActivityEntry {
  domain: string;
  classes?: readonly string[];
  strict?: boolean;
  /** The domain asked for when nothing of the kind is there ("how warm is it outside": the weather). */
  fallback?: string;
  /** Phrases separated by "|"; written naturally, normalized when the table is built. */
  one: string;
  /**
   * The appliance concept (device-words.ts) a device of another domain is named by when it does the
   * same ("Tropfbewässerung", a switch, waters the balcony): asked for when none of the kind is there.
   */
  concept?: string;
  /** Its words are verbs: said as an order too ("friega", "dammsug"; forms/imperative.ts). */
  orders?: boolean;
}

export const ACTIVITIES: readonly ActivityEntry[] = [
  {
    domain: 'light',
    one: 'brightness|bright|dim|dimmer|helligkeit|hell|dimmen|brillo|luminosidad|luminosité|luminosita|luminosità|helderheid|brilho|luminosidade|jasność|jasnosc|ljusstyrka|lysstyrke|claridade|claridad|clarté|jasno|밝기|明るさ|亮度',
  },
  {
    domain: 'vacuum',
    orders: true,
    // With the mop itself, in each language's word for it ("fregona", "mocio", "dweil", "モップ", "拖把").
    one:
      'vacuuming|hoovering|mopping|mop|cleaning|sweeping|sweep|saugen|staubsaugen|wischen|putzen|aspirar|fregar|barrer|fregar el suelo|trapear|trapea|trapeá|trapeen|trapeo|trapeado|pasar el trapeador|pasar el trapo|pasar la mopa|mopear|fregar el piso|limpiar|aspirer|passer l aspirateur|serpillière|passer la serpillière|ménage|faire le ménage|aspirare|pulire|pulizie|lavare il pavimento|stofzuigen|dweilen|schoonmaken|limpar|limpeza|odkurzać|odkurzanie|odkurz|sprzątanie|sprzątać|mopowanie|dammsuga|dammsugning|städa|städning|moppa|støvsuge|rengøring|passar pano|passar o pano|pano|esfregar|mopa|mopować|umyj podłogę|feudeln|wischen lassen|gulvvask|vaske gulv|vask gulv|vask gulvet|vaske gulvet|fregona|pasar la fregona|mocio|passare il mocio|esfregona|passar a esfregona|wischmopp|dweil|mopp|moppe|걸레|モップ|モップがけ|拖把|청소|청소해|걸레질|물걸레|掃除|拭き掃除|床拭き|水拭き|扫地|拖地|打扫|清扫' +
      // Danish "vask gulvet": the four-letter order and the definite floor, which forms/imperative.ts and a
      // home without the bare word "gulv" do not give.
      // The job named as a noun ("støvsugningen", "la limpieza", "l'aspiration", "a aspiração").
      '|støvsugning|limpieza|aspiration|aspirazione|aspiración|aspiração|moppning|nettoyage' +
      // Sweeping, as a robot vacuum is sold (a "robot sweeper", 扫地机器人): the verb in each language, whose
      // noun forms/job-noun.ts gives ("el barrido", "le balayage", "zamiatanie"); Korean and Japanese nouns.
      '|kehren|fegen|balayer|spazzare|vegen|varrer|zamiatać|zamiataj|pozamiataj|sopa|feje|쓸기|비질|掃き掃除' +
      // The mop as regions say it: Belgian "loque", northern French "wassingue", Swiss "panosse", Venezuelan
      // "coleto", River Plate "lampazo", Caribbean "mapear", Italian "straccio", Cantonese "抹地", "雑巾がけ".
      '|passer la loque|loque|passer la wassingue|wassingue|passer la panosse|panosse|pasar el coleto|coleto|pasar el lampazo|lampazo|mapear|mapeo|passare lo straccio|straccio|våttorka|våttorkning|opdweilen|물걸레질|雑巾がけ|ぞうきんがけ|抹地|抹下地|抹地板',
  },
  {
    // Sending it back to its dock to charge: the vacuum's return order (Home Assistant's "return to base"),
    // said around its name ("让追觅回去充电"). Charging alone is no vacuum's (a car charges too).
    domain: 'vacuum',
    one: 'back to the dock|back to its dock|back to base|to its base|return to base|zurück zur ladestation|zur ladestation|zurück zur basis|vuelve a la base|volver a la base|a su base|retour à la base|à sa base|torna alla base|alla base|terug naar de basis|naar het dock|volta para a base|para a base|wróć do stacji|do stacji dokującej|tillbaka till laddstationen|till laddstationen|tilbage til opladeren|tilbage til basen|충전하러 보내|충전하러 가|충전기로 보내|충전대로 보내|充電に戻って|充電に戻す|充電しに戻って|ドックに戻って|基地に戻って|回去充电|回充|回充电座|回基站|回座充',
  },
  {
    domain: 'valve',
    concept: 'watering',
    orders: true,
    // With the job named as a noun ("bevattningen", "de beregening").
    one: 'bevattning|beregening|water the|irrigate|sprinkle|gießen|giessen|bewässern|wässern|sprengen|regar|arroser|annaffiare|innaffiare|irrigare|sproeien|water geven|besproeien|podlewanie|podlej|podlać|podlewać|aguar|molhar|vattna|vande|vanding|vanne|물주기|물 주기|물줘|물 줘|급수|水やり|水まき|水撒き|水まい|水撒い|水をまい|水を撒い|水をまく|水を撒く|散水|浇水|浇花|淋花|淋水|淋草|滴灌',
  },
  {
    domain: 'media_player',
    one:
      'song|songs|playlist|podcast|volume|lied|lieder|lautstärke|canción|canciones|volumen|chanson|chansons|canzone|canzoni|liedje|liedjes|canção|música ambiente|piosenka|piosenki|głośność|låt|låtar|volym|sang|sange|노래|볼륨|曲|歌|音量|歌曲' +
      // Louder or quieter, said of sound only (not "higher", "lower", which blinds and heating take too).
      '|louder|quieter|lauter|leiser|luider|harder|zachter|głośniej|ciszej|podgłośnij|ścisz|tystare|stillere|소리|声音|大声点|小声点|大声一点|小声一点|音を大きく|音を小さく' +
      // The sound itself and its volume, as Assist's media sentences say them (the intents' "sound", "son",
      // "lyd", "lydstyrke", "volum"); in French, Dutch and Portuguese with the article ("le son", "het geluid",
      // "o som": "son" alone is Spanish "are", "som" Swedish "as").
      '|sound|le son|du son|sonido|el sonido|suono|il suono|geluid|het geluid|o som|dźwięk|ljud|ljudet|volymen|lyd|lyden|lydstyrke|lydstyrken|volum|volumet|사운드|サウンド',
  },
  {
    // Heating the water or the pool: the water heater, else a device named a heater ("Riscaldatore
    // piscina", "Pool Heater"). Verb with its object: "heat" alone is the thermostat's.
    domain: 'water_heater',
    concept: 'heater',
    one: 'heat the pool|heat up the pool|heat the water|pool heizen|pool aufheizen|wasser aufheizen|calentar la alberca|calentar la piscina|calentar el agua|chauffer la piscine|chauffer l eau|scaldare la piscina|riscaldare la piscina|scaldare l acqua|riscaldare l acqua|zwembad verwarmen|water verwarmen|aquecer a piscina|aquecer a água|podgrzej basen|podgrzać basen|podgrzej wodę|värm poolen|värma poolen|varm poolen|수영장 데워|물 데워|お風呂を沸かす|お風呂沸かして|お風呂を沸かして|風呂を沸かす|沸かす|沸かして|お湯張り|お湯はり|加热泳池|烧热水',
  },
  {
    domain: 'humidifier',
    classes: ['dehumidifier'],
    strict: true,
    one: 'dehumidify|entfeuchten|deshumidificar|déshumidifier|deumidificare|ontvochtigen|desumidificar|osuszanie|osusz|avfukta|affugte|avfukte|제습|除湿|抽湿',
  },
  {
    domain: 'lawn_mower',
    orders: true,
    // With the job named as a noun ("græsslåningen", "la siega", "o corte da relva", "잔디깎기").
    one: 'græsslåning|plæneklipning|siega|corte del césped|corte de césped|corte del pasto|taglio dell erba|taglio del prato|corte da relva|corte da grama|corte do gramado|잔디깎기|mowing|mow|mow the lawn|mähen|rasen mähen|cortar el césped|cortar la hierba|tondre|tondre la pelouse|tonte|tagliare l erba|falciare|maaien|gras maaien|cortar a relva|cortar a grama|kosić|koszenie|klippa gräset|gräsklippning|slå græs|slå græsset|slå plænen|klipp gräsmattan|klippa gräsmattan|klipp gräset|klipp plenen|skoś trawnik|kosić trawnik|skosić trawnik|cortar a grama|cortar o gramado|aparar a grama|잔디 깎기|잔디 깎아|잔디깎아|잔디 깎아줘|잔디깎아줘|잔디 깎아주세요|芝刈り|芝を刈|芝生を刈|草刈り|割草',
  },
  {
    domain: 'sensor',
    classes: ['temperature'],
    strict: true,
    fallback: 'weather',
    // "How much is it doing": "il fait combien", "quanto tá fazendo", "quanto fa fuori", "cuánto hace".
    // Adjectives in each gender ("la piscina è calda", "¿está fría?", "jak zimna jest woda"). Scandinavian
    // adjectives agree with the noun: "hur varm är bastun", "hvor varmt er det". The common
    // forms only after "how": alone "värm" (heat up) and "varmen" (the heat) read as "varm".
    one:
      'warm|cold|hot|chilly|freezing|cool|kühl|koel|kalt|heiß|caliente|calor|frío|fría|fria|frio|calda|fredda|chaude|froide|zimna|zimny|zimne|ciepła|ciepły|chaud|froid|frette|fret|frisquet|il fait combien|fait combien|combien il fait|combien fait il|quanto está fazendo|quanto tá fazendo|quantos graus está fazendo|quantos graus tá fazendo|quantos graus faz|tá fazendo quanto|está fazendo quanto|quanto faz|faz quanto|quanto fa|fa quanto|cuánto hace|caldo|freddo|koud|heet|quente|ciepło|zimno|varmt|kallt|koldt|kaldt|hur varm|hur kall|hvor varm|hvor kald|hvor kold|더워|추워|따뜻해|춥나|춥니|춥냐|춥지|덥나|덥니|덥냐|덥지|暑い|寒い|暖かい|多热|多冷|冷|热|冷不冷|热不热|凉快|쌀쌀해' +
      // As regions say it: Cantonese "幾凍", "熱唔熱", Kyushu "寒か", Kansai and Tokyo "さぶい", Hokkaido
      // "しばれる", Gyeongsang "춥노", Jeolla "춥제".
      '|幾凍|幾熱|凍唔凍|熱唔熱|好凍|寒か|暑か|さむか|あつか|さぶい|さむっ|あつっ|しばれる|춥노|덥노|춥제|덥제',
  },
  // "How humid is it in the bathroom", "wie feucht ist es im Bad": the humidity sensor there.
  {
    domain: 'sensor',
    classes: ['humidity'],
    strict: true,
    fallback: 'weather',
    one: 'humid|muggy|damp|feucht|schwül|húmedo|húmeda|humide|umido|umida|afoso|vochtig|benauwd|úmido|úmida|abafado|wilgotno|parno|fuktigt|fugtigt|fuktig|fugtig|습해|눅눅해|蒸し暑い|湿っぽい|潮湿|闷热|潮不潮|じめじめ|ジメジメ',
  },
  // "How windy is it", "wie windig ist es draußen", "czy mocno wieje": the wind speed sensor, else the
  // weather. Not French "vent" alone (an English air vent), Danish "vind" (a Swedish attic), "blæser" (a
  // Danish fan), nor 风/風 alone (风扇, 扇風機, お風呂).
  {
    domain: 'sensor',
    classes: ['wind_speed'],
    strict: true,
    fallback: 'weather',
    one: 'windy|wind|windig|weht|stürmisch|viento|ventoso|hace viento|du vent|de vent|il vente|venteux|vento|ventoso|tira vento|waait|hard waait|waait hard|winderig|ventania|venta|wiatr|wietrznie|wieje|blåser|blåsigt|blæsende|blæsevejr|바람|바람이|바람 불어|바람이 불어|바람 부나|바람 불까|風が|風は|風強|刮风|风大|风很大|风力|大风',
  },
];
