/**
 * Error messages in the ten label locales (issue 31, docs/i18n/README.md "Error messages"): every code and every kind
 * of field error has a sentence in every locale with the placeholders of English; `code`, `details.field` and
 * `allowed` stay machine-readable; English keeps the library's own sentences; HTTP answers in the request's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URANIA_ERROR_CODES } from '../../src/errors/urania-error.js';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { ERROR_MESSAGES, localizeErrorMessage, localizeFieldMessage } from '../../src/i18n/error-messages.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';

const placeholders = (s: string): string => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');

describe('the error catalogues', () => {
  it.each(LABEL_LOCALES)('%s has a sentence for every code and every kind, with English’s placeholders', (locale) => {
    const m = ERROR_MESSAGES[locale];
    const en = ERROR_MESSAGES.en;
    for (const code of URANIA_ERROR_CODES) {
      expect(m.codes[code], code).toMatch(/\S/);
      expect(placeholders(m.codes[code]), code).toBe(placeholders(en.codes[code]));
    }
    for (const kind of ['required', 'notAField', 'mustBe', 'fieldInvalid'] as const) expect(placeholders(m[kind]), kind).toBe(placeholders(en[kind]));
    if (locale !== 'en') for (const kind of ['required', 'notAField', 'mustBe'] as const) expect(m[kind]).not.toBe(en[kind]);
  });

  it('English answers the library’s own sentence, unchanged', () => {
    const e = { code: 'OUT_OF_RANGE' as const, message: 'latitude must be a number from -90 to 90', details: { field: 'latitude', allowed: '-90..90' } };
    expect(localizeErrorMessage(e, 'en')).toBe(e.message);
    expect(localizeFieldMessage({ field: 'birthTime', message: 'is required' }, 'en')).toBe('birthTime is required');
  });

  it('the errors a person meets most read in the language, the field and allowed values as given', () => {
    expect(localizeFieldMessage({ field: 'birthDate', message: 'is required' }, 'es')).toBe('Falta birthDate: es obligatorio.');
    expect(localizeFieldMessage({ field: 'birthTime', message: 'must be a clock time HH:MM', allowed: 'HH:MM' }, 'de')).toBe('birthTime muss HH:MM sein.');
    expect(localizeErrorMessage({ code: 'OUT_OF_RANGE', message: 'latitude must be a number from -90 to 90', details: { field: 'latitude', allowed: '-90..90' } }, 'fr'))
      .toBe('latitude doit être -90..90.');
    expect(localizeFieldMessage({ field: 'houseSystem', message: 'must be one of: Placidus, Koch', allowed: 'one of: Placidus, Koch' }, 'pt-BR'))
      .toBe('houseSystem deve ser one of: Placidus, Koch.');
    expect(localizeFieldMessage({ field: 'foo', message: 'is not a parameter of this route' }, 'ru')).toBe('foo не является параметром этого запроса.');
    // Out of span, with no field: the code's sentence, the English quoted so that nothing is lost.
    expect(localizeErrorMessage({ code: 'UNSUPPORTED', message: 'the ephemeris covers 1800–2200 here', details: {} }, 'zh-Hans'))
      .toBe('此计算不可用（英文说明：the ephemeris covers 1800–2200 here）');
  });
});

describe('HTTP errors in the request’s language', () => {
  const { key } = createApiKey();
  const auth = { authorization: `Bearer ${key}` };
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('a missing and a bad field, in German by ?lang=, code and field unchanged', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/v1/natal-chart?lang=de', headers: auth, payload: { birthDate: '1990-07-15', latitude: 95, longitude: 0 } });
    expect(r.statusCode, r.body).toBe(400);
    const body = r.json();
    expect(body.code).toBe('INVALID_PARAMETERS');
    expect(body.errors.map((e: { field: string }) => e.field)).toContain('latitude');
    const latitude = body.errors.find((e: { field: string }) => e.field === 'latitude');
    expect(latitude.message).toMatch(/^latitude muss .+ sein\.$/);
    expect(body.detail).toContain('latitude muss');
  });

  it('the same request in English keeps the English sentence', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/v1/natal-chart', headers: auth, payload: { birthDate: '1990-07-15', latitude: 95, longitude: 0 } });
    expect(r.json().detail).toMatch(/^latitude must be/);
  });

  it('a library error (unknown text locale value) in Spanish by Accept-Language', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/v1/interpretations/planet-in-sign?body=Venus&sign=Taurus&locale=xx', headers: { ...auth, 'accept-language': 'es' } });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().errors[0].field).toBe('locale');
    expect(r.json().detail).toMatch(/^locale debe ser /);
  });
});
