// Decides whether a fact may be kept: one tidy line within bounds, never a secret (password, PIN, key,
// token, access code, card number) and never a one-off command ("turn on the light"). The reasons are
// sentences the model can pass on to the user. Linear regexes only: the text comes from a model.
import { MAX_ABOUT_CHARS, MAX_FACT_CHARS } from './memory.js';
import { looksSecret } from './secret-words.js';

export { looksSecret } from './secret-words.js';

export type FactRejection = 'empty' | 'too-long' | 'secret' | 'command';

export type FactCheck = { ok: true; fact: string } | { ok: false; reason: FactRejection; message: string };

/** A request to act now, not a fact: leading control verbs in Hearth's main languages, and "remind me". */
const COMMAND_START =
  /^(?:please[, ]+|bitte[, ]+|s'il te plaît[, ]+|por favor[, ]+)?(?:turn|switch)\s+(?:on|off|up|down)\b|^(?:please[, ]+)?(?:turn|switch|open|close|lock|unlock|dim|brighten|play|pause|stop|start|activate|deactivate|run|arm|disarm|set|raise|lower|remind|wake)\s+(?:the|a|an|my|all|me|it|up|off|on|every|this)\b|^(?:schalte|schalt|mach|mache|öffne|schließe|stell|stelle|dimme|spiel|spiele|erinnere)\b|^(?:allume|éteins|ouvre|ferme|mets|baisse|monte|joue|rappelle-moi)\b|^(?:enciende|apaga|abre|cierra|pon|sube|baja|recuérdame)\b|^(?:accendi|spegni|apri|chiudi|metti|alza|abbassa|ricordami)\b|^(?:请)?(?:打开|关闭|关掉|开灯|关灯|调高|调低|播放)|(?:をつけて|を消して|を開けて|を閉めて|をオンにして|をオフにして)|(?:켜\s*줘|꺼\s*줘|열어\s*줘|닫아\s*줘)/iu;

/** One line: control and format characters and runs of white space become one space. */
export function tidyText(text: string, limit: number): string {
  return text
    .slice(0, limit * 4)
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function checkFact(raw: string): FactCheck {
  const fact = tidyText(raw, MAX_FACT_CHARS);
  if ([...fact].length < 3) {
    return { ok: false, reason: 'empty', message: 'There is no fact to remember: say what should be kept.' };
  }
  if ([...fact].length > MAX_FACT_CHARS) {
    return {
      ok: false,
      reason: 'too-long',
      message: `That is too long to remember (at most ${MAX_FACT_CHARS} characters): keep one short sentence.`,
    };
  }
  if (looksSecret(fact)) {
    return {
      ok: false,
      reason: 'secret',
      message:
        'Not stored: it looks like a password, PIN, code or key, and Hearth never keeps secrets. Tell the user so; they should keep it somewhere safe instead.',
    };
  }
  if (COMMAND_START.test(fact)) {
    return {
      ok: false,
      reason: 'command',
      message:
        'Not stored: this is a request to do something now, not a fact to remember. Do it with the home tools instead, or remember a lasting fact or preference.',
    };
  }
  return { ok: true, fact };
}

/** `about` is a short label: tidied and cut, and dropped when it could carry a secret. */
export function tidyAbout(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const about = [...tidyText(raw, MAX_ABOUT_CHARS)].slice(0, MAX_ABOUT_CHARS).join('');
  return about === '' || looksSecret(about) ? undefined : about;
}
