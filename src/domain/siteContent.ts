/** Editable site content (the home hero's headline figures): the shape and the validation shared by server and admin screens. */
import { z } from 'zod';
import { isCalendarDate } from './calendarDate.ts';

/** A headline figure from a named public report, as shown in the home hero. */
export interface HeroFigure {
  key: string;
  /** Display text exactly as the source states it, e.g. "₹3,375 crore" or "2–2.5 million". */
  value: string;
  label: string;
  source: { publisher: string; title: string; year: number; url: string | null };
  /** The date the figure describes (ISO yyyy-mm-dd). */
  asOf: string;
  sortOrder: number;
  isActive: boolean;
  updatedAt: string;
}

/** Hero figures shown at most (industry figures; live figures from our database come on top). */
export const MAX_HERO_FIGURES = 4;

const trimmed = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/**
 * Fields an editor may change on a hero figure (all optional: a patch; unknown fields are refused). `today` bounds the
 * as-of date, which may not be in the future, and the report year (at most next year: reports are dated ahead).
 */
export function heroFigureUpdateSchema(today: Date = new Date()) {
  const todayIso = today.toISOString().slice(0, 10);
  const maxYear = today.getUTCFullYear() + 1;
  return z
    .object({
      value: trimmed('Value', 40),
      label: trimmed('Label', 100),
      sourcePublisher: trimmed('Publisher', 120),
      sourceTitle: trimmed('Report title', 200),
      sourceYear: z
        .number({ error: 'Report year must be a number' })
        .int('Report year must be a whole number')
        .min(1990, 'Report year must be 1990 or later')
        .max(maxYear, `Report year must be ${maxYear} or earlier`),
      sourceUrl: z
        .union([
          z
            .url({ protocol: /^https?$/, error: 'Source link must be an http or https address' })
            .max(500, 'Source link must be at most 500 characters'),
          z.literal('').transform(() => null),
          z.null(),
        ])
        .optional(),
      asOf: z
        .string({ error: 'As-of date is required' })
        .refine(isCalendarDate, 'As-of date must be a date (yyyy-mm-dd)')
        .refine((s) => s <= todayIso, 'As-of date cannot be in the future'),
      sortOrder: z.number({ error: 'Order must be a number' }).int('Order must be a whole number').min(0, 'Order must be 0 or more').max(1000, 'Order must be at most 1000'),
      isActive: z.boolean({ error: 'Shown must be true or false' }),
    })
    .partial()
    .strict()
    .refine((p) => Object.keys(p).length > 0, 'Nothing to update');
}

export type HeroFigureUpdate = z.output<ReturnType<typeof heroFigureUpdateSchema>>;
export type HeroFigureUpdateInput = z.input<ReturnType<typeof heroFigureUpdateSchema>>;

/** The editable fields of a figure, named as in an update (the editor's form, the audit log's before/after). */
export type HeroFigureFields = Required<HeroFigureUpdate>;

/** A figure's editable fields in the update's vocabulary. */
export function heroFigureFields(f: HeroFigure): HeroFigureFields {
  return {
    value: f.value,
    label: f.label,
    sourcePublisher: f.source.publisher,
    sourceTitle: f.source.title,
    sourceYear: f.source.year,
    sourceUrl: f.source.url,
    asOf: f.asOf,
    sortOrder: f.sortOrder,
    isActive: f.isActive,
  };
}

/** The fields `patch` really changes on `current`, with their old and new values (empty when it changes nothing). */
export function heroFigureChanges(current: HeroFigure, patch: HeroFigureUpdate): { before: Partial<HeroFigureFields>; after: Partial<HeroFigureFields> } {
  const now = heroFigureFields(current);
  const before: Partial<HeroFigureFields> = {};
  const after: Partial<HeroFigureFields> = {};
  for (const key of Object.keys(patch) as (keyof HeroFigureFields)[]) {
    const next = patch[key];
    if (next === undefined || now[key] === next) continue;
    (before as Record<string, unknown>)[key] = now[key];
    (after as Record<string, unknown>)[key] = next;
  }
  return { before, after };
}

/**
 * Where the edited figures show, the promise editors are given: the home page of every web process as the edit
 * commits (its notification); one that missed it catches up within services/siteContent.ts SITE_CONTENT_TTL_MS.
 */
export const HERO_FIGURES_PROPAGATION_NOTE = 'Shown on the home page as soon as you save';

/** `{key}` of /api/admin/site-content/hero-figures/{key}: the table's key rule (lowercase words joined by hyphens). */
export const heroFigureKeySchema = z
  .string()
  .max(60, 'key must be at most 60 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'key must be lowercase letters and digits joined by hyphens');

/**
 * The PATCH body's outer shape (a JSON object); its fields are checked by heroFigureUpdateSchema in the service, which
 * knows today's date (the as-of date may not be in the future).
 */
export const heroFigurePatchBodySchema = z.record(z.string(), z.unknown(), { error: 'Send a JSON object of the fields to change' });
