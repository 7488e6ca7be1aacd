/**
 * Issue 23 #2: every route of the route table declares its cost, and the heavy searches are charged as heavy (more
 * than a light request's units, so they never take the reserved lane of fair admission).
 */
import { describe, expect, it } from 'vitest';
import { URANIA_ROUTES } from '../../../src/http/routes/index.js';
import { LIGHT_COST_UNITS } from '../../../src/http/routes/range-cost.js';
import { routeId, type RequestCost } from '../../../src/http/route-definition.js';

const byId = new Map(URANIA_ROUTES.map((r) => [routeId(r), r]));

/** The canonical parameters of a query (through the route's own `prepare`). */
function costOf(id: string, input: Record<string, unknown>): RequestCost {
  const route = byId.get(id);
  if (!route) throw new Error(`no route ${id}`);
  const prepare = route.prepare as ((q: unknown, ctx: { now: Date }) => unknown) | undefined;
  const params = prepare ? prepare(input, { now: new Date('2025-01-01T00:00:00Z') }) : input;
  return (route.cost as (p: unknown) => RequestCost)(params);
}

describe('issue 23 #2: every route is charged', () => {
  it('every route of the table declares a cost', () => {
    const without = URANIA_ROUTES.filter((r) => typeof r.cost !== 'function').map(routeId);
    expect(without).toEqual([]);
  });

  const heavy = [
    ['GET /heliacal-events', { from: '-2999-01-01', to: '-2989-01-01', latitude: 36, longitude: 25 }, 3900],
    ['GET /venus-cycle', { from: '2000-01-01', to: '2019-12-31', latitude: 36, longitude: 25 }, 3000],
    ['GET /ephemeris', { from: '2000-01-01', to: '2000-12-31', step: 1 }, 1000],
    ['GET /eclipses', { from: '1800-01-01', to: '2200-12-31' }, 3000],
    ['GET /moon/void-of-course/periods', { from: '2020-01-01', to: '2029-12-31' }, 2500],
    ['GET /retrogrades', { year: '2025' }, 100],
    ['GET /horoscope/yearly', { sign: 'Leo', year: '2025' }, 100],
  ] as const;
  for (const [id, input, atLeast] of heavy) {
    it(`${id} at its longest is heavy (at least ${atLeast} units)`, () => {
      expect(costOf(id, input).units).toBeGreaterThanOrEqual(atLeast);
    });
  }

  it('a light route costs the light units', () => {
    expect(costOf('GET /moon/phase', { date: '2024-03-20' }).units).toBe(LIGHT_COST_UNITS);
  });
});
