import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { birthTimeSensitivity } from '../../src/records/birth-time-sensitivity.js';
import { memoryIo } from './helpers.js';

const NEW_YORK = ['--date', '1990-07-04', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006'];

describe('urania sensitivity', () => {
  it('--json prints the library record', async () => {
    const io = memoryIo();
    expect(await runCli(['sensitivity', ...NEW_YORK, '--minutes', '10', '--json'], io)).toBe(0);
    const record = birthTimeSensitivity({ birth: { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, plusMinusMinutes: 10 });
    expect(JSON.parse(io.out())).toEqual(JSON.parse(JSON.stringify(record)));
  });

  it('prints the window, what stays, each change at its clock time and the dasha rate', async () => {
    const io = memoryIo();
    expect(await runCli(['sensitivity', ...NEW_YORK, '--minutes', '10'], io)).toBe(0);
    expect(io.out()).toMatch(/window 14:20:00 – 14:40:00/);
    expect(io.out()).toContain('Stays:');
    expect(io.out()).toMatch(/Vimshottari: \w+ mahadasha, balance [\d.]+ years; the dasha dates move [\d.]+ days earlier per minute later birth/);
  });

  it('without --time is a usage error naming it', async () => {
    const io = memoryIo();
    expect(await runCli(['sensitivity', '--date', '1990-07-04', '--lat', '40.7', '--lon', '-74'], io)).not.toBe(0);
    expect(io.err()).toContain('--time is required');
  });
});
