import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { divisionalChart, vedicYogas } from '../../src/records/index.js';
import { VedicYogas } from '../../src/schemas/index.js';
import { memoryIo } from '../cli/helpers.js';
import { inlineServer, type InlineServer } from '../http/inline-server.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const FLAGS = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006'];
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];

describe('vedicYogas (record)', () => {
  const y = vedicYogas({ birth: BIRTH });
  // The rasi chart of the same birth, from another record: the signs the definitions are read on.
  const d1 = divisionalChart({ birth: BIRTH, division: 1 }).points;
  const signOf = (p: string) => SIGNS.indexOf(d1.find((x) => x.point === p)!.rasi);
  const house = (p: string, from = 'Ascendant') => ((signOf(p) - signOf(from) + 12) % 12) + 1;

  it('is a valid VedicYogas record over the whole catalogue, the lagna the Ascendant\'s rasi', () => {
    expect([...Value.Errors(VedicYogas, JSON.parse(JSON.stringify(y)))]).toEqual([]);
    expect(y.catalogueSize).toBeGreaterThanOrEqual(60);
    expect(y.lagna.sign).toBe(SIGNS[signOf('Ascendant')]);
  });

  it('finds Ruchaka, Gajakesari and Budhaditya exactly when their definitions hold on the rasi chart', () => {
    const has = (id: string) => y.yogas.some((x) => x.id === id);
    expect(has('ruchaka')).toBe([1, 4, 7, 10].includes(house('Mars')) && [0, 7, 9].includes(signOf('Mars')));
    expect(has('gajakesari')).toBe([1, 4, 7, 10].includes(house('Jupiter', 'Moon')));
    expect(has('budhaditya')).toBe(signOf('Sun') === signOf('Mercury'));
    // exactly one sankhya yoga: the number of signs the seven occupy
    const count = new Set(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'].map(signOf)).size;
    const sankhya = ['gola', 'yuga', 'shula', 'kedara', 'pasha', 'dama', 'vallaki'];
    expect(y.yogas.filter((x) => sankhya.includes(x.id)).map((x) => x.id)).toEqual([sankhya[count - 1]]);
  });

  it('refuses an untimed birth, naming birth.birthTime', () => {
    const { birthTime: _, ...untimed } = BIRTH;
    expect(() => vedicYogas({ birth: untimed as never })).toThrow(/birthTime/);
  });
});

describe('POST /vedic/yogas and urania yogas', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('the route answers the record of vedicYogas() for the body; a bad preset is a 400 naming conventions', async () => {
    const r = await server.post('/vedic/yogas', { birth: BIRTH, conventions: 'jhora' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(vedicYogas({ birth: BIRTH, conventions: 'jhora' }))));
    const bad = await server.post('/vedic/yogas', { birth: BIRTH, conventions: 'nope' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('conventions');
  });

  it('the command prints each yoga with its grahas and source; --json the record', async () => {
    const io = memoryIo();
    expect(await runCli(['yogas', ...FLAGS], io)).toBe(0);
    const record = vedicYogas({ birth: BIRTH });
    expect(io.out()).toContain(`Yogas: ${record.yogas.length} of the ${record.catalogueSize} in the catalogue`);
    expect(io.out()).toContain(record.yogas[0]!.source);
    const json = memoryIo();
    expect(await runCli(['yogas', ...FLAGS, '--json'], json)).toBe(0);
    expect(JSON.parse(json.out())).toEqual(JSON.parse(JSON.stringify(record)));
  });
});
