// "Play now" (#/play/<game>, #/play/<game>/unrated): a matchmaking ticket for this browser's
// guest player, followed by back-to-back long-polls (the ticket's sign of life: a ticket left
// unread for the server's keepalive expires); what is searched (players, rated or not, the
// rating window as it widens), the time waited and Cancel; the AI offered after a while, and
// why (the ticket is opened again with `ai_fill_after_s: 0`); once matched, the match's page
// with the seat token the ticket holds. A tab closed cancels its search at once.
import { call, client, ProblemError, tokens } from "./api.js";
import { announce, button, h } from "./dom.js";
import { forgetGuest, guest, type Guest } from "./guest.js";
import { lang, t } from "./i18n.js";
import { gameName } from "./names.js";
import type { Game, Schemas } from "./types.js";
import { problemText } from "./problems.js";

type Ticket = Schemas["Ticket"];
const WAIT_S = 25; // one long-poll
const AI_OFFER_S = 10; // waited this long, the AI is offered
const RETRY_MS = 2000; // after a network failure or an unavailable server
const POINTS_PER_MU = 20; // the displayed rating's scale (docs/players.md): 20 points a unit of mu
// The tickets this tab cancelled as its page went away (a reload): found searching by the
// page that comes next (its DELETE not yet arrived), they are cancelled, not followed.
const LEFT_KEY = "haras:tickets-left";

type Phase = "opening" | "searching" | "matched" | "cancelled" | "expired" | "failed";

export function playPage(main: HTMLElement, game: Game, rated: boolean): () => void {
  let left = false;
  let me: Guest | undefined;
  let ticket: Ticket | undefined;
  let poll: AbortController | undefined;
  let run = 0; // the follow loop of this run is the live one; Cancel, the AI, leaving end it
  let since = Date.now(); // when this page's current search began
  let readAt = Date.now(); // when `ticket` was read (its `mu_gap` is the gap then)

  const status = h("p", { class: "ticket-status", "data-testid": "ticket-status" });
  const waited = h("span", { role: "timer", "data-testid": "waited" }, "0:00");
  const playersText = h("dd", { "data-testid": "search-players" });
  const ratingText = h("dd", { "data-testid": "search-rating" });
  const windowText = h("dd", { "data-testid": "search-window" });
  const ratingRows = [h("dt", {}, t("searchYourRating")), ratingText,
    h("dt", {}, t("searchWindow")), windowText];
  const about = h("dl", { class: "searching-for", "data-testid": "searching-for" },
    h("dt", {}, t("game")), h("dd", { "data-testid": "search-game" }, gameName(game)),
    h("dt", {}, t("searchPlayers")), playersText,
    h("dt", {}, t("searchKind")), h("dd", {}, rated ? t("ratedMatch") : t("unratedMatch")),
    ...ratingRows,
    h("dt", {}, t("waited")), h("dd", { class: "waited" }, waited));
  const aiNote = h("p", { class: "ai-note" });
  const alert = h("div", { class: "problem", role: "alert", "data-testid": "problem" });
  const cancel = button(t("cancelSearch"), () => void cancelSearch(),
    { "data-testid": "cancel-ticket", class: "secondary" });
  const aiNow = button(t("aiNow"), () => void playAi(), { "data-testid": "ai-now", hidden: true });
  const again = button(t("searchAgain"), () => void search(null),
    { "data-testid": "search-again", hidden: true });
  main.replaceChildren(h("section", { class: "play-now-page" },
    h("h1", {}, t("playNowTitle", { game: gameName(game) })),
    status, about, aiNote, alert,
    h("div", { class: "actions" }, aiNow, cancel, again,
      h("a", { href: `#/leaderboard/${game}`, class: "button-like secondary" },
        t("leaderboard")))));

  const tick = window.setInterval(() => renderClock(), 1000);
  window.addEventListener("pagehide", pageHidden);
  window.addEventListener("pageshow", pageShown);
  void search(null);

  function phase(next: Phase, text: string): void {
    status.textContent = text;
    status.setAttribute("data-status", next);
    const searching = next === "searching" || next === "opening";
    cancel.hidden = next !== "searching"; // a ticket to cancel
    about.hidden = next !== "searching";
    again.hidden = searching || next === "matched";
    renderAi();
  }

  function renderClock(): void {
    if (ticket?.status !== "searching") return;
    const seconds = Math.floor((Date.now() - since) / 1000);
    waited.textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
    waited.setAttribute("data-seconds", String(seconds));
    renderSearch(ticket);
    renderAi();
  }

  /** What the ticket searches: its players, and the rating window as it widens (the gap the
   * server gave when it was read, widened since at the server's pace). */
  function renderSearch(searching: Ticket): void {
    const { min, max } = searching.players;
    playersText.textContent = min === undefined || max === undefined ? ""
      : min === max ? t("playersExactly", { n: min }) : t("players", { min, max });
    const known = searching.rating !== undefined && searching.mu_gap !== undefined;
    for (const row of ratingRows) row.hidden = !known;
    if (!known) return;
    const number = new Intl.NumberFormat(lang(), { maximumFractionDigits: 1 });
    const perS = (searching.mu_gap_per_s ?? 0) * POINTS_PER_MU;
    const gap = Math.round((searching.mu_gap ?? 0) * POINTS_PER_MU
      + perS * (Date.now() - readAt) / 1000);
    ratingText.textContent = String(searching.rating); // as ratings are shown everywhere
    windowText.textContent = perS > 0
      ? t("searchWindowWidening", { gap: number.format(gap), rate: number.format(perS) })
      : t("searchWindowFixed", { gap: number.format(gap) });
    windowText.setAttribute("data-gap", String(gap));
  }

  function renderAi(): void {
    const searching = ticket?.status === "searching";
    const fill = ticket?.ai_fill_after_s;
    const offered = searching && (fill === null || fill === undefined)
      && Date.now() - since >= AI_OFFER_S * 1000;
    if (offered && aiNow.hidden) announce(t("aiOffered"));
    aiNow.hidden = !offered;
    aiNote.textContent = !searching ? "" : fill === null || fill === undefined
      ? (offered ? t("aiOffered") : "") : t("aiComing");
  }

  function showProblem(error: unknown): void {
    if (!(error instanceof ProblemError)) throw error;
    const problem = error.problem;
    alert.replaceChildren(h("p", {}, problemText(problem)));
    alert.setAttribute("data-code", problem.code);
    if (problem.code === "already_seated" && problem.match_id !== undefined) {
      alert.append(h("a", { href: `#/match/${encodeURIComponent(problem.match_id)}` },
        t("backToMatch")));
    }
    if (problem.code === "sign_in_required") {
      alert.append(h("a", { href: `#/play/${game}/unrated` }, t("playUnratedInstead")));
    }
  }

  /** Opens a ticket (AI fill after `aiFill` seconds, or never) and follows it. */
  async function search(aiFill: number | null): Promise<void> {
    alert.replaceChildren();
    alert.removeAttribute("data-code");
    phase("opening", t("ticketOpening"));
    try {
      ticket = await open(aiFill);
    } catch (error) {
      phase("failed", t("ticketFailed"));
      showProblem(error);
      return;
    }
    since = Date.now();
    readAt = since;
    status.setAttribute("data-ticket", ticket.id);
    renderClock();
    if (left) { // the page was left while the ticket was being opened
      void withdraw(ticket).then(keepSeat, () => undefined);
      return;
    }
    await follow();
  }

  async function open(aiFill: number | null): Promise<Ticket> {
    for (let attempt = 0; ; attempt += 1) {
      me = await guest();
      try {
        return (await call(client(me.token).POST("/v1/matchmaking/tickets", {
          body: { game, rated, ai_fill_after_s: aiFill } }))).ticket;
      } catch (error) {
        if (!(error instanceof ProblemError) || attempt > 0) throw error;
        const { problem } = error;
        if (problem.status === 401) { // the server no longer knows this guest: a new one
          forgetGuest();
          continue;
        }
        if (problem.code !== "ticket_exists" || problem.ticket_id === undefined) throw error;
        // A search of this game is under way already (a reload, another tab): follow it if
        // it is of the same kind; else it gives way to this one.
        const existing = await read(problem.ticket_id);
        if (leftBehind().includes(existing.id) && existing.status === "searching") {
          await withdraw(existing);
          continue;
        }
        if (existing.status !== "searching" || existing.rated === rated) return existing;
        const withdrawn = await withdraw(existing);
        if (withdrawn.status !== "cancelled") return withdrawn;
      }
    }
  }

  function read(ticketId: string, wait = 0, signal?: AbortSignal): Promise<Ticket> {
    return call(client(me?.token).GET("/v1/matchmaking/tickets/{ticket_id}", {
      params: { path: { ticket_id: ticketId }, query: { wait } }, signal }));
  }

  /** Cancels `current`: the ticket after it (matched if the matchmaker was first). */
  async function withdraw(current: Ticket, keepalive = false): Promise<Ticket> {
    try {
      return await call(client(me?.token).DELETE("/v1/matchmaking/tickets/{ticket_id}", {
        params: { path: { ticket_id: current.id } }, keepalive }));
    } catch (error) {
      if (!(error instanceof ProblemError) || error.problem.code !== "ticket_matched") throw error;
      return read(current.id);
    }
  }

  /** Long-polls the ticket while it searches, then acts on how it ended. */
  async function follow(): Promise<void> {
    const mine = run;
    while (!left && mine === run && ticket?.status === "searching") {
      phase("searching", t("ticketSearching"));
      const controller = new AbortController();
      poll = controller;
      try {
        const next = await read(ticket.id, WAIT_S, controller.signal);
        if (mine !== run) return;
        ticket = next;
        readAt = Date.now();
      } catch (error) {
        if (mine !== run) return;
        if (!(error instanceof ProblemError)) throw error;
        if (error.problem.status !== 0 && error.problem.status < 429) {
          phase("failed", t("ticketFailed"));
          showProblem(error);
          return;
        }
        await new Promise((resolve) => window.setTimeout(resolve, RETRY_MS));
      }
    }
    if (!left && mine === run) settle();
  }

  function takeOver(): void {
    run += 1;
    poll?.abort();
  }

  function settle(): void {
    if (ticket === undefined) return;
    if (ticket.status === "matched") {
      phase("matched", t("ticketMatched"));
      announce(t("ticketMatched"));
      if (keepSeat(ticket)) location.replace(`#/match/${encodeURIComponent(ticket.match_id)}`);
    } else if (ticket.status === "cancelled") {
      phase("cancelled", t("ticketCancelled"));
    } else if (ticket.status === "expired") {
      phase("expired", t("ticketExpired"));
    } else {
      void follow();
    }
  }

  /** Keeps a matched ticket's seat token with this browser's seats. */
  function keepSeat(matched: Ticket): matched is Ticket & { match_id: string } {
    if (matched.status !== "matched" || matched.match_id === undefined
      || matched.seat === undefined || matched.seat_token === undefined) return false;
    tokens.set(matched.match_id, { seat: matched.seat, token: matched.seat_token, game,
      at: Date.now(), rated: matched.rated === true });
    return true;
  }

  /** Ends the live search (Cancel, the AI): the ticket after it, undefined on a failure
   * (shown; the search goes on). */
  async function stopSearching(): Promise<Ticket | undefined> {
    if (ticket === undefined) return undefined;
    takeOver();
    try {
      ticket = await withdraw(ticket);
      return ticket;
    } catch (error) {
      showProblem(error);
      void follow();
      return undefined;
    }
  }

  async function cancelSearch(): Promise<void> {
    if (await stopSearching() !== undefined) settle();
  }

  async function playAi(): Promise<void> {
    const stopped = await stopSearching();
    if (stopped?.status === "cancelled") await search(0);
    else if (stopped !== undefined) settle();
  }

  function leftBehind(): string[] {
    const held: unknown = JSON.parse(sessionStorage.getItem(LEFT_KEY) ?? "[]");
    return Array.isArray(held) ? held.filter((id): id is string => typeof id === "string") : [];
  }

  /** The tab closes, reloads or goes to another site: its search ends now rather than at the
   * server's keepalive. The DELETE outlives the page (fetch's `keepalive`: it needs the
   * player's bearer token, which `sendBeacon` cannot send). */
  function pageHidden(): void {
    if (left || ticket?.status !== "searching") return;
    takeOver();
    sessionStorage.setItem(LEFT_KEY, JSON.stringify([...leftBehind(), ticket.id].slice(-5)));
    void withdraw(ticket, true).then(keepSeat, () => undefined);
  }

  /** Back from the browser's page cache: the search it ended starts again. */
  function pageShown(event: PageTransitionEvent): void {
    if (event.persisted && !left) void search(null);
  }

  return () => {
    left = true;
    window.clearInterval(tick);
    window.removeEventListener("pagehide", pageHidden);
    window.removeEventListener("pageshow", pageShown);
    takeOver();
    // Leaving the page ends its search; a match made meanwhile is kept with "Your matches".
    if (ticket?.status === "searching") {
      void withdraw(ticket, true).then(keepSeat, () => undefined);
    }
  };
}
