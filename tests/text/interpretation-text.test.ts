import { describe, expect, it } from 'vitest';
import { ELEMENTS, MODALITIES, MOON_PHASES, SIGNS } from '../../src/schemas/index.js';
import {
  ELEMENT_PAIR_TEXT, MODALITY_PAIR_TEXT, MOON_PHASE_GUIDANCE, MOON_SIGN_GUIDANCE, NATURAL_ASPECT_TEXT,
  VOID_OF_COURSE_GUIDANCE, dayHighlight, elementPairKey, modalityPairKey,
} from '../../src/text/index.js';

const allStrings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(allStrings) : [];

describe('compatibility text', () => {
  it('covers every unordered element and modality pair, whichever order they come in', () => {
    for (const a of ELEMENTS) for (const b of ELEMENTS) {
      expect(elementPairKey(a, b)).toBe(elementPairKey(b, a));
      expect(ELEMENT_PAIR_TEXT[elementPairKey(a, b)]).toBeDefined();
    }
    for (const a of MODALITIES) for (const b of MODALITIES) {
      expect(modalityPairKey(a, b)).toBe(modalityPairKey(b, a));
      expect(MODALITY_PAIR_TEXT[modalityPairKey(a, b)]).toBeDefined();
    }
    expect(Object.keys(ELEMENT_PAIR_TEXT)).toHaveLength(10);
    expect(Object.keys(MODALITY_PAIR_TEXT)).toHaveLength(6);
    expect(Object.keys(NATURAL_ASPECT_TEXT)).toHaveLength(7);
  });

  it('has non-empty entries with at least one strength and one challenge, and every element reading names both signs', () => {
    for (const t of [...Object.values(ELEMENT_PAIR_TEXT), ...Object.values(MODALITY_PAIR_TEXT), ...Object.values(NATURAL_ASPECT_TEXT)]) {
      expect(t.reading.length).toBeGreaterThan(20);
      expect(t.strengths.length).toBeGreaterThan(0);
      expect(t.challenges.length).toBeGreaterThan(0);
    }
    for (const t of Object.values(ELEMENT_PAIR_TEXT)) expect(t.reading).toMatch(/\{a\}.*\{b\}/);
  });

  it('never repeats a sentence across tables', () => {
    const strings = allStrings([ELEMENT_PAIR_TEXT, MODALITY_PAIR_TEXT, NATURAL_ASPECT_TEXT]);
    expect(new Set(strings).size).toBe(strings.length);
  });
});

describe('lunar guidance text', () => {
  it('has guidance for each of the twelve Moon signs and the eight phases', () => {
    for (const s of SIGNS) {
      const g = MOON_SIGN_GUIDANCE[s];
      expect(g.favorable.length).toBeGreaterThanOrEqual(2);
      expect(g.unfavorable.length).toBeGreaterThanOrEqual(1);
      expect(g.bestFor.length).toBeGreaterThan(10);
    }
    for (const p of MOON_PHASES) {
      expect(MOON_PHASE_GUIDANCE[p].favorable.length).toBeGreaterThan(0);
      expect(MOON_PHASE_GUIDANCE[p].unfavorable.length).toBeGreaterThan(0);
    }
    expect(VOID_OF_COURSE_GUIDANCE.unfavorable).toContain('starting anything new');
  });

  it('follows the waxing-for-beginnings, waning-for-endings rule', () => {
    expect(MOON_PHASE_GUIDANCE['Waxing Crescent'].favorable.join(' ')).toMatch(/first|gather/);
    expect(MOON_PHASE_GUIDANCE['Waning Crescent'].unfavorable.join(' ')).toMatch(/launching new/);
  });
});

describe('dayHighlight', () => {
  it('names the event, the body and the sign', () => {
    expect(dayHighlight({ kind: 'lunation', phase: 'Full Moon', sign: 'Leo' })).toBe('Full Moon in Leo: a culmination.');
    expect(dayHighlight({ kind: 'station', body: 'Mercury', direction: 'retrograde', sign: 'Aries' })).toMatch(
      /^Mercury stations retrograde in Aries/,
    );
    expect(dayHighlight({ kind: 'ingress', body: 'Mars', sign: 'Gemini', direction: 'direct' })).toMatch(/^Mars enters Gemini/);
    expect(dayHighlight({ kind: 'eclipse', eclipseType: 'total', eclipseKind: 'lunar', sign: 'Virgo' })).toMatch(/total lunar eclipse in Virgo/);
    expect(dayHighlight({ kind: 'voidOfCourse', sign: 'Pisces' })).toMatch(/void of course in Pisces/);
    expect(dayHighlight({ kind: 'moonInSign', phase: 'Waxing Gibbous', sign: 'Taurus' })).toMatch(/Waxing Gibbous Moon in Taurus/);
  });
});
