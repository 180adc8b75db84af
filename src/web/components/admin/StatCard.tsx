/** One figure on an admin screen: a label, the value, and an optional line under it. */
export function StatCard({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <div className="rounded-lg border border-zinc-200 bg-white px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900">
      <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className="mt-0.5 text-2xl font-bold text-zinc-950 tabular-nums dark:text-white">{typeof value === 'number' ? value.toLocaleString('en-IN') : value}</dd>
      {note ? <dd className="text-xs text-zinc-600 dark:text-zinc-400">{note}</dd> : null}
    </div>
  );
}
