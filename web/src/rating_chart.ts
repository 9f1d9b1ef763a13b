// A player's rating history in a game as a chart: one point per rated match (its rating
// after the match), oldest on the left, joined by a line; a hollow point is a match that did
// not count (a provisional opponent). Drawn by hand in SVG, as the arena's chart is, at its
// box's own width (one unit a CSS pixel), so its text keeps the page's size from a phone to
// a desktop. Screen readers get its title and a summary of its numbers; the history table
// beside it has every one.
import { h, s } from "./dom.js";
import { formatNumber, lang, t } from "./i18n.js";
import type { Schemas } from "./types.js";

export type HistoryEntry = Schemas["RatingHistoryEntry"];

const HEIGHT = 200;
const TOP = 14;
const BOTTOM = 26; // the match numbers under the plot
const LEFT = 48; // the rating labels left of the plot
const RIGHT = 14;
const MIN_WIDTH = 280;
const MAX_WIDTH = 760;
const TICKS = 4; // rating labels, lowest to highest

export interface RatingChart {
  element: HTMLElement;
  dispose(): void;
}

/** A signed rating change: "+23", "-5", "0", in the page's language. */
export function signed(change: number): string {
  return new Intl.NumberFormat(lang(), { signDisplay: "exceptZero", useGrouping: false })
    .format(change);
}

/** The chart of `entries` (newest first, as the API lists them), titled `title`; `key`
 * makes its ids unique on the page. */
export function ratingChart(entries: HistoryEntry[], title: string, key: string): RatingChart {
  const oldestFirst = [...entries].reverse();
  const host = h("div", { class: "rating-chart" });
  const element = h("figure", { class: "rating-figure" },
    h("figcaption", { id: `${key}-title` }, title), host,
    h("p", { class: "rating-chart-note" }, t("ratingChartNote")));
  let drawnWidth = 0;
  const draw = () => {
    drawnWidth = chartWidth(host);
    host.replaceChildren(svgOf(oldestFirst, drawnWidth, title, key));
  };
  draw();
  // Redrawn when its box changes width (a rotated phone, a resized window).
  const resized = new ResizeObserver(() => {
    if (chartWidth(host) !== drawnWidth) draw();
  });
  resized.observe(host);
  return { element, dispose: () => resized.disconnect() };
}

function chartWidth(host: HTMLElement): number {
  const width = Math.round(host.clientWidth);
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width === 0 ? MAX_WIDTH : width));
}

/** The chart's summary for screen readers (its description). */
export function chartSummary(oldestFirst: HistoryEntry[]): string {
  const ratings = oldestFirst.map((entry) => entry.rating_after);
  const first = oldestFirst[0];
  const last = oldestFirst[oldestFirst.length - 1];
  if (first === undefined || last === undefined) return t("historyEmpty");
  return t("ratingChartSummary", { count: formatNumber(oldestFirst.length),
    first: formatNumber(first.rating_before), last: formatNumber(last.rating_after),
    min: formatNumber(Math.min(...ratings)), max: formatNumber(Math.max(...ratings)) });
}

function svgOf(oldestFirst: HistoryEntry[], width: number, title: string,
  key: string): SVGSVGElement {
  const ratings = oldestFirst.map((entry) => entry.rating_after);
  let low = Math.min(...ratings);
  let high = Math.max(...ratings);
  if (high - low < 20) { // a flat line sits in the middle of a band of 40 points
    low = Math.floor((low + high) / 2) - 20;
    high = low + 40;
  }
  const plotBottom = HEIGHT - BOTTOM;
  const right = width - RIGHT;
  const y = (rating: number) => plotBottom - (rating - low) / (high - low) * (plotBottom - TOP);
  const count = oldestFirst.length;
  const x = (index: number) => count === 1 ? (LEFT + right) / 2
    : LEFT + index * (right - LEFT) / (count - 1);
  const svg = s("svg", { viewBox: `0 0 ${width} ${HEIGHT}`, width, height: HEIGHT,
    role: "img", class: "rating-svg", "data-testid": "rating-chart",
    "aria-labelledby": `${key}-svg-title`, "aria-describedby": `${key}-svg-desc` },
  s("title", { id: `${key}-svg-title` }, title),
  s("desc", { id: `${key}-svg-desc` }, chartSummary(oldestFirst)));
  const grid = s("g", { class: "rating-grid", "aria-hidden": "true" });
  for (let tick = 0; tick < TICKS; tick += 1) {
    const rating = Math.round(low + (high - low) * tick / (TICKS - 1));
    grid.append(s("line", { x1: LEFT, x2: right, y1: y(rating), y2: y(rating) }),
      s("text", { x: LEFT - 6, y: y(rating) + 4, "text-anchor": "end", class: "rating-tick" },
        formatNumber(rating)));
  }
  // the first and last matches' numbers under the plot (1 is the oldest shown)
  const ends = count === 1 ? [0] : [0, count - 1];
  for (const index of ends) {
    grid.append(s("text", { x: x(index), y: HEIGHT - 8, "text-anchor": "middle",
      class: "rating-tick" }, formatNumber(index + 1)));
  }
  svg.append(grid);
  svg.append(s("polyline", { class: "rating-line", "aria-hidden": "true", points: oldestFirst
    .map((entry, index) => `${x(index).toFixed(1)},${y(entry.rating_after).toFixed(1)}`)
    .join(" ") }));
  const when = new Intl.DateTimeFormat(lang(), { dateStyle: "medium" });
  const points = s("g", { "aria-hidden": "true" });
  oldestFirst.forEach((entry, index) => {
    const change = entry.rating_after - entry.rating_before;
    points.append(s("circle", { class: entry.counted ? "rating-point" : "rating-point hollow",
      cx: x(index), cy: y(entry.rating_after), r: 4.5, "data-testid": "rating-point",
      "data-match": entry.match_id, "data-rating": entry.rating_after },
    s("title", {}, t("ratingPointTitle", { date: when.format(new Date(entry.at * 1000)),
      rating: formatNumber(entry.rating_after), change: signed(change) }))));
  });
  svg.append(points);
  return svg;
}
