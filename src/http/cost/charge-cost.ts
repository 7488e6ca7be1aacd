import type { RequestCost } from '../route-definition.js';
import { problem, type Problem } from '../problem.js';
import type { CostBudget, CostBudgetConfig } from './cost-budget.js';
import type { LabelLocale } from '../../schemas/label-locale.js';
import { problemDetail } from '../problem-details.js';

/** What charging a request's cost decided: headers to send, and a problem when the request must not run. */
export interface CostOutcome {
  readonly headers: Readonly<Record<string, string>>;
  readonly problem?: Problem;
}

/**
 * @summary The compute-budget step of a request (docs/http.md, "Compute budget"): refuse with 400 naming the
 * parameter what one request may never cost, charge the rest to the key (429 + `Retry-After` when it has not
 * enough left), and say so in `X-Cost*` headers. `charge` is the budget store's call, already bounded by the
 * caller (a store that does not answer rejects, and the caller answers 503).
 */
export async function chargeCost(
  cost: RequestCost,
  config: CostBudgetConfig,
  charge: CostBudget['charge'],
  keyHash: string,
  locale: LabelLocale = 'en',
): Promise<CostOutcome> {
  const units = Math.ceil(cost.units);
  if (units > config.limit) {
    const values = { units: String(units), limit: String(config.limit), field: cost.field };
    return {
      headers: {},
      problem: problem(
        'OUT_OF_RANGE',
        problemDetail(
          locale,
          'budgetPerRequest',
          values,
          `This request asks for ${units} units of work (docs/http.md, "Compute budget"); one request may ask for at most ${config.limit}: narrow ${cost.field}.`,
        ),
        [
          {
            field: cost.field,
            message: problemDetail(locale, 'budgetPerRequestEntry', values, `asks for ${units} units of work, above the per-request limit`),
            allowed: `at most ${config.limit} units of work`,
          },
        ],
        locale,
      ),
    };
  }
  const d = await charge(keyHash, units);
  const headers: Record<string, string> = {
    'x-cost': String(units),
    'x-cost-limit': String(d.limit),
    'x-cost-remaining': String(d.remaining),
    'x-cost-reset': String(d.resetSeconds),
  };
  if (d.allowed) return { headers };
  headers['retry-after'] = String(d.retryAfterSeconds);
  return {
    headers,
    problem: problem(
      'RATE_LIMITED',
      problemDetail(
        locale,
        'budgetExceeded',
        { limit: String(d.limit), seconds: String(config.windowMs / 1000), remaining: String(d.remaining), units: String(units), retry: String(d.retryAfterSeconds) },
        `The compute budget of this key (${d.limit} units per ${config.windowMs / 1000} s) has ${d.remaining} left; this request costs ${units}. Retry in ${d.retryAfterSeconds} s.`,
      ),
      undefined,
      locale,
    ),
  };
}
