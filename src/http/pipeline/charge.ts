import type { FastifyReply, FastifyRequest } from 'fastify';
import { chargeCost } from '../cost/charge-cost.js';
import { problem, sendProblem } from '../problem.js';
import { requestFacts } from '../request-facts.js';
import type { RequestCost } from '../route-definition.js';
import type { PipelineContext } from './pipeline-context.js';
import { refund } from './refund.js';
import { problemDetail } from '../problem-details.js';
import { earlyAnswerLocale } from '../request-locale.js';

/**
 * @summary Charge a request's cost to its key's budget (docs/http.md, "Compute budget"): the units charged, or the
 * reply already sent (503 when the store does not answer, 400/429 from the budget; the request then costs nothing).
 * @example const charged = await charge(ctx, request, reply, { units: 12, field: 'to' }, deadline)
 */
export async function charge(
  ctx: PipelineContext,
  request: FastifyRequest,
  reply: FastifyReply,
  cost: RequestCost,
  deadline: number,
): Promise<number | FastifyReply> {
  const s = ctx.state.get(request);
  let outcome;
  try {
    outcome = await chargeCost(
      cost,
      ctx.budgetConfig,
      (id, units) => ctx.storeStep(ctx.budget.charge(id, units, s?.ticket), deadline, 'cost budget store'),
      s?.keyHash ?? '',
      earlyAnswerLocale(request, reply),
    );
  } catch (e) {
    request.log.error({ err: e }, 'cost budget store unavailable');
    requestFacts(request).refusal = 'store_unavailable';
    // The charge may still be taken once the store answers again: give it back then (issue 23 #7).
    refund(ctx, request, Math.ceil(cost.units));
    reply.header('retry-after', '1');
    const locale = earlyAnswerLocale(request, reply);
    const detail = problemDetail(locale, 'budgetStoreUnavailable', {}, 'The compute-budget store is unavailable; retry shortly.');
    sendProblem(reply, problem('SERVICE_UNAVAILABLE', detail, undefined, locale));
    return reply;
  }
  for (const [name, value] of Object.entries(outcome.headers)) reply.header(name, value);
  if (outcome.problem) {
    requestFacts(request).refusal = 'cost_budget';
    refund(ctx, request);
    sendProblem(reply, outcome.problem);
    return reply;
  }
  const facts = requestFacts(request);
  facts.cost = Math.ceil(cost.units);
  ctx.metrics.cost(facts.route ?? 'other', facts.cost);
  return facts.cost;
}
