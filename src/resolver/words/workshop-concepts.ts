// The words for a home workshop's and a home gym's machines where a name says them another way: a 3D printer
// named by its maker or model ("Prusa MK4", "Bambu Lab P1S"), a soldering station asked for as the iron
// ("den Lötkolben", "lödkolven"), a treadmill, an exercise bike or a rowing machine by the everyday word.
// Vocabulary only: device-words.ts joins these to its concepts.

/**
 * 3D printers by the makers that make nothing else and their product lines, as the printers' own pages and
 * the shops' "3D printers" categories name them (Prusa Research: MK3/MK4/XL/Mini; Bambu Lab: X1, P1, A1,
 * 拓竹 in China; Creality: Ender, K1, CR-10, 创想三维; Anycubic: Kobra, Photon; Elegoo: Neptune, Mars; the
 * Voron and RatRig open designs; Flashforge, Qidi, Sovol, Ultimaker, Formlabs, Snapmaker), in the scripts the
 * makers write them (크리얼리티, 뱀부랩, バンブーラボ, クリエリティ). Not a maker of paper printers too.
 */
const THREE_D_PRINTER_MAKERS =
  'drukarkę 3d|drukarki 3d|3d printeren|3d skrivaren|3d drucker|prusa|prusa research|original prusa|bambu|bambu lab|bambulab|creality|ender|anycubic|elegoo|voron|ratrig|flashforge|qidi|sovol|ultimaker|formlabs|snapmaker|artillery sidewinder|' +
  '크리얼리티|뱀부랩|뱀부|엔더|バンブーラボ|バンブー|クリエリティ|プルサ|拓竹|创想三维|纵维立方|智能派';

/**
 * A soldering station asked for as the iron, and the iron said in each language (Wiktionary: soldering
 * iron, Lötkolben, soldador, fer à souder, saldatore, soldeerbout, ferro de solda, lutownica, lödkolv,
 * loddekolbe, 납땜 인두, はんだごて, 电烙铁), with the station as the shops' categories name it (soldering
 * station, Lötstation, estación de soldadura, station de soudage, stazione saldante, soldeerstation, estação
 * de solda, stacja lutownicza, lödstation, loddestation, 납땜 스테이션, はんだステーション, 焊台).
 */
const SOLDERING =
  'soldering iron|soldering station|solder station|lötkolben|lötstation|soldador|soldadora|estación de soldadura|estacion de soldar|' +
  'fer à souder|station de soudage|station de soudure|saldatore|stazione saldante|stazione di saldatura|soldeerbout|soldeerstation|' +
  'ferro de solda|ferro de soldar|estação de solda|estação de soldadura|lutownica|lutownicę|lutownicy|stacja lutownicza|' +
  'lödkolv|lödkolven|lödstation|lödstationen|loddekolbe|loddekolben|loddestation|loddestationen|loddebolt|' +
  '납땜 인두|납땜인두|인두기|납땜기|납땜 스테이션|はんだごて|半田ごて|ハンダゴテ|はんだステーション|电烙铁|烙铁|焊台|恒温焊台';

/**
 * A home gym's machines by the everyday word and the names the shops and makers give them (Wiktionary's
 * translations of treadmill, exercise bike and rowing machine; the shops' fitness categories: Laufband,
 * cinta de correr, tapis de course, tapis roulant, loopband, esteira, bieżnia, löpband/rullband, løbebånd,
 * 런닝머신, ルームランナー, 跑步机; Heimtrainer, bici estática, vélo d'appartement, cyclette, hometrainer,
 * bicicleta ergométrica, rower stacjonarny, motionscykel/kondicykel/spinningcykel, 실내자전거, エアロバイク, 动感单车;
 * Rudergerät, rameur, vogatore, roeitrainer, remador, wioślarz, roddmaskin, romaskine, 로잉머신, 划船机).
 * Concept2's rower is the RowErg. Not "cinta" alone (a Spanish LED strip), nor "rower" (Polish for a bicycle, English for a rowing machine).
 */
const TREADMILL =
  'treadmill|running machine|laufband|cinta de correr|tapis de course|tapis roulant|loopband|esteira|esteira ergométrica|' +
  'bieżnia|bieżnię|löpband|löpbandet|rullband|rullbandet|løbebånd|løbebåndet|트레드밀|런닝머신|러닝머신|' +
  'ルームランナー|トレッドミル|ランニングマシン|跑步机';
const EXERCISE_BIKE =
  'exercise bike|stationary bike|spin bike|spinning bike|indoor bike|heimtrainer|fahrradergometer|bicicleta estática|bici estática|' +
  'vélo d appartement|cyclette|bici da camera|hometrainer|fietstrainer|bicicleta ergométrica|bike ergométrica|' +
  'rower stacjonarny|rowerek stacjonarny|rowerek|spinningcykel|motionscykel|motionscykeln|träningscykel|kondicykel|kondicyklen|motionscyklen|' +
  '실내자전거|실내 자전거|스피닝 자전거|エアロバイク|フィットネスバイク|スピンバイク|健身车|动感单车|室内自行车';
const ROWING_MACHINE =
  'rowing machine|rudergerät|máquina de remo|rameur|vogatore|roeimachine|roeitrainer|remador|máquina de remo|' +
  'rowerg|wioślarz|ergometr wioślarski|roddmaskin|romaskine|로잉머신|ローイングマシン|划船机';

/**
 * An aquarium's pump is its filter: the pump a tank has is the filter's (the shops sell it as "bomba de filtro
 * para acuario", "Aquarium-Filterpumpe", "pompe de filtration aquarium", "어항 여과 펌프"), so a pump named with
 * the tank ("Bomba acuario", "Akvarie pumpe", "어항 펌프") is what "the aquarium's filter" means.
 */
const AQUARIUM_FILTER =
  'aquarium pump|aquarium pumpe|bomba acuario|bomba de acuario|bomba del acuario|bomba pecera|' +
  'pompe aquarium|pompe d aquarium|pompa acquario|pompa dell acquario|aquarium pomp|bomba aquário|' +
  'bomba do aquário|pompa akwarium|pompa do akwarium|akvarie pumpe|akvarium pump|' +
  '어항 펌프|水槽ポンプ|水槽のポンプ';

/** The Italian "vasca dei pesci" is the fish tank (Wiktionary: vasca, "tank"). */
const FISH_TANK = 'vasca dei pesci|vasca pesci|vasca per pesci';

/** Concept → its words (device-words.ts joins them to its own). */
export const WORKSHOP_CONCEPTS: Readonly<Record<string, string>> = {
  three_d_printer: THREE_D_PRINTER_MAKERS,
  soldering: SOLDERING,
  treadmill: TREADMILL,
  exercise_bike: EXERCISE_BIKE,
  rowing_machine: ROWING_MACHINE,
  filter: AQUARIUM_FILTER,
  aquarium: FISH_TANK,
};
