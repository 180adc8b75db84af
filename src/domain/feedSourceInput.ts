/** What an admin (or an OPML file) may set on an RSS feed source (admin-content §3), validated with clear messages. */
import { z } from 'zod';

export const FEED_CONTENT_TYPES = ['article', 'podcast', 'video'] as const;
export type FeedContentType = (typeof FEED_CONTENT_TYPES)[number];

export const FEED_REGIONS = ['india', 'global'] as const;

export const FEED_NAME_MAX_LENGTH = 120;
/** Longest feed URL accepted; matches what browsers and most servers handle. */
export const FEED_URL_MAX_LENGTH = 2048;

/** Fields the pipeline computes from what it fetched; an admin cannot set them. */
const COMPUTED_FIELDS = new Set([
  'dataRichnessScore',
  'data_richness_score',
  'averageImagesPerItem',
  'average_images_per_item',
  'consecutiveFailures',
  'consecutive_failures',
]);

type Issue = { code: string; input?: unknown; keys?: string[] };

/** "x is required" when the field is missing, otherwise the type message. */
const typeError = (field: string, expected: string) => (iss: Issue) => (iss.input === undefined ? `${field} is required` : `${field} must be ${expected}`);

const httpUrl = (field: string) =>
  z
    .string({ error: typeError(field, 'text') })
    .trim()
    .max(FEED_URL_MAX_LENGTH, `${field} must be at most ${FEED_URL_MAX_LENGTH} characters`)
    // Only the scheme is checked here; the fetcher refuses private and loopback addresses at connect time.
    .pipe(z.url({ protocol: /^https?$/, error: `${field} must be an http:// or https:// URL` }));

const fields = {
  name: z
    .string({ error: typeError('name', 'text') })
    .trim()
    .min(1, 'name must not be empty')
    .max(FEED_NAME_MAX_LENGTH, `name must be at most ${FEED_NAME_MAX_LENGTH} characters`),
  url: httpUrl('url'),
  // A blank site URL in a form means "none".
  siteUrl: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), httpUrl('siteUrl').nullable()),
  region: z.enum(FEED_REGIONS, { error: `region must be one of ${FEED_REGIONS.join(', ')}` }),
  priority: z
    .number({ error: typeError('priority', 'a number') })
    .int('priority must be a whole number from 1 (highest) to 5')
    .min(1, 'priority must be from 1 (highest) to 5')
    .max(5, 'priority must be from 1 (highest) to 5'),
  supportsMedia: z.boolean({ error: typeError('supportsMedia', 'true or false') }),
  contentTypes: z
    .array(z.enum(FEED_CONTENT_TYPES, { error: `contentTypes may contain only ${FEED_CONTENT_TYPES.join(', ')}` }), {
      error: typeError('contentTypes', `a list of ${FEED_CONTENT_TYPES.join(', ')}`),
    })
    .transform((types) => [...new Set(types)]),
  isActive: z.boolean({ error: typeError('isActive', 'true or false') }),
};

/** Names computed fields explicitly, so an admin learns why the value was refused rather than "unknown key". */
function objectError(iss: Issue): string | undefined {
  if (iss.code === 'invalid_type') return 'a feed source must be an object';
  if (iss.code !== 'unrecognized_keys' || !iss.keys) return undefined;
  const computed = iss.keys.filter((k) => COMPUTED_FIELDS.has(k));
  const unknown = iss.keys.filter((k) => !COMPUTED_FIELDS.has(k));
  return [
    computed.length ? `${computed.join(', ')} ${computed.length === 1 ? 'is' : 'are'} computed from fetched items and cannot be set` : '',
    unknown.length ? `unknown field${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** A new feed source; missing optional fields take the defaults of the feed_sources table. */
export const feedSourceInputSchema = z.strictObject(
  {
    name: fields.name,
    url: fields.url,
    siteUrl: fields.siteUrl.default(null),
    region: fields.region.default('global'),
    priority: fields.priority.default(3),
    supportsMedia: fields.supportsMedia.default(false),
    contentTypes: fields.contentTypes.default([]),
    isActive: fields.isActive.default(true),
  },
  { error: objectError },
);

/** Changes to an existing source: any subset of the fields, at least one (no defaults, so nothing unsent changes). */
export const feedSourceUpdateSchema = z
  .strictObject(
    {
      name: fields.name.optional(),
      url: fields.url.optional(),
      siteUrl: fields.siteUrl.optional(),
      region: fields.region.optional(),
      priority: fields.priority.optional(),
      supportsMedia: fields.supportsMedia.optional(),
      contentTypes: fields.contentTypes.optional(),
      isActive: fields.isActive.optional(),
    },
    { error: objectError },
  )
  // Only when nothing else is wrong: a refused field should not also read as "nothing to change".
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'give at least one field to change', when: (payload) => payload.issues.length === 0 });

export type FeedSourceInput = z.output<typeof feedSourceInputSchema>;
export type FeedSourceUpdate = z.output<typeof feedSourceUpdateSchema>;

/** One readable line per problem, each naming the field. */
export function feedSourceIssueMessages(error: z.ZodError): string[] {
  return error.issues.map((iss) => {
    const field = iss.path[0] === undefined ? '' : String(iss.path[0]);
    return field && !iss.message.startsWith(field) ? `${field}: ${iss.message}` : iss.message;
  });
}
