// How a card, a card's back and a tile look, drawn once at scale 1 (pieces are scaled where
// they lie). Colours come from amazones.css classes; each card colour also has its own mark,
// so colours are told apart without seeing them.
import { s } from "../../dom.js";
import type { Card, Colour, Part } from "./model.js";
import { cardValue, signed } from "./words.js";

export const CARD_W = 40;
export const CARD_H = 56;
export const TILE_W = 40;
export const TILE_H = 36;

const MARKS: Record<Colour, string> = {
  rouge: "●", bleu: "■", vert: "▲", jaune: "◆", violet: "★",
};

export function drawCard(card: Card): SVGElement[] {
  return [
    s("rect", { class: `am-card am-c-${card.colour}`, width: CARD_W, height: CARD_H, rx: 5 }),
    s("text", { class: "am-card-mark", x: 5, y: 12 }, MARKS[card.colour]),
    s("text", { class: "am-card-mark", x: CARD_W - 5, y: CARD_H - 5, "text-anchor": "end" },
      MARKS[card.colour]),
    s("text", { class: "am-card-value", x: CARD_W / 2, y: 35, "text-anchor": "middle" },
      cardValue(card.value)),
  ];
}

export function drawBack(): SVGElement[] {
  return [
    s("rect", { class: "am-back", width: CARD_W, height: CARD_H, rx: 5 }),
    s("rect", { class: "am-back-inset", x: 5, y: 5, width: CARD_W - 10, height: CARD_H - 10,
      rx: 3 }),
    s("path", { class: "am-back-lines", d: "M5 15 L30 51 M5 33 L18 51 M10 5 L35 41 M22 5 L35 23" }),
  ];
}

/** A small picture of the part: a head, a torso, legs. */
function partGlyph(part: Part): SVGElement {
  switch (part) {
    case "tete": return s("circle", { class: "am-glyph", cx: 10, cy: 18, r: 6 });
    case "torse": return s("path", { class: "am-glyph", d: "M3 11 H17 L14 27 H6 Z" });
    case "jambes": return s("path", { class: "am-glyph", d: "M4 9 H16 L15 28 H11 L10 16 L9 28 H5 Z" });
  }
}

export function drawTile(part: Part, value: number): SVGElement[] {
  return [
    s("rect", { class: `am-tile am-tile-${part}`, width: TILE_W, height: TILE_H, rx: 5 }),
    partGlyph(part),
    s("text", { class: `am-tile-value ${value < 0 ? "am-neg" : "am-pos"}`, x: 28, y: 24,
      "text-anchor": "middle" }, signed(value)),
  ];
}
