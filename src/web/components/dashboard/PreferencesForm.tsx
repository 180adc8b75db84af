/**
 * The reader's preferences on the dashboard (public-site §2 User dashboard, §3 user_preferences): followed topics,
 * regions of the feed, language and notification toggles. Checked with the server's own schema before it is sent
 * (PUT /api/me/preferences); the spec's toasts on success and failure.
 */
import { useState, type FormEvent } from 'react';
import { CATEGORIES } from '../../../domain/categories.ts';
import { LANGUAGE_NAMES, PREFERENCE_LANGUAGES, PREFERENCE_REGIONS, preferencesSchema, type PreferenceRegion, type ReaderPreferences } from '../../../domain/readerPreferences.ts';
import { toast } from '../../lib/toast.ts';
import { buttonPrimary, focusRing } from '../../lib/ui.ts';

const REGION_LABELS: Record<PreferenceRegion, string> = { indian: 'Indian stories', global: 'Global stories' };

/**
 * Only toggles that do something today. The stored emailNotifications and weeklyDigest preferences wait for the
 * newsletter and digest mail (the mail-and-money issue); offering them now would promise mail nobody sends.
 */
const TOGGLES: { key: 'notifyBreaking' | 'notifyFollowed'; label: string; hint: string }[] = [
  { key: 'notifyBreaking', label: 'Breaking stories', hint: 'A notification when a breaking story is published.' },
  { key: 'notifyFollowed', label: 'New stories in my topics', hint: 'A notification for each new story in the topics you follow (every topic if you follow none).' },
];

const box = `h-5 w-5 shrink-0 rounded border-zinc-400 text-brand-700 accent-brand-700 dark:border-zinc-600 ${focusRing}`;
const legend = 'text-base font-semibold text-zinc-950 dark:text-white';

export function PreferencesForm({ initial }: { initial: ReaderPreferences }) {
  const [prefs, setPrefs] = useState<ReaderPreferences>(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const toggleIn = <T extends string>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((v) => v !== value));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = preferencesSchema.safeParse(prefs);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check your choices.');
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const res = await fetch('/api/me/preferences', { method: 'PUT', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(parsed.data) });
      if (!res.ok) throw new Error(String(res.status));
      setPrefs(((await res.json()) as { preferences: ReaderPreferences }).preferences);
      toast({ title: 'Preferences updated successfully', variant: 'success', key: 'preferences' });
    } catch {
      toast({ title: 'Failed to update preferences', description: 'Please try again.', variant: 'destructive', key: 'preferences' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="preferences-form" className="flex flex-col gap-8">
      <fieldset>
        <legend className={legend}>Topics you follow</legend>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Your For You list puts these first. Choose none to follow every topic.</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {CATEGORIES.map((c) => (
            <label key={c.slug} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-zinc-200 px-3 py-2 text-sm text-zinc-900 hover:bg-zinc-50 dark:border-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-800/60">
              <input
                type="checkbox"
                name="categories"
                value={c.slug}
                className={box}
                checked={prefs.categories.includes(c.slug)}
                onChange={(e) => setPrefs({ ...prefs, categories: toggleIn(prefs.categories, c.slug, e.target.checked) })}
              />
              {c.name}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legend}>Regions</legend>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Which stories your feed shows. Choose at least one.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {PREFERENCE_REGIONS.map((r) => (
            <label key={r} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-zinc-200 px-3 py-2 text-sm text-zinc-900 hover:bg-zinc-50 dark:border-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-800/60">
              <input
                type="checkbox"
                name="regions"
                value={r}
                className={box}
                checked={prefs.regions.includes(r)}
                onChange={(e) => setPrefs({ ...prefs, regions: toggleIn(prefs.regions, r, e.target.checked) })}
              />
              {REGION_LABELS[r]}
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor="pref-language" className={legend}>
          Language
        </label>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Every source we follow publishes in English today.</p>
        <select
          id="pref-language"
          value={prefs.language}
          onChange={(e) => setPrefs({ ...prefs, language: e.target.value as ReaderPreferences['language'] })}
          className={`mt-3 block min-h-11 w-full max-w-xs rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 ${focusRing}`}
        >
          {PREFERENCE_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>

      <fieldset>
        <legend className={legend}>Notifications</legend>
        <div className="mt-3 flex flex-col gap-2">
          {TOGGLES.map((t) => (
            <label key={t.key} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-1 py-2">
              <input type="checkbox" className={`${box} mt-0.5`} checked={prefs[t.key]} onChange={(e) => setPrefs({ ...prefs, [t.key]: e.target.checked })} />
              <span>
                <span className="block text-sm font-medium text-zinc-900 dark:text-zinc-100">{t.label}</span>
                <span className="block text-sm text-zinc-600 dark:text-zinc-400">{t.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className={buttonPrimary} disabled={saving} data-testid="save-preferences">
          {saving ? 'Saving…' : 'Save preferences'}
        </button>
      </div>
    </form>
  );
}
