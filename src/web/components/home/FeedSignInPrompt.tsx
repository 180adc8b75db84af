/**
 * The signed-out Personalized Feed's prompt, where the spec puts the newsletter signup. It offers what works today:
 * a free account (likes and bookmarks), the RSS feed and All Articles; the newsletter arrives in a later release.
 */
import { Link } from 'react-router';
import { buttonSecondary, focusRing } from '../../lib/ui.ts';
import { SparklesIcon } from '../icons.tsx';

export function FeedSignInPrompt() {
  return (
    <aside
      aria-labelledby="feed-prompt-heading"
      data-testid="feed-signin-prompt"
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50/70 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-brand-900 dark:bg-brand-950/40"
    >
      <div className="flex gap-3.5">
        <span aria-hidden="true" className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white dark:bg-brand-500 dark:text-zinc-950">
          <SparklesIcon className="h-5 w-5" />
        </span>
        <div>
          <h3 id="feed-prompt-heading" className="font-serif text-lg leading-snug font-semibold text-zinc-950 dark:text-white">
            Make this feed yours
          </h3>
          <p className="mt-1 max-w-[60ch] text-[0.9375rem] leading-relaxed text-zinc-700 dark:text-zinc-300">
            <Link to="/auth?tab=sign-up" className={`rounded-sm font-medium text-brand-800 underline underline-offset-4 dark:text-brand-300 ${focusRing}`}>
              Create a free account
            </Link>{' '}
            to like stories and save them for later. This feed shows the latest stories from every topic, also as an{' '}
            <a href="/feed.xml" className={`rounded-sm font-medium text-brand-800 underline underline-offset-4 dark:text-brand-300 ${focusRing}`}>
              RSS feed
            </a>
            .
          </p>
        </div>
      </div>
      <Link to="/?tab=all" preventScrollReset className={`${buttonSecondary} shrink-0 self-start sm:self-center`}>
        Browse all articles
      </Link>
    </aside>
  );
}
