/**
 * A reader's preferences (public-site §3 user_preferences, §9 defaults): followed categories, regions of the
 * personalised feed, language and notification toggles. Shared by GET/PUT /api/me/preferences and the dashboard form.
 */
import { z } from 'zod';
import { CATEGORY_SLUGS, type CategorySlug } from './categories.ts';

/** Regions a reader can follow; both together mean every story. */
export const PREFERENCE_REGIONS = ['indian', 'global'] as const;
export type PreferenceRegion = (typeof PREFERENCE_REGIONS)[number];

/**
 * Languages of the feed. Every source we follow publishes in English, so English is the only choice that would show
 * anything; the setting exists so the stored preference is explicit when more languages arrive.
 */
export const PREFERENCE_LANGUAGES = ['en'] as const;
export const LANGUAGE_NAMES: Record<(typeof PREFERENCE_LANGUAGES)[number], string> = { en: 'English' };

export interface ReaderPreferences {
  /** Followed categories; empty means every category. */
  categories: CategorySlug[];
  regions: PreferenceRegion[];
  language: (typeof PREFERENCE_LANGUAGES)[number];
  /** Notify me of breaking stories. */
  notifyBreaking: boolean;
  /** Notify me of new stories in the categories I follow. */
  notifyFollowed: boolean;
  /** Also send those notifications by mail. */
  emailNotifications: boolean;
  weeklyDigest: boolean;
}

/** The spec's defaults (§9: preferred_categories [all], preferred_regions [indian], content_language en). */
export const DEFAULT_PREFERENCES: ReaderPreferences = {
  categories: [],
  regions: ['indian'],
  language: 'en',
  notifyBreaking: true,
  notifyFollowed: false,
  emailNotifications: false,
  weeklyDigest: false,
};

/** PUT /api/me/preferences: the whole set (a form submits every field), unknown fields refused. */
export const preferencesSchema = z
  .object({
    categories: z
      .array(z.enum(CATEGORY_SLUGS, { error: 'categories must be category slugs' }))
      .max(CATEGORY_SLUGS.length)
      .transform((c) => [...new Set(c)]),
    regions: z
      .array(z.enum(PREFERENCE_REGIONS, { error: `regions must be ${PREFERENCE_REGIONS.join(' or ')}` }))
      .min(1, 'Choose at least one region')
      .max(PREFERENCE_REGIONS.length)
      .transform((r) => [...new Set(r)]),
    language: z.enum(PREFERENCE_LANGUAGES, { error: 'language must be en' }),
    notifyBreaking: z.boolean(),
    notifyFollowed: z.boolean(),
    emailNotifications: z.boolean(),
    weeklyDigest: z.boolean(),
  })
  .strict();

/** The feed's region filter for the preferred regions: both regions mean all. */
export function feedRegion(regions: readonly PreferenceRegion[]): 'all' | PreferenceRegion {
  return regions.length === 1 && regions[0] ? regions[0] : 'all';
}
