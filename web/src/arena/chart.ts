// The win-rate chart: per player a dot at its win rate and a whisker over its 95% interval,
// on a 0..100% axis. The SVG is drawn at its box's own width (one unit a CSS pixel), so its
// text keeps the page's size from a phone to a desktop.
import { h, s } from "../dom.js";
import { clauses } from "../i18n.js";
import type { Schemas } from "../types.js";
import { levelName, percent, tr } from "./text.js";

type ArenaView = Schemas["ArenaView"];

const ROW = 54; // a player's band: its label, then its whisker
const TOP = 6;
const AXIS = 30; // the tick labels under the rows
const SIDE = 14; // room for the labels of 0% and 100% past the axis' ends
const TICKS = [0, 0.25, 0.5, 0.75, 1];
const MIN_WIDTH = 300;
const MAX_WIDTH = 760;

export interface WinRateChart {
  element: HTMLElement;
  update(view: ArenaView): void;
  dispose(): void;
}

export function playerName(index: number): string {
  return tr("player", { n: index + 1 });
}

/** The chart's summary for screen readers (its aria-label). */
export function chartSummary(view: ArenaView): string {
  const players = view.players.map((_, index) => {
    const result = view.results[String(index)];
    if (result === undefined || result.win_rate === null) {
      return `${playerName(index)} ${tr("chartNoMatch")}`;
    }
    const [lo = 0, hi = 1] = result.ci95;
    return tr("chartPlayer", { name: playerName(index), rate: percent(result.win_rate, 1),
      lo: percent(lo, 1), hi: percent(hi, 1) });
  });
  return tr("chartSummary", { done: view.done, players: clauses(players) });
}

export function winRateChart(): WinRateChart {
  const host = h("div", { class: "arena-chart" });
  const legend = h("p", { class: "arena-legend", "aria-hidden": "true" });
  const element = h("figure", { class: "arena-figure" },
    h("figcaption", {}, tr("winRates")), host, legend);
  let last: ArenaView | undefined;
  let drawnWidth = 0;
  const draw = () => {
    if (last === undefined) return;
    drawnWidth = chartWidth(host);
    host.replaceChildren(svgOf(last, drawnWidth));
    const even = percent(1 / Math.max(1, last.players.length), 1);
    legend.replaceChildren(
      h("span", {}, h("span", { class: "arena-key-whisker" }), tr("legendInterval")),
      h("span", {}, h("span", { class: "arena-key-even" }), tr("fairShare", { rate: even })));
  };
  // Redrawn when its box changes width (a rotated phone, a resized window).
  const resized = new ResizeObserver(() => {
    if (chartWidth(host) !== drawnWidth) draw();
  });
  resized.observe(host);
  return {
    element,
    update(view) {
      last = view;
      draw();
    },
    dispose() {
      resized.disconnect();
    },
  };
}

function chartWidth(host: HTMLElement): number {
  const width = Math.round(host.clientWidth);
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width === 0 ? MAX_WIDTH : width));
}

function svgOf(view: ArenaView, width: number): SVGSVGElement {
  const left = SIDE;
  const right = width - SIDE - 8;
  const x = (share: number) => left + Math.min(1, Math.max(0, share)) * (right - left);
  const rowsBottom = TOP + ROW * view.players.length;
  const height = rowsBottom + AXIS;
  const svg = s("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "img",
    "aria-label": chartSummary(view), "data-testid": "arena-chart", class: "arena-svg" });
  const grid = s("g", { class: "arena-grid", "aria-hidden": "true" });
  for (const tick of TICKS) {
    grid.append(s("line", { x1: x(tick), x2: x(tick), y1: TOP, y2: rowsBottom }),
      s("text", { x: x(tick), y: rowsBottom + 20, "text-anchor": "middle",
        class: "arena-tick" }, percent(tick)));
  }
  svg.append(grid);
  // With n players, an even match gives each a 1/n share: the line to compare with.
  const even = 1 / Math.max(1, view.players.length);
  svg.append(s("line", { class: "arena-even", x1: x(even), x2: x(even), y1: TOP,
    y2: rowsBottom, "aria-hidden": "true" }, s("title", {}, tr("fairShare",
    { rate: percent(even, 1) }))));
  view.players.forEach((player, index) => {
    const result = view.results[String(index)];
    const top = TOP + index * ROW;
    const band = s("g", { "aria-hidden": "true" });
    const [lo = 0, hi = 1] = result?.ci95 ?? [];
    const rate = result?.win_rate ?? null;
    band.append(s("text", { x: left, y: top + 19, class: "arena-label" },
      s("tspan", { class: "arena-name" }, playerName(index)), ` · ${levelName(player.level)}`),
    s("text", { x: right, y: top + 19, "text-anchor": "end", class: "arena-value" },
      rate === null ? "—" : s("tspan", {}, s("tspan", { class: "arena-rate" },
        percent(rate, 1)), ` [${percent(lo)}–${percent(hi)}]`)));
    svg.append(band, mark(index, rate, lo, hi, x, top + 38));
  });
  return svg;
}

function mark(index: number, rate: number | null, lo: number, hi: number,
  x: (share: number) => number, y: number): SVGGElement {
  const group = s("g", { class: `arena-mark arena-p${index % 6}`, "data-testid": "arena-mark",
    "data-player": index, "data-lo": lo, "data-hi": hi,
    "data-win-rate": rate === null ? undefined : rate, "data-pending": rate === null,
    "aria-hidden": "true" },
  s("line", { class: "arena-whisker", x1: x(lo), x2: x(hi), y1: y, y2: y }),
  s("line", { class: "arena-cap", x1: x(lo), x2: x(lo), y1: y - 7, y2: y + 7 }),
  s("line", { class: "arena-cap", x1: x(hi), x2: x(hi), y1: y - 7, y2: y + 7 }));
  if (rate !== null) {
    group.append(s("circle", { class: "arena-dot", cx: x(rate), cy: y, r: 7 }));
  }
  return group;
}
