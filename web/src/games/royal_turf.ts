// RoyalTurf: to be drawn in SVG (placeholder: its legal moves as buttons).
import { actionable, h } from "../dom.js";
import type { GameUi } from "./board.js";

export const ui: GameUi<"royal-turf"> = {
  game: "royal-turf",
  mount(host, context) {
    return {
      update(view, _recent, interactive) {
        host.replaceChildren(h("div", { class: "board" }, ...(interactive ? view.legal_moves : [])
          .map((move) => actionable(h("button", {}, JSON.stringify(move)), JSON.stringify(move),
            () => context.play(move)))));
      },
    };
  },
  describe: () => undefined,
  breakdown: () => undefined,
};
