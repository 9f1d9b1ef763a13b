// A player's page (#/player/<id>): its name (a bot says so), its rating in each game it was
// rated in, and its matches, newest first, a page at a time.
import { call, client, ProblemError } from "./api.js";
import { h } from "./dom.js";
import { formatDate, formatNumber, t } from "./i18n.js";
import { displayName, gameName } from "./names.js";
import { pager } from "./pager.js";
import { isGame, type MatchView, type Schemas } from "./types.js";
import { problemText } from "./problems.js";

type Player = Schemas["Player"];
const MATCHES_PAGE = 20;

export function playerPage(main: HTMLElement, playerId: string): () => void {
  const title = h("h1", {}, t("loading"));
  const alert = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const about = h("p", {});
  const ratings = h("section", { class: "ratings", "aria-labelledby": "ratings-title",
    "data-testid": "player-ratings" });
  const matches = h("section", { class: "player-matches", "aria-labelledby": "matches-title" });
  main.replaceChildren(h("section", { class: "player-page" }, title, about, alert, ratings,
    matches));
  const failed = (error: unknown) => {
    if (!(error instanceof ProblemError)) throw error;
    alert.replaceChildren(h("p", {}, problemText(error.problem)));
    alert.setAttribute("data-code", error.problem.code);
  };
  call(client().GET("/v1/players/{player_id}", { params: { path: { player_id: playerId } } }))
    .then((player) => {
      title.replaceChildren(t("playerTitle", { name: displayName(player.name) }),
        player.bot ? botTag() : "");
      about.textContent = t("joined", { date: formatDate(player.created_at * 1000) });
      ratings.replaceChildren(h("h2", { id: "ratings-title" }, t("ratings")),
        ratingsTable(player));
      const list = pager((cursor) => call(client().GET("/v1/players/{player_id}/matches", {
        params: { path: { player_id: playerId }, query: { limit: MATCHES_PAGE,
          ...(cursor === undefined ? {} : { cursor }) } } }))
        .then((page) => ({ items: page.matches, next: page.next_cursor })),
      (match) => matchItem(match, playerId), t("noMatches"), failed,
      h("ul", { "data-testid": "player-matches" }));
      matches.replaceChildren(h("h2", { id: "matches-title" }, t("recentMatches")),
        list.empty, list.list, list.more);
    }, (error: unknown) => {
      title.textContent = t("player");
      failed(error);
    });
  return () => undefined;
}

/** An AI level of a game as a rated player (`ai:<game>:<level>`): it has no page. */
export function isAiPlayer(playerId: string): boolean {
  return playerId.startsWith("ai:");
}

/** "bot" beside a bot's name, wherever it is shown. */
export function botTag(): HTMLElement {
  return h("span", { class: "bot-tag" }, t("bot"));
}

function ratingsTable(player: Player): HTMLElement {
  const rated = Object.entries(player.ratings).filter(([game]) => isGame(game));
  if (rated.length === 0) return h("p", {}, t("noRatings"));
  return h("table", {}, h("thead", {}, h("tr", {},
    h("th", { scope: "col" }, t("game")), h("th", { scope: "col" }, t("rating")),
    h("th", { scope: "col" }, t("matches")))),
  h("tbody", {}, ...rated.map(([game, rating]) => h("tr", { "data-game": game },
    h("th", { scope: "row" }, isGame(game)
      ? h("a", { href: `#/leaderboard/${game}` }, gameName(game)) : game),
    h("td", { "data-testid": "rating" }, formatNumber(rating.rating),
      rating.provisional ? ` (${t("provisional")})` : ""),
    h("td", {}, formatNumber(rating.matches))))));
}

function matchItem(match: MatchView, playerId: string): HTMLLIElement {
  const seat = match.seats.find((one) => one.player?.id === playerId);
  const others = match.seats.filter((one) => one !== seat).map((one) => displayName(one.name))
    .join(", ");
  const won = seat !== undefined && match.result?.winners.includes(seat.seat);
  return h("li", { "data-match": match.id },
    h("a", { href: `#/${match.status === "finished" ? "replay" : "match"}/${
      encodeURIComponent(match.id)}` }, `${gameName(match.game)} — ${others}`),
    ` · ${t(`status_${match.status}`)}`,
    won ? ` · ${t("winners", { names: displayName(seat.name), count: 1 })}` : "");
}
