// languageRules: language tags to rule sets, with the generic fallback.
import { describe, expect, it } from 'vitest';
import { languageRules } from './language-rules.js';

describe('languageRules', () => {
  it('reads the primary subtag of BCP 47 and POSIX-style tags', () => {
    expect(languageRules('en-US').code).toBe('en');
    expect(languageRules('zh-Hant').code).toBe('zh');
    expect(languageRules('pt_BR').code).toBe('pt');
    expect(languageRules('DE').code).toBe('de');
  });

  it('falls back to the generic rules for unknown or absent languages', () => {
    for (const rules of [languageRules('pt-BR'), languageRules(undefined), languageRules('')]) {
      expect(rules.abbreviations.size).toBe(0);
      expect(rules.splitsBeforeStarters).toBe(false);
      expect(rules.anyNumberIsOrdinal).toBe(false);
    }
  });

  it('switches the language-specific rules on only for their language', () => {
    expect(languageRules('en').splitsBeforeStarters).toBe(true);
    expect(languageRules('de').anyNumberIsOrdinal).toBe(true);
    expect(languageRules('fr').spacedClosingGuillemet).toBe(true);
    expect(languageRules('ru').abbreviations.has('ул')).toBe(true);
    expect(languageRules('es').abbreviations.has('dr')).toBe(true);
    expect(languageRules('es').abbreviations.has('mr')).toBe(false);
  });

  it('keeps rules only for the languages it has data for, not one per code a client makes up', () => {
    expect(languageRules('de-CH')).toBe(languageRules('de'));
    // A kept object per made-up code would grow with every one of the ~18,000 two- and three-letter codes.
    const made = languageRules('xq');
    expect(languageRules('xq')).not.toBe(made);
    expect(languageRules('xq')).toEqual(made);
  });
});
