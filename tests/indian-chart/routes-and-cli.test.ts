/**
 * Issue 25: the Indian charts over HTTP (`POST /indian-chart`, SVG or PNG by Accept, errors naming the member, the
 * OpenAPI operation) and on the command line (`urania chart --style north|south|east --varga N --svg/--png`).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { indianChart } from '../../src/index.js';
import { memoryIo } from '../cli/helpers.js';

/** The first eight bytes of every PNG file (PNG specification, 5.2 "PNG signature"). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };

type App = Awaited<ReturnType<typeof createServer>>;

describe('POST /indian-chart', () => {
  const { key } = createApiKey();
  let app: App;
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline' });
  });
  afterAll(async () => {
    await app.close();
  });
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/indian-chart', headers: { authorization: `Bearer ${key}`, ...headers }, payload: payload as Record<string, unknown> });

  it('answers the drawing as image/svg+xml, the same bytes as indianChart', async () => {
    const body = { birth: NY, style: 'south', division: 9, theme: 'dark' } as const;
    const r = await post(body);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(r.body).toBe(indianChart(body));
  });

  it('answers PNG for Accept: image/png', async () => {
    const r = await post({ birth: NY }, { accept: 'image/png' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect([...r.rawPayload.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it.each([
    [{ birth: NY, style: 'west' }, 'style'],
    [{ birth: NY, division: 0 }, 'division'],
    [{ birth: { ...NY, birthTime: undefined }, style: 'north' }, 'birth.birthTime'],
    [{ birth: NY, transitAt: 'soon' }, 'transitAt'],
  ])('answers 400 naming the member for %j', async (body, field) => {
    const r = await post(JSON.parse(JSON.stringify(body)));
    expect(r.statusCode, r.body).toBe(400);
    const problem = r.json() as { errors?: { field: string }[]; detail: string };
    expect([...(problem.errors ?? []).map((e) => e.field), problem.detail].join(' ')).toContain(field);
  });

  it('is the operation indianChart of the OpenAPI document, with SVG and PNG answers', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const op = doc.paths['/api/v1/indian-chart']!.post!;
    expect(op.operationId).toBe('indianChart');
    expect(Object.keys(op.responses['200']!.content!)).toEqual(['image/svg+xml', 'image/png']);
  });
});

describe('urania chart --style', () => {
  const dir = mkdtempSync(join(tmpdir(), 'urania-indian-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const ARGS = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006', '--timezone', 'America/New_York'];

  it('writes the Indian chart of --style and --varga as SVG, the same bytes as indianChart', async () => {
    const file = join(dir, 'd9.svg');
    expect(await runCli(['chart', ...ARGS, '--style', 'south', '--varga', '9', '--degrees', '--theme', 'print', '--svg', file], memoryIo())).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(indianChart({ birth: NY, style: 'south', division: 9, degrees: true, theme: 'print' }));
  });

  it('writes it as PNG', async () => {
    const file = join(dir, 'north.png');
    expect(await runCli(['chart', ...ARGS, '--style', 'north', '--png', file], memoryIo())).toBe(0);
    expect([...readFileSync(file).subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it('says what is wrong with a bad style, naming it', async () => {
    const io = memoryIo();
    expect(await runCli(['chart', ...ARGS, '--style', 'west', '--svg', join(dir, 'x.svg')], io)).not.toBe(0);
    expect(io.err()).toContain('style');
  });
});
