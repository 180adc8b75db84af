/**
 * Pieces of the account forms (password reset, change password, delete account), in the look of the /auth forms:
 * a labelled field with its hint and error tied to it (aria-describedby), a form-wide alert and a success notice,
 * and field errors from the same zod schemas the server uses.
 */
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import { focusRing } from '../../lib/ui.ts';

export const inputClass = `mt-1.5 block min-h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base text-zinc-950 placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-950 dark:text-white ${focusRing}`;

export type FieldErrors<K extends string> = Partial<Record<K | 'form', string>>;

/** The first message per field of a zod failure (a form-wide one under `form`); empty when the values pass. */
export function fieldErrors<K extends string>(schema: ZodType, values: unknown): FieldErrors<K> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors as FieldErrors<K>;
}

export function Field(props: { id: string; name: string; label: string; type?: 'text' | 'email' | 'password'; autoComplete: string; error?: string | undefined; hint?: string }) {
  const describedBy = [props.error ? `${props.id}-error` : null, props.hint ? `${props.id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium text-zinc-900 dark:text-zinc-100">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      {props.hint ? (
        <p id={`${props.id}-hint`} className="mt-1.5 text-xs text-zinc-600 dark:text-zinc-400">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} data-testid={`field-error-${props.name}`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** A refusal of the whole form, announced to screen readers. */
export function FormAlert({ message, testId = 'form-error' }: { message: string | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <p role="alert" data-testid={testId} className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900">
      {message}
    </p>
  );
}

/** A success or neutral outcome, announced politely. */
export function FormNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div role="status" data-testid={testId} className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950 ring-1 ring-emerald-200 ring-inset dark:bg-emerald-950/50 dark:text-emerald-50 dark:ring-emerald-900">
      {children}
    </div>
  );
}

/** The hint under every new-password field: sign-up's rules in plain words. */
export const NEW_PASSWORD_HINT = 'At least 8 characters, with lower- and upper-case letters and a number.';
