import { describe, expect, it } from 'vitest';
import { createConcurrencyGate, GateFullError } from './concurrencyGate.ts';

/** A task that runs until released, recording when it starts. */
function blocker(log: string[], name: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  return {
    release,
    task: async () => {
      log.push(`${name} start`);
      await released;
      log.push(`${name} end`);
      return name;
    },
  };
}

describe('createConcurrencyGate', () => {
  it('runs at most `limit` tasks, queues the next in order, and refuses beyond the queue', async () => {
    const gate = createConcurrencyGate({ limit: 1, maxQueued: 1 });
    const log: string[] = [];
    const a = blocker(log, 'a');
    const b = blocker(log, 'b');
    const ra = gate.run(a.task);
    const rb = gate.run(b.task);
    expect(gate.running).toBe(1);
    expect(gate.queued).toBe(1);
    await expect(gate.run(async () => 'c')).rejects.toBeInstanceOf(GateFullError);
    await Promise.resolve();
    expect(log).toEqual(['a start']);
    a.release();
    expect(await ra).toBe('a');
    b.release();
    expect(await rb).toBe('b');
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect(gate.running).toBe(0);
    expect(gate.queued).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const gate = createConcurrencyGate({ limit: 1, maxQueued: 0 });
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.running).toBe(0);
  });

  it('with no queue refuses as soon as every slot is taken', async () => {
    const gate = createConcurrencyGate({ limit: 2, maxQueued: 0 });
    const log: string[] = [];
    const a = blocker(log, 'a');
    const b = blocker(log, 'b');
    const runs = [gate.run(a.task), gate.run(b.task)];
    await expect(gate.run(async () => 'c')).rejects.toBeInstanceOf(GateFullError);
    a.release();
    b.release();
    expect(await Promise.all(runs)).toEqual(['a', 'b']);
  });
});
