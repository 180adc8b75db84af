/** Counts the reader's view of an article page once it is open in the browser (once per session: lib/viewTracker.ts). */
import { useEffect } from 'react';
import { countView } from '../../lib/viewTracker.ts';

export function ViewCounter({ articleId }: { articleId: string }) {
  useEffect(() => countView(articleId), [articleId]);
  return null;
}
