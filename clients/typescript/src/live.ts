// A typed wrapper of the WebSocket channel `GET /v1/matches/{match_id}/ws`: the frames are the
// contract's `LiveMessage` schemas (src/schema.ts); this file is written by hand.
import type { components } from "./schema.js";

type Schemas = components["schemas"];
export type LiveServerMessage =
  | Schemas["LiveWelcome"] | Schemas["LiveEvents"] | Schemas["LiveMoved"]
  | Schemas["LiveError"] | Schemas["LiveEnd"];
export type LiveMove = Schemas["LiveMove"]["move"];

/** The part of the standard WebSocket this wrapper uses (browsers' and Node 22's own). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "close", listener: (event: { code: number; reason: string }) => void):
  void;
}

export interface LiveOptions {
  /** The seat token; without it, a spectator's channel (public events). */
  token?: string;
  /** Resume: every event after this seq comes first (the last `event.seq` received). */
  after?: number;
  /** A WebSocket constructor other than the global one (e.g. the `ws` package in Node 20). */
  WebSocket?: new (url: string) => SocketLike;
}

const SERVER_TYPES = new Set(["welcome", "events", "moved", "error", "end"]);

function isServerMessage(value: unknown): value is LiveServerMessage {
  return typeof value === "object" && value !== null && "type" in value &&
    typeof value.type === "string" && SERVER_TYPES.has(value.type);
}

/**
 * A live channel: `onMessage` gets each frame the server sends, typed; `move` plays a legal
 * move (answered by a `moved` or an `error` frame naming the same id); `onClose` says why it
 * ended: 1000 the match is finished, 1012/1013 reconnect with `after` the last seq received.
 *
 *   const live = openLive("https://haras.example", matchId, { token });
 *   live.onMessage = (m) => { if (m.type !== "error" && m.type !== "end" && m.match) render(m.match); };
 *   live.move(view.legal_moves[0], view.version);
 */
export class LiveChannel {
  onMessage: (message: LiveServerMessage) => void = () => {};
  onClose: (code: number, reason: string) => void = () => {};
  private counter = 0;

  constructor(private readonly socket: SocketLike) {
    socket.addEventListener("message", (event) => {
      if (typeof event.data !== "string") return;
      const parsed: unknown = JSON.parse(event.data);
      if (isServerMessage(parsed)) this.onMessage(parsed);
    });
    socket.addEventListener("close", (event) => this.onClose(event.code, event.reason));
  }

  /** Plays `move` based on `ifVersion`; returns its id (resend with the same id after a
   * reconnect: the server answers again and never applies it twice). */
  move(move: LiveMove, ifVersion?: number, id?: string): string {
    const moveId = id ?? `${Date.now().toString(36)}-${(this.counter += 1)}`;
    const message: Schemas["LiveMove"] = ifVersion === undefined
      ? { type: "move", id: moveId, move }
      : { type: "move", id: moveId, move, if_version: ifVersion };
    this.socket.send(JSON.stringify(message));
    return moveId;
  }

  close(): void {
    this.socket.close(1000);
  }
}

/** Opens the channel of `matchId` on the server at `baseUrl` ("http(s)://host"). */
export function openLive(baseUrl: string, matchId: string, options: LiveOptions = {}):
LiveChannel {
  const url = new URL(`/v1/matches/${encodeURIComponent(matchId)}/ws`, baseUrl);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  if (options.token !== undefined) url.searchParams.set("token", options.token);
  if (options.after !== undefined) url.searchParams.set("after", String(options.after));
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  return new LiveChannel(new Socket(url.toString()));
}
