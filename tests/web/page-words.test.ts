/**
 * Issue 22 items 2 and 3: what the page writes — display names instead of identifiers, every house system the
 * library takes, the warnings of a historical birth one readable sentence each.
 */
import { describe, expect, it } from 'vitest';
import { natalChart } from '../../src/records/index.js';
import { BODIES } from '../../src/schemas/index.js';
import { displayName } from '../../src/web/display-name.js';
import { houseSystemChoices } from '../../src/web/house-system-choices.js';
import { warningLines } from '../../src/web/warning-lines.js';

describe('the page\'s words', () => {
  it('names bodies and house systems as people write them', () => {
    expect(displayName('NorthNode')).toBe('North Node');
    expect(displayName('SouthNodeMean')).toBe('South Node (mean)');
    expect(displayName('LilithTrue')).toBe('Lilith (true)');
    expect(displayName('Sun')).toBe('Sun');
    expect(displayName('Whole')).toBe('Whole Sign');
    expect(displayName('EqualMC')).toBe('Equal MC');
    expect(displayName('APC')).toBe('APC');
    // No body's name runs two words together.
    for (const body of BODIES) expect(displayName(body), body).not.toMatch(/[a-z][A-Z]/);
  });

  it('offers every house system the natal chart accepts — 24 — and each one draws a chart', () => {
    const choices = houseSystemChoices();
    expect(choices).toHaveLength(24);
    expect(new Set(choices.map((c) => c.value)).size).toBe(24);
    for (const { value, label } of choices) {
      const chart = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, houseSystem: value as never });
      expect(chart.houses, value).toHaveLength(12);
      expect(label, value).not.toMatch(/[a-z][A-Z]/);
    }
    expect(() => natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 1, longitude: 1, houseSystem: 'Gauquelin' as never })).toThrow();
  });

  it('writes the warnings of a 1500 CE birth one sentence each, with years and without Julian days', () => {
    const chart = natalChart({ birthDate: '1500-03-01', birthTime: '12:00', latitude: 48.85, longitude: 2.35 });
    const lines = warningLines(chart.warnings);
    expect(lines.length).toBe(chart.warnings!.length);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    // Eros's ephemeris covers 1650–2350 (src/ephemeris: the integrated minor bodies' span).
    expect(lines).toContain('Eros is left out: its ephemeris covers the years 1650 to 2350.');
    for (const line of lines) {
      expect(line).toMatch(/^[A-Z].*\.$/);
      expect(line).not.toMatch(/\bJD\b|jdTt|jdUt|\d{7}/);
      expect(line).not.toMatch(/[a-z][A-Z]/);
    }
    expect(warningLines(['time not given: local noon (12:00) assumed'])).toEqual(['Time not given: local noon (12:00) assumed.']);
    expect(warningLines(undefined)).toEqual([]);
  });
});
