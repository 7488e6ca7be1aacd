import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { primaryDirections, timeLordsAt } from '../../src/records/index.js';
import { memoryIo } from './helpers.js';

const FLAGS = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006'];
const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('urania time-lords (issue 29)', () => {
  it('prints the firdaria, the decennials, the ages and the running lords; --json the records', async () => {
    const io = memoryIo();
    expect(await runCli(['time-lords', ...FLAGS, '--at', '2024-07-15T00:00:00Z'], io)).toBe(0);
    expect(io.out()).toContain('Firdaria (day chart, abuMashar):');
    expect(io.out()).toContain('Ages of life (Ptolemy, Tetrabiblos IV.10):');
    expect(io.out()).toContain('Running at 2024-07-15T00:00:00Z: firdar Moon / Jupiter');
    const json = memoryIo();
    expect(await runCli(['time-lords', ...FLAGS, '--at', '2024-07-15T00:00:00Z', '--variant', 'bonatti', '--json'], json)).toBe(0);
    expect(JSON.parse(json.out()).running).toEqual(JSON.parse(JSON.stringify(timeLordsAt({ birth: BIRTH, at: '2024-07-15T00:00:00Z', variant: 'bonatti' }))));
  });
  it('an untimed birth names birthTime', async () => {
    const io = memoryIo();
    expect(await runCli(['time-lords', '--date', '1990-07-15', '--lat', '40.7', '--lon', '-74'], io)).toBe(1);
    expect(io.err()).toContain('birthTime');
  });
});

describe('urania directions (issue 29)', () => {
  it('prints the primary directions in date order; --json the record of primaryDirections()', async () => {
    const io = memoryIo();
    expect(await runCli(['directions', ...FLAGS, '--to', '2000-01-01', '--key', 'ptolemy'], io)).toBe(0);
    expect(io.out()).toContain('Primary directions (placidus, zodiacal, key ptolemy; RAMC 136.842°)');
    const json = memoryIo();
    const args = ['directions', ...FLAGS, '--mundane', '--method', 'regiomontanus', '--promissors', 'Mars,Jupiter', '--converse', '--to', '2030-01-01', '--json'];
    expect(await runCli(args, json)).toBe(0);
    const expected = primaryDirections({ birth: BIRTH, motion: 'mundane', method: 'regiomontanus', promissors: ['Mars', 'Jupiter'], directions: ['converse'], to: '2030-01-01' });
    expect(JSON.parse(json.out())).toEqual(JSON.parse(JSON.stringify(expected)));
  });
});
