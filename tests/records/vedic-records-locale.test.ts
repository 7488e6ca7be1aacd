/**
 * Issue 31, session 17: the records `vedicYogas()` and `nakshatraLookup()` (POST /vedic/yogas, GET /vedic/nakshatra)
 * take an optional `locale` and read each yoga's rule and source and the nakshatra's symbol from the Vedic report's
 * table of quoted facts (`VEDIC_FACTS_WORDS`, src/report/vedic-facts-words.ts); without a locale they print the
 * catalogue's English as before. Expectations hand-typed from src/report/words/de/vedic-facts-words.ts (as the German
 * Vedic report prints it), src/report/words/fr/vedic-facts-words.ts and src/vedic/yoga-rules-planetary.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { nakshatraLookup, vedicReport, vedicReportMarkdown, vedicYogas } from '../../src/index.js';

const NEW_DELHI_1947 = { birthDate: '1947-08-15', birthTime: '00:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

describe('vedicYogas with a locale', () => {
  const english = vedicYogas({ birth: NEW_DELHI_1947 });
  const german = vedicYogas({ birth: NEW_DELHI_1947, locale: 'de' });
  const gajakesari = (r: typeof english) => r.yogas.find((y) => y.id === 'gajakesari')!;

  it('reads the rule and source of a yoga present as the German Vedic report prints them', () => {
    const rule = 'Jupiter in einem Kendra (1., 4., 7. oder 10. Haus) vom Mond aus – die übliche moderne Lesart.';
    expect(gajakesari(german).rule).toBe(rule);
    expect(gajakesari(german).source).toBe('Raman 300 (seine erste Kombination); Phaladeepika Kap. 6');
    const md = vedicReportMarkdown(vedicReport({ birth: NEW_DELHI_1947, at: '2026-01-01', locale: 'de' }));
    expect(md).toContain(`Regel: ${rule} Quelle: Raman 300 (seine erste Kombination); Phaladeepika Kap. 6.`);
    expect(german.yogas.find((y) => y.id === 'sarala')!.rule).toBe('Der Herr des 8. Hauses steht im 6., 8. oder 12. Haus.');
  });

  it('keeps the ids, names, grahas and the rest of the record, and no rule reads English', () => {
    expect(german.yogas.map((y) => [y.id, y.name, y.grahas])).toEqual(english.yogas.map((y) => [y.id, y.name, y.grahas]));
    expect(german.yogas.length).toBe(12);
    for (let i = 0; i < english.yogas.length; i++) {
      expect(german.yogas[i]!.rule, english.yogas[i]!.id).not.toBe(english.yogas[i]!.rule);
    }
    expect(german.lagna).toEqual(english.lagna);
    expect(german.warnings).toBeUndefined(); // the German table is whole
  });

  it('prints the catalogue\'s English without a locale, the record unchanged (and with en)', () => {
    expect(gajakesari(english).rule).toBe('Jupiter in a kendra (1st, 4th, 7th or 10th) from the Moon — the usual modern reading.');
    expect(gajakesari(english).source).toBe('Raman 300 (its first combination); Phaladeepika ch. 6');
    expect('warnings' in english).toBe(false);
    expect(JSON.stringify(vedicYogas({ birth: NEW_DELHI_1947, locale: 'en' }))).toBe(JSON.stringify(english));
  });

  it('refuses a locale outside the text languages', () => {
    expect(() => vedicYogas({ birth: NEW_DELHI_1947, locale: 'it' as never })).toThrow(/locale/);
  });
});

describe('nakshatraLookup with a locale', () => {
  it('gives the French symbol and leaves the other facts as the catalogue spells them', () => {
    const french = nakshatraLookup({ longitude: 125, locale: 'fr' });
    const english = nakshatraLookup({ longitude: 125 });
    expect(french.name).toBe('Magha');
    expect(french.symbol).toBe('Trône royal');
    expect(english.symbol).toBe('Royal throne');
    expect({ ...french, symbol: english.symbol }).toEqual(english);
    expect(nakshatraLookup({ longitude: 5, locale: 'fr' }).symbol).toBe('Tête de cheval');
  });

  it('reads the symbol of a graha at an instant too', () => {
    const at = nakshatraLookup({ at: '2024-03-20T12:00:00Z', body: 'Moon', locale: 'fr' });
    expect(at.symbol).not.toBe(nakshatraLookup({ at: '2024-03-20T12:00:00Z', body: 'Moon' }).symbol);
  });
});

describe('HTTP: /vedic/yogas and /vedic/nakshatra in the language of ?lang=', () => {
  const { key } = createApiKey();
  const auth = { authorization: `Bearer ${key}` };
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('POST /vedic/yogas?lang=es answers the library with locale es', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/v1/vedic/yogas?lang=es', payload: { birth: NEW_DELHI_1947 }, headers: auth });
    expect(r.statusCode, r.body).toBe(200);
    const spanish = vedicYogas({ birth: NEW_DELHI_1947, locale: 'es' });
    expect(r.json()).toEqual(JSON.parse(JSON.stringify(spanish)));
    expect(spanish.yogas.find((y) => y.id === 'budhaditya')!.rule).toBe('El Sol y Mercurio en un mismo signo.');
  });

  it('GET /vedic/nakshatra?lang=es answers the library with locale es; the query\'s own locale wins', async () => {
    const r = await app.inject({ url: '/api/v1/vedic/nakshatra?longitude=125&lang=es', headers: auth });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual(JSON.parse(JSON.stringify(nakshatraLookup({ longitude: 125, locale: 'es' }))));
    expect(r.json().symbol).not.toBe('Royal throne');
    const fr = await app.inject({ url: '/api/v1/vedic/nakshatra?longitude=125&locale=fr&lang=es', headers: auth });
    expect(fr.json().symbol).toBe('Trône royal');
  });
});
