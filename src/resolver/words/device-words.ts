// Words for common appliances and readings in en, de, es, fr, it, nl, pt, pl, sv, da, ko, ja and zh,
// so "the oven" finds a switch named "Forno" and "Luftfeuchtigkeit" a humidity sensor named otherwise.
// An appliance word stands for a concept key that the index adds to every entity whose name holds
// one of its words. Vocabulary only, no lookups.
import { normalizeText } from '../normalize-text.js';
import { STOP_WORDS } from './target-words.js';
import { genitivePairNominatives } from '../forms/polish-genitive.js';
import { polishPairNominatives } from '../forms/polish-pair.js';
import { BED_WORDS, LAMP_WORDS, LIGHT_CONCEPTS } from './light-concepts.js';
import { CLIMATE_CONCEPTS } from './climate-concepts.js';
import { MEDIA_CONCEPTS } from './media-concepts.js';
import { NIGHT_CONCEPTS } from './night-concepts.js';
import { FAMILY_ROOM_CONCEPTS } from './family-room-concepts.js';
import { outdoorKeys, OUTDOOR_CONCEPTS } from './outdoor-concepts.js';
import { KITCHEN_CONCEPTS } from './kitchen-concepts.js';
import { AIR_WATER_CONCEPTS } from './air-water-concepts.js';
import { EVERYDAY_CONCEPTS } from './everyday-concepts.js';
import { CJK_APPLIANCE_CONCEPTS } from './cjk-appliance-concepts.js';
import { CJK_HOME_CONCEPTS } from './cjk-home-concepts.js';
import { CLIPPED_CONCEPTS } from './clipped-concepts.js';
import { WORKSHOP_CONCEPTS } from './workshop-concepts.js';
import { YARD_CONCEPTS } from './yard-concepts.js';
import { FLAT_CONCEPTS, flatKeys } from './flat-concepts.js';
import { ENERGY_CONCEPTS, ENERGY_READING_CLASSES, ENERGY_READINGS } from './energy-concepts.js';
import { ENTRANCE_CONCEPTS } from './entrance-concepts.js';
import { SPA_CONCEPTS } from './spa-concepts.js';
import { ROOM_READINGS } from './room-reading-words.js';
import { HOBBY_CONCEPTS } from './hobby-concepts.js';
import { FIXTURE_CONCEPTS, fixtureKeys } from './fixture-concepts.js';
import { UTILITY_CONCEPTS } from './utility-concepts.js';
import { TERRACE_CONCEPTS } from './terrace-concepts.js';
import { OUTBUILDING_CONCEPTS } from './outbuilding-concepts.js';
import { LAUNDRY_HEAD_CONCEPTS } from './laundry-head-concepts.js';
import { flowerBedLamp } from './flower-bed.js';
import { MODE_CONCEPTS, modeKeys } from './mode-concepts.js';
import { SERVED_PLACE_CONCEPTS } from './served-place-concepts.js';

// Said by what it makes ("zrób kawę", "koffie zetten"): inflected or verb forms no name holds.
const COFFEE_MADE =
  'make coffee|brew coffee|kaffee kochen|kaffee machen|hacer café|faire du café|fare il caffè|koffie zetten|koffiezetter|fazer café|zrób kawę|zrobić kawę|kawę|brygg kaffe|koka kaffe|lav kaffe|brygge kaffe|커피 내려|커피 타|コーヒーを淹れて|コーヒー淹れて|煮咖啡|泡咖啡';

// Coffee makers by their product line, which makes nothing else: a "Senseo" or "Dolce Gusto" on a plug is
// "het koffiezetapparaat", "kaffemaskinen". Not makers of other things too (De'Longhi, Krups, Philips), but
// their bean-to-cup lines, as the makers' catalogues name them ("De'Longhi Dinamica" is "la macchina del
// caffè"): De'Longhi's Magnifica, Dinamica, Eletta, PrimaDonna, Rivelia and Dedica, Philips' LatteGo, Saeco's
// Xelsis and PicoBaristo, Melitta's Caffeo.
const COFFEE_LINES =
  'senseo|nespresso|vertuo|dolce gusto|dolcegusto|tassimo|cafissimo|moccamaster|keurig|nespresso vertuo|jura|bialetti|lavazza a modo mio|illy|delta q' +
  '|magnifica|dinamica|eletta|primadonna|rivelia|dedica|lattego|xelsis|picobaristo|caffeo';

// Coffee machines by the kind of machine, which a name says where a person says "the coffee machine": a
// portafilter ("Siebträger"), a bean-to-cup, an espresso or a drip brewer ("Kaffebrygger", "Koffiezetter").
// From the shops' category trees (coffee machines → espresso, portafilter, filter, capsule; e.g. Elgiganten's
// "Kaffemaskiner → Kaffebryggere", MediaMarkt's "Kaffeemaschinen → Siebträgermaschinen") and Wiktionary's
// hyponyms of each language's word for a coffee machine.
const COFFEE_KINDS =
  'espresso|espresso maker|bean to cup|portafilter|siebträger|siebträgermaschine|espressomaschine|kaffeeautomat|filterkaffeemaschine|cafetera espresso|cafetera express|cafetera de goteo|cafetera italiana|machine expresso|machine espresso|expresso|macchina espresso|macchina da caffè|espressomachine|espressoapparaat|filterkoffiezetapparaat|máquina de expresso|máquina de espresso|máquina do café|ekspres ciśnieniowy|ekspres przelewowy|ekspres kolbowy|espressomaskin|kaffemaskin|espressomaskine|kaffebrygger|에스프레소 머신|에스프레소머신|エスプレッソマシン|エスプレッソメーカー|意式咖啡机|咖啡機';

// Floor lamps by their shape, an arc lamp or an uplighter: Wikipedia's "Floor lamp", "Stehleuchte" and
// "Lampadaire" articles and the shops' floor-lamp categories name these kinds of it.
const FLOOR_LAMP_SHAPES =
  'arc lamp|arc floor lamp|arched floor lamp|booglamp|bogenlampe|bogenleuchte|deckenfluter|uplighter|torchiere|torchère|lámpara de arco|lampadaire arc|lampadaire arceau|lampada ad arco|candeeiro de arco|lampa łukowa|båglampa|buelampe|아크 램프|아크램프|アーチランプ|钓鱼灯';

/** Concept → its words ("|"-separated phrases, written naturally, normalized on load). */
const APPLIANCES: Record<string, string> = {
  oven: 'oven|stove|cooker|backofen|ofen|herd|horno|four|forno|piekarnik|kuchenka|ugn|ovn|komfur|오븐|オーブン|烤箱',
  washer:
    'washer|washing machine|washer machine|waschmaschine|lavadora|lave linge|machine à laver|lavatrice|wasmachine|máquina de lavar|máquina de lavar roupa|máquina da roupa|pralka|tvättmaskin|vaskemaskine|세탁기|洗濯機|洗衣机|lavarropas|lava e seca|洗濯乾燥機|洗烘一体机',
  dryer:
    'dryer|tumble dryer|clothes dryer|trockner|wäschetrockner|secadora|sèche linge|asciugatrice|droger|wasdroger|droogtrommel|máquina de secar|secador de roupa|suszarka|torktumlare|tørretumbler|건조기|乾燥機|烘干机|secarropas|tumbler|干衣机|烘衣机',
  dishwasher:
    'dishwasher|geschirrspüler|spülmaschine|lavavajillas|lave vaisselle|lavastoviglie|vaatwasser|vaatwasmachine|máquina de lavar louça|máquina de lavar loiça|máquina da loiça|máquina da louça|lava louças|zmywarka|diskmaskin|opvaskemaskine|식기세척기|食洗機|食器洗い機|洗碗机|lavaplatos|lavaloza|lavapiatti|afwasmachine|afwasautomaat|opvasker|식세기|食器洗い乾燥機|食洗器|洗碗機',
  fridge:
    'fridge|refrigerator|kühlschrank|eiskasten|nevera|frigorífico|réfrigérateur|frigo|frigorifero|koelkast|geladeira|lodówka|kylskåp|køleskab|냉장고|冷蔵庫|冰箱|雪櫃|refri|refrigerador|refrigeradora|heladera|frigidaire|ijskast|kyl|chłodziarka',
  freezer:
    'freezer|gefrierschrank|gefriertruhe|congelador|congélateur|congelatore|vriezer|diepvries|congelador|zamrażarka|frys|fryser|냉동고|冷凍庫|冰柜|deep freezer|chest freezer|tiefkühler|tiefkühltruhe|gefrierfach|vrieskist|diepvriezer|arca congeladora|arca frigorífica|zamrażalnik|frysbox|frysboks|kummefryser|냉동실|冷凍室|冷冻室|冷冻柜',
  coffee:
    'coffee machine|coffee maker|espresso machine|kaffeemaschine|kaffeevollautomat|cafetera|machine à café|cafetière|macchina del caffè|macchinetta del caffè|koffiezetapparaat|koffiemachine|máquina de café|cafeteira|ekspres|ekspres do kawy|kaffebryggare|kaffemaskine|커피머신|커피메이커|コーヒーメーカー|咖啡机' +
    '|' +
    COFFEE_MADE +
    '|' +
    COFFEE_LINES +
    '|' +
    COFFEE_KINDS,
  rice_cooker:
    'rice cooker|reiskocher|arrocera|cuiseur à riz|cuociriso|rijstkoker|panela de arroz|ryżowar|riskokare|riskoker|riskoger|밥솥|전기밥솥|炊飯器|电饭煲|电饭锅|电锅|煮饭|炊饭|밥 해|밥하기|ご飯を炊いて|ご飯炊いて',
  watering:
    'irrigation|sprinkler|sprinklers|bewässerung|beregnung|regner|riego|aspersor|arrosage|arroseur|irrigazione|irrigatore|beregening|sproeier|irrigação|rega|aspersor|nawadnianie|zraszacz|bevattning|vattning|spridare|vanding|vandingsanlæg|스프링클러|관수|散水|スプリンクラー|灌溉|洒水|喷灌',
  // A computer's screen, often on a plug ("Monitor Plug"): "skærmen på kontoret". Not "screen" alone,
  // which is also a sun screen (a cover).
  monitor:
    'monitor|computer screen|pc screen|bildschirm|pantalla del ordenador|écran|schermo|beeldscherm|ecrã|ekran|monitora|skärm|skærm|모니터|モニター|显示器' +
    // Said with the computer's word, the screen is no computer ("Écran PC", "PC-Monitor", "datorskärm").
    '|pc monitor|computer monitor|pc bildschirm|computermonitor|écran pc|écran ordinateur|écran d ordinateur|pantalla pc|monitor pc|schermo pc|monitor do pc|ecrã do pc|monitor komputera|datorskärm|pc skärm|computerskærm|pc skærm|pc 모니터|컴퓨터 모니터|pcモニター|パソコンモニター|电脑显示器|電腦螢幕',
  // A computer, by the everyday word and by the kinds a name says instead (a desktop, a gaming PC, a laptop
  // on a plug): Wiktionary's hyponyms of "computer" in each language and the shops' categories (desktop,
  // gaming PC, laptop; "PC fixe", "Speldator", "게이밍 PC", "ゲーミングPC", "台式机"). Not a server or a NAS,
  // which nobody calls "the computer".
  computer:
    'computer|pc|desktop|desktop pc|desktop computer|gaming pc|gaming computer|gaming rig|laptop|workstation|imac|mac mini|mac studio|rechner|gaming rechner|ordenador|ordenador de sobremesa|pc gaming|ordinateur|ordi|pc fixe|pc portable|pc gamer|computer fisso|pc fisso|computador|computador de secretária|komputer|komputer stacjonarny|dator|speldator|stationär dator|datamaskin|spillecomputer|gamer pc|컴퓨터|데스크탑|데스크톱|게이밍 pc|노트북|피씨|パソコン|デスクトップ|ノートパソコン|电脑|台式机|台式电脑|笔记本电脑|游戏电脑|電腦',
  // The TV's set-top box, by the everyday word ("le décodeur", "der Receiver", "셋톱박스") and the operators'
  // and makers' boxes that are nothing else (Free's Freebox Player, Sky Q, Ziggo's Mediabox, Telekom's
  // MagentaTV box, MEO's box, TiVo): Wikipedia's "Set-top box" articles in each language and the operators'
  // own pages. Not a streaming stick (Chromecast, Fire TV) nor a plain "box" or "receiver" (an AV receiver).
  set_top_box:
    'set top box|settop box|settopbox|cable box|tv box|satellite box|sky q|sky box|tivo|sat receiver|satreceiver|kabelreceiver|kabel receiver|tv receiver|magenta tv box|magentatv box|decoder|decodificador|descodificador|décodeur|décodeur tv|boîtier tv|box tv|freebox player|freebox pop|freebox révolution|freebox delta|freebox mini|bbox tv|decoder sky|mediabox|mediabox next|tv ontvanger|meo box|box meo|box da tv|dekoder|dekoder tv|digitalbox|tv boks|tvboks|셋톱박스|셋탑박스|셋톱 박스|셋탑|셋톱|セットトップボックス|stb|机顶盒|電視盒|机上盒|機上盒',
  // Garden water: a pump and what it serves, so "die Teichpumpe" is the "Pond Pump" of an English-named home.
  pump: 'pump|pumpe|bomba|pompe|pompa|pomp|pompka|pumpa|펌프|ポンプ|水泵',
  pond: 'pond|teich|gartenteich|estanque|étang|bassin|laghetto|vijver|lago|staw|oczko wodne|damm|dam|연못|池|池塘',
  // With Japanese "ポット", the electric thermo pot said short, as Wiktionary's ja entry for ポット gives it.
  kettle:
    'kettle|ポット|wasserkocher|hervidor|bouilloire|bollitore|waterkoker|chaleira|czajnik|vattenkokare|elkedel|전기포트|ケトル|電気ケトル|电水壶|烧水壶|jug|electric jug|pava eléctrica|pava|jarro elétrico|kedel|커피포트|전기 주전자|電気ポット|热水壶|电热水壶|快煮壶',
  purifier:
    'air purifier|purifier|luftreiniger|purificador de aire|purificador|purificateur d air|purificateur|purificatore|purificatore d aria|luchtreiniger|purificador de ar|oczyszczacz|oczyszczacz powietrza|luftrenare|luftrenser|공기청정기|空気清浄機|空气净化器',
  nightstand:
    'nightstand|bedside|bedside table|night table|nachttisch|nachtkästchen|mesita|mesita de noche|table de chevet|chevet|comodino|nachtkastje|mesa de cabeceira|cabeceira|szafka nocna|nattduksbord|natbord|협탁|ナイトテーブル|床头|床头柜',
  // With the lamp that stands on it, in the words that say both ("Flexo", "Lampka biurkowa", "台灯").
  desk: 'desk|schreibtisch|escritorio|bureau|scrivania|bureau|secretária|biurko|skrivbord|skrivebord|책상|デスク|机|书桌|schreibtischlampe|flexo|bureaulamp|lampka biurkowa|lampa biurkowa|skrivbordslampa|skrivebordslampe|책상 스탠드|스탠드|デスクライト|スタンド|電気スタンド|デスクランプ|台灯|书桌灯',
  // A lamp that stands on the floor, and one by the bed, in the words each language makes of them.
  floor_lamp:
    'floor lamp|floor light|standing lamp|stehlampe|stehleuchte|standleuchte|lámpara de pie|lampadaire|lampada da terra|piantana|staande lamp|vloerlamp|candeeiro de pé|luminária de chão|lampa stojąca|lampa podłogowa|luminária de piso|golvlampa|standerlampe|gulvlampe|플로어 램프|플로어 스탠드|장스탠드|フロアランプ|フロアライト|フロアスタンド|落地灯|' +
    FLOOR_LAMP_SHAPES,
  // Light fitted under the kitchen's wall cabinets, by the words that name it and the phrases that say where
  // it is ("das Licht unter den Hängeschränken"): the shops' lighting categories (under-cabinet lighting,
  // Unterbauleuchten, éclairage sous meuble, luci sottopensile, onderbouwverlichting, underskåpsbelysning).
  under_cabinet:
    'under cabinet|under cabinet light|under cabinet lights|under cabinet lighting|undercabinet|under the cabinets|under the cupboards|unterbauleuchte|unterbauleuchten|unterbaubeleuchtung|unterschrankleuchte|unterschrankbeleuchtung|unter den schränken|unter den küchenschränken|unter den hängeschränken|unter den oberschränken|luz bajo mueble|luces bajo mueble|iluminación bajo mueble|bajo los muebles|debajo de los muebles|debajo de los armarios|éclairage sous meuble|réglette sous meuble|sous les meubles|sous les placards|luce sottopensile|luci sottopensile|sottopensile|sotto i pensili|onderbouwverlichting|onderkastverlichting|onder de kastjes|onder de kasten|iluminação sob armário|debaixo dos armários|oświetlenie podszafkowe|pod szafkami|underskåpsbelysning|under skåpen|underskabsbelysning|under skabene|手元灯|手元ライト|싱크대 조명',
  // A baby monitor, by the everyday word and as the names of the cameras bought for it say it ("Baby Cam",
  // "Nursery Cam", the Nanit, the Owlet Cam, the CuboAi): Wikipedia's "Baby monitor" articles and the makers'
  // pages. Said alone, "monitor" stays a computer's screen.
  baby_monitor:
    'baby monitor|babymonitor|baby cam|baby camera|babycam|nursery cam|nursery camera|nanit|owlet cam|cubo ai|cuboai|babyphone|babyfon|babykamera|vigilabebés|vigilabebes|monitor de bebé|écoute bébé|caméra bébé|babyfoon|babycamera|babá eletrónica|babá eletrônica|niania elektroniczna|elektroniczna niania|babyvakt|babyalarm|베이비 모니터|베이비모니터|베이비캠|아기 모니터|ベビーモニター|ベビーカメラ|婴儿监视器|婴儿监护器|宝宝监控器',
  // Fixtures by their shape, which a small model names in English for a home named in its own language
  // ("chandelier" for "Lampadario", "reading lamp" for "Leeslamp") and a person the other way round.
  chandelier:
    'chandelier|crystal chandelier|kronleuchter|lüster|lámpara de araña|araña|candelabro|lustre|lampadario|kroonluchter|luchter|żyrandol|ljuskrona|kristallkrona|takkrona|lysekrone|krystallysekrone|샹들리에|シャンデリア|水晶灯|水晶吊灯',
  reading_lamp:
    'reading lamp|reading light|leselampe|leseleuchte|leselicht|lámpara de lectura|luz de lectura|lampe de lecture|liseuse|lampada da lettura|luce di lettura|leeslamp|leeslampje|leeslicht|luminária de leitura|candeeiro de leitura|luz de leitura|lampka do czytania|lampa do czytania|läslampa|læselampe|독서등|독서 조명|読書灯|読書ライト|阅读灯',
  wall_lamp:
    'wall lamp|wall light|wall sconce|sconce|wandlampe|wandleuchte|wandlicht|aplique|lámpara de pared|applique|lampe murale|lampada da parete|wandlamp|arandela|luminária de parede|candeeiro de parede|kinkiet|lampa ścienna|vägglampa|væglampe|vegglampe|벽등|벽 조명|ブラケットライト|ウォールライト|壁灯',
  // Spots, by the word each language uses ("focos" in Spain, "faretti", "Strahler"), often written in
  // English in the name ("Living Room Spots").
  spot: 'spot|spots|spotlight|spotlights|downlight|downlights|strahler|einbaustrahler|einbauspots|foco|focos|ojo de buey|ojos de buey|spots encastrés|faretto|faretti|spotje|spotjes|inbouwspot|inbouwspots|halogen|halogeny|spotlampa|spotlampor|spotar|spotlys|스포트라이트|다운라이트|スポットライト|スポット|ダウンライト|射灯|筒灯',
  pendant:
    'pendant|pendant light|pendant lamp|hängelampe|hängeleuchte|pendelleuchte|pendellampe|lámpara colgante|colgante|suspension|lampada a sospensione|sospensione|hanglamp|luminária pendente|pendente|lampa wisząca|pendellampa|hængelampe|펜던트|펜던트 조명|ペンダントライト|吊灯',
  // Things a plug or a light is named after, said by a small model in English for a home named in its
  // own language ("kitchen island light" for "Kookeiland") and the other way round.
  kitchen_island:
    'kitchen island|island|kücheninsel|kochinsel|isla de cocina|isla|îlot central|îlot|isola|isola cucina|kookeiland|keukeneiland|eiland|ilha|ilha da cozinha|wyspa kuchenna|wyspa|köksö|köksön|køkkenø|kjøkkenøy|아일랜드 식탁|아일랜드|アイランドキッチン|アイランド|中岛|岛台',
  christmas_tree:
    'christmas tree|xmas tree|weihnachtsbaum|christbaum|tannenbaum|árbol de navidad|arbolito|sapin|sapin de noël|albero di natale|alberello|kerstboom|árvore de natal|choinka|julgran|juletræ|juletre|크리스마스 트리|크리스마스트리|クリスマスツリー|圣诞树',
  aquarium:
    'aquarium|fish tank|acuario|pecera|acquario|aquário|akwarium|akvarium|어항|수족관|アクアリウム|水槽|鱼缸|水族箱',
  // Everyday things on a smart plug, often named in English by the plug's app ("Air Fryer", "Towel
  // Warmer") in a home whose people speak another language, or the other way round.
  air_fryer:
    'air fryer|airfryer|heißluftfritteuse|heissluftfritteuse|fritteuse|freidora de aire|freidora|friteuse sans huile|friteuse à air|friteuse|friggitrice ad aria|friggitrice|fritadeira sem óleo|fritadeira elétrica|fritadeira|frytkownica beztłuszczowa|frytkownica|fritös|frituregryde|에어프라이어|에어 프라이어|エアフライヤー|ノンフライヤー|空气炸锅|空氣炸鍋',
  // A towel warmer is also called for what it does to the towels, heats or dries them, as shops and each
  // language's Wikipedia name it ("heated towel rack", "handdoekdroger", "aquecedor de toalhas").
  towel_warmer:
    'towel warmer|towel rail|heated towel rail|towel radiator|towel heater|towel dryer|heated towel rack|handtuchheizung|calientatoallas|toallero térmico|porte serviettes chauffant|radiateur sèche serviettes|termoarredo|handdoekdroger|handdoekwarmer|aquecedor de toalhas|secador de toalhas|toalheiro térmico|handduksvärmare|grzejnik drabinkowy|毛巾烘干架|handtuchwärmer|handtuchheizkörper|handtuchtrockner|toallero|toallero eléctrico|sèche serviettes|sèche serviette|scaldasalviette|handdoekradiator|handdoekverwarmer|toalheiro|toalheiro elétrico|suszarka na ręczniki|grzejnik łazienkowy|handdukstork|handdukstorken|håndklædetørrer|håndklædevarmer|håndkletørker|수건 건조기|タオルウォーマー|タオルヒーター|毛巾架|电热毛巾架',
  electric_blanket:
    'electric blanket|heated blanket|heizdecke|wärmedecke|manta eléctrica|couverture chauffante|termocoperta|elektrische deken|cobertor elétrico|manta elétrica|koc elektryczny|elfilt|varmetæppe|elteppe|전기장판|전기요|電気毛布|电热毯',
  string_lights:
    'string lights|fairy lights|christmas lights|lichterkette|weihnachtsbeleuchtung|guirnalda|guirnalda de luces|luces de navidad|guirlande lumineuse|guirlande|catena luminosa|luci di natale|lucine|lichtsnoer|lichtslinger|kerstverlichting|pisca pisca|cordão de luz|luzes de natal|girlanda|lampki choinkowe|julbelysning|lyskæde|julelys|lysslynge|가랜드|크리스마스 조명|ストリングライト|イルミネーション|灯串|串灯|圣诞灯',
  fountain:
    'fountain|springbrunnen|fuente|fontaine|fontana|fontein|fonte|chafariz|fontanna|fontän|springvand|fontene|분수|噴水|喷泉',
  microwave:
    'microwave|mikrowelle|microondas|micro ondes|microonde|forno a microonde|magnetron|micro ondas|mikrofalówka|mikrofala|mikrovågsugn|mikro|mikroovn|mikrobølgeovn|전자레인지|電子レンジ|微波炉',
  toaster:
    'toaster|tostadora|grille pain|tostapane|broodrooster|torradeira|toster|brödrost|brødrister|토스터|トースター|烤面包机|多士炉',
  printer:
    'printer|drucker|impresora|imprimante|stampante|impressora|drukarka|skrivare|프린터|プリンター|打印机',
  // A 3D printer prints no paper: "the 3D printer" is not the office printer, nor is "the printer" it.
  three_d_printer:
    '3d printer|3d drucker|impresora 3d|imprimante 3d|stampante 3d|impressora 3d|drukarka 3d|3d skrivare|3d skriver|3d 프린터|3d프린터|3d プリンター|3dプリンター|3d 打印机|3d打印机',
  projector:
    'projector|beamer|projektor|proyector|projecteur|vidéoprojecteur|proiettore|projetor|프로젝터|プロジェクター|投影仪|投影机',
  soundbar:
    'soundbar|sound bar|barra de sonido|barre de son|barra sonora|barra audio|barra de som|listwa dźwiękowa|사운드바|サウンドバー|回音壁|条形音箱|声霸',
  fireplace:
    'fireplace|electric fireplace|kamin|elektrokamin|chimenea|cheminée|caminetto|haard|openhaard|sfeerhaard|lareira|kominek|öppen spis|braskamin|kamin|pejs|peis|벽난로|暖炉|壁炉',
  bedside_lamp:
    'bedside lamp|bedside light|lámpara de noche|lámpara de mesita|lampe de chevet|lampada da comodino|nachtlampje|nachtlamp|bedlampje|candeeiro de cabeceira|lampka nocna|sänglampa|sengelampe|침대 조명|ベッドライト|床头灯',
  // A small light left on through the night, by a child's bed or in a hall, as each language names it (the
  // bedside lamp's words above are not repeated: "nachtlampje", "lampka nocna" stay bedside lamps).
  night_light:
    'night light|nightlight|night lamp|nachtlicht|nachtlampe|nachtleuchte|luz de noche|luz nocturna|veilleuse|luce notturna|lucina notturna|nachtlichtje|luz noturna|luz de presença|światełko nocne|nattlampa|nattljus|natlampe|natlys|수면등|취침등|야간등|常夜灯|ナイトライト|ナイトランプ|夜灯|小夜灯|起夜灯',
  ceiling:
    'ceiling|ceiling light|decke|decken|deckenlampe|deckenleuchte|techo|plafonnier|plafoniera|plafond|teto|candeeiro de teto|sufit|taklampa|taklampe|천장|天井|吸顶灯',
  // A strip of LEDs, often a Hue "Lightstrip" or a "LED Strip" in an otherwise native-named home.
  light_strip:
    'light strip|lightstrip|led strip|led stripe|led tape|strip light|lichtstreifen|lichtleiste|led streifen|led leiste|led band|lichtband|tira led|tira de led|tira de luces|ruban led|ruban lumineux|bande led|striscia led|striscia luminosa|ledstrip|led strip|lichtstrip|fita led|fita de led|taśma led|pasek led|ledlist|ljusslinga|led slinga|lysstribe|led bånd|lysstripe|ledstripe|led 스트립|led스트립|스트립|라이트 스트립|라이트스트립|줄조명|led 조명 띠|テープライト|led テープ|ledテープ|ライトストリップ|テープled|灯带|led 灯带|led灯带|灯条|led 灯条|燈帶|燈條',
  hood: 'hood|kitchen hood|range hood|cooker hood|extractor hood|dunstabzug|dunstabzugshaube|abzugshaube|campana extractora|campana|hotte|hotte aspirante|cappa|cappa aspirante|afzuigkap|dampkap|exaustor|coifa|okap|köksfläkt|spisfläkt|emhætte|레인지후드|レンジフード|抽油烟机|油烟机|extractor fan|extractor|kitchen extractor|vent hood|extractor de humos|wasemkap|wyciąg kuchenny|fläktkåpa|주방 후드|렌지후드|吸油烟机|脱排油烟机|脱排',
  // What one cooks on, apart from the oven ("la vitro", "die Herdplatte", "인덕션").
  hob: 'hob|cooktop|stovetop|induction hob|ceramic hob|induction cooktop|kochfeld|induktionskochfeld|ceranfeld|cerankochfeld|herdplatte|kochplatte|placa|placa de inducción|vitrocerámica|vitro|inducción|anafe|plaque de cuisson|plaque à induction|plaques|table de cuisson|table à induction|piano cottura|piano a induzione|piano induzione|kookplaat|inductieplaat|inductiekookplaat|keramische kookplaat|placa de indução|fogão de indução|placa vitrocerâmica|płyta indukcyjna|płyta grzewcza|płyta ceramiczna|indukcja|häll|spishäll|induktionshäll|induktionshällen|kogeplade|kogeplader|induktionskogeplade|인덕션|전기레인지|ihコンロ|コンロ|ihクッキングヒーター|クッキングヒーター|电磁炉|电陶炉|電磁爐',
  heater:
    'heater|pool heater|water heater|poolheizung|heizstab|wärmepumpe pool|calentador|calentador de alberca|chauffe eau|chauffe piscine|réchauffeur|riscaldatore|scaldabagno|verwarmer|aquecedor|esquentador|podgrzewacz|värmare|poolvärmare|varmer|히터|온수기|ヒーター|給湯器|加热器|热水器|熱水爐' +
    // A heater on a plug, by the everyday names of each language ("de kachel", "la stufetta", "온풍기").
    '|space heater|fan heater|heizlüfter|heizgerät|elektroheizung|calefactor|estufa|radiateur électrique|stufa|stufetta|termoventilatore|kachel|elektrische kachel|aquecedor elétrico|termoventilador|farelka|grzejnik elektryczny|elradiator|varmeblæser|panelovn|varmeovn|온풍기|팬히터|ファンヒーター|電気ストーブ|セラミックヒーター|取暖器|电暖器|暖风机|小太阳',
  // Radiant heating panels, common in Belgian, Dutch and German homes: "het infraroodpaneel" for an
  // English "Infrared Panel".
  infrared_panel:
    'infrared panel|infrared heater|ir panel|infrarotheizung|infrarotpaneel|infrarot heizpaneel|infraroodpaneel|infrarood paneel|infraroodverwarming|panel de infrarrojos|panel infrarrojo|panneau infrarouge|panneau rayonnant|pannello a infrarossi|pannello infrarossi|painel infravermelho|painel de infravermelhos|panel na podczerwień|promiennik podczerwieni|infrapanel|infravärme|infrarød panel|infrarødt panel|적외선 패널|적외선 히터|赤外線パネル|赤外線ヒーター|红外线取暖器|红外取暖器|红外面板',
  // A house's ventilation unit (with heat recovery), which Home Assistant often shows as a fan: no fan a
  // person means by "the fan" (plain-kind.ts).
  ventilation:
    'ventilation system|ventilation unit|mechanical ventilation|hrv|erv|mvhr|mvhr unit|heat recovery ventilator|heat recovery unit|lüftungsanlage|wohnraumlüftung|kontrollierte wohnraumlüftung|kwl|lüftungsgerät|recuperador de calor|ventilación mecánica|vmc|ventilation mécanique|ventilazione meccanica|recuperatore di calore|wtw|wtw unit|ventilatiesysteem|mechanische ventilatie|ventilação mecânica|rekuperator|rekuperacja|wentylacja mechaniczna|ftx|ftx aggregat|ventilationsaggregat|ventilationssystem|ventilationsanläggning|ventilationsanlæg|ventilationsanlægget|환기 시스템|전열교환기|換気システム|全熱交換器|新风系统|新风机',
  mirror: 'mirror|spiegel|espejo|miroir|specchio|spiegel|espelho|lustro|spegel|spejl|거울|鏡|镜子',
  ceiling_fan:
    'ceiling fan|deckenventilator|ventilador de techo|ventilateur de plafond|ventilatore a soffitto|ventilatore da soffitto|plafondventilator|ventilador de teto|ventoinha de teto|wentylator sufitowy|takfläkt|loftventilator|실링팬|천장 선풍기|シーリングファン|吊扇',
  // A robot that mops ("Braava", "Wischroboter", "물걸레 로봇") beside one that vacuums: the mopping is its
  // work, said by the mop words of the activity table (activity-words.ts) that no other thing is named by.
  mop: 'mop|mopping|mop robot|mopping robot|robot mop|braava|ブラーバ|브라바|scooba|wischroboter|nasswischroboter|robot friegasuelos|friegasuelos|fregasuelos|robot laveur|laveur de sol|robot lavapavimenti|lavapavimenti|dweilrobot|robô esfregão|robot mopujący|mopprobot|moppe robot|물걸레 로봇|물걸레 청소기|물걸레청소기|床拭きロボット|拖地机器人|拖地机|擦地机器人|擦地机|trapear|trapeo|serpillière|passer la serpillière|loque|passer la loque|wassingue|panosse|coleto|lampazo|mocio|passare il mocio|straccio|dweilen|opdweilen|moppa|våttorka|moppe|mopować|feudeln|걸레질|물걸레|물걸레질|拭き掃除|床拭き|水拭き|雑巾がけ|モップがけ|拖地|抹地',
  // Heating in the floor, which a radiator is not ("radiatoren" beside a "Gulvvarme Bad" is one of the
  // radiators): named so, a heating thermostat is of another kind than one named as a radiator.
  floor_heating:
    'floor heating|underfloor heating|fußbodenheizung|bodenheizung|suelo radiante|calefacción por suelo radiante|plancher chauffant|chauffage au sol|riscaldamento a pavimento|vloerverwarming|piso radiante|aquecimento de piso|ogrzewanie podłogowe|podłogówka|golvvärme|gulvvarme|gulvvarmen|바닥 난방|바닥난방|床暖房|床暖|地暖|地热|地暖系统',
  // A boiler is its own appliance when a name says so ("Caldaia Baxi"); else the heating it feeds.
  boiler:
    'boiler|gas boiler|combi boiler|heizkessel|gaskessel|heiztherme|gastherme|therme|caldera|caldera de gas|chaudière|chaudière gaz|caldaia|caldaia a gas|cv ketel|verwarmingsketel|combiketel|caldeira|caldeira a gás|kocioł|kocioł gazowy|piec gazowy|värmepanna|gaspanna|oliepanna|gaskedel|oliefyr|fyr|보일러|가스보일러|ボイラー|ガスボイラー|壁挂炉|锅炉|燃气壁挂炉',
  heat_pump:
    'heat pump|air source heat pump|wärmepumpe|luftwärmepumpe|warmtepomp|bomba de calor|pompe à chaleur|pompa di calore|pompa ciepła|bomba de calor|värmepump|luftvärmepump|bergvärmepump|varmepumpe|luft til vand varmepumpe|히트펌프|ヒートポンプ|热泵|熱泵',
  // The door people come in by, in a home whose names are in another language ("hoveddøren" → Front
  // Door Lock, "ytterdörren" → Main Door Contact): the one-word compounds (a phrase such as "porte
  // d'entrée" already reaches a name by its words). Definite forms are listed: the compound ends in "dør".
  // Korean and Chinese say it in one word as well (현관문, 入户门, 前门, 正门): the front door, no other door.
  front_door:
    'front door|main door|entrance door|entry door|haustür|eingangstür|wohnungstür|voordeur|hoofddeur|ytterdörr|ytterdörren|entrédörr|entrédörren|hoveddør|hoveddøren|yderdør|yderdøren|inngangsdør|inngangsdøren|玄関ドア|현관문|현관 문|入户门|前门|正门',
  pool: 'pool|swimming pool|pool pump|pool|schwimmbad|piscina|piscine|zwembad|basen|pool|수영장|プール|泳池',
  // What filters a pool, a pond or an aquarium ("Depuradora", "Filterpumpe", "Pompe de filtration").
  filter:
    'filter|pool filter|filter pump|sand filter|filterpumpe|filteranlage|sandfilter|sandfilteranlage|depuradora|filtro|bomba de filtración|filtration|pompe de filtration|filtre|pompa filtro|filterpomp|zandfilter|bomba de filtragem|filtr|pompa filtrująca|filterpump|sandfilter|필터|여과기|ろ過ポンプ|ろ過器|フィルター|过滤器|过滤泵|過濾器',
  // A car's charger, by the names chargers are given and the product lines that make nothing else (a
  // "Zappi", an "Easee"); not a charger of anything else ("Akku Ladegerät", "Cargador patinete").
  ev_charger:
    'ev charger|car charger|electric car charger|charging station|charge point|chargepoint|wall connector|wallbox|zappi|easee|go e charger|ohme|pod point|juicebox|keba|alfen|ladestation|ladesäule|ladebox|ladepunkt|auto ladegerät|punto de recarga|punto de carga|cargador ve|cargador del coche|estación de carga|borne de recharge|borne de charge|chargeur ve|chargeur voiture|colonnina|colonnina di ricarica|colonnina ricarica|punto di ricarica|stazione di ricarica|laadpaal|laadpunt|laadstation|carregador ve|carregador do carro|posto de carregamento|ponto de carregamento|estação de carregamento|stacja ładowania|ładowarka samochodu|ładowarka samochodowa|laddbox|laddstolpe|laddstation|elbilsladdare|billaddare|elbil lader|elbillader|ladeboks|ladestander|완속 충전기|급속 충전기|전기차 충전기|ev 충전기|자동차 충전기|ev充電器|充電スタンド|電気自動車充電器|充电桩|汽车充电器|充電樁',
};

/**
 * Readings by the sensor's device class, for a reading word the home's names do not hold
 * ("Luftfeuchtigkeit im Bad" for a humidity sensor named "Bad Luftfeuchte").
 */
const READINGS: Record<string, string> = {
  temperature:
    'temperature|temp|temperatur|temperatura|température|temperatuur|temperatura|temperatur|degrees|grad|grados|degrés|gradi|graden|graus|stopni|grader|온도|기온|몇도|몇 도|温度|气温|気温|何度|多少度|几度|氣溫',
  humidity:
    'humidity|air humidity|taux d humidité|taux d hygrométrie|hygrométrie|feuchtigkeit|luftfeuchtigkeit|luftfeuchte|humedad|humidité|umidità|luchtvochtigheid|vochtigheid|umidade|humidade|wilgotność|luftfuktighet|fugtighed|luftfugtighed|습도|湿度|湿気|濕氣|湿气',
  power:
    'power|wattage|leistung|strom|potencia|puissance|potenza|vermogen|potência|moc|effekt|전력|電力|功率',
  // Verbs of using power: the power or the energy sensor, whichever the device has (Polish "bierze", "ciągnie":
  // takes, pulls, as said of a machine's current; Wiktionary's pl entries).
  consumes:
    'using|use|uses|used|drawing|draw|pulling|consuming|zieht|verbraucht|gasta|gastar|gastando|consume|consomme|consuma|consumando|consome|consomem|consumindo|zużywa|pobiera|bierze|ciągnie|verbruikt|använder|drar|förbrukar|bruger|trækker|electricity|ström|strøm|stroom|elektriciteit|electricidad|électricité|elettricità|eletricidade|prąd|prądu|消費電力|消费电力|用电|耗电|전기|전력 소비',
  energy:
    'energy|consumption|usage|energie|verbrauch|energía|consumo|énergie|consommation|energia|verbruik|zużycie|energi|forbrug|에너지|소비|사용량|전력 사용량|전기 사용량|能耗|用电量',
  battery: 'battery|batterie|batería|batteria|accu|batterij|bateria|batteri|배터리|バッテリー|电池|电量',
  illuminance:
    'illuminance|brightness|light level|helligkeit|iluminancia|luminosité|luminosità|helderheid|luminosidade|jasność|조도|照度|亮度',
  motion:
    'motion|movement|occupancy|presence|bewegung|präsenz|anwesenheit|movimiento|presencia|ocupación|mouvement|présence|movimento|presenza|beweging|aanwezigheid|ruch|obecność|rörelse|närvaro|bevægelse|tilstedeværelse|움직임|동작|재실|人感|在室|人体|有人|移动|moving|bewegt sich|bewegt|se mueve|moviéndose|bouge|qui bouge|si muove|beweegt|se mexe|mexendo|rusza się|rusza|rör sig|rör på sig|bevæger sig|bevæger|움직이는|누가|誰か|誰かいる|움직여|在动|走动',
  // "How is the air": what an air purifier or a monitor reports as PM2.5 or an air quality index. "The air"
  // alone too, where it cannot mean the AC ("air", "aire", "aria" can: those stay out).
  air_quality:
    'air quality|fine dust|particulate matter|particulates|luftqualität|luftgüte|feinstaub|calidad del aire|calidad de aire|qualité de l air|qualité d air|particules fines|qualità dell aria|qualità aria|polveri sottili|luchtkwaliteit|fijnstof|qualidade do ar|poeira fina|partículas finas|jakość powietrza|pył zawieszony|pyły|smog|smogu|luftkvalitet|luftkvaliteten|partiklar|svævestøv|공기질|공기 질|대기질|미세먼지|초미세먼지|空気の質|空気質|微小粒子状物質|空气质量|空氣品質|空气品质|雾霾|颗粒物|细颗粒物|luft|lucht|powietrze|공기|空気|空气|空氣',
  // Whether the air is stuffy or stale ("stickig", "cargado", "vicié", "viziata", "duszno", "kvavt",
  // "indelukket"): what a CO2 monitor says. Dutch "benauwd" and Portuguese "abafado" stay humid unless the
  // air is said with them (stale-air.ts).
  stale_air:
    'stuffy|stale|stickig|stickige|cargado|cargada|viciado|viciada|confiné|renfermé|vicié|viciée|viziata|viziato|bedompt|bedompte|duszno|zaduch|kvav|kvavt|kvava|instängd|instängt|indelukket|benauwd|benauwde|abafado|abafada',
  ...ENERGY_READINGS,
  co2: 'co2|carbon dioxide|kohlendioxid|dióxido de carbono|dioxyde de carbone|anidride carbonica|kooldioxide|dióxido de carbono|dwutlenek węgla|이산화탄소|二酸化炭素|二氧化碳',
};
/** The classes whether the air is stale asks for: its CO2 (reading-holders.ts stands others in). */
export const STALE_AIR_CLASSES: readonly string[] = ['carbon_dioxide'];
const READING_CLASSES: Record<string, readonly string[]> = {
  temperature: ['temperature'],
  humidity: ['humidity', 'moisture'],
  power: ['power', 'current'],
  consumes: ['power', 'energy'],
  energy: ['energy'],
  battery: ['battery'],
  illuminance: ['illuminance'],
  co2: ['carbon_dioxide'],
  stale_air: STALE_AIR_CLASSES,
  air_quality: ['pm25', 'pm10', 'pm1', 'aqi'],
  motion: ['motion', 'occupancy', 'presence'],
  ...ENERGY_READING_CLASSES,
};

/** The prefix that marks a concept key among the words of a name; never a spoken word. */
const KEY = '~';

function table(source: Record<string, string>, value: (concept: string) => string) {
  const map = new Map<string, string>();
  for (const [concept, list] of Object.entries(source)) {
    for (const phrase of list.split('|').map(normalizeText)) {
      if (phrase !== '' && !map.has(phrase)) map.set(phrase, value(concept));
    }
  }
  return map;
}

/**
 * The phrase without its inner small words ("macchina del caffe" → "macchina caffe"): a name written
 * short ("Spina macchina caffè", "Prise machine café") still holds the appliance the phrase says.
 */
function withoutSmallWords(map: Map<string, string>): Map<string, string> {
  for (const [phrase, key] of [...map]) {
    const words = phrase.split(' ');
    if (words.length < 3) continue;
    const kept = words.filter((word, at) => at === 0 || at === words.length - 1 || !STOP_WORDS.has(word));
    const short = kept.join(' ');
    if (kept.length >= 2 && kept.length < words.length && !map.has(short)) map.set(short, key);
  }
  return map;
}

/** Each concept's words with the ones light-concepts.ts and climate-concepts.ts add to it, these last. */
function joined(...sources: Readonly<Record<string, string>>[]): Record<string, string> {
  const all: Record<string, string> = {};
  for (const source of sources)
    for (const [concept, list] of Object.entries(source))
      all[concept] = all[concept] === undefined ? list : `${all[concept]}|${list}`;
  return all;
}

/** Normalized phrase → the appliance's concept key. */
export const APPLIANCE_WORDS: ReadonlyMap<string, string> = withoutSmallWords(
  table(
    joined(
      APPLIANCES,
      LIGHT_CONCEPTS,
      CLIMATE_CONCEPTS,
      MEDIA_CONCEPTS,
      NIGHT_CONCEPTS,
      FAMILY_ROOM_CONCEPTS,
      OUTDOOR_CONCEPTS,
      KITCHEN_CONCEPTS,
      AIR_WATER_CONCEPTS,
      EVERYDAY_CONCEPTS,
      CJK_APPLIANCE_CONCEPTS,
      CJK_HOME_CONCEPTS,
      WORKSHOP_CONCEPTS,
      YARD_CONCEPTS,
      FLAT_CONCEPTS,
      ENERGY_CONCEPTS,
      ENTRANCE_CONCEPTS,
      SPA_CONCEPTS,
      HOBBY_CONCEPTS,
      FIXTURE_CONCEPTS,
      UTILITY_CONCEPTS,
      TERRACE_CONCEPTS,
      OUTBUILDING_CONCEPTS,
      LAUNDRY_HEAD_CONCEPTS,
      MODE_CONCEPTS,
      SERVED_PLACE_CONCEPTS,
      CLIPPED_CONCEPTS,
    ),
    (concept) => KEY + concept,
  ),
);

/** Normalized reading word → the device classes of sensors giving it. */
export const READING_CLASS_WORDS: ReadonlyMap<string, readonly string[]> = (() => {
  const words = table(joined(READINGS, ROOM_READINGS), (concept) => concept);
  return new Map([...words].map(([word, concept]) => [word, READING_CLASSES[concept] ?? []]));
})();

/** Longest appliance phrase, in words. */
export const LONGEST_APPLIANCE = 4;

/** True for a concept key among a name's words ("~washer"), never a spoken word. */
export function isConceptKey(word: string): boolean {
  return word.startsWith(KEY);
}

/** The concept key as it stands among a name's words. */
export function conceptKey(concept: string): string {
  return KEY + concept;
}

/** The longest appliance word a Latin compound ends in ("Tropfbewässerung" → bewässerung), 6 letters at least. */
function compoundAppliance(word: string): string | undefined {
  for (let cut = 3; word.length - cut >= 5; cut += 1) {
    const key = APPLIANCE_WORDS.get(word.slice(cut));
    if (key !== undefined) return key;
  }
  return undefined;
}

/**
 * "springvand|s|pumpe", "brunnen|pumpe": a compound of two appliance words, the first (with its linking
 * s or e) what the second serves; and a Polish feminine genitive ("fontanny" → "fontanna").
 */
function servedAppliance(word: string): string | undefined {
  if (!/^[a-zäöüßåæøéèàçąćęłńóśźż]+$/.test(word)) return undefined;
  // A Polish masculine genitive in -u ("Pompa stawu", "Filtr basenu"): the noun without it, four letters at least.
  if (word.length >= 5 && word.endsWith('u') && APPLIANCE_WORDS.has(word.slice(0, -1)))
    return APPLIANCE_WORDS.get(word.slice(0, -1));
  if (word.length < 7) return undefined;
  for (let cut = 4; word.length - cut >= 4; cut += 1) {
    if (!APPLIANCE_WORDS.has(word.slice(cut))) continue;
    const head = word.slice(0, cut);
    const key =
      APPLIANCE_WORDS.get(head) ?? (/[se]$/.test(head) ? APPLIANCE_WORDS.get(head.slice(0, -1)) : undefined);
    if (key !== undefined) return key;
  }
  return /[yi]$/.test(word) ? APPLIANCE_WORDS.get(`${word.slice(0, -1)}a`) : undefined;
}

const LATIN_WORD = /^\p{Script=Latin}+$/u;
const CJK_THEN_LATIN =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+(\p{Script=Latin}{2,})$/u;
/**
 * Machines: said inside another appliance's phrase ("Cooker Hood", "Rice Cooker", "máquina de lavar
 * loiça"), their word is no machine of its own. What a thing stands on or serves keeps its concept ("mesa
 * de cabeceira" in a "Candeeiro cabeceira", the "pool" of a "Pool Pump").
 */
export const MACHINES: ReadonlySet<string> = new Set(
  'oven washer dryer dishwasher fridge freezer coffee rice_cooker kettle microwave toaster hob hood heater air_fryer monitor computer digital_piano'
    .split(' ')
    .map((concept) => KEY + concept),
);

/** The concept keys a name's words spell ("máquina de lavar roupa" → ~washer). */
export function applianceKeys(tokens: readonly string[]): string[] {
  const keys: string[] = [];
  // Where an appliance phrase of several words found so far ends: the words inside it are part of it, no
  // appliance of their own ("cooker hood" is no cooker, "máquina de lavar loiça" no "máquina de lavar",
  // "IHクッキング|ヒーター", which the tokenizer cut at a known part, no heater).
  let coveredUntil = 0;
  for (let start = 0; start < tokens.length; start += 1) {
    for (let end = Math.min(tokens.length, start + LONGEST_APPLIANCE); end > start; end -= 1) {
      const span = tokens.slice(start, end);
      const spaced = APPLIANCE_WORDS.get(span.join(' '));
      // A CJK word the tokenizer cut at a known part ("ihクッキンク ヒーター") is still the whole word.
      const joined =
        spaced === undefined && end - start > 1 && !span.every((part) => LATIN_WORD.test(part))
          ? APPLIANCE_WORDS.get(span.join(''))
          : undefined;
      // "Pompa oczka wodnego": a Polish phrase of the tables said in the genitive (forms/polish-genitive.ts).
      const declined =
        spaced === undefined && span.length === 2 && span.every((part) => LATIN_WORD.test(part))
          ? [
              ...genitivePairNominatives(span[0]!, span[1]!),
              ...polishPairNominatives(span[0]!, span[1]!),
            ].find((phrase) => APPLIANCE_WORDS.has(phrase))
          : undefined;
      const key = spaced ?? joined ?? (declined === undefined ? undefined : APPLIANCE_WORDS.get(declined));
      if (key === undefined || (end <= coveredUntil && MACHINES.has(key))) continue;
      if (!keys.includes(key)) keys.push(key);
      if (end - start > 1) coveredUntil = Math.max(coveredUntil, end);
    }
    // A word that is an appliance's own word is not the shorter one it ends in: a "dishwasher" or an
    // "opvaskemaskine" is no "washer" / "vaskemaskine".
    const word = tokens[start]!;
    const own = APPLIANCE_WORDS.has(word);
    const ending = !own && /^[a-zäöüßåæøéèàç]+$/.test(word) ? compoundAppliance(word) : undefined;
    if (ending !== undefined && !keys.includes(ending)) keys.push(ending);
    // What the thing serves, as a compound's first part or in the genitive ("Springvandspumpe", "Pompa
    // fontanny"): the fountain's concept, as the "fountain" of a "Fountain Pump" keeps it.
    const served = own ? undefined : servedAppliance(word);
    if (served !== undefined && !keys.includes(served)) keys.push(served);
    // "게이밍PC", "学習用PC": a Latin word that a Chinese, Japanese or Korean name ends in is its thing.
    const tail = own ? undefined : CJK_THEN_LATIN.exec(word)?.[1];
    const latinKey = tail === undefined ? undefined : APPLIANCE_WORDS.get(tail);
    if (latinKey !== undefined && !keys.includes(latinKey)) keys.push(latinKey);
  }
  // "Läslampa säng", "Lampe lit": a lamp named with the bed it stands by is a bedside lamp.
  const bedside = KEY + 'bedside_lamp';
  if (
    !keys.includes(bedside) &&
    tokens.some((word) => BED_WORDS.has(word)) &&
    tokens.some((word) => LAMP_WORDS.has(word)) &&
    !flowerBedLamp(tokens)
  )
    keys.push(bedside);
  keys.push(...outdoorKeys(tokens, keys));
  keys.push(...flatKeys(tokens, keys));
  keys.push(...fixtureKeys(tokens, keys));
  keys.push(...modeKeys(tokens, keys));
  return keys;
}
