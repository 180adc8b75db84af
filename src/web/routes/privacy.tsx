import { Link } from 'react-router';
import type { Route } from './+types/privacy';
import { StaticPage } from '../components/StaticPage.tsx';
import { pageMeta } from '../lib/meta.ts';
import { useSite } from '../lib/site.ts';
import { THEME_STORAGE_KEY } from '../lib/theme.ts';
import { ISLANDS_HANDLE, loadAsDocument, noServerData } from '../islands/islandsRoute.ts';

/** Date this policy text last changed. */
const UPDATED = '26 November 2026';

/** An islands document (islands/islandContext.ts): the page is server HTML; only the site's frame hydrates. */
export const handle = ISLANDS_HANDLE;
export const loader = noServerData;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Privacy Policy',
    'What Creator Economy India stores about you, why, for how long, and how to have it corrected or deleted. No third-party trackers; cookies only for your session and preferences.',
  );

export default function Privacy() {
  const site = useSite();
  const email = site.contactEmail;
  const mail = email ? <a href={`mailto:${email}`}>{email}</a> : <Link to="/contact">our contact page</Link>;
  return (
    <StaticPage
      title="Privacy Policy"
      lead="We collect as little as we can, use it only to run this site, and never sell it. Here is exactly what that means."
      updated={UPDATED}
    >
      <div className="prose-cei">
        <h2>Who we are</h2>
        <p>
          Creator Economy India (&ldquo;we&rdquo;, &ldquo;us&rdquo;) runs this website, an independent news hub that links to articles about
          India&apos;s creator economy and influencer marketing. We decide how the personal data described here is used, and you can reach us at{' '}
          {mail} about anything in this policy.
        </p>

        <h2>What we store</h2>
        <p>You can read the whole site without an account and without giving us any personal data. We store the following only when you use the feature concerned:</p>
        <ul>
          <li>
            <strong>Your account</strong> — if you sign up: your email address, your name, and a securely hashed password (we never store your
            password in readable form); the devices you are signed in on (the address and browser each used, and when); and a security record of
            sign-ins, failed attempts, password changes and resets with the address and browser they came from, so we can spot misuse of your
            account.
          </li>
          <li>
            <strong>Bookmarks and likes</strong> — if you are signed in: which articles you saved or liked, and when.
          </li>
          <li>
            <strong>Reading activity and preferences</strong> — if you are signed in: the stories you read past the first tenth of the page, how
            far you got and how long you read, the stories you asked to see fewer of, and the topics, regions and notifications you chose. We use
            this only to build your personal feed and recommendations and to show you your own reading history.
          </li>
          <li>
            <strong>Notifications</strong> — if you are signed in: the notifications we show you (breaking stories, new stories in your topics)
            and whether you have read them.
          </li>
          <li>
            <strong>Shares</strong> — for everyone: when you copy a story&apos;s link or follow one of its share links (X, LinkedIn, Facebook,
            WhatsApp, email) from its share menu, we add one to that day&apos;s count of shares of the story by that route. Nothing about you is
            kept with the count: not your account, address or browser, nor the time of day. The network you share to has its own privacy policy.
          </li>
          <li>
            <strong>Contact messages</strong> — if you write to us: your name, email address, subject and message, so we can reply.
          </li>
          <li>
            <strong>Server logs</strong> — for everyone: like any web server, ours records the time, the page requested, your IP address and your
            browser&apos;s user-agent string. We use logs only to keep the service secure and working, and delete them after a short period.
          </li>
        </ul>
        <p>
          We do not run a newsletter or take donations yet. Before we do, this page will say what they store.
        </p>

        <h2>What we don&apos;t do</h2>
        <ul>
          <li>
            There are <strong>no third-party trackers</strong> on this site: no advertising networks, no analytics scripts, no social-media pixels.
          </li>
          <li>We do not sell, rent or trade personal data, and we do not use it for advertising.</li>
          <li>We do not build profiles of you from other websites.</li>
        </ul>
        <p>
          Article images are loaded directly from the publishers&apos; servers, which therefore see your IP address, as they would if you visited
          them. We ask your browser not to send them the address of the page you are on. When you follow <em>Read Full Article</em>, the
          publisher&apos;s own privacy policy applies.
        </p>

        <h2>Cookies and local storage</h2>
        <p>We use only what the site needs to work:</p>
        <ul>
          <li>
            <strong>A session cookie</strong> (<code>cei.session_token</code>), set when you sign in, so that you stay signed in. Scripts cannot
            read it, and it ends when you sign out or after 24 hours without a visit.
          </li>
          <li>
            <strong>Your preferences</strong>, such as light, dark or system theme, kept in your browser&apos;s local storage (under the key{' '}
            <code>{THEME_STORAGE_KEY}</code>). They never leave your device.
          </li>
        </ul>
        <p>Because we use no tracking or advertising cookies, we do not show a cookie banner.</p>

        <h2>Why we use your data</h2>
        <p>
          We process personal data to provide the features you ask for (your account, bookmarks, personal feed, notifications and replies to your
          messages), to keep the service secure, and to meet our legal obligations. Where we rely on your consent you can withdraw it at any time,
          as easily as you gave it: every notification can be switched off in your preferences.
        </p>

        <h2>Where and how long we keep it</h2>
        <p>
          Your data is stored on servers we control, protected by encryption in transit and access limited to the people who run the service. We
          handle personal data in line with India&apos;s Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000. We keep
          account data, bookmarks and reading activity for as long as your account exists, and delete them with it; contact messages for as long as
          needed to deal with them; and server logs only briefly. When you delete your account we keep one security record of the deletion (your
          email address, the time and the address it came from) to answer questions about it.
        </p>

        <h2>Your rights and how to delete your data</h2>
        <p>
          Signed in, you can do the two most common requests yourself, at once, on your <Link to="/dashboard?tab=account">dashboard</Link>:
          download everything we hold about you as one file (<em>Download my data</em>), and delete your account with your bookmarks, likes,
          reading history, preferences, notifications and sessions (<em>Delete account</em>).
        </p>
        <p>You can also ask us at any time to:</p>
        <ul>
          <li>tell you what personal data we hold about you and send you a copy;</li>
          <li>correct anything that is wrong or out of date;</li>
          <li>delete your account and everything linked to it.</li>
        </ul>
        <p>
          To make a request, email {mail} from the address linked to your account or subscription, with the subject &ldquo;Data request&rdquo;. We
          reply within 48 hours and complete requests within 30 days. If you are not satisfied with our answer, you may complain to the Data
          Protection Board of India.
        </p>

        <h2>Children</h2>
        <p>
          This site is written for adults working in and around the creator economy. Accounts are for people aged 18 or over; we do not knowingly
          collect personal data from children.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          If we change how we use personal data, we will update this page and the date above, and tell signed-in users about significant changes
          before they take effect.
        </p>
        <p>
          See also our <Link to="/terms">Terms of Service</Link>.
        </p>
      </div>
    </StaticPage>
  );
}
