/**
 * The Vedic birth commands share one argument parser (`parseVedicBirthArgs`): negative coordinates kept, the preset
 * passed as the request's conventions, the birth time required with the command's own reason, unknown flags refused.
 */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/cli-io.js';
import { runCli } from '../../src/cli/run-cli.js';
import { parseVedicBirthArgs } from '../../src/cli/vedic-birth-args.js';
import { memoryIo } from './helpers.js';

describe('parseVedicBirthArgs', () => {
  it('keeps negative coordinates, maps the preset to conventions and adds the command own flags', () => {
    const { values, birth, conventions } = parseVedicBirthArgs(
      ['--date', '1990-07-15', '--time', '14:30', '--lat', '-33.87', '--lon', '-70.5', '--preset', 'jhora', '--at', '2024-01-01'],
      { at: { type: 'string' } },
      'the chart needs the Ascendant',
    );
    expect(birth).toMatchObject({ birthDate: '1990-07-15', birthTime: '14:30', latitude: -33.87, longitude: -70.5 });
    expect(conventions).toEqual({ conventions: 'jhora' });
    expect(values.at).toBe('2024-01-01');
    expect(values.json).toBe(false);
  });

  it('leaves conventions out when no preset is given, and the time optional when no reason is given', () => {
    const parsed = parseVedicBirthArgs(['--date', '1990-07-15', '--lat', '10', '--lon', '20'], {});
    expect(parsed.conventions).toEqual({});
    expect(parsed.birth).not.toHaveProperty('birthTime');
  });

  it('requires the time with the reason given, as a usage error', () => {
    expect(() => parseVedicBirthArgs(['--date', '1990-07-15', '--lat', '10', '--lon', '20'], {}, 'the yogas count houses from the lagna')).toThrow(
      new UsageError('--time is required: the yogas count houses from the lagna, for example --time 14:30'),
    );
  });

  it('the commands that use it say so to a person (yogas, ashtakavarga) and refuse an unknown flag', async () => {
    for (const command of ['yogas', 'ashtakavarga']) {
      const io = memoryIo();
      const code = await runCli([command, '--date', '1990-07-15', '--lat', '10', '--lon', '20'], io);
      expect(code).not.toBe(0);
      expect(io.err()).toMatch(/--time is required: .+, for example --time 14:30/);
    }
    const io = memoryIo();
    expect(await runCli(['dashas', '--date', '1990-07-15', '--lat', '10', '--lon', '20', '--colour', 'red'], io)).not.toBe(0);
    expect(io.err()).toContain('--colour');
  });
});
