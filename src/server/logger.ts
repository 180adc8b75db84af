/**
 * pino logger shared by the server, jobs and CLI. Two formats: `text` (default) writes one plain readable line per
 * entry for a person at a terminal; `json` writes pino's JSON lines for a log collector (LOG_FORMAT=json).
 */
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import { errorSummary } from '../db/dbError.ts';

/** True when the error, or one it wraps, is drizzle's query error (its message and fields are the statement and all its parameters). */
function carriesQuery(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ('params' in e && 'query' in e) return true;
    if (e instanceof Error && e.message.startsWith('Failed query:')) return true;
  }
  return false;
}

/**
 * Errors as logs show them. A database error keeps its type, SQLSTATE, driver message and stack frames, never
 * the failed statement or its parameters: one NUL in a feed once made a 35 KB warning of whole articles.
 */
export function serializeError(err: unknown): Record<string, unknown> {
  const out = stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  if (!carriesQuery(err)) return out;
  const summary = errorSummary(err);
  const frames = String(out.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return { type: out.type, ...summary, stack: [`${String(out.type)}: ${summary.message}`, ...frames].join('\n') };
}

/** How log lines are written. */
export type LogFormat = 'text' | 'json';

/** Creates the process logger at the given level; on stderr when stdout carries a command's output. */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', options: { stderr?: boolean; format?: LogFormat; destination?: DestinationStream } = {}): Logger {
  const config = { level, base: { service: 'creator-news-hub' }, timestamp: pino.stdTimeFunctions.isoTime, serializers: { err: serializeError } };
  const out = options.destination ?? (options.stderr ? process.stderr : process.stdout);
  if ((options.format ?? 'json') === 'json') return pino(config, out);
  return pino(config, plainTextStream(out));
}

const LABELS: Record<number, string> = { 60: 'FATAL: ', 50: 'ERROR: ', 40: 'warning: ' };
const OMIT = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'service', 'err']);

/** Formats one pino JSON entry as a plain line: the message, `key=value` for its fields, the error's message last. */
export function formatPlainLine(entry: Record<string, unknown>): string {
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const label = LABELS[level >= 60 ? 60 : level >= 50 ? 50 : level >= 40 ? 40 : 0] ?? '';
  const fields = Object.entries(entry)
    .filter(([k]) => !OMIT.has(k))
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  const err = entry.err as { message?: unknown; stack?: unknown } | undefined;
  // Errors and worse keep their stack for whoever has to fix it; a warning's error is one line.
  const error = err ? (level >= 50 && typeof err.stack === 'string' ? `\n${err.stack}` : ` (${String(err.message)})`) : '';
  return `${label}${String(entry.msg ?? '')}${fields.length ? ` [${fields.join(' ')}]` : ''}${error}\n`;
}

/** A synchronous pino destination that writes plain lines to `out`. */
function plainTextStream(out: DestinationStream): DestinationStream {
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line);
        return;
      }
      out.write(formatPlainLine(entry));
    },
  };
}

export type { Logger };
