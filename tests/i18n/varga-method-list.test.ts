/**
 * The varga refusal whose methods are a list of alternatives (issue 31): keyed `varga.methodForDivision`, its list
 * joined with " or " in English (the library's sentence, byte for byte) and by `Intl.ListFormat(locale,
 * { type: 'disjunction' })` in the other languages, as a reader of each expects it.
 */
import { describe, expect, it } from 'vitest';
import { DISJUNCTIONS, type ErrorWording } from '../../src/errors/error-wording.js';
import { isUraniaError } from '../../src/errors/urania-error.js';
import { localizeErrorMessage } from '../../src/i18n/error-messages.js';
import { ERROR_WORDS, isErrorWording, sayErrorWording } from '../../src/i18n/error-words.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';
import { vargaSign } from '../../src/vedic/varga-sign.js';

function refusal(division: number, method: string): { message: string; wording: ErrorWording } {
  try {
    vargaSign(10, division, method as never);
  } catch (e) {
    if (isUraniaError(e) && isErrorWording(e.details.wording)) return { message: e.message, wording: e.details.wording };
    throw e;
  }
  throw new Error('no error thrown');
}

describe('varga.methodForDivision: a known method that does not define the division', () => {
  it('keeps the English message byte for byte and says it from the template', () => {
    const two = refusal(2, 'jagannatha');
    expect(two.message).toBe('method "jagannatha" does not define D2; D2 takes "parashara" or "cyclic"');
    expect(sayErrorWording(two.wording, 'en')).toBe(two.message);
    const three = refusal(3, 'narasimha-rao');
    expect(three.message).toBe('method "narasimha-rao" does not define D3; D3 takes "parashara" or "jagannatha" or "somanatha" or "cyclic"');
    expect(sayErrorWording(three.wording, 'en')).toBe(three.message);
    expect(DISJUNCTIONS['varga.methodForDivision']).toEqual(['methods']);
  });

  it('says it in German and French with the list joined as each language joins alternatives', () => {
    const two = refusal(2, 'jagannatha').wording;
    const three = refusal(3, 'narasimha-rao').wording;
    expect(sayErrorWording(two, 'de')).toBe('method "jagannatha" definiert D2 nicht; D2 wird nach "parashara" oder "cyclic" berechnet.');
    expect(sayErrorWording(three, 'de')).toBe(
      'method "narasimha-rao" definiert D3 nicht; D3 wird nach "parashara", "jagannatha", "somanatha" oder "cyclic" berechnet.',
    );
    expect(sayErrorWording(two, 'fr')).toBe('method "jagannatha" ne définit pas D2 ; D2 se calcule selon "parashara" ou "cyclic".');
    expect(sayErrorWording(three, 'fr')).toBe(
      'method "narasimha-rao" ne définit pas D3 ; D3 se calcule selon "parashara", "jagannatha", "somanatha" ou "cyclic".',
    );
    expect(sayErrorWording(two, 'ru')).toBe('method "jagannatha" не определяет D2; D2 вычисляется по методу "parashara" или "cyclic".');
    expect(sayErrorWording(two, 'zh-Hans')).toBe('method "jagannatha" 未定义 D2；D2 使用 "parashara"或"cyclic"。');
  });

  it('leaves no English "or", "takes" or "does not" in any other locale, and no separator in any', () => {
    const three = refusal(3, 'narasimha-rao').wording;
    for (const locale of LABEL_LOCALES) {
      const said = sayErrorWording(three, locale);
      expect(said, locale).not.toContain('\n');
      if (locale === 'en') continue;
      expect(said, locale).not.toMatch(/\b(or|takes|does)\b/);
      expect(ERROR_WORDS[locale]['varga.methodForDivision'], locale).not.toBe(ERROR_WORDS.en['varga.methodForDivision']);
    }
  });

  it('reaches the localized error message (the HTTP and CLI path)', () => {
    try {
      vargaSign(10, 2, 'jagannatha' as never);
    } catch (e) {
      if (!isUraniaError(e)) throw e;
      expect(localizeErrorMessage(e, 'de')).toContain('"parashara" oder "cyclic"');
      expect(localizeErrorMessage(e, 'en')).toBe(e.message);
    }
  });
});
