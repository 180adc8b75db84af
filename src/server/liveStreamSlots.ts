/**
 * Slots of live-update streams: at most `perClient` open streams per client address and `max` per process. Each slot
 * is released exactly once, whatever ends the stream (client gone, slow reader dropped, database error).
 */

/** Why a slot was refused. */
export type SlotRefusal = 'client_limit' | 'process_limit';

export interface LiveStreamSlots {
  /** Takes a slot for the address: the function that releases it, or why none is free. */
  acquire(address: string): { release: () => void } | { refused: SlotRefusal };
  /** Open streams in all and the number of addresses holding any (for tests and health). */
  stats(): { open: number; clients: number };
}

/** Creates the slot counter. */
export function createLiveStreamSlots(limits: { perClient: number; max: number }): LiveStreamSlots {
  const openPerClient = new Map<string, number>();
  let open = 0;
  return {
    acquire(address) {
      const mine = openPerClient.get(address) ?? 0;
      if (mine >= limits.perClient) return { refused: 'client_limit' };
      if (open >= limits.max) return { refused: 'process_limit' };
      openPerClient.set(address, mine + 1);
      open++;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          open--;
          const left = (openPerClient.get(address) ?? 1) - 1;
          if (left > 0) openPerClient.set(address, left);
          else openPerClient.delete(address);
        },
      };
    },
    stats: () => ({ open, clients: openPerClient.size }),
  };
}
