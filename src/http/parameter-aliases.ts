import type { FastifyReply, FastifyRequest } from 'fastify';
import { wording } from '../errors/error-wording.js';
import { ParameterError } from './validation.js';

/**
 * Other spellings of a route's parameters (issue 22 #14: the range parameters had three spellings, `start`/`end`,
 * `from`/`to`, `startDate`/`endDate`). Each alias is renamed to its parameter before validation, so the route, its
 * cache key and its errors see one name; a request giving a parameter under two spellings is a 400.
 */

/** One alias: the parameter it stands for, and whether it is deprecated (then the answer says so). */
export interface ParameterAlias {
  readonly canonical: string;
  readonly deprecated: boolean;
}

/** A route's aliases, by the alias's name. */
export type ParameterAliases = Readonly<Record<string, ParameterAlias>>;

/**
 * The range parameters of every range route: `from` and `to` (the library's `EventRange` names); `start`/`end` and
 * `startDate`/`endDate` are deprecated aliases (docs/http.md "Range parameters").
 */
export const RANGE_ALIASES: ParameterAliases = {
  start: { canonical: 'from', deprecated: true },
  end: { canonical: 'to', deprecated: true },
  startDate: { canonical: 'from', deprecated: true },
  endDate: { canonical: 'to', deprecated: true },
};

/**
 * The range of `POST /electional`, whose body the spec names `startDate`/`endDate` (ElectionalRequest): `from`/`to`,
 * the range spelling of every other route, are taken too and are not deprecated; `start`/`end` are.
 */
export const ELECTIONAL_RANGE_ALIASES: ParameterAliases = {
  from: { canonical: 'startDate', deprecated: false },
  to: { canonical: 'endDate', deprecated: false },
  start: { canonical: 'startDate', deprecated: true },
  end: { canonical: 'endDate', deprecated: true },
};

/**
 * When the deprecated spellings were deprecated, as the `Deprecation` header gives it (RFC 9745: `@` and the Unix
 * time in seconds): 2026-11-29, the release that made `from`/`to` the one spelling.
 */
export const ALIASES_DEPRECATED_AT = `@${Date.UTC(2026, 10, 29) / 1000}`;

/**
 * @summary Rename a request's aliases in place (`start` → `from`), before validation. Returns the names given under a
 * deprecated spelling; throws a ParameterError (400) naming an alias given together with its parameter, or two
 * aliases of one parameter.
 * @example renameAliases({ start: '2024-01-01', end: '2024-02-01' }, RANGE_ALIASES, 'query') // ['start', 'end'], members now from, to
 */
export function renameAliases(input: unknown, aliases: ParameterAliases, where: string): string[] {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return [];
  const members = input as Record<string, unknown>;
  const deprecated: string[] = [];
  const given = new Map<string, string>();
  for (const [alias, { canonical, deprecated: old }] of Object.entries(aliases)) {
    if (!Object.hasOwn(members, alias)) continue;
    const other = Object.hasOwn(members, canonical) ? canonical : given.get(canonical);
    if (other !== undefined) {
      throw new ParameterError(
        [{ field: alias, message: `is another spelling of ${canonical}, also given as ${other}; give it once, as ${canonical}`, allowed: canonical }],
        where,
        [wording('spellingTwice', { field: alias, canonical, other })],
      );
    }
    members[canonical] = members[alias];
    delete members[alias];
    given.set(canonical, alias);
    if (old) deprecated.push(alias);
  }
  return deprecated;
}

/**
 * @summary A Fastify `preValidation` hook renaming a route's aliases in its query (GET) or body (POST); an answer to a
 * request that used a deprecated spelling carries `Deprecation` (RFC 9745) and a `Link` to the documentation.
 */
export function aliasHook(aliases: ParameterAliases, part: 'query' | 'body', docsUrl: string) {
  return async function renameParameterAliases(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const deprecated = renameAliases(part === 'query' ? request.query : request.body, aliases, part);
    if (deprecated.length === 0) return;
    reply.header('deprecation', ALIASES_DEPRECATED_AT);
    reply.header('link', `<${docsUrl}>; rel="deprecation"`);
  };
}
