// The board's movable pieces (cards and tiles): one SVG element each, kept from one view to
// the next and moved in place (class "piece": its transform transitions), so that a card laid
// from a hand or a tile taken from a pile travels where it goes. Identical cards (or tiles)
// are interchangeable: a piece keeps its element where it stays, else it takes one of its kind
// from elsewhere (it moved), else it gets a new one (it came out of a hidden hand or pile).
import { s } from "../../dom.js";

export interface Spot {
  x: number;
  y: number;
  scale: number;
}

export interface PieceSpec extends Spot {
  /** What it is, e.g. "card:rouge:5", "tile:tete:3", "back:2" (a face-down card). */
  identity: string;
  /** Where it is, e.g. "hand", "up:1", "man:0:2": a piece that stays keeps its element. */
  place: string;
  /** Its drawing at scale 1, made once when it first appears. */
  draw: () => SVGElement[];
  data: Record<string, string | number>;
  classes: string[];
  /** Where a new piece comes from (a seat's hidden hand…); else it appears in place. */
  from?: Spot;
}

interface Placed {
  element: SVGGElement;
  identity: string;
  place: string;
  dataNames: string[];
}

function transform(spot: Spot): string {
  const round = (n: number) => Math.round(n * 10) / 10;
  return `translate(${round(spot.x)} ${round(spot.y)}) scale(${round(spot.scale * 100) / 100})`;
}

export class PieceLayer {
  readonly group = s("g", { class: "am-pieces" });
  private placed = new Map<string, Placed>();
  private made = 0;

  /** Shows `specs`, in order; `animate`: new pieces travel from where they come from. */
  sync(specs: PieceSpec[], animate: boolean): void {
    const keys = this.match(specs);
    const next = new Map<string, Placed>();
    const arriving: [SVGGElement, Spot][] = [];
    specs.forEach((spec, index) => {
      const key = keys.get(index) ?? `p${this.made++}`;
      let piece = this.placed.get(key);
      if (piece === undefined) {
        const element = s("g", { "data-piece": key }, ...spec.draw());
        element.setAttribute("transform", transform(animate && spec.from ? spec.from : spec));
        this.group.append(element);
        piece = { element, identity: spec.identity, place: spec.place, dataNames: [] };
        if (animate && spec.from) arriving.push([element, spec]);
      } else {
        piece.element.setAttribute("transform", transform(spec));
      }
      piece.place = spec.place;
      this.label(piece, spec);
      next.set(key, piece);
    });
    for (const [key, piece] of this.placed) {
      if (!next.has(key)) piece.element.remove();
    }
    this.placed = next;
    if (arriving.length > 0) {
      this.group.getBoundingClientRect(); // the start is drawn before the move begins
      for (const [element, spot] of arriving) element.setAttribute("transform", transform(spot));
    }
  }

  private label(piece: Placed, spec: PieceSpec): void {
    const element = piece.element;
    element.setAttribute("class", ["piece", ...spec.classes].join(" "));
    for (const name of piece.dataNames) {
      if (!(name in spec.data)) element.removeAttribute(`data-${name}`);
    }
    for (const [name, value] of Object.entries(spec.data)) {
      element.setAttribute(`data-${name}`, String(value));
    }
    piece.dataNames = Object.keys(spec.data);
  }

  /** Which spec keeps which element: same kind and place first, then same kind anywhere. */
  private match(specs: PieceSpec[]): Map<number, string> {
    const keys = new Map<number, string>();
    const free = new Map(this.placed);
    const claim = (sameplace: boolean) => specs.forEach((spec, index) => {
      if (keys.has(index)) return;
      for (const [key, piece] of free) {
        if (piece.identity === spec.identity && (!sameplace || piece.place === spec.place)) {
          keys.set(index, key);
          free.delete(key);
          return;
        }
      }
    });
    claim(true);
    claim(false);
    return keys;
  }
}
