import { Link } from 'react-router';
import type { Route } from './+types/mission';
import { StaticPage } from '../components/StaticPage.tsx';
import { pageMeta } from '../lib/meta.ts';
import { buttonPrimary, buttonSecondary } from '../lib/ui.ts';
import { ISLANDS_HANDLE, loadAsDocument, noServerData } from '../islands/islandsRoute.ts';

/** An islands document (islands/islandContext.ts): the page is server HTML; only the site's frame hydrates. */
export const handle = ISLANDS_HANDLE;
export const loader = noServerData;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Our mission',
    "Why Creator Economy India exists: to make the business of India's creator economy easier to follow, fairer to creators and kinder to the publishers who report on it.",
  );

export default function Mission() {
  return (
    <StaticPage
      title="Our mission"
      lead="To make the business of India's creator economy easy to follow — for the creators in it, the brands that work with them, and everyone who reports on it."
    >
      <div className="prose-cei">
        <h2>Why this exists</h2>
        <p>
          More Indians earn a living from online content every year, in more languages and from more towns than ever before. Yet the information
          that decides how that living works — a change to how a platform pays, a new disclosure rule, what brands are budgeting for next quarter —
          is scattered across trade publications that most creators never read. Agencies and large brands have people whose job is to keep track.
          An independent creator in Indore or Guwahati usually doesn&apos;t.
        </p>
        <p>We want that gap to close. Knowing what is happening in your industry should not depend on the size of your team.</p>

        <h2>What we believe</h2>
        <ul>
          <li>
            <strong>Link, don&apos;t lift.</strong> Journalism costs money to make. We send readers to the publishers who did the work, and we
            never republish their articles.
          </li>
          <li>
            <strong>Signal over noise.</strong> A short list of relevant stories beats an endless feed. Our classifier is tuned to leave things
            out, and we keep tuning it.
          </li>
          <li>
            <strong>India first, not India only.</strong> A policy change in California can reach a creator in Kochi within a week. We cover the
            world as it lands here.
          </li>
          <li>
            <strong>Open about how it works.</strong> We explain how stories are chosen, what we store about you, and how to reach a human when we
            get something wrong.
          </li>
        </ul>

        <h2>What we&apos;re working towards</h2>
        <ul>
          <li>A personal feed that learns which topics matter to you, without following you anywhere else.</li>
          <li>A weekly newsletter digest for people who would rather read once than check every day.</li>
          <li>Wider coverage of regional and Indian-language sources, where much of the creator economy actually lives.</li>
          <li>Better tools for publishers to see, correct and control how their stories appear here.</li>
        </ul>

        <h2>How you can help</h2>
        <p>
          We are reader-supported and carry no advertising. If this site saves you time, you can <Link to="/donate">support our work</Link>. If you
          know a publication we should follow, a story we misfiled, or a way we could serve creators better, please{' '}
          <Link to="/contact">get in touch</Link>.
        </p>
      </div>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/donate" className={buttonPrimary}>
          Support Us
        </Link>
        <Link to="/contact" className={buttonSecondary}>
          Contact us
        </Link>
      </div>
    </StaticPage>
  );
}
