import type { FastifyInstance } from 'fastify';
import { answerBadHost } from './answer-bad-host.js';
import { answerConnect } from './answer-connect.js';
import { answerUnknownExpectation } from './answer-unknown-expectation.js';
import { protocolHooks } from './protocol-hooks.js';

/**
 * @summary The protocol layer of a whole server (`createServer`; with `protocolServerOptions()` given to
 * `Fastify()`): `X-Request-Id` and `nosniff` on every answer, and problem+json for what Node answers on its own —
 * a missing or repeated `Host` (400), an unknown `Expect` (417) and a `CONNECT` (405, `answer-connect.ts`).
 */
export function serverProtocol(app: FastifyInstance): void {
  protocolHooks(app);
  answerBadHost(app);
  answerUnknownExpectation(app);
  answerConnect(app);
}
