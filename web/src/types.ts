// The contract's types, as the generated TypeScript client declares them.
import type { components } from "../../clients/typescript/src/index.js";

export type Schemas = components["schemas"];
export type MatchView = Schemas["MatchView"];
export type Game = MatchView["game"];
export type ViewOf<G extends Game> = Extract<MatchView, { game: G }>;
export type Move = Schemas["PostMove"]["move"];
export type MoveOf<G extends Game> = ViewOf<G>["legal_moves"][number];
export type EventOf<G extends Game> =
  Extract<Schemas["EventsPage"], { game: G }>["events"][number];
export type AnyEvent = EventOf<Game>;
export type Problem = Schemas["Problem"];
export type Catalog = Schemas["Catalog"];
export type Seat = Schemas["SeatView"];
export type RoundScored = Extract<AnyEvent, { type: "round_scored" }>;

export const GAMES: readonly Game[] = ["petits-chevaux", "royal-turf", "amazones", "poney-mon-amour"];

export function isGame(id: string): id is Game {
  return (GAMES as readonly string[]).includes(id);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
