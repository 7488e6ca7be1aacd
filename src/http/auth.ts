import type { FastifyReply, FastifyRequest } from 'fastify';
import { headerLineCount } from './header-line-count.js';
import type { KeyVerifier } from './key-verifier.js';
import { problem, sendProblem } from './problem.js';
import { problemDetail } from './problem-details.js';
import { earlyAnswerLocale } from './request-locale.js';

/** `WWW-Authenticate` when no Bearer credential was sent (RFC 6750 §3). */
export const WWW_AUTHENTICATE_MISSING = 'Bearer realm="urania"';
/** `WWW-Authenticate` when a Bearer credential was sent but is not a valid key (RFC 6750 §3.1). */
export const WWW_AUTHENTICATE_INVALID = 'Bearer realm="urania", error="invalid_token"';

/** The header a client sends, as the 401 detail names it (data in every language). */
const BEARER_HEADER = 'Authorization: Bearer <API key>';

/** The one body for every invalid-key cause (malformed, bad checksum, unknown): nothing tells them apart. */
export const INVALID_KEY_DETAIL = 'The API key is not valid.';

/** @summary The Bearer credential of an Authorization header: the token, or `null` when absent / not Bearer. */
export function bearerToken(header: string | undefined): string | null {
  if (typeof header !== 'string') return null;
  const m = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  return m ? (m[1] ?? '').trim() : null;
}

/**
 * @summary The authentication step (first of the request): 400 problem+json when `Authorization` is sent more
 * than once (which credential would count is ambiguous), 401 without a valid key, else the key's hash is handed
 * to the next steps (rate limit). The key itself is never stored or logged.
 */
export function authenticate(
  verifier: KeyVerifier,
  onAuthenticated: (request: FastifyRequest, keyHash: string) => void,
) {
  return async function authHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (headerLineCount(request.raw.rawHeaders, 'authorization') > 1) {
      const locale = earlyAnswerLocale(request, reply);
      sendProblem(
        reply,
        problem(
          'MALFORMED_REQUEST',
          problemDetail(locale, 'authorizationTwice', {}, 'The Authorization header is sent more than once; send exactly one.'),
          [
            {
              field: 'Authorization',
              message: problemDetail(locale, 'givenMoreThanOnce', {}, 'is given more than once'),
              allowed: 'one header: Authorization: Bearer <API key>',
            },
          ],
          locale,
        ),
      );
      return reply;
    }
    const token = bearerToken(request.headers.authorization);
    if (token === null) {
      reply.header('www-authenticate', WWW_AUTHENTICATE_MISSING);
      const locale = earlyAnswerLocale(request, reply);
      const detail = problemDetail(locale, 'credentialsRequired', { header: BEARER_HEADER }, `Send the header ${BEARER_HEADER}.`);
      sendProblem(reply, problem('CREDENTIALS_REQUIRED', detail, undefined, locale));
      return reply;
    }
    const hash = verifier.verify(token);
    if (hash === null) {
      reply.header('www-authenticate', WWW_AUTHENTICATE_INVALID);
      const locale = earlyAnswerLocale(request, reply);
      sendProblem(reply, problem('INVALID_API_KEY', problemDetail(locale, 'invalidApiKey', {}, INVALID_KEY_DETAIL), undefined, locale));
      return reply;
    }
    onAuthenticated(request, hash);
  };
}
