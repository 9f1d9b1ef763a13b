// The API this page talks to, through the generated TypeScript client, and the seat tokens
// this browser holds. Tokens are kept per API and match, so a token is only ever sent to the
// API that issued it.
import { createHarasClient, type HarasClient } from "../../clients/typescript/src/index.js";
import { isRecord, type Problem } from "./types.js";

function apiBase(): string {
  const named = document.querySelector('meta[name="haras-api"]')?.getAttribute("content") ?? "";
  return (named.trim() === "" ? location.origin : named.trim()).replace(/\/+$/, "");
}

export const API_BASE = apiBase();

export function client(token?: string): HarasClient {
  return createHarasClient(API_BASE, token);
}

/** A refusal from the server (its RFC 9457 problem), or a network failure made into one. */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
  }
}

export function isProblem(value: unknown): value is Problem {
  return isRecord(value) && typeof value.code === "string" && typeof value.detail === "string"
    && typeof value.status === "number";
}

export function networkProblem(error: unknown): Problem {
  const detail = error instanceof Error ? error.message : String(error);
  return { type: "about:blank", title: "Network error", status: 0, code: "network_error",
    detail: `The API at ${API_BASE} could not be reached (${detail}).` };
}

/** The data of an openapi-fetch answer, or a ProblemError with the server's problem. */
export async function call<T>(request: Promise<{ data?: T; error?: unknown;
  response: Response }>): Promise<T> {
  let answer: { data?: T; error?: unknown; response: Response };
  try {
    answer = await request;
  } catch (error) {
    throw new ProblemError(networkProblem(error));
  }
  if (answer.data !== undefined && answer.response.ok) return answer.data;
  const { error, response } = answer;
  throw new ProblemError(isProblem(error) ? error : {
    type: "about:blank", title: response.statusText, status: response.status,
    code: "http_error", detail: `${response.status} ${response.statusText}` });
}

export interface Held {
  seat: number;
  token: string;
  game: string;
  at: number;
  /** Taken through a rated matchmaking ticket: its rating changes are awaited at the end. */
  rated?: boolean;
}

const PREFIX = `haras:seat:${API_BASE}:`;

export const tokens = {
  get(matchId: string): Held | undefined {
    const raw = localStorage.getItem(PREFIX + matchId);
    if (raw === null) return undefined;
    const held: unknown = JSON.parse(raw);
    if (isRecord(held) && typeof held.seat === "number" && typeof held.token === "string"
      && typeof held.game === "string" && typeof held.at === "number") {
      return { seat: held.seat, token: held.token, game: held.game, at: held.at,
        ...(held.rated === true ? { rated: true } : {}) };
    }
    return undefined;
  },
  set(matchId: string, held: Held): void {
    localStorage.setItem(PREFIX + matchId, JSON.stringify(held));
  },
  forget(matchId: string): void {
    localStorage.removeItem(PREFIX + matchId);
  },
  /** The matches this browser holds a seat of, newest first. */
  all(): { matchId: string; held: Held }[] {
    const found: { matchId: string; held: Held }[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key === null || !key.startsWith(PREFIX)) continue;
      const matchId = key.slice(PREFIX.length);
      const held = tokens.get(matchId);
      if (held !== undefined) found.push({ matchId, held });
    }
    return found.sort((a, b) => b.held.at - a.held.at);
  },
};

/** A random id (Idempotency-Key, move ids): getRandomValues works outside secure contexts. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
