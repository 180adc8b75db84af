/**
 * A daily chart of the analytics screen (recharts; imported by the admin route only, so public pages never load it):
 * labelled axes with units, a legend, colours legible on both themes' surfaces, and the same figures as a table for
 * screen readers and for anyone who prefers numbers. The chart draws after hydration (it measures its box); the table
 * is in the server's HTML.
 */
import { useEffect, useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Mid-tone colours that keep 3:1 against white and zinc-900 (the chart's line and bar colours). */
export const CHART_COLOURS = ['#0284c7', '#d97706', '#059669', '#7c3aed', '#e11d48', '#64748b'] as const;

export interface ChartSeries<K extends string> {
  key: K;
  label: string;
  colour: string;
}

type Row<K extends string> = { day: string } & Record<K, number>;

const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const number = (v: number) => v.toLocaleString('en-IN');

export function SeriesChart<K extends string>({
  title,
  description,
  data,
  series,
  yLabel,
  kind = 'line',
  format = number,
}: {
  title: string;
  description: string;
  data: Row<K>[];
  series: ChartSeries<K>[];
  /** The value axis's label with its unit, e.g. "Page views per day". */
  yLabel: string;
  kind?: 'line' | 'bar';
  format?: (v: number) => string;
}) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  const id = useId();
  const totals = series.map((s) => `${s.label} ${format(data.reduce((n, d) => n + (d[s.key] ?? 0), 0))}`).join(', ');
  const axis = { fill: 'currentColor', fontSize: 12 };
  const Chart = kind === 'bar' ? BarChart : LineChart;
  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
      <figcaption>
        <h3 id={`${id}-title`} className="text-sm font-semibold text-zinc-950 dark:text-white">
          {title}
        </h3>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {description} Total over the range: {totals}.
        </p>
      </figcaption>
      <div className="mt-3 h-64 text-zinc-600 dark:text-zinc-400" aria-hidden="true" data-testid="chart">
        {drawn ? (
          <ResponsiveContainer width="100%" height="100%">
            {/* No keyboard layer: the drawing is hidden from assistive technology (the sentence above and the table
                below carry the figures), so nothing inside it may take focus. */}
            <Chart data={data} margin={{ top: 8, right: 8, bottom: 24, left: 8 }} accessibilityLayer={false}>
              <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
              <XAxis dataKey="day" tickFormatter={shortDay} tick={axis} stroke="currentColor" minTickGap={16} label={{ value: 'Day (UTC)', position: 'insideBottom', offset: -16, fill: 'currentColor', fontSize: 12 }} />
              <YAxis allowDecimals={false} tickFormatter={format} tick={axis} stroke="currentColor" width={56} label={{ value: yLabel, angle: -90, position: 'insideLeft', offset: 0, fill: 'currentColor', fontSize: 12, style: { textAnchor: 'middle' } }} />
              <Tooltip
                labelFormatter={(d) => shortDay(String(d))}
                formatter={(v) => format(Number(v))}
                contentStyle={{ background: 'var(--tooltip-bg, #18181b)', border: 'none', borderRadius: 6, color: '#fafafa', fontSize: 12 }}
                labelStyle={{ color: '#fafafa' }}
              />
              <Legend verticalAlign="top" height={28} wrapperStyle={{ fontSize: 12 }} />
              {series.map((s) =>
                kind === 'bar' ? (
                  <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.colour} isAnimationActive={false} />
                ) : (
                  <Line key={s.key} dataKey={s.key} name={s.label} stroke={s.colour} strokeWidth={2} dot={false} type="linear" isAnimationActive={false} />
                ),
              )}
            </Chart>
          </ResponsiveContainer>
        ) : null}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-xs font-medium text-zinc-700 dark:text-zinc-300">Show the figures as a table</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left text-xs tabular-nums">
            <caption className="sr-only">{title}, per day (UTC)</caption>
            <thead className="sticky top-0 bg-white text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Day
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-3 font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.day} className="border-t border-zinc-100 dark:border-zinc-800">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {d.day}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pr-3">
                      {format(d[s.key] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
