import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { positionsCommand } from '../../src/cli/positions-command.js';
import { formatTable } from '../../src/cli/format-table.js';
import { BodyPosition } from '../../src/schemas/index.js';
import { signedDelta } from '../../src/units/index.js';
import { memoryIo } from './helpers.js';

/** One arcminute, in degrees. */
const ARCMIN = 1 / 60;

describe('urania positions', () => {
  it('prints valid BodyPosition records with --json; the Sun is at 0° at the March equinox', async () => {
    const io = memoryIo();
    // March equinox 2024: 2024-03-20 03:06 UT (USNO, "Earth's Seasons and Apsides", 2024).
    expect(await runCli(['positions', '--date', '2024-03-20T03:06:00Z', '--json'], io)).toBe(0);
    const out = JSON.parse(io.out()) as { at: string; positions: { body: string; longitude: number }[] };
    expect(out.at).toBe('2024-03-20T03:06:00Z');
    const check = Compile(Type.Array(BodyPosition));
    expect(check.Check(out.positions)).toBe(true);
    const sun = out.positions.find((p) => p.body === 'Sun')!;
    expect(Math.abs(signedDelta(sun.longitude, 0))).toBeLessThan(ARCMIN);
  });

  it('prints a readable table, at "now" by default', () => {
    const io = memoryIo();
    expect(positionsCommand([], io, () => new Date(Date.UTC(2000, 0, 1, 12)))).toBe(0);
    expect(io.out()).toContain('Positions at 2000-01-01T12:00:00Z');
    expect(io.out()).toMatch(/^Sun +Capricorn +10°/m); // the Sun at J2000.0 is at 280.4° (Meeus, ch. 25)
  });

  it('reports a bad date (exit 1) and a bad flag (exit 2)', async () => {
    const a = memoryIo();
    expect(await runCli(['positions', '--date', '2024-13-01'], a)).toBe(1);
    expect(a.err()).toContain('month 13');
    const b = memoryIo();
    expect(await runCli(['positions', '--when', 'now'], b)).toBe(2);
  });
});

describe('formatTable', () => {
  it('aligns text left and numbers right', () => {
    expect(formatTable(['a', 'n'], [['x', '1.5'], ['long', '-10.25']])).toBe('a          n\n----  ------\nx        1.5\nlong  -10.25');
  });
});

describe('urania positions before a body\'s data begin', () => {
  it('leaves Chiron and the TNOs out at 500 BCE and says so, instead of failing (Chiron\'s data cover 675..3000)', async () => {
    const io = memoryIo();
    expect(await runCli(['positions', '--date', '-0500-03-01'], io)).toBe(0);
    expect(io.out()).toMatch(/^Sun +\w+ +\d+°/m);
    expect(io.out()).not.toMatch(/^Chiron /m);
    expect(io.out()).toMatch(/Not computed at this date \(outside their data's years\): .*Chiron \(years 675\.\.3000\)/);
    expect(io.out()).not.toMatch(/JD/);
  });

  it('--json lists the omitted bodies beside the valid positions', async () => {
    const io = memoryIo();
    expect(await runCli(['positions', '--date', '-0500-03-01', '--json'], io)).toBe(0);
    const out = JSON.parse(io.out()) as { positions: { body: string }[]; omitted: string[] };
    expect(out.positions.map((p) => p.body)).toContain('Moon');
    expect(out.positions.map((p) => p.body)).not.toContain('Chiron');
    expect(out.omitted.some((o) => o.startsWith('Chiron'))).toBe(true);
  });
});
