import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { draconicChartWheel, harmonicChartWheel, natalWheel } from '../../src/chart-wheel/index.js';
import { runCli } from '../../src/cli/run-cli.js';
import { natalChart } from '../../src/records/index.js';
import { memoryIo } from '../cli/helpers.js';

const ARGS = [
  '--date',
  '1990-07-15',
  '--time',
  '14:30',
  '--lat',
  '40.7128',
  '--lon',
  '-74.006',
  '--timezone',
  'America/New_York',
];
const dir = mkdtempSync(join(tmpdir(), 'urania-wheel-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('urania chart --svg / --png', () => {
  it('writes the wheel as SVG, the same bytes as natalWheel, with the theme, size and orientation flags', async () => {
    const file = join(dir, 'chart.svg');
    const io = memoryIo();
    expect(
      await runCli(['chart', ...ARGS, '--svg', file, '--theme', 'dark', '--size', '800', '--aries-left'], io),
    ).toBe(0);
    const chart = natalChart({
      birthDate: '1990-07-15',
      birthTime: '14:30',
      latitude: 40.7128,
      longitude: -74.006,
      timezone: 'America/New_York',
    });
    expect(readFileSync(file, 'utf8')).toBe(
      natalWheel(chart, { theme: 'dark', size: 800, orientation: 'aries-left' }),
    );
    expect(io.out()).toContain('Natal chart: 1990-07-15');
  });

  it('writes the wheel as PNG', async () => {
    const file = join(dir, 'chart.png');
    expect(await runCli(['chart', ...ARGS, '--png', file], memoryIo())).toBe(0);
    expect([...readFileSync(file).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('names a bad wheel option', async () => {
    const io = memoryIo();
    expect(await runCli(['chart', ...ARGS, '--svg', join(dir, 'x.svg'), '--theme', 'neon'], io)).toBe(1);
    expect(io.err()).toContain('options.theme');
  });

  it('lists the flags in the usage', async () => {
    const io = memoryIo();
    await runCli(['chart', '--help'], io);
    for (const flag of ['--svg FILE', '--png FILE', '--theme', '--size', '--aries-left'])
      expect(io.out()).toContain(flag);
  });
});

describe('urania harmonic / draconic --svg / --png (issue 29)', () => {
  const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };

  it('urania harmonic writes the harmonic wheel, the same bytes as harmonicChartWheel, and still prints the table', async () => {
    const file = join(dir, 'h5.svg');
    const io = memoryIo();
    expect(await runCli(['harmonic', '--harmonic', '5', ...ARGS, '--svg', file, '--theme', 'dark', '--size', '800'], io)).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(harmonicChartWheel({ birth, harmonic: 5, wheel: { theme: 'dark', size: 800 } }));
    expect(io.out()).toContain('H5');
  });

  it('urania draconic writes the draconic wheel with --mean-node and --aries-left', async () => {
    const file = join(dir, 'draconic.svg');
    expect(await runCli(['draconic', ...ARGS, '--mean-node', '--svg', file, '--aries-left'], memoryIo())).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(draconicChartWheel({ birth, node: 'mean', wheel: { orientation: 'aries-left' } }));
  });

  it('urania draconic writes PNG', async () => {
    const file = join(dir, 'draconic.png');
    expect(await runCli(['draconic', ...ARGS, '--png', file], memoryIo())).toBe(0);
    expect([...readFileSync(file).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('names a bad wheel option and lists the flags in the usage', async () => {
    const io = memoryIo();
    expect(await runCli(['harmonic', '--harmonic', '5', ...ARGS, '--svg', join(dir, 'y.svg'), '--theme', 'neon'], io)).toBe(1);
    expect(io.err()).toContain('wheel.theme');
    for (const command of ['harmonic', 'draconic']) {
      const help = memoryIo();
      await runCli([command, '--help'], help);
      for (const flag of ['--svg FILE', '--png FILE', '--theme', '--size', '--aries-left']) expect(help.out()).toContain(flag);
    }
  });
});
