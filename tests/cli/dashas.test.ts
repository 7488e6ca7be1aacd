import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { ashtakavarga, vedicDasha } from '../../src/records/index.js';
import { memoryIo } from './helpers.js';

const FLAGS = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006'];
const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('urania dashas (issue 28)', () => {
  it('prints the periods, the balance and the running ones; --json the record of vedicDasha()', async () => {
    const io = memoryIo();
    expect(await runCli(['dashas', ...FLAGS, '--system', 'yogini', '--at', '2024-01-01T00:00:00Z'], io)).toBe(0);
    expect(io.out()).toContain('Yogini dasha, from the Moon in Ashwini; years of 365.25 days');
    expect(io.out()).toContain('Balance at birth: Bhramari');
    expect(io.out()).toContain('Running at 2024-01-01T00:00:00Z:');
    const json = memoryIo();
    expect(await runCli(['dashas', ...FLAGS, '--system', 'chara', '--levels', '1', '--at', '2024-01-01T00:00:00Z', '--json'], json)).toBe(0);
    expect(JSON.parse(json.out())).toEqual(JSON.parse(JSON.stringify(vedicDasha({ birth: BIRTH, system: 'chara', levels: 1, at: '2024-01-01T00:00:00Z' }))));
  });
  it('an untimed Chara dasha names birthTime', async () => {
    const io = memoryIo();
    expect(await runCli(['dashas', '--date', '1990-07-15', '--lat', '40.7', '--lon', '-74', '--system', 'chara'], io)).toBe(1);
    expect(io.err()).toContain('birthTime');
  });
});

describe('urania ashtakavarga (issue 28)', () => {
  it('prints the bindus and the sarvashtakavarga (337); --json the record of ashtakavarga()', async () => {
    const io = memoryIo();
    expect(await runCli(['ashtakavarga', ...FLAGS, '--at', '2024-01-01'], io)).toBe(0);
    expect(io.out()).toMatch(/Sarva( +\d+){12} {2}337/);
    expect(io.out()).toContain('Transits at 2024-01-01T00:00:00Z:');
    const json = memoryIo();
    expect(await runCli(['ashtakavarga', ...FLAGS, '--json'], json)).toBe(0);
    expect(JSON.parse(json.out())).toEqual(JSON.parse(JSON.stringify(ashtakavarga({ birth: BIRTH }))));
  });
});
