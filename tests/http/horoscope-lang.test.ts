/**
 * Issue 31: the horoscope routes take the narrative's language from `?lang=` or `Accept-Language` when the query names
 * no `locale`, as the other text routes do; the query's own `locale` wins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { dailyHoroscope } from '../../src/records/index.js';

describe('the horoscope routes in the request\'s language', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  const { key } = createApiKey();
  const auth = { authorization: `Bearer ${key}` };
  beforeAll(async () => {
    app = await createServer({ executor: 'inline', apiKeys: [key] });
  });
  afterAll(async () => {
    await app.close();
  });
  const spanish = dailyHoroscope({ sign: 'Leo', date: '2025-03-20', locale: 'es' }).narrative;
  const english = dailyHoroscope({ sign: 'Leo', date: '2025-03-20' }).narrative;

  it('?lang=es and Accept-Language: es give the Spanish narrative (the record function\'s own)', async () => {
    expect(spanish).not.toBe(english);
    const byQuery = await app.inject({ url: '/api/v1/horoscope/daily?sign=Leo&date=2025-03-20&lang=es', headers: auth });
    expect(byQuery.statusCode).toBe(200);
    expect((byQuery.json() as { narrative: string }).narrative).toBe(spanish);
    const byHeader = await app.inject({ url: '/api/v1/horoscope/daily?sign=Leo&date=2025-03-20', headers: { ...auth, 'accept-language': 'es-MX,es;q=0.9' } });
    expect((byHeader.json() as { narrative: string }).narrative).toBe(spanish);
  });

  it('the query\'s locale wins over Accept-Language; a language with labels only reads English', async () => {
    const r = await app.inject({ url: '/api/v1/horoscope/daily?sign=Leo&date=2025-03-20&locale=en', headers: { ...auth, 'accept-language': 'es' } });
    expect((r.json() as { narrative: string }).narrative).toBe(english);
    const ru = await app.inject({ url: '/api/v1/horoscope/daily?sign=Leo&date=2025-03-20&lang=ru', headers: auth });
    expect((ru.json() as { narrative: string }).narrative).toBe(english);
  });
});
