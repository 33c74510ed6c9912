// The one spelling used to compare names and aliases ("Küche  Licht!" → "kuche licht"). Pure text.

/**
 * Lower case, accents dropped (Hangul and other scripts stay whole), every run of punctuation or
 * space collapsed to one space, trimmed.
 */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
