import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { divisionalChart, sadeSati, vedicDoshas } from '../../src/records/index.js';
import { SadeSati, VedicDoshas } from '../../src/schemas/index.js';
import { memoryIo } from '../cli/helpers.js';
import { inlineServer, type InlineServer } from '../http/inline-server.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const FLAGS = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006'];
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];

describe('vedicDoshas and sadeSati (records)', () => {
  const d1 = divisionalChart({ birth: BIRTH, division: 1 }).points;
  const signOf = (p: string) => SIGNS.indexOf(d1.find((x) => x.point === p)!.rasi);

  it('vedicDoshas counts Mars from the Ascendant, the Moon and Venus of the rasi chart', () => {
    const d = vedicDoshas({ birth: BIRTH, manglik: 'classical' });
    expect([...Value.Errors(VedicDoshas, JSON.parse(JSON.stringify(d)))]).toEqual([]);
    const h = (ref: string) => ((signOf('Mars') - signOf(ref) + 12) % 12) + 1;
    expect([d.manglik.fromAscendant.house, d.manglik.fromMoon.house, d.manglik.fromVenus.house]).toEqual([h('Ascendant'), h('Moon'), h('Venus')]);
    expect(d.manglik.fromMoon.present).toBe([1, 4, 7, 8, 12].includes(h('Moon')));
    expect(d.kaalSarp.rahuHouse).toBe(((signOf('Rahu') - signOf('Ascendant') + 12) % 12) + 1);
  });

  it('sadeSati: valid, its Moon sign the rasi chart\'s, periods in order inside the range, phases contiguous', () => {
    const s = sadeSati({ birth: BIRTH, years: 60 });
    expect([...Value.Errors(SadeSati, JSON.parse(JSON.stringify(s)))]).toEqual([]);
    expect(s.moonSign).toBe(SIGNS[signOf('Moon')]);
    for (const p of s.periods) {
      expect(p.start >= s.from && p.end <= s.to).toBe(true);
      p.phases.forEach((x, i) => { if (i > 0) expect(x.start).toBe(p.phases[i - 1]!.end); });
    }
    expect(s.periods.some((p) => p.kind === 'sade-sati') && s.periods.some((p) => p.kind === 'dhaiya')).toBe(true);
  });
});

describe('POST /vedic/doshas, /vedic/sade-sati; urania doshas, urania sade-sati', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('the routes answer the records; a bad tradition is a 400 naming manglik', async () => {
    const r = await server.post('/vedic/doshas', { birth: BIRTH, manglik: 'south-indian' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(vedicDoshas({ birth: BIRTH, manglik: 'south-indian' }))));
    const s = await server.post('/vedic/sade-sati', { birth: BIRTH, years: 20 });
    expect(s.status).toBe(200);
    expect(s.body).toEqual(JSON.parse(JSON.stringify(sadeSati({ birth: BIRTH, years: 20 }))));
    const bad = await server.post('/vedic/doshas', { birth: BIRTH, manglik: 'north' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('manglik');
  });

  it('the commands print readable lines and, with --json, the records', async () => {
    const io = memoryIo();
    expect(await runCli(['doshas', ...FLAGS], io)).toBe(0);
    expect(io.out()).toContain('Manglik (extended):');
    expect(io.out()).toContain('Kaal Sarp:');
    const json = memoryIo();
    expect(await runCli(['sade-sati', ...FLAGS, '--years', '30', '--json'], json)).toBe(0);
    expect(JSON.parse(json.out())).toEqual(JSON.parse(JSON.stringify(sadeSati({ birth: BIRTH, years: 30 }))));
    const text = memoryIo();
    expect(await runCli(['sade-sati', ...FLAGS, '--years', '30'], text)).toBe(0);
    expect(text.out()).toContain('Sade Sati and Dhaiya for a Moon in');
  });
});
