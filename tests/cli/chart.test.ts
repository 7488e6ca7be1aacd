import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { joinNegativeValues } from '../../src/cli/birth-flags.js';
import { runCli } from '../../src/cli/run-cli.js';
import { NatalChartResponse } from '../../src/schemas/index.js';
import { memoryIo } from './helpers.js';

const NEW_YORK = ['--date', '1990-07-15', '--time', '14:30', '--lat', '40.7128', '--lon', '-74.006'];

describe('urania chart', () => {
  it('prints a valid NatalChartResponse with --json', async () => {
    const io = memoryIo();
    expect(await runCli(['chart', ...NEW_YORK, '--json'], io)).toBe(0);
    const chart = JSON.parse(io.out()) as NatalChartResponse;
    expect(Compile(NatalChartResponse).Check(chart)).toBe(true);
    // On 1990-07-15 the Sun is in Cancer (it enters Leo on July 23, 1990; any ephemeris or almanac).
    expect(chart.positions.find((p) => p.body === 'Sun')!.position.sign).toBe('Cancer');
    expect(chart.housesAvailable).toBe(true);
    expect(chart.houses).toHaveLength(12);
  });

  it('prints readable tables of positions, angles, houses and aspects', async () => {
    const io = memoryIo();
    expect(await runCli(['chart', ...NEW_YORK, '--house-system', 'Koch'], io)).toBe(0);
    const out = io.out();
    expect(out).toContain('Natal chart: 1990-07-15 14:30 at 40.7128°, -74.006°, Koch');
    expect(out).toMatch(/^Sun +Cancer +23°/m);
    expect(out).toMatch(/^Ascendant /m);
    expect(out).toMatch(/^ +12 +\w+/m);
    expect(out).toContain('Elements: fire');
  });

  it('issue 11 astrologer defaults: labels every column and lists the default aspect set; --aspect-bodies widens it', async () => {
    const io = memoryIo();
    expect(await runCli(['chart', ...NEW_YORK], io)).toBe(0);
    const out = io.out();
    expect(out).toMatch(/^body +sign +degree +longitude +house +Rx$/m);
    expect(out).toMatch(/^body 1 +aspect +body 2 +orb° +phase$/m);
    expect(out).toMatch(/^Saturn +Capricorn +21°56′ +291\.\d{4} +\d+ +Rx$/m); // Saturn retrograde in July 1990
    expect(out).not.toMatch(/^Ceres +\w+ +Ceres|^\w+ +\w+ +Ceres +\d/m);
    expect(out).toMatch(/^\w+ +\w+ +(Ascendant|Midheaven) +\d+\.\d\d +(applying|separating)$/m);
    const wide = memoryIo();
    expect(await runCli(['chart', ...NEW_YORK, '--aspect-bodies', 'all', '--json'], wide)).toBe(0);
    const chart = JSON.parse(wide.out()) as NatalChartResponse;
    expect(chart.aspects.some((a) => a.body1 === 'Ceres' || a.body2 === 'Ceres')).toBe(true);
    const two = memoryIo();
    expect(await runCli(['chart', ...NEW_YORK, '--aspect-bodies', 'Sun,Moon', '--json'], two)).toBe(0);
    for (const a of (JSON.parse(two.out()) as NatalChartResponse).aspects) expect([a.body1, a.body2]).toEqual(['Sun', 'Moon']);
  });

  it('casts a chart without houses when the time is unknown', async () => {
    const io = memoryIo();
    expect(await runCli(['chart', '--date', '1990-07-15', '--lat', '40.7', '--lon', '-74', '--json'], io)).toBe(0);
    expect((JSON.parse(io.out()) as NatalChartResponse).housesAvailable).toBe(false);
  });

  it('names the bad value (exit 1) and a missing flag (exit 2)', async () => {
    const a = memoryIo();
    expect(await runCli(['chart', '--date', '1990-07-15', '--lat', '95', '--lon', '0'], a)).toBe(1);
    expect(a.err()).toContain('latitude');
    const b = memoryIo();
    expect(await runCli(['chart', '--date', '1990-07-15', '--lat', '40'], b)).toBe(2);
    expect(b.err()).toContain('--lon is required');
  });

  it('accepts negative coordinates after a space', () => {
    expect(joinNegativeValues(['--lat', '-33.9', '--lon', '-.5', '--json'], ['--lat', '--lon'])).toEqual(['--lat=-33.9', '--lon=-.5', '--json']);
  });
});
