// Plays one match of every Haras game through the TypeScript client (clients/typescript).
//
//   node_modules/.bin/tsc -p examples/clients
//   node examples/clients/dist/examples/clients/play.js http://localhost:8000
//
// For each game of the catalog: create a match (seat 0 is "Ana", a human: this script; the
// other seats are AIs, as many as the game's minimum), follow its events over Server-Sent
// Events, play Ana's seat with legal moves until the match is finished (waking up on the next
// event while the AIs play), read the public view once as a spectator, and print the result.
// A request refused with 429 (a rate limit, a quota, this client's streams) or 503 and a
// `Retry-After` is sent again after that many seconds. Exits non-zero on any status it did
// not expect, its stream closed and nothing left running.
//
// Only the client: `createHarasClient` (openapi-fetch typed by the contract) and the
// contract's types. Type-checked with `tsc --strict`: no casts, no `any`.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

import {
  createHarasClient, type components, type HarasClient,
} from "../../clients/typescript/src/index.js";

type Schemas = components["schemas"];
type MatchView = Schemas["MatchView"];
type Game = MatchView["game"];
type Catalog = Schemas["Catalog"];
type Problem = Schemas["Problem"];
/** The events of game G: its EventsPage's element type (PetitsChevauxEvent, …). */
type EventOf<G extends Game> = Extract<Schemas["EventsPage"], { game: G }>["events"][number];
type AnyEvent = EventOf<Game>;

const HUMAN = "Ana";
const THINK_MS = 10; // the AIs' thinking budget per decision (random and greedy hardly use it)
const LAST_EVENTS = 4; // notable events printed per match
const QUIET_MS = 30_000; // read the match again when no event came for this long

class Failed extends Error {}

function failed(what: string, response: Response, error: unknown): Failed {
  const problem = isProblem(error) ? `${error.code}: ${error.detail}` : JSON.stringify(error);
  return new Failed(`${what}: ${response.status} ${problem}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isProblem(value: unknown): value is Problem {
  return isRecord(value) && typeof value.code === "string" && typeof value.detail === "string";
}

/** The seconds a `Retry-After` header asks for (delay-seconds or an HTTP date), if any. */
function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get("Retry-After")?.trim();
  if (header === undefined || header === "") return undefined;
  const seconds = /^\d+$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isNaN(seconds) ? undefined : Math.max(0, seconds);
}

/**
 * Sends a request (`send`) until it is not refused for a while: a 429 or 503 with
 * `Retry-After` is sent again after that many seconds. Such a request was refused before
 * anything ran, so sending it again (with the same Idempotency-Key) is safe. `signal` ends
 * the wait.
 */
async function retrying<Answer extends { response: Response; error?: unknown }>(
  what: string, send: () => Promise<Answer>, signal?: AbortSignal,
): Promise<Answer> {
  for (;;) {
    const answer = await send();
    const { status } = answer.response;
    const seconds = retryAfterSeconds(answer.response);
    if ((status !== 429 && status !== 503) || seconds === undefined) return answer;
    const code = isProblem(answer.error) ? answer.error.code : "(no problem body)";
    console.error(`${what}: ${status} ${code}, retrying in ${Math.ceil(seconds)} s`);
    await sleep(seconds * 1000, undefined, signal === undefined ? {} : { signal });
  }
}

// Every event type of each game, checked by tsc against the contract both ways: a type
// missing here, or one the contract does not have, fails to compile.
type EventTypes<G extends Game> = Record<EventOf<G>["type"], true>;
type SharedEvent = Schemas["SeatJoinedEvent"] | Schemas["MatchStartedEvent"]
  | Schemas["SeatResignedEvent"] | Schemas["MatchForfeitedEvent"] | Schemas["RematchCreatedEvent"]
  | Schemas["TurnTimedOutEvent"] | Schemas["SeatReplacedByAiEvent"]
  | Schemas["RatingsUpdatedEvent"];
const SHARED: Record<SharedEvent["type"], true> = {
  seat_joined: true, match_started: true, seat_resigned: true, match_forfeited: true,
  rematch_created: true, turn_timed_out: true, seat_replaced_by_ai: true, ratings_updated: true,
};
const EVENT_TYPES: { [G in Game]: EventTypes<G> } = {
  "petits-chevaux": {
    ...SHARED, start_roll: true, start_player: true, rolled: true, turn_forfeited: true,
    passed: true, horse_moved: true, captured: true, horse_home: true, match_won: true,
    move_played: true,
  },
  "royal-turf": {
    ...SHARED, start_player: true, cards_dealt: true, horses_placed: true, race_started: true,
    cycle_started: true, bet_placed: true, betting_closed: true, rolled: true, horse_moved: true,
    race_finished: true, bets_revealed: true, round_scored: true, move_played: true,
  },
  amazones: {
    ...SHARED, start_player: true, joust_started: true, card_bid: true, bid_closed: true,
    second_bid_started: true, face_down_added: true, card_taken_back: true, bid_kept: true,
    revealed: true, no_winner: true, tile_placed: true, tile_discarded: true, cards_passed: true,
    game_over: true, round_scored: true, move_played: true,
  },
  "poney-mon-amour": {
    ...SHARED, start_player: true, riders_drawn: true, round_started: true, drew: true,
    reshuffled: true, build: true, replace: true, attack: true, defend: true, discard: true,
    passed: true, round_won: true, round_stopped: true, round_scored: true, move_played: true,
  },
};

const GAMES: Record<Game, true> = {
  "petits-chevaux": true, "royal-turf": true, amazones: true, "poney-mon-amour": true,
};

function isGame(id: string): id is Game {
  return Object.hasOwn(GAMES, id);
}

/** A runtime check of an SSE `data:` value: one of game G's events (by its `type`). */
function isEventOf<G extends Game>(game: G, value: unknown): value is EventOf<G> {
  return isRecord(value) && typeof value.type === "string" && typeof value.seq === "number"
    && Object.hasOwn(EVENT_TYPES[game], value.type);
}

/** The data of the stream's last message, `event: end`, once the match is finished. */
interface StreamEnd {
  status: string;
  last_seq: number;
}

function isStreamEnd(value: unknown): value is StreamEnd {
  return isRecord(value) && typeof value.status === "string" && typeof value.last_seq === "number";
}

// A line for the events worth telling, narrowed by each game's event union.
const DESCRIBE: { [G in Game]: (event: EventOf<G>) => string | undefined } = {
  "petits-chevaux": (event) => {
    switch (event.type) {
      case "captured": return `seat ${event.by} captured seat ${event.seat}'s horse ${event.horse}`;
      case "horse_home": return `seat ${event.seat} brought horse ${event.horse} home`;
      case "match_won": return `seat ${event.seat} won`;
      default: return undefined;
    }
  },
  "royal-turf": (event) => {
    switch (event.type) {
      case "race_finished":
        return `race ${event.race}: horses ${event.finishers.join(", ")} first, `
          + `horse ${event.last} last`;
      case "round_scored": return `race ${event.race} scored: money ${event.money.join(", ")}`;
      default: return undefined;
    }
  },
  amazones: (event) => {
    switch (event.type) {
      case "game_over": return `game over (${event.reason})`;
      case "round_scored": return `scored: ${JSON.stringify(event.scores)}`;
      default: return undefined;
    }
  },
  "poney-mon-amour": (event) => {
    switch (event.type) {
      case "round_won": return `round ${event.round} won by seat ${event.seat}`;
      case "round_stopped": return `round ${event.round} stopped (${event.reason})`;
      case "round_scored": return `round ${event.round} scored: totals ${event.totals.join(", ")}`;
      default: return undefined;
    }
  },
};

interface SseMessage {
  event: string;
  id: string | undefined;
  data: string;
}

/** The messages of a `text/event-stream` body (comments and `retry:` skipped). */
async function* sseMessages(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "message";
  let id: string | undefined;
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = done ? "" : (lines.pop() ?? "");
      for (const line of lines) {
        if (line === "") { // a blank line ends a message
          if (data.length > 0) yield { event, id, data: data.join("\n") };
          event = "message";
          data = [];
          continue;
        }
        if (line.startsWith(":")) continue; // a comment: `: keep-alive`
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const raw = colon < 0 ? "" : line.slice(colon + 1);
        const text = raw.startsWith(" ") ? raw.slice(1) : raw;
        if (field === "event") event = text;
        else if (field === "data") data.push(text);
        else if (field === "id") id = text;
      }
      if (done) return;
    }
  } finally {
    // Done with the body (after `end`, or on an error): close the connection. Cancelling a
    // body that already failed rejects with that failure, which the caller has already got.
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * Follows a match's events over SSE (as one seat sees them) from the start to the end, or
 * until `signal` aborts (which closes the stream).
 */
class Follower<G extends Game> {
  lastSeq = 0;
  ended = false;
  readonly counts = new Map<string, number>();
  readonly notable: string[] = [];
  readonly done: Promise<void>;
  private wake: (() => void) | undefined;

  constructor(
    private readonly haras: HarasClient,
    private readonly game: G,
    private readonly matchId: string,
    private readonly token: string,
    private readonly signal: AbortSignal,
  ) {
    this.done = this.run().finally(() => this.notify());
  }

  /**
   * Resolves once an event after `seq` came, the stream ended, it was quiet for a while, or
   * `signal` aborted.
   */
  async after(seq: number): Promise<void> {
    if (this.lastSeq > seq || this.ended || this.signal.aborted) return;
    await new Promise<void>((resolve) => {
      const woken = (): void => {
        clearTimeout(timer);
        this.signal.removeEventListener("abort", woken);
        resolve();
      };
      const timer = setTimeout(woken, QUIET_MS);
      this.signal.addEventListener("abort", woken);
      this.wake = woken;
    });
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  private async run(): Promise<void> {
    // A stream ends early when the server is restarted or after STREAM_MAX_S: resume after
    // the last event seen (nothing missed, nothing twice) until the `end` event.
    while (!this.ended) {
      const { data, error, response } = await retrying("event stream", () => this.haras.GET(
        "/v1/matches/{match_id}/stream", {
          params: {
            path: { match_id: this.matchId },
            query: { token: this.token, after: this.lastSeq },
          },
          parseAs: "stream",
          signal: this.signal,
        }), this.signal);
      if (error !== undefined) throw failed("event stream", response, error);
      if (response.status === 204 || data === null || data === undefined) {
        this.ended = true; // finished, and nothing left after lastSeq
        return;
      }
      for await (const message of sseMessages(data)) {
        const value: unknown = JSON.parse(message.data);
        if (message.event === "end") {
          if (!isStreamEnd(value)) throw new Failed(`end of stream: ${message.data}`);
          this.ended = true;
          break;
        }
        if (!isEventOf(this.game, value)) {
          throw new Failed(`not a ${this.game} event: ${message.data}`);
        }
        this.record(value);
      }
    }
  }

  private record(event: EventOf<G>): void {
    this.lastSeq = event.seq;
    this.counts.set(event.type, (this.counts.get(event.type) ?? 0) + 1);
    const line = DESCRIBE[this.game](event);
    if (line !== undefined) this.notable.push(`#${event.seq} ${line}`);
    this.notify();
  }
}

/** Options that keep the example short; the others take their defaults. */
function optionsFor(game: Game): NonNullable<Schemas["CreateMatch"]["options"]> {
  switch (game) {
    case "royal-turf": return { races: 1, track_length: 15 } satisfies Schemas["RoyalTurfOptions"];
    case "poney-mon-amour":
      return { max_turns_per_round: 20 } satisfies Schemas["PoneyMonAmourOptions"];
    default: return {};
  }
}

/**
 * Plays the seat until the match is finished (or `signal` aborts): returns its last view and
 * the moves played.
 */
async function playSeat(
  seat: HarasClient, matchId: string, events: Follower<Game>, signal: AbortSignal,
): Promise<[MatchView, number]> {
  const path = { match_id: matchId };
  let played = 0;
  for (;;) {
    const seen = events.lastSeq;
    const legal = await retrying("legal moves", () => seat.GET(
      "/v1/matches/{match_id}/legal-moves", { params: { path }, signal }), signal);
    if (legal.error !== undefined) throw failed("legal moves", legal.response, legal.error);
    const moves = legal.data.legal_moves;
    const move = moves[Math.floor(Math.random() * moves.length)];
    if (move !== undefined) {
      const header = { "If-Match": `"${legal.data.version}"`, "Idempotency-Key": randomUUID() };
      const answer = await retrying("play a move", () => seat.POST(
        "/v1/matches/{match_id}/moves", { params: { path, header }, body: { move }, signal }),
      signal);
      const status = answer.response.status;
      if (status === 409 || status === 412) continue; // the match moved on: read it again
      if (answer.error !== undefined) throw failed("play a move", answer.response, answer.error);
      played += 1;
      continue;
    }
    const view = await retrying("the seat's view", () => seat.GET(
      "/v1/matches/{match_id}", { params: { path }, signal }), signal);
    if (view.error !== undefined) throw failed("the seat's view", view.response, view.error);
    if (view.data.status === "finished") return [view.data, played];
    await events.after(seen); // not the seat's turn: wait for the next event
  }
}

function details(view: MatchView): string {
  switch (view.game) {
    case "petits-chevaux": {
      const home = view.state.players.map((p) => p.horses.filter((h) => h.zone === "home").length);
      return `horses home by seat [${home.join(", ")}]`;
    }
    case "royal-turf":
      return `money by seat [${view.state.money.join(", ")}] after ${view.state.races} race(s)`;
    case "amazones":
      return `final scores ${JSON.stringify(view.state.scores)}, ${view.state.joust} jousts`;
    case "poney-mon-amour":
      return `points by seat [${view.state.totals.join(", ")}] after ${view.state.rounds} rounds`;
  }
}

async function play(baseUrl: string, entry: Catalog): Promise<void> {
  if (!isGame(entry.id)) throw new Failed(`unknown game ${entry.id}`);
  const game = entry.id;
  const spectator = createHarasClient(baseUrl); // no token: the public view
  const ais = Array.from({ length: entry.min_players - 1 }, (): Schemas["SeatSpec"] => ({
    type: "ai",
    ai: { level: Math.random() < 0.5 ? "random" : "greedy", think_ms: THINK_MS },
  }));
  const header = { "Idempotency-Key": randomUUID() }; // the same on each try: one match
  const created = await retrying(`create a ${game} match`, () => spectator.POST("/v1/matches", {
    params: { header },
    body: { game, seats: [{ type: "human", name: HUMAN }, ...ais], options: optionsFor(game) },
  }));
  if (created.error !== undefined) {
    throw failed(`create a ${game} match`, created.response, created.error);
  }
  const matchId = created.data.match.id;
  const token = created.data.seat_tokens["0"];
  if (token === undefined) throw new Failed("no token for seat 0");

  // The seat's play and its stream run together; the first to fail aborts `stop`, which
  // stops the other (closing the stream, ending any wait): nothing outlives the match.
  const stop = new AbortController();
  let failure: { error: unknown } | undefined;
  async function stopOnFailure<T>(task: Promise<T>): Promise<T> {
    try {
      return await task;
    } catch (error) {
      if (failure === undefined) {
        failure = { error };
        stop.abort();
      }
      throw error;
    }
  }
  // The stream with `?token=` (as EventSource would): the events as seat 0 sees them.
  const events = new Follower(spectator, game, matchId, token, stop.signal);
  const seat = createHarasClient(baseUrl, token);
  const playing = stopOnFailure(playSeat(seat, matchId, events, stop.signal));
  // Both to their end: the match finished and the stream's `end` event (every event seen).
  await Promise.allSettled([playing, stopOnFailure(events.done)]);
  if (failure !== undefined) throw failure.error; // the first failure, not the abort it caused
  const [view, played] = await playing;

  const shown = await retrying("the public view", () => spectator.GET("/v1/matches/{match_id}", {
    params: { path: { match_id: matchId } },
  }));
  if (shown.error !== undefined) throw failed("the public view", shown.response, shown.error);
  if (shown.data.viewer !== null) {
    throw new Failed(`the public view is seat ${shown.data.viewer}'s`);
  }

  const result = view.result;
  if (result === null) throw new Failed(`${game}: finished without a result`);
  const outcome = result.winners.includes(0) ? "won" : "lost";
  const kinds = [...events.counts].sort((a, b) => b[1] - a[1]).slice(0, 5)
    .map(([kind, count]) => `${kind} ${count}`).join(", ");
  console.log(`${game}: match ${matchId}, ${view.seats.length} seats, `
    + `${HUMAN} played ${played} moves`);
  console.log(`  events: ${events.lastSeq} (${kinds}, ...)`);
  for (const line of events.notable.slice(-LAST_EVENTS)) console.log(`  ${line}`);
  console.log(`  ${details(shown.data)}`);
  console.log(`result ${game}: ${HUMAN} ${outcome}; winners [${result.winners.join(", ")}], `
    + `scores ${JSON.stringify(result.scores)}`);
}

async function main(): Promise<number> {
  const baseUrl = process.argv[2];
  if (baseUrl === undefined) {
    console.error("usage: node play.js BASE_URL (e.g. http://localhost:8000)");
    return 2;
  }
  const haras = createHarasClient(baseUrl);
  try {
    const catalog = await retrying("the catalog", () => haras.GET("/v1/games"));
    if (catalog.error !== undefined) throw failed("the catalog", catalog.response, catalog.error);
    for (const entry of catalog.data) await play(baseUrl, entry);
  } catch (error) {
    if (!(error instanceof Failed)) throw error;
    console.error(`failed: ${error.message}`);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
