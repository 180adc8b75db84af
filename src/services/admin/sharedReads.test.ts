/** Back-office reads shared while they run (sharedReads.ts), with reads held open by the test. */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection.ts';
import { sharedRead, staffWriteAnswered } from './sharedReads.ts';

/** A stand-in database: sharing is per database object, and no query runs here. */
const database = () => ({}) as Db;

/** A read the test finishes when it wants, counting how often it was started. */
function heldRead<V>() {
  let finish!: (v: V) => void;
  let fail!: (e: Error) => void;
  let starts = 0;
  const compute = () => {
    starts++;
    return new Promise<V>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { compute, finish: (v: V) => finish(v), fail: (e: Error) => fail(e), starts: () => starts };
}

describe('sharedRead', () => {
  it('gives callers asking for the same read while it runs that read’s answer, read once', async () => {
    const db = database();
    const read = heldRead<{ page: number }>();
    const first = sharedRead(db, 'queue', 'all', read.compute);
    const second = sharedRead(db, 'queue', 'all', read.compute);
    const answer = { page: 1 };
    read.finish(answer);
    expect(await first).toBe(answer);
    expect(await second).toBe(answer);
    expect(read.starts()).toBe(1);
  });

  it('reads anew once the shared read has been answered', async () => {
    const db = database();
    const before = heldRead<string>();
    const pending = sharedRead(db, 'queue', 'all', before.compute);
    before.finish('before');
    await pending;
    const after = heldRead<string>();
    const next = sharedRead(db, 'queue', 'all', after.compute);
    after.finish('after');
    expect(await next).toBe('after');
    expect(after.starts()).toBe(1);
  });

  it('never shares between kinds, keys or databases', async () => {
    const db = database();
    const other = database();
    const reads = [heldRead<string>(), heldRead<string>(), heldRead<string>(), heldRead<string>()];
    const answers = [
      sharedRead(db, 'queue', 'all', reads[0]!.compute),
      sharedRead(db, 'articles', 'all', reads[1]!.compute),
      sharedRead(db, 'queue', 'high', reads[2]!.compute),
      sharedRead(other, 'queue', 'all', reads[3]!.compute),
    ];
    reads.forEach((r, i) => r.finish(`answer ${i}`));
    expect(await Promise.all(answers)).toEqual(['answer 0', 'answer 1', 'answer 2', 'answer 3']);
    expect(reads.map((r) => r.starts())).toEqual([1, 1, 1, 1]);
  });

  it('after a staff write is answered, a caller does not join a read that began before it; earlier callers keep theirs', async () => {
    const db = database();
    const before = heldRead<string>();
    const asked = sharedRead(db, 'queue', 'all', before.compute);
    staffWriteAnswered(db);
    const after = heldRead<string>();
    const askedAfter = sharedRead(db, 'queue', 'all', after.compute);
    const joinedAfter = sharedRead(db, 'queue', 'all', after.compute);
    before.finish('as before the write');
    after.finish('with the write');
    expect(await asked).toBe('as before the write');
    expect(await askedAfter).toBe('with the write');
    expect(await joinedAfter).toBe('with the write');
    expect([before.starts(), after.starts()]).toEqual([1, 1]);
  });

  it('a write to one database leaves another database’s running reads shared', async () => {
    const db = database();
    const other = database();
    const read = heldRead<string>();
    const first = sharedRead(db, 'queue', 'all', read.compute);
    staffWriteAnswered(other);
    const second = sharedRead(db, 'queue', 'all', read.compute);
    read.finish('one read');
    expect([await first, await second]).toEqual(['one read', 'one read']);
    expect(read.starts()).toBe(1);
  });

  it('a failed read fails every caller that joined it, and the next caller reads again', async () => {
    const db = database();
    const failing = heldRead<string>();
    const first = sharedRead(db, 'queue', 'all', failing.compute);
    const second = sharedRead(db, 'queue', 'all', failing.compute);
    failing.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    const retry = heldRead<string>();
    const third = sharedRead(db, 'queue', 'all', retry.compute);
    retry.finish('read again');
    expect(await third).toBe('read again');
  });
});
