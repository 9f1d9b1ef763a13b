// A match's page: its board, the seat's actions, live events, the scoring, the result and the
// fairness check. The page sees exactly what its seat's (or the public) view shows.
import { call, client, ProblemError, randomId, tokens } from "./api.js";
import { MatchConnection, type Transport } from "./connection.js";
import { announce, button, h } from "./dom.js";
import { describeEvent } from "./events.js";
import { checkCommitment } from "./fairness.js";
import { keepName, playerName as ownName } from "./guest.js";
import { GAME_UIS, type AnyBoard } from "./games/index.js";
import { formatNumber, lang, t } from "./i18n.js";
import { displayName, gameName } from "./names.js";
import { botTag, isAiPlayer } from "./player.js";
import { renderResult } from "./result.js";
import { rulesPanel, winReason } from "./rules/index.js";
import { renderRounds } from "./rounds.js";
import { seatDot } from "./seat_dot.js";
import type { AnyEvent, MatchView, Move, Problem } from "./types.js";
import { problemText } from "./problems.js";

const LOG_LIMIT = 300; // entries kept in the event log
const MIN_BOARD_ROOM = 280; // px: on a very short window the page scrolls rather than shrink more
const LATEST_ROOM = 48; // px kept for the "Just now" line before its first event

export interface MatchPageOptions {
  forceSse: boolean;
  joining: boolean;
}

function seatName(view: MatchView | undefined, seat: number): string {
  const found = view?.seats[seat];
  // an open seat has no player's name yet: the page's word for it, in the page's language
  return found === undefined || found.open ? t("seat", { n: seat }) : displayName(found.name);
}

export function matchPage(main: HTMLElement, matchId: string, options: MatchPageOptions):
() => void {
  let held = tokens.get(matchId);
  let view: MatchView | undefined;
  let board: AnyBoard | undefined;
  let recent: AnyEvent[] = [];
  let drawnVersion: number | undefined; // the version the board shows
  let busy = false;
  let transport: Transport = "offline";
  const scorings = new Map<number, AnyEvent>(); // the round_scored events, by seq
  const early = new Map<HTMLLIElement, AnyEvent>(); // log lines written before the first view
  let scrollQueued = false; // the log scrolls to its end at the next frame
  let resignedHere = false; // this page resigned its seat (before the view says so)
  let checkedCommitment: string | undefined;
  const ui = () => (view === undefined ? undefined : GAME_UIS[view.game]);
  const name = (seat: number) => seatName(view, seat);

  const title = h("h1", {}, t("loading"));
  const status = h("p", { class: "match-status", "data-testid": "match-status" });
  const live = h("span", { class: "transport", "data-testid": "transport" });
  const who = h("p", { class: "who" });
  const alert = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const share = h("section", { class: "share", hidden: true });
  const rules = h("div", { class: "rules-host" });
  const seats = h("ol", { class: "seats", "aria-label": t("seats") });
  const boardHost = h("section", { class: "board-host", "aria-label": "board",
    "data-testid": "board" });
  // The end of the match, above the board; the latest event's sentence, under it (on a phone
  // the event log is far below).
  const outcome = h("h2", { class: "outcome", hidden: true, "data-testid": "outcome" });
  const head = h("div", { class: "match-head" }, title, status, live, who, rules);
  const latestText = h("span", { "data-testid": "latest-text" });
  const latest = h("p", { class: "latest", "data-testid": "latest", hidden: true },
    h("span", { class: "latest-label" }, t("justNow")), " ", latestText);
  const actions = h("div", { class: "actions" });
  const scoring = h("section", { class: "scoring", hidden: true, "data-testid": "scoring" });
  const result = h("section", { class: "result", hidden: true, "data-testid": "result" });
  const fairness = h("section", { class: "fairness", "data-testid": "fairness" });
  // Scrollable: focusable, so the keyboard scrolls it too.
  const log = h("ol", { class: "log", "data-testid": "log", tabindex: 0,
    "aria-label": t("events") });
  // "How to play" sits in the heading's line and opens over the board, never pushing it down.
  main.replaceChildren(h("div", { class: "match" },
    head, alert, share,
    h("div", { class: "match-body" },
      h("div", { class: "play-area" }, outcome, boardHost, latest, actions),
      h("aside", { class: "side" }, h("h2", {}, t("seats")), seats, scoring, result, fairness,
        h("h2", {}, t("events")), log))));

  const connection = () => new MatchConnection(matchId, held?.token, {
    view: (next) => {
      const first = view === undefined;
      view = next;
      if (first) {
        mountBoard();
        rules.replaceChildren(rulesPanel(next.game, next.options));
        wordEarlyLines(next);
      }
      render();
    },
    events: (events) => {
      recent.push(...events);
      live.setAttribute("data-last-seq", String(channel.seq));
      appendLog(events);
      for (const event of events) {
        if (event.type === "round_scored") scorings.set(event.seq, event);
      }
    },
    transport: (next) => {
      transport = next;
      renderTransport();
    },
    unauthorized: () => {
      tokens.forget(matchId);
      held = undefined;
      showProblem(t("tokenGone"));
    },
  }, options.forceSse);
  let channel = connection();
  channel.start();
  window.addEventListener("resize", fitBoard);
  // The heading and the "Just now" line change height as their words wrap (and the language).
  const refit = new ResizeObserver(() => fitBoard());
  refit.observe(head);
  refit.observe(latest);
  rules.addEventListener("keydown", closeRulesOnEscape);

  /** The height the board may take: what the window shows under its top, less the "Just now"
   * line, so that both are on screen without scrolling (a board draws within it). */
  function fitBoard(): void {
    const top = boardHost.getBoundingClientRect().top + window.scrollY;
    const margins = 8; // px: the line's margin above it, and as much under it
    const under = latest.hidden ? LATEST_ROOM : latest.getBoundingClientRect().height + margins;
    const room = Math.max(MIN_BOARD_ROOM, window.innerHeight - top - under - margins);
    boardHost.style.setProperty("--board-room", `${Math.floor(room)}px`);
  }

  function closeRulesOnEscape(event: KeyboardEvent): void {
    const panel = rules.querySelector("details");
    if (event.key !== "Escape" || panel === null || !panel.open) return;
    panel.open = false;
    panel.querySelector("summary")?.focus();
  }

  function mountBoard(): void {
    const gameUi = ui();
    if (gameUi === undefined) return;
    board = gameUi.mount(boardHost, (move) => void play(move), name);
  }

  async function play(move: Move): Promise<void> {
    if (busy) return;
    busy = true;
    showProblem(undefined);
    render();
    try {
      await channel.move(move);
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      showProblem(problemText(error.problem), error.problem);
      await channel.refresh().catch(() => undefined); // recover: draw what holds now
    } finally {
      busy = false;
      render();
    }
  }

  function showProblem(text: string | undefined, problem?: Problem): void {
    alert.replaceChildren();
    alert.removeAttribute("data-code");
    if (text === undefined) return;
    alert.append(h("p", {}, text));
    if (problem !== undefined) alert.setAttribute("data-code", problem.code);
  }

  /** The events' lines at the log's end. The log keeps its newest LOG_LIMIT lines, so of a
   * long history (a finished match opened, a page reloaded) only those are worded and drawn,
   * in one insertion: opening a page costs the same whatever the match's length. */
  function appendLog(events: AnyEvent[]): void {
    // the game's own events say what a move did
    const told = events.filter((event) => event.type !== "move_played").slice(-LOG_LIMIT);
    if (told.length === 0) return;
    const lines = document.createDocumentFragment();
    let line = "";
    for (const event of told) {
      line = view === undefined ? event.type
        : describeEvent(view, event, name, view.viewer ?? undefined);
      const item = h("li", { "data-seq": event.seq, "data-type": event.type }, line);
      if (view === undefined) early.set(item, event);
      lines.append(item);
    }
    log.append(lines);
    latestText.textContent = line;
    latest.hidden = false;
    for (let excess = log.children.length - LOG_LIMIT; excess > 0; excess -= 1) {
      const oldest = log.firstElementChild;
      if (oldest instanceof HTMLLIElement) early.delete(oldest);
      oldest?.remove();
    }
    scrollLogToEnd();
  }

  /** Shows the log's newest line, at the next frame: reading the log's height lays the page
   * out, once a frame rather than once an event. */
  function scrollLogToEnd(): void {
    if (scrollQueued) return;
    scrollQueued = true;
    window.requestAnimationFrame(() => {
      scrollQueued = false;
      log.scrollTop = log.scrollHeight;
    });
  }

  /** The lines of events read before the first view, in words now that it is here. */
  function wordEarlyLines(current: MatchView): void {
    for (const [item, event] of early) {
      item.textContent = describeEvent(current, event, name, current.viewer ?? undefined);
    }
    const last = [...early.keys()].at(-1);
    if (last !== undefined && log.lastElementChild === last) {
      latestText.textContent = last.textContent;
    }
    early.clear();
  }

  function render(): void {
    if (view === undefined) return;
    const current = view;
    const mine = held?.seat;
    // A resigned seat is the AI's: its turns are not the page's any more.
    const stillMine = mine !== undefined && current.viewer === mine && !resignedHere
      && current.seats[mine]?.resigned !== true;
    const myTurn = stillMine && current.status === "active" && current.to_act.includes(mine);
    title.textContent = gameName(current.game);
    document.title = `Haras — ${gameName(current.game)}${myTurn ? ` — ${t("yourTurn")}` : ""}`;
    status.textContent = t(`status_${current.status}`);
    status.setAttribute("data-status", current.status);
    status.setAttribute("data-version", String(current.version));
    if (current.to_act.length > 0 && current.status === "active") {
      status.append(" · ", myTurn ? t("yourTurn")
        : t("toAct", { names: current.to_act.map(name).join(", ") }));
    }
    who.textContent = current.viewer === null || current.viewer === undefined
      ? held === undefined && joinable(current) ? t("joinInvite") : t("spectator")
      : t("playingAs", { n: current.viewer, name: name(current.viewer) });
    renderTransport();
    renderSeats(current);
    renderShare(current);
    renderActions(current);
    renderScoring(current);
    renderResult(result, current, name);
    renderOutcome(current);
    if (current.status === "finished" && held?.rated === true
      && current.result?.rating_changes === undefined) void channel.awaitRatings();
    renderFairness(current);
    const interactive = !busy && current.viewer !== null && current.status === "active";
    // Only what happened since the board's last drawing is news to animate: the history a
    // page reads on opening (or resuming) is already in the view.
    const since = drawnVersion;
    const news = since === undefined ? [] : recent.filter((event) => event.version > since);
    board?.update(current, news, interactive);
    drawnVersion = current.version;
    recent = [];
    boardHost.setAttribute("aria-busy", busy ? "true" : "false");
    fitBoard();
    if (myTurn && !busy) announce(t("yourTurn"));
  }

  function renderTransport(): void {
    live.textContent = t(`transport_${transport}`);
    live.setAttribute("data-transport", transport);
  }

  function renderSeats(current: MatchView): void {
    const scores = current.result?.scores ?? {};
    seats.replaceChildren(...current.seats.map((seat) => h("li", {
      class: current.to_act.includes(seat.seat) ? "to-act" : undefined,
      "aria-current": current.to_act.includes(seat.seat) ? "true" : undefined,
      "data-seat": seat.seat,
    }, seatDot(current, seat.seat), h("span", { class: "seat-name" },
    seat.player === undefined || isAiPlayer(seat.player.id) ? displayName(seat.name)
      : h("a", { href: `#/player/${encodeURIComponent(seat.player.id)}` }, displayName(seat.name)),
    seat.player?.bot === true ? botTag() : "",
    seat.player?.rating !== undefined ? h("span", { class: "seat-rating",
      "data-testid": "seat-rating" }, ` (${formatNumber(seat.player.rating)})`) : "",
    seat.open ? h("span", { class: "seat-waiting", "data-testid": "seat-waiting" },
      ` — ${t("seatWaiting")}`) : "",
    seat.seat === held?.seat ? ` — ${t("you")}` : "",
    scores[String(seat.seat)] !== undefined
      ? ` · ${formatNumber(scores[String(seat.seat)] ?? 0)}` : ""))));
  }

  /** Who won and why, over the board, once the match is over. */
  function renderOutcome(current: MatchView): void {
    const over = current.result;
    outcome.hidden = current.status !== "finished" || over === null || over === undefined;
    if (over === null || over === undefined) return;
    const mine = held?.seat;
    const others = over.winners.filter((seat) => seat !== mine).map(name).join(", ");
    const who = mine !== undefined && over.winners.includes(mine)
      ? others === "" ? t("youWin") : t("youShareWin", { names: others })
      : over.winners.length === 1 ? t("wins", { names: others }) : t("shareWin", { names: others });
    const why = over.resigned !== undefined ? t("winByResign", { name: name(over.resigned) })
      : winReason(current);
    outcome.textContent = t("outcome", { who, why });
    outcome.setAttribute("data-winners", over.winners.join(" "));
  }

  function renderShare(current: MatchView): void {
    const open = joinable(current);
    share.hidden = !open;
    if (!open) return;
    // A guest gets the form to take a seat; the players, the link to invite others.
    if (held === undefined) {
      share.replaceChildren(joinForm(current));
      return;
    }
    const link = `${location.origin}${location.pathname}#/join/${encodeURIComponent(matchId)}`;
    const linkField = h("input", { type: "text", readonly: true, value: link,
      "aria-label": t("shareLink"), "data-testid": "share-link" });
    const parts: (Node | string)[] = [h("p", {}, t("shareLink")), linkField,
      button(t("copy"), () => {
        navigator.clipboard?.writeText(link).then(() => announce(t("copied")), () => undefined);
      })];
    share.replaceChildren(...parts);
  }

  function joinable(current: MatchView): boolean {
    return current.status === "waiting" && current.seats.some((seat) => seat.open);
  }

  function joinForm(current: MatchView): HTMLFormElement {
    const nameField = h("input", { type: "text", required: true, maxlength: 40,
      id: "join-name", autocomplete: "nickname", value: ownName() });
    const form = h("form", { class: "join", "aria-label": t("joinTitle") },
      h("h2", {}, t("joinTitle")), h("label", { for: "join-name" }, t("joinAs")), nameField,
      h("button", { type: "submit" }, t("join")));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void join(nameField.value.trim() || "?", current);
    });
    if (options.joining) window.setTimeout(() => nameField.focus(), 0);
    return form;
  }

  async function join(playerName: string, current: MatchView): Promise<void> {
    try {
      const joined = await call(client().POST("/v1/matches/{match_id}/join", {
        params: { path: { match_id: matchId } }, body: { name: playerName } }));
      held = { seat: joined.seat, token: joined.seat_token, game: current.game, at: Date.now() };
      tokens.set(matchId, held);
      // the name the seat took is this browser's name from now on (see lobby.ts)
      if (playerName !== "?") keepName(playerName).catch(() => undefined);
      channel.stop();
      channel = connection();
      channel.start();
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      showProblem(problemText(error.problem), error.problem);
    }
  }

  function renderActions(current: MatchView): void {
    const parts: Node[] = [];
    if (held !== undefined && current.status === "active" && current.viewer !== null) {
      parts.push(button(t("resign"), () => {
        if (window.confirm(t("confirmResign"))) void resign();
      }, { class: "secondary" }));
    }
    if (current.status === "finished") {
      if (held !== undefined) { // a resigned seat's token may ask for the rematch too
        parts.push(button(t("rematch"), () => void rematch()));
      }
      parts.push(h("a", { href: `#/replay/${encodeURIComponent(matchId)}`,
        class: "button-like" }, t("replay")));
    }
    actions.replaceChildren(...parts);
  }

  async function resign(): Promise<void> {
    try {
      await call(client(held?.token).POST("/v1/matches/{match_id}/resign", {
        params: { path: { match_id: matchId } } }));
      resignedHere = true;
      render();
      await channel.refresh();
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      showProblem(problemText(error.problem), error.problem);
    }
  }

  async function rematch(): Promise<void> {
    try {
      const answer = await call(client(held?.token).POST("/v1/matches/{match_id}/rematch", {
        params: { path: { match_id: matchId }, header: { "Idempotency-Key": randomId() } } }));
      if (held !== undefined) {
        tokens.set(answer.match.id, { ...held, token: answer.seat_token, at: Date.now() });
      }
      location.hash = `#/match/${encodeURIComponent(answer.match.id)}`;
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      showProblem(problemText(error.problem), error.problem);
    }
  }

  /** Every round's points and the totals, then the last round's details. */
  function renderScoring(current: MatchView): void {
    const events = [...scorings.values()].sort((a, b) => a.seq - b.seq);
    const last = events.at(-1);
    const gameUi = ui();
    if (last === undefined || gameUi === undefined) {
      scoring.hidden = true;
      return;
    }
    const context = { seatName: name, isViewer: (seat: number) => seat === current.viewer };
    const rounds = renderRounds(current.seats.map((seat) => seat.seat),
      events.flatMap((event) => gameUi.roundScore(current, event) ?? []), name);
    const table = gameUi.breakdown(current, last, context);
    scoring.hidden = table === undefined && rounds === undefined;
    scoring.replaceChildren(...(rounds === undefined ? [] : [h("h2", {}, t("everyRound")), rounds]),
      ...(table === undefined ? [] : [h("h2", {}, t("roundScored")), table]));
  }

  function renderFairness(current: MatchView): void {
    const commitment = current.seed_commitment;
    const key = `${commitment}:${current.seed}:${current.seed_salt}:${lang()}`;
    if (key === checkedCommitment) return;
    checkedCommitment = key;
    const verdict = h("p", { class: "verdict", "data-testid": "fairness-verdict" });
    fairness.replaceChildren(h("h2", {}, t("fairness")),
      h("p", {}, t("commitment")), h("code", { class: "digest" }, commitment ?? "—"),
      current.seed_chosen ? h("p", {}, t("seedChosen")) : "", verdict);
    if (current.seed === null || current.seed_salt === null || commitment === null) {
      verdict.textContent = t("fairPending");
      return;
    }
    fairness.insertBefore(h("p", { class: "revealed" }, t("seedRevealed",
      { seed: String(current.seed), salt: current.seed_salt })), verdict);
    verdict.textContent = t("fairChecking");
    checkCommitment(current.seed_salt, current.seed, commitment).then((check) => {
      verdict.setAttribute("data-verdict", check.verdict);
      verdict.textContent = check.verdict === "ok" ? t("fairOk")
        : check.verdict === "mismatch" ? t("fairBad", { digest: check.digest })
          : t("fairNoCrypto");
    }, () => undefined);
  }

  return () => {
    channel.stop();
    window.removeEventListener("resize", fitBoard);
    refit.disconnect();
  };
}
