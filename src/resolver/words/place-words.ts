// Common names of rooms and floors in en, de, es, fr, it, nl, pt, pl, sv, da, ko, ja and zh, so "Licht in der
// Küche" finds an area named "Kitchen" and "upstairs" a floor by its level. Used only when nothing
// matches literally. Vocabulary only, no lookups.
import { normalizeText } from '../normalize-text.js';
import { STOP_WORDS } from './target-words.js';
import {
  EVERYDAY_RELATED_ROOMS,
  EVERYDAY_ROOM_VARIANTS,
  EVERYDAY_ROOM_WORDS,
} from './everyday-room-words.js';

/**
 * "Under the roof" is how each language says the top storey under the rafters (Duden: "unterm Dach wohnen";
 * Larousse: "habiter sous les toits"): an attic's name, or the top floor when the home has no attic. Swedish
 * "under taket" is left out, as "tak" is the ceiling too.
 */
const UNDER_ROOF_PHRASES =
  'under the roof|unterm dach|unter dem dach|sous les toits|sous le toit|sotto il tetto|onder het dak|pod dachem|bajo el tejado|debaixo do telhado|sob o telhado|under taget|지붕 밑';

/** Room concept → its names (phrases separated by "|", written naturally, normalized on load). */
const ROOMS: Record<string, string> = {
  // A room of no kind ("Room 2", "Pokój 2", "房間2"), numbered or told apart by a name.
  room: 'room|zimmer|raum|habitación|pieza|pièce|stanza|pokój|pokoju|rum|rummet|rom|rommet|部屋|房间',
  kitchen:
    'kitchen|kök|köket|køkken|køkkenet|kitchenette|küche|kuchen|kochnische|cocina|cuisine|cucina|cucinotto|keuken|cozinha|kuchnia|kuchni|kuchnię|주방|부엌|キッチン|台所|厨房',
  living_room:
    'living room|vardagsrum|vardagsrummet|stue|stuen|dagligstue|living|lounge|family room|sitting room|front room|wohnzimmer|stube|salón|salon|sala|sala de estar|estar|séjour|salle de séjour|soggiorno|salotto|woonkamer|huiskamer|zitkamer|sala de estar|sala de visitas|salonie|pokój dzienny|pokój gościnny|거실|リビング|リビングルーム|居間|客厅|起居室',
  bedroom:
    'bedroom|sovrum|sovrummet|soveværelse|soveværelset|master bedroom|main bedroom|master|schlafzimmer|elternschlafzimmer|dormitorio|dormitorio principal|habitación|recámara|alcoba|chambre|chambre parentale|camera da letto|camera matrimoniale|slaapkamer|quarto|quarto principal|suíte|sypialnia|sypialni|sypialnię|침실|안방|寝室|ベッドルーム|主寝室|卧室|主卧|次卧|客卧|睡房',
  bathroom:
    'bathroom|badrum|badrummet|badeværelse|badeværelset|bath|washroom|restroom|en suite|ensuite|badezimmer|bad|baño|bano|aseo|cuarto de baño|salle de bain|salle de bains|salle d eau|bagno|badkamer|banheiro|casa de banho|łazienka|łazience|łazienki|욕실|화장실|浴室|お風呂|風呂|バスルーム|卫生间|洗手间',
  toilet:
    'toilet|toalett|toaletten|toilettet|wc|loo|powder room|half bath|toilette|gäste wc|gästebad|aseo|toilettes|toeletta|wc|lavabo|toalete|lavabo|toaleta|화장실|トイレ|厕所',
  hallway:
    'hallway|hallen|gangen|hall|corridor|landing|flur|diele|vorzimmer|vorraum|gang|korridor|pasillo|recibidor|couloir|corridoio|disimpegno|gang|hal|overloop|corredor|korytarz|przedpokój|복도|廊下|走廊|过道',
  // Chinese 门口, "the doorway" (Wiktionary), is where a flat's door is: its entrance ("门口的摄像头").
  entrance:
    'entry|entré|entréen|indgang|indgangen|entrance|entryway|foyer|front door|mudroom|eingang|eingangsbereich|windfang|entrada|recibidor|vestíbulo|entrée|ingresso|entree|ingang|hal|entrada|hall de entrada|wejście|wiatrołap|현관|玄関|玄关|门厅|门口',
  office:
    'office|kontor|kontoret|arbetsrum|arbejdsværelse|study|home office|workroom|arbeitszimmer|büro|homeoffice|despacho|oficina|estudio|bureau|ufficio|studio|studeerkamer|kantoor|werkkamer|escritório|gabinete|biuro|gabinet|서재|사무실|書斎|オフィス|仕事部屋|书房|办公室',
  dining_room:
    'dining room|matsal|matsalen|matrum|spisestue|spisestuen|dining|dining area|esszimmer|essbereich|comedor|salle à manger|sala da pranzo|eetkamer|sala de jantar|jadalnia|jadalni|식당|다이닝|ダイニング|食堂|餐厅|饭厅',
  kids_room:
    'kids room|barnrum|barnrummet|barnkammare|børneværelse|børneværelset|kid s room|kids|children s room|childrens room|child s room|childs room|nursery|playroom|kinderzimmer|spielzimmer|habitación de los niños|cuarto de los niños|habitación infantil|chambre des enfants|chambre d enfant|chambre enfant|cameretta|kinderkamer|speelkamer|quarto das crianças|quarto infantil|pokój dziecięcy|pokój dziecka|아이방|어린이방|놀이방|子供部屋|キッズルーム|儿童房|儿童间',
  game_room:
    'game room|games room|playroom|rec room|recreation room|media room|spielzimmer|spielraum|sala de juegos|salle de jeux|sala giochi|speelkamer|sala de jogos|pokój gier|게임방|놀이방|プレイルーム|游戏室|娱乐室',
  guest_room:
    'guest room|gästrum|gästrummet|gæsteværelse|gæsteværelset|guest bedroom|gästezimmer|habitación de invitados|cuarto de invitados|chambre d amis|camera degli ospiti|logeerkamer|quarto de hóspedes|pokój gościnny|손님방|客間|客室|客房',
  // Italian "box auto" and "autorimessa" are the garage of a house (Treccani, "box").
  garage:
    'garage|garaget|garagen|carport|garaje|garagem|garaż|garażu|box auto|autorimessa|차고|ガレージ|车库',
  garden:
    'garden|trädgård|trädgården|have|haven|yard|backyard|back yard|front yard|lawn|outside|outdoors|garten|draußen|fuori|all aperto|dehors|afuera|fuera|buiten|lá fora|na zewnątrz|ute|udenfor|밖|바깥|外|外面|室外|户外|外边|外頭|出面|出邊|jardín|patio trasero|jardin|cour|cour arrière|arrière cour|cour avant|courtyard|innenhof|patio interior|cortile|koer|binnenplaats|podwórko|podwórze|dziedziniec|na dworze|na dworzu|na polu|giardino|tuin|achtertuin|voortuin|jardim|quintal|ogród|ogrodzie|정원|마당|잔디|잔디밭|庭|ガーデン|花园|院子|庭院|后院|前院|庭園',
  basement:
    'basement|källare|källaren|kælder|kælderen|cellar|keller|sótano|sous sol|cave|cantina|seminterrato|kelder|porão|cave|piwnica|piwnicy|지하실|地下室',
  attic: `attic|vind|vinden|vindsvåning|loftet|loft|dachboden|dachgeschoss|spitzboden|ático|desván|buhardilla|grenier|combles|soffitta|sottotetto|mansarda|zolder|zolderkamer|sótão|strych|poddasze|다락|다락방|屋根裏|阁楼|${UNDER_ROOF_PHRASES}`,
  // Rooms a home has beside the usual ones, which a small model names in English ("shed light" for
  // "Schuur", "storage room" for "Trastero") and an area may carry in any language.
  shed: 'shed|garden shed|tool shed|outbuilding|garden house|summer house|summerhouse|schuppen|gartenhaus|gartenhütte|geräteschuppen|cobertizo|caseta|caseta de jardín|abri de jardin|abri|cabanon|casetta|casetta degli attrezzi|capanno|schuur|tuinhuis|edícula|galpão|barracão|szopa|domek narzędziowy|bod|skjul|redskapsbod|friggebod|skur|redskabsskur|udhus|헛간|物置|小屋|棚屋|工具房',
  storage:
    // 倉庫 (Japanese, and Chinese 仓库 once folded) is a storehouse, the room or shed things are kept in.
    'storage room|storage|store room|storeroom|junk room|box room|倉庫|abstellraum|abstellkammer|lagerraum|trastero|cuarto trastero|cellier|débarras|ripostiglio|sgabuzzino|magazzino|berging|bergruimte|depósito|quarto de arrumação|schowek|komórka|składzik|förråd|förrådet|förvaring|depotrum|pulterkammer|창고|수납실|納戸|储物间|杂物间',
  workshop:
    'workshop|werkstatt|hobbyraum|bastelraum|taller|atelier|laboratorio|officina|werkplaats|werkruimte|hobbykamer|warsztat|pracownia|verkstad|verkstaden|snickeri|hobbyrum|værksted|værkstedet|작업실|공방|作業部屋|作業場|工房|工作间',
  gym: 'gym|home gym|fitness room|exercise room|workout room|fitnessraum|fitnessstudio|trainingsraum|gimnasio|salle de sport|salle de fitness|palestra|fitnessruimte|fitnesskamer|academia|sala de ginástica|siłownia|gymmet|träningsrum|træningsrum|motionsrum|헬스장|운동방|홈짐|ジム|トレーニングルーム|健身房|健身室',
  closet:
    'closet|walk in closet|wardrobe|dressing room|ankleide|ankleidezimmer|vestidor|dressing|cabina armadio|guardaroba|inloopkast|quarto de vestir|garderoba|klädkammare|klädkammaren|드레스룸|옷방|ウォークインクローゼット|クローゼット|衣帽间',
  home_theater:
    'home theater|home theatre|home cinema|cinema room|movie room|heimkino|kino|kinoraum|sala de cine|cine|home cinéma|salle de cinéma|sala cinema|thuisbioscoop|sala de cinema|kino domowe|sala kinowa|hemmabio|biograf|hjemmebiograf|홈시어터|ホームシアター|シアタールーム|家庭影院|影音室',
  laundry:
    'laundry|tvättstuga|tvättstugan|vaskerum|vaskerummet|bryggers|laundry room|utility room|utility|waschküche|hauswirtschaftsraum|lavadero|cuarto de lavado|buanderie|lavanderia|washok|wasruimte|bijkeuken|lavandaria|área de serviço|pralnia|세탁실|다용도실|ランドリー|洗濯室|洗面所|洗衣房',
  // A flat roof people stand on: outdoors, where a thermometer often hangs ("Temperatura azotea", "옥상").
  rooftop:
    'rooftop|roof|roof terrace|roof deck|dachterrasse|azotea|terrasse sur le toit|toit terrasse|terrazza sul tetto|lastrico solare|dakterras|terraço na cobertura|taras na dachu|takterrass|tagterrasse|takterrasse|옥상|屋上|屋顶|天台',
  balcony:
    'balcony|balkong|balkongen|altan|altanen|balkonen|balkon|balcón|balcon|balcone|varanda|sacada|발코니|베란다|バルコニー|ベランダ|阳台',
  terrace:
    'terrace|terrass|terrassen|uteplats|patio|deck|porch|veranda|terrasse|terraza|porche|terrazza|portico|veranda|terras|terraço|alpendre|taras|weranda|테라스|テラス|露台',
  stairs:
    'stairs|trappa|trappan|trappe|trappen|staircase|stairway|treppe|treppenhaus|escalera|escaleras|escalier|scale|scala|trap|trappenhuis|escada|escadas|schody|klatka schodowa|계단|階段|楼梯',
  pantry:
    'pantry|speisekammer|despensa|garde manger|dispensa|voorraadkast|despensa|spiżarnia|팬트리|パントリー|储藏室',
};

/** Rooms people name after each other when the home has only one of them ("the hallway" → Entrance). */
export const RELATED_ROOMS: ReadonlyMap<string, readonly string[]> = new Map([
  ['hallway', ['entrance']],
  ['entrance', ['hallway']],
  ['toilet', ['bathroom']],
  ['bathroom', ['toilet']],
  ['terrace', ['balcony', 'garden']],
  ['balcony', ['terrace']],
  ['garden', ['terrace', 'rooftop']],
  ['rooftop', ['terrace']],
  ['game_room', ['kids_room']],
  ['guest_room', ['bedroom']],
  ['shed', ['storage']],
  ['storage', ['shed']],
  ...EVERYDAY_RELATED_ROOMS,
]);

/** Names for a particular room of a kind ("Master Bedroom"): an area so named holds the concept but
 *  is not the plain room, so "bedroom" in a home with "Bedroom 1" and "Master Bedroom" means both. */
export const ROOM_VARIANTS: ReadonlySet<string> = new Set(
  'master bedroom|main bedroom|master|elternschlafzimmer|dormitorio principal|chambre parentale|camera matrimoniale|quarto principal|suíte|主寝室|主卧|次卧|客卧|living|estar|kids|family room|home office|back yard|front yard|gäste wc|gästebad|half bath|powder room|en suite|ensuite'
    .split('|')
    .concat(EVERYDAY_ROOM_VARIANTS)
    .map(normalizeText),
);

/** "camera degli ospiti" → "camera ospiti": a room's phrase without its small words, as names shorten it. */
function withoutSmallWords(phrase: string): string[] {
  const words = phrase.split(' ');
  const bare = words.filter((word) => !STOP_WORDS.has(word));
  return bare.length > 1 && bare.length < words.length ? [phrase, bare.join(' ')] : [phrase];
}

/** Normalized phrase → the room concepts it names. */
export const ROOM_WORDS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [concept, list] of [...Object.entries(ROOMS), ...Object.entries(EVERYDAY_ROOM_WORDS)]) {
    for (const phrase of list.split('|').map(normalizeText).flatMap(withoutSmallWords)) {
      if (phrase === '') continue;
      const concepts = map.get(phrase) ?? [];
      if (!concepts.includes(concept)) concepts.push(concept);
      map.set(phrase, concepts);
    }
  }
  return map;
})();

/** Where a floor word points: a level, every floor above ground, the highest, or the lowest below it. */
export type FloorRef = { level: number } | { above: true } | { top: true } | { below: true };

function set(list: string): string[] {
  return list.split('|').map(normalizeText);
}

const GROUND = set(
  'ground floor|ground|bottenvåning|bottenvåningen|nedervåning|nedervåningen|nere|stueetage|stueetagen|nedenunder|nede|ground level|downstairs|main floor|erdgeschoss|eg|parterre|unten|untere etage|planta baja|bajo|abajo|piso de abajo|rez de chaussée|rdc|en bas|piano terra|pianterreno|piano terreno|piano di sotto|di sotto|begane grond|gelijkvloers|gelijkvloer|beneden|benedenverdieping|rés do chão|térreo|andar de baixo|em baixo|lá embaixo|lá em baixo|de baixo|lá de baixo|parter|na dole|아래층|일층|下の階|楼下|du bas|d en bas|di giù|giù|quaggiù',
);
const ABOVE = set(
  'upstairs|upper floor|övervåning|övervåningen|uppe|ovenpå|oppe|obergeschoss|og|oben|obere etage|arriba|planta alta|piso de arriba|en haut|à l étage|piano di sopra|di sopra|piano superiore|boven|bovenverdieping|andar de cima|de cima|lá de cima|em cima|lá em cima|piętro wyżej|na górze|na piętrze|위층|윗층|上の階|楼上|du haut|d en haut|di su|lassù|quassù',
);
/** The highest floor, however many are above ground ("top floor", "oberster Stock", "dernier étage", "最上階"). */
const TOP = set(
  'top floor|top storey|top story|top level|ganz oben|oberste etage|obersten etage|oberster stock|obersten stock|oberstes stockwerk|obersten stockwerk|oberstes geschoss|obersten geschoss|dernier étage|au dernier|ultimo piano|última planta|último piso|último andar|bovenste verdieping|översta våningen|översta våning|øverste etage|øverste sal|ostatnie piętro|ostatnim piętrze|najwyższe piętro|najwyższym piętrze|꼭대기층|꼭대기 층|맨 위층|最上階|顶楼|顶层|最上层|最高层',
);
const UNDER_ROOF = set(UNDER_ROOF_PHRASES);
const BELOW = set(
  'basement|cellar|källare|kælder|keller|untergeschoss|ug|kellergeschoss|sótano|sous sol|seminterrato|kelder|souterrain|porão|cave|piwnica|piwnicy|piwnicę|suterena|suterenie|지하|지하층|지하실|地下|地下室',
);

/** Ordinals of floors counted from the ground floor as 0 (erster Stock, primer piso, premier étage …). */
const ORDINALS: [string, number][] = [
  [
    'erste|ersten|erster|primer|primera|primero|premier|première|1er|1re|primo|prima|eerste|primeiro|pierwsze|pierwszym|pierwszy',
    1,
  ],
  ['zweite|zweiten|zweiter|segundo|segunda|deuxième|secondo|seconda|tweede|drugie|drugim|drugi', 2],
  [
    'dritte|dritten|dritter|tercer|tercera|tercero|troisième|terzo|terza|derde|terceiro|trzecie|trzecim|trzeci',
    3,
  ],
];
/** English counts the ground floor as the first (US usage, as in Home Assistant's datasets). */
const ENGLISH_ORDINALS: [string, number][] = [
  ['first|1st', 0],
  ['second|2nd', 1],
  ['third|3rd', 2],
  ['fourth|4th', 3],
];
const CJK_NUMERALS = ['一', '二', '三', '四', '五'];

/** Normalized phrase → the floor it points at. Ordinals take effect only next to a floor word. */
export const FLOOR_WORDS: ReadonlyMap<string, FloorRef> = (() => {
  const map = new Map<string, FloorRef>();
  for (const phrase of GROUND) map.set(phrase, { level: 0 });
  for (const phrase of ABOVE) map.set(phrase, { above: true });
  for (const phrase of BELOW) map.set(phrase, { below: true });
  // Under the roof is an attic's name first (ROOMS); with no attic of that name, it is the top floor.
  for (const phrase of [...TOP, ...UNDER_ROOF]) map.set(phrase, { top: true });
  // Korean, Japanese and Chinese count the ground floor as the first: 1층, 1階, 一楼 are level 0.
  for (let count = 1; count <= 5; count += 1) {
    const numeral = CJK_NUMERALS[count - 1] ?? '';
    for (const suffix of ['층', '階', '楼', '层', 'f']) {
      map.set(normalizeText(`${count}${suffix}`), { level: count - 1 });
      if (suffix !== 'f' && suffix !== '층')
        map.set(normalizeText(`${numeral}${suffix}`), { level: count - 1 });
    }
  }
  map.set('지하1층', { below: true });
  // Korean floors said with Sino-Korean numbers ("이층" is 2층), French ones by the ordinal alone ("au premier").
  for (const [at, numeral] of ['이', '삼', '사'].entries())
    map.set(normalizeText(`${numeral}층`), { level: at + 1 });
  for (const [at, ordinal] of ['premier', 'deuxième', 'troisième'].entries())
    for (const before of ['au', 'du']) map.set(normalizeText(`${before} ${ordinal}`), { level: at + 1 });
  // Danish counts the floors above the ground floor ("stuen") in "sale": "første sal" is one up.
  for (const [at, ordinal] of ['første', 'anden', 'tredje'].entries()) {
    map.set(normalizeText(`${ordinal} sal`), { level: at + 1 });
    map.set(`${at + 1} sal`, { level: at + 1 });
  }
  return map;
})();

/** Ordinal word → level, for "ordinal + floor word" ("ersten Stock", "second floor"). */
export const ORDINAL_WORDS: ReadonlyMap<string, number> = new Map(
  [...ENGLISH_ORDINALS, ...ORDINALS].flatMap(([list, level]) =>
    set(list).map((word) => [word, level] as [string, number]),
  ),
);

/** Words that say "floor" and nothing more; dropped when a floor is matched by its other words. */
export const FLOOR_FILLER: ReadonlySet<string> = new Set(
  set(
    'floor|level|storey|sal|våning|våningen|story|etage|stock|stockwerk|geschoss|planta|piso|étage|piano|verdieping|andar|piętro|piętrze|층|階|楼|层',
  ),
);

/**
 * How names mark a thing outdoors ("Outdoor Temperature", "Außentemperatur", "外気温", "室外温度"): the start
 * of a name's word, or (Chinese, Japanese, Korean) a part of it. Danish compounds open with "ude" ("udetemperatur",
 * "udelys", Den Danske Ordbog's ude-), as Norwegian and Swedish ones with "ute".
 */
export const OUTDOOR_NAME_WORDS: readonly string[] = [
  'outdoor|outside|exterior|aussen|draussen|exterieur|exterieure|esterno|esterna|buiten|externo|externa|zewnetrz|utomhus|ute|ude|udendors|udenfor|udvendig',
  '실외|외부|바깥|外',
]
  .flatMap((list) => list.split('|'))
  .map(normalizeText);

/** Words for "outside": the garden when the home has one, else nothing more than the request's setting. */
export const OUTSIDE_WORDS: ReadonlySet<string> = new Set(
  'outside|outdoors|out|draußen|fuori|dehors|afuera|fuera|buiten|fora|ute|ude|udenfor|zewnątrz|dworze|dworzu|polu|utomhus|밖|바깥|外|外面|室外|户外|外边|外頭|出面|出邊'
    .split('|')
    .map(normalizeText),
);
