import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERROR_CACHE_CONTROL } from './cache-control.js';
import { PROBLEM_CONTENT_TYPE, problem } from './problem.js';
import { requestIdOf, requestInstance } from './request-id.js';

/**
 * @summary An `Expect` header other than `100-continue` as problem+json: 417 `expectation-failed`
 * (RFC 9110 §10.1.1), with the request id, instead of Node's empty 417. The connection is closed, as Node does
 * (the body, if any, was not read).
 */
export function answerUnknownExpectation(app: FastifyInstance): void {
  app.server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const id = requestIdOf(req.headers['x-request-id']);
    const body = JSON.stringify({
      ...problem('EXPECTATION_FAILED', 'The only expectation this server meets is Expect: 100-continue.', [
        { field: 'Expect', message: 'is not supported', allowed: '100-continue' },
      ]),
      instance: requestInstance(id),
    });
    res.writeHead(417, {
      'content-type': PROBLEM_CONTENT_TYPE,
      'content-length': Buffer.byteLength(body),
      'cache-control': ERROR_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      'x-request-id': id,
      connection: 'close',
    });
    res.end(body);
  });
}
