// The replay viewer: a finished match step by step (GET /v1/matches/{id}/replay/steps/{n}),
// its board drawn by the game's module (never interactive), each step's events described, and
// the controls: First, Previous, Play/Pause, Next, Last, a slider, the arrow keys (Home, End).
import "./replay.css";
import { call, client, ProblemError } from "./api.js";
import { announce, button, h, s } from "./dom.js";
import { describeEvent } from "./events.js";
import { seatDot } from "./seat_dot.js";
import { GAME_UIS, type AnyBoard } from "./games/index.js";
import { localize, t } from "./i18n.js";
import { displayName, gameName } from "./names.js";
import { renderResult } from "./result.js";
import type { AnyEvent, MatchView, Schemas } from "./types.js";
import { problemText } from "./problems.js";
import { rulesPanel } from "./rules/index.js";

type ReplayStep = Schemas["ReplayStep"];

const AUTOPLAY_MS = 900; // between two steps while playing
const SLIDER_MS = 150; // a dragged slider asks for the step it rests on, not each one it crosses
const STEPS_KEPT = 300; // answers kept in the page, for going back without asking again

const say = localize({
  title: "Replay — {game}",
  play: "Play",
  pause: "Pause",
  slider: "Step",
  backToMatch: "Back to the match",
  stepEvents: "This step",
  setup: "The match is set up.",
  nothing: "Nothing else happened.",
  toAct: "To play: {names}",
  keys: "Keys: ← → step, Home and End jump.",
  board: "Board at step {n}",
  notFinished: "This match is not over yet: its replay opens when it ends.",
  status_waiting: "Waiting for players.",
  status_active: "In play.",
  status_scoring: "The round is being scored.",
  status_finished: "The match is over.",
}, {
  title: "Revoir la partie — {game}",
  play: "Lecture",
  pause: "Pause",
  slider: "Étape",
  backToMatch: "Retour à la partie",
  stepEvents: "Cette étape",
  setup: "La partie est mise en place.",
  nothing: "Rien d'autre ne s'est passé.",
  toAct: "À jouer : {names}",
  keys: "Touches : ← → pour avancer ou reculer, Début et Fin pour sauter.",
  board: "Plateau à l'étape {n}",
  notFinished: "Cette partie n'est pas finie : on pourra la revoir à la fin.",
  status_waiting: "En attente de joueurs.",
  status_active: "En cours.",
  status_scoring: "La manche est en décompte.",
  status_finished: "La partie est finie.",
});

type Icon = "first" | "previous" | "play" | "pause" | "next" | "last";

// Drawn in SVG (24×24): media-control glyphs are missing from many fonts.
const CHEVRON = { fill: "none", stroke: "currentColor", "stroke-width": 2.6,
  "stroke-linecap": "round", "stroke-linejoin": "round" };
const ICONS: Record<Icon, () => SVGElement[]> = {
  first: () => [s("path", { d: "M6 5v14", ...CHEVRON }),
    s("path", { d: "M17 5l-7 7 7 7", ...CHEVRON })],
  previous: () => [s("path", { d: "M15 5l-7 7 7 7", ...CHEVRON })],
  play: () => [s("path", { d: "M7 4.5v15l12.5-7.5z", fill: "currentColor" })],
  pause: () => [s("path", { d: "M6 5h4.5v14H6zM13.5 5H18v14h-4.5z", fill: "currentColor" })],
  next: () => [s("path", { d: "M9 5l7 7-7 7", ...CHEVRON })],
  last: () => [s("path", { d: "M18 5v14", ...CHEVRON }),
    s("path", { d: "M7 5l7 7-7 7", ...CHEVRON })],
};

/** A control button: an icon, and its name (shown beside it when there is room; always its
 * accessible name). */
function control(icon: Icon, label: string, testId: string, act: () => void): HTMLButtonElement {
  const element = button("", act, { "data-testid": testId });
  setControl(element, icon, label);
  return element;
}

function setControl(element: HTMLButtonElement, icon: Icon, label: string): void {
  element.setAttribute("aria-label", label);
  element.replaceChildren(s("svg", { class: "replay-icon", viewBox: "0 0 24 24", width: 20,
    height: 20, "aria-hidden": "true", focusable: "false" }, ...ICONS[icon]()),
  h("span", { class: "replay-label", "aria-hidden": "true" }, label));
}

function isForAControl(event: KeyboardEvent): boolean {
  const target = event.target;
  return event.altKey || event.ctrlKey || event.metaKey
    || (target instanceof HTMLElement && target.matches("input, select, textarea"));
}

export function replayPage(main: HTMLElement, matchId: string): () => void {
  const loaded = new Map<number, ReplayStep>();
  let shown: ReplayStep | undefined;
  let wanted = 0; // the step asked for last: a late answer for another is not drawn
  let board: AnyBoard | undefined;
  let playing = false;
  let timer: number | undefined;
  let left = false;

  const view = () => shown?.match;
  const name = (seat: number) => {
    const found = view()?.seats[seat];
    return found === undefined ? t("seat", { n: seat }) : displayName(found.name);
  };

  const title = h("h1", {}, t("replay"));
  const counter = h("p", { class: "replay-counter", "data-testid": "replay-step",
    "aria-live": "off" }, t("loading"));
  const alert = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const rules = h("div", { class: "rules-host" }); // the match page's "How to play"
  const boardHost = h("section", { class: "board-host", "data-testid": "board" });
  const first = control("first", t("first"), "replay-first", () => go(0));
  const previous = control("previous", t("previous"), "replay-previous", () => go(wanted - 1));
  const toggle = control("play", say("play"), "replay-play", () => setPlaying(!playing));
  toggle.setAttribute("aria-pressed", "false");
  toggle.classList.add("secondary");
  const next = control("next", t("next"), "replay-next", () => go(wanted + 1));
  const last = control("last", t("last"), "replay-last", () => go(shown?.steps ?? 0));
  const slider = h("input", { type: "range", min: 0, max: 0, value: 0, step: 1,
    class: "replay-slider", "data-testid": "replay-slider", "aria-label": say("slider") });
  let sliderTimer: number | undefined;
  slider.addEventListener("input", () => {
    counter.textContent = t("replayStep", { n: slider.value, total: slider.max });
    window.clearTimeout(sliderTimer);
    sliderTimer = window.setTimeout(() => go(Number(slider.value)), SLIDER_MS);
  });
  const toAct = h("p", { class: "replay-to-act" });
  const seats = h("ol", { class: "seats", "aria-label": t("seats") });
  const events = h("ol", { class: "log replay-events", "data-testid": "replay-events" });
  const result = h("section", { class: "result", hidden: true, "data-testid": "result" });
  const back = h("a", { href: `#/match/${encodeURIComponent(matchId)}` }, say("backToMatch"));

  main.replaceChildren(h("div", { class: "match replay" },
    h("div", { class: "match-head" }, title, counter, rules), alert,
    h("div", { class: "match-body" },
      h("div", { class: "play-area" }, boardHost,
        h("div", { class: "replay-controls", role: "group", "aria-label": t("replay") },
          h("div", { class: "replay-buttons" }, first, previous, toggle, next, last), slider),
        h("p", { class: "replay-keys" }, say("keys"))),
      h("aside", { class: "side" }, h("h2", {}, t("seats")), toAct, seats, result,
        h("h2", {}, say("stepEvents")), events, h("p", {}, back)))));

  const onKey = (event: KeyboardEvent) => {
    if (isForAControl(event) || shown === undefined) return;
    const target = { ArrowRight: wanted + 1, ArrowLeft: wanted - 1, Home: 0,
      End: shown.steps }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  document.addEventListener("keydown", onKey);

  async function fetchStep(step: number): Promise<ReplayStep> {
    const known = loaded.get(step);
    if (known !== undefined) return known;
    const answer = await call(client().GET("/v1/matches/{match_id}/replay/steps/{step}", {
      params: { path: { match_id: matchId, step } } }));
    loaded.set(step, answer);
    for (const old of loaded.keys()) {
      if (loaded.size <= STEPS_KEPT) break;
      loaded.delete(old); // the first asked first
    }
    return answer;
  }

  /** Shows step `step` (clamped to the replay's). */
  function go(step: number): void {
    const bounded = Math.max(0, Math.min(step, shown?.steps ?? step));
    if (shown !== undefined && bounded === wanted && shown.step === bounded) return;
    const from = shown?.step;
    wanted = bounded;
    fetchStep(bounded).then((answer) => {
      if (left || answer.step !== wanted) return;
      // Only a single step forward animates its events; a jump draws the state as it is.
      draw(answer, from !== undefined && answer.step === from + 1);
      if (playing) schedule();
    }, (error: unknown) => {
      if (!(error instanceof ProblemError)) throw error;
      setPlaying(false);
      showProblem(error.problem.code === "match_not_finished" ? say("notFinished")
        : problemText(error.problem));
    });
  }

  function schedule(): void {
    window.clearTimeout(timer);
    if (shown === undefined || shown.step >= shown.steps) {
      setPlaying(false);
      return;
    }
    void fetchStep(shown.step + 1).catch(() => undefined); // ready by the time it is due
    timer = window.setTimeout(() => go(wanted + 1), AUTOPLAY_MS);
  }

  function setPlaying(on: boolean): void {
    playing = on;
    setControl(toggle, on ? "pause" : "play", on ? say("pause") : say("play"));
    toggle.setAttribute("aria-pressed", on ? "true" : "false");
    window.clearTimeout(timer);
    if (!on || shown === undefined) return;
    if (shown.step >= shown.steps) go(0); // from the start again
    else schedule();
  }

  function showProblem(text: string | undefined): void {
    alert.replaceChildren(...(text === undefined ? [] : [h("p", {}, text)]));
  }

  function draw(step: ReplayStep, forward: boolean): void {
    const firstDraw = shown === undefined;
    shown = step;
    const current = step.match;
    showProblem(undefined);
    if (firstDraw) {
      title.textContent = say("title", { game: gameName(current.game) });
      document.title = `Haras — ${title.textContent}`;
      board = GAME_UIS[current.game].mount(boardHost, () => undefined, name);
      rules.replaceChildren(rulesPanel(current.game, current.options));
      slider.max = String(step.steps);
    }
    const counterText = t("replayStep", { n: step.step, total: step.steps });
    counter.textContent = counterText;
    counter.setAttribute("data-step", String(step.step));
    counter.setAttribute("data-steps", String(step.steps));
    counter.setAttribute("data-status", current.status);
    slider.value = String(step.step);
    slider.setAttribute("aria-valuetext", counterText);
    boardHost.setAttribute("data-step", String(step.step));
    boardHost.setAttribute("data-version", String(current.version));
    boardHost.setAttribute("aria-label", say("board", { n: step.step }));
    board?.update(current, forward ? step.events : [], false);
    first.disabled = step.step === 0;
    previous.disabled = step.step === 0;
    next.disabled = step.step === step.steps;
    last.disabled = step.step === step.steps;
    renderSeats(current);
    renderEvents(step);
    renderResult(result, current, name);
    if (!playing) announce(counterText);
  }

  function renderSeats(current: MatchView): void {
    toAct.textContent = current.status === "active" && current.to_act.length > 0
      ? say("toAct", { names: current.to_act.map(name).join(", ") })
      : say(`status_${current.status}`);
    seats.replaceChildren(...current.seats.map((seat) => h("li", {
      class: current.to_act.includes(seat.seat) ? "to-act" : undefined,
      "aria-current": current.to_act.includes(seat.seat) ? "true" : undefined,
    }, seatDot(current, seat.seat), displayName(seat.name),
    seat.type === "ai" ? h("span", { class: "replay-tag" }, t("ai")) : "",
    seat.resigned ? h("span", { class: "replay-tag" }, "✗") : "")));
  }

  function renderEvents(step: ReplayStep): void {
    // As on the match page, the game's own events say what a move did.
    const lines = step.events.filter((event) => event.type !== "move_played").map((event) =>
      h("li", { "data-seq": event.seq,
      "data-type": event.type }, describeEvent(step.match, event, name)));
    if (step.step === 0) lines.unshift(h("li", {}, say("setup")));
    events.replaceChildren(...(lines.length > 0 ? lines : [h("li", {}, say("nothing"))]));
  }

  /** Opens step 0 of a finished match; a running one has no replay yet (409): say so
   * without asking for it. */
  async function open(): Promise<void> {
    try {
      const match = await call(client().GET("/v1/matches/{match_id}", {
        params: { path: { match_id: matchId } } }));
      if (left) return;
      if (match.status === "finished") go(0);
      else showProblem(say("notFinished"));
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      showProblem(problemText(error.problem));
    }
  }

  void open();
  return () => {
    left = true;
    window.clearTimeout(timer);
    window.clearTimeout(sliderTimer);
    document.removeEventListener("keydown", onKey);
  };
}
