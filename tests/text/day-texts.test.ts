/**
 * The sign-compatibility text, the lunar guidance and the day highlight in each language (issue 31;
 * src/text/day-text-locales.ts). English reads as before; a locale reads its own words where its translation has
 * them and says in `warnings` which family fell back; the day highlight's words answer every event in every locale
 * with one sentence naming the sign in that locale. Over HTTP the three routes take `?lang=`.
 */
import { describe, expect, it } from 'vitest';
import { almanacDay, lunarGuidance, signCompatibility } from '../../src/index.js';
import { COMPATIBILITY_TEXT_FAMILY, DAY_HIGHLIGHT_WORDS, DAY_HIGHLIGHT_WORDS_FAMILY, LUNAR_GUIDANCE_TEXT_FAMILY } from '../../src/text/day-text-locales.js';
import { horoscopeGrammar } from '../../src/text/horoscope-grammar-locales.js';
import { LOCALES, MOON_PHASES, SIGNS, type Locale } from '../../src/schemas/index.js';

const TRANSLATED = LOCALES.filter((l) => l !== 'en');
const BODIES = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const ECLIPSES = [['total', 'solar'], ['annular', 'solar'], ['hybrid', 'solar'], ['partial', 'solar'], ['total', 'lunar'], ['partial', 'lunar'], ['penumbral', 'lunar']] as const;

describe('English reads as before', () => {
  it('signCompatibility, lunarGuidance and almanacDay in English (typed from the English tables)', () => {
    const c = signCompatibility('Aries', 'Leo');
    expect(c.narrative.startsWith('Aries and Leo burn with the same fuel: each recognizes the other’s appetite for life at once.')).toBe(true);
    expect(c.warnings).toBeUndefined();
    const g = lunarGuidance({ date: '2024-04-08', timezone: 'UTC' });
    expect(g.warnings).toBeUndefined();
    expect(g.recommendations.bestFor.endsWith('.')).toBe(true);
    // 2024-04-08: the total solar eclipse in Aries.
    expect(almanacDay({ date: '2024-04-08', timezone: 'UTC' }).dayHighlight).toBe('A total solar eclipse in Aries: a turning point that stirs the Aries axis.');
  });
});

describe.each(TRANSLATED)('%s', (locale: Locale) => {
  const names = horoscopeGrammar(locale).signs;

  it('signCompatibility: the locale’s words where translated (the signs by the locale’s names), else English with a warning', () => {
    const c = signCompatibility('Virgo', 'Pisces', { locale });
    const en = signCompatibility('Virgo', 'Pisces');
    if (COMPATIBILITY_TEXT_FAMILY.locales[locale].missing.length === 0) {
      expect(c.warnings).toBeUndefined();
      expect(c.narrative).not.toBe(en.narrative);
      expect(c.narrative).toContain(names.Virgo.name);
      expect(c.narrative).toContain(names.Pisces.name);
      expect([c.strengths.length, c.challenges.length]).toEqual([en.strengths.length, en.challenges.length]);
    } else {
      expect(c.warnings?.some((w) => w.includes('sign compatibility text'))).toBe(true);
    }
  });

  it('lunarGuidance: the locale’s recommendations where translated, else English with a warning', () => {
    for (const date of ['2024-04-08', '2024-04-20', '2024-05-02']) {
      const g = lunarGuidance({ date, timezone: 'UTC', locale });
      const en = lunarGuidance({ date, timezone: 'UTC' });
      if (LUNAR_GUIDANCE_TEXT_FAMILY.locales[locale].missing.length === 0) {
        expect(g.warnings).toBeUndefined();
        expect(g.recommendations.bestFor).not.toBe(en.recommendations.bestFor);
        expect([g.recommendations.favorable.length, g.recommendations.unfavorable.length]).toEqual([en.recommendations.favorable.length, en.recommendations.unfavorable.length]);
      } else {
        expect(g.warnings?.some((w) => w.includes('lunar guidance text'))).toBe(true);
      }
    }
  });

  it('the day highlight: one sentence for every event, naming the sign in the locale where translated', () => {
    const w = DAY_HIGHLIGHT_WORDS[locale];
    const whole = DAY_HIGHLIGHT_WORDS_FAMILY.locales[locale].missing.length === 0;
    const sentences = SIGNS.flatMap((sign) => [
      ...ECLIPSES.map(([type, kind]) => [sign, w.eclipse(type, kind, sign)] as const),
      ...MOON_PHASES.flatMap((phase) => [[sign, w.lunation(phase, sign)] as const, [sign, w.moonInSign(phase, sign)] as const]),
      ...BODIES.flatMap((body) => (['retrograde', 'direct'] as const).flatMap((d) => [[sign, w.station(body, d, sign)] as const, [sign, w.ingress(body, d, sign)] as const])),
      [sign, w.voidOfCourse(sign)] as const,
    ]);
    for (const [sign, s] of sentences) {
      expect(s).toMatch(/^\p{Lu}.*[.!]$/u);
      if (whole) expect(s.toLowerCase()).toContain(names[sign].name.toLowerCase());
    }
    const a = almanacDay({ date: '2024-04-08', timezone: 'UTC', locale });
    if (whole) expect(a.warnings).toBeUndefined();
    else expect(a.warnings?.some((x) => x.includes('day highlight sentences'))).toBe(true);
  });
});
