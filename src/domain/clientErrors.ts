/**
 * Error reports from the browser (public-site §8 "Error boundary and screens"): what an error boundary sends to
 * POST /api/client-errors. Shared by the boundaries (which build it) and the server (which validates and logs it).
 */
import { z } from 'zod';
import { defineSchema } from './defineSchema.ts';

/** Where the error was caught: a widget or card, a whole page, or the root layout (the app cannot continue). */
export const CLIENT_ERROR_LEVELS = ['component', 'page', 'critical'] as const;
export type ClientErrorLevel = (typeof CLIENT_ERROR_LEVELS)[number];

/** Reports accepted per client address … */
export const CLIENT_ERROR_RATE_LIMIT = 20;
/** … per sliding window of this length (a crash loop must not flood the logs). */
export const CLIENT_ERROR_RATE_WINDOW_MS = 60_000;
/** Largest report body accepted, in bytes (stacks are cut to fit before sending). */
export const CLIENT_ERROR_MAX_BODY_BYTES = 16_384;

export const CLIENT_ERROR_MESSAGE_MAX = 1000;
export const CLIENT_ERROR_STACK_MAX = 4000;

/** Error ids look like `err-<base36 time>-<random>`: short enough to read out to support. */
export const CLIENT_ERROR_ID_PATTERN = /^err-[a-z0-9]{6,12}-[a-z0-9]{4,8}$/;

/** Only the critical level is fatal (spec: "fatal set only at critical level"). */
export function isFatalLevel(level: ClientErrorLevel): boolean {
  return level === 'critical';
}

export const clientErrorReportSchema = defineSchema(() =>
  z
    .object({
      errorId: z.string().regex(CLIENT_ERROR_ID_PATTERN, 'must be an error id like err-lx2k9a1b-4f7q'),
      level: z.enum(CLIENT_ERROR_LEVELS),
      message: z.string().trim().min(1).max(CLIENT_ERROR_MESSAGE_MAX),
      name: z.string().max(100).optional(),
      stack: z.string().max(CLIENT_ERROR_STACK_MAX).optional(),
      componentStack: z.string().max(CLIENT_ERROR_STACK_MAX).optional(),
      /** The boundary's label, e.g. "Floating actions" (component level). */
      boundary: z.string().max(100).optional(),
      /** Path and query of the page, never another origin. */
      path: z.string().startsWith('/').max(2000),
      occurredAt: z.iso.datetime(),
    })
    .strict(),
);

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** A uniform number in [0, 1) from the platform's cryptographic generator (browser and Node alike). */
const secureRandom = (): number => (crypto.getRandomValues(new Uint32Array(1))[0] as number) / 2 ** 32;

/** A new error id from a time and a random source (injected so tests are deterministic). */
export function newClientErrorId(now: number = Date.now(), random: () => number = secureRandom): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return `err-${now.toString(36)}-${suffix}`;
}

/** Cuts text to at most `max` characters (stacks can be long; the server refuses oversized fields). */
export function clip(text: string | undefined, max: number): string | undefined {
  if (text === undefined) return undefined;
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
