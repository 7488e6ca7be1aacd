import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import type { Body } from '../../src/schemas/index.js';
import { mutualReception } from '../../src/records/mutual-reception.js';

const at = (body: Body, longitude: number) => ({ body, longitude });

describe('mutualReception (Lilly, Christian Astrology, Book I)', () => {
  it('by domicile: Venus in Aries (Mars) and Mars in Taurus (Venus)', () => {
    expect(mutualReception(at('Venus', 10), at('Mars', 40))).toEqual({
      body1: 'Venus', body2: 'Mars', sign1: 'Aries', sign2: 'Taurus', type: 'domicile',
    });
  });

  it('by exaltation: Sun in Taurus (Moon exalted) and Moon in Aries (Sun exalted)', () => {
    expect(mutualReception(at('Sun', 45), at('Moon', 5))).toMatchObject({ type: 'exaltation' });
  });

  it('mixed: Jupiter in Aries (Mars domicile), Mars in Cancer (Jupiter exalted)', () => {
    expect(mutualReception(at('Jupiter', 5), at('Mars', 95))).toMatchObject({ type: 'mixed' });
  });

  it('none when only one receives the other, or for the same body', () => {
    expect(mutualReception(at('Venus', 10), at('Mars', 70))).toBeNull();
    expect(mutualReception(at('Venus', 10), at('Venus', 10))).toBeNull();
  });

  it('modern scheme: Pluto in Aries and Mars in Scorpio', () => {
    expect(mutualReception(at('Pluto', 10), at('Mars', 220))).toBeNull();
    expect(mutualReception(at('Pluto', 10), at('Mars', 220), 'modern')).toMatchObject({ type: 'domicile' });
  });

  it('rejects unknown bodies', () => {
    expect(() => mutualReception(at('Vulcan' as Body, 0), at('Mars', 0))).toThrow(UraniaError);
  });
});
