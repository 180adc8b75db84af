/**
 * Hand-written cues of promotional copy (docs/curation.md §9): how sponsored content labels itself and how wire
 * copy and corporate announcements are written. They are features of the model's promotional head (ml/features.ts
 * promoVector), not rules: each cue's weight is learned, so a cue journalists also use ("in partnership with", a
 * quoted CEO) counts for little, and the names are what moderators read as the flag's reasons.
 *
 * Positional on purpose: this site reports *about* sponsored posts every day ("ASCI flags 2,000 sponsored posts"),
 * so "sponsored" in a sentence is not a cue; "Sponsored:" in front of a headline, a "Partner content" tag or a
 * "this article is sponsored by" disclosure is.
 */
import type { TermIndex } from '../../domain/termMatching.ts';
import type { ClassifierInput } from './classification.ts';

interface Cue {
  name: string;
  test: (t: CueText) => boolean;
}

/** The texts a cue reads: the headline, the body (summary + content opening), the feed's name, URL and tags. */
export interface CueText {
  title: string;
  body: string;
  /** The article's term index (title and body), built once per article: the word checks in front of each pattern read it. */
  words: TermIndex;
  source: string;
  url: string;
  tags: string;
}

/**
 * True when the article has any of these words. Each body pattern is tried only when a word it needs is present:
 * most articles have none of them, and a word is one map lookup in the index the classifier built anyway, where a
 * case-insensitive pattern with alternatives scans the whole body (the cues cost a third of the classify time without it).
 */
const hasAny = (t: CueText, words: readonly string[]) => words.some((w) => t.words.has(w));

const re = (source: string, flags = 'i') => new RegExp(source, flags);

// Labels publishers put on paid content, in front of or after a headline, as a section, a tag or a byline.
const SPONSOR_LABEL = String.raw`(?:sponsored(?: (?:content|feature|post|story|article))?|partner(?:ed)? (?:content|post|story|feature)|brand ?post|brand ?connect|brand ?voice|brand ?spotlight|brand ?stories|advertorial|promoted(?: content)?|paid (?:post|content|partnership)|presented by|in association with|powered by|(?:a |an )?impact feature|spotlight|consumer connect|marketing feature)`;
const SPONSOR_TITLE_PREFIX = re(String.raw`^\s*(?:\[|\()?${SPONSOR_LABEL}(?:\]|\))?\s*[:|–—-]`);
const SPONSOR_TITLE_SUFFIX = re(String.raw`(?:[|–—-]\s*|\(|\[)${SPONSOR_LABEL}(?:\)|\])?\s*$|#ad\b|#sponsored\b|#paidpartnership\b|#collab\b`);
const SPONSOR_TAG = re(String.raw`(?:^|\|)\s*(?:sponsored|partner content|partnered|brand ?post|brand ?connect|brand ?stories|advertorial|promoted|paid partnership|spotlight|impact feature|consumer connect|brand ?voice|marketing feature)\s*(?:\||$)`);
const SPONSOR_URL = re(String.raw`/(?:sponsored|partner-content|partnered|brandpost|brand-post|brand-connect|brandconnect|brand-stories|advertorial|promoted|spotlight|brand-voice|impact-feature|consumer-connect)(?:/|$|-)`);
// A paid section of an outlet ("ETBrandEquity Brand Connect"), not an outlet whose whole name happens to be such words.
const SPONSOR_SOURCE = re(String.raw`\S\s+(?:brand ?connect|brand ?post|brand ?stories|partner content|sponsored|advertorial|spotlight|brand ?studio|brand ?voice)\s*$`);
// A disclosure line: "This article is sponsored by …", "This is a paid partnership", "Brought to you by …" opening a
// sentence. Not "a livestream sponsored by …" or "a paid partnership with …" inside one: that is how reporters write.
const SPONSOR_DISCLOSURE = re(
  String.raw`\b(?:this (?:article|story|post|content|feature|piece|video) (?:is|was|has been) (?:sponsored|paid for|produced|created|brought to you|written|presented|published) (?:by|in (?:association|partnership|collaboration) with|on behalf of|for)|this (?:article|story|post|content|feature|piece|video) is part of (?:a |an )?(?:paid|sponsored|brand|partner)|this is (?:a |an )?(?:sponsored|partnered|paid|advertorial)|(?:disclaimer|note)\s*:?\s*(?:this|the above) (?:is|article is|content is) (?:a )?(?:sponsored|paid|partnered|advertorial|brand))|(?:^|[.!?:(]\s*)(?:sponsored by|brought to you by|content (?:produced|created) (?:by|for|in association with)|paid (?:post|partnership) (?:by|with|for))\b`,
);
const HASHTAG_AD = re(String.raw`(?:^|\s)#(?:ad|sponsored|paidpartnership|partner|collab)\b`);
const ASSOCIATION = re(String.raw`\bin (?:association|partnership|collaboration) with\b`);

// Wire services and press-release distributors, wherever they appear (dateline, source name, URL).
const WIRE = re(String.raw`pr ?newswire|business ?wire|globe ?newswire|newsvoir|accesswire|ein ?presswire|pr ?web\b|pti ?newswire|ani\s*/\s*\w+|\(ani[ /]|press ?release distribution|prlog|openpr|newsfile corp`);
const WIRE_HOST = re(String.raw`prnewswire\.|businesswire\.|globenewswire\.|newsvoir\.|accesswire\.|einpresswire\.|prweb\.|prlog\.|openpr\.|/press-releases?/|/pressreleases?/|/press/|/newsroom/|/media-centre/|/media-center/`);
const PR_SOURCE = re(String.raw`\b(?:press release|pr newswire|business ?wire|globe ?newswire|newsvoir|media release|newsroom)\b`);
// A release's dateline carries the year: "MUMBAI, India, Nov. 20, 2026 /PRNewswire/ --", "Bengaluru, 20th November 2026:".
// A news agency's does not ("New Delhi, Nov 20 (PTI):"), so that one is no cue (the wire's name is, for ANI's releases).
const DATELINE = re(String.raw`^\s*[A-Z][A-Za-z .]{2,30}(?:,\s*[A-Za-z .\[\]]{2,20})?,?\s*(?:\[[A-Za-z]+\],?\s*)?(?:\d{1,2}(?:st|nd|rd|th)? [A-Z][a-z]{2,8}\.?,? (?:19|20)\d\d|[A-Z][a-z]{2,8}\.? \d{1,2},? (?:19|20)\d\d)\s*(?:[/:(–—-]|$)`, '');
const ANNOUNCE = re(
  String.raw`\b(?:announced today|today announced|(?:is|are) (?:pleased|delighted|proud|excited|thrilled|happy|elated) to (?:announce|share|introduce|unveil|launch|partner)|announces the (?:launch|appointment|opening|release)|has announced the (?:launch|appointment)|(?:is|are) excited to bring|takes (?:great )?pride in announcing)\b`,
);
// The boilerplate after a release: "About Acme", contact lines, safe-harbour language.
const ABOUT_COMPANY = re(String.raw`(?:^|[.!?”"]\s+|\n)About (?:[A-Z][\w&.'’-]*\s?){1,5}(?::|\s*[-–—]\s|\s+(?:is|was|,)\s)`, '');
const CONTACT = re(String.raw`\b(?:media contacts?|press contacts?|for media (?:queries|enquiries|inquiries)|media (?:queries|enquiries|inquiries)|for more information,? (?:please )?(?:visit|contact|log on to|write to)|to know more,? (?:please )?visit|for further details,? (?:please )?(?:visit|contact)|safe harbou?r|forward-looking statements?|investor relations contact)\b`);
const WEB_ADDRESS = re(String.raw`\b(?:www\.[a-z0-9-]+\.[a-z.]{2,}|https?://)`);
const PR_DISCLAIMER = re(String.raw`\b(?:(?:the )?above (?:press release|content|article) (?:is|has been|comes|was)|(?:this|the) (?:is a )?press release|(?:takes|bears) no (?:editorial )?responsibility)\b`);
// A company speaking about itself: "We are thrilled …", "said …, Founder & CEO, Acme", "our customers".
const CORPORATE_QUOTE = re(String.raw`[“"]\s*(?:we|our)\b[^”"]{0,200}(?:thrilled|delighted|excited|proud|pleased|happy|committed|honou?red)`);
const SAID_TITLE = re(String.raw`\b(?:said|says|added|commented|shared)\s*,?\s+(?:Mr\.?|Ms\.?|Dr\.?)?\s*[A-Z][\w.'’-]+(?: [A-Z][\w.'’-]+){0,3},\s*(?:the\s+)?(?:co-?founder|founder|ceo|chief [a-z]+ officer|managing director|md|director|president|chairman|chairperson|head|vice president|vp|cmo|cto|coo|cfo)\b`);
const SUPERLATIVE = re(String.raw`\b(?:leading provider|industry[- ]leading|one[- ]stop (?:solution|destination|shop)|state[- ]of[- ]the[- ]art|best[- ]in[- ]class|world[- ]class|cutting[- ]edge|end[- ]to[- ]end (?:solutions?|platform)|pioneer(?:ing)? in|unparalleled|seamless(?:ly)?|game[- ]changer|revolutioni[sz]e|redefin(?:e|ing)|(?:is|as) (?:india|asia|the world)'?s? (?:leading|largest|first|fastest[- ]growing))\b`);
const FIRST_PERSON = re(String.raw`\b(?:our (?:customers|clients|users|partners|mission|vision|commitment|platform|products|brand|team)|we (?:are|have|will|offer|continue|look forward|believe|aim))\b`);
const AVAILABILITY = re(String.raw`\b(?:(?:is|are) (?:now )?available (?:on|at|across|in|from)|priced at|starting (?:at|from) (?:₹|rs\.?|inr|\$)|(?:pre-?orders?|bookings?) (?:open|begin|start)|exclusively (?:on|at)|visit (?:the )?(?:nearest|our))\b`);

/** Cues in a fixed order (moderators read them in this order; the model's features are named after them). */
const CUES: readonly Cue[] = [
  { name: 'sponsored_title_label', test: (t) => SPONSOR_TITLE_PREFIX.test(t.title) || SPONSOR_TITLE_SUFFIX.test(t.title) },
  { name: 'sponsored_tag', test: (t) => t.tags !== '' && SPONSOR_TAG.test(t.tags) },
  { name: 'sponsored_section', test: (t) => SPONSOR_URL.test(t.url) || SPONSOR_SOURCE.test(t.source) },
  {
    name: 'sponsored_disclosure',
    test: (t) => hasAny(t, ['sponsored', 'sponsor', 'paid', 'brought', 'partnered', 'advertorial', 'behalf', 'this', 'disclaimer', 'note']) && (SPONSOR_DISCLOSURE.test(t.body) || SPONSOR_DISCLOSURE.test(t.title)),
  },
  { name: 'hashtag_ad', test: (t) => t.body.includes('#') && HASHTAG_AD.test(t.body) },
  { name: 'in_association_with', test: (t) => hasAny(t, ['association', 'partnership', 'collaboration']) && (ASSOCIATION.test(t.title) || ASSOCIATION.test(t.body)) },
  {
    name: 'wire_service',
    test: (t) =>
      (hasAny(t, ['prnewswire', 'newswire', 'wire', 'businesswire', 'globenewswire', 'newsvoir', 'accesswire', 'presswire', 'einpresswire', 'prweb', 'web', 'ani', 'prlog', 'openpr', 'newsfile', 'distribution']) && WIRE.test(t.body)) ||
      WIRE.test(t.source) ||
      WIRE_HOST.test(t.url) ||
      PR_SOURCE.test(t.source) ||
      PR_SOURCE.test(t.tags),
  },
  { name: 'pr_dateline', test: (t) => DATELINE.test(t.body) },
  {
    name: 'announces_itself',
    test: (t) => hasAny(t, ['announced', 'announce', 'announces', 'announcing', 'pleased', 'delighted', 'proud', 'excited', 'thrilled', 'happy', 'elated', 'bring']) && (ANNOUNCE.test(t.body) || ANNOUNCE.test(t.title)),
  },
  { name: 'about_company', test: (t) => t.body.includes('About ') && ABOUT_COMPANY.test(t.body) },
  {
    name: 'contact_boilerplate',
    test: (t) => hasAny(t, ['contact', 'contacts', 'media', 'information', 'know', 'details', 'safe', 'harbour', 'harbor', 'forward-looking', 'investor']) && CONTACT.test(t.body),
  },
  { name: 'web_address', test: (t) => hasAny(t, ['www', 'http', 'https']) && WEB_ADDRESS.test(t.body) },
  { name: 'pr_disclaimer', test: (t) => hasAny(t, ['press', 'above', 'responsibility']) && PR_DISCLAIMER.test(t.body) },
  { name: 'corporate_quote', test: (t) => hasAny(t, ['we', 'our']) && CORPORATE_QUOTE.test(t.body) },
  {
    name: 'said_with_title',
    test: (t) => hasAny(t, ['founder', 'co-founder', 'ceo', 'chief', 'director', 'president', 'chairman', 'chairperson', 'head', 'vp', 'cmo', 'cto', 'coo', 'cfo', 'md']) && SAID_TITLE.test(t.body),
  },
  {
    name: 'marketing_superlative',
    test: (t) =>
      hasAny(t, ['leading', 'industry-leading', 'one-stop', 'stop', 'state-of-the-art', 'art', 'best-in-class', 'world-class', 'class', 'cutting-edge', 'edge', 'end-to-end', 'end', 'pioneer', 'pioneering', 'unparalleled', 'seamless', 'seamlessly', 'game-changer', 'changer', 'revolutionise', 'revolutionize', 'redefine', 'redefining', 'first', 'largest', 'fastest', 'fastest-growing']) &&
      (SUPERLATIVE.test(t.body) || SUPERLATIVE.test(t.title)),
  },
  { name: 'first_person_company', test: (t) => hasAny(t, ['our', 'we']) && FIRST_PERSON.test(t.body) },
  {
    name: 'availability_pitch',
    test: (t) => hasAny(t, ['available', 'priced', 'starting', 'pre-order', 'pre-orders', 'preorder', 'preorders', 'orders', 'order', 'bookings', 'booking', 'exclusively', 'visit']) && AVAILABILITY.test(t.body),
  },
];

export const PROMO_CUE_NAMES: readonly string[] = CUES.map((c) => c.name);

/** The texts the cues read, from the classifier's input and the text it prepared once (ml/features.ts prepareText). */
export function cueText(input: Pick<ClassifierInput, 'title' | 'sourceName' | 'sourceUrl' | 'tags'>, prepared: { body: string; index: TermIndex }): CueText {
  return { title: input.title, body: prepared.body.trim(), words: prepared.index, source: input.sourceName ?? '', url: input.sourceUrl ?? '', tags: (input.tags ?? []).join('|') };
}

/** The cues an article shows, in CUES order. */
export function findPromoCues(text: CueText): string[] {
  const out: string[] = [];
  for (const cue of CUES) if (cue.test(text)) out.push(cue.name);
  return out;
}
