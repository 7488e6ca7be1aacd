import type { TSchema } from 'typebox';
import { defineRoute, type RequestCost, type RouteDefinition } from '../route-definition.js';
import { withToday, type DayQuery } from './params.js';
import type { LabelLocale } from '../../schemas/label-locale.js';

/** What a day route states itself; the method and `prepare` are those of every day route. */
export interface DayRouteSpec<Q extends DayQuery> {
  readonly url: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** The query schema (its `date` and `timezone` optional). */
  readonly querystring: TSchema;
  readonly response: TSchema;
  readonly example?: string;
  /** The records function call with the query, `date` resolved (`timezone` as the client gave it). */
  readonly compute: (params: Q & { date: string }) => unknown;
  /** The request's estimated work, charged to the key's compute budget (see `RouteDefinition.cost`). */
  readonly cost: (params: Q & { date: string }) => RequestCost;
  /** The query with the request's negotiated language written in (see `RouteDefinition.localize`). */
  readonly localize?: (params: Q & { date: string }, locale: LabelLocale) => unknown;
}

/**
 * @summary Declare a `GET` route that answers for one local day (the daily, weekly and all-signs horoscopes, the
 * almanac, the lunar guidance): `prepare` resolves `date` (default today in the zone, read from the request's
 * clock, in `timezone`, default UTC) with `withToday`; the other members, `timezone` included, pass as given (so a
 * date-time's own offset names the day when no `timezone` is given).
 * @example defineDayRoute<{ date?: string; timezone?: string }>({ url: '/almanac', …, compute: (p) => almanacDay(p) })
 */
export function defineDayRoute<Q extends DayQuery>(route: DayRouteSpec<Q>): RouteDefinition {
  return defineRoute<Q, Q & { date: string }>({
    method: 'GET',
    ...route,
    prepare: (q, ctx) => withToday(q, ctx.now),
  });
}
