/**
 * /admin/audit-log (issue 11 item 11): every admin and moderator action, newest first, filterable by action, actor,
 * target and dates (all in the URL), with what changed.
 */
import { Form, Link } from 'react-router';
import type { Route } from './+types/auditLog';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, auditLogQuerySchema, type AuditLogQuery } from '../../../domain/auditLog.ts';
import { requireStaff } from '../../lib/staffGuard.ts';
import { buttonPrimary, buttonSecondary, focusRing, textLink } from '../../lib/ui.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Audit Log · Admin Panel' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = requireStaff(context, request, { admin: true });
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = auditLogQuerySchema.safeParse(params);
  if (!parsed.success) return { log: null, query: params as Partial<Record<keyof AuditLogQuery, string>>, error: parsed.error.issues.map((i) => i.message).join('; ') };
  return { log: await staff.auditLog(parsed.data), query: params as Partial<Record<keyof AuditLogQuery, string>>, error: null };
}

/** The subjects of the actions (`article` of `article.approve`): each filters all of its actions. */
const AUDIT_SUBJECTS = [...new Set(AUDIT_ACTIONS.map((a) => a.split('.')[0] ?? a))];

const field = `h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900 ${focusRing}`;

/** A short readable list of what changed: "status: draft → published". */
function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? (v.length > 80 ? `${v.slice(0, 80)}…` : v) : JSON.stringify(v));
  return keys.map((k) => (after && k in after ? (before && k in before ? `${k}: ${show(before[k])} → ${show(after[k])}` : `${k}: ${show(after[k])}`) : `${k} was ${show(before?.[k])}`));
}

export default function AuditLogScreen({ loaderData }: Route.ComponentProps) {
  const { log, query, error } = loaderData;
  const page = log?.page ?? 1;
  const totalPages = log ? Math.max(1, Math.ceil(log.totalCount / AUDIT_PAGE_SIZE)) : 1;
  const pageLink = (p: number) => {
    const params = new URLSearchParams(Object.entries(query).filter(([k, v]) => k !== 'page' && v) as [string, string][]);
    if (p > 1) params.set('page', String(p));
    const qs = params.toString();
    return `/admin/audit-log${qs ? `?${qs}` : ''}`;
  };
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">Audit Log</h1>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">Who did what in the back office, to what, and when.</p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900">
        <label className="flex flex-col gap-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">
          Action
          <select name="action" defaultValue={query.action ?? ''} className={field}>
            <option value="">All actions</option>
            {AUDIT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                All {subject.replace('_', ' ')} actions
              </option>
            ))}
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">
          Actor (email)
          <input name="actor" defaultValue={query.actor ?? ''} className={field} placeholder="asha@" />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">
          Target id
          <input name="targetId" defaultValue={query.targetId ?? ''} className={`${field} w-72 max-w-full font-mono`} />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">
          From
          <input type="date" name="from" defaultValue={query.from ?? ''} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-zinc-700 dark:text-zinc-300">
          To
          <input type="date" name="to" defaultValue={query.to ?? ''} className={field} />
        </label>
        <button type="submit" className={`${buttonPrimary} h-9 px-4 text-sm`}>
          Filter
        </button>
        <Link to="/admin/audit-log" className={`${buttonSecondary} h-9 px-4 text-sm`}>
          Clear
        </Link>
      </Form>
      {error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200">
          {error}
        </p>
      ) : null}
      {log ? (
        <>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {log.totalCount.toLocaleString('en-IN')} {log.totalCount === 1 ? 'action' : 'actions'}
          </p>
          <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <thead className="sticky top-0 bg-zinc-100 text-xs text-zinc-700 uppercase dark:bg-zinc-800 dark:text-zinc-300">
                <tr>
                  <th scope="col" className="px-3 py-2">When</th>
                  <th scope="col" className="px-3 py-2">Who</th>
                  <th scope="col" className="px-3 py-2">Action</th>
                  <th scope="col" className="px-3 py-2">Target</th>
                  <th scope="col" className="px-3 py-2">Change</th>
                  <th scope="col" className="px-3 py-2">Address</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
                {log.events.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="px-3 py-8 text-left sm:text-center text-zinc-700 dark:text-zinc-300">
                      No actions match these filters.
                    </td>
                  </tr>
                ) : (
                  log.events.map((e) => (
                    <tr key={e.id} className="align-top">
                      <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                        <time dateTime={e.at}>{new Date(e.at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })}</time>
                      </td>
                      <td className="px-3 py-2">
                        {e.actor.email ?? 'deleted account'}
                        {e.actor.role ? <span className="block text-xs text-zinc-600 capitalize dark:text-zinc-400">{e.actor.role}</span> : null}
                      </td>
                      <td className="px-3 py-2 font-mono text-xs">{e.action}</td>
                      <td className="px-3 py-2">
                        {e.target.label ?? e.target.id ?? e.target.type}
                        {e.target.id ? (
                          <Link to={`/admin/audit-log?targetId=${encodeURIComponent(e.target.id)}`} className={`${textLink} block text-xs`}>
                            History of this {e.target.type.replace('_', ' ')}
                          </Link>
                        ) : null}
                      </td>
                      <td className="px-3 py-2">
                        <ul className="flex flex-col gap-0.5 text-xs text-zinc-800 dark:text-zinc-200">
                          {changes(e.before, e.after).map((c) => (
                            <li key={c} className="break-words">
                              {c}
                            </li>
                          ))}
                        </ul>
                      </td>
                      <td className="px-3 py-2 font-mono text-xs">{e.address ?? '—'}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          {totalPages > 1 ? (
            <nav aria-label="Audit log pages" className="flex items-center gap-3 text-sm">
              {page > 1 ? (
                <Link to={pageLink(page - 1)} className={textLink}>
                  Newer
                </Link>
              ) : null}
              <span>
                Page {page} of {totalPages}
              </span>
              {page < totalPages ? (
                <Link to={pageLink(page + 1)} className={textLink}>
                  Older
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
