/**
 * A wheel function given the wrong shape says what shape to pass (issue 22 #16): `natalWheel({ chart })` answered
 * "chart.birthDate is required" though a chart was given.
 */
import { describe, expect, it } from 'vitest';
import { biWheel, natalWheel, transitWheel } from '../../src/chart-wheel/index.js';
import { natalChart } from '../../src/records/index.js';
import type { NatalChartResponse } from '../../src/schemas/index.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } as const;
const chart = natalChart(BIRTH);

/** The UraniaError message of a call that must throw. */
function messageOf(call: () => unknown): string {
  try {
    call();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected a throw');
}

describe('the chart argument of the wheel functions', () => {
  it('a chart wrapped in an object names the member to pass, not a missing birthDate', () => {
    const m = messageOf(() => natalWheel({ chart } as unknown as NatalChartResponse));
    expect(m).toContain('not an object holding it in `chart`');
    expect(m).toContain('natalWheel(natalChart(');
    expect(m).not.toMatch(/birthDate is required/);
  });

  it('a birth (the request) says to cast it with natalChart first', () => {
    const m = messageOf(() => natalWheel(BIRTH as unknown as NatalChartResponse));
    expect(m).toContain('is a birth (a natal chart request), not a chart');
    expect(m).toContain('natalChart()');
  });

  it('the same in biWheel (inner, outer) and transitWheel (natal)', () => {
    expect(messageOf(() => biWheel(chart, { chart } as unknown as NatalChartResponse))).toMatch(/^outer must be the chart record itself/);
    expect(messageOf(() => biWheel({ chart } as unknown as NatalChartResponse, chart))).toMatch(/^inner must be the chart record itself/);
    expect(messageOf(() => transitWheel(BIRTH as unknown as NatalChartResponse, '2024-07-15T12:00:00Z'))).toMatch(/^natal is a birth/);
  });

  it('a non-object says what a chart is', () => {
    expect(messageOf(() => natalWheel('chart' as unknown as NatalChartResponse))).toMatch(/^chart must be a natal chart record, what natalChart\(\) returns/);
  });

  it('the documented shape still draws', () => {
    expect(natalWheel(chart).startsWith('<svg')).toBe(true);
  });
});
