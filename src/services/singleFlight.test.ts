import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './singleFlight.ts';

describe('createSingleFlight', () => {
  it('shares a running computation per key, and starts a new one after it settles', async () => {
    const flight = createSingleFlight<string, number>();
    let calls = 0;
    const compute = async () => ++calls;
    const [a, b, c] = await Promise.all([flight.run('k', compute), flight.run('k', compute), flight.run('other', compute)]);
    expect([a, b]).toEqual([1, 1]);
    expect(c).toBe(2);
    expect(await flight.run('k', compute)).toBe(3);
  });

  it('passes a failure to every sharer and forgets it', async () => {
    const flight = createSingleFlight<string, number>();
    const failing = () => Promise.reject(new Error('database down'));
    await expect(Promise.all([flight.run('k', failing), flight.run('k', failing)])).rejects.toThrow('database down');
    expect(await flight.run('k', async () => 7)).toBe(7);
  });
});
