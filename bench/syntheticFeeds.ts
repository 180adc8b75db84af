/**
 * Deterministic synthetic feeds for the pipeline benchmark: RSS 2.0 documents whose items read like the trade
 * press and general news the hub ingests. Stories are composed from word lists and sentence templates: creator-
 * economy stories, marketing and platform news without creator terms, off-topic news (cricket, elections,
 * markets, weather, crime, phone launches) and crossovers that mix both, so the classifier's decisions vary.
 * Everything comes from one seeded PRNG (no Math.random), so the same seed always yields the same bytes.
 * Company names are invented; platform names are real because the classifier needs them.
 */

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }
  /** `n` distinct elements of `list` (n ≤ list.length). */
  sample<T>(list: readonly T[], n: number): T[] {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Word lists

const FIRST = [
  'Aarav', 'Ananya', 'Riya', 'Kabir', 'Ishaan', 'Meera', 'Tanvi', 'Rohan', 'Saanvi', 'Arjun', 'Nikhil', 'Priya', 'Zoya', 'Dev',
  'Kavya', 'Aditi', 'Vikram', 'Neha', 'Siddharth', 'Pooja', 'Farhan', 'Sneha', 'Harsh', 'Lakshmi', 'Tara', 'Yash', 'Maya',
  'Karan', 'Ira', 'Nandini', 'Gaurav', 'Shreya', 'Manav', 'Diya', 'Rahul', 'Anjali', 'Emma', 'Lucas', 'Sofia', 'Daniel', 'Hana', 'Omar',
];
const LAST = [
  'Sharma', 'Iyer', 'Kapoor', 'Mehta', 'Reddy', 'Nair', 'Banerjee', 'Singh', 'Gupta', 'Menon', 'Das', 'Joshi', 'Khan', 'Pillai',
  'Chatterjee', 'Rao', 'Patel', 'Bose', 'Kulkarni', 'Verma', 'Fernandes', 'Agarwal', 'Malhotra', 'Sethi', 'Hegde', 'Saikia',
  'Garcia', 'Kim', 'Okafor', 'Silva', 'Novak', 'Haddad',
];
const CITIES = [
  'Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Jaipur', 'Indore', 'Lucknow', 'Kochi', 'Guwahati',
  'Ahmedabad', 'Chandigarh', 'Surat', 'Bhopal', 'Nagpur', 'Patna', 'Coimbatore', 'Dehradun', 'Mysuru', 'Vadodara',
];
const STATES = ['Maharashtra', 'Karnataka', 'Kerala', 'Tamil Nadu', 'Bihar', 'Rajasthan', 'Gujarat', 'Odisha', 'Assam', 'Punjab', 'Telangana', 'West Bengal'];
const LANGUAGES = ['Hindi', 'Tamil', 'Telugu', 'Marathi', 'Bengali', 'Kannada', 'Malayalam', 'Punjabi', 'Gujarati', 'Bhojpuri'];
const NICHES = [
  'beauty', 'personal finance', 'gaming', 'food', 'travel', 'fitness', 'comedy', 'tech review', 'parenting', 'education', 'fashion',
  'mental health', 'home cooking', 'music', 'dance', 'skincare', 'stock market explainer', 'regional comedy', 'sustainability', 'farming',
];
const PLATFORMS = ['YouTube', 'Instagram', 'Moj', 'ShareChat', 'Josh', 'LinkedIn', 'Snapchat', 'Spotify', 'Patreon', 'Substack', 'Twitch', 'Facebook'];
const FEATURES = [
  'Shorts', 'Reels', 'Stories', 'live shopping', 'channel memberships', 'Super Thanks', 'paid subscriptions', 'broadcast channels',
  'collab posts', 'creator marketplace', 'affiliate links', 'Super Chat', 'gifting', 'dubbing tools',
];
const BRAND_HEAD = ['Tarang', 'Bindu', 'Kiran', 'Nova', 'Saffron', 'Indigo', 'Lotus', 'Monsoon', 'Peacock', 'Banyan', 'Chai', 'Masala', 'Kesar', 'Neem', 'Amber', 'Coral', 'Urban', 'Desi', 'Zest', 'Mitti'];
const BRAND_TAIL = ['Hub', 'One', 'Labs', 'Mart', 'Wear', 'Foods', 'Beauty', 'Pay', 'Kart', 'Care', 'Sip', 'Fit', 'Home', 'Tech'];
const AGENCY_NAMES = ['Chorus Creators', 'Reelmint', 'Tagwise', 'Fanbase Collective', 'Kahaani Media', 'Scroll Stop', 'Loop Talent', 'Viral Desi', 'Brandsmith', 'Collab Street', 'Hashtag Hive', 'Storyloom'];
const STARTUPS = ['Creatorly', 'Fanpe', 'Clipkart', 'Reelstack', 'Kalakar AI', 'Subscribr', 'Tipjar', 'Vlogbook', 'Shoutly', 'Paywire', 'Dubdub', 'Editbay'];
const VCS = ['Elevation Partners', 'Blume Ventures', 'Lightbox', 'Stellaris', 'Chiratae', 'Kalaari', 'Prime Venture', '3one4 Capital', 'an angel syndicate'];
const FESTIVALS = ['Diwali', 'Holi', 'Onam', 'Pongal', 'Eid', 'Durga Puja', 'Navratri', 'Raksha Bandhan', 'Christmas', 'wedding season', 'the IPL season', 'back-to-school'];
const PRODUCTS = ['sunscreen', 'earbuds', 'protein bar', 'credit card', 'electric scooter', 'smartwatch', 'instant coffee', 'hair oil', 'sneakers', 'investing app', 'face wash', 'mattress'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const TEAMS = ['India', 'Australia', 'England', 'Pakistan', 'South Africa', 'New Zealand', 'Sri Lanka', 'Bangladesh', 'West Indies', 'Afghanistan'];
const IPL = ['Mumbai Indians', 'Chennai Super Kings', 'Royal Challengers', 'Kolkata Knight Riders', 'Rajasthan Royals', 'Sunrisers Hyderabad', 'Delhi Capitals', 'Punjab Kings'];
const CLUBS = ['Mohun Bagan', 'East Bengal', 'Bengaluru FC', 'Kerala Blasters', 'Mumbai City', 'FC Goa', 'Odisha FC', 'Chennaiyin'];
const PARTIES = ['the BJP', 'the Congress party', 'the regional alliance', 'the ruling coalition', 'the opposition bloc'];
const SECTORS = ['banking', 'IT', 'auto', 'pharma', 'metal', 'FMCG', 'realty', 'energy', 'telecom'];
const PHONES = ['Vexa', 'Orbit', 'Zeno', 'Kairo', 'Lumo', 'Pixelon'];
const CRIMES = ['cheating', 'cyber fraud', 'chain snatching', 'land grab', 'extortion', 'fake job racket', 'drug trafficking'];
const CATEGORIES_CREATOR = ['Creators', 'Influencer Marketing', 'Creator Economy', 'Brand Deals', 'Platforms', 'Social Media', 'Regulation', 'Startups', 'Podcasts', 'Advertising'];
const CATEGORIES_OTHER = ['Cricket', 'Politics', 'Markets', 'Weather', 'City', 'Technology', 'Football', 'Business', 'Crime', 'Nation'];

/** Values a story's templates draw from; one set per story so the headline and body agree. */
interface Slots {
  name: string;
  name2: string;
  city: string;
  city2: string;
  state: string;
  lang: string;
  niche: string;
  platform: string;
  feature: string;
  brand: string;
  brand2: string;
  agency: string;
  startup: string;
  vc: string;
  festival: string;
  product: string;
  month: string;
  year: number;
  team: string;
  team2: string;
  ipl: string;
  club: string;
  party: string;
  sector: string;
  phone: string;
  crime: string;
  n: number;
  n2: number;
  pct: number;
  m: string;
  k: number;
}

function drawSlots(r: Rng): Slots {
  const [team, team2] = r.sample(TEAMS, 2) as [string, string];
  const [city, city2] = r.sample(CITIES, 2) as [string, string];
  const brand = () => `${r.pick(BRAND_HEAD)}${r.pick(BRAND_TAIL)}`;
  return {
    name: `${r.pick(FIRST)} ${r.pick(LAST)}`,
    name2: `${r.pick(FIRST)} ${r.pick(LAST)}`,
    city,
    city2,
    state: r.pick(STATES),
    lang: r.pick(LANGUAGES),
    niche: r.pick(NICHES),
    platform: r.pick(PLATFORMS),
    feature: r.pick(FEATURES),
    brand: brand(),
    brand2: brand(),
    agency: r.pick(AGENCY_NAMES),
    startup: r.pick(STARTUPS),
    vc: r.pick(VCS),
    festival: r.pick(FESTIVALS),
    product: r.pick(PRODUCTS),
    month: r.pick(MONTHS),
    year: r.int(2026, 2030),
    team,
    team2,
    ipl: r.pick(IPL),
    club: r.pick(CLUBS),
    party: r.pick(PARTIES),
    sector: r.pick(SECTORS),
    phone: `${r.pick(PHONES)} ${r.pick(['X', 'Pro', 'Neo', 'Max', 'Lite'])}${r.int(2, 19)}`,
    crime: r.pick(CRIMES),
    n: r.int(2, 480),
    n2: r.int(2, 90),
    pct: r.int(3, 68),
    m: `${r.int(1, 19)}.${r.int(0, 9)}`,
    k: r.int(12, 900),
  };
}

const fill = (template: string, s: Slots): string => template.replace(/\{(\w+)\}/g, (all, key: string) => String((s as unknown as Record<string, unknown>)[key] ?? all));

/** What a story is about; decides the templates, feed categories and media. */
export type Topic = 'creator' | 'adjacent' | 'offtopic' | 'crossover';

interface StoryKind {
  titles: readonly string[];
  /** Sentences for the summary and the first paragraphs. */
  lead: readonly string[];
  /** Further sentences for the body. */
  body: readonly string[];
  categories: readonly string[];
}

const CREATOR: StoryKind[] = [
  {
    titles: [
      '{city} {niche} creator {name} signs ₹{n2} crore brand deal with {brand}',
      '{brand} signs {niche} influencer {name} for {festival} campaign',
      '{brand} names {name} brand ambassador for its new {product}',
      '{brand} taps {k} micro-influencers from {city} for {festival} push',
    ],
    lead: [
      'The deal covers {n2} sponsored videos on {platform} and Instagram Reels over the next year.',
      '{name}, who has {m} million followers, said the brand collaboration was the largest of her career.',
      '{agency} brokered the influencer campaign, which will run in {lang} and English.',
      'The sponsored content will carry disclosure labels under ASCI guidelines.',
      '{brand} said creators now take {pct}% of its marketing budget, up from a fraction three years ago.',
    ],
    body: [
      'Brands are shifting ad spend from television to creators with loyal regional audiences.',
      'Micro-influencers with fewer than 100,000 followers often deliver better engagement than celebrities.',
      'The campaign includes affiliate links, so the creator earns a commission on every sale.',
      'Agencies say rates for a single Reel from a mid-tier creator have doubled since {year}.',
      'The creator will also appear in a livestream where viewers can buy the {product} directly.',
    ],
    categories: ['Brand Deals', 'Influencer Marketing', 'Creators'],
  },
  {
    titles: [
      '{platform} expands creator fund to {lang} creators in India',
      '{platform} changes {feature} payouts for creators',
      '{platform} opens {feature} to creators with {k},000 subscribers',
      '{platform} launches {feature} for Indian creators ahead of {festival}',
    ],
    lead: [
      'The change lets more content creators earn money from {feature} on {platform}.',
      '{platform} said {n},000 creators in India already qualify for monetisation.',
      'Creators will receive {pct}% of the revenue, the company said in a blog post.',
      'YouTubers and Instagram creators have asked for better payouts for short video for years.',
    ],
    body: [
      'Creators said the monetisation rules are still hard to understand.',
      'The feature will reach {lang}-speaking creators first, followed by other languages.',
      '{name}, a {niche} creator from {city}, said the update could double her monthly income.',
      'Analysts expect other platforms to match the creator fund within months.',
      'Subscribers will see a badge next to creators who take part in the programme.',
    ],
    categories: ['Platforms', 'Creator Economy', 'Creators'],
  },
  {
    titles: [
      '{name}, a {niche} YouTuber from {city}, crosses {m} million subscribers',
      'How {niche} podcasters in {city} are building paid communities',
      '{lang} {niche} creators find audiences beyond the metros',
      'Meet the {city} creator turning {niche} videos into a full-time business',
    ],
    lead: [
      '{name} started posting {niche} videos in {year} and now employs a team of {n2}.',
      'Most of the channel income comes from brand deals, with ads and memberships making up the rest.',
      'The creator economy in smaller cities is growing faster than in the metros, agencies say.',
      'Podcasters and YouTubers increasingly sell courses and memberships to their audience.',
    ],
    body: [
      '{name} said consistency mattered more than production quality in the first year.',
      'Fans pay ₹{n2} a month for early access and live question sessions.',
      'Creators in {lang} say regional content is less crowded and brand deals follow quickly.',
      'The channel now uploads three Shorts a week alongside one long video.',
      'Influencers are also turning to newsletters and Patreon to reduce platform risk.',
    ],
    categories: ['Creators', 'Creator Economy', 'Podcasts'],
  },
  {
    titles: [
      'ASCI flags {n} influencer posts for missing disclosure in {month}',
      'New rules require influencers to disclose paid posts, says consumer affairs ministry',
      'Finfluencers face tighter scrutiny over sponsored content on {platform}',
      'ASCI report: {pct}% of influencer ads broke disclosure guidelines',
    ],
    lead: [
      'ASCI said {pct}% of the flagged posts were by influencers in personal care and crypto.',
      'Influencers must label sponsored content clearly at the start of a video.',
      'The guidelines apply to content creators, agencies and brands alike.',
      'Creators who fail to disclose paid partnerships could face penalties under consumer protection law.',
    ],
    body: [
      'Industry groups said most creators want clearer rules rather than penalties.',
      'Agencies have started adding disclosure checks to every influencer marketing brief.',
      'Finance creators must now show their registration before giving investment advice.',
      '{agency} said it trains every creator it manages on disclosure.',
    ],
    categories: ['Regulation', 'Influencer Marketing'],
  },
  {
    titles: [
      'Influencer marketing spend in India to hit ₹{n},000 crore by {year}, says {agency} report',
      'Brands plan to raise influencer budgets by {pct}% this year, survey finds',
      'Creator economy report: {k},000 Indian creators earn more than ₹1 lakh a month',
    ],
    lead: [
      'The report surveyed {k} brands and {n},000 creators across India.',
      'Influencer marketing is growing faster than digital advertising as a whole.',
      'Brands say creators deliver better engagement than display ads.',
      'Micro and nano influencers account for most of the growth, the study found.',
    ],
    body: [
      'Beauty, food and personal finance were the categories with the highest creator spend.',
      'The report expects regional-language creators to win a larger share of brand deals.',
      'Agencies said measuring return on influencer campaigns remains a challenge.',
      'Short video on YouTube Shorts and Instagram Reels drew most of the budgets.',
    ],
    categories: ['Influencer Marketing', 'Creator Economy', 'Advertising'],
  },
  {
    titles: [
      'Creator economy startup {startup} raises ${n2} million led by {vc}',
      '{startup} launches AI editing tool for content creators',
      '{agency} launches creator analytics platform for brand collaborations',
      '{startup} acquires influencer marketplace {brand2}',
    ],
    lead: [
      '{startup} helps creators manage brand deals, invoices and audience analytics.',
      'The funding will be used to hire engineers and expand to {lang}-speaking creators.',
      'The tool lets creators cut long videos into Shorts and Reels automatically.',
      'More than {k},000 creators and {n} brands use the platform.',
    ],
    body: [
      'Investors are betting that creators will run their channels like small businesses.',
      'The creator tools market in India is still small but growing quickly.',
      '{name}, co-founder of {startup}, previously ran an influencer agency in {city}.',
      'The company charges creators a monthly subscription and brands a campaign fee.',
    ],
    categories: ['Startups', 'Creator Economy'],
  },
];

const ADJACENT: StoryKind[] = [
  {
    titles: [
      '{platform} tests new {feature} layout for users in {city}',
      '{platform} rolls out {feature} update to all users in India',
      '{platform} reports {pct}% rise in daily active users in India',
    ],
    lead: [
      'The change affects how users see posts in their feed.',
      '{platform} said the update was tested with a small group of users first.',
      'The company did not say when the feature would reach other markets.',
    ],
    body: [
      'Analysts said engagement on short video keeps rising.',
      'The app was downloaded {n} million times in the last quarter.',
      'Privacy groups have asked for more transparency on how the feed is ranked.',
    ],
    categories: ['Social Media', 'Technology'],
  },
  {
    titles: [
      '{brand} raises ₹{n} crore to expand D2C operations',
      '{brand} appoints {name} as chief marketing officer',
      '{agency} wins {brand} digital media mandate',
      'Digital advertising spend in India grows {pct}% in {month} quarter',
      '{brand} launches {festival} campaign with new brand film',
    ],
    lead: [
      'The company plans to spend more on digital marketing and advertising.',
      '{brand} sells {product}s online and through {n} stores.',
      'The mandate covers media buying, search and social media marketing.',
      'Advertisers moved budgets from print to digital, the agency said.',
    ],
    body: [
      'The brand previously worked with a different agency for three years.',
      '{name} joins from a consumer goods company where she led the marketing team.',
      'The campaign will run on television, YouTube and outdoor hoardings in {city}.',
      'D2C brands are under pressure to cut customer acquisition costs.',
    ],
    categories: ['Advertising', 'Business', 'Marketing'],
  },
];

const OFFTOPIC: StoryKind[] = [
  {
    titles: [
      '{team} beat {team2} by {n2} runs in {city} ODI',
      '{team} win toss, elect to bat in T20 against {team2}',
      '{ipl} retain captain ahead of IPL auction',
      '{name} takes five wickets as {team} bowl out {team2}',
      'Test match in {city}: {team} trail by {n} runs at stumps',
    ],
    lead: [
      'The cricket match was played in front of a full crowd at the {city} stadium.',
      '{name} scored {n} off {k} balls before falling to a spinner.',
      'The wicket offered help to the seamers in the first session.',
    ],
    body: [
      'The series is now level at one match each.',
      'The selectors will name the squad for the next series after the IPL.',
      'Rain delayed the start of play by an hour.',
    ],
    categories: ['Cricket', 'Sports'],
  },
  {
    titles: [
      '{party} announces candidates for {state} assembly election',
      'Chief minister of {state} expands cabinet ahead of elections',
      'Lok Sabha passes bill on {sector} sector reforms',
      'Election Commission schedules {state} polls for {month}',
    ],
    lead: [
      'The list includes {n2} new faces and several sitting legislators.',
      'The minister said the government would table the report in the Rajya Sabha.',
      'Voting will take place in {n2} phases, the election commission said.',
    ],
    body: [
      'Opposition leaders criticised the move and called for a debate.',
      'The election will be seen as a test of the government before the general election.',
      'Party workers gathered outside the office in {city} on Monday.',
    ],
    categories: ['Politics', 'Nation'],
  },
  {
    titles: [
      'Sensex falls {n} points as {sector} stocks slide',
      'Nifty ends at record high led by {sector} shares',
      'Rupee weakens to record low against the dollar',
      'Stock market today: {sector} stocks rally after quarterly results',
    ],
    lead: [
      'The Sensex closed {n} points lower while the Nifty lost {pct} points.',
      'Foreign investors sold shares worth ₹{n} crore on Friday.',
      '{sector} stocks led the decline after weak global cues.',
    ],
    body: [
      'Analysts expect volatility to continue until the RBI policy meeting.',
      'Broader markets underperformed, with the midcap index down {pct} points.',
      'Crude oil prices rose for a third straight session.',
    ],
    categories: ['Markets', 'Business'],
  },
  {
    titles: [
      'IMD predicts heavy rainfall in {state} over next {n2} days',
      'Monsoon reaches {city} {n2} days early, says IMD',
      'Heatwave alert issued for {state} as temperatures cross {pct} degrees',
    ],
    lead: [
      'The weather office issued an orange alert for {n2} districts.',
      'Schools in {city} will remain closed on Monday.',
      'Rainfall so far is {pct}% above normal for the season.',
    ],
    body: [
      'Farmers welcomed the early monsoon but warned of crop damage in low-lying areas.',
      'Traffic was disrupted on several roads after waterlogging.',
      'The disaster response force has deployed teams in vulnerable areas.',
    ],
    categories: ['Weather', 'City'],
  },
  {
    titles: [
      'Police arrest {n2} in {city} {crime} case',
      '{city} man arrested for {crime}, police say',
      'Court denies bail to accused in {city} {crime} case',
    ],
    lead: [
      'Police said the accused had cheated {n} people over two years.',
      'The arrests followed a complaint filed at the {city} police station.',
      'Officers seized cash and phones during raids at {n2} locations.',
    ],
    body: [
      'The accused were produced in court and remanded in police custody.',
      'Police are looking for two more suspects.',
      'The case has been transferred to the crime branch.',
    ],
    categories: ['Crime', 'City'],
  },
  {
    titles: [
      '{phone} smartphone launch set for {month} {n2}',
      '{phone} review: a good phone with a new processor',
      'Chipmaker unveils processor for budget smartphones',
    ],
    lead: [
      'The smartphone will be priced under ₹{k},000 and comes with a new processor.',
      'The phone has a 6.7-inch display and a 5,000 mAh battery.',
      'Sales will begin on e-commerce sites next week.',
    ],
    body: [
      'The camera performs well in daylight but struggles at night.',
      'The company will also launch a tablet later this year.',
      'Battery life lasted a full day with heavy use in our tests.',
    ],
    categories: ['Technology', 'Gadgets'],
  },
  {
    titles: [
      '{club} sign {name} on {n2}-year deal',
      '{club} beat {city} side in football league opener',
      '{city} metro phase {n2} to open by {month}',
      '{state} announces ₹{n} crore plan for rural roads',
    ],
    lead: [
      'The football club confirmed the signing on Tuesday.',
      'Officials said work on the project was {pct}% complete.',
      'The plan will cover {k} villages across {n2} districts.',
    ],
    body: [
      'The coach said the squad was ready for a long season.',
      'Commuters have waited years for the line to open.',
      'The state government will fund most of the cost.',
    ],
    categories: ['Football', 'City', 'Nation'],
  },
];

const CROSSOVER: StoryKind[] = [
  {
    titles: [
      'Cricketer {name} launches YouTube channel on fitness',
      'Election Commission asks influencers to disclose paid political posts',
      '{phone} ropes in tech YouTubers for smartphone launch',
      'IPL franchise {ipl} signs {k} creators for match-day content',
      'Police warn of fake influencer job offers in {city}',
      'Finfluencers blamed as retail traders pile into {sector} stocks',
    ],
    lead: [
      'The move reflects how sports stars and politicians now court creators and their audiences.',
      'Creators with large followings were paid to post during the campaign, officials said.',
      'The launch event featured influencers alongside journalists.',
      'Police said the accused posed as an influencer agency on Instagram.',
    ],
    body: [
      'The cricket board has its own social media team but now works with outside creators too.',
      'The election code of conduct applies to paid content on social media.',
      'The brand said it chose creators whose audiences matched the phone buyers.',
      'Market regulators have warned investors about tips from unregistered finfluencers.',
    ],
    categories: ['Creators', 'Cricket', 'Politics', 'Markets'],
  },
];

const GENERIC_BODY = [
  'The company did not respond to a request for comment.',
  'More details are expected later this week.',
  'The announcement was made at an event in {city2} on {month} {n2}.',
  'People familiar with the matter said talks had been going on for months.',
  'A spokesperson declined to share financial details.',
  'The figures could not be independently verified.',
  'Several other companies are expected to follow.',
  '"We are just getting started," {name2} said in a statement.',
];

const KINDS: Record<Topic, StoryKind[]> = { creator: CREATOR, adjacent: ADJACENT, offtopic: OFFTOPIC, crossover: CROSSOVER };

// ---------------------------------------------------------------------------------------------------------------
// Outlets and items

/** An outlet publishing one feed; its kind sets the mix of topics. */
export interface Outlet {
  name: string;
  slug: string;
  domain: string;
  kind: 'trade' | 'general' | 'business' | 'podcast';
}

const TOPIC_MIX: Record<Outlet['kind'], [Topic, number][]> = {
  trade: [['creator', 0.55], ['adjacent', 0.25], ['crossover', 0.06], ['offtopic', 0.14]],
  general: [['creator', 0.08], ['adjacent', 0.07], ['crossover', 0.05], ['offtopic', 0.8]],
  business: [['creator', 0.2], ['adjacent', 0.3], ['crossover', 0.05], ['offtopic', 0.45]],
  podcast: [['creator', 0.7], ['adjacent', 0.1], ['crossover', 0.05], ['offtopic', 0.15]],
};

const OUTLET_WORDS = ['Creator', 'Brand', 'Reel', 'Desi', 'Metro', 'Daily', 'Capital', 'Morning', 'Market', 'Signal', 'Pulse', 'Ledger', 'Chronicle', 'Scroll', 'Bazaar', 'Frame'];
const OUTLET_TAILS = { trade: ['Wire', 'Beat', 'Insider', 'Report'], general: ['Times', 'Herald', 'Post', 'Express'], business: ['Business', 'Mint', 'Economy', 'Street'], podcast: ['Podcast', 'Audio'] };

/** The outlets of the benchmark: a third trade press, a third general news, the rest business and podcasts. */
export function makeOutlets(r: Rng, count: number): Outlet[] {
  const out: Outlet[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const kind: Outlet['kind'] = i % 20 === 19 ? 'podcast' : (['trade', 'general', 'business'] as const)[i % 3] as Outlet['kind'];
    let name = '';
    do name = `${r.pick(OUTLET_WORDS)} ${r.pick(OUTLET_TAILS[kind])}`;
    while (seen.has(name) && seen.size < OUTLET_WORDS.length * 2);
    if (seen.has(name)) name = `${name} ${i}`;
    seen.add(name);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    out.push({ name, slug, domain: `${slug}.example.in`, kind });
  }
  return out;
}

/** One generated item, before it is written as XML. */
export interface SyntheticItem {
  topic: Topic;
  title: string;
  link: string;
  guid: { value: string; isPermaLink: boolean };
  descriptionHtml: string;
  contentHtml: string | null;
  author: string | null;
  categories: string[];
  pubDate: Date;
  thumbnails: { url: string; width: number; height: number }[];
  mediaContent: { url: string; type: string; medium: string; width: number } | null;
  enclosure: { url: string; type: string; length: number } | null;
  itunesDuration: number | null;
  comments: string | null;
  /** Set when this item republishes another feed's headline from its own URL (stored as a title duplicate). */
  syndicatedFrom: string | null;
}

/** A generated feed. */
export interface SyntheticFeed {
  outlet: Outlet;
  items: SyntheticItem[];
}

function pickTopic(r: Rng, kind: Outlet['kind']): Topic {
  let x = r.next();
  for (const [topic, p] of TOPIC_MIX[kind]) {
    if ((x -= p) < 0) return topic;
  }
  return 'offtopic';
}

const slugify = (s: string) => s.toLowerCase().replace(/₹/g, 'rs-').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

const normTitle = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

function paragraph(r: Rng, kind: StoryKind, s: Slots, sentences: number): string {
  const pool = [...kind.body, ...GENERIC_BODY, ...kind.lead];
  return r.sample(pool, Math.min(sentences, pool.length)).map((t) => fill(t, s)).join(' ');
}

/** Builds one item of `outlet`; `taken` holds the normalised titles used so far (headlines stay unique). */
function makeItem(r: Rng, outlet: Outlet, seq: number, base: Date, taken: Set<string>): SyntheticItem {
  const topic = pickTopic(r, outlet.kind);
  const kinds = KINDS[topic];
  let kind = r.pick(kinds);
  let s = drawSlots(r);
  let title = fill(r.pick(kind.titles), s);
  for (let attempt = 0; taken.has(normTitle(title)); attempt++) {
    kind = r.pick(kinds);
    s = drawSlots(r);
    title = fill(r.pick(kind.titles), s);
    if (attempt > 50) title = `${title} (${seq})`;
  }
  taken.add(normTitle(title));

  const id = `${outlet.slug.slice(0, 12)}-${seq}`;
  const section = topic === 'offtopic' ? slugify(kind.categories[0] ?? 'news') : 'creators';
  const tracked = r.chance(0.35) ? `?utm_source=rss&utm_medium=feed&utm_campaign=${outlet.slug}` : '';
  const link = `https://www.${outlet.domain}/${section}/${slugify(title)}-${id}${tracked}`;
  const leadCount = r.int(2, 3);
  const summaryText = r.sample(kind.lead, Math.min(leadCount, kind.lead.length)).map((t) => fill(t, s)).join(' ');
  const descriptionHtml = r.chance(0.5) ? `<p>${escapeText(summaryText)}</p>` : escapeText(summaryText);

  const imgBase = `https://img.${outlet.domain}/${base.getUTCFullYear()}/${String((seq % 12) + 1).padStart(2, '0')}/${id}`;
  let contentHtml: string | null = null;
  if (outlet.kind !== 'podcast' || r.chance(0.3)) {
    const parts: string[] = [`<p>${escapeText(summaryText)}</p>`];
    if (r.chance(0.3)) parts.push(`<figure><img src="${imgBase}-inline.jpg" width="${r.pick([640, 800, 1024])}" height="${r.pick([360, 450, 576])}" alt="${escapeAttr(s.name)}"><figcaption>${escapeText(s.name)} in ${escapeText(s.city)}.</figcaption></figure>`);
    const paragraphs = r.int(3, 7);
    for (let p = 0; p < paragraphs; p++) {
      let text = escapeText(paragraph(r, kind, s, r.int(2, 4)));
      if (p === 1 && r.chance(0.4)) text += ` <a href="https://www.${outlet.domain}/related/${id}?utm_source=rss&amp;ref=feed">Read more</a>`;
      if (p === 2 && r.chance(0.3)) text = `<strong>${escapeText(s.name2)}</strong>: ${text}`;
      parts.push(r.chance(0.1) ? `<blockquote><p>${text}</p></blockquote>` : `<p>${text}</p>`);
    }
    if (r.chance(0.05)) parts.push(`<iframe src="https://www.youtube.com/embed/${id}" width="560" height="315"></iframe>`);
    if (r.chance(0.05)) parts.push(`<script>window.track && track("${id}")</script>`);
    if (r.chance(0.1)) parts.push(`<img src="https://stats.${outlet.domain}/pixel.gif?id=${id}" width="1" height="1">`);
    if (r.chance(0.2)) parts.push(`<ul><li>${escapeText(fill('{brand} and {agency}', s))}</li><li>${escapeText(fill('{platform} {feature}', s))}</li></ul>`);
    contentHtml = parts.join('\n');
  }

  const thumbnails: SyntheticItem['thumbnails'] = [];
  if (r.chance(0.45)) {
    const w = r.pick([150, 320, 480, 640, 1200]);
    thumbnails.push({ url: `${imgBase}-${w}.jpg`, width: w, height: Math.round((w * 9) / 16) });
    if (r.chance(0.3)) thumbnails.push({ url: `${imgBase}-1600.jpg`, width: 1600, height: 900 });
  }
  const mediaContent = r.chance(0.12) ? { url: `${imgBase}-media.jpg`, type: 'image/jpeg', medium: 'image', width: 1024 } : null;
  let enclosure: SyntheticItem['enclosure'] = null;
  let itunesDuration: number | null = null;
  if (outlet.kind === 'podcast') {
    enclosure = { url: `https://audio.${outlet.domain}/episodes/${id}.mp3`, type: 'audio/mpeg', length: r.int(8_000_000, 90_000_000) };
    itunesDuration = r.int(600, 5400);
  } else if (r.chance(0.1)) {
    enclosure = r.chance(0.25)
      ? { url: `https://video.${outlet.domain}/clips/${id}.mp4`, type: 'video/mp4', length: r.int(2_000_000, 40_000_000) }
      : { url: `${imgBase}-enclosure.jpg`, type: 'image/jpeg', length: r.int(40_000, 400_000) };
  }
  const categoryPool = topic === 'offtopic' ? [...kind.categories, ...CATEGORIES_OTHER] : [...kind.categories, ...CATEGORIES_CREATOR];
  return {
    topic,
    title,
    link,
    guid: r.chance(0.5) ? { value: `${outlet.domain}:${id}`, isPermaLink: false } : { value: link, isPermaLink: true },
    descriptionHtml,
    contentHtml,
    author: r.chance(0.8) ? (r.chance(0.2) ? `By ${s.name2}` : s.name2) : null,
    categories: r.sample([...new Set(categoryPool)], r.int(1, 3)),
    pubDate: new Date(base.getTime() - r.int(0, 14 * 24 * 60) * 60_000 - seq * 1000),
    thumbnails,
    mediaContent,
    enclosure,
    itunesDuration,
    comments: r.chance(0.2) ? `https://www.${outlet.domain}/comments/${id}` : null,
    syndicatedFrom: null,
  };
}

/** Options of the generator. */
export interface GenerateOptions {
  seed: number;
  feeds: number;
  itemsPerFeed: number;
  /** Share of items that republish another feed's headline from their own URL. */
  syndicatedShare: number;
  /** Newest possible publication time; items are spread over the 14 days before it. */
  base: Date;
}

/** Generates the feeds: every item has its own URL and guid; `syndicatedShare` of them reuse another feed's headline. */
export function generateFeeds(options: GenerateOptions): SyntheticFeed[] {
  const r = new Rng(options.seed);
  const outlets = makeOutlets(r, options.feeds);
  const taken = new Set<string>();
  const feeds = outlets.map((outlet) => ({ outlet, items: Array.from({ length: options.itemsPerFeed }, (_, i) => makeItem(r, outlet, i, options.base, taken)) }));
  // Syndication: an item takes the headline of an item in another feed, far from its own position in the feed
  // (so the two are never stored at the same moment by concurrent lanes).
  const copies = Math.round(options.feeds * options.itemsPerFeed * options.syndicatedShare);
  for (let c = 0; c < copies && options.feeds > 1; c++) {
    const fi = r.int(0, options.feeds - 1);
    const target = feeds[fi] as SyntheticFeed;
    const idx = r.int(Math.floor(options.itemsPerFeed / 2), options.itemsPerFeed - 1);
    const item = target.items[idx] as SyntheticItem;
    if (item.syndicatedFrom) continue;
    const source = feeds[(fi + r.int(1, options.feeds - 1)) % options.feeds] as SyntheticFeed;
    const original = source.items[r.int(0, Math.floor(options.itemsPerFeed / 3))] as SyntheticItem;
    if (original.syndicatedFrom) continue;
    item.title = original.title;
    item.topic = original.topic;
    item.descriptionHtml = original.descriptionHtml;
    item.contentHtml = original.contentHtml;
    item.syndicatedFrom = original.link;
  }
  return feeds;
}

const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** Writes a feed as an RSS 2.0 document with the content, dc, media and itunes namespaces. */
export function renderRss(feed: SyntheticFeed, base: Date): string {
  const { outlet } = feed;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeText(outlet.name)}</title>`,
    `<link>https://www.${outlet.domain}/</link>`,
    `<description>${escapeText(`Latest from ${outlet.name}`)}</description>`,
    '<language>en-in</language>',
    `<copyright>© ${base.getUTCFullYear()} ${escapeText(outlet.name)}</copyright>`,
    `<lastBuildDate>${base.toUTCString()}</lastBuildDate>`,
  ];
  for (const item of feed.items) {
    out.push('<item>');
    out.push(`<title>${escapeText(item.title)}</title>`);
    out.push(`<link>${escapeText(item.link)}</link>`);
    out.push(`<guid isPermaLink="${item.guid.isPermaLink}">${escapeText(item.guid.value)}</guid>`);
    out.push(`<description>${cdata(item.descriptionHtml)}</description>`);
    if (item.contentHtml) out.push(`<content:encoded>${cdata(item.contentHtml)}</content:encoded>`);
    if (item.author) out.push(`<dc:creator>${escapeText(item.author)}</dc:creator>`);
    for (const c of item.categories) out.push(`<category>${escapeText(c)}</category>`);
    out.push(`<pubDate>${item.pubDate.toUTCString()}</pubDate>`);
    for (const t of item.thumbnails) out.push(`<media:thumbnail url="${escapeAttr(t.url)}" width="${t.width}" height="${t.height}"/>`);
    if (item.mediaContent) out.push(`<media:content url="${escapeAttr(item.mediaContent.url)}" type="${item.mediaContent.type}" medium="${item.mediaContent.medium}" width="${item.mediaContent.width}"/>`);
    if (item.enclosure) out.push(`<enclosure url="${escapeAttr(item.enclosure.url)}" type="${item.enclosure.type}" length="${item.enclosure.length}"/>`);
    if (item.itunesDuration != null) out.push(`<itunes:duration>${item.itunesDuration}</itunes:duration>`);
    if (item.comments) out.push(`<comments>${escapeText(item.comments)}</comments>`);
    out.push('</item>');
  }
  out.push('</channel>', '</rss>');
  return out.join('\n');
}
