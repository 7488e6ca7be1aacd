import type { RouteDefinition } from '../route-definition.js';

/**
 * One route of the table as the route directory (route-directory.ts, written by scripts/route-directory.ts) knows it:
 * its id, batch name and operationId, whether a batch can compute it, and how to load it alone (issue 30).
 */
export interface RouteDirectoryEntry {
  readonly id: string;
  readonly name: string;
  readonly operationId: string;
  readonly batchable: boolean;
  readonly load: () => Promise<RouteDefinition>;
}
