/** pino JSON logger shared by the server, jobs and CLI. */
import { pino, type Logger } from 'pino';

/** Creates the process logger at the given level. */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ level, base: { service: 'creator-news-hub' }, timestamp: pino.stdTimeFunctions.isoTime });
}

export type { Logger };
