import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lunationNumberAt, sarosSeries } from '../../src/events/eclipse-saros.js';
import { instant } from '../../src/time/instant.js';

/** NASA's catalogue rows (tests/fixtures/eclipses-nasa.json states the provenance): TD date and time, "Luna Num". */
const NASA = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/eclipses-nasa.json', import.meta.url)), 'utf8')) as {
  solar: { date: string; td: string; lunation: number; saros: number }[];
  lunar: { date: string; saros: number }[];
};

describe('issue 11 #3: lunation number and saros series (Meeus k; van den Bergh saros–inex)', () => {
  it.each(NASA.solar)('issue 11 #3: $date is lunation $lunation, saros $saros (NASA)', (n) => {
    // NASA's TD is TT to the second for this purpose: the TD instant read as TT.
    const jdTt = instant(`${n.date}T${n.td}Z`).jdUt;
    const k = lunationNumberAt(jdTt, 'solar');
    expect(k).toBe(n.lunation);
    expect(sarosSeries(k, 'solar')).toBe(n.saros);
  });

  it.each(NASA.lunar)('issue 11 #3: lunar $date is in lunar saros $saros (NASA)', (n) => {
    const k = lunationNumberAt(instant(`${n.date}T12:00:00Z`).jdTt, 'lunar');
    expect(sarosSeries(k, 'lunar')).toBe(n.saros);
  });
});
