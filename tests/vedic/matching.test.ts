import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { ashtakootScore, vedicCompatibility, vedicDoshas } from '../../src/records/index.js';
import { VedicCompatibility } from '../../src/schemas/index.js';
import { ashtakootOf } from '../../src/vedic/ashtakoot.js';
import { poruthamsOf } from '../../src/vedic/poruthams.js';
import { memoryIo } from '../cli/helpers.js';
import { inlineServer, type InlineServer } from '../http/inline-server.js';

/** The middle of nakshatra k (0 Ashwini … 26 Revati), sidereal degrees. */
const star = (k: number) => k * (40 / 3) + 20 / 3;

describe('ashtakoot variants (named, the default unchanged)', () => {
  it('varna air-vaishya swaps the earth and air signs: groom Gemini, bride Taurus', () => {
    // Default: Gemini (air) Shudra 1 below Taurus (earth) Vaishya 2 → 0; swapped: 2 ≥ 1 → 1.
    expect(ashtakootOf(75, 45).varna).toBe(0);
    expect(ashtakootOf(75, 45, { varna: 'air-vaishya' }).varna).toBe(1);
  });
  it('vashya bride-rows reads the table with the bride\'s group as the row: groom Gemini (Manava), bride Aries (Chatushpada)', () => {
    // Rows Chatushpada [2, 1, 1, ½, 1], Manava [0, 2, ½, 0, 1]: groom row Manava, column Chatushpada → 0; transposed → 1.
    expect(ashtakootOf(75, 15).vashya).toBe(0);
    expect(ashtakootOf(75, 15, { vashya: 'bride-rows' }).vashya).toBe(1);
  });
  it('gana bride-rows: groom Manushya (Bharani), bride Deva (Ashwini) → 5, transposed 6', () => {
    expect(ashtakootOf(star(1), star(0)).gana).toBe(5);
    expect(ashtakootOf(star(1), star(0), { gana: 'bride-rows' }).gana).toBe(6);
  });
  it('tara from-bride: 3 or 0 from the count bride → groom alone (groom Krittika, bride Ashwini: count 3, Vipat)', () => {
    // Groom → bride: (0 − 2 + 27) mod 27 + 1 = 26, 26 mod 9 = 8, auspicious: 1½; bride → groom: 3, Vipat: 0.
    expect(ashtakootOf(star(2), star(0)).tara).toBe(1.5);
    expect(ashtakootOf(star(2), star(0), { tara: 'from-bride' }).tara).toBe(0);
  });
  it('yoni horse-deer-neutral: Ashwini (Horse) with Anuradha (Deer) 3 → 2', () => {
    expect(ashtakootOf(star(0), star(16)).yoni).toBe(3);
    expect(ashtakootOf(star(0), star(16), { yoni: 'horse-deer-neutral' }).yoni).toBe(2);
  });
  it('an empty variants object is the default table everywhere', () => {
    for (const [a, b] of [[10, 200], [75, 45], [star(2), star(0)], [300, 123]]) expect(ashtakootOf(a!, b!, {})).toEqual(ashtakootOf(a!, b!));
  });
});

describe('the ten poruthams (groom, bride), from their definitions', () => {
  it('dina, mahendra and stree deergha follow the count from the bride\'s star to the groom\'s', () => {
    const rohini = poruthamsOf(star(3), star(0)); // n = 4
    expect([rohini.dina, rohini.mahendra, rohini['stree-deergha']]).toEqual([true, true, false]);
    const krittika = poruthamsOf(star(2), star(0)); // n = 3
    expect([krittika.dina, krittika.mahendra]).toEqual([false, false]);
    expect(poruthamsOf(star(18), star(0))['stree-deergha']).toBe(true); // Mula: n = 19
  });
  it('gana, yoni, rajju and vedha by the stars', () => {
    expect(poruthamsOf(star(1), star(0)).gana).toBe(true); // Manushya with Deva
    expect(poruthamsOf(star(2), star(0)).gana).toBe(false); // Rakshasa with Deva
    expect(poruthamsOf(star(14), star(0)).yoni).toBe(false); // Buffalo with Horse: sworn enemies
    expect(poruthamsOf(star(9), star(0)).rajju).toBe(false); // Magha and Ashwini: both Pada
    expect(poruthamsOf(star(1), star(0)).rajju).toBe(true); // Kati and Pada
    expect(poruthamsOf(star(17), star(0)).vedha).toBe(false); // Jyeshtha–Ashwini
    expect(poruthamsOf(star(13), star(4)).vedha).toBe(false); // Chitra–Mrigashira
    expect(poruthamsOf(star(16), star(0)).vedha).toBe(true); // Anuradha–Ashwini: no vedha
  });
  it('rasi, rasyadhipati and vasya by the signs', () => {
    expect(poruthamsOf(45, 15).rasi).toBe(false); // Taurus from Aries: the 2nd
    expect(poruthamsOf(195, 15).rasi).toBe(true); // Libra: the 7th
    expect(poruthamsOf(75, 15).rasyadhipati).toBe(false); // Mars counts Mercury an enemy
    expect(poruthamsOf(135, 15).rasyadhipati).toBe(true); // Sun and Mars friends
    expect(poruthamsOf(135, 15).vasya).toBe(true); // Leo is vasya to Aries
    expect(poruthamsOf(75, 15).vasya).toBe(false); // Gemini and Aries: neither
  });
});

describe('vedicCompatibility (record, route, command)', () => {
  const A = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
  const B = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 19.076, longitude: 72.8777 };
  const c = vedicCompatibility({ personA: A, personB: B });
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('is valid; its ashtakoot is ashtakootScore\'s, its Manglik each chart\'s and the verdict follows them', () => {
    expect([...Value.Errors(VedicCompatibility, JSON.parse(JSON.stringify(c)))]).toEqual([]);
    expect(c.ashtakoot).toEqual(ashtakootScore({ personA: A, personB: B }));
    expect(c.poruthams).toHaveLength(10);
    expect(c.poruthamsAgreeable).toBe(c.poruthams.filter((p) => p.agreeable).length);
    const a = vedicDoshas({ birth: A }).manglik;
    const b = vedicDoshas({ birth: B }).manglik;
    expect([c.manglik.personA, c.manglik.personB]).toEqual([a, b]);
    expect(c.manglik.verdict).toBe(a.effective && b.effective ? 'balanced' : a.effective || b.effective ? 'unbalanced' : 'no-dosha');
    expect(c.summary).toContain(`Ashtakoot ${c.ashtakoot.total} of 36`);
  });

  it('POST /vedic/compatibility answers the record; urania match --json prints it', async () => {
    const r = await server.post('/vedic/compatibility', { personA: A, personB: B, variants: { gana: 'bride-rows' } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(vedicCompatibility({ personA: A, personB: B, variants: { gana: 'bride-rows' } }))));
    const io = memoryIo();
    const flags = ['--a-date', A.birthDate, '--a-time', A.birthTime, '--a-lat', '40.7128', '--a-lon', '-74.006', '--b-date', B.birthDate, '--b-time', B.birthTime, '--b-lat', '19.076', '--b-lon', '72.8777'];
    expect(await runCli(['match', ...flags, '--json'], io)).toBe(0);
    expect(JSON.parse(io.out())).toEqual(JSON.parse(JSON.stringify(c)));
    const text = memoryIo();
    expect(await runCli(['match', ...flags], text)).toBe(0);
    expect(text.out()).toContain('Poruthams: dina');
  });
});
