/**
 * /admin/content/site: Site Content (issue 11 item 10): every headline figure of the home page (shown and hidden), each
 * editable with a live preview. Admins only. Saved through the app's one site-content service, whose edit notifies
 * every web process, so each home page shows it on its next request; the note promises the worst case, a process that
 * missed the notification (services/siteContent.ts SITE_CONTENT_TTL_MS).
 */
import { useRevalidator } from 'react-router';
import type { Route } from './+types/siteContent';
import { HERO_FIGURES_PROPAGATION_NOTE, MAX_HERO_FIGURES } from '../../../domain/siteContent.ts';
import { HeroFigureEditor } from '../../components/admin/siteContent/HeroFigureEditor.tsx';
import { requireStaff } from '../../lib/staffGuard.ts';
import { textLink } from '../../lib/ui.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Site Content · Admin Panel' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = requireStaff(context, request, { admin: true });
  return { figures: await staff.heroFigures() };
}

export default function SiteContentScreen({ loaderData }: Route.ComponentProps) {
  const { figures } = loaderData;
  const revalidator = useRevalidator();
  const shown = figures.filter((f) => f.isActive).length;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">Site Content</h1>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          The headline figures in the home page's “By the numbers” panel, each from a named report. {HERO_FIGURES_PROPAGATION_NOTE} of saving. The home page shows the first{' '}
          {MAX_HERO_FIGURES} shown figures by order ({shown} shown now).{' '}
          <a href="/" target="_blank" rel="noopener noreferrer" className={textLink}>
            Open the home page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
      {figures.length === 0 ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">There are no headline figures.</p>
      ) : (
        figures.map((f) => <HeroFigureEditor key={f.key} figure={f} onSaved={() => void revalidator.revalidate()} />)
      )}
    </div>
  );
}
