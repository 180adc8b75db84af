/**
 * Where to go after signing in (`/auth?next=/admin/content/review`): only a path on this site. Anything else (another
 * origin, `//evil.example`, `/\evil.example`, a scheme) is an open redirect and becomes the home page.
 */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || value.length > 512) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters (a browser drops tabs and newlines, turning `/\t/evil` into `//evil`) and backslashes.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return '/';
  return value;
}
