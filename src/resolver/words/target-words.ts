// The small words of target phrases in en, de, es, fr, it, nl, pt, pl, ko, ja and zh: "all", filler,
// "here", conjunctions and particles. Vocabulary only, already normalized; no Home Assistant lookups.
import { normalizeText } from '../normalize-text.js';
import { HA_SENTENCE_WORDS } from './ha-sentence-words.js';
import { RAISE_LOWER_WORDS } from './raise-words.js';
import { LIGHT_VERBS } from './light-verbs.js';
import { INFINITIVE_ORDERS } from './infinitive-orders.js';
import { YARD_SAME_MEANING } from './yard-concepts.js';
import { OPENING_ORDERS } from './opening-orders.js';

function words(list: string): Set<string> {
  return new Set(list.split(' ').map(normalizeText));
}

/** Words that widen a target to everything of its kind (Chinese 都 after the thing: "把灯都关了"). */
export const ALL_WORDS: ReadonlySet<string> = words(
  'all every everything entire whole any alla allt alt hela samtliga irgendein irgendwelche alguna algún alguno algunas algunos algum alguma alguns algumas qualche jakieś jakiekolwiek enige alle allen alles sämtliche ganze ganzen gesamte gesamten todo toda todos todas tout toute tous toutes tutto tutta tutti tutte alle allemaal hele heel tudo todos todas wszystkie wszystko cały cała całe całym całej 모든 모두 전부 다 전체 全部 すべて 全て みんな 所有 全部 一切 整个 都 全都',
);

/**
 * The "all" words that stand alone for everything ("alles aus", "tout éteindre", "sluk alt", "전부 꺼줘"),
 * as against those said of a thing ("alle låse", "todas las luces", "모든 조명"): after one of these, a word
 * dropped as the order's is the order's. The pronouns of each language's grammar.
 */
export const ALL_PRONOUNS: ReadonlySet<string> = words(
  'everything anything alles allt alt tout tutto todo tudo wszystko allemaal 전부 모두 다 전체 全部 すべて 全て みんな 一切 都 全都',
);

/**
 * "Everywhere" and "the house": the whole home, like "all" (literal area names are matched first, so
 * "Casa de banho" or "Home Office" stay places).
 */
export const HOME_WORDS: ReadonlySet<string> = words(
  'everywhere anywhere throughout house home huset hjemme hjem overalt flat apartment überall irgendwo haus hause wohnung daheim zuhause casa hogar piso partout maison appartement ovunque dappertutto appartamento overal ergens huis woning thuis lado dom domu mieszkanie mieszkaniu wszędzie gdziekolwiek överallt hus hemma 집 집안 온집안 어디든 家 家中 家じゅう 家全体 うち中 全屋 家里 屋里 到处',
);

/** Words that ask for every one of several ("both nightstands", "beide screens", "as duas"). */
export const BOTH_WORDS: ReadonlySet<string> = words(
  'both two beide beiden zwei ambos ambas dos deux entrambi entrambe due duas dois oba obie obydwa obydwie obu obydwu obiema oboma obydwoma twee allebei allebeide alle twee båda bägge begge 둘 両方 二つ 两个 两 俩',
);

/**
 * Counts above two ("alle tre Hue lamper", "die drei Spots", "las cuatro bombillas"): every one of that
 * many, like "both". Said with digits they are left alone (a name's number: "Spot 3").
 */
export const COUNT_WORDS: ReadonlyMap<string, number> = new Map(
  [
    'three drei tres trois tre drie três trzy',
    'four vier cuatro quatre quattro quatro cztery fyra',
    'five fünf cinco cinq cinque vijf pięć fem',
  ].flatMap((list, at) => list.split(' ').map((word) => [normalizeText(word), at + 3] as const)),
);

/** Articles, prepositions and possessives: dropped before matching, unless part of a name. */
export const STOP_WORDS: ReadonlySet<string> = words(
  "the a an in on of at to for from with my our this that these those please s 's der die das den dem des im am vom von zum zur in an auf bei beim für mit mein meine meinen meinem unser unsere ein eine einen el la los las un una unos unas en de del al para por con mi mis nuestro nuestra aquel aquella le la les l un une des de du d dans au aux pour avec chez mon ma mes notre nos sur celle celui celles ceux il lo gli i del della dello dell dei degli delle nel nella nello nell nei negli nelle al alla allo all ai agli alle dal dalla dallo dall dai dagli dalle sul sulla sullo sull sui sugli sulle col coi di da per con mio mia miei mie quella quello quelle quelli quel het een op van voor met mijn onze die dat o os as um uma do da dos das no na nos nas ao aos à às pelo pela num numa em meu minha meus minhas w we na z ze dla do od przy u mój moja moje moim mojej på av till hos min mitt mina vår det ett til af fra mine vores 의 에 에서 에있는 있는 の にある 中の で へ も 的 里 里的 里面 を が は に",
);

/**
 * Verbs, question words and politeness the user may leave in the phrase ("turn off the kitchen light",
 * "is there motion in the hall"), and how much is wanted ("some", "spela lite musik", "ein bisschen
 * Musik", "trochę muzyki"): dropped before matching, unless part of a name ("Little Lamp").
 */
export const COMMAND_WORDS: ReadonlySet<string> = new Set([
  ...words(
    'little bit lite lidt bisschen bißchen etwas beetje wat trochę troszkę odrobinę ficou ficaram står stoi turn switch set put make start stop open close check show tell is are was were there what whats which how many much please can could would you me it on off up down anything some tänd släck tænd sluk slå hur många mange hvor är finns tända tændt still lit opened closed running now one ones schalte schalt mach mache stelle stell öffne schließe ist sind gibt es wie viel viele welche welcher noch gerade bitte aus ein einschalten ausschalten offen geöffnet geschlossen brennt brennen läuft laufen someone somebody anybody funzione 돌아가 돌아가요 돌아가니 stadig stadigvæk fortsatt fortfarande todavía wciąż nadal kører kjører körs kör går draait draaien działa chodzi tourne funciona funcionando funziona 動いてる 运行 在运行 enciende prende apaga abre cierra pon es está están hay cuántas cuántos cuánto cuál cuáles qué abierta abiertas abierto abiertos encendida encendidas encendido encendidos favor allume éteins ouvre ferme mets est sont elle elles ils fa combien y a ce que quel quels quelle quelles encore ouverte ouvertes ouvert ouverts allumée allumées allumé allumés accendi spegni apri chiudi è sono quante quanti quanta quanto quale quali ancora aperta aperte aperto aperti accesa accese acceso accesi c ci zet doe sluit zijn hoeveel welke nog er staan staat brandt branden aan uit liga desliga acende abre fecha está estão há quantas quantos quanto qual quais ainda aberta abertas aberto abertos acesa acesas aceso acesos ligada ligadas ligado ligados włącz wyłącz otwórz zamknij ile jest są czy który która które otwarte otwarty otwarta włączone włączony zapalone zapalony 켜줘 꺼줘 켜 꺼 열어줘 닫아줘 틀어줘 좀 켜주세요 꺼주세요 켜진 켜져 열린 열려 있어 있나요 몇 개 어때 어때요 어떤가요 알려줘 알려 주세요 つけて 消して 開けて 閉めて かけて ください お願い お願いします おねがい おねがいします 頼む 頼みます ついてる 開いてる いくつ 何個 打开 关闭 关掉 关上 开 关 把 请 帮我 放 播放 给 几个 哪些 开着 吗 有没有',
  ),
  // "zet de verwarming hoger", "podkręć kaloryfer": which way a level goes (raise-words.ts).
  ...RAISE_LOWER_WORDS,
  // "pokaż kamerę w kuchni", "visa kameran i garaget": showing (a camera, a list). Not Dutch "toon", which
  // is also a thermostat (Eneco's "Toon").
  ...words(
    'zeig zeige muestra muéstrame enseña montre mostra mostrami zien mostre pokaż pokażcie visa vis 보여줘 見せて 显示',
  ),
  // "send plæneklipperen ud", "schick den Mähroboter raus": sending a robot out, the verb and its particle.
  ...words('send skicka schick schicke stuur wyślij envía manda envoie ud ut raus hinaus'),
  // "está muito húmido", "욕실 많이 습해": how much, said with a question or an order.
  ...words(
    'very really too quite extremely sehr ziemlich echt muy demasiado bastante tan très trop assez vraiment molto troppo abbastanza così davvero erg nogal echt muito demasiado bastante tão bardzo zbyt strasznie mycket väldigt ganska riktigt meget temmelig rigtig 많이 너무 정말 진짜 엄청 꽤 とても すごく かなり 結構 很 非常 有点 特别',
  ),
  // "whether the front door is locked": the word of an indirect question.
  ...words('whether if hvorvidt huruvida'),
  // "quão quente está a piscina", "cuán caliente", "どれくらい暖かい": the question's "how" where the list
  // above lacked it (English "how", "wie", "hur", "hoe", "jak" … are there).
  ...words('quão cuán どれくらい どのくらい どれぐらい どのぐらい'),
  // "kan du släcka på övervåningen": a light's own verb in any of its forms (light-verbs.ts).
  ...LIGHT_VERBS,
  // "kan du slukke lyset", "możesz włączyć wentylator": the order's infinitive after "can you".
  ...INFINITIVE_ORDERS,
  // Rolling an awning or a blind out or in ("Markise ausrollen", "zonnescherm uitrollen", "zwiń markizę",
  // "收起遮阳篷").
  ...words(
    'roll rolling ausrollen einrollen rolle uitrollen inrollen rol zwiń rozwiń zwinąć rozwinąć 收起 收回',
  ),
  // "schließ den Schuppen", "stäng garaget": opening and closing orders (opening-orders.ts).
  ...OPENING_ORDERS,
]);

/** Words for "here": the satellite's room, like no room at all. */
export const HERE_WORDS: ReadonlySet<string> = words(
  'here room hier raum zimmer aquí aqui habitación cuarto ici pièce qui stanza kamer tutaj pokój pokoju 여기 이방 ここ この部屋 这里 这个房间',
);

/** Words joining several targets in one phrase ("kitchen and living room lights"). */
export const CONJUNCTIONS: ReadonlySet<string> = words(
  'and plus und sowie y e et en i oraz och og 와 과 하고 랑 이랑 그리고 및 と 和 与 跟 及 还有 以及',
);

/**
 * Korean particles that cling to the word before them ("거실의", "주방과"), longest first; with the
 * polite tails said after a bare noun or predicate ("거실 조명이요", "추워요"): no part of a name.
 */
export const KOREAN_PARTICLES: readonly string[] = [
  '에있는',
  '이에요',
  '이랑',
  '이요',
  '예요',
  '에서',
  '하고',
  '의',
  '에',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '과',
  '와',
  '랑',
  '도',
  '요',
];

/** Korean particles that mean "and". */
export const KOREAN_AND: ReadonlySet<string> = new Set(['와', '과', '하고', '랑', '이랑']);

/**
 * Words that mean the same in a device's name ("the back door" for a lock called "Rear Door"), both ways.
 * The tokenizer swaps one for the other only when the home uses the other and not the word said.
 */
export const SAME_MEANING: ReadonlyMap<string, readonly string[]> = (() => {
  const pairs: [string, string][] = [
    ['back', 'rear'],
    ['couch', 'sofa'],
    ['hall', 'hallway'],
    ['telly', 'tv'],
  ];
  const twoWays = pairs.flatMap(([a, b]) => [[a, [b]] as const, [b, [a]] as const]);
  // A thing sold under its English name ("LED Strip") said in the home's language, or the other way.
  const groups = [
    'strip|strips|lightstrip|tira|tiras|striscia|strisce|bande|ruban|streifen|lichtstreifen|strook|lichtstrip|fita|tasma|slinga|ljusslinga|stribe|lysstribe|stripe|lysstripe',
    ...YARD_SAME_MEANING,
  ].map((group) => group.split('|'));
  const grouped = groups.flatMap((words) =>
    words.map((word) => [word, words.filter((other) => other !== word)] as const),
  );
  return new Map<string, readonly string[]>([...twoWays, ...grouped]);
})();

/**
 * Every word of Home Assistant's own sentence templates, in all the languages generated: verbs,
 * question words and particles Assist hears around a name ("fait", "hace", "了"). A leftover word that
 * is one of these and that no name of the home holds is not part of a name.
 */
export const SENTENCE_WORDS: ReadonlySet<string> = new Set(
  // Stored normalized; normalized again so a later change to the folding ("ł" → "l") still meets them.
  Object.values(HA_SENTENCE_WORDS).flatMap((list) => list.split('|').map(normalizeText)),
);
