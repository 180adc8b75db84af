/**
 * Deterministic synthetic feeds for the pipeline benchmark: RSS 2.0 documents whose items read like the trade
 * press and general news the hub ingests. Stories are composed from word lists and phrase templates with
 * alternatives (`{signs|inks|bags}`) and slots (`{brand}`): creator-economy stories, marketing and platform news
 * without creator terms, off-topic news (cricket, elections, markets, weather, crime, phone launches) and
 * crossovers that mix both, so the classifier's decisions vary. Headlines are an actor and an event with
 * specifics (names, places, amounts), so distinct stories share few words; the cross-feed near-duplicate
 * detector still joins some same-event stories (about 8 % of items), as it would on real same-day coverage.
 *
 * Planned duplicates: a share of items republish another feed's headline from their own URL (title duplicates)
 * and a share are rewrites of another feed's story (same facts, reworded headline and summary: near-duplicates).
 * Everything comes from one seeded PRNG (no Math.random): the same options always yield the same bytes.
 * Company and person names are invented; platform names are real because the classifier needs them.
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
  /** `n` distinct elements of `list` in random order (partial Fisher-Yates). */
  sample<T>(list: readonly T[], n: number): T[] {
    const copy = [...list];
    const k = Math.min(n, copy.length);
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, k);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Word lists

const FIRST = [
  'Aarav', 'Ananya', 'Riya', 'Kabir', 'Ishaan', 'Meera', 'Tanvi', 'Rohan', 'Saanvi', 'Arjun', 'Nikhil', 'Priya', 'Zoya', 'Dev',
  'Kavya', 'Aditi', 'Vikram', 'Neha', 'Siddharth', 'Pooja', 'Farhan', 'Sneha', 'Harsh', 'Lakshmi', 'Tara', 'Yash', 'Maya',
  'Karan', 'Ira', 'Nandini', 'Gaurav', 'Shreya', 'Manav', 'Diya', 'Rahul', 'Anjali', 'Varun', 'Ritika', 'Abhay', 'Mehak',
  'Sameer', 'Pallavi', 'Tenzin', 'Lalremruati', 'Joseph', 'Fatima', 'Gurpreet', 'Aniket', 'Bhavna', 'Emma', 'Lucas', 'Hana', 'Omar',
];
const LAST = [
  'Sharma', 'Iyer', 'Kapoor', 'Mehta', 'Reddy', 'Nair', 'Banerjee', 'Singh', 'Gupta', 'Menon', 'Das', 'Joshi', 'Khan', 'Pillai',
  'Chatterjee', 'Rao', 'Patel', 'Bose', 'Kulkarni', 'Verma', 'Fernandes', 'Agarwal', 'Malhotra', 'Sethi', 'Hegde', 'Saikia',
  'Thakur', 'Dutta', 'Naidu', 'Goswami', 'Chauhan', 'Mishra', 'Shetty', 'Lobo', 'Bhatt', 'Garcia', 'Kim', 'Okafor', 'Silva', 'Novak',
];
const CITIES = [
  'Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Jaipur', 'Indore', 'Lucknow', 'Kochi', 'Guwahati',
  'Ahmedabad', 'Chandigarh', 'Surat', 'Bhopal', 'Nagpur', 'Patna', 'Coimbatore', 'Dehradun', 'Mysuru', 'Vadodara', 'Ranchi',
  'Raipur', 'Madurai', 'Nashik', 'Udaipur', 'Shillong', 'Aizawl', 'Varanasi', 'Amritsar', 'Bhubaneswar', 'Visakhapatnam', 'Mangaluru',
];
const STATES = ['Maharashtra', 'Karnataka', 'Kerala', 'Tamil Nadu', 'Bihar', 'Rajasthan', 'Gujarat', 'Odisha', 'Assam', 'Punjab', 'Telangana', 'West Bengal', 'Jharkhand', 'Goa', 'Haryana', 'Uttarakhand'];
const LANGUAGES = ['Hindi', 'Tamil', 'Telugu', 'Marathi', 'Bengali', 'Kannada', 'Malayalam', 'Punjabi', 'Gujarati', 'Bhojpuri', 'Odia', 'Assamese'];
const NICHES = [
  'beauty', 'personal finance', 'gaming', 'food', 'travel', 'fitness', 'comedy', 'gadget', 'parenting', 'education', 'fashion',
  'mental health', 'home cooking', 'music', 'dance', 'skincare', 'stock market', 'sustainability', 'farming', 'chess', 'astronomy',
  'bike touring', 'street food', 'yoga', 'history', 'cinema', 'coding', 'pet care', 'gardening', 'car review', 'spoken poetry',
];
const PLATFORMS = ['YouTube', 'Instagram', 'Moj', 'ShareChat', 'Josh', 'LinkedIn', 'Snapchat', 'Spotify', 'Patreon', 'Substack', 'Twitch', 'Facebook', 'Threads', 'Pinterest'];
const FEATURES = [
  'Shorts', 'Reels', 'Stories', 'live shopping', 'channel memberships', 'Super Thanks', 'paid subscriptions', 'broadcast channels',
  'collab posts', 'creator marketplace', 'affiliate links', 'Super Chat', 'virtual gifts', 'auto-dubbing', 'trial reels', 'paid DMs',
  'audience insights', 'exclusive drops', 'co-hosting', 'tipping jars',
];
const BRAND_HEAD = [
  'Tarang', 'Bindu', 'Kiran', 'Nova', 'Saffron', 'Indigo', 'Lotus', 'Monsoon', 'Peacock', 'Banyan', 'Chai', 'Masala', 'Kesar', 'Neem',
  'Amber', 'Coral', 'Urban', 'Zest', 'Mitti', 'Jugnu', 'Pankh', 'Sitara', 'Dhoop', 'Tulsi', 'Kumkum', 'Noor', 'Rasa', 'Veda',
];
const BRAND_TAIL = ['Hub', 'One', 'Labs', 'Mart', 'Wear', 'Foods', 'Beauty', 'Pay', 'Kart', 'Care', 'Sip', 'Fit', 'Home', 'Tech', 'Naturals', 'Motors', 'Bank', 'Play'];
const AGENCY_HEAD = ['Chorus', 'Reelmint', 'Tagwise', 'Fanbase', 'Kahaani', 'Scrollstop', 'Loop', 'Brandsmith', 'Collab Street', 'Hashtag Hive', 'Storyloom', 'Kalakaar', 'Gupshup', 'Bandwagon'];
const AGENCY_TAIL = ['Media', 'Collective', 'Talent', 'Network', 'Studios', 'Partners'];
const STARTUP_HEAD = ['Creator', 'Fan', 'Clip', 'Reel', 'Kalakar', 'Subscri', 'Tip', 'Vlog', 'Shout', 'Pay', 'Dub', 'Edit', 'Caption', 'Thumb'];
const STARTUP_TAIL = ['ly', 'pe', 'stack', 'base', 'AI', 'jar', 'book', 'wire', 'kit', 'deck', 'loop', 'nest'];
const VCS = ['Elevation Partners', 'Blume Ventures', 'Lightbox', 'Stellaris', 'Chiratae', 'Kalaari', 'Prime Venture', '3one4 Capital', 'an angel syndicate', 'Accel', 'Matrix', 'Peak XV', 'Antler'];
const FESTIVALS = ['Diwali', 'Holi', 'Onam', 'Pongal', 'Eid', 'Durga Puja', 'Navratri', 'Raksha Bandhan', 'Christmas', 'wedding season', 'IPL season', 'back-to-school', 'Bihu', 'Lohri', 'Ganesh Chaturthi'];
const PRODUCTS = [
  'sunscreen', 'earbuds', 'protein bar', 'credit card', 'electric scooter', 'smartwatch', 'instant coffee', 'hair oil', 'sneakers',
  'investing app', 'face wash', 'mattress', 'millet snacks', 'kurta line', 'travel insurance', 'air fryer', 'baby wipes', 'energy drink',
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const TEAMS = ['India', 'Australia', 'England', 'Pakistan', 'South Africa', 'New Zealand', 'Sri Lanka', 'Bangladesh', 'West Indies', 'Afghanistan', 'Ireland', 'Zimbabwe'];
const IPL = ['Mumbai Indians', 'Chennai Super Kings', 'Royal Challengers', 'Kolkata Knight Riders', 'Rajasthan Royals', 'Sunrisers Hyderabad', 'Delhi Capitals', 'Punjab Kings', 'Lucknow Super Giants', 'Gujarat Titans'];
const CLUBS = ['Mohun Bagan', 'East Bengal', 'Bengaluru FC', 'Kerala Blasters', 'Mumbai City', 'FC Goa', 'Odisha FC', 'Chennaiyin', 'Jamshedpur FC', 'Punjab FC'];
const PARTIES = ['BJP', 'Congress', 'regional alliance', 'ruling coalition', 'opposition bloc', 'Left Front', 'AAP'];
const SECTORS = ['banking', 'IT', 'auto', 'pharma', 'metal', 'FMCG', 'realty', 'energy', 'telecom', 'defence', 'cement', 'aviation'];
const PHONES = ['Vexa', 'Orbit', 'Zeno', 'Kairo', 'Lumo', 'Pixelon', 'Tezz', 'Quark'];
const CRIMES = ['cheating', 'cyber fraud', 'chain snatching', 'land grab', 'extortion', 'fake job racket', 'drug trafficking', 'loan app harassment', 'counterfeit currency', 'ATM skimming'];
const CATEGORIES_CREATOR = ['Creators', 'Influencer Marketing', 'Creator Economy', 'Brand Deals', 'Platforms', 'Social Media', 'Regulation', 'Startups', 'Podcasts', 'Advertising'];
const CATEGORIES_OTHER = ['Cricket', 'Politics', 'Markets', 'Weather', 'City', 'Technology', 'Football', 'Business', 'Crime', 'Nation'];

/** Values a story's templates draw from; one set per story so the headline and body agree. */
type Slots = Record<string, string>;

function drawSlots(r: Rng): Slots {
  const [team, team2] = r.sample(TEAMS, 2) as [string, string];
  const [city, city2] = r.sample(CITIES, 2) as [string, string];
  const person = () => `${r.pick(FIRST)} ${r.pick(LAST)}`;
  const brand = () => `${r.pick(BRAND_HEAD)}${r.pick(BRAND_TAIL)}`;
  return {
    name: person(),
    name2: person(),
    name3: person(),
    city,
    city2,
    city3: r.pick(CITIES),
    dom: String(r.int(1, 28)),
    s: String(r.int(2, 9)),
    state: r.pick(STATES),
    lang: r.pick(LANGUAGES),
    niche: r.pick(NICHES),
    niche2: r.pick(NICHES),
    lang2: r.pick(LANGUAGES),
    sector2: r.pick(SECTORS),
    platform: r.pick(PLATFORMS),
    platform2: r.pick(PLATFORMS),
    feature: r.pick(FEATURES),
    brand: brand(),
    brand2: brand(),
    agency: `${r.pick(AGENCY_HEAD)} ${r.pick(AGENCY_TAIL)}`,
    startup: `${r.pick(STARTUP_HEAD)}${r.pick(STARTUP_TAIL)}`,
    vc: r.pick(VCS),
    festival: r.pick(FESTIVALS),
    product: r.pick(PRODUCTS),
    month: r.pick(MONTHS),
    day: r.pick(WEEKDAYS),
    year: String(r.int(2026, 2031)),
    team,
    team2,
    ipl: r.pick(IPL),
    club: r.pick(CLUBS),
    club2: r.pick(CLUBS),
    party: r.pick(PARTIES),
    party2: r.pick(PARTIES),
    sector: r.pick(SECTORS),
    phone: `${r.pick(PHONES)} ${r.pick(['X', 'Pro', 'Neo', 'Max', 'Lite', 'Ultra'])}${r.int(2, 19)}`,
    crime: r.pick(CRIMES),
    n: String(r.int(2, 980)),
    n2: String(r.int(2, 99)),
    n3: String(r.int(100, 9900)),
    pct: String(r.int(3, 88)),
    m: `${r.int(1, 29)}.${r.int(0, 9)}`,
    k: String(r.int(12, 990)),
    wire: r.pick(['PTI', 'IANS', 'Reuters', 'ANI', 'staff']),
  };
}

/** Fills `{slot}` from the story's slots and `{a|b|c}` with one alternative (inner braces first, so they nest). */
function fill(r: Rng, template: string, s: Slots): string {
  let out = template;
  for (let pass = 0; pass < 4 && out.includes('{'); pass++) {
    out = out.replace(/\{([^{}]+)\}/g, (all, body: string) => (body.includes('|') ? r.pick(body.split('|')) : (s[body] ?? all)));
  }
  return out;
}

/** What a story is about; decides the templates, feed categories and media. */
export type Topic = 'creator' | 'adjacent' | 'offtopic' | 'crossover';

interface StoryKind {
  /** Sentences for the summary and the first paragraph. */
  lead: readonly string[];
  /** Further sentences for the body. */
  body: readonly string[];
  categories: readonly string[];
}

const CREATOR: StoryKind[] = [
  {
    lead: [
      'The {deal|agreement|contract} covers {n2} sponsored {videos|Reels|posts} on {platform} over {n2} months, {name2} of {agency} told us.',
      '{name}, who has {m} million {followers|subscribers}, {called|described} it the largest brand collaboration of {her|his} {career|six years online}.',
      '{agency} {brokered|negotiated|arranged} the influencer campaign, which will run in {lang} and English from {month}.',
      'Every sponsored {post|video|Reel} will carry {disclosure labels|a paid-partnership tag} as {ASCI guidelines|the advertising code} require.',
      '{brand} {says|said} creators now take {pct}% of its {marketing|advertising|media} budget, {up from|against} {n2}% in {year}.',
      'Brand managers in {city2} say {micro-influencers|smaller creators} {convert|sell} better than {celebrities|film stars} for {product}s.',
      'The {campaign|push} {launches|goes live|starts} on {day} with a {livestream|live shopping show|giveaway} hosted by {name}.',
      'Fans {criticised|questioned|mocked} the {tie-up|deal} in {comments|replies} after {name} {praised|reviewed} a rival {product} in {month}.',
      '{name3}, {founder|chief executive|marketing head} of {brand}, said {lang}-speaking {audiences|buyers} were the {target|priority}.',
    ],
    body: [
      'Brands are shifting {ad spend|budgets} from television to creators with loyal regional audiences.',
      'Micro-influencers with fewer than {k},000 followers often deliver better engagement than celebrities.',
      'The campaign uses affiliate links, so the creator earns a commission on every {product} sold.',
      'Agencies say rates for a single Reel from a mid-tier creator have doubled since {year}.',
      'Creators in {city2} charge between ₹{n2},000 and ₹{n},000 for a sponsored post, {agency} estimates.',
    ],
    categories: ['Brand Deals', 'Influencer Marketing', 'Creators'],
  },
  {
    lead: [
      '{creators|Channels} that {qualify|meet the bar} can now earn from {feature} on {platform} {starting|from} {month}.',
      '{platform} said {n},000 creators in India already {qualify for|take part in} monetisation.',
      'Creators {keep|will receive} {pct}% of the revenue, {platform} said in a {blog post|statement} on {day}.',
      'YouTubers and Instagram creators have {asked for|demanded} better payouts for short video since {year}.',
      '{name}, a {niche} creator from {city}, said {feature} could {double|lift} {her|his} monthly {income|earnings}.',
      'The {update|change} reaches {lang}-speaking creators first, {followed by|then} {n2} other languages.',
      '{platform} {executive|director} {name2} told creators in {city2} that {feature} would {stay free|not take a cut} until {year}.',
      'Smaller channels with {k} subscribers {complained|say} the new {rules|thresholds} {leave them out|favour big creators}.',
    ],
    body: [
      'Creators said the monetisation rules are still hard to understand.',
      'Analysts expect {platform2|rival platforms} to match the creator fund within months.',
      'Subscribers will see a badge next to creators who take part in the programme.',
      'The company did not say how many creators earned more than ₹{n2} lakh last year.',
    ],
    categories: ['Platforms', 'Creator Economy', 'Creators'],
  },
  {
    lead: [
      '{name} started posting {niche} videos in {year} and now {employs|pays} a team of {n2} in {city}.',
      'Most {of the|channel} income {comes|came} from brand deals; {ads|AdSense} and memberships make up {the rest|about {pct}%}.',
      'The creator economy in {smaller cities|tier-two towns} is growing faster than in the metros, {agency} says.',
      '{Podcasters|YouTubers|Streamers} increasingly sell {courses|memberships|merchandise} to {their audience|fans} in {lang}.',
      'Fans pay ₹{n2} a month for {early access|bonus episodes|live question sessions} on {platform}.',
      '{name} {said|says} consistency mattered more than {production quality|expensive cameras} in the first year.',
      '{name2}, who {edits|produces|manages} the channel, {joined|moved} from a {newsroom|film studio|bank} in {city2}.',
    ],
    body: [
      'Creators in {lang} say regional content is less crowded and brand deals follow quickly.',
      'The channel now uploads {n2} Shorts a week alongside one long video.',
      'Influencers are also turning to newsletters and Patreon to reduce platform risk.',
      'Audience growth slowed after {platform} changed its recommendation algorithm in {month}.',
    ],
    categories: ['Creators', 'Creator Economy', 'Podcasts'],
  },
  {
    lead: [
      'ASCI said {pct}% of the {flagged|non-compliant} posts were by influencers in {personal care|crypto|gaming|real estate}.',
      'Influencers must label sponsored content {clearly|prominently} at the start of a {video|Reel|post}.',
      'The guidelines apply to content creators, agencies and brands {alike|equally}, {officials|the council} said.',
      'Creators who {fail to disclose|hide} paid partnerships {face|could face} penalties under consumer protection law.',
      '{agency} said it {trains|briefs} every creator it manages on disclosure {before|ahead of} each campaign.',
      '{name2}, a lawyer in {city}, said {brands|advertisers} share liability for {misleading|hidden} influencer ads.',
      'The {complaint|case} came from a {customer|viewer} in {city2} who bought the {product} after a {Reel|video}.',
    ],
    body: [
      'Industry groups said most creators want clearer rules rather than penalties.',
      'Finance creators must now show their registration before giving investment advice.',
      'The regulator received {n3} complaints about influencer ads in {year}.',
    ],
    categories: ['Regulation', 'Influencer Marketing'],
  },
  {
    lead: [
      'The {report|study} {surveyed|polled} {k} brands and {n},000 creators across {n2} cities.',
      'Influencer marketing is growing faster than digital advertising as a whole, {agency} {found|said}.',
      '{Micro|Nano} influencers account for {most|{pct}%} of the growth, the {study|report} found.',
      '{Beauty|Food|Personal finance|Gaming} was the category with the highest creator {spend|budgets} in {year}.',
      '{name}, {research head|partner} at {agency}, said measuring return on {campaigns|creator spend} {remains|is still} {hard|a challenge}.',
      'Short video on {platform} drew {pct}% of the budgets, {ahead of|followed by} long-form {video|podcasts}.',
    ],
    body: [
      'The report expects regional-language creators to win a larger share of brand deals.',
      'Brands said creators deliver better engagement than display ads.',
      'About {pct}% of marketers said they now have a dedicated creator budget.',
    ],
    categories: ['Influencer Marketing', 'Creator Economy', 'Advertising'],
  },
  {
    lead: [
      '{startup} helps creators manage brand deals, invoices and {audience analytics|payments} {in one app|from one dashboard}.',
      'The funding {will be used|goes} to hire {engineers|{n2} engineers} and {expand|grow} to {lang}-speaking creators.',
      'The tool {cuts|turns} long videos into {Shorts|Reels|clips} {automatically|in minutes} and {adds|writes} captions in {lang}.',
      'More than {k},000 creators and {n} brands {use|have signed up to} the platform, {name} said.',
      '{name}, co-founder of {startup}, {previously ran|earlier built} an influencer agency in {city}.',
      'The company charges creators ₹{n2}{00|99} a month and brands a {campaign fee|commission}.',
    ],
    body: [
      'Investors are betting that creators will run their channels like small businesses.',
      'The creator tools market in India is still small but growing quickly.',
      '{vc} also backed two other creator startups in {year}.',
    ],
    categories: ['Startups', 'Creator Economy'],
  },
];

const ADJACENT: StoryKind[] = [
  {
    lead: [
      'The change affects how users see posts in their {feed|home tab} on {platform}.',
      '{platform} said the update was tested with {a small group|{n},000} of users first.',
      'The company did not say when the {feature|update} would reach other markets.',
      'The app was downloaded {n} million times in the {last|latest} quarter, {Sensor Tower|analysts} said.',
      'Users in {city2} reported {errors|blank feeds|login problems} for about {n2} minutes.',
    ],
    body: [
      'Analysts said engagement on short video keeps rising.',
      'Privacy groups have asked for more transparency on how the feed is ranked.',
    ],
    categories: ['Social Media', 'Technology'],
  },
  {
    lead: [
      'The company plans to spend more on {digital marketing|performance ads|search and social} {this year|in {year}}.',
      '{brand} sells {product}s online and through {n} {stores|outlets} in {n2} cities.',
      'The mandate covers media buying, search and social media {marketing|ads} {for {n2} months|across India}.',
      'Advertisers moved {budgets|spend} from print to digital, {agency} said in a {note|report}.',
      '{name} {joins|moves} from a {consumer goods|telecom|fintech} company where {she|he} led {marketing|brand strategy}.',
      'The {campaign|film} will run on television, {YouTube|connected TV} and outdoor {hoardings|billboards} in {city}.',
    ],
    body: [
      'D2C brands are under pressure to cut customer acquisition costs.',
      'The brand previously worked with a different agency for {n2} years.',
    ],
    categories: ['Advertising', 'Business', 'Marketing'],
  },
];

const OFFTOPIC: StoryKind[] = [
  {
    lead: [
      'The {cricket match|game} was played in front of {a full crowd|{k},000 fans} at the {city} stadium.',
      '{name} scored {n} off {k} balls before falling to {a spinner|a short ball|a run-out}.',
      'The {wicket|pitch} offered help to the {seamers|spinners} in the {first|final} session.',
      'The series is now {level|{n2}-1} {after|with} {n2} matches {played|to go}.',
      'Rain delayed the start of play by {an hour|{n2} minutes} on {day}.',
    ],
    body: [
      'The selectors will name the squad for the next series after the IPL.',
      'The captain praised the bowlers after the match.',
    ],
    categories: ['Cricket', 'Sports'],
  },
  {
    lead: [
      'The list includes {n2} new faces and {several|{n2}} sitting legislators from {city}.',
      'The minister said the government would table the report in the Rajya Sabha in {month}.',
      'Voting will take place in {n2} phases, the election commission said on {day}.',
      'Opposition leaders {criticised|attacked} the move and {called for|demanded} a debate.',
      'Party workers gathered outside the {office|headquarters} in {city2} on {day}.',
    ],
    body: [
      'The election will be seen as a test of the government before the general election.',
      'Counting of votes will take place the following week.',
    ],
    categories: ['Politics', 'Nation'],
  },
  {
    lead: [
      'The Sensex closed {n} points lower while the Nifty {lost|shed} {pct} points.',
      'Foreign investors sold shares worth ₹{n3} crore on {day}, exchange data showed.',
      '{sector} stocks led the {decline|rally} after {weak|strong} global cues.',
      'Analysts expect volatility to continue until the RBI policy meeting in {month}.',
      'Crude oil prices rose for a {third|fourth} straight session.',
    ],
    body: [
      'Broader markets underperformed, with the midcap index down {pct} points.',
      'Market breadth was negative on the BSE.',
    ],
    categories: ['Markets', 'Business'],
  },
  {
    lead: [
      'The weather office issued {an orange|a red} alert for {n2} districts on {day}.',
      'Schools in {city} will remain closed {on {day}|for {n2} days}.',
      'Rainfall so far is {pct}% {above|below} normal for the season.',
      'Farmers {welcomed|feared} the {early|late} monsoon {but warned of|citing} crop damage.',
      'The disaster response force {deployed|sent} {n2} teams to {low-lying|vulnerable} areas.',
    ],
    body: [
      'Traffic was disrupted on several roads after waterlogging.',
      'Power supply was cut in parts of the city as a precaution.',
    ],
    categories: ['Weather', 'City'],
  },
  {
    lead: [
      'Police said the accused had {cheated|targeted} {n} people over {n2} months.',
      'The arrests followed a complaint filed at the {city} police station on {day}.',
      'Officers seized cash and phones during raids at {n2} locations in {city2}.',
      'The accused were produced in court and remanded in {police|judicial} custody.',
    ],
    body: [
      'Police are looking for {n2} more suspects.',
      'The case has been transferred to the crime branch.',
    ],
    categories: ['Crime', 'City'],
  },
  {
    lead: [
      'The smartphone will be priced under ₹{k},000 and comes with a new processor.',
      'The phone has a {6.7|6.4|6.1}-inch display and a {5,000|4,500|6,000} mAh battery.',
      'Sales {will begin|begin} on e-commerce sites {next week|on {day}}.',
      'The camera performs well in daylight but {struggles|is weak} at night.',
    ],
    body: [
      'The company will also launch a tablet later this year.',
      'Battery life lasted a full day with heavy use in our tests.',
    ],
    categories: ['Technology', 'Gadgets'],
  },
  {
    lead: [
      'The football club confirmed the signing on {day}.',
      'Officials said work on the {project|line} was {pct}% complete.',
      'The plan will cover {k} villages across {n2} districts of {state}.',
      'Commuters in {city2} have waited {n2} years for the line to open.',
    ],
    body: [
      'The coach said the squad was ready for a long season.',
      'The state government will fund most of the cost.',
    ],
    categories: ['Football', 'City', 'Nation'],
  },
];

const CROSSOVER: StoryKind[] = [
  {
    lead: [
      'The move {reflects|shows} how sports stars and politicians now court creators and their audiences.',
      'Creators with large followings were paid to post during the {campaign|election}, officials in {state} said.',
      'The launch event in {city} featured {k} influencers alongside journalists.',
      'Police said the accused posed as an influencer agency on Instagram and {cheated|targeted} {n} people.',
      'Market regulators have warned investors about tips from unregistered finfluencers on {platform}.',
    ],
    body: [
      'The cricket board has its own social media team but now works with outside creators too.',
      'The election code of conduct applies to paid content on social media.',
    ],
    categories: ['Creators', 'Cricket', 'Politics', 'Markets'],
  },
];

const GENERIC_BODY = [
  '{brand2} did not respond to a request for comment.',
  'More details are expected {later this week|on {day}|in {month}}.',
  'The announcement was made at an event in {city2} on {month} {n2}.',
  'People familiar with the matter said talks had been going on for {n2} months.',
  'A spokesperson declined to share financial details.',
  'The figures could not be independently verified.',
  '"We are just getting started," {name2} said in a statement.',
  '{name3} contributed reporting from {city2}.',
];

/** Attributions and details appended to some sentences (and datelines before summaries), as wire copy has them. */
const TAILS = [
  ', {name2} of {agency} said', ', according to {name3}', ', {name2} told reporters in {city2} on {day}', ', sources in {city2} said',
  ' last {day}', ' in {month}', ', a first for {city2}', ', {pct} percent more than in {year}', ', {name3} wrote on {platform2}',
  ', people close to {brand2} said', ' after {n2} weeks of talks', ', a filing with the registrar showed', ', {name2} confirmed',
];
const DATELINES = ['{city2}, {month} {dom}: ', '{CITY2} ({wire}): ', '', '', '', 'Updated {day}: '];

/** A sentence with an optional attribution or detail before its full stop. */
function sentence(r: Rng, template: string, s: Slots, tail = 0.55): string {
  const text = capitalise(fill(r, template, s));
  if (!r.chance(tail) || !/[.]$/.test(text)) return text;
  return `${text.slice(0, -1)}${fill(r, r.pick(TAILS), s)}.`;
}

const TITLE_PREFIXES = [...Array<string>(46).fill(''), 'Exclusive: ', 'Explained: ', '{city2}: ', 'In {month}, '];
const TITLE_SUFFIXES = [...Array<string>(44).fill(''), ' amid {festival} rush', ' — {wire} report', ', say officials', ' this {day}', ' after {n2} weeks', ': report'];

/** A story's summary: an optional dateline, then its lead sentences. */
function summaryText(r: Rng, story: { leads: string[]; slots: Slots }): string {
  const dateline = fill(r, r.pick(DATELINES), { ...story.slots, CITY2: (story.slots.city2 ?? '').toUpperCase(), wire: r.pick(['PTI', 'IANS', 'Reuters', 'ANI']) });
  return dateline + story.leads.map((l, i) => sentence(r, l, story.slots, i === 0 ? 1 : 0.55)).join(' ');
}

const KINDS: Record<Topic, StoryKind[]> = { creator: CREATOR, adjacent: ADJACENT, offtopic: OFFTOPIC, crossover: CROSSOVER };

/**
 * Headline grammar: events, each with the actors that can perform it. Fixed words have alternatives and every
 * event carries several specifics (names, places, numbers), so distinct stories share few words, as real
 * headlines do. `past` is the event as the summary's first sentence tells it.
 */
interface StoryEvent {
  actors: readonly string[];
  now: string;
  past: string;
}

const ev = (actors: readonly string[], now: string, past: string): StoryEvent => ({ actors, now, past });

const CREATOR_PEOPLE = [
  '{city} {niche} creator {name}', '{lang} YouTuber {name}', 'Influencer {name}', '{niche} podcaster {name}', 'Streamer {name}',
  'Instagrammer {name}', '{niche} influencer {name}', 'Creator {name}', 'Finfluencer {name}', '{city} creators {name} and {name2}',
];
const CREATOR_ORGS = ['{brand}', 'Talent agency {agency}', 'Creator startup {startup}', 'Influencer firm {agency}', 'D2C brand {brand}', 'Creator network {agency}'];
const PLATFORM_ORGS = ['{platform}', '{platform} India'];
const POLICE = ['{city} police', '{state} police', '{city} cyber cell'];
const GOVERNMENT = ['{state} government', '{state} cabinet', 'Chief minister {name}', 'Minister {name}'];

const EVENTS: Record<Topic, readonly StoryEvent[]> = {
  creator: [
    ev(CREATOR_PEOPLE, '{signs|inks|bags|seals} {₹{n2} crore|₹{n2}cr|Rs {n2} crore|₹{n2} crore|{n2} crore} {deal|tie-up|contract} with {brand}', 'signed a ₹{n2} crore {deal|tie-up} with {brand}'),
    ev(CREATOR_PEOPLE, '{launches|starts|debuts} {lang} {niche2} podcast', 'launched a {lang} podcast about {niche2}'),
    ev(CREATOR_PEOPLE, '{crosses|passes|hits} {m} million on {platform}', 'crossed {m} million {subscribers|followers} on {platform}'),
    ev(CREATOR_PEOPLE, 'opens {n2}-seat {studio|office} in {city2}', 'opened a studio with {n2} seats in {city2}'),
    ev(CREATOR_PEOPLE, 'apologises for {unlabelled|hidden} {brand} {product} {ad|post}', 'apologised for an undisclosed {brand} {product} {ad|promotion}'),
    ev(CREATOR_PEOPLE, '{quits|leaves|exits} {platform} {after|citing} {payout cuts|trolling|algorithm changes}', 'stopped posting on {platform} after {n2} years'),
    ev(CREATOR_PEOPLE, '{and|joins} {name2} {plan|start|film} {n2}-part {niche2} series', 'began a {n2}-part {niche2} series with {name2}'),
    ev(CREATOR_PEOPLE, '{charges|asks} {lang} fans ₹{n2} monthly', 'started a ₹{n2} monthly {membership|club} for fans'),
    ev(CREATOR_PEOPLE, 'hosts {brand} {festival} livestream', 'hosted a {festival} livestream sponsored by {brand}'),
    ev(CREATOR_PEOPLE, 'sells {k},000 {brand} {product}s', 'sold {k},000 {product}s in {n2} hours through affiliate links'),
    ev(CREATOR_PEOPLE, '{signs with|joins|moves to} {agency}', 'signed with the talent agency {agency}'),
    ev(CREATOR_PEOPLE, 'takes {niche} channel to {platform2}', 'moved {her|his} {niche} channel to {platform2}'),
    ev(CREATOR_PEOPLE, 'gets ASCI notice {over|for} {brand} {product} {post|Reel}', 'received an ASCI notice over a {brand} {product} promotion'),
    ev(CREATOR_PEOPLE, '{unveils|starts|launches} {niche2} {product} label', 'launched {her|his} own {product} label with {brand2}'),
    ev(CREATOR_PEOPLE, '{sues|takes} {brand} {to court|over {₹{n2} lakh|Rs {n2} lakh|₹{n2}L}}', 'sued {brand} over ₹{n2} lakh in unpaid campaign fees'),
    ev(CREATOR_PEOPLE, '{books|fills} {city2} {arena|stadium|hall} {for|with} {k},000 fans', 'booked an arena in {city2} for a fan meet-up'),
    ev(CREATOR_PEOPLE, "{earns|makes|clears} {₹{n2} lakh|Rs {n2} lakh|₹{n2}L} from {niche} {course|workshops|ebook}", 'turned a {niche} course into a ₹{n2} lakh business'),
    ev(CREATOR_PEOPLE, '{wins|gets|lands} ${n2},000 {platform} grant', 'won a {platform} creator grant of ${n2},000'),
    ev(CREATOR_PEOPLE, '{dubs|translates} {niche} videos into {n2} languages', 'used {startup} to dub videos into {n2} languages'),
    ev(CREATOR_PEOPLE, '{fronts|becomes face of} {brand} {product} {push|range}', 'became the {brand} ambassador for {festival}'),
    ev(CREATOR_PEOPLE, '{raises|collects} {₹{n} lakh|Rs {n} lakh|{n} lakh rupees} {for|towards} {city2} {flood|hospital|school} {relief|fund}', 'raised ₹{n} lakh in a {n2}-hour charity stream'),
    ev(PLATFORM_ORGS, '{expands|extends|opens} creator fund to {lang} {and|plus} {lang2}', 'extended its creator fund to {lang} and {lang2} creators'),
    ev(PLATFORM_ORGS, '{cuts|trims|raises} {feature} payouts {pct}%', 'changed {feature} payouts by {pct}%'),
    ev(PLATFORM_ORGS, '{opens|unlocks|offers} {feature} {at|from} {k},000 {subscribers|followers}', 'opened {feature} to channels with {k},000 subscribers'),
    ev(PLATFORM_ORGS, "{paid|gave} {lang} creators {₹{n3} crore|Rs {n3} crore|₹{n3}cr} {in|during} {year}", 'paid creators ₹{n3} crore in {year}'),
    ev(PLATFORM_ORGS, '{brings|launches|ships} {feature} to {lang} {creators|channels|accounts}', 'launched {feature} for {lang} creators'),
    ev(PLATFORM_ORGS, '{picks|appoints|hires} {name} {for|as} {creator partnerships|India creator lead|talent head}', 'named {name} head of creator partnerships'),
    ev(CREATOR_ORGS, '{signs|ropes in|hires} {k} {niche} {micro-influencers|creators|Instagrammers}', 'signed {k} micro-influencers for its {festival} campaign'),
    ev(CREATOR_ORGS, '{raises|bags|secures} ${n2} million {from|led by} {vc}', 'raised ${n2} million in a round led by {vc}'),
    ev(CREATOR_ORGS, '{buys|acquires|snaps up} {brand2} {for|in} {₹{n} crore|Rs {n} crore|₹{n}cr|{n} crore} {deal|buyout}', 'bought the influencer marketplace {brand2} for ₹{n} crore'),
    ev(CREATOR_ORGS, '{unveils|releases|builds} {lang} AI {dubbing|captioning|editing} {tool|app}', 'launched an AI {dubbing|captioning|editing} tool for creators'),
    ev(CREATOR_ORGS, '{fined|penalised} {₹{n2} lakh|Rs {n2} lakh|₹{n2}L} over {n2} influencer {posts|ads}', 'was fined ₹{n2} lakh over undisclosed influencer ads'),
    ev(CREATOR_ORGS, '{sets up|creates|announces} {₹{n} crore|Rs {n} crore|₹{n}cr|{n} crore} {niche} creator fund', 'set up a ₹{n} crore fund for {niche} creators'),
    ev(CREATOR_ORGS, '{drops|ends ties with|replaces} {agency}', 'ended its work with {agency} after a {n2}-month campaign'),
    ev(CREATOR_ORGS, '{expects|sees|forecasts} {pct}% {rise|growth|jump} in influencer {budgets|spend}', 'said influencer budgets would grow {pct}% by {year}'),
    ev(['ASCI', 'Advertising council', 'Consumer affairs ministry', 'SEBI'], '{flags|cites|names} {n} {niche} influencer {posts|ads|videos}', 'flagged {n} influencer posts for missing disclosure'),
  ],
  adjacent: [
    ev(PLATFORM_ORGS, '{tests|trials|pilots} {redesigned|new|vertical} {feature} tab', 'tested a new {feature} tab with users in {city}'),
    ev(PLATFORM_ORGS, '{reports|sees|posts} {pct}% {jump|rise|growth} in {lang} users', 'reported a {pct}% jump in daily users in India'),
    ev(['{brand}', 'Retailer {brand}', 'D2C label {brand}'], '{raises|secures|bags} ₹{n} crore {from|led by} {vc}', 'raised ₹{n} crore to expand its D2C sales'),
    ev(['{brand}', 'Retailer {brand}'], '{opens|adds|plans} {n2} {product} {stores|outlets|kiosks} in {state}', 'opened {n2} stores in {state}'),
    ev(['{brand}', 'Retailer {brand}'], '{cuts|slashes|trims} {product} prices {pct}%', 'cut {product} prices by {pct}% before {festival}'),
    ev(['{brand}', 'Retailer {brand}'], "{posts|reports|narrows} ₹{n} crore {loss|deficit}", 'posted a quarterly loss of ₹{n} crore'),
    ev(['Agency {agency}', 'Ad network {agency}'], '{wins|bags|retains} ₹{n} crore {brand2} {account|mandate|business}', 'won the {brand2} media mandate'),
    ev(['{brand}', 'Agency {agency}'], '{releases|drops|unveils} {lang} {festival} {film|ad|spot}', 'launched a {festival} brand film in {lang}'),
    ev(['{brand}', 'Retailer {brand}'], '{shifts|moves|diverts} ₹{n} crore {from print|from radio|from outdoor} to {platform}', 'moved most of its ad budget from print to digital'),
    ev(['Marketer {name}', 'Ad veteran {name}', '{brand} executive {name}'], '{joins|moves to|heads} {brand2} {as CMO|marketing|brand team}', 'joined {brand2} as chief marketing officer'),
    ev(['Adman {name}', 'Ad veteran {name}'], '{starts|launches|opens} {n2}-person {agency|shop|studio} in {city2}', 'launched an ad agency in {city2}'),
    ev(['Agency {agency}', 'Adman {name}'], '{wins|takes|collects} {n2} {Cannes Lions|Effies|awards} for {brand}', 'won a Cannes Lions award for a {brand} film'),
  ],
  offtopic: [
    ev(['{team}'], '{beat|defeat|thrash|stun|edge} {team2} by {n2} {runs|wickets}', 'beat {team2} by {n2} runs in {city2}'),
    ev(['{ipl}'], '{retain|release|buy|sign} {name2} for {₹{n2} crore|₹{n2}cr|Rs {n2} crore|₹{n2} crore|{n2} crore}', 'bought {name2} for ₹{n2} crore at the IPL auction'),
    ev(['{club}'], '{sign|rope in|loan} {name2} {from|after talks with} {club2}', 'signed {name2} on a {n2}-year deal'),
    ev(['{club}'], '{hold|beat|edge|lose to} {club2} {at home|away|in {city2}}', 'played {club2} in {city2} on {day}'),
    ev(['Opener {name}', '{team} captain {name}', 'Spinner {name}', 'Pacer {name}'], '{takes|grabs|claims} {n2} {wickets|scalps} {against|versus} {team2}', 'took {n2} wickets as {team} bowled out {team2} for {k}'),
    ev(['Opener {name}', '{team} captain {name}'], '{hits|smashes|makes} {n} off {k} {balls|deliveries}', 'scored {n} off {k} balls against {team2}'),
    ev(['Striker {name}', 'Midfielder {name}'], '{scores|nets|strikes} {twice|late|early} {for|as} {club} {beat|stun|hold} {club2}', 'scored in the {n2}th minute as {club} beat {club2}'),
    ev(['Sensex', 'Nifty', 'BSE midcap index', 'Nifty Bank'], '{falls|drops|slides|sheds|gains|adds} {n} points; {sector} {and|,} {sector2} {lead|drag}', 'moved {n} points as {sector} stocks swung'),
    ev(['Rupee'], '{slips|weakens|firms|gains} {n2} paise {to|at} {n2}.{k}', 'moved against the dollar for the {n2}th session'),
    ev(['IMD', 'Weather office'], '{predicts|forecasts|warns of} {heavy|very heavy|extreme} rain {for|in} {n2} {state} districts', 'predicted heavy rainfall in {state} for {n2} days'),
    ev(['IMD', '{state} disaster authority'], '{issues|sounds} {orange|red|yellow} alert {as|with} {city} {at|touching} {pct}°C', 'issued a heatwave alert as temperatures crossed {pct} degrees'),
    ev(POLICE, '{arrest|nab|detain|hold} {n2} {in|over|for} {₹{n} lakh|Rs {n} lakh|{n} lakh rupees} {crime}', 'arrested {n2} people in a {crime} case'),
    ev(POLICE, '{bust|crack|expose} {crime} {gang|racket|ring} {in|near} {city2}', 'busted a {crime} gang and seized ₹{n} lakh'),
    ev(['{state} high court', 'Sessions court in {city}', 'Supreme Court'], '{denies|grants|refuses} bail {to|for} {name} {in|over} {crime} {case|charges}', 'denied bail to an accused in a {crime} case'),
    ev(['{party}'], '{names|announces|fields} {n2} {candidates|nominees} {for|in} {state}', 'announced {n2} candidates for the {state} assembly polls'),
    ev(['Election Commission', 'State poll panel'], '{schedules|announces|fixes} {s}-phase {state} {polls|election|vote} from {month} {dom}', 'scheduled the {state} election for {month}'),
    ev(['{phone} maker', 'Chipmaker {brand2}'], '{launches|unveils|prices} {phone} {at|for} ₹{k},999', 'launched the {phone} with a {n2}-core processor'),
    ev(GOVERNMENT, '{approves|clears|sanctions} {₹{n3} crore|Rs {n3} crore|₹{n3}cr} {for|towards} {k} {villages|schools|roads}', 'approved a ₹{n3} crore plan for rural roads'),
    ev(GOVERNMENT, '{opens|inaugurates|unveils} {₹{n} crore|Rs {n} crore|₹{n}cr|{n} crore} {metro|flyover|bridge|hospital} in {city2}', 'opened a ₹{n} crore project in {city2}'),
    ev(GOVERNMENT, '{expands|reshuffles|rejigs} cabinet, {adds|inducts|drops} {n2} {party} {MLAs|ministers}', 'expanded the cabinet ahead of the {state} polls'),
    ev(['Minister {name}', 'MP {name}'], '{tables|moves|withdraws} {sector} {bill|amendment|ordinance}', 'tabled a {sector} sector bill in the Lok Sabha'),
    ev(['Chief minister {name}', 'Home minister {name}'], '{orders|seeks|announces} {probe|inquiry|audit} {into|over} {city2} {crime}', 'ordered a probe into the {city2} {crime} case'),
    ev(['MLA {name}', 'Former minister {name}'], '{quits|leaves|exits} {party} {for|to join} {party2}', 'quit the {party} to join the {party2}'),
  ],
  crossover: [
    ev(['Cricketer {name}', 'Fast bowler {name}', '{team} opener {name}'], '{launches|starts|opens} {niche2} YouTube channel', 'launched a YouTube channel about {niche2}'),
    ev(['Actor {name}', 'Cricketer {name}'], '{signs|fronts|joins} ₹{n2} crore {brand} influencer {campaign|push}', 'signed on for an influencer campaign by {brand}'),
    ev(['Election Commission', 'State poll panel'], '{asks|tells|orders} {state} influencers to {disclose|label} paid {posts|videos}', 'asked influencers to disclose paid political posts'),
    ev(['{ipl}'], '{hires|signs|ropes in} {k} creators {for|to cover} {city2} {matches|games}', 'hired {k} creators for match-day content'),
    ev(['{phone} maker'], '{pays|signs|hires} {k} tech YouTubers {for|to review} {phone}', 'roped in {k} tech YouTubers for its smartphone launch'),
    ev(POLICE, '{warn|alert} {public|job seekers} {about|on} fake influencer {agencies|jobs}', 'warned of fake influencer agencies cheating {n} people'),
    ev(['SEBI'], '{bars|fines|warns} {n2} finfluencers {over|for} {sector} {tips|calls}', 'cracked down on finfluencers tipping {sector} stocks'),
    ev(['{party}'], '{pays|hires|enlists} {k} influencers {for|ahead of} {state} {campaign|polls}', 'paid influencers to promote its {state} campaign'),
  ],
};

/** Endings that make headlines specific (place, time, context). */
const COMPLEMENTS: Record<Topic, readonly string[]> = {
  creator: ['for {festival}', 'in {city3}', 'after {n2}-month talks', 'as {lang} audience grows', 'as {platform2} cuts payouts', 'ahead of {month} launch', 'with {name2}', 'despite {backlash|criticism}', 'for {year}', 'to reach {lang} viewers', '', '', ''],
  adjacent: ['in {city3} and {city2}', 'ahead of {festival} in {state}', 'for {year}, {name2} says', 'after {n2} quarters of {growth|losses}', 'as {brand2} {gains|loses} share', 'as ad market {cools|recovers} in {month}', 'under {name2}', 'with {name2} and {name3}', 'to take on {brand2}'],
  offtopic: ['in {city3}', 'on {day}', 'at {city3} on {day}', '{amid protests|in rain|despite criticism} in {city3}', 'after {n2} days', 'in {month}', 'for {year}', 'as {name2} {watches|looks on}', '', ''],
  crossover: ['in {city3} after {n2} complaints', 'ahead of {month} {dom}', 'after {name2} {post|video} goes viral', 'for {festival} in {state}', 'as {platform} {grows|booms} in {city3}', 'with {name2} of {agency}'],
};

/** Every sentence of a topic, for summaries (after the first) and bodies. */
const TOPIC_KIND: Record<Topic, StoryKind> = Object.fromEntries(
  (['creator', 'adjacent', 'offtopic', 'crossover'] as const).map((topic): [Topic, StoryKind] => {
    const kinds = KINDS[topic];
    return [topic, { lead: kinds.flatMap((k) => k.lead), body: kinds.flatMap((k) => k.body), categories: [...new Set(kinds.flatMap((k) => k.categories))] }];
  }),
) as Record<Topic, StoryKind>;

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

/** The outlets: about a third each trade press, general news and business news; every 20th a podcast. */
export function makeOutlets(r: Rng, count: number): Outlet[] {
  const out: Outlet[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const kind: Outlet['kind'] = i % 20 === 19 ? 'podcast' : ((['trade', 'general', 'business'] as const)[i % 3] as Outlet['kind']);
    let name = `${r.pick(OUTLET_WORDS)} ${r.pick(OUTLET_TAILS[kind])}`;
    for (let attempt = 0; seen.has(name) && attempt < 20; attempt++) name = `${r.pick(OUTLET_WORDS)} ${r.pick(OUTLET_TAILS[kind])}`;
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
  /** How this item repeats another feed's item: same headline from its own URL, or the same story reworded. */
  copyOf: { kind: 'headline' | 'rewrite'; link: string } | null;
}

/** A generated feed. */
export interface SyntheticFeed {
  outlet: Outlet;
  items: SyntheticItem[];
}

/** What an item was made from, kept to write rewrites of it. */
interface Story {
  kind: StoryKind;
  titleTemplate: string;
  title: string;
  slots: Slots;
  leads: string[];
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
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function summaryHtml(r: Rng, text: string): string {
  return r.chance(0.5) ? `<p>${escapeText(text)}</p>` : escapeText(text);
}

/** The article body: the summary, then paragraphs from the story's and generic sentences, with the usual feed HTML. */
function contentHtml(r: Rng, outlet: Outlet, id: string, imgBase: string, story: Story, summaryText: string): string {
  const { kind, slots: s } = story;
  const pool = [...kind.body, ...GENERIC_BODY, ...kind.lead.filter((l) => !story.leads.includes(l))];
  const parts: string[] = [`<p>${escapeText(summaryText)}</p>`];
  if (r.chance(0.3)) {
    parts.push(
      `<figure><img src="${imgBase}-inline.jpg" width="${r.pick([640, 800, 1024])}" height="${r.pick([360, 450, 576])}" alt="${escapeAttr(s.name ?? '')}">` +
        `<figcaption>${escapeText(`${s.name} in ${s.city}.`)}</figcaption></figure>`,
    );
  }
  const paragraphs = r.int(3, 6);
  for (let p = 0; p < paragraphs; p++) {
    let text = escapeText(r.sample(pool, r.int(2, 3)).map((t) => sentence(r, t, s)).join(' '));
    if (p === 1 && r.chance(0.4)) text += ` <a href="https://www.${outlet.domain}/related/${id}?utm_source=rss&amp;ref=feed">Read more</a>`;
    if (p === 2 && r.chance(0.3)) text = `<strong>${escapeText(s.name2 ?? '')}</strong>: ${text}`;
    parts.push(r.chance(0.1) ? `<blockquote><p>${text}</p></blockquote>` : `<p>${text}</p>`);
  }
  if (r.chance(0.05)) parts.push(`<iframe src="https://www.youtube.com/embed/${id}" width="560" height="315"></iframe>`);
  if (r.chance(0.05)) parts.push(`<script>window.track && track("${id}")</script>`);
  if (r.chance(0.1)) parts.push(`<img src="https://stats.${outlet.domain}/pixel.gif?id=${id}" width="1" height="1">`);
  if (r.chance(0.2)) parts.push(`<ul><li>${escapeText(fill(r, '{brand} and {agency}', s))}</li><li>${escapeText(fill(r, '{platform} {feature}', s))}</li></ul>`);
  return parts.join('\n');
}

/** A new story of `topic` whose headline is not taken yet: an actor, an event and two or three context sentences. */
function newStory(r: Rng, topic: Topic, taken: Set<string>, seq: number): Story {
  const kind = TOPIC_KIND[topic];
  for (let attempt = 0; ; attempt++) {
    const event = r.pick(EVENTS[topic]);
    const actor = r.pick(event.actors);
    const slots = drawSlots(r);
    const complement = r.pick(COMPLEMENTS[topic]);
    const titleTemplate = `${r.pick(TITLE_PREFIXES)}${actor} ${event.now}${complement ? ` ${complement}` : ''}${r.pick(TITLE_SUFFIXES)}`;
    let title = capitalise(fill(r, titleTemplate, slots));
    if (attempt > 20) title = `${title} (${seq})`;
    if (taken.has(normTitle(title))) continue;
    taken.add(normTitle(title));
    // The first sentence tells the headline's event; the others come from the topic's context sentences.
    const first = `${actor} ${event.past}.`;
    return { kind, titleTemplate, title, slots, leads: [first, ...r.sample(kind.lead, r.int(1, 2))] };
  }
}

/** Builds one item of `outlet` telling `story`. */
function makeItem(r: Rng, outlet: Outlet, seq: number, base: Date, topic: Topic, story: Story, summaryText: string): SyntheticItem {
  const id = `${outlet.slug.slice(0, 12)}-${seq}`;
  const section = topic === 'offtopic' ? slugify(story.kind.categories[0] ?? 'news') : 'creators';
  const tracked = r.chance(0.35) ? `?utm_source=rss&utm_medium=feed&utm_campaign=${outlet.slug}` : '';
  const link = `https://www.${outlet.domain}/${section}/${slugify(story.title)}-${id}${tracked}`;
  const imgBase = `https://img.${outlet.domain}/${base.getUTCFullYear()}/${String((seq % 12) + 1).padStart(2, '0')}/${id}`;
  const content = outlet.kind !== 'podcast' || r.chance(0.3) ? contentHtml(r, outlet, id, imgBase, story, summaryText) : null;

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
  const categoryPool = topic === 'offtopic' ? [...story.kind.categories, ...CATEGORIES_OTHER] : [...story.kind.categories, ...CATEGORIES_CREATOR];
  const byline = fill(r, '{name3}', story.slots);
  return {
    topic,
    title: story.title,
    link,
    guid: r.chance(0.5) ? { value: `${outlet.domain}:${id}`, isPermaLink: false } : { value: link, isPermaLink: true },
    descriptionHtml: summaryHtml(r, summaryText),
    contentHtml: content,
    author: r.chance(0.8) ? (r.chance(0.2) ? `By ${byline}` : byline) : null,
    categories: r.sample([...new Set(categoryPool)], r.int(1, 3)),
    pubDate: new Date(base.getTime() - r.int(0, 14 * 24 * 60) * 60_000 - seq * 1000),
    thumbnails,
    mediaContent,
    enclosure,
    itunesDuration,
    comments: r.chance(0.2) ? `https://www.${outlet.domain}/comments/${id}` : null,
    copyOf: null,
  };
}

/** Options of the generator. */
export interface GenerateOptions {
  seed: number;
  feeds: number;
  itemsPerFeed: number;
  /** Share of items that republish another feed's headline from their own URL (title duplicates). */
  headlineCopyShare: number;
  /** Share of items that retell another feed's story in other words (near-duplicates). */
  rewriteShare: number;
  /** Newest possible publication time; items are spread over the 14 days before it. */
  base: Date;
}

/**
 * Generates the feeds. Every item has its own URL and guid. Copies (headline copies and rewrites) always repeat
 * an item from an earlier feed in the list, so a run that stores feeds in order sees the original first.
 */
export function generateFeeds(options: GenerateOptions): SyntheticFeed[] {
  const r = new Rng(options.seed);
  const outlets = makeOutlets(r, options.feeds);
  const taken = new Set<string>();
  const stories: Story[][] = [];
  const feeds: SyntheticFeed[] = [];
  outlets.forEach((outlet, fi) => {
    const items: SyntheticItem[] = [];
    const feedStories: Story[] = [];
    for (let seq = 0; seq < options.itemsPerFeed; seq++) {
      const x = r.next();
      const copy = fi > 0 ? (x < options.headlineCopyShare ? 'headline' : x < options.headlineCopyShare + options.rewriteShare ? 'rewrite' : null) : null;
      if (copy) {
        // An original from the first third of an earlier feed.
        const from = r.int(0, fi - 1);
        const oi = r.int(0, Math.max(0, Math.floor(options.itemsPerFeed / 3) - 1));
        const original = (stories[from] as Story[])[oi] as Story;
        const originalItem = (feeds[from] as SyntheticFeed).items[oi] as SyntheticItem;
        if (copy === 'headline') {
          const summary = summaryText(r, original);
          const item = makeItem(r, outlet, seq, options.base, originalItem.topic, original, summary);
          items.push({ ...item, copyOf: { kind: 'headline', link: originalItem.link } });
          feedStories.push(original);
        } else {
          // Same facts and mostly the same sentences, headline and summary reworded.
          let title = capitalise(fill(r, original.titleTemplate, original.slots));
          for (let attempt = 0; taken.has(normTitle(title)) && attempt < 10; attempt++) title = capitalise(fill(r, original.titleTemplate, original.slots));
          if (taken.has(normTitle(title))) title = `${title}: what we know so far`;
          taken.add(normTitle(title));
          const leads = [...original.leads].reverse();
          const story: Story = { ...original, title, leads };
          const summary = summaryText(r, { leads, slots: original.slots });
          const item = makeItem(r, outlet, seq, options.base, originalItem.topic, story, summary);
          items.push({ ...item, copyOf: { kind: 'rewrite', link: originalItem.link } });
          feedStories.push(story);
        }
        continue;
      }
      const topic = pickTopic(r, outlet.kind);
      const story = newStory(r, topic, taken, seq);
      const summary = summaryText(r, story);
      items.push(makeItem(r, outlet, seq, options.base, topic, story, summary));
      feedStories.push(story);
    }
    stories.push(feedStories);
    feeds.push({ outlet, items });
  });
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
