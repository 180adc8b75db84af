/**
 * Recording shares (public-site §7 track_article_share; admin-content "Analytics page", Social Shares): the channels
 * the article share menu offers (web/components/article/ShareMenu.tsx), the body the browser sends to
 * POST /api/articles/{id}/share, its limits, and the per-channel list the analytics answer. Shared by the server,
 * which validates the body, and the browser, which builds it.
 *
 * A share is recorded only after it happened (the link was copied, a network's link was clicked) and only as a count
 * per UTC day, story and channel: never who shared, from where or when within the day.
 */
import { z } from 'zod';
import { defineSchema } from './defineSchema.ts';
import type { ShareNetwork } from './share.ts';

/**
 * Where a story was shared: the networks of the share menu (domain/share.ts shareTargets) and the copy-link button,
 * in the menu's order. The menu has no device share sheet, so there is no "native" channel to count.
 */
export const SHARE_CHANNELS = ['x', 'linkedin', 'facebook', 'whatsapp', 'email', 'copy'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

// A network added to the menu must be added here too, or its shares would be refused: this fails to compile then.
type MissingNetwork = Exclude<ShareNetwork, ShareChannel>;
const everyNetworkIsAChannel: [MissingNetwork] extends [never] ? true : never = true;
void everyNetworkIsAChannel;

/** The screen's names of the channels. */
export const SHARE_CHANNEL_LABELS: Record<ShareChannel, string> = {
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  email: 'Email',
  copy: 'Copied link',
};

/** Share reports accepted per client address … */
export const SHARE_RATE_LIMIT = 30;
/** … per sliding window of this length (a reader shares a few stories a minute at most; an office shares one address). */
export const SHARE_RATE_WINDOW_MS = 60_000;
/** Largest body accepted: `{"channel":"whatsapp"}` is 22 bytes. */
export const SHARE_MAX_BODY_BYTES = 256;

/** Body of POST /api/articles/{id}/share. */
export const articleShareInputSchema = defineSchema(() =>
  z.object({
    channel: z.enum(SHARE_CHANNELS, { error: `channel must be one of ${SHARE_CHANNELS.join(', ')}` }),
  }),
);
export type ArticleShareInput = z.infer<typeof articleShareInputSchema>;

/** Where the browser reports a share of article `id`. */
export function articleSharePath(id: string): string {
  return `/api/articles/${encodeURIComponent(id)}/share`;
}

/** Shares per channel: every channel once (none shared: 0), most shared first, ties in the menu's order. */
export function sharesByChannel(rows: readonly { channel: string; shares: number }[]): { channel: ShareChannel; shares: number }[] {
  const counts = new Map<ShareChannel, number>(SHARE_CHANNELS.map((c) => [c, 0]));
  for (const r of rows) {
    // A channel no longer offered keeps its rows in the table but has no place in the answer's type.
    if (counts.has(r.channel as ShareChannel)) counts.set(r.channel as ShareChannel, (counts.get(r.channel as ShareChannel) ?? 0) + r.shares);
  }
  return SHARE_CHANNELS.map((channel) => ({ channel, shares: counts.get(channel) ?? 0 })).sort(
    (a, b) => b.shares - a.shares || SHARE_CHANNELS.indexOf(a.channel) - SHARE_CHANNELS.indexOf(b.channel),
  );
}
