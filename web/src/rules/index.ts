// A game's "How to play" panel, collapsible: the goal, a turn and the scoring, in the page's
// language, with the numbers of the match's options (or, in the lobby, the defaults).
import { h } from "../dom.js";
import { localize } from "../i18n.js";
import { gameName } from "../names.js";
import type { Game } from "../types.js";
import { amazonesRules } from "./amazones.js";
import { petitsChevauxRules } from "./petits_chevaux.js";
import { poneyMonAmourRules } from "./poney_mon_amour.js";
import type { Options } from "./read.js";
import { royalTurfRules } from "./royal_turf.js";
import "./rules.css";

export { defaultsOf } from "./read.js";
export { winReason } from "./outcome.js";

const say = localize({ howToPlay: "How to play {game}" }, { howToPlay: "Comment jouer à {game}" });

const CONTENT: Record<Game, (options: Options) => HTMLElement[]> = {
  "petits-chevaux": petitsChevauxRules,
  "royal-turf": royalTurfRules,
  amazones: amazonesRules,
  "poney-mon-amour": poneyMonAmourRules,
};

export function rulesPanel(game: Game, options: Options): HTMLElement {
  return h("details", { class: "rules", "data-testid": "rules", "data-game": game },
    h("summary", {}, say("howToPlay", { game: gameName(game) })),
    h("div", { class: "rules-body" }, ...CONTENT[game](options)));
}
