import { Link } from 'react-router';
import type { Route } from './+types/terms';
import { StaticPage } from '../components/StaticPage.tsx';
import { pageMeta } from '../lib/meta.ts';
import { emailDomain, useSite } from '../lib/site.ts';
import { ISLANDS_HANDLE, loadAsDocument, noServerData } from '../islands/islandsRoute.ts';

/** Date these terms last changed. */
const UPDATED = '22 November 2026';

/** An islands document (islands/islandContext.ts): the page is server HTML; only the site's frame hydrates. */
export const handle = ISLANDS_HANDLE;
export const loader = noServerData;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Terms of Service',
    'The terms for using Creator Economy India: how the site works, who owns the linked articles, how publishers can ask for removal, and the law that applies.',
  );

export default function Terms() {
  const site = useSite();
  const email = site.contactEmail;
  const editorial = email ? `editorial@${emailDomain(email)}` : null;
  const mail = (addr: string | null) => (addr ? <a href={`mailto:${addr}`}>{addr}</a> : <Link to="/contact">our contact page</Link>);
  return (
    <StaticPage
      title="Terms of Service"
      lead="The ground rules for using Creator Economy India, written to be read. By using the site you agree to them."
      updated={UPDATED}
    >
      <div className="prose-cei">
        <h2>1. The service</h2>
        <p>
          Creator Economy India is an independent news hub. We collect headlines and short descriptions from the public feeds of publications that
          cover the creator economy and influencer marketing, classify them with our own machine-learning model, and publish the relevant ones with
          a summary and a link to the original article. We are not the publisher of those articles.
        </p>

        <h2>2. Using the site</h2>
        <p>You may read, search and share the site freely for personal and professional purposes. You agree not to:</p>
        <ul>
          <li>use the site in a way that breaks the law or infringes anyone&apos;s rights;</li>
          <li>copy or harvest the site&apos;s content in bulk, or send automated requests at a rate that degrades the service for others;</li>
          <li>try to get around security, access other people&apos;s accounts, or interfere with how the site works;</li>
          <li>use the contact form or any other feature to send spam, abuse or malicious content.</li>
        </ul>

        <h2>3. Accounts</h2>
        <p>
          Some features, such as bookmarks and a personal feed, need an account. Please give accurate details and keep your password to yourself;
          you are responsible for activity under your account. We may suspend accounts that break these terms, and you can close yours at any time.
        </p>

        <h2>4. Copyright and attribution</h2>
        <p>
          <strong>Linked articles belong to their publishers.</strong> Copyright in every article we link to, and in its headline, description and
          images, remains with the publisher or author named on the card. We show a short extract and the source&apos;s name only to identify the
          story and send you to it; to read the article, follow <em>Read Full Article</em> to the publisher&apos;s site, where their terms apply.
        </p>
        <p>
          The site itself — its design, code, category descriptions, illustrations and our own summaries and editorial text — belongs to Creator
          Economy India. Please ask before reusing it beyond a short quotation with a link.
        </p>

        <h2>5. Takedown and correction requests</h2>
        <p>
          If you are a publisher or rights holder and want an item removed, corrected, or your feed excluded altogether, write to {mail(editorial)}{' '}
          with the link to the item on our site and the reason. We act on reasonable requests promptly, normally within two working days, and confirm
          when it is done. You can also use our <Link to="/contact">contact page</Link>.
        </p>

        <h2>6. Links to other sites</h2>
        <p>
          Articles open on other websites that we do not control. We are not responsible for their content, availability, advertising or privacy
          practices.
        </p>

        <h2>7. Donations</h2>
        <p>
          Support through our <Link to="/donate">donations page</Link> is voluntary, does not buy any influence over what we publish, and is processed
          by our payment provider. If something goes wrong with a payment, contact us and we will put it right.
        </p>

        <h2>8. No warranties</h2>
        <p>
          We work hard to be accurate, but the site is provided &ldquo;as is&rdquo;. Classification is automated and can be wrong; summaries are
          shortened and may leave out context; publishers may change or remove articles after we link to them. Nothing here is legal, tax,
          financial or professional advice — check the original source and take proper advice before acting on it.
        </p>

        <h2>9. Limitation of liability</h2>
        <p>
          To the extent the law allows, Creator Economy India is not liable for any indirect or consequential loss arising from your use of the site
          or of the articles it links to. Nothing in these terms limits liability that cannot be limited by law.
        </p>

        <h2>10. Changes</h2>
        <p>
          We may update these terms as the service grows. We will change the date at the top of this page and, for significant changes, tell
          signed-in users in advance. Continuing to use the site after a change means you accept the new terms.
        </p>

        <h2>11. Governing law</h2>
        <p>
          These terms are governed by the laws of India. Any dispute will be subject to the exclusive jurisdiction of the competent courts in India.
        </p>

        <h2>12. Contact</h2>
        <p>
          Questions about these terms? Write to {mail(email || null)}. Our <Link to="/privacy">Privacy Policy</Link> explains how we handle personal
          data.
        </p>
      </div>
    </StaticPage>
  );
}
