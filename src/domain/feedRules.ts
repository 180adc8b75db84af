/** Public feed rules (public-site §5, §7, §9): what readers may see. */

/** Published articles below this relevance are never shown publicly. */
export const PUBLIC_MIN_RELEVANCE = 30;

/** Tools & Technology stays out of the general public feed (spec §5); its own category page still lists it. */
export const PUBLIC_EXCLUDED_CATEGORY = 'tools-technology';

/**
 * Title words that keep an article out of the un-searched feed (spec §5: politics, cricket,
 * sports, election, minister, government and one politician's name). A reader who searches
 * for them explicitly still finds them.
 */
export const TITLE_BLOCKLIST: readonly string[] = ['politics', 'cricket', 'sports', 'election', 'minister', 'government', 'modi'];

/** Default page size of the public article list (spec §9). */
export const DEFAULT_PAGE_SIZE = 45;
/** Page size of home-page search (spec §9). */
export const HOME_SEARCH_PAGE_SIZE = 15;
/** Category page grid size (spec §9). */
export const CATEGORY_PAGE_SIZE = 24;
/** Largest page a client may request; protects the database from unbounded reads. */
export const MAX_PAGE_SIZE = 100;
/** Deepest page a client may request (offset guard). */
export const MAX_PAGE = 1000;

/** Related articles beside an article (spec §9): at most 4 … */
export const RELATED_ARTICLES_MAX = 4;
/** … of which up to 3 from the same category … */
export const RELATED_SAME_CATEGORY = 3;
/** … and up to 2 sharing a tag; the rest are filled from other categories. */
export const RELATED_SHARED_TAG = 2;
/** Items in each of our RSS, Atom and JSON feeds (spec §7: the live feed shows the latest 50). */
export const PUBLIC_FEED_SIZE = 50;
/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;
