/**
 * Like, save and share for one article. Liking and saving need an account (public-site §5): a signed-out reader gets
 * the spec's sign-in message with a link to /auth; a signed-in reader toggles them at once (lib/readerMarks.ts),
 * and the buttons say their state (aria-pressed).
 */
import { useNavigate } from 'react-router';
import { LIKE_SIGN_IN_TOAST, SAVE_SIGN_IN_TOAST } from '../../../domain/share.ts';
import { toggleLike, toggleSave, useReaderMarks } from '../../lib/readerMarks.ts';
import { useViewer } from '../../lib/site.ts';
import { toast } from '../../lib/toast.ts';
import { BookmarkIcon, HeartIcon } from './articleIcons.tsx';
import { actionButton, ShareMenu } from './ShareMenu.tsx';

export function ArticleActions({ articleId, title, shareUrl }: { articleId: string; title: string; shareUrl: string }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const { liked, saved, likes } = useReaderMarks(articleId, viewer !== null);
  const askToSignIn = (message: { title: string; description: string }) =>
    toast({ ...message, key: 'sign-in-required', action: { label: 'Sign In', onClick: () => void navigate('/auth') } });
  // Pressed (liked, saved): the brand colour; a variant, so it wins over the button's own text colour.
  const on = 'aria-pressed:text-brand-700 dark:aria-pressed:text-brand-400';
  return (
    <div className="flex items-center gap-0.5" data-testid="article-actions">
      <button
        type="button"
        data-testid="like-button"
        aria-pressed={liked}
        aria-label={`Like: ${title}`}
        onClick={() => (viewer ? void toggleLike(articleId) : askToSignIn(LIKE_SIGN_IN_TOAST))}
        className={`${actionButton} ${on}`}
      >
        <HeartIcon className="h-5 w-5" filled={liked} />
        {likes !== undefined && likes > 0 ? <span className="ml-1 text-xs font-semibold tabular-nums">{likes}</span> : null}
      </button>
      <button
        type="button"
        data-testid="save-button"
        aria-pressed={saved}
        aria-label={`Save: ${title}`}
        onClick={() => (viewer ? void toggleSave(articleId) : askToSignIn(SAVE_SIGN_IN_TOAST))}
        className={`${actionButton} ${on}`}
      >
        <BookmarkIcon className="h-5 w-5" filled={saved} />
      </button>
      <ShareMenu articleId={articleId} title={title} url={shareUrl} />
    </div>
  );
}
