// What the memory takes for a secret, in the languages Hearth speaks (en, de, es, fr, it, nl, pt, ru,
// ko, ja, zh, ar, hi): words that name a credential; a code, key, keypad, combination or safe next to a
// number (digits together, spaced or said as words); a key of a network; a combination of a safe or a
// lock; provider keys, tokens and card numbers. Linear regexes only: the text comes from a model.
import { spokenDigits } from './spoken-digits.js';

/** Letters (and combining marks) on neither side: a word boundary that knows "ü", "é" and Devanagari. */
const word = (alternatives: string): string => `(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`;

/** Words that name a credential: any of them refuses the fact. */
const CREDENTIAL = new RegExp(
  `${word(
    'passwords?|passwörter|passwort|kennwort|passcodes?|passphrases?|pins?|pin[- ]?codes?|pin-?nummer|geheimzahl|zugangscode|zugangsdaten|api[- ]?keys?|access[- ]?keys?|secret[- ]?keys?|security[- ]?keys?|network[- ]?keys?|tokens?|credentials?|logins?|mot de passe|mots de passe|contraseñas?|senhas?|wachtwoord|wachtwoorden|cvv|cvc|iban|2fa|otp|one[- ]time code|verification code|security code|tresorkombination|zahlenkombination|netzwerkschlüssel|netwerksleutel|parola d.ordine',
  )}|пароль|密码|密碼|口令|パスワード|暗証番号|暗号|비밀번호|암호|핀 ?번호|كلمة (?:السر|المرور)|الرقم السري|पासवर्ड`,
  'iu',
);

/**
 * Each kind of word as [words with boundaries (scripts with spaces), words without (CJK, and scripts
 * that attach particles or articles to them)].
 */
const CODE = [
  '\\p{L}*(?:code|codes|kode|codice|codici|código|códigos|codigo)|kod|pin|код\\p{L}*',
  'コード|代码|代碼|코드|رمز|كود|कोड|पिन',
];
/** A key or keypad; in Spanish and Portuguese "clave"/"chave" also name a password. */
const KEY = [
  'keypad|keys?|\\p{L}*schlüssel|clés?|clefs?|claves?|chiaves?|chiavi|\\p{L}*sleutel|chaves?|ключ\\p{L}*',
  'キー|密钥|密鑰',
];
const COMBINATION = [
  'combinations?|combos?|\\p{L}*kombination|combinaisons?|combinación|combinacion|combinazioni|combinazione|combinaties?|combinação|combinacao|комбинаци\\p{L}*',
  '組み合わせ|组合|組合|조합',
];
const SAFE = [
  'safes?|vaults?|\\p{L}*tresor|tresors?|coffres?|coffre-fort|caja fuerte|cassaforte|kluis|cofres?|сейф\\p{L}*|padlock|\\p{L}*schloss|cadenas|candado|lucchetto|hangslot|cadeado|lock',
  '金庫|保险柜|保險櫃|保险箱|금고|خزنة|तिजोरी',
];
const NETWORK = [
  'wi-?fi|wlan|wireless|network|netzwerk|réseau|reseau|red|rete|netwerk|rede|сети|сеть|вайфай',
  'ワイファイ|无线|無線|와이파이|واي فاي|वाईफाई',
];

const any = (...kinds: string[][]): string =>
  `${word(kinds.map(([bounded]) => bounded).join('|'))}|${kinds.map(([, free]) => free).join('|')}`;
const near = (a: string, b: string, gap: number): RegExp =>
  new RegExp(`(?:${a})[^\\n]{0,${gap}}?(?:${b})|(?:${b})[^\\n]{0,${gap}}?(?:${a})`, 'iu');

/** A code, key, combination or safe within a few words of a number of two or more digits. */
const NUMBERED = near(any(CODE, KEY, COMBINATION, SAFE), '\\d{2,}', 30);
/** The key of a network, and the combination of a safe or a lock, number or not. */
const NETWORK_KEY = near(any(KEY), any(NETWORK), 20);
const SAFE_COMBINATION = near(any(COMBINATION), any(SAFE), 30);
/** Codes that are addresses, not secrets: taken out before looking for codes. */
const PUBLIC_CODES =
  /\b(?:postal|zip|post|area|country|dialling|dialing)[ -]?codes?\b|\bpostcodes?\b|postleitzahl|\bplz\b|código postal|código de área|code postal|codice postale|\bcap\b|\bcep\b/giu;

/** Provider key prefixes, JWTs, and long random-looking strings (letters and digits mixed, 20+). */
const KEY_LIKE = /\b(?:sk|pk|rk|ghp|gho|ghs|xox[abpr]|AKIA)[-_]?[A-Za-z0-9]{8,}|\beyJ[A-Za-z0-9_-]{10,}/;
const LONG_TOKEN = /[A-Za-z0-9+/_=-]{20,}/g;
/** 13–19 digits, spaced or dashed in groups: a card number. */
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/;

export function looksSecret(text: string): boolean {
  if (CREDENTIAL.test(text) || KEY_LIKE.test(text) || CARD_NUMBER.test(text)) return true;
  for (const match of text.matchAll(LONG_TOKEN)) {
    const token = match[0];
    if (/\d/.test(token) && /[A-Za-z]/.test(token)) return true;
  }
  const spoken = spokenDigits(text).replace(PUBLIC_CODES, ' ');
  return NUMBERED.test(spoken) || NETWORK_KEY.test(spoken) || SAFE_COMBINATION.test(spoken);
}
