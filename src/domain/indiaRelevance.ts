import { INDIAN_CREATOR_ENTITIES } from './creatorEntities.ts';
import { INDIAN_OUTLET_HOSTS, isIndianOutletHost, isIndianOutletName } from './indianOutlets.ts';
import { indexTerms, matchTermsInTextOrder, normaliseTerms, TermLists, type TermIndex } from './termMatching.ts';

/** India relevance (public-site §9): keywords 1 point each, cities 2 each, an Indian source 3; relevant at 2 or more. */

export const INDIA_KEYWORDS: readonly string[] = [
  'india', 'indian', 'indians', 'bharat', 'desi', 'rupee', 'rupees', '₹', 'crore', 'lakh', 'upi',
  // Regulators and public bodies.
  'asci', 'meity', 'sebi', 'rbi', 'trai', 'cci', 'niti aayog', 'lok sabha', 'rajya sabha', 'doordarshan', 'prasar bharati',
  // Languages.
  'hindi', 'tamil', 'telugu', 'marathi', 'bengali', 'kannada', 'malayalam', 'punjabi', 'gujarati', 'odia', 'assamese', 'bhojpuri', 'haryanvi', 'rajasthani',
  // Platforms and companies that only make sense as Indian.
  'moj', 'josh', 'sharechat', 'jio', 'jiocinema', 'hotstar', 'flipkart', 'nykaa', 'myntra', 'meesho', 'zomato', 'swiggy', 'zepto', 'paytm', 'phonepe', 'bollywood', 'tollywood', 'ranji',
  // States and union territories.
  'maharashtra', 'karnataka', 'kerala', 'tamil nadu', 'telangana', 'andhra pradesh', 'west bengal', 'uttar pradesh', 'madhya pradesh', 'bihar', 'odisha',
  'rajasthan', 'gujarat', 'punjab', 'haryana', 'assam', 'jharkhand', 'chhattisgarh', 'uttarakhand', 'himachal', 'goa', 'kashmir', 'manipur', 'meghalaya', 'tripura', 'sikkim', 'nagaland', 'mizoram',
  // Seasons and markets readers recognise.
  'diwali', 'holi', 'navratri', 'durga puja', 'onam', 'pongal', 'tier-2', 'tier-3', 'tier 2', 'tier 3',
  // In Devanagari (karod with the nukta written both ways: decomposed, as NFC leaves it, and precomposed).
  'भारत', 'भारतीय', 'हिंदी', 'हिन्दी', 'रुपये', 'लाख', 'करो\u0921\u093c', 'करो\u095c',
  // Indian creators, studios, creator platforms and tools, influencer agencies and regulators (creatorEntities.ts).
  ...INDIAN_CREATOR_ENTITIES,
];

export const INDIAN_CITIES: readonly string[] = [
  'mumbai', 'delhi', 'new delhi', 'bengaluru', 'bangalore', 'hyderabad', 'chennai', 'kolkata', 'pune', 'ahmedabad',
  'jaipur', 'lucknow', 'kochi', 'chandigarh', 'indore', 'gurugram', 'gurgaon', 'noida', 'surat', 'bhopal',
  'nagpur', 'patna', 'varanasi', 'kanpur', 'ludhiana', 'amritsar', 'jalandhar', 'bhubaneswar', 'visakhapatnam', 'vijayawada',
  'coimbatore', 'madurai', 'mysuru', 'mysore', 'mangaluru', 'thiruvananthapuram', 'kozhikode', 'vadodara', 'rajkot', 'nashik',
  'aurangabad', 'guwahati', 'ranchi', 'raipur', 'dehradun', 'shimla', 'srinagar', 'jammu', 'agra', 'meerut', 'prayagraj', 'udaipur', 'jodhpur', 'panaji', 'hubballi',
];

/** Hosts of Indian outlets (an article from one scores 3): the trade press, national dailies and business papers (indianOutlets.ts). */
export const INDIAN_SOURCE_HOSTS: readonly string[] = INDIAN_OUTLET_HOSTS;

export const INDIA_RELEVANT_MIN_SCORE = 2;
export const INDIA_FOCUS_MIN_SCORE = 4;

export type IndiaBadge = 'city' | 'India Focus' | 'India Related';

/** The India-relevance verdict for one article. */
export interface IndiaRelevance {
  score: number;
  isRelevant: boolean;
  keywords: string[];
  cities: string[];
  isIndianSource: boolean;
  /** The badge to show: the first matched city's name, India Focus, India Related, or null when not relevant. */
  badge: { kind: IndiaBadge; label: string } | null;
}

// Normalised once: this runs for every ingested article.
const KEYWORDS = new TermLists([INDIA_KEYWORDS]);
const CITIES_NORMALISED = normaliseTerms(INDIAN_CITIES);

/** True when the source URL's host is (a subdomain of) a known Indian outlet or ends in .in. */
export function isIndianSourceUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host.endsWith('.in') || isIndianOutletHost(host);
  } catch {
    return false;
  }
}

/** True when an article comes from a known Indian outlet, by its URL's host or by its feed source's name. */
export function isIndianSource(url: string | null | undefined, sourceName?: string | null): boolean {
  return isIndianSourceUrl(url) || isIndianOutletName(sourceName);
}

/** Scores India relevance from the article text and its source (pass `index` when the text is already indexed). */
export function assessIndiaRelevance(text: string, sourceUrl?: string | null, isIndianSource?: boolean, index: TermIndex = indexTerms(text)): IndiaRelevance {
  const keywords = KEYWORDS.matches(index)[0] as string[];
  // In order of appearance: the badge names the first city the story mentions.
  const cities = matchTermsInTextOrder(index, INDIAN_CITIES, CITIES_NORMALISED);
  const indianSource = isIndianSource ?? isIndianSourceUrl(sourceUrl);
  const score = keywords.length + 2 * cities.length + (indianSource ? 3 : 0);
  const isRelevant = score >= INDIA_RELEVANT_MIN_SCORE;
  const badge = indiaBadgeFor({ isRelevant, cities, isIndianSource: indianSource, score });
  return { score, isRelevant, keywords, cities, isIndianSource: indianSource, badge };
}

/** The badge (§9): the first matched city; else India Focus for an Indian source or a score of 4 or more; else India Related; none when not relevant. */
export function indiaBadgeFor(v: Pick<IndiaRelevance, 'isRelevant' | 'cities' | 'isIndianSource' | 'score'>): IndiaRelevance['badge'] {
  if (!v.isRelevant) return null;
  const city = v.cities[0]?.trim();
  if (city) return { kind: 'city', label: city.replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase()) };
  if (v.isIndianSource || v.score >= INDIA_FOCUS_MIN_SCORE) return { kind: 'India Focus', label: 'India Focus' };
  return { kind: 'India Related', label: 'India Related' };
}

/**
 * The badge for the verdict the pipeline stored in `articles.india_relevance` (JSON written by assessIndiaRelevance).
 * Read defensively: older or hand-edited rows may lack fields. `isRelevant` accepts JSON true or "true", as the region
 * filter does, so the badge and the filter always agree.
 */
export function indiaBadgeFromStored(stored: unknown): IndiaRelevance['badge'] {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const s = stored as Record<string, unknown>;
  const cities = Array.isArray(s.cities) ? s.cities.filter((c): c is string => typeof c === 'string') : [];
  const score = typeof s.score === 'number' && Number.isFinite(s.score) ? s.score : 0;
  return indiaBadgeFor({ isRelevant: s.isRelevant === true || s.isRelevant === 'true', cities, isIndianSource: s.isIndianSource === true, score });
}
