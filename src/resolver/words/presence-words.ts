// The words of a question whether someone is in a place ("is anyone in the lounge", "ist jemand in der
// Küche", "客厅有没有人"): the indefinite pronoun "someone / anyone" and the interrogative "who", the words
// that open such a question, and the CJK patterns that say it. Vocabulary only; presence-question.ts reads it.
import { normalizeText } from '../normalize-text.js';

function words(list: string): ReadonlySet<string> {
  return new Set(list.split('|').map(normalizeText));
}

/**
 * Someone, anyone, who: Wiktionary's "someone", "anyone" and "who" and their translations (jemand / wer,
 * alguien / quién, quelqu'un, qualcuno / chi, iemand, nogen / hvem, någon / vem, noen, ktoś / kto, alguém /
 * quem). Not Dutch "wie" (also German "how") nor French "qui" (also the relative "that").
 */
export const SOMEONE_WORDS: ReadonlySet<string> = words(
  'anyone|anybody|someone|somebody|who|jemand|irgendwer|irgendjemand|wer|alguien|quién|quelqu un|qualcuno|chi|iemand|nogen|noen|någon|nån|vem|hvem|ktoś|kto|alguém|quem',
);

/**
 * What opens the question or stands around the pronoun: the verb "to be" or "there is" of each language
 * (is / are / there, ist / da / hier, hay / está, il y a / y a-t-il / est-ce que, c'è / è, is er / zit er,
 * er der / er det, är det / finns det, czy / jest, está / há / tem), and the words for "right now".
 */
export const PRESENCE_FRAME_WORDS: ReadonlySet<string> = words(
  'is|are|there|s|right|now|ist|sind|da|hier|gerade|hay|está|esta|ahora|il|y|a|t|est|ce|que|qu|c|è|e|ci|adesso|er|zit|staat|nu|der|det|ar|är|finns|czy|jest|są|teraz|há|tem|agora|lá|gibt|es',
);

/**
 * Chinese, Japanese and Korean say it after the place: 有没有人 / 有人吗 / 有人在吗 (is there anyone), 誰かいる /
 * 人いる (someone is there), 사람 있어 / 누가 있어 / 누구 있어 (a person / who is there), with the place's
 * particle (里, に, 에) before it. The text before the match is the place.
 */
export const CJK_PRESENCE: readonly RegExp[] = [
  /^(.+?)\s*(?:里|裡|内|内部)?\s*(?:有没有人|有人没有|有沒有人|有人吗|有人嗎|有人么|有人在吗|有人在嗎|有人在么|有人在不在|有人)\s*[吗嗎么呢]?\s*[?？]?$/u,
  /^有人在\s*(.+?)\s*(?:里|裡)?\s*[吗嗎么呢]?\s*[?？]?$/u,
  /^(.+?)\s*(?:に|には)\s*(?:誰か|だれか|人|ひと|誰)\s*(?:が)?\s*(?:いる|います|いますか|いるか|いるの|居る|居ますか)?\s*[?？]?$/u,
  /^(.+?)\s*(?:에|에는)\s*(?:사람|누가|누구|누군가)\s*(?:이|가)?\s*(?:있어|있어요|있나|있나요|있니|있냐|있습니까|있음|있는지|있지)?\s*[?？]?$/u,
];
