/** Site footer: Quick Links, Company, Legal & Help, contact mail link and copyright; every link a 44 px target. */
import { Link } from 'react-router';
import { CATEGORIES } from '../../domain/categories.ts';
import { useSite } from '../lib/site.ts';
import { container, focusRing } from '../lib/ui.ts';
import { LogoMark, MailIcon } from './icons.tsx';

interface FooterLink {
  to: string;
  label: string;
}

const QUICK_LINKS: FooterLink[] = [{ to: '/', label: 'Home' }, ...CATEGORIES.map((c) => ({ to: `/categories/${c.slug}`, label: c.name }))];
const COMPANY: FooterLink[] = [
  { to: '/about', label: 'About' },
  { to: '/mission', label: 'Mission' },
  { to: '/contact', label: 'Contact' },
];
const LEGAL: FooterLink[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/contact', label: 'Contact' },
];

// 44 × 44 px at least: a thumb's target on a phone (DESIGN.md), short labels ("Home", "About") included.
const linkClass = `inline-flex min-h-11 min-w-11 items-center rounded-sm text-[0.9375rem] text-zinc-700 hover:text-brand-800 hover:underline underline-offset-4 dark:text-zinc-300 dark:hover:text-brand-300 ${focusRing}`;

function Column({ title, links, className = '' }: { title: string; links: FooterLink[]; className?: string }) {
  return (
    <nav aria-label={title} className={className}>
      <h2 className="text-xs font-semibold tracking-wider text-zinc-950 uppercase dark:text-zinc-100">{title}</h2>
      <ul className={`mt-3 ${links.length > 5 ? 'grid grid-cols-2 gap-x-6 lg:grid-cols-1' : ''}`}>
        {links.map((l) => (
          <li key={`${l.to}-${l.label}`}>
            <Link to={l.to} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const site = useSite();
  return (
    <footer data-testid="site-footer" className="mt-16 border-t border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900/60">
      {/* The bottom padding keeps a spot at the end of every page where the floating action button covers nothing. */}
      <div className={`${container} pt-12 pb-24`}>
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.5fr_1.2fr_1fr_1fr]">
          <div className="col-span-2 lg:col-span-1">
            <Link to="/" className={`inline-flex min-h-11 items-center gap-2.5 rounded-md ${focusRing}`}>
              <LogoMark className="h-8 w-8" />
              <span className="font-serif text-lg font-semibold text-zinc-950 dark:text-white">{site.name}</span>
            </Link>
            <p className="mt-4 max-w-sm text-[0.9375rem] leading-relaxed text-zinc-700 dark:text-zinc-300">
              Independent news on India&apos;s creator economy and influencer marketing. We summarise and sort the stories; the reporting belongs to the
              publishers we link to.
            </p>
            {site.contactEmail ? (
              <a
                href={`mailto:${site.contactEmail}`}
                data-testid="footer-contact-email"
                className={`mt-4 inline-flex min-h-11 items-center gap-2 rounded-sm text-[0.9375rem] font-medium text-brand-700 hover:underline underline-offset-4 dark:text-brand-300 ${focusRing}`}
              >
                <MailIcon className="h-[1.125rem] w-[1.125rem]" />
                {site.contactEmail}
              </a>
            ) : null}
          </div>
          <Column title="Quick Links" links={QUICK_LINKS} className="col-span-2 lg:col-span-1" />
          <Column title="Company" links={COMPANY} />
          <Column title="Legal & Help" links={LEGAL} />
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-zinc-200 pt-6 text-sm text-zinc-600 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800 dark:text-zinc-400">
          <p>
            © {site.year} Creator Economy India. All rights reserved.
          </p>
          <p>Made in India for creators, marketers and the people who report on them.</p>
        </div>
      </div>
    </footer>
  );
}
