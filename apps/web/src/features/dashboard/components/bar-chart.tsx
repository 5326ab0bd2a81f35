import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what a horizontal bar chart needs (decision 0020): the rest of Chart.js stays out.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** The brand's teal (brand-600) and the lines' grey, as the canvas needs them: plain colours. */
const BAR = '#0f8a7e';
const GRID = '#e2e8f0';
const TEXT = '#475569';
const LABEL_CHARACTERS = 18;
/** Below this width the Taka axis has no room for its figures; the table under the chart has them. */
const AXIS_FIGURES_MIN_WIDTH = 480;

export type BarChartProps = {
  labels: string[];
  values: number[];
  /** How a value is written on the axis and in the tooltip (Taka, in the active language). */
  formatValue: (value: number) => string;
};

/**
 * Horizontal bars, one per label, drawn on a canvas that screen readers skip: the figures beside
 * it, in a table, are the chart's text. Loaded lazily, only on the admin's dashboard.
 */
export default function BarChart({ labels, values, formatValue }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const font = { family: getComputedStyle(canvas.current).fontFamily, size: 12 };
    const axisFigures = (width: number) => width >= AXIS_FIGURES_MIN_WIDTH;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: [{ data: values, backgroundColor: BAR, borderRadius: 4, maxBarThickness: 26 }],
      },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        onResize: (chart, size) => {
          const ticks = chart.options.scales?.x?.ticks;
          if (ticks) ticks.display = axisFigures(size.width);
        },
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => formatValue(item.parsed.x ?? 0) } },
        },
        scales: {
          x: {
            beginAtZero: true,
            grid: { color: GRID },
            ticks: {
              display: axisFigures(canvas.current.parentElement?.clientWidth ?? 0),
              color: TEXT,
              font,
              maxTicksLimit: 4,
              callback: (value) => formatValue(Number(value)),
            },
          },
          y: {
            grid: { display: false },
            ticks: {
              color: TEXT,
              font,
              autoSkip: false,
              callback(value) {
                const label = this.getLabelForValue(Number(value));
                return label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1)}…` : label;
              },
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, values, formatValue]);

  return (
    <div aria-hidden="true" className="relative w-full" style={{ height: 32 + labels.length * 36 }}>
      <canvas ref={canvas} />
    </div>
  );
}
