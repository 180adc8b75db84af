/**
 * Known Indian news outlets, for the India rule's "Indian source" (public-site §9: an article from one scores 3).
 * Recognised by host (the article's or feed's URL) and by name (the feed source's name), because many feeds reach
 * us through proxies and aggregators whose links carry another host, while the source keeps the outlet's name.
 *
 * Where the list comes from: the national English and Hindi dailies, the main regional-language dailies, the
 * business papers and sites, the digital-native newsrooms, the wire services, and the marketing, media and startup
 * trade press that covers India's creator economy. Hosts are registrable domains (subdomains match too); names are
 * matched as whole words at the start of a source name ("Mint", "Mint - Companies", "The Hindu BusinessLine").
 */
import { boundedMemo } from './boundedMemo.ts';
import { termWords } from './termMatching.ts';

/** One Indian outlet: its usual names (first is the display name) and its hosts. */
export interface IndianOutlet {
  names: readonly string[];
  hosts: readonly string[];
}

export const INDIAN_OUTLETS: readonly IndianOutlet[] = [
  // Marketing, media and startup trade press.
  { names: ['afaqs'], hosts: ['afaqs.com'] },
  { names: ['exchange4media', 'e4m'], hosts: ['exchange4media.com'] },
  { names: ['Social Samosa'], hosts: ['socialsamosa.com'] },
  { names: ['Storyboard18'], hosts: ['storyboard18.com'] },
  { names: ['ET BrandEquity', 'BrandEquity'], hosts: ['brandequity.economictimes.indiatimes.com'] },
  { names: ['Campaign India'], hosts: ['campaignindia.in'] },
  { names: ['Inc42'], hosts: ['inc42.com'] },
  { names: ['YourStory'], hosts: ['yourstory.com'] },
  { names: ['MediaNama'], hosts: ['medianama.com'] },
  { names: ['Entrackr'], hosts: ['entrackr.com'] },
  { names: ['BestMediaInfo'], hosts: ['bestmediainfo.com'] },
  { names: ['Adgully'], hosts: ['adgully.com'] },
  { names: ['MxM India'], hosts: ['mxmindia.com'] },
  { names: ['The Ken'], hosts: ['the-ken.com'] },
  { names: ['The Morning Context'], hosts: ['themorningcontext.com'] },
  { names: ['Passionate in Marketing'], hosts: ['passionateinmarketing.com'] },
  // National dailies and general news.
  { names: ['The Times of India', 'Times of India', 'TOI'], hosts: ['timesofindia.indiatimes.com', 'indiatimes.com'] },
  { names: ['Hindustan Times'], hosts: ['hindustantimes.com'] },
  { names: ['The Hindu'], hosts: ['thehindu.com'] },
  { names: ['The Indian Express', 'Indian Express'], hosts: ['indianexpress.com'] },
  { names: ['The New Indian Express', 'New Indian Express'], hosts: ['newindianexpress.com'] },
  { names: ['The Telegraph India', 'Telegraph India'], hosts: ['telegraphindia.com'] },
  { names: ['The Tribune', 'Tribune India'], hosts: ['tribuneindia.com'] },
  { names: ['Deccan Herald'], hosts: ['deccanherald.com'] },
  { names: ['Deccan Chronicle'], hosts: ['deccanchronicle.com'] },
  { names: ['The Statesman'], hosts: ['thestatesman.com'] },
  { names: ['The Asian Age'], hosts: ['asianage.com'] },
  { names: ['DNA India'], hosts: ['dnaindia.com'] },
  { names: ['Free Press Journal'], hosts: ['freepressjournal.in'] },
  { names: ['Mid-Day', 'Mid Day'], hosts: ['mid-day.com'] },
  { names: ['India Today'], hosts: ['indiatoday.in'] },
  { names: ['NDTV'], hosts: ['ndtv.com'] },
  { names: ['News18'], hosts: ['news18.com'] },
  { names: ['Firstpost'], hosts: ['firstpost.com'] },
  { names: ['The Print', 'ThePrint'], hosts: ['theprint.in'] },
  { names: ['Scroll', 'Scroll.in'], hosts: ['scroll.in'] },
  { names: ['The Wire'], hosts: ['thewire.in'] },
  { names: ['The Quint'], hosts: ['thequint.com'] },
  { names: ['The News Minute'], hosts: ['thenewsminute.com'] },
  { names: ['Outlook India', 'Outlook Business'], hosts: ['outlookindia.com', 'outlookbusiness.com'] },
  { names: ['The Week'], hosts: ['theweek.in'] },
  { names: ['Rediff'], hosts: ['rediff.com'] },
  { names: ['Zee News'], hosts: ['zeenews.india.com'] },
  { names: ['ABP Live', 'ABP News'], hosts: ['abplive.com'] },
  { names: ['Republic World'], hosts: ['republicworld.com'] },
  { names: ['PTI', 'Press Trust of India'], hosts: ['ptinews.com'] },
  { names: ['IANS'], hosts: ['ians.in'] },
  { names: ['ANI'], hosts: ['aninews.in'] },
  // Business papers and sites.
  { names: ['The Economic Times', 'Economic Times', 'ET Now', 'ETTelecom', 'ET Retail'], hosts: ['economictimes.indiatimes.com', 'economictimes.com'] },
  { names: ['Mint', 'Livemint'], hosts: ['livemint.com'] },
  { names: ['Business Standard'], hosts: ['business-standard.com'] },
  { names: ['The Financial Express', 'Financial Express'], hosts: ['financialexpress.com'] },
  { names: ['The Hindu BusinessLine', 'BusinessLine', 'Hindu Business Line'], hosts: ['thehindubusinessline.com'] },
  { names: ['Moneycontrol'], hosts: ['moneycontrol.com'] },
  { names: ['Business Today'], hosts: ['businesstoday.in'] },
  { names: ['Fortune India'], hosts: ['fortuneindia.com'] },
  { names: ['Forbes India'], hosts: ['forbesindia.com'] },
  { names: ['Moneylife'], hosts: ['moneylife.in'] },
  { names: ['CNBC-TV18', 'CNBC TV18'], hosts: ['cnbctv18.com'] },
  { names: ['Zee Business'], hosts: ['zeebiz.com'] },
  // Hindi and regional-language dailies.
  { names: ['Dainik Bhaskar'], hosts: ['bhaskar.com'] },
  { names: ['Dainik Jagran'], hosts: ['jagran.com'] },
  { names: ['Amar Ujala'], hosts: ['amarujala.com'] },
  { names: ['Navbharat Times'], hosts: ['navbharattimes.indiatimes.com'] },
  { names: ['Live Hindustan', 'Hindustan Hindi'], hosts: ['livehindustan.com'] },
  { names: ['Lokmat'], hosts: ['lokmat.com'] },
  { names: ['Loksatta'], hosts: ['loksatta.com'] },
  { names: ['Malayala Manorama', 'Manorama'], hosts: ['manoramaonline.com', 'onmanorama.com'] },
  { names: ['Mathrubhumi'], hosts: ['mathrubhumi.com'] },
  { names: ['Eenadu'], hosts: ['eenadu.net'] },
  { names: ['Sakshi'], hosts: ['sakshi.com'] },
  { names: ['Anandabazar Patrika', 'Anandabazar'], hosts: ['anandabazar.com'] },
  { names: ['Dinamalar'], hosts: ['dinamalar.com'] },
  { names: ['Dinakaran'], hosts: ['dinakaran.com'] },
  { names: ['Divya Bhaskar'], hosts: ['divyabhaskar.co.in'] },
  { names: ['Prajavani'], hosts: ['prajavani.net'] },
];

/** Every known host, for the host rule. */
export const INDIAN_OUTLET_HOSTS: readonly string[] = INDIAN_OUTLETS.flatMap((o) => o.hosts);

/** Normalised names as word lists ("the economic times" → ["the", "economic", "times"]), longest first. */
const NAME_WORDS: readonly (readonly string[])[] = INDIAN_OUTLETS.flatMap((o) => o.names.map((n) => termWords(n)))
  .filter((w) => w.length > 0)
  .sort((a, b) => b.length - a.length);

/** True when the host is a known Indian outlet's host or a subdomain of one. */
export function isIndianOutletHost(host: string): boolean {
  return outletHost(host.toLowerCase());
}

// Memoised: every article of a feed asks about the same host and source name (bounded, in case of many feeds).
const outletHost = boundedMemo(5_000, (host: string): boolean => {
  const h = host.replace(/\.$/, '');
  return INDIAN_OUTLET_HOSTS.some((known) => h === known || h.endsWith(`.${known}`));
});

/**
 * True when a feed source's name starts with a known Indian outlet's name as whole words ("The Hindu",
 * "Mint - Companies", "Economic Times: Tech"), ignoring case and punctuation. A leading "The" may be left out
 * ("Indian Express") unless that leaves one ordinary word ("The Week", "The Print"), which must then be the whole name.
 */
export function isIndianOutletName(name: string | null | undefined): boolean {
  return name ? outletName(name) : false;
}

const outletName = boundedMemo(5_000, (name: string): boolean => {
  const words = termWords(name);
  const startsWith = (prefix: readonly string[], ws: readonly string[]) => prefix.length <= ws.length && prefix.every((w, i) => ws[i] === w);
  return NAME_WORDS.some((known) => {
    if (startsWith(known, words)) return true;
    if (known[0] !== 'the') return false;
    const rest = known.slice(1);
    return rest.length > 1 ? startsWith(rest, words) : words.length === 1 && words[0] === rest[0];
  });
});
