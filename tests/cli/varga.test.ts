import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { divisionalChart, divisionalCharts, kpChart } from '../../src/records/index.js';
import { memoryIo } from './helpers.js';

const FLAGS = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006'];
const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('urania varga / urania divisional (issue 25)', () => {
  it('without --division prints the 23 charts and the Vimshopaka table; --json the record of divisionalCharts()', async () => {
    const io = memoryIo();
    expect(await runCli(['varga', ...FLAGS], io)).toBe(0);
    expect(io.out()).toContain('D144 Dwadas-dwadasamsa (dwadasamsa-of-dwadasamsa)');
    expect(io.out()).toContain('Vimshopaka');
    const json = memoryIo();
    expect(await runCli(['varga', ...FLAGS, '--json'], json)).toBe(0);
    expect(JSON.parse(json.out())).toEqual(JSON.parse(JSON.stringify(divisionalCharts({ birth: BIRTH }))));
  });
  it('divisional --division 3 --method jagannatha --json prints the record of divisionalChart()', async () => {
    const io = memoryIo();
    expect(await runCli(['divisional', ...FLAGS, '--division', '3', '--method', 'jagannatha', '--json'], io)).toBe(0);
    expect(JSON.parse(io.out())).toEqual(JSON.parse(JSON.stringify(divisionalChart({ birth: BIRTH, division: 3, method: 'jagannatha' }))));
  });
  it('a method the division lacks names method; --method without --division is a usage error', async () => {
    const bad = memoryIo();
    expect(await runCli(['varga', ...FLAGS, '--division', '5', '--method', 'parashara'], bad)).toBe(1);
    expect(bad.err()).toContain('method "parashara" does not define D5');
    const usage = memoryIo();
    expect(await runCli(['varga', ...FLAGS, '--method', 'cyclic'], usage)).toBe(2);
    expect(usage.err()).toContain('--division 3 --method jagannatha');
  });
});

describe('urania kp (issue 25)', () => {
  it('prints the cusps with their sub-lords, the significators and the ruling planets; --json the record of kpChart()', async () => {
    const io = memoryIo();
    expect(await runCli(['kp', ...FLAGS], io)).toBe(0);
    expect(io.out()).toContain('KP chart, Placidus houses, Krishnamurti ayanamsa');
    expect(io.out()).toContain('Ruling planets: day Sun;');
    const json = memoryIo();
    expect(await runCli(['kp', ...FLAGS, '--json'], json)).toBe(0);
    expect(JSON.parse(json.out())).toEqual(JSON.parse(JSON.stringify(kpChart({ birth: BIRTH }))));
  });
  it('--nodes agents applies the node rule: --json is the record of kpChart({ nodes: agents }); a bad rule names nodes', async () => {
    const io = memoryIo();
    expect(await runCli(['kp', ...FLAGS, '--nodes', 'agents'], io)).toBe(0);
    expect(io.out()).toContain('nodes as agents');
    const json = memoryIo();
    expect(await runCli(['kp', ...FLAGS, '--nodes', 'agents', '--json'], json)).toBe(0);
    expect(JSON.parse(json.out())).toEqual(JSON.parse(JSON.stringify(kpChart({ birth: BIRTH, nodes: 'agents' }))));
    const bad = memoryIo();
    expect(await runCli(['kp', ...FLAGS, '--nodes', 'proxy'], bad)).toBe(1);
    expect(bad.err()).toContain('nodes');
  });
  it('without --time it is a usage error that says what to type', async () => {
    const io = memoryIo();
    expect(await runCli(['kp', '--date', '1990-07-15', '--lat', '40.7', '--lon', '-74'], io)).toBe(2);
    expect(io.err()).toContain('--time 14:30');
  });
});
