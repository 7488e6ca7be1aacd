import type { FastifyReply, FastifyRequest } from 'fastify';
import { DeadlineExceeded } from '../executor/executor.js';
import { QueueFull } from '../executor/fair-executor.js';
import { problem, sendProblem } from '../problem.js';
import { requestFacts } from '../request-facts.js';
import type { PipelineContext } from './pipeline-context.js';
import { refund } from './refund.js';

/** `Retry-After` (s) of the 503 sent when the admission queue is full. */
export const QUEUE_FULL_RETRY_AFTER_S = 2;

/**
 * @summary The answer to an executor that refused or stopped a computation: 503 + Retry-After when the queue is full
 * (the request costs nothing, issue 23 #7), 408 past the deadline; anything else is rethrown.
 * @example catch (e) { return executorProblem(ctx, e, request, reply, charged) }
 */
export function executorProblem(
  ctx: PipelineContext,
  e: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  charged: number | undefined,
): FastifyReply {
  if (e instanceof QueueFull) {
    requestFacts(request).refusal = 'queue_full';
    refund(ctx, request, charged);
    reply.header('retry-after', String(QUEUE_FULL_RETRY_AFTER_S));
    sendProblem(reply, problem('SERVICE_UNAVAILABLE', `The server is at capacity: ${e.message}. Retry in ${QUEUE_FULL_RETRY_AFTER_S} s.`));
    return reply;
  }
  if (e instanceof DeadlineExceeded) {
    sendProblem(
      reply,
      problem('REQUEST_TIMEOUT', `The computation exceeded the ${ctx.timeoutMs / 1000} s deadline and was stopped; narrow the request (e.g. a shorter date range).`),
    );
    return reply;
  }
  throw e;
}
