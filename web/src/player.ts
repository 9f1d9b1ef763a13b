// A player's page (#/player/<id>): its name (a bot says so), its rating in each game it was
// rated in, then per game its record (rated matches, wins, places), a chart of its rating
// after each rated match and the table of those matches (place, rating change); and its
// matches, newest first, a page at a time.
import "./player.css";
import { call, client, ProblemError } from "./api.js";
import { h } from "./dom.js";
import { formatDate, formatDateTime, formatNumber, t } from "./i18n.js";
import { displayName, gameName } from "./names.js";
import { pager } from "./pager.js";
import { type HistoryEntry, ratingChart, signed } from "./rating_chart.js";
import { type Game, isGame, type MatchView, type Schemas } from "./types.js";
import { problemText } from "./problems.js";

type Player = Schemas["Player"];
type GameRating = Schemas["PlayerGameRating"];
const MATCHES_PAGE = 20;
const HISTORY_KEPT = 500; // all the history the server keeps: the chart shows it whole
const HISTORY_ROWS = 10; // the table's rows at a time ("More")

export function playerPage(main: HTMLElement, playerId: string): () => void {
  const title = h("h1", {}, t("loading"));
  const alert = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const about = h("p", {});
  const ratings = h("section", { class: "ratings", "aria-labelledby": "ratings-title",
    "data-testid": "player-ratings" });
  const matches = h("section", { class: "player-matches", "aria-labelledby": "matches-title" });
  const records = h("div", { class: "game-records" });
  const disposers: (() => void)[] = [];
  let left = false; // the page was left: a history read after draws nothing
  main.replaceChildren(h("section", { class: "player-page" }, title, about, alert, ratings,
    records, matches));
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
      for (const game of Object.keys(player.ratings).filter(isGame)) {
        const section = h("section", { class: "game-record", "data-game": game,
          "data-testid": "game-record", "aria-labelledby": `record-${game}-title`, "aria-busy":
          "true" }, h("h2", { id: `record-${game}-title` }, gameName(game)));
        records.append(section);
        call(client().GET("/v1/players/{player_id}/ratings/{game_id}", { params: {
          path: { player_id: playerId, game_id: game }, query: { limit: HISTORY_KEPT } } }))
          .then((rated) => {
            if (left) return;
            section.append(...gameRecord(game, rated, disposers));
            section.setAttribute("aria-busy", "false");
          }, failed);
      }
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
  return () => {
    left = true;
    for (const dispose of disposers) dispose();
  };
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

/** A game's record, the chart of its rating history and the table of its rated matches. */
function gameRecord(game: Game, rated: GameRating, disposers: (() => void)[]): Node[] {
  const { record } = rated;
  // places down to the lowest it finished (at least second): not the empty places of seats
  // its matches never had
  const lowest = Math.max(2, ...record.places.map((count, index) => count > 0 ? index + 1 : 0));
  const line = (label: string, value: number, attrs: Record<string, string | number>) =>
    h("tr", {}, h("th", { scope: "row" }, label),
      h("td", { class: "num", ...attrs }, formatNumber(value)));
  const summary = h("table", { class: "record", "data-testid": "record" },
    h("caption", {}, t("record")),
    h("tbody", {}, line(t("ratedMatches"), record.played, { "data-testid": "played" }),
      line(t("wins_col"), record.wins, { "data-testid": "wins" }),
      ...record.places.slice(0, lowest).map((count, index) => line(
        t("placeN", { n: formatNumber(index + 1) }), count, { "data-place": index + 1 }))));
  if (rated.history.length === 0) {
    // rated by a release that kept no record: its rating counts matches this page cannot list
    const before = record.played === 0 && (rated.rating?.matches ?? 0) > 0;
    return [summary, h("p", {}, t(before ? "historyBefore" : "historyEmpty"))];
  }
  const chart = ratingChart(rated.history, t("ratingChartTitle", { game: gameName(game) }),
    `rating-${game}`);
  disposers.push(chart.dispose);
  const rows = h("tbody", {});
  const table = h("table", { class: "rating-history", "data-testid": "rating-history" },
    h("caption", {}, t("ratingHistory")),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("date")),
      h("th", { scope: "col", class: "num" }, t("place")),
      h("th", { scope: "col", class: "num" }, t("rating")),
      h("th", { scope: "col", class: "num" }, t("change")))),
    rows);
  const shown = pager((cursor) => {
    const start = cursor === undefined ? 0 : Number(cursor);
    const end = start + HISTORY_ROWS;
    return Promise.resolve({ items: rated.history.slice(start, end),
      next: end < rated.history.length ? String(end) : null });
  }, historyRow, t("historyEmpty"), () => undefined, rows);
  return [summary, chart.element, table, shown.more];
}

function historyRow(entry: HistoryEntry): HTMLTableRowElement {
  const change = entry.rating_after - entry.rating_before;
  return h("tr", { "data-match": entry.match_id },
    h("td", {}, h("a", { href: `#/replay/${encodeURIComponent(entry.match_id)}` },
      formatDateTime(entry.at * 1000))),
    h("td", { class: "num", "data-testid": "place" }, t("placeOf",
      { place: formatNumber(entry.place), seats: formatNumber(entry.seats) })),
    h("td", { class: "num" }, `${formatNumber(entry.rating_before)} → ${
      formatNumber(entry.rating_after)}`),
    h("td", { class: "num", "data-testid": "change" }, signed(change),
      entry.counted ? "" : h("span", { class: "not-counted" }, ` (${t("notCounted")})`)));
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
