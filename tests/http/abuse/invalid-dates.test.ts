/**
 * Issue 23 #3: a date that matches the schema's pattern but does not exist (2024-02-30, the Gregorian gap
 * 1582-10-05…14, 1900-02-29) or lies outside the span (3001-01-01, −3001-12-31) is a 400 naming the field on a
 * charged route — never the 503 "compute-budget store is unavailable" of a cost function that parsed it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/http/api-key.js';
import { createServer } from '../../../src/http/create-server.js';
import { INVALID_DATES } from './invalid-dates.js';


describe('issue 23 #3: invalid dates on a charged route', () => {
  const { key } = createApiKey();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7, longitude: -74 };
  for (const date of INVALID_DATES) {
    for (const field of ['from', 'to'] as const) {
      it(`POST /house-ingresses with ${field}: "${date}" is a 400 naming ${field}`, async () => {
        const body = { ...birth, from: '2025-01-01', to: '2025-02-01', [field]: date };
        const res = await app.inject({ method: 'POST', url: '/api/v1/house-ingresses', headers: { authorization: `Bearer ${key}` }, payload: body });
        expect(res.statusCode).toBe(400);
        const problem = res.json() as { detail: string; errors?: { field: string }[] };
        expect(JSON.stringify(problem)).toContain(field);
        expect(problem.detail).not.toMatch(/store is unavailable/);
      });
    }
  }
});
