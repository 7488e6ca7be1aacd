/**
 * @summary Collapse concurrent calls with the same key into one: the first caller runs `work`, every caller
 * that arrives while it runs gets the same promise. Returns whether this caller was the one that ran it.
 * @example const flight = singleFlight<string>(); const { value } = await flight.run('k', compute);
 */
export function singleFlight<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return {
    async run(key: string, work: () => Promise<T>): Promise<{ value: T; leader: boolean }> {
      const existing = inFlight.get(key);
      if (existing) return { value: await existing, leader: false };
      const p = work().finally(() => inFlight.delete(key));
      inFlight.set(key, p);
      return { value: await p, leader: true };
    },
    get size(): number {
      return inFlight.size;
    },
  };
}
