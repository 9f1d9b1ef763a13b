// A seat's dot in the page's lists, in the colour its game's board gives the seat (a red
// horse's seat has a red dot).
import { h } from "./dom.js";
import { GAME_UIS } from "./games/index.js";
import type { MatchView } from "./types.js";

export function seatDot(view: MatchView, seat: number): HTMLSpanElement {
  const dot = h("span", { class: "seat-dot", "aria-hidden": "true", "data-testid": "seat-dot",
    "data-seat": seat });
  // Through the CSSOM: the page's policy allows no style attribute.
  dot.style.setProperty("--seat-colour",
    GAME_UIS[view.game].seatColour(view, seat) ?? `var(--seat-${seat % 6})`);
  return dot;
}
