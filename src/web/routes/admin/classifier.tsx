/**
 * /admin/system/classifier (issue 11 item 5): the model in use (version, when trained, on how many examples and
 * decisions, its figures), Retrain from the moderators' decisions (a new version replaces it only if not worse), and
 * the stored versions with their figures and a rollback.
 */
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/classifier';
import type { ClassifierPromoFigures, ClassifierSetFigures, ClassifierVersionFigures } from '../../../domain/contracts.ts';
import { adminRequest } from '../../components/admin/adminRequest.ts';
import { StatCard } from '../../components/admin/StatCard.tsx';
import { requireStaff } from '../../lib/staffGuard.ts';
import { toast } from '../../lib/toast.ts';
import { buttonPrimary, buttonSecondary, focusRing } from '../../lib/ui.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Classifier · Admin Panel' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff } = requireStaff(context, request, { admin: true });
  return { overview: await staff.classifier() };
}

const pct = (v: number | undefined) => (v === undefined ? '—' : `${(v * 100).toFixed(1)}%`);
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }) : '—');

function FiguresTable({ figures, label }: { figures: ClassifierVersionFigures; label: string }) {
  const rows: [string, ClassifierSetFigures | null | undefined, ClassifierSetFigures | null | undefined][] = [
    ['Held-out corpus', figures.candidate?.corpus, figures.baseline?.corpus],
    ['Held-out decisions', figures.candidate?.decisions, figures.baseline?.decisions],
  ];
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone.
    <div className={`overflow-x-auto rounded-sm ${focusRing}`} tabIndex={0} role="region" aria-label={label}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Figures of this version and of the model it was compared with</caption>
        <thead className="text-xs text-zinc-600 dark:text-zinc-400">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">Evaluation set</th>
            <th scope="col" className="py-1 pr-3 font-medium">Relevance F1</th>
            <th scope="col" className="py-1 pr-3 font-medium">Precision</th>
            <th scope="col" className="py-1 pr-3 font-medium">Recall</th>
            <th scope="col" className="py-1 pr-3 font-medium">Category accuracy</th>
            <th scope="col" className="py-1 font-medium">Compared with {figures.baseline?.version ?? '—'} (F1 / category)</th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map(([name, c, b]) => (
            <tr key={name} className="border-t border-zinc-200 dark:border-zinc-800">
              <th scope="row" className="py-1.5 pr-3 font-medium">
                {name}
                {c ? <span className="block text-xs font-normal text-zinc-600 dark:text-zinc-400">{c.examples} examples</span> : null}
              </th>
              <td className="py-1.5 pr-3">{pct(c?.relevanceF1)}</td>
              <td className="py-1.5 pr-3">{pct(c?.precision)}</td>
              <td className="py-1.5 pr-3">{pct(c?.recall)}</td>
              <td className="py-1.5 pr-3">{pct(c?.categoryAccuracy)}</td>
              <td className="py-1.5">{b ? `${pct(b.relevanceF1)} / ${pct(b.categoryAccuracy)}` : '—'}</td>
            </tr>
          ))}
          <PromoRow candidate={figures.candidate?.promo} baseline={figures.baseline?.promo} />
        </tbody>
      </table>
    </div>
  );
}

/** The sponsored / press-release flag: precision and recall on its calibration set; absent in older figures. */
function PromoRow({ candidate, baseline }: { candidate: ClassifierPromoFigures | null | undefined; baseline: ClassifierPromoFigures | null | undefined }) {
  if (candidate === undefined) return null;
  const flag = (f: ClassifierPromoFigures | null | undefined) => (f ? `${pct(f.precision ?? undefined)} / ${pct(f.recall)}` : 'no flag');
  return (
    <tr className="border-t border-zinc-200 dark:border-zinc-800">
      <th scope="row" className="py-1.5 pr-3 font-medium">
        Sponsored / press-release flag
        {candidate ? <span className="block text-xs font-normal text-zinc-600 dark:text-zinc-400">{candidate.items} examples</span> : null}
      </th>
      <td className="py-1.5 pr-3">—</td>
      <td className="py-1.5 pr-3">{candidate ? pct(candidate.precision ?? undefined) : '—'}</td>
      <td className="py-1.5 pr-3">{candidate ? pct(candidate.recall) : '—'}</td>
      <td className="py-1.5 pr-3">—</td>
      <td className="py-1.5">{flag(baseline)} (precision / recall)</td>
    </tr>
  );
}

export default function ClassifierScreen({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  const { inUse, versions, decisions } = overview;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [last, setLast] = useState<{ accepted: boolean; reason: string; version: string } | null>(null);

  const retrain = async () => {
    setBusy('retrain');
    try {
      const r = await adminRequest<{ accepted: boolean; reason: string; version: string }>('POST', '/api/admin/model/retrain');
      setLast(r);
      toast({ title: r.accepted ? 'New model in use' : 'Model kept', description: r.reason, variant: r.accepted ? 'success' : 'default' });
      revalidator.revalidate();
    } catch (err) {
      toast({ title: 'Retraining Failed', description: err instanceof Error ? err.message : 'Retraining failed - please try again', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  const activate = async (version: string | null) => {
    setBusy(version ?? 'shipped');
    try {
      const r = await adminRequest<{ version: string }>('POST', '/api/admin/model/activate', { version });
      toast({ title: 'Model changed', description: `${r.version} is now in use. Workers switch at their next run.`, variant: 'success' });
      revalidator.revalidate();
    } catch (err) {
      toast({ title: 'Could not change the model', description: err instanceof Error ? err.message : 'Please try again', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">Classifier</h1>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">Every approve, reject, hide and category change is a training label. A retrained model replaces the one in use only if it is not worse on any figure.</p>
        </div>
        <button type="button" className={buttonPrimary} onClick={() => void retrain()} disabled={busy !== null} aria-busy={busy === 'retrain' || undefined}>
          {busy === 'retrain' ? 'Retraining…' : 'Retrain from decisions'}
        </button>
      </div>

      {last ? (
        <p role="status" className={`rounded-md border px-3 py-2 text-sm ${last.accepted ? 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100' : 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100'}`}>
          <strong>{last.version}:</strong> {last.reason}
        </p>
      ) : null}

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Model in use" value={inUse.version} note={inUse.source === 'shipped' ? 'the model file shipped with the site' : 'trained here from decisions'} />
        <StatCard label="Trained" value={when(inUse.trainedAt)} />
        <StatCard label="Training examples" value={inUse.corpusExamples} note={`+ ${inUse.decisionExamples.toLocaleString('en-IN')} moderator decisions`} />
        <StatCard label="Decisions so far" value={decisions.articles} note={`${decisions.labels.toLocaleString('en-IN')} labels in all`} />
      </dl>

      {inUse.figures ? (
        <section aria-labelledby="in-use-figures" className="rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
          <h2 id="in-use-figures" className="mb-2 text-base font-semibold text-zinc-950 dark:text-white">
            Figures of the model in use
          </h2>
          <FiguresTable figures={inUse.figures} label="Figures of the model in use" />
        </section>
      ) : (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">The shipped model's figures are printed by <code className="font-mono">npm run evaluate</code>.</p>
      )}

      <section aria-labelledby="versions" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="versions" className="text-lg font-semibold text-zinc-950 dark:text-white">
            Versions
          </h2>
          {inUse.source === 'trained' ? (
            <button type="button" className={`${buttonSecondary} h-9 px-3 text-sm`} onClick={() => void activate(null)} disabled={busy !== null}>
              Go back to the shipped model
            </button>
          ) : null}
        </div>
        {versions.length === 0 ? (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">No retraining yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {versions.map((v) => (
              <li key={v.version} className="rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-mono text-sm font-semibold text-zinc-950 dark:text-white">{v.version}</p>
                  <div className="flex items-center gap-2">
                    <span
                      className={`rounded px-1.5 py-0.5 text-xs font-semibold ${v.status === 'active' ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100' : v.status === 'rejected' ? 'bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-100' : 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100'}`}
                    >
                      {v.status === 'active' ? 'In use' : v.status === 'rejected' ? 'Not used: worse' : 'Retired'}
                    </span>
                    {v.status === 'retired' && v.hasModel ? (
                      <button type="button" className={`${buttonSecondary} h-8 px-3 text-xs`} onClick={() => void activate(v.version)} disabled={busy !== null}>
                        Use this version
                      </button>
                    ) : null}
                  </div>
                </div>
                <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
                  Trained {when(v.trainedAt)} on {v.corpusExamples.toLocaleString('en-IN')} corpus examples and {v.decisionExamples.toLocaleString('en-IN')} decisions
                  {v.figures.reason ? ` · ${v.figures.reason}` : ''}
                </p>
                <div className="mt-2 overflow-x-auto">
                  <FiguresTable figures={v.figures} label={`Figures of ${v.version}`} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
