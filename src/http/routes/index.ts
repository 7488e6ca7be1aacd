import type { RouteDefinition } from '../route-definition.js';
import { HOUSES_ROUTE } from './houses.js';

/**
 * The route table of `/api/v1`: one declarative entry per route, grouped by the spec's tags. A route is
 * listed here as soon as its core composer exists; docs/http.md lists the routes still to come.
 */
export const URANIA_ROUTES: readonly RouteDefinition[] = [HOUSES_ROUTE];
