/**
 * Issue 23 #9: a JSON body with a `__proto__` member is answered with a sentence saying that member name is not
 * allowed (it said "Body is not valid JSON"), and a member given twice in one object is refused as duplicate
 * query parameters are (JSON.parse silently kept the last one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { refusedMember } from '../../src/http/json-members.js';

describe('refused JSON members (issue 23 #9)', () => {
  const { key } = createApiKey();
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline' });
  });
  afterAll(async () => {
    await app.close();
  });
  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/api/v1/natal-chart', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, payload });

  it('answers a __proto__ member with a sentence naming it, not "not valid JSON"', async () => {
    for (const payload of [
      '{"birthDate":"1990-07-15","latitude":1,"longitude":2,"__proto__":{"x":1}}',
      '{"birthDate":"1990-07-15","latitude":1,"longitude":2,"\\u005f_proto__":{"x":1}}',
    ]) {
      const r = await post(payload);
      expect(r.statusCode).toBe(400);
      const body = r.json() as { detail: string };
      expect(body.detail).toBe('The member name __proto__ is not allowed in a request body; remove the member __proto__.');
      expect(body.detail).not.toMatch(/not valid JSON/);
    }
  });

  it('refuses a member given twice, naming it with its path', async () => {
    const r = await post('{"birthDate":"1990-07-15","latitude":1,"latitude":5,"longitude":2}');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ detail: 'The member latitude is given more than once; send each member once.', errors: [{ field: 'latitude' }] });
    const nested = await app.inject({
      method: 'POST',
      url: '/api/v1/synastry',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: '{"personA":{"birthDate":"1990-07-15","latitude":1,"longitude":2},"personB":{"birthDate":"1990-07-15","birthDate":"1991-01-01","latitude":1,"longitude":2}}',
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ errors: [{ field: 'personB.birthDate' }] });
    // Invalid JSON stays what it was.
    expect((await post('{"birthDate":')).json()).toMatchObject({ code: 'MALFORMED_BODY' });
  });

  it('finds members by path through arrays and escapes, and accepts the same name in different objects', () => {
    expect(refusedMember('{"a":[{"b":1},{"b":2,"b":3}]}')).toEqual({ kind: 'duplicate', field: 'a[1].b', name: 'b' });
    expect(refusedMember('{"a":{"x":1},"b":{"x":1},"s":"\\"x\\":1,\\"x\\":2"}')).toBeUndefined();
    expect(refusedMember('[1,{"k":"a"},{"k":"b"}]')).toBeUndefined();
    expect(refusedMember('{"o":{"__proto__":null}}')).toEqual({ kind: 'forbidden', field: 'o.__proto__', name: '__proto__' });
  });
});
