// A match's live connection: the WebSocket channel for moves and events, with Server-Sent
// Events plus HTTP moves as the fallback when a socket cannot be opened. It resumes after the
// last event received (reload, network loss, server restart), so the page never misses one.
import { LiveChannel, openLive, type LiveServerMessage } from
  "../../clients/typescript/src/index.js";
import { API_BASE, call, client, networkProblem, ProblemError, randomId } from
  "./api.js";
import { isRecord, type AnyEvent, type MatchView, type Move, type Problem } from "./types.js";

export type Transport = "websocket" | "sse" | "offline" | "done";

export interface Listener {
  view(view: MatchView): void;
  events(events: AnyEvent[]): void;
  transport(transport: Transport): void;
  /** The seat's token is refused (resigned seat, another API…): watch instead. */
  unauthorized(problem: Problem): void;
}

const WELCOME_TIMEOUT_MS = 5000; // a socket with no welcome by then counts as not opened
const MAX_BACKOFF_MS = 8000;
const VIEW_DEBOUNCE_MS = 250; // spectators and SSE re-read the view at most this often
const RATING_POLLS = 8; // long-polls of RATING_POLL_S for a rated match's rating changes
const RATING_POLL_S = 25;

function isEvent(value: unknown): value is AnyEvent {
  return isRecord(value) && typeof value.seq === "number" && typeof value.type === "string";
}

export class MatchConnection {
  private view: MatchView | undefined;
  private lastSeq = 0;
  private live: LiveChannel | undefined;
  private source: EventSource | undefined;
  private pending = new Map<string, { resolve: () => void; reject: (p: ProblemError) => void }>();
  private backoff = 500;
  private stopped = false;
  private welcomed = false;
  private refreshTimer: number | undefined;
  private mode: "websocket" | "sse";
  private ratingWait: AbortController | undefined;

  constructor(private readonly matchId: string, private token: string | undefined,
    private readonly listener: Listener, forceSse = false) {
    this.mode = forceSse || typeof WebSocket === "undefined" ? "sse" : "websocket";
  }

  get seq(): number {
    return this.lastSeq;
  }

  get transport(): "websocket" | "sse" {
    return this.mode;
  }

  start(): void {
    if (this.mode === "websocket") this.openSocket();
    else this.openStream();
  }

  stop(): void {
    this.stopped = true;
    this.live?.close();
    this.source?.close();
    this.ratingWait?.abort();
    window.clearTimeout(this.refreshTimer);
  }

  /** A rated match's rating changes come a moment after its end, in a step of their own
   * (event `ratings_updated`), once the live channel has closed: long-polls the events for
   * it (a bounded while), then reads the view with the changes. Once per connection. */
  async awaitRatings(): Promise<void> {
    if (this.ratingWait !== undefined) return;
    const controller = new AbortController();
    this.ratingWait = controller;
    for (let poll = 0; poll < RATING_POLLS && !this.stopped; poll += 1) {
      try {
        const page = await call(client(this.token).GET("/v1/matches/{match_id}/events", {
          params: { path: { match_id: this.matchId },
            query: { after: this.lastSeq, wait: RATING_POLL_S } },
          signal: controller.signal }));
        const events: AnyEvent[] = page.events;
        this.acceptEvents(events);
        if (events.some((event) => event.type === "ratings_updated")) {
          await this.refresh();
          return;
        }
      } catch (error) {
        if (this.stopped || !(error instanceof ProblemError)) return;
        await new Promise((resolve) => window.setTimeout(resolve, this.backoff));
      }
    }
  }

  /** Plays a legal move based on the version shown; resolves once applied (its view and
   * events arrive through the listener), rejects with the server's problem. */
  async move(move: Move): Promise<void> {
    const version = this.view?.version;
    if (this.mode === "websocket" && this.live !== undefined && this.welcomed) {
      const live = this.live;
      return new Promise((resolve, reject) => {
        const id = live.move(move, version, randomId());
        this.pending.set(id, { resolve, reject });
      });
    }
    const answer = await call(client(this.token).POST("/v1/matches/{match_id}/moves", {
      params: { path: { match_id: this.matchId },
        header: { "If-Match": version === undefined ? undefined : `"${version}"`,
          "Idempotency-Key": randomId() } },
      body: { move },
    }));
    this.acceptEvents(answer.events);
    this.acceptView(answer.match);
  }

  /** Reads the view again over HTTP (after a refused move, or when events came without it). */
  async refresh(): Promise<void> {
    try {
      this.acceptView(await call(client(this.token).GET("/v1/matches/{match_id}", {
        params: { path: { match_id: this.matchId } } })));
    } catch (error) {
      if (error instanceof ProblemError && this.isTokenRefused(error.problem)) return;
      throw error;
    }
  }

  private isTokenRefused(problem: Problem): boolean {
    if (this.token === undefined || (problem.status !== 401 && problem.status !== 403)) {
      return false;
    }
    this.token = undefined;
    this.listener.unauthorized(problem);
    this.live?.close();
    this.source?.close();
    this.live = undefined;
    this.source = undefined;
    this.start();
    return true;
  }

  private acceptView(view: MatchView): void {
    if (this.view !== undefined && view.version < this.view.version) return;
    this.view = view;
    this.listener.view(view);
  }

  private acceptEvents(events: AnyEvent[]): void {
    const fresh = events.filter((event) => event.seq > this.lastSeq);
    if (fresh.length === 0) return;
    this.lastSeq = Math.max(...fresh.map((event) => event.seq));
    this.listener.events(fresh);
  }

  private refreshSoon(): void {
    if (this.refreshTimer !== undefined) return;
    this.refreshTimer = window.setTimeout(() => {
      this.refreshTimer = undefined;
      this.refresh().catch(() => this.refreshSoon()); // the socket or stream says if offline
    }, VIEW_DEBOUNCE_MS);
  }

  private openSocket(): void {
    this.welcomed = false;
    let live: LiveChannel;
    try {
      live = openLive(API_BASE, this.matchId, { token: this.token, after: this.lastSeq });
    } catch {
      this.fallBack();
      return;
    }
    this.live = live;
    let gaveUp = false; // closed by us for want of a welcome: a failure, whatever its code
    const welcomeTimer = window.setTimeout(() => {
      if (this.welcomed || this.live !== live) return;
      gaveUp = true;
      live.close();
    }, WELCOME_TIMEOUT_MS);
    live.onMessage = (message) => this.onMessage(message);
    live.onClose = (code) => {
      window.clearTimeout(welcomeTimer);
      if (this.live !== live) return;
      this.live = undefined;
      for (const [, waiting] of this.pending) {
        waiting.reject(new ProblemError(networkProblem("the connection closed")));
      }
      this.pending.clear();
      if (this.stopped) return;
      if (code === 1000 && !gaveUp) {
        this.listener.transport("done");
        this.refresh().catch(() => undefined);
        return;
      }
      if (!this.welcomed && this.backoff === 500) {
        this.fallBack(); // never opened: this network or proxy does not pass WebSockets
        return;
      }
      this.listener.transport("offline");
      window.setTimeout(() => this.openSocket(), this.backoff);
      this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
    };
  }

  private fallBack(): void {
    this.mode = "sse";
    this.openStream();
  }

  private onMessage(message: LiveServerMessage): void {
    switch (message.type) {
      case "welcome":
        this.welcomed = true;
        this.backoff = 1000; // opened once: later closes reconnect the socket
        this.listener.transport("websocket");
        this.acceptView(message.match);
        break;
      case "events":
        this.acceptEvents(message.events);
        if (message.match !== undefined) this.acceptView(message.match);
        else this.refreshSoon();
        break;
      case "moved":
        this.acceptEvents(message.events);
        this.acceptView(message.match);
        this.pending.get(message.id)?.resolve();
        this.pending.delete(message.id);
        break;
      case "error": {
        const waiting = message.id === null ? undefined : this.pending.get(message.id);
        if (waiting !== undefined && message.id !== null) {
          this.pending.delete(message.id);
          waiting.reject(new ProblemError(message.problem));
        } else if (this.isTokenRefused(message.problem)) {
          return;
        }
        break;
      }
      case "end":
        this.listener.transport("done");
        break;
    }
  }

  private openStream(): void {
    const url = new URL(`${API_BASE}/v1/matches/${encodeURIComponent(this.matchId)}/stream`);
    if (this.token !== undefined) url.searchParams.set("token", this.token);
    url.searchParams.set("after", String(this.lastSeq));
    const source = new EventSource(url);
    this.source = source;
    this.refreshSoon();
    source.onopen = () => this.listener.transport("sse");
    source.onmessage = (message: MessageEvent<string>) => {
      const event: unknown = JSON.parse(message.data);
      if (isEvent(event)) {
        this.acceptEvents([event]);
        this.refreshSoon();
      }
    };
    source.addEventListener("end", () => {
      source.close();
      this.listener.transport("done");
      this.refresh().catch(() => undefined);
    });
    source.onerror = () => {
      if (this.stopped || source.readyState !== EventSource.CLOSED) {
        this.listener.transport("offline"); // EventSource reconnects with Last-Event-ID
        return;
      }
      // An error answer (429, 503…) closes it for good: open again after a while.
      this.listener.transport("offline");
      window.setTimeout(() => {
        if (!this.stopped && this.source === source) this.openStream();
      }, this.backoff);
      this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
    };
  }
}

