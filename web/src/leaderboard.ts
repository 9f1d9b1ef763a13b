// A game's leaderboard (#/leaderboard/<game>): the AI levels (marked "AI level": anchors) and
// the players with a rated match (a provisional one marked so), best rating first, a page at
// a time ("More" follows the API's cursor).
import { call, client, ProblemError } from "./api.js";
import { h } from "./dom.js";
import { formatNumber, t } from "./i18n.js";
import { displayName, gameName } from "./names.js";
import { pager } from "./pager.js";
import { botTag, isAiPlayer } from "./player.js";
import type { Game, Schemas } from "./types.js";
import { problemText } from "./problems.js";

type Entry = Schemas["LeaderboardEntry"];
const PAGE = 50;

export function leaderboardPage(main: HTMLElement, game: Game): () => void {
  const alert = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const rows = h("tbody", {});
  const table = h("table", { "aria-busy": "true", "data-testid": "leaderboard" },
    h("caption", { class: "visually-hidden" }, t("leaderboardTitle", { game: gameName(game) })),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("rank")),
      h("th", { scope: "col" }, t("player")), h("th", { scope: "col" }, t("rating")),
      h("th", { scope: "col" }, t("matches")))),
    rows);
  const board = pager((cursor) => call(client().GET("/v1/games/{game_id}/leaderboard", {
    params: { path: { game_id: game }, query: { limit: PAGE,
      ...(cursor === undefined ? {} : { cursor }) } } }))
    .then((page) => {
      table.setAttribute("aria-busy", "false");
      return { items: page.entries, next: page.next_cursor };
    }),
  entryRow, t("leaderboardEmpty"), (error: unknown) => {
    if (!(error instanceof ProblemError)) throw error;
    table.setAttribute("aria-busy", "false");
    alert.replaceChildren(h("p", {}, problemText(error.problem)));
    alert.setAttribute("data-code", error.problem.code);
  }, rows);
  main.replaceChildren(h("section", { class: "leaderboard" },
    h("h1", {}, t("leaderboardTitle", { game: gameName(game) })),
    h("p", {}, t("leaderboardNote")), alert, table, board.empty, board.more,
    h("p", {}, h("a", { href: `#/play/${game}` }, t("playNowTitle", { game: gameName(game) })))));
  return () => undefined;
}

function entryRow(entry: Entry): HTMLTableRowElement {
  const { player } = entry;
  const aiLevel = isAiPlayer(player.id);
  return h("tr", { "data-player": player.id, "data-ai-level": aiLevel,
    "data-provisional": entry.provisional === true },
  h("td", { class: "num" }, formatNumber(entry.rank)),
  h("th", { scope: "row" }, aiLevel
    ? displayName(player.name)
    : h("a", { href: `#/player/${encodeURIComponent(player.id)}` }, displayName(player.name)),
  aiLevel ? h("span", { class: "bot-tag", "data-testid": "ai-level" }, t("aiLevel"))
    : player.bot ? botTag() : ""),
  h("td", { class: "num", "data-testid": "rating" }, formatNumber(entry.rating),
    entry.provisional === true ? ` (${t("provisional")})` : ""),
  h("td", { class: "num" }, formatNumber(entry.matches)));
}
