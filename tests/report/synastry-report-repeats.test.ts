/**
 * No paragraph of a synastry report is printed twice (a reader's defect: when both people had a planet in the same
 * house of the other, A's Venus in B's 7th and B's Venus in A's 7th, the same overlay paragraph was printed in both
 * overlay sections, in every language). The second overlay keeps its heading and its source and points back to the
 * first; every overlay is still read.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { synastry, synastryReport } from '../../src/index.js';
import { LOCALES, type SynastryReport } from '../../src/schemas/index.js';

/** Two births a year apart at the same place and hour: the slow planets fall in the same houses both ways. */
const A = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const B = { birthDate: '1991-07-20', birthTime: '14:00', latitude: 40.7128, longitude: -74.006 };

/** B's Sun in A's 9th house, the first overlay both ways (A's Sun is in B's 9th too): its paragraph, typed by hand. */
const EXPECTED_EN = 'The same placement as “A’s Sun in B’s 9th house”, the other way round: the reading above holds here too, with the roles exchanged; here the planet is B’s and the house A’s.';
const EXPECTED_ES = 'La misma posición que «Sol de A en la Casa 9 de B», en sentido inverso: la lectura de arriba vale también aquí, con los papeles cambiados; ahora el planeta es de B y la casa, de A.';

const paragraphs = (r: SynastryReport) => r.sections.flatMap((s) => s.paragraphs.map((p) => p.text));
const repeated = (texts: readonly string[]) => texts.filter((t, i) => texts.indexOf(t) !== i);

describe('a synastry report prints no paragraph twice', () => {
  const interpretation = synastry({ personA: A, personB: B, locale: 'en' }).interpretation!;
  const key = (o: { body: string; house: number }) => `${o.body} ${o.house}`;
  const shared = interpretation.overlaysAtoB!.map(key).filter((k) => interpretation.overlaysBtoA!.map(key).includes(k));

  it('the pair triggers the defect: planets in the same house both ways, one text for each such pair', () => {
    expect(shared).toEqual(['Sun 9', 'Saturn 3', 'Uranus 3', 'Neptune 3', 'Pluto 1']);
    const textOf = (list: typeof interpretation.overlaysAtoB, k: string) => list!.find((o) => key(o) === k)!.text;
    for (const k of shared) expect(textOf(interpretation.overlaysBtoA, k)).toBe(textOf(interpretation.overlaysAtoB, k));
  });

  it.each(LOCALES)('%s: no repeated paragraph, and every overlay still has its paragraph and its source', (locale) => {
    const r = synastryReport({ personA: A, personB: B, locale });
    expect(repeated(paragraphs(r))).toEqual([]);
    const bInA = r.sections.find((s) => s.id === 'overlays-b-in-a')!;
    expect(bInA.paragraphs.length).toBe(interpretation.overlaysBtoA!.length);
    expect(bInA.sources.length).toBe(interpretation.overlaysBtoA!.length);
    expect(r.warnings).toBeUndefined();
  });

  it('the second of a shared overlay points back to the first (typed by hand in English and Spanish)', () => {
    const [body, house] = shared[0]!.split(' ');
    const at = (r: SynastryReport, id: string) => r.sections.find((s) => s.id === id)!.paragraphs[
      interpretation.overlaysBtoA!.findIndex((o) => o.body === body && o.house === Number(house))]!;
    const en = synastryReport({ personA: A, personB: B });
    expect(at(en, 'overlays-b-in-a').text).toBe(EXPECTED_EN);
    const es = synastryReport({ personA: A, personB: B, locale: 'es' });
    expect(at(es, 'overlays-b-in-a').text).toBe(EXPECTED_ES);
  });
});

describe('over random pairs of births', () => {
  it('no paragraph occurs twice in a report', () => {
    const birth = fc.record({
      day: fc.integer({ min: 0, max: 20000 }),
      minute: fc.integer({ min: 0, max: 1439 }),
      latitude: fc.double({ min: -55, max: 60, noNaN: true }),
      longitude: fc.double({ min: -179, max: 179, noNaN: true }),
    }).map(({ day, minute, latitude, longitude }) => ({
      birthDate: new Date(Date.UTC(1950, 0, 1) + day * 86400e3).toISOString().slice(0, 10),
      birthTime: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
      latitude: Math.round(latitude * 1e4) / 1e4,
      longitude: Math.round(longitude * 1e4) / 1e4,
    }));
    // Half the pairs: the second birth within a year or so of the first, same place and hour (the case that repeats).
    const near = fc.tuple(birth, fc.integer({ min: -500, max: 500 })).map(([a, days]) => [a, {
      ...a, birthDate: new Date(Date.parse(a.birthDate) + days * 86400e3).toISOString().slice(0, 10),
    }] as const);
    fc.assert(
      fc.property(fc.oneof(fc.tuple(birth, birth), near), fc.constantFrom(...LOCALES), ([personA, personB], locale) => {
        expect(repeated(paragraphs(synastryReport({ personA, personB, locale })))).toEqual([]);
      }),
      { numRuns: 12, seed: 16 },
    );
  });
});
