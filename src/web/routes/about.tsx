import { Link } from 'react-router';
import { CATEGORIES } from '../../domain/categories.ts';
import type { Route } from './+types/about';
import { StaticPage } from '../components/StaticPage.tsx';
import { pageMeta } from '../lib/meta.ts';
import { emailDomain, useSite } from '../lib/site.ts';
import { ISLANDS_HANDLE, loadAsDocument, noServerData } from '../islands/islandsRoute.ts';

/** An islands document (islands/islandContext.ts): the page is server HTML; only the site's frame hydrates. */
export const handle = ISLANDS_HANDLE;
export const loader = noServerData;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'About us',
    'Creator Economy India is an independent, India-focused news hub that collects trade-press stories on influencer marketing and the creator economy, sorts them with its own classifier and links every story to its publisher.',
  );

export default function About() {
  const site = useSite();
  const editorial = site.contactEmail ? `editorial@${emailDomain(site.contactEmail)}` : null;
  return (
    <StaticPage
      title="About Creator Economy India"
      lead="An independent, India-focused news hub for the people who make, fund, manage and regulate online content — and for anyone trying to keep up with them."
    >
      <div className="prose-cei">
        <p>
          India&apos;s creator economy is reported in many places at once: marketing trade publications, platform blogs, business dailies, agency
          newsletters and research houses. Each covers a slice. We bring those slices together in one calm, searchable place, sorted by topic, so
          you can see what changed this week without opening twenty tabs.
        </p>

        <h2>What we do</h2>
        <p>
          We read the <strong>public feeds</strong> of trade publications and industry sources that cover influencer marketing and the creator
          economy. Every new item goes through our own pipeline:
        </p>
        <ol>
          <li>
            <strong>Collect.</strong> Feeds are checked on a schedule. We take only what a publisher already shares publicly in its feed: the
            headline, a short description, the link and, where offered, an image.
          </li>
          <li>
            <strong>Clean.</strong> We strip tracking and markup and recognise the same story when it appears in more than one feed, so you see it
            once.
          </li>
          <li>
            <strong>Classify.</strong> Our own machine-learning model scores how relevant each story is to India&apos;s creator economy, how
            confident it is, and which topic it belongs to. Stories that don&apos;t clear the bar are not published.
          </li>
          <li>
            <strong>Publish.</strong> Relevant stories appear here with their category, a short summary, the source&apos;s name, the date and a{' '}
            <em>Read Full Article</em> link to the original.
          </li>
        </ol>

        <h2>What we don&apos;t do</h2>
        <ul>
          <li>
            <strong>We don&apos;t republish articles.</strong> A summary is a pointer, not a replacement. The reporting belongs to the publisher,
            and every card sends you to them.
          </li>
          <li>
            <strong>We don&apos;t sell placement.</strong> No story is shown, hidden or ranked because someone paid for it.
          </li>
          <li>
            <strong>We don&apos;t track you around the web.</strong> There are no advertising or analytics trackers on this site. Our{' '}
            <Link to="/privacy">privacy policy</Link> explains the little we do store.
          </li>
        </ul>

        <h2>Our topics</h2>
        <p>Every published story is filed under one of seven topics:</p>
        <ul>
          {CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link to={`/categories/${c.slug}`}>{c.name}</Link> — {c.description}
            </li>
          ))}
        </ul>

        <h2>Who it&apos;s for</h2>
        <p>
          Creators working out what a new platform policy means for their income. Brand and agency teams planning influencer campaigns. Founders
          building tools for creators. Researchers, students and journalists who need the trail of sources. If your work touches online content in
          India, this is meant to save you time.
        </p>

        <h2>Getting it right</h2>
        <p>
          A model makes mistakes, and so do we. If a story is in the wrong topic, a summary misrepresents the original, or you are a publisher who
          would like an item removed or your feed left out, tell us
          {editorial ? (
            <>
              {' '}
              at <a href={`mailto:${editorial}`}>{editorial}</a>
            </>
          ) : null}{' '}
          or through the <Link to="/contact">contact page</Link>. We read everything and correct quickly.
        </p>
        <p>
          Want to know why we started? Read our <Link to="/mission">mission</Link>.
        </p>
      </div>
    </StaticPage>
  );
}
