/**
 * Issue 31: the harmonic and draconic wheels write their title, zodiac footer, subtitle and accessible description in
 * the wheel's language (`wheel.locale`, or `?lang=` over HTTP), as the natal wheel does; a locale audit found them
 * English in every language. English is what it was: the ordinals and lines typed by hand below.
 */
import { describe, expect, it } from 'vitest';
import { draconicChartWheel, harmonicChartWheel } from '../../src/chart-wheel/index.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('the derived wheels in English, as before', () => {
  it('names the harmonic by its English ordinal (1st, 2nd, 3rd, 11th, 12th, 13th, 22nd, 101st)', () => {
    const title = (harmonic: number) => /<title[^>]*>([^<]*)<\/title>/.exec(harmonicChartWheel({ birth: BIRTH, harmonic }))?.[1];
    expect([1, 2, 3, 5, 11, 12, 13, 22, 101].map(title)).toEqual([
      '1st harmonic chart', '2nd harmonic chart', '3rd harmonic chart', '5th harmonic chart', '11th harmonic chart',
      '12th harmonic chart', '13th harmonic chart', '22nd harmonic chart', '101st harmonic chart',
    ]);
  });

  it('writes the harmonic and draconic lines as it always did', () => {
    const h = harmonicChartWheel({ birth: BIRTH, harmonic: 5 });
    expect(h).toContain('Harmonic 5 (tropical × 5)');
    expect(h).toContain('1990-07-15 14:30: every longitude × 5 mod 360°');
    expect(h).toMatch(/Ascendant × 5: \d+\.\d\d°, Midheaven × 5: \d+\.\d\d°/);
    expect(h).toMatch(/<desc[^>]*>5th harmonic chart wheel\. Sun \d+°\d\d′ \w+; .*\. \d+ aspects? drawn\.<\/desc>/);
    const d = draconicChartWheel({ birth: BIRTH });
    expect(d).toContain('Draconic chart');
    expect(d).toContain('Draconic (true node)');
    expect(d).toContain('true node = 0° Aries');
    expect(draconicChartWheel({ birth: BIRTH, node: 'mean' })).toContain('mean node = 0° Aries');
  });
});

describe('the derived wheels in other languages', () => {
  it('German: the title, footer, subtitle with a German date and decimal commas, the description', () => {
    const h = harmonicChartWheel({ birth: BIRTH, harmonic: 5, wheel: { locale: 'de' } });
    expect(h).toMatch(/<title[^>]*>5\. Harmonische<\/title>/);
    expect(h).toContain('Harmonische 5 (tropisch × 5)');
    // Intl writes the German date and time as « 15. Juli 1990 um 14:30 » (« , 14:30 » in older ICU data).
    expect(h).toMatch(/15\. Juli 1990(,| um) 14:30: jede Länge × 5 mod 360°/);
    expect(h).toMatch(/Aszendent × 5: \d+,\d\d°, Medium Coeli × 5: \d+,\d\d°/);
    expect(h).toMatch(/<desc[^>]*>Horoskopkreis: 5\. Harmonische\. Sonne /);
    for (const english of ['harmonic chart', 'every longitude', 'Ascendant', ' wheel.', 'aspects drawn']) expect(h).not.toContain(english);
  });

  it('French, Chinese and Hindi draconic wheels name the node in their words', () => {
    const fr = draconicChartWheel({ birth: BIRTH, node: 'mean', wheel: { locale: 'fr' } });
    expect(fr).toMatch(/<title[^>]*>Thème draconique<\/title>/);
    expect(fr).toContain('Draconique (nœud moyen)');
    expect(fr).toContain('nœud moyen = 0° Bélier');
    const zh = draconicChartWheel({ birth: BIRTH, wheel: { locale: 'zh-Hans' } });
    expect(zh).toMatch(/<title[^>]*>天龙盘<\/title>/);
    expect(zh).toContain('真北交点 = 0° 白羊座');
    const hi = draconicChartWheel({ birth: BIRTH, wheel: { locale: 'hi' } });
    expect(hi).toContain('स्पष्ट राहु = 0° ');
    for (const svg of [fr, zh, hi]) for (const english of ['Draconic chart', 'true node', 'mean node', ' wheel.']) expect(svg).not.toContain(english);
  });
});
