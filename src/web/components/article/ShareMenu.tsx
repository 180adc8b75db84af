/**
 * The share button and its menu (public-site §2): X, LinkedIn, Facebook, WhatsApp, email and Copy link. A disclosure
 * (button + list of links), not an ARIA menu: every item is an ordinary link or button, reached with Tab; Escape or a
 * click elsewhere closes it and focus goes back to the button. A share that happened (the link copied, a network's
 * link followed) is reported to the server for the back office's figures (lib/shareReport.ts); nothing else is.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { COPY_CONFIRMATION_MS, COPY_FAILURE_TOAST, COPY_SUCCESS_TOAST, shareTargets, type ShareNetwork } from '../../../domain/share.ts';
import { copyText } from '../../lib/share.ts';
import { reportShare } from '../../lib/shareReport.ts';
import { toast } from '../../lib/toast.ts';
import { focusRing } from '../../lib/ui.ts';
import { CheckIcon, FacebookIcon, LinkedInIcon, LinkIcon, MailSendIcon, ShareIcon, WhatsAppIcon, XLogoIcon } from './articleIcons.tsx';

const NETWORK_ICONS: Record<ShareNetwork, typeof LinkIcon> = {
  x: XLogoIcon,
  linkedin: LinkedInIcon,
  facebook: FacebookIcon,
  whatsapp: WhatsAppIcon,
  email: MailSendIcon,
};

export const actionButton = `inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 motion-safe:transition-colors dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white ${focusRing}`;

const itemClass = `flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm font-medium text-zinc-800 hover:bg-zinc-100 dark:text-zinc-100 dark:hover:bg-zinc-800 ${focusRing} focus-visible:ring-offset-0`;

/** `articleId` is the story whose shares are reported; `url` is its page (absolute); `title` names it for screen readers and share texts. */
export function ShareMenu({ articleId, title, url }: { articleId: string; title: string; url: string }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelId = useId();

  useEffect(() => () => void (copiedTimer.current && clearTimeout(copiedTimer.current)), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Only this menu: the detail dialog (if any) must not also close.
      e.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onFocus = (e: FocusEvent) => {
      const target = e.target as HTMLElement;
      if (!rootRef.current?.contains(target) && !('clipboardScratch' in target.dataset)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  const copy = async () => {
    const ok = await copyText(url);
    if (!ok) {
      toast({
        ...COPY_FAILURE_TOAST,
        variant: 'destructive',
        key: 'share-copy',
      });
      return;
    }
    toast({ ...COPY_SUCCESS_TOAST, variant: 'success', key: 'share-copy' });
    reportShare(articleId, 'copy');
    setCopied(true);
    if (copiedTimer.current) clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        data-testid="share-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`Share: ${title}`}
        onClick={() => setOpen((o) => !o)}
        className={`${actionButton} ${open ? 'bg-zinc-100 text-zinc-950 dark:bg-zinc-800 dark:text-white' : ''}`}
      >
        {/* An icon, as like and save beside it (the name is the label). Not the word where the card is wide: that took
            a container query per card, and a query container's contents are styled again during its layout (issue 9:
            without the twenty on home, a phone's style and layout there take 12-30 % less). */}
        <ShareIcon className="h-5 w-5" />
      </button>
      {/* Rendered only while open: two dozen cards should not each ship a hidden menu. */}
      {open ? (
        <div
          id={panelId}
          data-testid="share-menu"
          className="absolute right-0 bottom-full z-30 mb-2 w-60 rounded-xl border border-zinc-200 bg-white p-1.5 shadow-lg shadow-zinc-950/10 dark:border-zinc-700 dark:bg-zinc-900 dark:shadow-black/40"
        >
          <p className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">Share this article</p>
          <ul>
            {shareTargets({ title, url }).map((t) => {
              const Icon = NETWORK_ICONS[t.network];
              return (
                <li key={t.network}>
                  <a
                    href={t.href}
                    data-testid={`share-${t.network}`}
                    {...(t.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                    onClick={() => {
                      reportShare(articleId, t.network);
                      setOpen(false);
                    }}
                    // A middle click opens the network in a new tab: a share too.
                    onAuxClick={(e) => {
                      if (e.button === 1) reportShare(articleId, t.network);
                    }}
                    className={itemClass}
                  >
                    <Icon className="h-5 w-5 text-zinc-600 dark:text-zinc-400" />
                    {t.label}
                    {t.network === 'email' ? null : <span className="sr-only"> (opens in a new tab)</span>}
                  </a>
                </li>
              );
            })}
            <li className="mt-1 border-t border-zinc-200 pt-1 dark:border-zinc-700">
              <button type="button" data-testid="share-copy" onClick={() => void copy()} className={itemClass}>
                {copied ? (
                  <CheckIcon className="h-5 w-5 text-emerald-700 dark:text-emerald-400" />
                ) : (
                  <LinkIcon className="h-5 w-5 text-zinc-600 dark:text-zinc-400" />
                )}
                <span aria-live="polite">{copied ? 'Copied' : 'Copy link'}</span>
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
