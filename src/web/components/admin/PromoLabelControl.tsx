/**
 * The moderator's sponsored / press-release / neither answer (docs/curation.md §9), in the article detail dialog and
 * in a review-queue row: shows the label readers see and the classifier's score, and saves an answer through the
 * article PATCH (`promo`), where it is authorised, audited and kept as a training label. Saving the current label
 * again is allowed: a confirmation teaches the classifier too.
 */
import { useId, useState } from 'react';
import type { AdminArticleDetailView } from '../../../domain/adminArticles.ts';
import { PROMO_CHOICE_TEXT, PROMO_CHOICES, PROMO_LABEL_TEXT, type PromoChoice, type PromoLabel } from '../../../domain/promotional.ts';
import { toast } from '../../lib/toast.ts';
import { buttonSecondary } from '../../lib/ui.ts';
import { fieldClass } from './articles/ArticleFilters.tsx';
import { patchArticle } from './articles/articleApi.ts';

const choiceOf = (label: PromoLabel | null): PromoChoice => (label === 'sponsored' ? 'sponsored' : label === 'press-release' ? 'press_release' : 'none');

export function PromoLabelControl({
  articleId,
  title,
  label,
  score,
  onSaved,
}: {
  articleId: string;
  title: string;
  label: PromoLabel | null;
  /** The classifier's 0-1 promotional score, or null when it gave none. */
  score: number | null;
  onSaved?: (article: AdminArticleDetailView) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<PromoChoice>(choiceOf(label));
  const [busy, setBusy] = useState(false);
  return (
    <form
      data-testid="promo-control"
      className="flex flex-wrap items-center gap-2 text-sm"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          const updated = await patchArticle(articleId, { promo: choice });
          toast({ title: 'Label saved', description: `${title}: ${PROMO_CHOICE_TEXT[choice]}`, variant: 'success' });
          onSaved?.(updated);
        } catch (err) {
          toast({ title: 'Label not saved', description: err instanceof Error && err.message ? err.message : 'Could not save the label.', variant: 'destructive' });
        } finally {
          setBusy(false);
        }
      }}
    >
      <span className="text-zinc-700 dark:text-zinc-300">
        Label: <span className="font-semibold text-zinc-900 dark:text-zinc-100">{label ? PROMO_LABEL_TEXT[label] : 'None'}</span>
        {score !== null ? <span className="text-zinc-600 dark:text-zinc-400"> · promotional score {Math.round(score * 100)}%</span> : null}
      </span>
      <label htmlFor={id} className="sr-only">
        Sponsored or press release
      </label>
      <select id={id} value={choice} disabled={busy} onChange={(e) => setChoice(e.currentTarget.value as PromoChoice)} className={`${fieldClass} h-9`}>
        {PROMO_CHOICES.map((c) => (
          <option key={c} value={c}>
            {PROMO_CHOICE_TEXT[c]}
          </option>
        ))}
      </select>
      <button type="submit" className={`${buttonSecondary} h-9 px-3 text-sm`} disabled={busy}>
        {busy ? 'Saving…' : 'Save label'}
      </button>
    </form>
  );
}
