/** SQL for the public list's region and quality filters, mirroring domain/articleRegion.ts and domain/qualityBand.ts. */
import { sql, type SQL } from 'drizzle-orm';
import type { ArticleRegion } from '../../domain/articleRegion.ts';
import {
  HIGH_QUALITY_MIN_CONFIDENCE,
  HIGH_QUALITY_MIN_RELEVANCE,
  MEDIUM_QUALITY_MIN_CONFIDENCE,
  MEDIUM_QUALITY_MIN_RELEVANCE,
  type QualityBand,
} from '../../domain/qualityBand.ts';
import { articles } from '../schema.ts';

// Written with literals, not parameters, so it matches the predicate of articles_public_indian_latest_idx (0005).
const indiaRelevant = sql`(${articles.indiaRelevance} ->> 'isRelevant') = 'true'`;

/** The region condition, or undefined for `all` (no condition). Articles never assessed (NULL) count as global. */
export function regionCondition(region: ArticleRegion | undefined): SQL | undefined {
  if (region === 'indian') return indiaRelevant;
  if (region === 'global') return sql`(${articles.indiaRelevance} ->> 'isRelevant') IS DISTINCT FROM 'true'`;
  return undefined;
}

// Confidence is a float4 column: the bounds are cast to real so "0.8 stored" compares equal to 0.8, as in domain.
const high = sql`(${articles.relevanceScore} >= ${sql.raw(String(HIGH_QUALITY_MIN_RELEVANCE))} AND ${articles.mlConfidenceScore} >= ${sql.raw(String(HIGH_QUALITY_MIN_CONFIDENCE))}::real)`;
const atLeastMedium = sql`(${articles.relevanceScore} >= ${sql.raw(String(MEDIUM_QUALITY_MIN_RELEVANCE))} AND ${articles.mlConfidenceScore} >= ${sql.raw(String(MEDIUM_QUALITY_MIN_CONFIDENCE))}::real)`;

/** The quality-band condition (bands partition the list exactly as domain qualityBand does), or undefined for none. */
export function qualityCondition(band: QualityBand | undefined): SQL | undefined {
  if (band === 'high') return high;
  if (band === 'medium') return sql`(${atLeastMedium} AND NOT ${high})`;
  if (band === 'low') return sql`NOT ${atLeastMedium}`;
  return undefined;
}
