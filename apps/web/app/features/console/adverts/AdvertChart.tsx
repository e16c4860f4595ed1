import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/**
 * The report's chart: views and clicks per day, drawn by uPlot (a small canvas chart library from npm). Loaded only
 * by the report screen, after it has rendered (a dynamic import in routes/console/advert-report.tsx), so that neither
 * the public site nor the console's other pages carry it. The canvas is hidden from assistive technology: the table
 * beside it holds the same figures and is the chart's text alternative. Days are drawn at noon UTC of their date, so
 * that the axis reads the same date in any time zone.
 */
const DAY = 86_400;
/** Counts are whole numbers: ticks 1, 2, 5, 10 … apart. */
const WHOLE = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 1_000_000];
/** Both scales start at 0 (and reach at least 1, so that an empty range still draws its axes). */
const fromZero = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, Math.max(1, max)];

export default function AdvertChart({ days, labels }: { days: readonly { day: string; views: number; clicks: number }[]; labels: { views: string; clicks: string } }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = days.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000);
    const width = () => Math.max(280, element.clientWidth);
    const chart = new uPlot(
      {
        width: width(),
        height: 260,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
        scales: { x: { time: true }, y: { range: fromZero }, clicks: { range: fromZero } },
        axes: [
          // One tick a day (or every few days on a long range), written as the date.
          { incrs: [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY], values: (_u, splits) => splits.map((s) => new Date(s * 1000).toISOString().slice(5, 10)) },
          { label: labels.views, incrs: WHOLE },
          { side: 1, scale: "clicks", grid: { show: false }, label: labels.clicks, incrs: WHOLE },
        ],
        series: [
          {},
          { label: labels.views, stroke: "#1f4f8f", width: 2, fill: "rgba(31, 79, 143, 0.08)" },
          { label: labels.clicks, stroke: "#a4001a", width: 2, dash: [6, 4], scale: "clicks" },
        ],
        legend: { live: false },
      },
      [xs, days.map((d) => d.views), days.map((d) => d.clicks)],
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize({ width: width(), height: 260 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, labels]);
  return <div ref={box} className="advert-chart__canvas" aria-hidden="true" data-testid="advert-chart-canvas" />;
}
