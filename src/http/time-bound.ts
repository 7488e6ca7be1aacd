/** @summary Raised by `timeBound` when the bounded promise did not settle in time (`step` names what was waited for). */
export class StepTimedOut extends Error {
  constructor(readonly step: string, readonly ms: number) {
    super(`${step} did not answer within ${ms} ms`);
    this.name = 'StepTimedOut';
  }
}

/**
 * @summary `promise`, or a rejection with `StepTimedOut` after `ms` (at least 1), whichever comes first: a
 * step that waits on another process (Redis) cannot outlive its bound. The timer never keeps the process
 * alive; the late result of the promise is ignored.
 * @example const decision = await timeBound(limiter.hit(id), 500, 'rate-limit store');
 */
export function timeBound<T>(promise: Promise<T>, ms: number, step: string): Promise<T> {
  const bound = Math.max(1, Math.floor(ms));
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StepTimedOut(step, bound)), bound);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
