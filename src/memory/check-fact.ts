// Decides whether a fact may be kept: one tidy line within bounds, never a secret (password, PIN, key,
// token, access code, card number) and never a one-off command ("turn on the light"). The reasons are
// sentences the model can pass on to the user. Linear regexes only: the text comes from a model.
import { MAX_ABOUT_CHARS, MAX_FACT_CHARS } from './memory.js';

export type FactRejection = 'empty' | 'too-long' | 'secret' | 'command';

export type FactCheck = { ok: true; fact: string } | { ok: false; reason: FactRejection; message: string };

/** Words that name a credential, in the languages Hearth speaks. Any of them refuses the fact. */
const SECRET_WORDS =
  /(?:\b(?:passwords?|passwort|passcodes?|passphrases?|pins?|pin[- ]?codes?|api[- ]?keys?|access[- ]?keys?|secret[- ]?keys?|tokens?|credentials?|logins?|mot de passe|contraseñas?|senhas?|wachtwoord|pin-?nummer|geheimzahl|zugangscode|cvv|cvc|iban|2fa|otp|one[- ]time code|verification code|security code)\b|пароль|密码|密碼|口令|パスワード|暗証番号|暗号|비밀번호|암호|핀 ?번호)/iu;
/** "code" (in several languages) next to digits: door, alarm and gate codes. */
const CODE_WITH_DIGITS =
  /(?:\b(?:codes?|código|codice|kód)\b|код|コード|代码|代碼|코드)[^\d\n]{0,24}\d{2,}|\d{3,}[^\d\n]{0,12}(?:\bcodes?\b|コード|代码|코드)/iu;
/** Provider key prefixes, JWTs, and long random-looking strings (letters and digits mixed, 20+). */
const KEY_LIKE = /\b(?:sk|pk|rk|ghp|gho|ghs|xox[abpr]|AKIA)[-_]?[A-Za-z0-9]{8,}|\beyJ[A-Za-z0-9_-]{10,}/;
const LONG_TOKEN = /[A-Za-z0-9+/_=-]{20,}/g;
/** 13–19 digits, spaced or dashed in groups: a card number. */
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/;

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

export function looksSecret(text: string): boolean {
  if (SECRET_WORDS.test(text) || CODE_WITH_DIGITS.test(text) || KEY_LIKE.test(text)) return true;
  if (CARD_NUMBER.test(text)) return true;
  for (const match of text.matchAll(LONG_TOKEN)) {
    const token = match[0];
    if (/\d/.test(token) && /[A-Za-z]/.test(token)) return true;
  }
  return false;
}
