import { BarController, BarElement, CategoryScale, Chart, LinearScale, type Plugin, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what a horizontal bar chart needs (decision 0020): the rest of Chart.js stays out.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** The brand's teal (brand-600) and the lines' grey, as the canvas needs them: plain colours. */
const BAR = '#0f8a7e';
const GRID = '#e2e8f0';
const TEXT = '#475569';
/** Each bar's figure, written just past its end (ink, as the page's text). */
const VALUE_TEXT = '#0f172a';
/** Room between a bar's end and its figure, in px. */
const VALUE_GAP = 6;
/** A label's lines: this many characters each, at most two (the table under the chart has the whole name). */
const LABEL_LINE_CHARACTERS = 16;
/** Below this width the Taka axis has no room for its figures; the table under the chart has them. */
const AXIS_FIGURES_MIN_WIDTH = 480;

/**
 * A bar's name on at most two lines, broken between words; what is left over ends in "…". A long
 * name cut to one line said too little ("Ratargul Swamp Fo…"), and on a phone pushed the
 * chart's left edge past the canvas.
 */
export function labelLines(label: string, width = LABEL_LINE_CHARACTERS): string[] {
  const cut = (text: string) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  // Whatever does not fit the first line goes on the second, cut short if it is still too long.
  return lines.length <= 2 ? lines.map(cut) : [cut(lines[0]!), cut(lines.slice(1).join(' '))];
}

/** Writes each bar's amount just past its end, so the chart reads without the table under it. */
export function barValues(
  values: number[],
  formatValue: (value: number) => string,
  font: string,
): Plugin<'bar'> {
  return {
    id: 'barValues',
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      ctx.save();
      ctx.font = font;
      ctx.fillStyle = VALUE_TEXT;
      ctx.textBaseline = 'middle';
      chart.getDatasetMeta(0).data.forEach((bar, i) => {
        const { x, y } = bar.getProps(['x', 'y'], true) as { x: number; y: number };
        ctx.fillText(formatValue(values[i] ?? 0), x + VALUE_GAP, y);
      });
      ctx.restore();
    },
  };
}

export type BarChartProps = {
  labels: string[];
  values: number[];
  /** How a value is written on the axis and in the tooltip (Taka, in the active language). */
  formatValue: (value: number) => string;
};

/**
 * Horizontal bars, one per label, each with its amount written at its end, drawn on a canvas that
 * screen readers skip: the figures beside it, in a table, are the chart's text. Loaded lazily,
 * only on the admin's dashboard.
 */
export default function BarChart({ labels, values, formatValue }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const font = { family: getComputedStyle(canvas.current).fontFamily, size: 12 };
    const valueFont = `600 12px ${font.family}`;
    const axisFigures = (width: number) => width >= AXIS_FIGURES_MIN_WIDTH;
    // The widest figure sets the room kept right of the longest bar, so no figure is cut off.
    const measure = canvas.current.getContext('2d');
    if (measure) measure.font = valueFont;
    const widest = Math.max(
      ...values.map(
        (value) => measure?.measureText(formatValue(value)).width ?? 8 * formatValue(value).length,
      ),
    );
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
        layout: { padding: { right: Math.ceil(widest) + VALUE_GAP * 2 } },
        onResize: (chart, size) => {
          const x = chart.options.scales?.x;
          // Unlabelled grid lines say nothing: they go with the axis's figures.
          if (x?.ticks) x.ticks.display = axisFigures(size.width);
          if (x?.grid) x.grid.display = axisFigures(size.width);
        },
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => formatValue(item.parsed.x ?? 0) } },
        },
        scales: {
          x: {
            beginAtZero: true,
            grid: { color: GRID, display: axisFigures(canvas.current.parentElement?.clientWidth ?? 0) },
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
                return labelLines(this.getLabelForValue(Number(value)));
              },
            },
          },
        },
      },
      plugins: [barValues(values, formatValue, valueFont)],
    });
    return () => chart.destroy();
  }, [labels, values, formatValue]);

  return (
    <div aria-hidden="true" className="relative w-full" style={{ height: 32 + labels.length * 36 }}>
      <canvas ref={canvas} />
    </div>
  );
}
