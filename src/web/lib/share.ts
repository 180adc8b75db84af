/** Sharing a link: the device share sheet when there is one, else the clipboard (public-site §2, §8 toasts). */
import { toast } from './toast.ts';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Copies text with the async clipboard API, or the old selection trick where that API is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection trick
  }
  const previous = document.activeElement as HTMLElement | null;
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.dataset.clipboardScratch = '';
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  } finally {
    // Selecting the scratch text area moved focus; give it back to the control that asked for the copy.
    previous?.focus({ preventScroll: true });
  }
}

/** Opens the share sheet with a title and URL; without one, copies the URL and says so in a toast. */
export async function shareLink({ title, url, copiedDescription }: { title: string; url: string; copiedDescription: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (err) {
      // The reader closed the sheet: nothing to report.
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      // Share refused (e.g. no user gesture): fall back to copying.
    }
  }
  if (await copyText(url)) {
    toast({ key: 'share', title: 'Link copied!', description: copiedDescription, variant: 'success' });
    return 'copied';
  }
  toast({ key: 'share', title: 'Failed to copy', description: 'Could not copy link to clipboard.', variant: 'destructive' });
  return 'failed';
}
