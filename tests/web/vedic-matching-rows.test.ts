/**
 * The rows of the matching part of the web page's Vedic view (src/web/vedic-matching-rows.ts), in Node: the
 * ashtakoot table lists the eight kootas in the classical order with their fixed maxima (1 … 8, 36 in all) and a
 * total that is the sum of the points; the porutham table has the ten and as many "Agrees" as the record counts; the
 * Manglik rows and verdict read each record's dosha (present, cancelled) and the three verdicts.
 */
import { describe, expect, it } from 'vitest';
import { vedicCompatibility } from '../../src/index.js';
import type { VedicCompatibility } from '../../src/schemas/index.js';
import { matchingLabels } from '../../src/web/vedic-matching-section.js';
import { ashtakootRows, manglikRows, manglikVerdict, poruthamRows } from '../../src/web/vedic-matching-rows.js';

const A = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const B = { birthDate: '1991-05-09', birthTime: '06:10', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' };
const c = vedicCompatibility({ personA: A, personB: B });
const labels = matchingLabels('A');

describe('the matching rows', () => {
  it('lists the eight kootas in the classical order with maxima 1 … 8, and the total of their points out of 36', () => {
    const rows = ashtakootRows(c);
    expect(rows.map((r) => r[0])).toEqual(['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha maitri', 'Gana', 'Bhakoot', 'Nadi', 'Total']);
    expect(rows.map((r) => r[2])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '36']);
    expect(Number(rows.at(-1)![1])).toBe(rows.slice(0, 8).reduce((a, r) => a + Number(r[1]), 0));
  });

  it('lists the ten poruthams with as many agreeing as the record counts', () => {
    const rows = poruthamRows(c);
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r[1] === 'Agrees')).toHaveLength(c.poruthamsAgreeable);
  });

  it('reads each birth\'s Manglik dosha and the three verdicts', () => {
    const rows = manglikRows(c, labels);
    expect(rows.map((r) => r[0])).toEqual([...labels]);
    [c.manglik.personA, c.manglik.personB].forEach((m, i) => {
      expect(rows[i]![2]).toBe(!m.present ? 'Not present' : m.effective ? 'Present' : 'Present, cancelled');
      expect(rows[i]![1]!.split(', ')).toHaveLength(3);
    });
    const withVerdict = (verdict: VedicCompatibility['manglik']['verdict'], aEffective: boolean): VedicCompatibility =>
      ({ ...c, manglik: { ...c.manglik, verdict, personA: { ...c.manglik.personA, effective: aEffective } } });
    expect(manglikVerdict(withVerdict('no-dosha', false), labels)).toMatch(/^No Manglik dosha/);
    expect(manglikVerdict(withVerdict('balanced', true), labels)).toMatch(/balanced/);
    expect(manglikVerdict(withVerdict('unbalanced', true), labels)).toBe('Manglik in the birth above (person A) only: unbalanced.');
    expect(manglikVerdict(withVerdict('unbalanced', false), labels)).toBe('Manglik in the partner (person B) only: unbalanced.');
  });
});
