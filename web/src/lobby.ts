// The lobby: the games and their options, a new match against AIs or with open seats, the
// matches waiting for players, watching any match by id, and this browser's own matches.
import { call, client, ProblemError, randomId, tokens } from "./api.js";
import { button, h } from "./dom.js";
import { GUEST_CHANGED, keepName, playerName } from "./guest.js";
import { t } from "./i18n.js";
import { lobbyNameBox } from "./name_box.js";
import { gameName, gameSummary, seatDisplayName } from "./names.js";
import { optionsFieldset } from "./options.js";
import { pager } from "./pager.js";
import { defaultsOf, rulesPanel } from "./rules/index.js";
import { isGame, type Catalog, type Game, type MatchView, type Schemas } from "./types.js";
import { problemText } from "./problems.js";

type SeatSpec = Schemas["SeatSpec"];
type Level = Schemas["AiSpec"]["level"];
const LEVELS: readonly Level[] = ["random", "greedy", "expert"];
const DEFAULT_THINK_MS = 200;
const WAITING_PAGE = 20;

export function lobbyPage(main: HTMLElement): () => void {
  const problem = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const games = h("section", { class: "games", "aria-labelledby": "games-title" },
    h("h1", { id: "games-title" }, t("games")), h("p", {}, t("loading")));
  const waiting = h("section", { class: "waiting", "aria-labelledby": "waiting-title" });
  const mine = h("section", { class: "mine", "aria-labelledby": "mine-title" });
  const nameHost = h("section", { class: "lobby-name" });
  const stopName = lobbyNameBox(nameHost);
  main.replaceChildren(nameHost, problem, games, waiting, watchForm(), mine);
  const show = (error: unknown) => {
    if (!(error instanceof ProblemError)) throw error;
    problem.replaceChildren(h("p", {}, problemText(error.problem)));
  };
  call(client().GET("/v1/games")).then((catalog) => {
    games.replaceChildren(h("h1", { id: "games-title" }, t("games")),
      h("div", { class: "cards" }, ...catalog.map((game) => gameCard(game, show))));
  }, show);
  // The waiting matches, oldest first, a page at a time ("More" reads the next one).
  const waitingList = pager((cursor) => call(client().GET("/v1/matches", { params: { query: {
    limit: WAITING_PAGE, ...(cursor === undefined ? {} : { cursor }) } } }))
    .then((page) => ({ items: page.matches, next: page.next_cursor })),
  waitingItem, t("noWaiting"), show, h("ul", { "data-testid": "waiting-list" }));
  waiting.replaceChildren(h("h2", { id: "waiting-title" }, t("waiting")),
    button(t("refresh"), waitingList.refresh, { class: "secondary" }), waitingList.empty,
    waitingList.list, waitingList.more);
  renderMine(mine);
  // The name changed in the top bar: the forms that showed the old one show the new one.
  let shownName = playerName();
  const renamed = () => {
    const name = playerName();
    for (const field of main.querySelectorAll<HTMLInputElement>("input.own-name")) {
      if (field.value.trim() === shownName || field.value.trim() === "") field.value = name;
    }
    for (const hint of main.querySelectorAll(".play-now-hint")) hint.textContent = hintText(name);
    shownName = name;
  };
  window.addEventListener(GUEST_CHANGED, renamed);
  return () => {
    stopName();
    window.removeEventListener(GUEST_CHANGED, renamed);
  };
}

function hintText(name: string): string {
  return name === "" ? t("playNowHintNew") : t("playNowHint", { name });
}

function waitingItem(match: MatchView): HTMLLIElement {
  const open = match.seats.filter((seat) => seat.open).length;
  return h("li", {}, h("a", { href: `#/join/${encodeURIComponent(match.id)}` },
    `${gameName(match.game)} — ${match.seats.map((seat) => seat.open ? "…" : seatDisplayName(seat))
      .join(", ")} (${open} ${t("human")})`));
}

function watchForm(): HTMLElement {
  const field = h("input", { type: "text", id: "watch-id", required: true, spellcheck: false,
    autocomplete: "off" });
  const form = h("form", { class: "watch" }, h("h2", {}, t("spectate")),
    h("label", { for: "watch-id" }, t("matchId")), field,
    h("button", { type: "submit" }, t("watch")));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const id = field.value.trim();
    if (id !== "") location.hash = `#/match/${encodeURIComponent(id)}`;
  });
  return h("section", { class: "spectate" }, form);
}

function renderMine(section: HTMLElement): void {
  const held = tokens.all();
  section.hidden = held.length === 0;
  section.replaceChildren(h("h2", { id: "mine-title" }, t("myMatches")),
    h("ul", {}, ...held.slice(0, 20).map(({ matchId, held: seat }) => h("li", {},
      h("a", { href: `#/match/${encodeURIComponent(matchId)}` },
        `${isGame(seat.game) ? gameName(seat.game) : seat.game} — ${t("seat", { n: seat.seat })}`
        + ` — ${new Date(seat.at).toLocaleString()}`)))));
}

interface SeatRow {
  kind: "ai" | "open";
  level: Level;
  thinkMs: number;
}

function gameCard(game: Catalog, show: (error: unknown) => void): HTMLElement {
  const id = game.id;
  const rows: SeatRow[] = Array.from({ length: Math.max(game.min_players, 2) - 1 }, () => ({
    kind: "ai", level: game.ai_levels.includes("greedy") ? "greedy" : "random",
    thinkMs: DEFAULT_THINK_MS }));
  const nameField = h("input", { type: "text", id: `${id}-name`, class: "own-name", maxlength: 40,
    required: true,
    // Asked, not made up: a default name ("You") would read "You — You" to the others.
    value: playerName(), placeholder: t("namePlaceholder"),
    autocomplete: "nickname" });
  const seatList = h("ol", { class: "seat-rows" });
  const optionFields = optionsFieldset(id, game.options_schema);
  const form = h("form", { class: "new-match", "data-game": id, "aria-label":
    `${t("newMatch")}: ${gameName(id)}` },
  h("fieldset", {}, h("legend", {}, t("seats")),
    h("label", { for: `${id}-name` }, `${t("seat", { n: 0 })} — ${t("yourName")}`), nameField,
    seatList),
  optionFields.element,
  h("button", { type: "submit", "data-testid": `create-${id}` }, t("create")));

  const drawSeats = () => {
    seatList.replaceChildren(...rows.map((row, index) => seatRow(game, row, index + 1, () => {
      rows.splice(index, 1);
      drawSeats();
    })));
    if (rows.length + 1 < game.max_players) {
      seatList.append(h("li", {}, button(t("addSeat"), () => {
        rows.push({ kind: "ai", level: row0Level(game), thinkMs: DEFAULT_THINK_MS });
        drawSeats();
      }, { class: "secondary" })));
    }
  };
  drawSeats();
  let creationKey = randomId();
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const typed = nameField.value.trim();
    const name = typed || "?";
    const seats: SeatSpec[] = [{ type: "human", name }, ...rows.map((row): SeatSpec =>
      row.kind === "ai" ? { type: "ai", ai: { level: row.level, think_ms: row.thinkMs } }
        : { type: "human", open: true })];
    const options = optionFields.read();
    // Sent again after a network failure (the answer may have been lost), the same key gets
    // the same match, not a second one; any answer ends its use.
    call(client().POST("/v1/matches", { params: { header: { "Idempotency-Key": creationKey } },
      body: { game: id, seats, ...(options === undefined ? {} : { options }) } }))
      .then((created) => {
        creationKey = randomId();
        const token = created.seat_tokens["0"];
        if (token !== undefined) {
          tokens.set(created.match.id, { seat: 0, token, game: id, at: Date.now() });
        }
        location.hash = `#/match/${encodeURIComponent(created.match.id)}`;
        // The name the server took for the seat is this browser's name from now on (its
        // guest renamed too; should that fail, the top bar goes on showing the guest's).
        if (typed !== "") keepName(typed).catch(() => undefined);
      }, (error: unknown) => {
        if (!(error instanceof ProblemError) || error.problem.status !== 0) {
          creationKey = randomId();
        }
        show(error);
      });
  });
  return h("article", { class: "game-card", "data-game": id },
    h("h2", {}, gameName(id)), h("p", { class: "summary" }, gameSummary(id, game.summary)),
    h("p", { class: "players" }, t("players", { min: game.min_players, max: game.max_players })),
    rulesPanel(id, defaultsOf(game.options_schema)), playNow(id), form);
}

/** "Play now": the matchmaking page of the game, rated unless unticked. */
function playNow(id: Game): HTMLElement {
  const rated = h("input", { type: "checkbox", id: `${id}-rated`, checked: true });
  return h("div", { class: "play-now" },
    h("p", { class: "play-now-hint" }, hintText(playerName())),
    button(t("playNow"), () => {
      location.hash = `#/play/${id}${rated.checked ? "" : "/unrated"}`;
    }, { "data-testid": `play-${id}`, "aria-label": `${t("playNow")}: ${gameName(id)}` }),
    h("span", { class: "check" }, rated, h("label", { for: `${id}-rated` }, t("playNowRated"))),
    h("a", { href: `#/leaderboard/${id}` }, t("leaderboard")));
}

function row0Level(game: Catalog): Level {
  return game.ai_levels.includes("greedy") ? "greedy" : "random";
}

function seatRow(game: Catalog, row: SeatRow, seat: number, remove: () => void): HTMLLIElement {
  const base = `${game.id}-seat-${seat}`;
  const kind = h("select", { id: `${base}-kind`, "aria-label": t("seat", { n: seat }) },
    h("option", { value: "ai", selected: row.kind === "ai" }, t("ai")),
    h("option", { value: "open", selected: row.kind === "open" }, t("human")));
  const level = h("select", { id: `${base}-level`, "aria-label": `${t("seat", { n: seat })}: ${
    t("level")}`, disabled: row.kind !== "ai" },
  ...LEVELS.filter((l) => game.ai_levels.includes(l)).map((l) =>
    h("option", { value: l, selected: row.level === l }, t(`level_${l}`))));
  // Only the expert searches within a time budget: the others ignore a think time.
  const think = h("input", { type: "number", id: `${base}-think`, min: 10, max: 10000,
    step: 10, value: row.thinkMs });
  const thinkField = h("span", { class: "think", "data-testid": `${base}-think-field` },
    h("label", { for: `${base}-think` }, t("thinkMs")), think);
  const showThink = () => {
    const used = row.kind === "ai" && row.level === "expert";
    thinkField.hidden = !used;
    think.disabled = !used;
  };
  showThink();
  kind.addEventListener("change", () => {
    row.kind = kind.value === "open" ? "open" : "ai";
    level.disabled = row.kind !== "ai";
    showThink();
  });
  level.addEventListener("change", () => {
    const chosen = LEVELS.find((l) => l === level.value);
    if (chosen !== undefined) row.level = chosen;
    showThink();
  });
  think.addEventListener("change", () => {
    row.thinkMs = Math.min(10000, Math.max(10, Number(think.value) || DEFAULT_THINK_MS));
  });
  const parts: (Node | string)[] = [h("span", { class: "seat-label" }, t("seat", { n: seat })),
    kind, level, thinkField];
  if (seat + 1 > game.min_players) {
    parts.push(button("×", remove, { class: "secondary", "aria-label":
      t("removeSeat", { n: seat }) }));
  }
  return h("li", {}, ...parts);
}
