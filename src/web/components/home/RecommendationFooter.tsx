/** Under a For You card: why the story is there, and "Fewer like this". */
import { useState } from 'react';
import { findCategory } from '../../../domain/categories.ts';
import { reasonText, type RecommendationReason } from '../../../domain/recommendations.ts';
import { sendFewerLikeThis } from '../../lib/readerFeedClient.ts';
import { toast } from '../../lib/toast.ts';
import { focusRing } from '../../lib/ui.ts';
import { SparklesIcon } from '../icons.tsx';

const categoryName = (slug: string) => findCategory(slug)?.name ?? slug;

export function RecommendationFooter({ articleId, title, reason, onDismissed }: { articleId: string; title: string; reason: RecommendationReason; onDismissed: (id: string) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex items-start justify-between gap-3 px-1" data-testid="recommendation-footer">
      <p className="flex min-w-0 items-start gap-1.5 text-sm text-zinc-600 dark:text-zinc-400" data-testid="recommendation-reason">
        <SparklesIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700 dark:text-brand-400" />
        <span className="line-clamp-2">{reasonText(reason, categoryName)}</span>
      </p>
      <button
        type="button"
        disabled={busy}
        aria-label={`Fewer like this: ${title}`}
        data-testid="fewer-like-this"
        className={`-my-2 inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-medium text-zinc-700 underline-offset-4 hover:underline disabled:opacity-60 dark:text-zinc-300 ${focusRing}`}
        onClick={async () => {
          setBusy(true);
          if (await sendFewerLikeThis(articleId)) {
            onDismissed(articleId);
            toast({ title: 'Got it', description: 'You will see fewer stories like this.', variant: 'success', key: 'fewer-like-this' });
          } else {
            setBusy(false);
            toast({ title: 'Could not save that', description: 'Please try again.', variant: 'destructive', key: 'fewer-like-this' });
          }
        }}
      >
        Fewer like this
      </button>
    </div>
  );
}
