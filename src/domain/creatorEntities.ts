/**
 * Named entities of the creator trade: real creators, studios, platforms, tools, agencies and the regulators of
 * paid promotion, plus the vocabulary of the advertising trade that is NOT in scope (agency mandates, executive
 * moves, celebrity ambassadors). Real trade-press headlines name these instead of saying "creator" or "influencer"
 * ("Kusha Kapila's label raises funds", "Whoppl bags mandate for ..."), so the classifier reads them as lexicon
 * features and the India rule reads the Indian ones as India signals.
 *
 * Where the lists come from: the names that recur in the creator and marketing coverage of afaqs, exchange4media,
 * Social Samosa, Storyboard18, ET BrandEquity, Inc42, YourStory, Medianama, Campaign India, Digiday, Tubefilter,
 * Social Media Today and The Verge (2023-2025), and the labelling policy (docs/curation.md). Rules for adding a name:
 * it must be unambiguous as a whole word sequence in news text (no "Later", "Grin", "Scout", "Mortal", "Kick",
 * "Threads" or "Influential" on their own: ordinary words would trigger the feature), at most three words, and
 * written as news text writes it. Each list is tested in creatorEntities.test.ts and lexicons.test.ts.
 */

/** Indian creators, podcasters and streamers known mainly for their own channels (names and channel names). */
export const INDIAN_CREATORS: readonly string[] = [
  'bhuvan bam', 'bb ki vines', 'carryminati', 'carryislive', 'ajey nagar', 'prajakta koli', 'mostlysane', 'ashish chanchlani',
  'kusha kapila', 'dolly singh', 'ranveer allahbadia', 'beerbiceps', 'the ranveer show', 'raj shamani', 'tanmay bhat', 'samay raina',
  'got latent', 'mumbiker nikhil', 'technical guruji', 'gaurav chaudhary', 'dhruv rathee', 'ankur warikoo', 'warikoo', 'sharan hegde',
  'komal pandey', 'masoom minawala', 'curly tales', 'kamiya jani', 'tech burner', 'shlok srivastava', 'harsh beniwal', 'amit bhadana',
  'elvish yadav', 'munawar faruqui', 'mythpat', 'triggered insaan', 'flying beast', 'gaurav taneja', 'sourav joshi', 'niharika nm',
  'mohak mangal', 'sejal kumar', 'nisha madhulika', "kabita's kitchen", 'alakh pandey', 'physics wallah', 'physicswallah', 'naman mathur',
  's8ul', 'payal gaming', 'ajjubhai', 'kenny sebastian', 'zakir khan', 'anubhav singh bassi', 'harsh gujral', 'nikhil kamath',
  'dolly chaiwala', 'village cooking channel', 'pranjal kamra', 'revant himatsingka', 'foodpharmer', 'kunal vijayakar', 'karikku',
  'harsha sai', 'slayy point', 'shubhankar mishra', 'ranveer brar', 'kabita singh', 'ruhee dosani', 'ankush bahuguna',
  'srishti dixit', 'beer biceps', 'techno gamerz', 'sandeep maheshwari', 'khan sir', 'dhinchak pooja',
  'usha bishayee', 'mayo japan',
];

/** Creators, podcasters and streamers outside India whose names the trade press uses without a job title. */
export const GLOBAL_CREATORS: readonly string[] = [
  'mrbeast', 'mr beast', 'jimmy donaldson', 'kai cenat', 'ishowspeed', 'emma chamberlain', 'alix earle', 'alex cooper', 'call her daddy',
  'joe rogan', 'mark rober', 'mkbhd', 'marques brownlee', 'casey neistat', 'hank green', 'colin and samir', 'airrack', 'dhar mann',
  'ms rachel', 'khaby lame', "charli d'amelio", 'addison rae', 'logan paul', 'jake paul', 'ksi', 'sidemen', 'dude perfect', 'smosh',
  'pokimane', 'xqc', 'hasan piker', 'valkyrae', 'markiplier', 'jacksepticeye', 'pewdiepie', 'ryan trahan', 'zach king', 'mel robbins',
  'rhett and link', 'good mythical morning', 'safiya nygaard', 'kallmekris', 'jools lebron', 'hawk tuah', 'chiara ferragni', 'andrew tate',
  'nikocado', 'nelk boys', 'beta squad',
];

/** Creator studios, multi-channel networks, creator-led companies and brands. */
export const CREATOR_STUDIOS: readonly string[] = [
  'pocket aces', 'filtercopy', 'dice media', 'tvf', 'the viral fever', 'qyuki', 'one digital entertainment', 'collective artists network',
  'galleri5', 'scoopwhoop', 'monk entertainment', 'irl studios', 'culture machine', 'arre studio', 'underneat', 'layers shop',
  'beast industries', 'feastables', 'beast games', 'lunchly', 'prime hydration', 'crunchlabs', 'mythical entertainment', 'dhar mann studios',
  'complexly', 'unwell network', 'jellysmack', 'night media', 'chamberlain coffee', 'moonshot studio', 'finology',
];

/** Creator platforms' creator-facing products and the platforms that exist for creators and fans. */
export const CREATOR_PLATFORMS: readonly string[] = [
  'youtube partner programme', 'youtube partner program', 'partner programme', 'partner program', 'ypp', 'youtube shorts', 'shorts fund',
  'instagram reels', 'reels bonus', 'brandconnect', 'partnership ads', 'branded content', 'super chat', 'super thanks', 'channel memberships',
  'snapchat spotlight', 'snap star', 'snap stars', 'tiktok shop', 'creator rewards', 'creativity program', 'creator marketplace', 'twitch',
  'patreon', 'substack', 'onlyfans', 'fanfix', 'linktree', 'stan store', 'kajabi', 'teachable', 'gumroad', 'ltk', 'shopmy', 'moj',
  'sharechat', 'chingari', 'eloelo', 'roposo', 'loco app', 'rooter', 'youtube fanfest', 'vidcon', 'twitchcon', 'streamy awards', 'adsense',
  'youtube shopping', 'instagram edits', 'trial reels', 'broadcast channels', 'whatsapp channels', 'spotify partner programme',
  'amazon influencer program',
];

/** Software and hardware made for creators and influencer marketers. */
export const CREATOR_TOOLS: readonly string[] = [
  'capcut', 'descript', 'opus clip', 'opusclip', 'vidiq', 'tubebuddy', 'heygen', 'synthesia', 'elevenlabs', 'invideo', 'riverside',
  'streamlabs', 'obs studio', 'dubverse', 'rephrase ai', 'gan ai', 'frammer', 'graphy', 'exly', 'cosmofeed', 'tagmango', 'pepper content',
  'hypd', 'wishlink', 'faym', 'wobb', 'qoruz', 'klug klug', 'creatoriq', 'captiv8', 'mavrck', 'dash hudson', 'upfluence', 'modash', 'heepsy', 'hypeauditor',
  'influencity', 'beacons ai', 'fankind', 'vadoo', 'osmo pocket', 'dji osmo', 'insta360', 'rode wireless', 'shure mv7',
  'stream deck', 'elgato', 'gimbal', 'ring light', 'vlogging camera', 'lavalier', 'teleprompter', 'spotter studio', 'link-in-bio',
  'link in bio', 'media kit',
];

/** Influencer and creator agencies and talent managers (their mandates are in scope; creative and media agencies' are not). */
export const INFLUENCER_AGENCIES: readonly string[] = [
  'whoppl', 'kofluence', 'chtrbox', 'grynow', 'whizco', 'winkl', 'plixxo', 'oml', 'only much louder', 'big bang social', 'monk-e', 'hypp',
  'grapevine designs', 'opraahfx', 'goat agency', 'the goat agency', 'whalar', 'billion dollar boy', 'viral nation', 'open influence',
  'linqia', 'mad influence', 'hashtag orange', 'socialpubli', 'influencer agency', 'talent management', 'talent manager', 'talent agency',
  'ogilvy influence', 'madison talent', 'creator arm', 'influence unit',
];

/** Regulators and rules of paid promotion, endorsements and creators' conduct. */
export const ENDORSEMENT_RULES: readonly string[] = [
  'asci', 'ccpa', 'consumer affairs', 'sebi', 'finfluencer', 'finfluencers', 'unregistered', '194r', 'section 194r', 'meity',
  'endorsement guidelines', 'endorsements', 'disclosure', 'disclose', 'undisclosed', 'paid partnership', 'paid promotion', 'paid posts',
  'ftc', 'advertising standards', 'cma', 'agcm', 'ncpcr', 'personality rights', 'deepfake', 'deepfakes', 'betting apps',
  'misleading claims', 'consumer court',
];

/**
 * The advertising trade's own news, out of scope unless a creator is in it: agency mandates, executive moves,
 * ad-film launches, ad-market figures and awards for ads. A feature, not a rule: "Whoppl bags influencer mandate"
 * has both this and an agency name, and the model weighs them.
 */
export const AD_TRADE_TERMS: readonly string[] = [
  'creative mandate', 'media mandate', 'digital mandate', 'integrated mandate', 'creative account', 'media account', 'creative duties',
  'media duties', 'creative business', 'media business', 'agency of record', 'aor', 'multi-agency pitch', 'competitive pitch', 'tvc', 'ad film',
  'brand film', 'jingle', 'rebrand', 'cmo', 'chief marketing officer', 'chief executive', 'ceo', 'appoints', 'elevates', 'steps down',
  'adex', 'tam adex', 'barc', 'ad spend', 'ad spends', 'ad revenue', 'ad volumes', 'media buying', 'programmatic', 'retail media',
  'brand ambassador', 'ambassador', 'cannes lions', 'effie', 'effies', 'abby', 'goafest', 'spikes asia', 'ad agency', 'creative agency',
  'media agency', 'dentsu', 'wpp', 'publicis', 'omnicom', 'havas', 'ogilvy', 'mccann', 'lowe lintas', 'leo burnett', 'madison media',
  'wavemaker', 'mindshare', 'groupm',
];

/** Film stars and athletes: their ambassador deals and ad films are out of scope unless signed as creators. */
export const CELEBRITIES: readonly string[] = [
  'shah rukh khan', 'srk', 'salman khan', 'aamir khan', 'amitabh bachchan', 'ranveer singh', 'deepika padukone', 'alia bhatt',
  'ranbir kapoor', 'katrina kaif', 'kiara advani', 'hrithik roshan', 'akshay kumar', 'kareena kapoor', 'sara ali khan', 'kartik aaryan',
  'vicky kaushal', 'rashmika mandanna', 'anushka sharma', 'priyanka chopra', 'allu arjun', 'prabhas', 'virat kohli', 'ms dhoni',
  'rohit sharma', 'jasprit bumrah', 'shubman gill', 'hardik pandya', 'neeraj chopra', 'smriti mandhana', 'sachin tendulkar',
  'rishabh pant', 'suryakumar yadav', 'pv sindhu', 'bollywood', 'film star', 'actor', 'actress', 'cricketer',
];

/** The Indian entries among the lists above: naming one makes a story about India (the India rule's "main actors"). */
export const INDIAN_CREATOR_ENTITIES: readonly string[] = [
  ...INDIAN_CREATORS,
  'pocket aces', 'filtercopy', 'dice media', 'tvf', 'the viral fever', 'qyuki', 'one digital entertainment', 'collective artists network',
  'galleri5', 'scoopwhoop', 'monk entertainment', 'underneat', 'chingari', 'eloelo', 'roposo', 'loco app', 'rooter', 'dubverse', 'graphy',
  'exly', 'cosmofeed', 'tagmango', 'hypd', 'wishlink', 'faym', 'wobb', 'qoruz', 'kofluence', 'chtrbox', 'grynow', 'whizco', 'winkl', 'plixxo', 'whoppl',
  'big bang social', 'opraahfx', 'hashtag orange', 'ccpa', 'ncpcr', 'fssai', 'cbdt', 'barc', 'tam adex', 'goafest',
];
