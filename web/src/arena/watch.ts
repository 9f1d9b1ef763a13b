// Watching an arena: its progress, the win-rate chart, the results table, the Elo ratings;
// refreshed by polling GET /v1/arena/{id} about every second while it runs, and a Cancel
// button (DELETE) until it is over.
import { call, client, ProblemError } from "../api.js";
import { announce, button, h } from "../dom.js";
import { formatDateTime, labelled } from "../i18n.js";
import { gameName } from "../names.js";
import { problemText } from "../problems.js";
import { isGame, type Problem, type Schemas } from "../types.js";
import { winRateChart, playerName } from "./chart.js";
import { decimal, levelName, percent, tr } from "./text.js";

type ArenaView = Schemas["ArenaView"];

const POLL_MS = 1000;
const RETRY_MS = 3000; // after a failed poll (the network, a 503): try again, more slowly

export function watchArena(main: HTMLElement, arenaId: string): () => void {
  let shown: ArenaView | undefined;
  let timer: number | undefined;
  let left = false;
  let cancelling = false;

  const title = h("h1", {}, tr("title"));
  const status = h("p", { class: "arena-status", "data-testid": "arena-status" });
  const alert = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const bar = h("progress", { id: "arena-progress", max: 1, value: 0,
    "data-testid": "arena-progress" });
  const counts = h("p", { class: "arena-counts", "data-testid": "arena-counts" });
  const actions = h("div", { class: "arena-actions" });
  const chart = winRateChart();
  const elo = h("ol", { class: "arena-elo", "data-testid": "arena-elo" });
  const table = h("div", { class: "arena-table-wrap", tabindex: 0, role: "region",
    "aria-labelledby": "arena-results-title" });
  const details = h("dl", { class: "arena-details" });
  const body = h("div", { class: "arena-body", hidden: true },
    h("section", { class: "arena-card arena-progress-card" },
      h("label", { for: "arena-progress", class: "visually-hidden" }, tr("progressLabel")),
      bar, counts, actions),
    h("div", { class: "arena-panels" },
      h("section", { class: "arena-card arena-chart-card" }, chart.element),
      h("section", { class: "arena-card", "aria-labelledby": "arena-elo-title" },
        h("h2", { id: "arena-elo-title" }, tr("eloTitle")), elo,
        h("p", { class: "arena-hint" }, tr("eloNote")))),
    h("section", { class: "arena-card", "aria-labelledby": "arena-results-title" },
      h("h2", { id: "arena-results-title" }, tr("results")), table),
    h("section", { class: "arena-card", "aria-labelledby": "arena-details-title" },
      h("h2", { id: "arena-details-title" }, tr("details")), details),
    h("p", {}, h("a", { href: "#/arena", class: "button-like secondary-link" }, tr("another"))));
  main.replaceChildren(h("div", { class: "arena-page arena-watch" },
    h("div", { class: "arena-head" }, title, status), alert, body));

  function schedule(delay: number): void {
    if (left) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void poll(), delay);
  }

  async function poll(): Promise<void> {
    try {
      const view = await call(client().GET("/v1/arena/{arena_id}",
        { params: { path: { arena_id: arenaId } } }));
      if (left) return;
      showProblem(undefined);
      show(view);
      if (shown?.status === "running") schedule(POLL_MS);
    } catch (error) {
      if (left) return;
      if (!(error instanceof ProblemError)) throw error;
      if (error.problem.code === "arena_not_found") {
        title.textContent = tr("title");
        showProblem(error.problem, tr("notFound"));
        return; // nothing more to watch
      }
      showProblem(error.problem);
      schedule(RETRY_MS);
    }
  }

  async function cancel(): Promise<void> {
    if (cancelling) return;
    cancelling = true;
    renderActions();
    try {
      const view = await call(client().DELETE("/v1/arena/{arena_id}",
        { params: { path: { arena_id: arenaId } } }));
      if (left) return;
      showProblem(undefined);
      show(view);
    } catch (error) {
      if (left) return;
      if (!(error instanceof ProblemError)) throw error;
      showProblem(error.problem);
    } finally {
      cancelling = false;
      renderActions();
    }
  }

  /** Draws `view` unless it is older than what is shown (a poll answered after the cancel). */
  function show(view: ArenaView): void {
    const before = shown;
    if (before !== undefined && before.status !== "running" && view.status === "running") return;
    shown = view;
    body.hidden = false;
    title.textContent = isGame(view.game) ? tr("arenaOf", { game: gameName(view.game) })
      : tr("title");
    document.title = `Haras — ${title.textContent}`;
    renderStatus(view);
    renderActions();
    chart.update(view);
    renderElo(view);
    renderTable(view);
    renderDetails(view);
    if (before?.status === "running" && view.status !== "running") {
      announce(view.status === "finished" ? tr("finishedNow") : tr("cancelledNow"));
    }
  }

  function renderStatus(view: ArenaView): void {
    status.textContent = tr(`status_${view.status}`);
    status.setAttribute("data-status", view.status);
    status.setAttribute("data-done", String(view.done));
    status.setAttribute("data-failed", String(view.failed));
    status.setAttribute("data-total", String(view.total));
    bar.max = Math.max(1, view.total);
    bar.value = view.done + view.failed;
    const progress = tr("progress", { done: view.done, total: view.total });
    bar.setAttribute("aria-valuetext", progress);
    counts.replaceChildren(h("strong", {}, progress),
      view.failed > 0 ? h("span", { class: "arena-failed" }, ` · ${tr("failed",
        { failed: view.failed })}`) : "");
  }

  function renderActions(): void {
    const running = shown?.status === "running";
    actions.replaceChildren(...(running ? [button(cancelling ? tr("cancelling") : tr("cancel"),
      () => void cancel(), { class: "secondary danger", disabled: cancelling,
        "data-testid": "arena-cancel" })] : []));
  }

  function renderElo(view: ArenaView): void {
    const ranked = view.players.map((_, index) => ({ index,
      rating: view.elo[String(index)] ?? 1500 })).sort((a, b) => b.rating - a.rating);
    elo.replaceChildren(...ranked.map(({ index, rating }) => {
      const player = view.players[index];
      const gap = rating - 1500;
      return h("li", { "data-player": index, "data-elo": rating },
        h("span", { class: `seat-dot seat-${index % 6}`, "aria-hidden": "true" }),
        h("span", { class: "arena-elo-name" }, playerName(index),
          player === undefined ? "" : h("small", {}, ` ${levelName(player.level)}`)),
        h("span", { class: "arena-elo-rating" }, decimal(rating),
          h("small", { class: gap > 0 ? "up" : gap < 0 ? "down" : undefined },
            ` ${gap > 0 ? "+" : gap < 0 ? "−" : "±"}${decimal(Math.abs(gap))}`)));
    }));
  }

  function renderTable(view: ArenaView): void {
    // Explicit table roles: on a phone the rows are laid out as cards (CSS), and the roles
    // keep them a table for screen readers.
    const headings = [tr("colWins"), tr("colWinRate"), tr("colInterval"), tr("colMeanScore"),
      tr("colElo")];
    const rows = view.players.map((player, index) => {
      const result = view.results[String(index)];
      const rate = result?.win_rate ?? null;
      const [lo = 0, hi = 1] = result?.ci95 ?? [];
      const figures = [
        decimal(result?.wins ?? 0, 2),
        rate === null ? "—" : percent(rate, 1),
        rate === null ? "—" : `${percent(lo, 1)} – ${percent(hi, 1)}`,
        result === undefined || result.mean_score === null ? "—" : decimal(result.mean_score, 2),
        decimal(view.elo[String(index)] ?? 1500),
      ];
      return h("tr", { role: "row", "data-player": index },
        h("th", { scope: "row", role: "rowheader" }, h("span", { class:
          `seat-dot seat-${index % 6}`, "aria-hidden": "true" }), playerName(index),
        h("small", { class: "arena-level" }, ` ${levelName(player.level)}${
          player.level === "expert" ? ` · ${player.think_ms} ms` : ""}`)),
        ...figures.map((figure, column) => h("td", { role: "cell", class: "num",
          "data-label": headings[column] }, figure)));
    });
    table.replaceChildren(h("table", { role: "table", class: "arena-results",
      "data-testid": "arena-results" },
    h("caption", { class: "visually-hidden" }, tr("resultsCaption")),
    h("thead", { role: "rowgroup" }, h("tr", { role: "row" },
      h("th", { scope: "col", role: "columnheader" }, tr("colPlayer")),
      ...headings.map((heading) => h("th", { scope: "col", role: "columnheader", class: "num" },
        heading)))),
    h("tbody", { role: "rowgroup" }, ...rows)));
  }

  function renderDetails(view: ArenaView): void {
    const options = Object.entries(view.options)
      .map(([key, value]) => labelled(key.replaceAll("_", " "), JSON.stringify(value)));
    const entry = (term: string, ...value: (Node | string)[]) =>
      [h("dt", {}, term), h("dd", {}, ...value)];
    details.replaceChildren(
      ...entry(tr("arenaId"), h("code", {}, view.id)),
      ...entry(tr("seedUsed"), h("code", {}, String(view.seed))),
      ...entry(tr("createdAt"), formatDateTime(view.created_at * 1000)),
      ...(options.length > 0 ? entry(tr("options"), options.join(", ")) : []));
  }

  function showProblem(problem: Problem | undefined, text?: string): void {
    alert.replaceChildren();
    alert.removeAttribute("data-code");
    if (problem === undefined) return;
    alert.setAttribute("data-code", problem.code);
    alert.append(h("p", {}, text ?? problemText(problem)));
  }

  void poll();
  return () => {
    left = true;
    window.clearTimeout(timer);
    chart.dispose();
  };
}
