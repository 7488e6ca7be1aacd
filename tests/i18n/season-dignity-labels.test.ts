/**
 * Issue 31: the label catalogue names the seasons (`findSeasons`, `nextSeason`: `type`) and the essential dignities
 * (`essentialDignity`, the chart's `dignity`) by the records' identifiers in the ten languages
 * (`labelCatalogue(locale).seasons`, `.dignities`). Expectations hand-typed as each language's astrologers and
 * almanacs write them (docs/i18n/<locale>.md).
 */
import { describe, expect, it } from 'vitest';
import { essentialDignity, findSeasons, labelCatalogue } from '../../src/index.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';
import { DIGNITY_KINDS, SEASON_TYPES } from '../../src/schemas/record-enums.js';

/** Values a language writes as English does, with the reason. */
const SAME_AS_ENGLISH: Readonly<Record<string, string>> = {
  'fr domicile': 'the French tradition’s word (Morin, Barbault)',
  'fr exaltation': 'the French tradition’s word',
  'fr face': 'the French tradition’s word for the ten-degree face',
  'pt-BR face': 'the Brazilian tradition’s “face caldaica” (docs/i18n/pt-BR.md)',
};

describe('the catalogue\'s seasons and essential dignities', () => {
  it('are keyed by the schemas\' enumerations in every language, none blank, none alike, none English unless listed', () => {
    for (const locale of LABEL_LOCALES) {
      const c = labelCatalogue(locale);
      expect(Object.keys(c.seasons), locale).toEqual([...SEASON_TYPES]);
      expect(Object.keys(c.dignities), locale).toEqual([...DIGNITY_KINDS]);
      expect(new Set(Object.values(c.seasons)).size, locale).toBe(4);
      expect(new Set(Object.values(c.dignities)).size, locale).toBe(8);
      for (const v of [...Object.values(c.seasons), ...Object.values(c.dignities)]) expect(v.trim(), locale).toBe(v);
      if (locale === 'en') continue;
      for (const s of SEASON_TYPES) expect(c.seasons[s], `${locale} ${s}`).not.toBe(s);
      for (const d of DIGNITY_KINDS) {
        if (SAME_AS_ENGLISH[`${locale} ${d}`] === undefined) expect(c.dignities[d], `${locale} ${d}`).not.toBe(d);
      }
    }
  });

  it('English names them as the records do (the identifiers themselves)', () => {
    const en = labelCatalogue('en');
    for (const s of SEASON_TYPES) expect(en.seasons[s]).toBe(s);
    for (const d of DIGNITY_KINDS) expect(en.dignities[d]).toBe(d);
  });

  it('German: Tagundnachtgleiche im März, Sonnenwende im Dezember; Domizil, Erhöhung, Exil, Fall, peregrin', () => {
    const de = labelCatalogue('de');
    expect(Object.values(de.seasons)).toEqual(['Tagundnachtgleiche im März', 'Sonnenwende im Juni', 'Tagundnachtgleiche im September', 'Sonnenwende im Dezember']);
    expect([de.dignities.domicile, de.dignities.exaltation, de.dignities.detriment, de.dignities.fall, de.dignities.triplicity, de.dignities.peregrine])
      .toEqual(['Domizil', 'Erhöhung', 'Exil', 'Fall', 'Triplizität', 'peregrin']);
  });

  it('French: Équinoxe de mars, Solstice de juin; domicile, exaltation, exil, chute, termes, pérégrin', () => {
    const fr = labelCatalogue('fr');
    expect(Object.values(fr.seasons)).toEqual(['Équinoxe de mars', 'Solstice de juin', 'Équinoxe de septembre', 'Solstice de décembre']);
    expect(Object.values(fr.dignities)).toEqual(['domicile', 'exaltation', 'exil', 'chute', 'triplicité', 'termes', 'face', 'pérégrin']);
  });

  it('Hindi: वसंत विषुव … शीत अयनांत; स्वराशि, उच्च, नीच, त्रिंशांश, द्रेष्काण', () => {
    const hi = labelCatalogue('hi');
    expect(Object.values(hi.seasons)).toEqual(['वसंत विषुव', 'ग्रीष्म अयनांत', 'शरद विषुव', 'शीत अयनांत']);
    expect([hi.dignities.domicile, hi.dignities.exaltation, hi.dignities.fall, hi.dignities.terms, hi.dignities.face])
      .toEqual(['स्वराशि', 'उच्च', 'नीच', 'त्रिंशांश', 'द्रेष्काण']);
  });

  it('Chinese: 春分 夏至 秋分 冬至; 入庙 入旺 落陷 入弱 三分性 界 面 游走', () => {
    const zh = labelCatalogue('zh-Hans');
    expect(Object.values(zh.seasons)).toEqual(['春分', '夏至', '秋分', '冬至']);
    expect(Object.values(zh.dignities)).toEqual(['入庙', '入旺', '落陷', '入弱', '三分性', '界', '面', '游走']);
  });

  it('translates what the records return: the first season of 2024, the Sun\'s dignities at 19° Aries', () => {
    const [first] = findSeasons({ from: '2024-01-01', to: '2025-01-01' });
    expect(first!.type).toBe('March equinox');
    expect(labelCatalogue('de').seasons[first!.type]).toBe('Tagundnachtgleiche im März');
    expect(labelCatalogue('ru').seasons[first!.type]).toBe('Мартовское равноденствие');
    const { dignities } = essentialDignity('Sun', 19, true);
    expect(dignities.map((d) => labelCatalogue('fr').dignities[d])).toEqual(['exaltation', 'triplicité', 'face']);
    expect(dignities.map((d) => labelCatalogue('zh-Hans').dignities[d])).toEqual(['入旺', '三分性', '面']);
  });
});
