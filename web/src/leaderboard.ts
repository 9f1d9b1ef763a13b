// A game's leaderboard (#/leaderboard/<game>): filled in once the API's leaderboard lands.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { gameName } from "./names.js";
import type { Game } from "./types.js";

export function leaderboardPage(main: HTMLElement, game: Game): () => void {
  main.replaceChildren(h("h1", {}, t("leaderboardTitle", { game: gameName(game) })));
  return () => undefined;
}
