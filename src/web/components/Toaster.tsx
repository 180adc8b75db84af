/** Renders the open toasts (lib/toast.ts) bottom-right, 356 px wide with a 14 px gap (public-site §9), in a polite live region. */
import { dismissToast, useToasts, type Toast } from '../lib/toast.ts';
import { focusRing } from '../lib/ui.ts';
import { CloseIcon } from './icons.tsx';

const VARIANT_CLASSES: Record<Toast['variant'], string> = {
  default: 'border-zinc-200 bg-white text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-50',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50',
  destructive: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
};

export function Toaster() {
  const toasts = useToasts();
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed right-0 bottom-0 z-[60] flex w-full flex-col gap-[14px] p-4 sm:max-w-[388px]"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
          data-variant={t.variant}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg shadow-zinc-950/10 sm:w-[356px] ${VARIANT_CLASSES[t.variant]}`}
        >
          <div className="min-w-0 flex-1">
            <p data-testid="toast-title" className="text-sm font-semibold">
              {t.title}
            </p>
            {t.description ? (
              <p data-testid="toast-description" className="mt-1 text-sm opacity-90">
                {t.description}
              </p>
            ) : null}
            {t.action ? (
              <button
                type="button"
                onClick={() => {
                  t.action?.onClick();
                  dismissToast(t.id);
                }}
                className={`mt-2 inline-flex min-h-9 items-center rounded-md border border-current/30 px-3 text-sm font-semibold ${focusRing}`}
              >
                {t.action.label}
              </button>
            ) : null}
          </div>
          <button
            type="button"
            aria-label="Close notification"
            onClick={() => dismissToast(t.id)}
            className={`-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md opacity-70 hover:opacity-100 ${focusRing}`}
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        </div>
      ))}
    </section>
  );
}
