// Royal Turf's drawing material: the two layouts (phone and desktop), the track's geometry,
// and the die's symbols as SVG icons (one <symbol> each, drawn with <use>).
import { s } from "../../dom.js";
import type { DieSymbol } from "./words.js";

export interface Layout {
  width: number;
  pad: number;
  font: number;
  nameFont: number;
  small: number;
  dieSize: number;
  seatColumns: number;
  seatHeight: number;
  laneHeight: number;
  infoHeight: number;
  trackHeight: number;
  betsX: number;
  cardX: number;
  cardStep: number;
  token: number;
}

/** Phone: a narrow viewBox, so that its text stays readable once scaled down. */
export const NARROW: Layout = {
  width: 400, pad: 8, font: 13, nameFont: 12, small: 11, dieSize: 44, seatColumns: 2, seatHeight: 42,
  laneHeight: 62, infoHeight: 26, trackHeight: 32, betsX: 128, cardX: 236, cardStep: 40,
  token: 8.5,
};

export const WIDE: Layout = {
  width: 760, pad: 10, font: 15, nameFont: 15, small: 12, dieSize: 48, seatColumns: 6, seatHeight: 44,
  laneHeight: 62, infoHeight: 26, trackHeight: 32, betsX: 210, cardX: 480, cardStep: 68,
  token: 10,
};

export const NARROW_BELOW_PX = 620; // host width under which the phone layout is used

export const HORSE_COUNT = 7;
const START_SQUARES = 6; // squares 0, -1, …, -6
const FINISH_CELLS = 1.6; // the finish area past the line, in squares
export const PIECE_RADIUS = 13;

/** Where the track's squares are, for a track of `length` squares. */
export class Track {
  readonly x0: number;
  readonly cell: number;

  constructor(readonly layout: Layout, readonly length: number) {
    const squares = length + START_SQUARES + FINISH_CELLS;
    // Inset so that a horse on the first square, wider than it, stays inside its lane.
    const inset = Math.max(0, PIECE_RADIUS - (layout.width - 2 * layout.pad) / squares / 2);
    this.x0 = layout.pad + inset;
    this.cell = (layout.width - 2 * this.x0) / squares;
  }

  /** The left edge of square `position` (start squares are 0 to -6). */
  left(position: number): number {
    return this.x0 + (position + START_SQUARES) * this.cell;
  }

  /** The centre of a horse on `position`; past the line: the finish area. */
  centre(position: number): number {
    if (position >= this.length) return this.left(this.length) + (FINISH_CELLS * this.cell) / 2;
    return this.left(position) + this.cell / 2;
  }

  get lineX(): number {
    return this.left(this.length);
  }

  get end(): number {
    return this.layout.width - this.x0;
  }
}

export function headerHeight(layout: Layout, seats: number): number {
  const rows = Math.ceil(seats / Math.min(layout.seatColumns, seats));
  return layout.pad + layout.dieSize + 10 + rows * (layout.seatHeight + 6);
}

export function laneTop(layout: Layout, seats: number, horse: number): number {
  return headerHeight(layout, seats) + horse * layout.laneHeight;
}

export function boardHeight(layout: Layout, seats: number): number {
  return laneTop(layout, seats, HORSE_COUNT) + layout.pad;
}

const ICONS: Record<DieSymbol, () => SVGElement[]> = {
  // A horse's head, facing left.
  tete: () => [
    s("path", { d: "M-1 -9 L1 -6 L4 -8 L5 -3 Q8 2 7 9 L-1 9 Q-1 4 -3 3 L-7 4 Q-10 2 -8 -1 "
      + "L-3 -6 Z", fill: "currentColor" }),
    s("circle", { cx: -2.5, cy: -2.5, r: 1.1, class: "rt-icon-eye" })],
  // A horseshoe, opening downwards, with its nail holes.
  fer: () => [
    s("path", { d: "M-5.5 8 L-6.5 0 A6.5 6.5 0 0 1 6.5 0 L5.5 8", fill: "none",
      stroke: "currentColor", "stroke-width": 3.6, "stroke-linecap": "round" }),
    ...[-5.8, 0, 5.8].map((x) => s("circle", { cx: x, cy: x === 0 ? -6.4 : -1,
      r: 0.8, class: "rt-icon-eye" }))],
  // A riding helmet: its dome, peak and top button.
  bombe: () => [
    s("path", { d: "M-8 4 A8 8.5 0 0 1 8 4 Z", fill: "currentColor" }),
    s("path", { d: "M5 4 L10 5.5", stroke: "currentColor", "stroke-width": 2.4,
      "stroke-linecap": "round" }),
    s("circle", { cx: 0, cy: -5, r: 1.6, fill: "currentColor" })],
  // A saddle seen from the side: cantle, seat and pommel, its flap, a stirrup.
  selle: () => [
    s("path", { d: "M-9 -4 Q-9.5 -8.5 -7 -7.5 Q-5 -3 0 -3 Q4 -3 6 -6 Q8 -8 9 -6 Q9.5 -1 6 0.5 "
      + "L-6 0.5 Q-9 0 -9 -4 Z M-5 0 L5 0 Q5 5 3 5 L-3 5 Q-5 5 -5 0 Z", fill: "currentColor" }),
    s("path", { d: "M0 5 L0 7.5 M-2.2 9.2 L2.2 9.2 L1.2 7.2 L-1.2 7.2 Z", fill: "none",
      stroke: "currentColor", "stroke-width": 1.3, "stroke-linejoin": "round" })],
};

export function iconId(symbol: DieSymbol): string {
  return `rt-icon-${symbol}`;
}

/** The <defs> every board needs: the symbols' icons and the face-down token's hatching. */
export function definitions(): SVGDefsElement {
  return s("defs", {},
    ...Object.entries(ICONS).map(([symbol, draw]) => s("symbol", {
      id: `rt-icon-${symbol}`, viewBox: "-10 -10 20 20" }, ...draw())),
    s("pattern", { id: "rt-hatch", width: 4, height: 4, patternUnits: "userSpaceOnUse",
      patternTransform: "rotate(45)" },
    s("rect", { width: 2, height: 4, class: "rt-hatch-line" })));
}

/** An icon of `symbol`, `size` units square, centred on (x, y). */
export function icon(symbol: DieSymbol, x: number, y: number, size: number, extra = ""):
SVGUseElement {
  return s("use", { href: `#${iconId(symbol)}`, x: x - size / 2, y: y - size / 2,
    width: size, height: size, class: `rt-icon ${extra}`.trim(), "aria-hidden": "true" });
}

/** The icon of `symbol` on its own (an <svg> needing no board's <defs>): the rules' legend. */
export function standaloneIcon(symbol: DieSymbol, size: number): SVGSVGElement {
  return s("svg", { viewBox: "-10 -10 20 20", width: size, height: size, class: "rt-icon",
    "aria-hidden": "true", focusable: "false" }, ...ICONS[symbol]());
}
