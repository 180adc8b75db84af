/** Light / Dark / System segmented control; persists to localStorage and applies at once. */
import { THEMES, useTheme, type Theme } from '../lib/theme.ts';
import { MonitorIcon, MoonIcon, SunIcon } from './icons.tsx';

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** `compact` shows icons only (header); otherwise icons with text labels (mobile menu). */
export function ThemeSwitch({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const [theme, setTheme] = useTheme();
  return (
    <div
      role="group"
      aria-label="Colour theme"
      data-testid="theme-switch"
      className={`inline-flex items-center rounded-full border border-zinc-200 bg-zinc-100/80 p-0.5 dark:border-zinc-800 dark:bg-zinc-900 ${className}`}
    >
      {THEMES.map((t) => {
        const Ico = ICONS[t];
        const active = theme === t;
        return (
          <button
            key={t}
            type="button"
            aria-pressed={active}
            aria-label={`${LABELS[t]} theme`}
            title={`${LABELS[t]} theme`}
            data-theme-option={t}
            onClick={() => setTheme(t)}
            className={`inline-flex items-center justify-center gap-1.5 rounded-full text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none motion-safe:transition-colors dark:focus-visible:ring-brand-400 ${
              compact ? 'h-9 w-9' : 'h-11 flex-1 px-4'
            } ${
              active
                ? 'bg-white text-zinc-950 shadow-sm dark:bg-zinc-700 dark:text-white'
                : 'text-zinc-600 hover:text-zinc-950 dark:text-zinc-400 dark:hover:text-white'
            }`}
          >
            <Ico className="h-[1.125rem] w-[1.125rem]" />
            {compact ? null : <span>{LABELS[t]}</span>}
          </button>
        );
      })}
    </div>
  );
}
