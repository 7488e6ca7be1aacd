import { Type, type TSchema } from 'typebox';
import { defineRoute, type RequestCost, type RouteDefinition } from '../route-definition.js';
import { dateParam, instantParam, timezoneParam, todayIn, zoneOf } from './params.js';

/**
 * The `date` / `timezone` query of the routes that answer for one instant (`/moon/phase`, `/moon/void-of-course`,
 * `/fixed-stars`, `/declinations`, `/aspects`, `/positions`, `/vedic/nakshatra`): a date-time, or a date alone at
 * 00:00 local time, default today.
 */

/** @summary `date` (default today, 00:00 local) and `timezone` of an instant query. */
export const instantQuery = () =>
  Type.Object(
    {
      date: Type.Optional(dateParam('Instant: a date-time with Z or an offset, or a date (00:00 local); default today.')),
      timezone: Type.Optional(timezoneParam()),
    },
    { additionalProperties: false },
  );

/**
 * @summary The instant of an instant query, as an ISO UTC string: `date` (a date alone at 00:00 in `timezone`,
 * default UTC), else today in the zone at the request's "now".
 * @example instantOf({ date: '2024-03-25' }, new Date()) // { at: '2024-03-25T00:00:00.000Z' }
 */
export function instantOf(q: { date?: string; timezone?: string }, now: Date): { at: string } {
  const tz = zoneOf(q.timezone);
  return { at: instantParam(q.date ?? todayIn(tz, now), tz) };
}

/** What an instant route states itself; the method, the query and `prepare` are those of every instant route. */
export interface InstantRouteSpec {
  readonly url: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** The query schema; by default `instantQuery()` (`date` and `timezone` only). */
  readonly querystring?: TSchema;
  readonly response: TSchema;
  readonly example?: string;
  /** The records function call at the resolved instant (ISO UTC). */
  readonly compute: (at: string) => unknown;
  /** The request's estimated work, charged to the key's compute budget (see `RouteDefinition.cost`). */
  readonly cost: () => RequestCost;
}

/**
 * @summary Declare a `GET` route that answers for one instant: the query's `date` + `timezone` (default today, 00:00
 * local) resolved by `instantOf` in `prepare`, the records function called with it in `compute`.
 * @example defineInstantRoute({ url: '/moon/phase', tag: 'Moon', summary: '…', response: MoonPhaseInfo, compute: (at) => moonPhase(at) })
 */
export function defineInstantRoute(route: InstantRouteSpec): RouteDefinition {
  const { compute, querystring = instantQuery(), ...rest } = route;
  return defineRoute<{ date?: string; timezone?: string }, { at: string }>({
    method: 'GET',
    ...rest,
    querystring,
    prepare: (q, ctx) => instantOf(q, ctx.now),
    compute: (p) => compute(p.at),
  });
}
