/** What the article dialog shows while its article view (ArticleDialogBody.tsx) or the article's related list loads. */

const bar = 'rounded bg-zinc-200 motion-safe:animate-pulse dark:bg-zinc-800';

export function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading article" className="max-w-3xl">
      <div className={`h-6 w-40 ${bar}`} />
      <div className={`mt-5 h-9 w-full ${bar}`} />
      <div className={`mt-3 h-9 w-2/3 ${bar}`} />
      <div className={`mt-6 h-5 w-full ${bar}`} />
      <div className={`mt-2 h-5 w-5/6 ${bar}`} />
      <div className={`mt-8 aspect-video w-full rounded-xl ${bar}`} />
    </div>
  );
}

export function RelatedSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading related articles">
      <div className={`h-6 w-40 ${bar}`} />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex gap-4 py-4">
          <div className={`aspect-video w-24 shrink-0 rounded-md ${bar}`} />
          <div className="flex-1 space-y-2">
            <div className={`h-3 w-20 ${bar}`} />
            <div className={`h-4 w-full ${bar}`} />
            <div className={`h-4 w-3/4 ${bar}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The related column's frame (below the article on phones, beside it from lg), shared by the view and its placeholder. */
export const RELATED_COLUMN = 'mt-12 border-t border-zinc-200 pt-8 lg:mt-0 lg:border-t-0 lg:pt-0 dark:border-zinc-800';
