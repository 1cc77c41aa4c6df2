import type { SummaryRow } from '@sudoku-lab/harness';
import * as parts from 'chart.js';
import { Chart, type ChartConfiguration } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { Answers } from '../compare.js';
import { lookOf } from '../looks.js';
import { formatMs } from '../words.js';

// Only the parts the two charts draw with, each named, so that the bundle leaves the rest of chart.js out.
Chart.register(
  parts.BarController,
  parts.BarElement,
  parts.CategoryScale,
  parts.Legend,
  parts.LinearScale,
  parts.LineController,
  parts.LineElement,
  parts.LogarithmicScale,
  parts.PointElement,
  parts.Tooltip,
);

/**
 * A chart.js chart on a canvas, described for screen readers by `label`: made once, handed the new data
 * on every render.
 */
function ChartCanvas<T extends 'line' | 'bar'>({
  config,
  label,
}: {
  config: ChartConfiguration<T>;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<T> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart is made once; the effect below keeps its data current
  useEffect(() => {
    chart.current = new Chart(canvas.current!, config);
    return () => chart.current?.destroy();
  }, []);
  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    current.data = config.data;
    current.update('none');
  });
  return (
    <div className="chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

interface Series {
  readonly id: string;
  readonly name: string;
}

/** Milliseconds per puzzle, one line per strategy, on a log scale (the strategies differ by orders). */
export function TimeChart({
  series,
  puzzleNames,
  answers,
}: {
  series: readonly Series[];
  puzzleNames: readonly string[];
  /** By puzzle, then by strategy in the order of `series`. */
  answers: Answers;
}) {
  const config: ChartConfiguration<'line'> = {
    type: 'line',
    data: {
      labels: puzzleNames.map((_, k) => String(k + 1)),
      datasets: series.map((strategy, index) => {
        const look = lookOf(strategy.id);
        const times = puzzleNames.map((_, p) => {
          const outcome = answers[p]?.[index];
          return outcome === undefined ? null : Math.max(outcome.timeMs, 1e-6);
        });
        return {
          label: strategy.name,
          data: times,
          borderColor: look.color,
          backgroundColor: look.color,
          pointStyle: look.point,
          pointRadius: 4,
          borderDash: [...look.dash],
          borderWidth: 2,
          spanGaps: false,
        };
      }),
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      plugins: {
        legend: { labels: { usePointStyle: true } },
        tooltip: {
          callbacks: {
            title: (items) => puzzleNames[items[0]?.dataIndex ?? 0] ?? '',
            label: (item) => `${item.dataset.label}: ${formatMs(item.parsed.y ?? 0)}`,
          },
        },
      },
      scales: {
        x: { title: { display: true, text: 'puzzle' } },
        y: {
          type: 'logarithmic',
          title: { display: true, text: 'time per puzzle, ms (log scale)' },
        },
      },
    },
  };
  return (
    <ChartCanvas
      config={config}
      label="Time per puzzle for each strategy, log scale; the table below gives the figures."
    />
  );
}

/** Puzzles per second, a bar per strategy, named on the axis. */
export function RateChart({
  series,
  summaries,
}: {
  series: readonly Series[];
  summaries: readonly SummaryRow[];
}) {
  const config: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels: series.map((strategy) => strategy.name),
      datasets: [
        {
          label: 'puzzles per second',
          data: series.map(
            (strategy) => summaries.find((row) => row.strategy === strategy.id)?.puzzlesPerSecond ?? 0,
          ),
          backgroundColor: series.map((strategy) => lookOf(strategy.id).color),
        },
      ],
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      plugins: { legend: { display: false } },
      scales: {
        y: { type: 'logarithmic', title: { display: true, text: 'puzzles per second (log scale)' } },
      },
    },
  };
  return (
    <ChartCanvas
      config={config}
      label="Puzzles per second for each strategy; the table below gives the figures."
    />
  );
}
