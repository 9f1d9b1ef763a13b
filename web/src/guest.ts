// This browser's guest player (POST /v1/players), made on the first "Play now" and kept in
// localStorage per API address, as seat tokens are: its token goes only to the API that
// issued it.
import { API_BASE, call, client, ProblemError } from "./api.js";
import { isRecord } from "./types.js";

export interface Guest {
  id: string;
  name: string;
  token: string;
}

const KEY = `haras:player:${API_BASE}`;
const NAME_KEY = "haras:name"; // the name the lobby's forms remember
/** Sent on `window` when this browser's guest is made (the top bar links to it). */
export const GUEST_MADE = "haras:guest-made";

export function storedGuest(): Guest | undefined {
  const raw = localStorage.getItem(KEY);
  if (raw === null) return undefined;
  const held: unknown = JSON.parse(raw);
  if (isRecord(held) && typeof held.id === "string" && typeof held.name === "string"
    && typeof held.token === "string") {
    return { id: held.id, name: held.name, token: held.token };
  }
  return undefined;
}

/** The guest of this browser, made now if there is none. */
export async function guest(): Promise<Guest> {
  const held = storedGuest();
  if (held !== undefined) return held;
  const [draw = 0] = crypto.getRandomValues(new Uint16Array(1));
  const guestName = `Guest ${String(draw % 10000).padStart(4, "0")}`;
  const remembered = localStorage.getItem(NAME_KEY)?.trim();
  const create = (name: string) => call(client().POST("/v1/players", { body: { name } }));
  const created = await create(remembered || guestName).catch((error: unknown) => {
    // The lobby remembers what was typed, also a name the server refuses (one that reads as
    // an AI seat, say): the guest is then named as if nothing had been typed.
    if (remembered && error instanceof ProblemError && error.problem.code === "validation_error") {
      return create(guestName);
    }
    throw error;
  });
  if (created.player_token === null) {
    throw new ProblemError({ type: "about:blank", title: "No player token", status: 0,
      code: "no_player_token", detail: "The server made a player without a token." });
  }
  const made = { id: created.player.id, name: created.player.name, token: created.player_token };
  localStorage.setItem(KEY, JSON.stringify(made));
  window.dispatchEvent(new Event(GUEST_MADE));
  return made;
}

/** Forgets a guest the server no longer knows (its token answered 401). */
export function forgetGuest(): void {
  localStorage.removeItem(KEY);
}
