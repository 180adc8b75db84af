/** The site's own pages linked from the header (the desktop bar and the phone menu). */
export const PAGE_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/mission', label: 'Mission' },
  { to: '/contact', label: 'Contact' },
] as const;
