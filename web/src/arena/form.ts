// The form that starts an arena: a game, its players (an AI level and a think time each),
// the number of matches and an optional seed. The server judges the values: its refusal is
// shown in the alert box, each message beside the field it names.
import { call, client, ProblemError } from "../api.js";
import { button, h } from "../dom.js";
import { labelled } from "../i18n.js";
import { gameName } from "../names.js";
import { problemText } from "../problems.js";
import { optionsFieldset } from "../options.js";
import type { Catalog, Problem, Schemas } from "../types.js";
import { levelName, tr } from "./text.js";

type Level = Schemas["ArenaPlayerSpec"]["level"];
type PlayerSpec = Schemas["ArenaPlayerSpec"];

const DEFAULT_MATCHES = 20;
const DEFAULT_THINK_MS = 200;
const MAX_MATCHES = 1000;

interface PlayerRow {
  level: Level;
  thinkMs: string; // as typed: the server says what is wrong with it
}

/** A problem's field messages, each under a readable name ("players.0.think_ms" → "Player 1:
 * think time"). */
function fieldName(field: string): string {
  const player = /^players\.(\d+)\.(level|think_ms)$/.exec(field);
  if (player !== null) {
    const n = Number(player[1]) + 1;
    return tr(player[2] === "level" ? "field_level" : "field_think", { n });
  }
  switch (field) {
    case "matches": return tr("field_matches");
    case "seed": return tr("field_seed");
    case "players": return tr("field_players");
    case "game": return tr("field_game");
    default: return field;
  }
}

export function arenaForm(catalog: Catalog[], alert: HTMLElement,
  started: (arenaId: string) => void): HTMLFormElement {
  const firstGame = catalog[0];
  let game: Catalog | undefined = firstGame;
  let rows: PlayerRow[] = [];
  let busy = false;

  const gameSelect = h("select", { id: "arena-game", "data-testid": "arena-game" },
    ...catalog.map((entry) => h("option", { value: entry.id }, gameName(entry.id))));
  const playerList = h("ol", { class: "arena-players", "data-testid": "arena-players" });
  const matches = h("input", { type: "number", id: "arena-matches", min: 1,
    max: MAX_MATCHES, step: 1, value: DEFAULT_MATCHES, inputmode: "numeric",
    "aria-describedby": "arena-matches-hint arena-matches-error",
    "data-testid": "arena-matches" });
  const seed = h("input", { type: "number", id: "arena-seed", min: 0, step: 1,
    inputmode: "numeric", "aria-describedby": "arena-seed-hint arena-seed-error",
    "data-testid": "arena-seed" });
  const optionsHost = h("div", { class: "arena-options" });
  let options = optionsFieldset("arena", {});
  const submit = h("button", { type: "submit", "data-testid": "arena-start" }, tr("start"));
  // The server validates (and says why): the browser's own checks would hide its messages.
  const form = h("form", { class: "arena-form", novalidate: true, "aria-labelledby":
    "arena-form-title", "data-testid": "arena-form" },
  h("h2", { id: "arena-form-title" }, tr("newArena")),
  h("div", { class: "arena-field" }, h("label", { for: "arena-game" }, tr("game")), gameSelect,
    errorSlot("game")),
  h("fieldset", { class: "arena-players-set" }, h("legend", {}, tr("players")), playerList,
    h("small", { class: "arena-hint" }, tr("thinkHint")), errorSlot("players")),
  h("div", { class: "arena-row" },
    h("div", { class: "arena-field" }, h("label", { for: "arena-matches" }, tr("matches")),
      matches, h("small", { id: "arena-matches-hint", class: "arena-hint" },
        tr("matchesHint")), errorSlot("matches")),
    h("div", { class: "arena-field" }, h("label", { for: "arena-seed" }, tr("seed")), seed,
      h("small", { id: "arena-seed-hint", class: "arena-hint" }, tr("seedHint")),
      errorSlot("seed"))),
  optionsHost, errorSlot("options"),
  submit);

  function chooseGame(next: Catalog | undefined): void {
    game = next;
    if (game === undefined) return;
    options = optionsFieldset(`arena-${game.id}`, game.options_schema);
    optionsHost.replaceChildren(options.element);
    const offered = game.ai_levels;
    const fallback = (index: number): Level => {
      const preferred: Level = index === 0 ? "greedy" : "random";
      return offered.includes(preferred) ? preferred : offered[0] ?? "random";
    };
    rows = rows.filter((row) => offered.includes(row.level)).slice(0, game.max_players);
    while (rows.length < Math.max(2, game.min_players)) {
      rows.push({ level: fallback(rows.length), thinkMs: String(DEFAULT_THINK_MS) });
    }
    drawPlayers();
  }

  function drawPlayers(): void {
    if (game === undefined) return;
    const current = game;
    playerList.replaceChildren(...rows.map((row, index) => playerRow(current, row, index)));
    if (rows.length < current.max_players) {
      playerList.append(h("li", { class: "arena-add" }, button(tr("addPlayer"), () => {
        rows.push({ level: current.ai_levels.includes("random") ? "random"
          : current.ai_levels[0] ?? "random", thinkMs: String(DEFAULT_THINK_MS) });
        drawPlayers();
        playerList.querySelector<HTMLSelectElement>(`#arena-player-${rows.length - 1}-level`)
          ?.focus();
      }, { class: "secondary", "data-testid": "arena-add-player" })));
    }
  }

  function playerRow(current: Catalog, row: PlayerRow, index: number): HTMLLIElement {
    const base = `arena-player-${index}`;
    const name = tr("player", { n: index + 1 });
    const level = h("select", { id: `${base}-level`, "aria-label": labelled(name, tr("level")),
      "aria-describedby": `${base}-level-error` },
    ...current.ai_levels.map((offered) => h("option", { value: offered,
      selected: row.level === offered }, levelName(offered))));
    const think = h("input", { type: "number", id: `${base}-think`, min: 10, max: 10000,
      step: 10, value: row.thinkMs, inputmode: "numeric",
      "aria-label": labelled(name, tr("thinkMs")), "aria-describedby": `${base}-think-error` });
    // Only the expert searches within a time budget: the others take no think time.
    const thinkField = h("span", { class: "arena-player-field",
      "data-testid": `${base}-think-field`, hidden: row.level !== "expert" },
    h("label", { class: "arena-mini", for: `${base}-think` }, tr("thinkMs")), think);
    level.addEventListener("change", () => {
      const chosen = current.ai_levels.find((offered) => offered === level.value);
      if (chosen !== undefined) row.level = chosen;
      thinkField.hidden = row.level !== "expert";
    });
    think.addEventListener("input", () => {
      row.thinkMs = think.value;
    });
    const parts: Node[] = [
      h("span", { class: "arena-player-name" }, h("span", { class: `seat-dot seat-${index % 6}`,
        "aria-hidden": "true" }), name),
      h("span", { class: "arena-player-field" }, h("label", { class: "arena-mini",
        for: `${base}-level` }, tr("level")), level),
      thinkField,
    ];
    if (rows.length > Math.max(2, current.min_players)) {
      parts.push(button("×", () => {
        rows.splice(index, 1);
        drawPlayers();
      }, { class: "secondary arena-remove", "aria-label": tr("removePlayer", { n: index + 1 }),
        title: tr("removePlayer", { n: index + 1 }) }));
    }
    return h("li", { "data-player": index }, ...parts,
      errorSlot(`players.${index}.level`, `${base}-level-error`),
      errorSlot(`players.${index}.think_ms`, `${base}-think-error`));
  }

  function body(): Schemas["CreateArena"] | undefined {
    if (game === undefined) return undefined;
    const players: PlayerSpec[] = rows.map((row) => row.level === "expert"
      ? { level: row.level, think_ms: typedNumber(row.thinkMs) } : { level: row.level });
    const seedValue = seed.value.trim();
    const chosen = options.read();
    return { game: game.id, players, matches: typedNumber(matches.value),
      ...(seedValue === "" ? {} : { seed: typedNumber(seedValue) }),
      ...(chosen === undefined ? {} : { options: chosen }) };
  }

  function showProblem(problem: Problem | undefined): void {
    alert.replaceChildren();
    alert.removeAttribute("data-code");
    for (const slot of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
      slot.replaceChildren();
    }
    for (const field of form.querySelectorAll("[aria-invalid]")) {
      field.removeAttribute("aria-invalid");
    }
    if (problem === undefined) return;
    alert.setAttribute("data-code", problem.code);
    alert.append(h("p", {}, problemText(problem)));
    const errors = Object.entries(problem.errors ?? {});
    if (errors.length > 0) {
      alert.append(h("ul", {}, ...errors.map(([field, messages]) => h("li",
        { "data-field": field }, tr("fieldMessage", { field: fieldName(field),
          message: messages.join(" ") })))));
    }
    for (const [field, messages] of errors) {
      const slot = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(field)}"]`);
      if (slot === null) continue;
      slot.textContent = messages.join(" ");
      const input = inputFor(field);
      input?.setAttribute("aria-invalid", "true");
    }
  }

  function inputFor(field: string): HTMLElement | null {
    const player = /^players\.(\d+)\.(level|think_ms)$/.exec(field);
    if (player !== null) {
      return form.querySelector(`#arena-player-${player[1]}-${player[2] === "level"
        ? "level" : "think"}`);
    }
    return form.querySelector(`#arena-${field}`);
  }

  gameSelect.addEventListener("change", () => {
    chooseGame(catalog.find((entry) => entry.id === gameSelect.value));
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const request = body();
    if (busy || request === undefined) return;
    busy = true;
    submit.disabled = true;
    submit.textContent = tr("starting");
    call(client().POST("/v1/arena", { body: request })).then((arena) => {
      started(arena.id);
    }, (error: unknown) => {
      if (!(error instanceof ProblemError)) throw error;
      showProblem(error.problem);
    }).finally(() => {
      busy = false;
      submit.disabled = false;
      submit.textContent = tr("start");
    });
  });
  chooseGame(firstGame);
  return form;
}

/** Where a field's messages from the server go (found by `data-error-for`). */
function errorSlot(field: string, id?: string): HTMLElement {
  return h("span", { class: "arena-error", "data-error-for": field,
    id: id ?? `arena-${field}-error` });
}

/** The number typed, sent as is for the server to judge (NaN, sent as null, when empty). */
function typedNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? Number.NaN : Number(trimmed);
}
