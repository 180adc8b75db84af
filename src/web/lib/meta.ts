/** Page <title> and description meta tags. */
import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Creator Economy India';
export const DEFAULT_DESCRIPTION =
  "Independent, India-focused news on the creator economy and influencer marketing: brand partnerships, platform updates, industry research and regulation, with every story linked to its original publisher.";

/** Title and description (plus Open Graph twins) for a page; `title` is used as is when it already names the site. */
export function pageMeta(title: string, description: string = DEFAULT_DESCRIPTION, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const full = title.includes(SITE_NAME) ? title : `${title} — ${SITE_NAME}`;
  return [
    { title: full },
    { name: 'description', content: description },
    { property: 'og:title', content: full },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    ...extra,
  ];
}
