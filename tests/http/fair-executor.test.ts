import { describe, expect, it } from 'vitest';
import {
  DeadlineExceeded,
  type ComputeResult,
  type ComputeTask,
  type Executor,
} from '../../src/http/executor/executor.js';
import { fairExecutor, QueueFull, type AdmissionEvent } from '../../src/http/executor/fair-executor.js';

/** An executor whose computations finish only when the test says so: admission order is observed, not timed. */
function controlledExecutor() {
  const pending = new Map<string, () => void>();
  const started: string[] = [];
  const executor: Executor = {
    run(task: ComputeTask): Promise<ComputeResult> {
      const id = String(task.params);
      started.push(id);
      return new Promise((resolve) => pending.set(id, () => resolve({ ok: true, body: id })));
    },
    close: () => Promise.resolve(),
  };
  const finish = async (id: string): Promise<void> => {
    const done = pending.get(id);
    if (!done) throw new Error(`${id} is not running`);
    pending.delete(id);
    done();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { executor, started, finish };
}

const task = (id: string): ComputeTask => ({ route: 'GET /ingresses', params: id });
const never = (): AbortSignal => new AbortController().signal;

describe('fair admission (issue 16 #1)', () => {
  it("admits another key's request at once while one key floods the server", async () => {
    const { executor, started } = controlledExecutor();
    const events: AdmissionEvent[] = [];
    const fair = fairExecutor(executor, { slots: 2, onEvent: (e) => events.push(e) });
    for (const id of ['a1', 'a2', 'a3', 'a4']) void fair.run(task(id), never(), 'heavy');
    void fair.run(task('b1'), never(), 'cheap');
    // One slot per key at most (slots − 1): the heavy key holds one, the cheap key's request started immediately.
    expect(started).toEqual(['a1', 'b1']);
    expect(events.filter((e) => e.kind === 'started').map((e) => e.key)).toEqual(['heavy', 'cheap']);
    expect(fair.load()).toEqual({ running: 2, heavy: 2, queued: 3 });
  });

  it("serves one key's queue in order and the keys in round robin", async () => {
    const { executor, started, finish } = controlledExecutor();
    const fair = fairExecutor(executor, { slots: 1, perKeyConcurrency: 1 });
    for (const id of ['a1', 'a2', 'a3']) void fair.run(task(id), never(), 'A');
    for (const id of ['b1', 'b2']) void fair.run(task(id), never(), 'B');
    void fair.run(task('c1'), never(), 'C');
    expect(started).toEqual(['a1']);
    for (const id of ['a1', 'b1', 'c1', 'a2', 'b2']) await finish(id);
    // After a1: B, C, then A again (not a2 straight away), then B, then A.
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('sheds load with QueueFull when the waiting room is full, per key and in all', async () => {
    const { executor } = controlledExecutor();
    const fair = fairExecutor(executor, { slots: 2, perKeyConcurrency: 1, maxQueued: 3, maxQueuedPerKey: 2 });
    void fair.run(task('a1'), never(), 'A');
    void fair.run(task('a2'), never(), 'A');
    void fair.run(task('a3'), never(), 'A');
    await expect(fair.run(task('a4'), never(), 'A')).rejects.toBeInstanceOf(QueueFull); // A has 2 waiting
    void fair.run(task('b1'), never(), 'B'); // the free slot
    void fair.run(task('b2'), never(), 'B'); // waits: 3 in all
    await expect(fair.run(task('c1'), never(), 'C')).rejects.toThrow(/queue is full \(3 requests waiting\)/);
  });

  it('a request whose deadline passes while it waits leaves the queue with DeadlineExceeded', async () => {
    const { executor, started, finish } = controlledExecutor();
    const fair = fairExecutor(executor, { slots: 1 });
    void fair.run(task('a1'), never(), 'A');
    const controller = new AbortController();
    const waiting = fair.run(task('b1'), controller.signal, 'B');
    void fair.run(task('c1'), never(), 'C');
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(fair.load().queued).toBe(1);
    await finish('a1');
    expect(started).toEqual(['a1', 'c1']); // b1 never ran
  });

  it('frees the slot of a computation that fails, and keeps serving', async () => {
    let calls = 0;
    const failing: Executor = {
      run: () =>
        ++calls === 1 ? Promise.reject(new Error('worker died')) : Promise.resolve({ ok: true, body: 'ok' }),
      close: () => Promise.resolve(),
    };
    const fair = fairExecutor(failing, { slots: 1 });
    await expect(fair.run(task('x'), never(), 'A')).rejects.toThrow('worker died');
    await expect(fair.run(task('y'), never(), 'A')).resolves.toEqual({ ok: true, body: 'ok' });
    expect(fair.load()).toEqual({ running: 0, heavy: 0, queued: 0 });
  });

  it('issue 23 #2: heavy computations of any number of keys never take the reserved slot; a light one starts at once', async () => {
    const { executor, started, finish } = controlledExecutor();
    const fair = fairExecutor(executor, { slots: 2, reservedSlots: 1 });
    for (const key of ['a', 'b', 'c', 'd']) void fair.run(task(`${key}-heavy`), never(), key, 'heavy');
    // Two heavy slots, whoever asks: the third and fourth keys wait.
    expect(started).toEqual(['a-heavy', 'b-heavy']);
    void fair.run(task('e-light'), never(), 'e', 'light');
    expect(started).toEqual(['a-heavy', 'b-heavy', 'e-light']);
    expect(fair.load()).toEqual({ running: 3, heavy: 2, queued: 2 });
    // A second light request waits for a slot, but goes before the heavy queue when one frees.
    void fair.run(task('f-light'), never(), 'f', 'light');
    await finish('a-heavy');
    expect(started.slice(3)).toEqual(['f-light']);
    // One heavy and one light running: the free thread stays free for light requests.
    await finish('f-light');
    expect(started.slice(4)).toEqual([]);
    await finish('e-light');
    expect(started.slice(4)).toEqual(['c-heavy']);
    expect(fair.load()).toEqual({ running: 2, heavy: 2, queued: 1 });
  });
});
