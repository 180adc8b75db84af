/** Sharing an article (public-site §2 article card, §4, §8): where the share menu sends readers, and its messages. */

/** The copy-link button says "Copied" this long (public-site §4). */
export const COPY_CONFIRMATION_MS = 2000;

export const COPY_SUCCESS_TOAST = { title: 'Link copied!', description: 'Article link copied to clipboard' } as const;
export const COPY_FAILURE_TOAST = { title: 'Failed to copy', description: 'Could not copy link to clipboard.' } as const;

/** Like and bookmark need an account (public-site §5); these are the spec's own words for a signed-out reader. */
export const LIKE_SIGN_IN_TOAST = { title: 'Login Required', description: 'Please log in to like articles.' } as const;
export const SAVE_SIGN_IN_TOAST = { title: 'Sign in required', description: 'Please sign in to bookmark articles' } as const;

export type ShareNetwork = 'x' | 'linkedin' | 'facebook' | 'whatsapp' | 'email';

/** One share destination. */
export interface ShareTarget {
  network: ShareNetwork;
  label: string;
  href: string;
}

/**
 * The share destinations for an article at `url` (our page, absolute): X, LinkedIn, Facebook, WhatsApp and email.
 * Only the public intent URLs of each network; nothing is loaded from them until the reader clicks.
 */
export function shareTargets({ title, url }: { title: string; url: string }): ShareTarget[] {
  const t = encodeURIComponent(title);
  const u = encodeURIComponent(url);
  return [
    { network: 'x', label: 'X (Twitter)', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { network: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: 'email', label: 'Email', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}` },
  ];
}
