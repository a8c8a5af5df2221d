import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../src/format/dates';
import { formatMoney } from '../../src/format/money';
import type { ChartDay } from './chart-data';
import type { ReasonType } from './finance-api';
import { useColorScheme } from '../../src/controls/color-scheme';
import { resolvedColor } from '../../src/controls/colors';

// Only the parts a stacked bar chart needs (chart.js is tree-shaken to them).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Sale green, return orange, tax grey: the antd palette's own tones. */
const BAR_COLORS = { sale: '#52c41a', return: '#fa8c16', tax: '#8c8c8c' } as const;

/** Stacked daily bars of the chosen kinds on a canvas (a `role="img"` with a summary; the table beside it has the figures). */
export function DailyBars({ days, types, label }: { days: ChartDay[]; types: readonly ReasonType[]; label: string }) {
  const { t, i18n } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar'>>(undefined);
  const scheme = useColorScheme();

  useEffect(() => {
    if (!canvas.current) return;
    chart.current = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: [], datasets: [] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { stacked: true, grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
          // Whole tenge only: fractional steps would print as the same rounded label again and again.
          y: { stacked: true, beginAtZero: true, ticks: { precision: 0, callback: (v) => formatMoney(Number(v)) } },
        },
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12, boxHeight: 12 } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatMoney(Number(item.raw))}` } },
        },
      },
    });
    return () => chart.current?.destroy();
  }, []);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    c.data.labels = days.map((d) => dayjs(d.date).format('D MMM'));
    c.data.datasets = types.map((type) => ({
      label: t(`transactions.reasonTypes.${type}`),
      data: days.map((d) => d[type]),
      backgroundColor: BAR_COLORS[type],
      stack: 'money',
      maxBarThickness: 28,
    }));
    c.update();
  }, [days, types, t, i18n.language]);

  // Labels and grid lines in the page's colours (light or dark): a canvas cannot follow CSS.
  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    const text = resolvedColor('textSecondary');
    const grid = resolvedColor('border');
    c.options.color = text;
    for (const scale of Object.values(c.options.scales ?? {})) {
      if (!scale) continue;
      if (scale.ticks) scale.ticks.color = text;
      if (scale.grid) scale.grid.color = grid;
      if (scale.border) scale.border.color = grid;
    }
    c.update();
  }, [scheme]);

  return <canvas ref={canvas} role="img" aria-label={label} />;
}
