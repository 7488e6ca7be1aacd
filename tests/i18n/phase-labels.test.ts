/**
 * Issue 31: the label catalogue names the records' identifiers an app shows as they are — the eight Moon phases
 * (`moonPhase().phase`, the horoscopes, the almanac…), the four elements and the three modalities (`signInfo`,
 * the chart's balances) — in the ten languages (`labelCatalogue(locale).phases`, `.elements`, `.modalities`).
 * Expectations hand-typed as each language's astrologers and calendars write them (docs/i18n/<locale>.md).
 */
import { describe, expect, it } from 'vitest';
import { labelCatalogue, moonPhase } from '../../src/index.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';
import { ELEMENTS, MODALITIES, MOON_PHASES } from '../../src/schemas/enums.js';

describe('the catalogue\'s Moon phases, elements and modalities', () => {
  it('are keyed by the schemas\' enumerations in every language, none blank, no two phases alike', () => {
    for (const locale of LABEL_LOCALES) {
      const c = labelCatalogue(locale);
      expect(Object.keys(c.phases), locale).toEqual([...MOON_PHASES]);
      expect(Object.keys(c.elements), locale).toEqual([...ELEMENTS]);
      expect(Object.keys(c.modalities), locale).toEqual([...MODALITIES]);
      expect(new Set(Object.values(c.phases)).size, locale).toBe(8);
      for (const v of [...Object.values(c.phases), ...Object.values(c.elements), ...Object.values(c.modalities)]) expect(v.trim()).not.toBe('');
    }
  });

  it('English names them as the records do (the identifiers themselves)', () => {
    const en = labelCatalogue('en');
    for (const p of MOON_PHASES) expect(en.phases[p]).toBe(p);
    for (const e of ELEMENTS) expect(en.elements[e]).toBe(e);
    for (const m of MODALITIES) expect(en.modalities[m]).toBe(m);
  });

  it('German: Vollmond, zunehmender Dreiviertelmond, Feuer, kardinal', () => {
    const de = labelCatalogue('de');
    expect([de.phases['New Moon'], de.phases['Waxing Gibbous'], de.phases['Full Moon'], de.phases['Last Quarter']])
      .toEqual(['Neumond', 'Zunehmender Dreiviertelmond', 'Vollmond', 'Letztes Viertel']);
    expect(Object.values(de.elements)).toEqual(['Feuer', 'Erde', 'Luft', 'Wasser']);
    expect(Object.values(de.modalities)).toEqual(['kardinal', 'fix', 'veränderlich']);
  });

  it('French: Pleine Lune, Premier quartier de Lune, feu, mutable (the elements in lower case)', () => {
    const fr = labelCatalogue('fr');
    expect([fr.phases['New Moon'], fr.phases['First Quarter'], fr.phases['Full Moon'], fr.phases['Waning Gibbous']])
      .toEqual(['Nouvelle Lune', 'Premier quartier de Lune', 'Pleine Lune', 'Lune gibbeuse décroissante']);
    expect(Object.values(fr.elements)).toEqual(['feu', 'terre', 'air', 'eau']);
    expect(Object.values(fr.modalities)).toEqual(['cardinal', 'fixe', 'mutable']);
  });

  it('Hindi: अमावस्या and पूर्णिमा, the quarters as the eighth tithi of each paksha; the elements अग्नि पृथ्वी वायु जल', () => {
    const hi = labelCatalogue('hi');
    expect([hi.phases['New Moon'], hi.phases['First Quarter'], hi.phases['Full Moon'], hi.phases['Last Quarter']])
      .toEqual(['अमावस्या', 'शुक्ल अष्टमी', 'पूर्णिमा', 'कृष्ण अष्टमी']);
    expect(Object.values(hi.elements)).toEqual(['अग्नि', 'पृथ्वी', 'वायु', 'जल']);
    expect(Object.values(hi.modalities)).toEqual(['चर', 'स्थिर', 'द्विस्वभाव']);
  });

  it('Chinese: 新月 蛾眉月 上弦月 盈凸月 满月 亏凸月 下弦月 残月; 火 土 风 水; 基本 固定 变动', () => {
    const zh = labelCatalogue('zh-Hans');
    expect(Object.values(zh.phases)).toEqual(['新月', '蛾眉月', '上弦月', '盈凸月', '满月', '亏凸月', '下弦月', '残月']);
    expect(Object.values(zh.elements)).toEqual(['火', '土', '风', '水']);
    expect(Object.values(zh.modalities)).toEqual(['基本', '固定', '变动']);
  });

  it('Russian: Новолуние … Полнолуние, the phases in Cyrillic', () => {
    const ru = labelCatalogue('ru');
    expect([ru.phases['New Moon'], ru.phases['Full Moon'], ru.phases['Waning Crescent']]).toEqual(['Новолуние', 'Полнолуние', 'Убывающий серп']);
    expect(Object.values(ru.phases).every((p) => /^[\u0400-\u04FF ]+$/u.test(p))).toBe(true);
  });

  it('translates what a record returns: moonPhase(\'2024-01-25\').phase is Full Moon, Vollmond in German, 满月 in Chinese', () => {
    const { phase } = moonPhase('2024-01-25');
    expect(phase).toBe('Full Moon');
    expect(labelCatalogue('de').phases[phase]).toBe('Vollmond');
    expect(labelCatalogue('zh-Hans').phases[phase]).toBe('满月');
  });
});
