/** In-process fetch schedule: one run at a time, every N minutes (0 = never). Replaced by pg-boss cron when workers split out. */

/** Something that logs. */
interface Log {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A running schedule. */
export interface FeedSchedule {
  stop(): void;
  /** Resolves when no run is in flight. */
  idle(): Promise<void>;
}

/** Starts the schedule; runs never overlap, and a failing run is logged, not fatal. */
export function startFeedSchedule(opts: { intervalMinutes: number; runNow: boolean; run: () => Promise<unknown>; log: Log }): FeedSchedule {
  let current: Promise<void> | null = null;
  const tick = () => {
    if (current) return;
    current = opts
      .run()
      .then(() => undefined)
      .catch((err: unknown) => opts.log.error({ err }, 'scheduled feed run failed'))
      .finally(() => {
        current = null;
      });
  };
  if (opts.runNow) tick();
  const timer = opts.intervalMinutes > 0 ? setInterval(tick, opts.intervalMinutes * 60_000) : null;
  timer?.unref();
  return {
    stop: () => {
      if (timer) clearInterval(timer);
    },
    idle: async () => {
      while (current) await current;
    },
  };
}
