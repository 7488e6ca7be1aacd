/**
 * The aspect grid's spoken labels in the reader's language (issue 31, the locale audit's row 18): `aspectGrid(chart,
 * { locale })` names the bodies and the aspect by the label catalogue, the orb by its `aspectLine`, and whether the
 * aspect is applying by the grid's own words (src/chart-wheel/aspect-grid-words.ts). Expectations typed by hand.
 */
import { describe, expect, it } from 'vitest';
import { aspectGrid, type AspectGridOptions } from '../../src/chart-wheel/aspect-grid.js';
import { UraniaError } from '../../src/errors/index.js';
import { natalChart } from '../../src/records/index.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';

/** Three bodies and two aspects: the Sun trine the Moon 2°00′ applying, Mars square the North Node 4°03′ separating. */
const CHART = {
  positions: [{ body: 'Sun' }, { body: 'Moon' }, { body: 'Mars' }, { body: 'NorthNode' }],
  aspects: [
    { body1: 'Sun', body2: 'Moon', type: 'trine', orb: 2.0, isApplying: true },
    { body1: 'Mars', body2: 'NorthNode', type: 'square', orb: 4.06, isApplying: false },
  ],
} as unknown as Parameters<typeof aspectGrid>[0];

const labels = (options?: AspectGridOptions) => {
  const grid = aspectGrid(CHART, options);
  const at = (a: string, b: string) => grid.cells[grid.bodies.indexOf(a)]![grid.bodies.indexOf(b)]!.label;
  return [at('Moon', 'Sun'), at('NorthNode', 'Mars')];
};

describe('aspectGrid with locale', () => {
  it('German and French, as their astrologers say it', () => {
    expect(labels({ locale: 'de' })).toEqual(['Sonne Trigon Mond, Orbis 2°00′, applikativ', 'Mars Quadrat Mondknoten, Orbis 4°03′, separativ']);
    expect(labels({ locale: 'fr' })).toEqual(['Soleil trigone Lune, orbe 2°00′, appliquant', 'Mars carré Nœud Nord, orbe 4°03′, séparant']);
  });

  it('Russian and Chinese', () => {
    expect(labels({ locale: 'ru' })).toEqual(['Солнце трин Луна, орбис 2°00′, сходящийся', 'Марс квадрат Северный узел, орбис 4°03′, расходящийся']);
    expect(labels({ locale: 'zh-Hans' })).toEqual(['太阳三分相月亮，容许度2°00′，入相', '火星四分相北交点，容许度4°03′，出相']);
  });

  it('English is as it was; options.name still names the bodies in another language', () => {
    expect(labels()).toEqual(['Sun trine Moon, orb 2°00′, applying', 'Mars square North Node, orb 4°03′, separating']);
    expect(labels({ locale: 'en' })).toEqual(labels());
    expect(labels({ locale: 'de', name: (b) => b.toUpperCase() })[1]).toBe('MARS Quadrat NORTHNODE, Orbis 4°03′, separativ');
  });

  it('no English word of the English labels is left in another language\'s labels of a real chart', () => {
    const chart = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' });
    const english = (aspectGrid(chart).cells.flat().filter((c) => c !== undefined) as { label: string }[]).map((c) => c.label);
    expect(english.length).toBeGreaterThan(5);
    const englishWords = new Set(english.join(' ').toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 2));
    // Words spelled alike in the language, the catalogue's: Venus, Mars, Saturn, Pluto…; Neptune, sextile and
    // opposition in French; "orb", the Turkish catalogue's word for the orb.
    const alike = new Set(['venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'sextile', 'opposition', 'quincunx', 'orb']);
    for (const locale of LABEL_LOCALES.filter((l) => l !== 'en')) {
      const words = (aspectGrid(chart, { locale }).cells.flat().filter((c) => c !== undefined) as { label: string }[])
        .flatMap((c) => c.label.toLowerCase().split(/[^\p{L}]+/u));
      expect([...new Set(words.filter((w) => englishWords.has(w) && !alike.has(w)))], locale).toEqual([]);
    }
  });

  it('a locale outside the ten is INVALID_ARGUMENT naming options.locale', () => {
    expect(() => aspectGrid(CHART, { locale: 'xx' as never })).toThrow(UraniaError);
    expect(() => aspectGrid(CHART, { locale: 'xx' as never })).toThrow(/options\.locale must be one of/);
  });
});
