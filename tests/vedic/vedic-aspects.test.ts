/**
 * Graha drishti (BPHS ch. 26) on synthetic skies with hand-derived expectations, the sputa-drishti scale, the
 * natural relationships (BPHS ch. 3), and the VedicAspectResult record at a real instant.
 */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { VedicAspectResult, type VedicPlanetPosition } from '../../src/schemas/index.js';
import {
  aspectedHouses, drishtiStrength, generalDrishtiVirupas, grahaDrishti, naturalRelationship,
  vedicPlanetPosition, type Graha,
} from '../../src/vedic/index.js';
import { vedicAspects } from '../../src/records/index.js';
import { expectFieldError } from '../charts/technique-helpers.js';

/** A sky with the given sidereal longitudes (ayanamsa 0 so tropical = sidereal). */
function sky(longitudes: Partial<Record<Graha, number>>): VedicPlanetPosition[] {
  return Object.entries(longitudes).map(([g, l]) => vedicPlanetPosition(g as Graha, l, 0));
}

describe('graha drishti rules', () => {
  it('every graha aspects the 7th; Mars 4th/8th, Jupiter 5th/9th, Saturn 3rd/10th', () => {
    expect(aspectedHouses('Sun')).toEqual([7]);
    expect(aspectedHouses('Venus')).toEqual([7]);
    expect(aspectedHouses('Mars')).toEqual([4, 7, 8]);
    expect(aspectedHouses('Jupiter')).toEqual([5, 7, 9]);
    expect(aspectedHouses('Saturn')).toEqual([3, 7, 10]);
    expect(aspectedHouses('Rahu')).toEqual([5, 7, 9]);
    expect(aspectedHouses('Ketu', 'seventh-only')).toEqual([7]);
  });

  it('Saturn in Aries aspects Gemini (3rd), Libra (7th), Capricorn (10th) and nothing else', () => {
    const s = sky({ Saturn: 10, Sun: 70, Moon: 190, Mars: 280, Venus: 100, Mercury: 40 });
    const fromSaturn = grahaDrishti(s).filter((a) => a.aspectingPlanet === 'Saturn');
    expect(fromSaturn.map((a) => [a.aspectedPlanet, a.aspectType, a.aspectOffset])).toEqual([
      ['Sun', '3rd', 2], ['Moon', '7th', 6], ['Mars', '10th', 9],
    ]);
  });

  it('the 7th aspect is mutual; Mars in Cancer aspects Libra (4th) but Libra does not aspect Cancer by the 7th', () => {
    const s = sky({ Mars: 95, Jupiter: 185, Moon: 275 });
    const pairs = grahaDrishti(s).map((a) => `${a.aspectingPlanet}>${a.aspectedPlanet}:${a.aspectType}`);
    expect(pairs).toContain('Mars>Jupiter:4th');
    expect(pairs).toContain('Mars>Moon:7th');
    expect(pairs).toContain('Moon>Mars:7th');
    expect(pairs).not.toContain('Jupiter>Mars:7th');
    // Jupiter in Libra: Capricorn is its 4th and Cancer its 10th — neither is one of Jupiter's aspects.
    expect(pairs.filter((p) => p.startsWith('Jupiter>'))).toEqual([]);
  });

  it('strength: full (5) at exact opposition; the special aspects are full at their points', () => {
    expect(generalDrishtiVirupas(180)).toBe(60);
    expect(generalDrishtiVirupas(90)).toBe(45);
    expect(generalDrishtiVirupas(120)).toBe(30);
    expect(generalDrishtiVirupas(60)).toBe(15);
    expect(generalDrishtiVirupas(270)).toBe(15);
    expect(generalDrishtiVirupas(20)).toBe(0);
    expect(drishtiStrength('Sun', 6, 180)).toBe(5);
    expect(drishtiStrength('Mars', 3, 90)).toBe(5);
    expect(drishtiStrength('Jupiter', 8, 240)).toBe(5);
    expect(drishtiStrength('Saturn', 2, 60)).toBe(5);
    // A 7th-sign aspect from 29° Aries to 0° Libra is a weak sputa drishti: 2(151 − 150) = 2 virupas.
    expect(drishtiStrength('Sun', 6, 151)).toBeCloseTo(2 / 12, 12);
  });

  it('strength stays in 0..5 and is exactly zero under 30° and over 300°', () => {
    fc.assert(fc.property(fc.constantFrom<Graha>('Sun', 'Mars', 'Jupiter', 'Saturn', 'Rahu'), fc.integer({ min: 0, max: 11 }), fc.double({ min: 0, max: 359.999, noNaN: true }), (g, o, a) => {
      const s = drishtiStrength(g, o, a);
      const special = o + 1 !== 7 && aspectedHouses(g).includes(o + 1);
      return s >= 0 && s <= 5 && ((a >= 30 && a < 300) || special || s === 0);
    }));
  });
});

describe('natural relationships (BPHS ch. 3)', () => {
  it('the table', () => {
    expect(naturalRelationship('Sun', 'Moon')).toBe('friend');
    expect(naturalRelationship('Sun', 'Mercury')).toBe('neutral');
    expect(naturalRelationship('Sun', 'Saturn')).toBe('enemy');
    expect(naturalRelationship('Moon', 'Saturn')).toBe('neutral');
    expect(naturalRelationship('Mercury', 'Moon')).toBe('enemy');
    expect(naturalRelationship('Jupiter', 'Venus')).toBe('enemy');
    expect(naturalRelationship('Venus', 'Saturn')).toBe('friend');
    // Nodes through their proxies (Rahu ~ Saturn, Ketu ~ Mars).
    expect(naturalRelationship('Rahu', 'Sun')).toBe('enemy');
    expect(naturalRelationship('Ketu', 'Jupiter')).toBe('friend');
    expect(naturalRelationship('Saturn', 'Rahu')).toBe('friend');
  });
  it('the Moon has no enemies', () => {
    for (const g of ['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const) {
      expect(naturalRelationship('Moon', g)).not.toBe('enemy');
    }
  });
});

describe('vedicAspects', () => {
  it('validates and names the ayanamsa', () => {
    const r = vedicAspects('2024-01-01T00:00:00Z');
    expect(Value.Check(VedicAspectResult, r)).toBe(true);
    expect(r.date).toBe('2024-01-01T00:00:00Z');
    expect(r.ayanamsa.system).toBe('Lahiri');
    // Lahiri on 2024-01-01 ≈ 24°11′ (true).
    expect(Math.abs(r.ayanamsa.value - (24 + 11 / 60))).toBeLessThan(1 / 60);
    expect(r.positions).toHaveLength(9);
    // Rahu and Ketu always aspect each other by the 7th.
    expect(r.aspects.some((a) => a.aspectingPlanet === 'Rahu' && a.aspectedPlanet === 'Ketu' && a.aspectType === '7th')).toBe(true);
  });
  it('seventh-only nodes cast fewer aspects', () => {
    const a = vedicAspects('2024-01-01T00:00:00Z');
    const b = vedicAspects('2024-01-01T00:00:00Z', { nodeAspects: 'seventh-only' });
    const nodeTypes = b.aspects.filter((x) => x.aspectingPlanet === 'Rahu' || x.aspectingPlanet === 'Ketu').map((x) => x.aspectType);
    expect(new Set(nodeTypes)).toEqual(new Set(['7th']));
    expect(b.aspects.length).toBeLessThanOrEqual(a.aspects.length);
  });
  it('bad input names the field', () => {
    expectFieldError(() => vedicAspects('2024-01-01', { nodeAspects: 'all' as 'seventh-only' }), 'nodeAspects');
    expectFieldError(() => vedicAspects('not a date'), 'at');
  });
});
