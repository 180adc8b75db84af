/**
 * Source tiers (public-site §9): premium, verified, trusted, established, each source with an authority score out
 * of 100 and a star at 90 or more. The spec names the tiers but not what earns one; our editorial reading:
 * - premium: flagship trade or business newsrooms with a long record and their own reporting;
 * - verified: established newsrooms and the platforms' own official channels (primary sources);
 * - trusted: specialist outlets with a consistent record;
 * - established: smaller, newer or vendor-run outlets worth reading with more care.
 */

export const SOURCE_TIERS = ['premium', 'verified', 'trusted', 'established'] as const;
export type SourceTier = (typeof SOURCE_TIERS)[number];

/** Authority scores run from 0 to 100. */
export const AUTHORITY_SCORE_MAX = 100;
/** A source with this authority score or more gets a star. */
export const AUTHORITY_STAR_MIN = 90;

export const SOURCE_TIER_LABELS: Record<SourceTier, string> = {
  premium: 'Premium',
  verified: 'Verified',
  trusted: 'Trusted',
  established: 'Established',
};

/** A source's rating as articles carry it. */
export interface SourceRating {
  tier: SourceTier;
  authorityScore: number;
}

/** True for one of the four tiers. */
export function isSourceTier(value: unknown): value is SourceTier {
  return typeof value === 'string' && (SOURCE_TIERS as readonly string[]).includes(value);
}

/** A whole score 0-100. */
export function isAuthorityScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= AUTHORITY_SCORE_MAX;
}

/** The rating from stored values, or null when the source is unrated or the values are not valid. */
export function toSourceRating(tier: unknown, authorityScore: unknown): SourceRating | null {
  const score = typeof authorityScore === 'string' ? Number(authorityScore) : authorityScore;
  return isSourceTier(tier) && isAuthorityScore(score) ? { tier, authorityScore: score } : null;
}

/** Whether the rating earns the star (authority 90 or more). */
export function hasAuthorityStar(rating: Pick<SourceRating, 'authorityScore'>): boolean {
  return rating.authorityScore >= AUTHORITY_STAR_MIN;
}
