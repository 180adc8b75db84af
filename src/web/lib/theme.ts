/** Light / dark / system theme: stored in localStorage, applied as the `dark` class on <html> before first paint. */
import { useCallback, useSyncExternalStore } from 'react';

export const THEME_STORAGE_KEY = 'cei-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** Browser-bar colours matching the page background of each theme. */
export const THEME_COLOURS = { light: '#ffffff', dark: '#09090b' } as const;

declare global {
  interface Window {
    __ceiApplyTheme?: () => void;
  }
}

/**
 * Inline <head> script: applies the stored theme before paint (no flash), follows the OS setting while
 * "system" is chosen, and follows changes made in other tabs. Exposes window.__ceiApplyTheme for the app.
 */
export const themeInitScript = `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)},d=document.documentElement,m=window.matchMedia('(prefers-color-scheme: dark)');function a(){var t=null;try{t=localStorage.getItem(k)}catch(e){}if(t!=='light'&&t!=='dark')t='system';var dk=t==='dark'||(t==='system'&&m.matches);d.classList.toggle('dark',dk);d.style.colorScheme=dk?'dark':'light';var mc=document.querySelector('meta[name="theme-color"]');if(mc)mc.setAttribute('content',dk?${JSON.stringify(THEME_COLOURS.dark)}:${JSON.stringify(THEME_COLOURS.light)})}a();window.__ceiApplyTheme=a;if(m.addEventListener)m.addEventListener('change',a);else if(m.addListener)m.addListener(a);window.addEventListener('storage',function(e){if(e.key===k)a()})}catch(e){}})();`;

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The stored theme preference; 'system' when none or unreadable. */
export function readStoredTheme(): Theme {
  try {
    const v = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(v) ? v : 'system';
  } catch {
    return 'system';
  }
}

const listeners = new Set<() => void>();

function applyTheme(theme: Theme): void {
  if (window.__ceiApplyTheme) {
    window.__ceiApplyTheme();
    return;
  }
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Stores the preference, applies it at once and notifies every theme switch on the page. */
export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or storage disabled: still apply for this page view.
  }
  applyTheme(theme);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === THEME_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current theme preference and a setter; renders 'system' on the server and during hydration. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, readStoredTheme, () => 'system' as const);
  const set = useCallback((t: Theme) => setTheme(t), []);
  return [theme, set];
}
