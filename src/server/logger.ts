/** pino JSON logger shared by the server, jobs and CLI. */
import { pino, type Logger } from 'pino';

/** Creates the process logger at the given level; on stderr when stdout carries a command's output. */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', options: { stderr?: boolean } = {}): Logger {
  const config = { level, base: { service: 'creator-news-hub' }, timestamp: pino.stdTimeFunctions.isoTime };
  return options.stderr ? pino(config, process.stderr) : pino(config);
}

export type { Logger };
