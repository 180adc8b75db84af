/**
 * Like, save and share for one article. Liking and saving need an account (public-site §5); there is no sign-in yet,
 * so every reader is signed out and gets the spec's sign-in message. The buttons stay toggle buttons
 * (aria-pressed) so the signed-in version only has to supply the state.
 */
import { LIKE_SIGN_IN_TOAST, SAVE_SIGN_IN_TOAST } from '../../../domain/share.ts';
import { toast } from '../../lib/toast.ts';
import { BookmarkIcon, HeartIcon } from './articleIcons.tsx';
import { actionButton, ShareMenu } from './ShareMenu.tsx';

export function ArticleActions({ title, shareUrl }: { title: string; shareUrl: string }) {
  return (
    <div className="flex items-center gap-0.5" data-testid="article-actions">
      <button
        type="button"
        data-testid="like-button"
        aria-pressed={false}
        aria-label={`Like: ${title}`}
        onClick={() => toast({ ...LIKE_SIGN_IN_TOAST, key: 'sign-in-required' })}
        className={actionButton}
      >
        <HeartIcon className="h-5 w-5" />
      </button>
      <button
        type="button"
        data-testid="save-button"
        aria-pressed={false}
        aria-label={`Save: ${title}`}
        onClick={() => toast({ ...SAVE_SIGN_IN_TOAST, key: 'sign-in-required' })}
        className={actionButton}
      >
        <BookmarkIcon className="h-5 w-5" />
      </button>
      <ShareMenu title={title} url={shareUrl} />
    </div>
  );
}
