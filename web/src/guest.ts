// This browser's player: its guest (POST /v1/players), kept in localStorage per API address, as
// seat tokens are (its token goes only to the API that issued it), and the one name it plays
// under, which Play now, the top bar and every form share. Before the guest exists the name
// is the one typed last; after, it is the guest's name on the server.
import { API_BASE, call, client, ProblemError } from "./api.js";
import { isRecord } from "./types.js";

export interface Guest {
  id: string;
  name: string;
  token: string;
}

const KEY = `haras:player:${API_BASE}`;
const NAME_KEY = "haras:name"; // the name typed last, the guest's name once it has one
/** Sent on `window` when this browser's guest is made, renamed or forgotten. */
export const GUEST_CHANGED = "haras:guest-changed";

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

/** The name this browser plays under ("" when none was typed and there is no guest yet). */
export function playerName(): string {
  return storedGuest()?.name ?? localStorage.getItem(NAME_KEY)?.trim() ?? "";
}

function keep(made: Guest): Guest {
  localStorage.setItem(KEY, JSON.stringify(made));
  localStorage.setItem(NAME_KEY, made.name);
  window.dispatchEvent(new Event(GUEST_CHANGED));
  return made;
}

// One change of the guest at a time: a name saved as the page goes to Play now (the name
// field's change, then the click) makes one guest, which the search then uses.
let queue: Promise<unknown> = Promise.resolve();

function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function create(name: string): Promise<Guest> {
  const created = await call(client().POST("/v1/players", { body: { name } }));
  if (created.player_token === null) {
    throw new ProblemError({ type: "about:blank", title: "No player token", status: 0,
      code: "no_player_token", detail: "The server made a player without a token." });
  }
  return keep({ id: created.player.id, name: created.player.name, token: created.player_token });
}

function guestName(): string {
  const [draw = 0] = crypto.getRandomValues(new Uint16Array(1));
  return `Guest ${String(draw % 10000).padStart(4, "0")}`;
}

/** The guest of this browser, made now if there is none (named after the name typed). */
export function guest(): Promise<Guest> {
  return serially(async () => {
    const held = storedGuest();
    if (held !== undefined) return held;
    const remembered = localStorage.getItem(NAME_KEY)?.trim();
    return create(remembered || guestName()).catch((error: unknown) => {
      // A name remembered by an earlier version of this page, which the server refuses (one
      // that reads as an AI seat, say): the guest is named as if nothing had been typed.
      if (remembered && error instanceof ProblemError
        && error.problem.code === "validation_error") {
        return create(guestName());
      }
      throw error;
    });
  });
}

/** Names this browser's player `name`: renames its guest on the server, or makes the guest
 * with that name. Throws the server's problem (422 for a name it refuses: nothing changes). */
export function setName(name: string): Promise<Guest> {
  return serially(async () => {
    const held = storedGuest();
    if (held === undefined) return create(name);
    try {
      const renamed = await call(client(held.token).PATCH("/v1/players/{player_id}", {
        params: { path: { player_id: held.id } }, body: { name } }));
      return keep({ ...held, name: renamed.name });
    } catch (error) {
      // The server no longer knows this guest (expired): a new one, with that name.
      if (!(error instanceof ProblemError) || error.problem.status !== 401) throw error;
      forgetGuest();
      return create(name);
    }
  });
}

/** Remembers `name`, given to a seat in a form (the server took it there): this browser's
 * player takes it too, its guest renamed if it has one. */
export async function keepName(name: string): Promise<void> {
  if (name === playerName()) return;
  if (storedGuest() === undefined) {
    localStorage.setItem(NAME_KEY, name);
    window.dispatchEvent(new Event(GUEST_CHANGED));
    return;
  }
  await setName(name);
}

/** Reads this browser's guest from the server: its name there (renamed elsewhere, or a
 * signed-in player's own) replaces the one kept here; a guest the server no longer has
 * (expired) is forgotten, its name kept for the next one. Network failures change nothing. */
export function refreshGuest(): Promise<void> {
  return serially(async () => {
    const held = storedGuest();
    if (held === undefined) return;
    try {
      const player = await call(client().GET("/v1/players/{player_id}", {
        params: { path: { player_id: held.id } } }));
      if (player.name !== held.name) keep({ ...held, name: player.name });
    } catch (error) {
      if (!(error instanceof ProblemError)) throw error;
      if (error.problem.code === "player_not_found") forgetGuest();
    }
  });
}

/** Forgets a guest the server no longer knows (its token answered 401, or it is gone). */
export function forgetGuest(): void {
  const held = storedGuest();
  if (held !== undefined) localStorage.setItem(NAME_KEY, held.name);
  localStorage.removeItem(KEY);
  window.dispatchEvent(new Event(GUEST_CHANGED));
}
