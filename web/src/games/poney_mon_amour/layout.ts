// Where things lie on Poney Mon Amour's table, in viewBox units: a wide table (each rider's
// name beside her suite) for desktops, a narrow one (the name above the suite, bigger cards for
// the same screen width) for phones.
import type { ViewOf } from "../../types.js";
import { CARD_HEIGHT, CARD_WIDTH } from "./cards.js";

type State = ViewOf<"poney-mon-amour">["state"];

export interface Geometry {
  narrow: boolean;
  width: number;
  header: number;
  rowHeight: number;
  gap: number;
  /** The suite's first slot, from the row's left and top. */
  slotX: number;
  slotY: number;
  slotStep: number;
  suiteScale: number;
  problemX: number;
  pilesHeight: number;
  pileScale: number;
  /** The draw pile's, the discard pile's and the resolved cards' x. */
  pileX: [number, number, number];
  handHeight: number;
  handScale: number;
  handStep: number;
  handY: number; // the cards' top, from the hand area's top
  /** A row's hand (card backs), from the row's left and top. */
  countX: number;
  countY: number;
}

export const WIDE: Geometry = {
  narrow: false, width: 520, header: 30, rowHeight: 98, gap: 8,
  slotX: 130, slotY: 12, slotStep: 55, suiteScale: 0.8, problemX: 464,
  pilesHeight: 122, pileScale: 1, pileX: [110, 230, 350],
  handHeight: 168, handScale: 1.45, handStep: 96, handY: 34, countX: 12, countY: 74,
};

export const NARROW: Geometry = {
  narrow: true, width: 362, header: 28, rowHeight: 100, gap: 6,
  slotX: 8, slotY: 31, slotStep: 50, suiteScale: 0.76, problemX: 310,
  pilesHeight: 112, pileScale: 0.9, pileX: [62, 154, 246],
  handHeight: 140, handScale: 1.1, handStep: 70, handY: 32, countX: 262, countY: 6,
};

export interface Spot {
  x: number;
  y: number;
  scale: number;
  rotate?: number;
}

export interface Layout {
  geometry: Geometry;
  height: number;
  rows: Map<number, number>; // seat -> its row's top
  piles: number;
  hand: number | undefined; // the viewer's hand's top; undefined for spectators
}

/** The rows from the viewer's left to herself (her row by her hand), or all of them for a
 * spectator; the piles between the others and her. */
export function layoutOf(geometry: Geometry, state: State, viewer: number | null): Layout {
  const seats = state.suites.map((suite) => suite.seat);
  const rows = new Map<number, number>();
  let y = geometry.header;
  const addRow = (seat: number) => {
    rows.set(seat, y);
    y += geometry.rowHeight + geometry.gap;
  };
  if (viewer === null) {
    const piles = y;
    y += geometry.pilesHeight;
    seats.forEach(addRow);
    return { geometry, height: y, rows, piles, hand: undefined };
  }
  for (let step = 1; step < seats.length; step += 1) addRow((viewer + step) % seats.length);
  const piles = y;
  y += geometry.pilesHeight;
  addRow(viewer);
  return { geometry, height: y + geometry.handHeight, rows, piles, hand: y };
}

export function slotSpot(layout: Layout, rowTop: number, index: number): Spot {
  const g = layout.geometry;
  return { x: g.slotX + index * g.slotStep, y: rowTop + g.slotY, scale: g.suiteScale };
}

export function problemSpot(layout: Layout, rowTop: number): Spot {
  const g = layout.geometry;
  return { x: g.problemX, y: rowTop + g.slotY - 2, scale: g.suiteScale, rotate: 6 };
}

export function pileSpot(layout: Layout, which: 0 | 1 | 2): Spot {
  const g = layout.geometry;
  return { x: g.pileX[which], y: layout.piles + 8, scale: g.pileScale };
}

export function handSpot(layout: Layout, index: number, count: number, raised: boolean): Spot {
  const g = layout.geometry;
  const width = count * g.handStep - (g.handStep - CARD_WIDTH * g.handScale);
  return { x: (g.width - width) / 2 + index * g.handStep,
    y: (layout.hand ?? 0) + g.handY - (raised ? 12 : 0), scale: g.handScale };
}

/** The box a card at `spot` covers (unrotated). */
export function boxOf(spot: Spot, margin = 0): { x: number; y: number; width: number;
  height: number; } {
  return { x: spot.x - margin, y: spot.y - margin, width: CARD_WIDTH * spot.scale + 2 * margin,
    height: CARD_HEIGHT * spot.scale + 2 * margin };
}

export function transformOf(spot: Spot): string {
  const rotate = spot.rotate === undefined ? "" : ` rotate(${spot.rotate} ${CARD_WIDTH / 2} ${
    CARD_HEIGHT / 2})`;
  return `translate(${spot.x.toFixed(1)} ${spot.y.toFixed(1)}) scale(${spot.scale})${rotate}`;
}
