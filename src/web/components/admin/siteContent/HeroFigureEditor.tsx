/**
 * One home-page headline figure in the Site Content editor (issue 11 item 10): its fields, the server's messages next
 * to the field each is about, Save (only the fields that changed are sent), and a live preview drawn by the home page's
 * own component, so what the editor sees is what readers will see.
 */
import { useId, useState, type ReactNode } from 'react';
import { heroFigureFields, type HeroFigure, type HeroFigureFields } from '../../../../domain/siteContent.ts';
import { toast } from '../../../lib/toast.ts';
import { buttonPrimary, buttonSecondary, focusRing } from '../../../lib/ui.ts';
import { IndustryFigure } from '../../home/HeroFigures.tsx';
import { AdminRequestError, adminRequest } from '../adminRequest.ts';

type Field = keyof HeroFigureFields;
/** The form's values: text as typed (numbers too, so a half-typed year is not lost), the switch as a boolean. */
type FormValues = { [K in Exclude<Field, 'isActive'>]: string } & { isActive: boolean };

const inputClass = `block w-full rounded-md border bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400 ${focusRing}`;
const disabledLook = 'disabled:cursor-not-allowed disabled:opacity-60';
const border = (bad: boolean) => (bad ? 'border-red-600 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-600');

function formOf(f: HeroFigure): FormValues {
  const v = heroFigureFields(f);
  return { ...v, sourceYear: String(v.sourceYear), sortOrder: String(v.sortOrder), sourceUrl: v.sourceUrl ?? '' };
}

/** A whole number as a number; anything else as typed, for the server to explain. */
const numberOrText = (s: string): number | string => (/^\s*-?\d+\s*$/.test(s) ? Number(s) : s);

/** The fields that differ from the saved figure, in the API's vocabulary. */
export function changedFields(saved: HeroFigure, form: FormValues): Partial<Record<Field, unknown>> {
  const before = formOf(saved);
  const patch: Partial<Record<Field, unknown>> = {};
  for (const key of Object.keys(form) as Field[]) {
    if (form[key] === before[key]) continue;
    patch[key] = key === 'sourceYear' || key === 'sortOrder' ? numberOrText(form[key]) : form[key];
  }
  return patch;
}

/** The figure as the home page would show it with the form's values. */
function previewOf(saved: HeroFigure, form: FormValues): HeroFigure {
  const year = Number(form.sourceYear);
  return {
    ...saved,
    value: form.value.trim() || '—',
    label: form.label.trim(),
    source: { publisher: form.sourcePublisher.trim(), title: form.sourceTitle.trim(), year: Number.isInteger(year) ? year : saved.source.year, url: form.sourceUrl.trim() || null },
    asOf: form.asOf,
    isActive: form.isActive,
  };
}

const FIELD_LABELS: Readonly<Record<Field, string>> = {
  value: 'Value',
  label: 'Label',
  sourcePublisher: 'Publisher',
  sourceTitle: 'Report title',
  sourceYear: 'Report year',
  sourceUrl: 'Source link',
  asOf: 'As-of date',
  sortOrder: 'Order',
  isActive: 'Shown on the home page',
};

export function HeroFigureEditor({ figure, onSaved }: { figure: HeroFigure; onSaved: (f: HeroFigure) => void }) {
  const uid = useId();
  const [saved, setSaved] = useState(figure);
  const [form, setForm] = useState<FormValues>(() => formOf(figure));
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string[]>>>({});
  const [busy, setBusy] = useState(false);
  const patch = changedFields(saved, form);
  const dirty = Object.keys(patch).length > 0;
  const id = (f: Field | 'form') => `${uid}-${f}`;
  const set = <K extends Field>(key: K, value: FormValues[K]) => setForm((prev) => ({ ...prev, [key]: value }));

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const { figure: next } = await adminRequest<{ figure: HeroFigure }>('PATCH', `/api/admin/site-content/hero-figures/${encodeURIComponent(saved.key)}`, patch);
      setSaved(next);
      setForm(formOf(next));
      onSaved(next);
      toast({ title: 'Figure saved', description: `“${next.value}” is now on the home page.`, variant: 'success' });
    } catch (err) {
      if (err instanceof AdminRequestError && err.details.length > 0) {
        const byField: Partial<Record<Field | 'form', string[]>> = {};
        for (const d of err.details) {
          const key = (d.field in FIELD_LABELS ? d.field : 'form') as Field | 'form';
          (byField[key] ??= []).push(d.message);
        }
        setErrors(byField);
        toast({ title: 'Not saved', description: 'Please correct the highlighted fields.', variant: 'destructive' });
      } else {
        setErrors({ form: [err instanceof Error ? err.message : 'Could not save the figure.'] });
        toast({ title: 'Not saved', description: err instanceof Error ? err.message : 'Please try again.', variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  const text = (key: Exclude<Field, 'isActive'>, opts: { type?: string; inputMode?: 'url' | 'numeric'; placeholder?: string; hint?: ReactNode; className?: string } = {}) => {
    const bad = (errors[key]?.length ?? 0) > 0;
    const described = [opts.hint ? `${id(key)}-hint` : null, bad ? `${id(key)}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className={opts.className ?? ''}>
        <label htmlFor={id(key)} className="mb-1 block text-sm font-medium text-zinc-900 dark:text-zinc-100">
          {FIELD_LABELS[key]}
        </label>
        <input
          id={id(key)}
          data-field={key}
          type={opts.type ?? 'text'}
          inputMode={opts.inputMode}
          className={`${inputClass} ${border(bad)}`}
          value={form[key]}
          onChange={(e) => set(key, e.currentTarget.value)}
          placeholder={opts.placeholder}
          aria-invalid={bad || undefined}
          aria-describedby={described}
          autoComplete="off"
        />
        {opts.hint ? (
          <p id={`${id(key)}-hint`} className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
            {opts.hint}
          </p>
        ) : null}
        {bad ? (
          <p id={`${id(key)}-error`} className="mt-1 text-xs font-medium text-red-700 dark:text-red-300" data-testid="field-error">
            {errors[key]!.join(' ')}
          </p>
        ) : null}
      </div>
    );
  };

  const headingId = `${uid}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid="hero-figure-editor" data-figure-key={saved.key} className="rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-zinc-950 dark:text-white">
          {saved.label || saved.key}
        </h2>
        <span
          className={`rounded px-1.5 py-0.5 text-xs font-semibold ${saved.isActive ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100' : 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100'}`}
        >
          {saved.isActive ? 'Shown' : 'Hidden'}
        </span>
      </div>
      <p className="mt-0.5 font-mono text-xs text-zinc-600 dark:text-zinc-400">
        {saved.key} · last saved{' '}
        {new Date(saved.updatedAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })}
      </p>
      <div className="mt-4 grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form
          className="grid grid-cols-1 gap-3 sm:grid-cols-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (dirty && !busy) void save();
          }}
        >
          {text('value', { placeholder: '₹3,375 crore', hint: 'As the source words it.' })}
          {text('label', { placeholder: 'influencer marketing market in 2026' })}
          {text('sourcePublisher')}
          {text('sourceTitle')}
          {text('sourceYear', { inputMode: 'numeric' })}
          {text('asOf', { type: 'date', hint: 'The date the figure describes; not in the future.' })}
          {text('sourceUrl', { type: 'url', inputMode: 'url', placeholder: 'https://…', hint: 'Optional; http or https.', className: 'sm:col-span-2' })}
          {text('sortOrder', { inputMode: 'numeric', hint: 'Lower comes first.' })}
          <div className="flex items-center gap-2 self-center pt-4">
            <input
              id={id('isActive')}
              data-field="isActive"
              type="checkbox"
              className={`h-5 w-5 rounded border-zinc-400 accent-brand-700 dark:accent-brand-400 ${focusRing}`}
              checked={form.isActive}
              onChange={(e) => set('isActive', e.currentTarget.checked)}
              aria-describedby={errors.isActive ? `${id('isActive')}-error` : undefined}
            />
            <label htmlFor={id('isActive')} className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
              {FIELD_LABELS.isActive}
            </label>
            {errors.isActive ? (
              <p id={`${id('isActive')}-error`} className="text-xs font-medium text-red-700 dark:text-red-300">
                {errors.isActive.join(' ')}
              </p>
            ) : null}
          </div>
          {errors.form ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 sm:col-span-2 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100">
              {errors.form.join(' ')}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
            <button type="submit" className={`${buttonPrimary} ${disabledLook}`} disabled={!dirty || busy} aria-busy={busy || undefined}>
              {busy ? 'Saving…' : 'Save'}
            </button>
            <button
              type="button"
              className={`${buttonSecondary} ${disabledLook}`}
              disabled={!dirty || busy}
              onClick={() => {
                setForm(formOf(saved));
                setErrors({});
              }}
            >
              Discard changes
            </button>
            <p className="text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
              {dirty ? `Unsaved: ${Object.keys(patch).map((k) => FIELD_LABELS[k as Field]).join(', ')}` : 'No changes'}
            </p>
          </div>
        </form>
        <div>
          <p className="mb-2 text-xs font-semibold tracking-[0.08em] text-zinc-600 uppercase dark:text-zinc-400" id={`${uid}-preview`}>
            Preview on the home page
          </p>
          <div aria-labelledby={`${uid}-preview`} role="group" className="rounded-2xl border border-zinc-200 bg-white/85 p-5 dark:border-zinc-800 dark:bg-zinc-900/80" data-testid="hero-figure-preview">
            <ul className={form.isActive ? '' : 'opacity-60'}>
              <IndustryFigure figure={previewOf(saved, form)} />
            </ul>
            {form.isActive ? null : <p className="mt-2 text-xs font-medium text-zinc-700 dark:text-zinc-300">Hidden: readers do not see this figure.</p>}
          </div>
        </div>
      </div>
    </section>
  );
}
