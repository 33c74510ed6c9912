// Words of a request that say which of a door's entities is meant: locking words the lock, open/closed
// as a state the door's contact sensor, in en, de, es, fr, it, nl, pt, pl, sv, ko, ja and zh. Dropped
// from the phrase like command words. Vocabulary only.
import { normalizeText } from '../normalize-text.js';

/**
 * What the request is about: the lock, whether it is open, or an order to open it (what can do that: a
 * cover, else the lock beside a door's sensor).
 */
export type Wanted = 'lock' | 'opening' | 'open';

const LOCKING =
  'unlock|locked|unlocked|barrer|débarrer|barre|débarre|barrée|barré|débarrée|débarré|barrées|barrés|sperr auf|sperr zu|sperre auf|sperre zu|sperrt auf|sperrt zu|schließ auf|abschließen|aufschließen|abgeschlossen|aufgeschlossen|verriegeln|entriegeln|verriegelt|entriegelt|zusperren|aufsperren|zugesperrt|abgesperrt|absperren|aufgesperrt|sperr ab|sperre ab|sperrt ab|verriegle|entriegle|schließ ab|verrouille|déverrouille|verrouiller|déverrouiller|verrouillée|verrouillé|verrouillées|verrouillés|fermé à clé|fermée à clé|fermés à clé|fermées à clé|ferme à clé|fermer à clé|déverrouillée|déverrouillé|bloquea|desbloquea|bloqueada|desbloqueada|cerrada con llave|cierra con llave|cerrar con llave|echa la llave|echar la llave|cerrado con llave|cerradas con llave|cerrados con llave|bloqueado|desbloqueado|blocca|sblocca|bloccata|sbloccata|chiudi a chiave|chiudere a chiave|chiusa a chiave|chiuso a chiave|chiusi a chiave|chiuse a chiave|bloccato|sbloccato|vergrendel|ontgrendel|vergrendeld|ontgrendeld|op slot|tranca|destranca|trancada|destrancada|trancar|destrancar|fechado à chave|fechada à chave|fecha à chave|fechar à chave|trancado|destrancado|trancada|låse|lås op|låse op|zablokuj|odblokuj|zamknij na klucz|zamknąć na klucz|zamknięte na klucz|zamknięty na klucz|zamknięta na klucz|zablokowane|lås|lås upp|låst|잠가|잠가줘|잠궈|잠궈줘|잠겨|잠겼어|잠겨있어|잠금해제|施錠|解錠|锁上|上锁|解锁|开锁|開鎖|锁了|锁好';

/**
 * A bolt or latch said shot or thrown ("tiene el cerrojo echado", "echa el pestillo", "o trinco passado", "il
 * chiavistello", "is the front door bolted", "the deadbolt … thrown"): the lock, as a locking verb is. Not
 * "bolt" alone: said first it would be the locking order even where a "Bolt Charger" is named so.
 */
const BOLTED =
  'cerrojo echado|pestillo echado|echa el cerrojo|echa el pestillo|echar el cerrojo|echar el pestillo|echado|echada|pestillo|' +
  'trinco passado|passa o trinco|passar o trinco|trinco|ferrolho|chiavistello|catenaccio|bolted|unbolted|thrown';

/**
 * "With the key" said apart from the closing verb ("cierra la puerta trasera con llave", "zamknij drzwi
 * na klucz", "ferme la porte à clé"): wherever it stands, the request is about the lock.
 */
const WITH_THE_KEY = 'con llave|con la llave|na klucz|a chiave|à clé|à chave|com a chave|met de sleutel';

/** States, not orders: "is it open" asks the sensor; "open it" is left to the verb of the tool. */
const OPEN_STATE =
  'opened|closed|shut|offen|geöffnet|geschlossen|zu|auf|ouverte|ouvert|fermée|fermé|abierta|abierto|cerrada|cerrado|aperta|aperto|chiusa|chiuso|dicht|aberta|aberto|fechada|fechado|otwarte|otwarty|otwarta|zamknięte|zamknięty|öppen|öppet|stängd|열려|열렸어|열려있어|닫혀|닫혔어|開いてる|開いている|閉まってる|开着|关着|åben|åbent|lukket|lukkede|åpen|åpent|stängt|有关|关好|关好了|有没有关|開いてますか' +
  // Western Japanese, as Kansai, Chugoku, Kyushu and Kobe say "is open / is shut": 開いとる, 開いちょる, 開いとう.
  '|開いとる|開いちょる|開いとう|開いとん|開いてん|閉まっとる|閉まっちょる|閉まっとう|閉まっとん|閉まってん' +
  // And politely: "開いていますか". Not "閉まっていますか" yet: said of a lock's own name ("玄関の鍵は閉まって
  // いますか") it asks whether it is locked, which the plain "閉まってる" already gets wrong (the sensor).
  '|開いています|開いていますか' +
  // Dutch and German write the state and its verb as one word at a clause's end, as an indirect question
  // puts it: "of de deur openstaat", "of het raam dichtzit", "ob die Tür offensteht".
  '|openstaat|openstaan|openstond|openstonden|openzit|openzitten|dichtstaat|dichtstaan|dichtzit|dichtzitten|offensteht|offenstehen|offenstand' +
  // In the gender and number of what is asked about ("czy brama jest zamknięta", "le finestre sono chiuse?",
  // "il portone e la portafinestra sono chiusi?", "as janelas estão fechadas?"): the same state.
  '|zamknięta|abiertas|abiertos|cerradas|cerrados|ouvertes|ouverts|fermées|fermés|aperte|aperti|chiuse|chiusi|abertas|abertos|fechadas|fechados|stängda|gesloten|geopend';

/**
 * Words that open a question, after which "open" is a state; also an indirect one, as a model passes it
 * ("whether the front door is open", "ob …", "si …", "of …", "om …").
 */
export const QUESTION_STARTS: ReadonlySet<string> = new Set(
  (
    'is are was ist sind est es está están è sono czy är er staat staan står ficou ficaram stoi steht 있어 吗 ' +
    'whether if ob si se of om hvorvidt huruvida'
  )
    .split(' ')
    .map(normalizeText),
);

/**
 * Chinese question words that stand anywhere in the sentence ("大門是否打開", "门开咗未", "係咪開咗"),
 * Mandarin and Cantonese, after which an opening verb is a state.
 */
export const QUESTION_MARKS: ReadonlySet<string> = new Set(
  '是否 是不是 吗 嗎 么 未 呢 有冇 有没有 係咪 系唔系 係唔係'.split(' ').map(normalizeText),
);

/** German locking verbs said apart ("sperr … auf", "schließ … ab"; Austrian "aufsperren", "zusperren"). */
export const SPLIT_LOCK_VERBS: ReadonlySet<string> = new Set(
  'sperr sperre sperrt schließ schließe schließt riegel riegle'.split(' ').map(normalizeText),
);
export const SPLIT_LOCK_ENDS: ReadonlySet<string> = new Set(['auf', 'zu', 'ab']);

/**
 * German and Dutch verbs that take the open or closed word as their particle ("mach das Tor auf", "mach die
 * Garage zu", "doe de poort dicht", "zet het hek open"): said first, the state word after them is the order.
 */
export const PARTICLE_ORDERS: ReadonlySet<string> = new Set(
  'mach mache macht machen doe doet zet'.split(' ').map(normalizeText),
);

/**
 * Opening verbs that, in a question, ask whether the door is open; and Chinese closing verbs with their
 * perfective ending ("入户门关了吗", "大门关上了没", "道门闩咗未"), which ask the same of it shut. Not said
 * without a question: "把门关了" is the order to shut it.
 */
export const OPEN_VERBS: ReadonlySet<string> = new Set(
  'open 打开 开 开了 打开了 开咗 打开咗 关了 关上 关上了 关咗 闩咗 閂咗'.split(' ').map(normalizeText),
);

/**
 * Orders to open a door ("abre la puerta", Japanese "開けて"): the lock or the cover, never the sensor.
 * Not English or Dutch "open", which is also the state asked about ("is the door open").
 */
const OPEN_ORDER =
  '開けて|開けてください|開けといて|abre|abra|abrir|abri|apri|aprire|ouvre|ouvrez|ouvrir|öffne|öffnen|otwórz|otworz|otwórzcie|öppna|åbn|åbne|åpne|opne';

/**
 * Japanese locking said with する, as the tokenizer cuts it ("ロックして" → ロック し て, "ロックされてる",
 * "ロックを解除して"): the order or state of the lock, not the lock's kind word beside the door's.
 */
const JAPANESE_LOCKING = 'ロック し て|ロック し|ロック する|ロック され|ロック 解 除|アンロック';

/**
 * "er hoveddøren aaben", "ar altandorren staengd": å, ä, ö, ü and ø typed as two letters, as Danish was
 * written before 1948 and a keyboard without them still writes them. Normalizing folds the letter to one
 * ("åben" → "aben"), so the two-letter spelling is a word of its own.
 */
const AS_TWO_LETTERS: Readonly<Record<string, string>> = { å: 'aa', ä: 'ae', ö: 'oe', ü: 'ue', ø: 'oe' };

function entries(list: string, wanted: Wanted): (readonly [string, Wanted])[] {
  return list.split('|').flatMap((word) => {
    const typed = word.replace(/[åäöüø]/g, (letter) => AS_TWO_LETTERS[letter] ?? letter);
    const forms = typed === word ? [word] : [word, typed];
    return forms.map((form) => [normalizeText(form), wanted] as const);
  });
}

export const VERB_WORDS: ReadonlyMap<string, Wanted> = new Map([
  ...entries(JAPANESE_LOCKING, 'lock'),
  ...entries(OPEN_ORDER, 'open'),
  ...entries(OPEN_STATE, 'opening'),
  ...entries(LOCKING, 'lock'),
  ...entries(WITH_THE_KEY, 'lock'),
  ...entries(BOLTED, 'lock'),
]);

/**
 * Korean predicates by their stem, whatever the ending ("열려있니", "잠갔어요", "잠가줘"): a door that is
 * open or shut, or its lock.
 */
const KOREAN_STEMS: readonly (readonly [string, Wanted])[] = [
  ...'열려 열렸 닫혀 닫혔'.split(' ').map((stem) => [stem, 'opening'] as const),
  ...'잠가 잠궈 잠겨 잠겼 잠갔 잠그 잠금'.split(' ').map((stem) => [stem, 'lock'] as const),
  // "열어 줘", "열어주세요": an order to open, not a state.
  ['열어', 'open'],
];

/** What a Korean word's stem asks about, if it is one of the door's predicates. */
export function koreanStem(word: string): Wanted | undefined {
  return KOREAN_STEMS.find(([stem]) => word.startsWith(stem))?.[1];
}

/** Longest entry, in words. */
export const LONGEST_VERB = 3;
