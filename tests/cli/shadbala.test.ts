import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { shadbala } from '../../src/records/index.js';
import { memoryIo } from './helpers.js';

const FLAGS = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006'];
const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('urania shadbala (issue 28)', () => {
  it('prints the six strengths of the seven grahas and the twelve bhavas; --json the record of shadbala()', async () => {
    const io = memoryIo();
    expect(await runCli(['shadbala', ...FLAGS, '--drik', 'raman'], io)).toBe(0);
    expect(io.out()).toContain('Shadbala, Lahiri ayanamsa');
    expect(io.out()).toMatch(/^Saturn( +-?\d+\.\d\d){11}$/m);
    expect(io.out()).toMatch(/^12 +\w+ +\w+( +-?\d+\.\d\d){4}$/m);
    const json = memoryIo();
    expect(await runCli(['shadbala', ...FLAGS, '--saptavargaja', 'bphs', '--json'], json)).toBe(0);
    expect(JSON.parse(json.out())).toEqual(JSON.parse(JSON.stringify(shadbala({ birth: BIRTH, saptavargaja: 'bphs' }))));
  });

  it('asks for --time', async () => {
    const io = memoryIo();
    expect(await runCli(['shadbala', '--date', '1990-07-15', '--lat', '40', '--lon', '-74'], io)).not.toBe(0);
    expect(io.err()).toContain('--time is required');
  });
});
