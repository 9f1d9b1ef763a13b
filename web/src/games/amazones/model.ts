// Amazones' types, from the contract, and what the board reads off a view.
import type { EventOf, MoveOf, ViewOf } from "../../types.js";

export type AmazonesView = ViewOf<"amazones">;
export type AmazonesMove = MoveOf<"amazones">;
export type AmazonesEvent = EventOf<"amazones">;
export type State = AmazonesView["state"];
export type Card = State["bids"][number]["face_up"][number];
export type Colour = Card["colour"];
export type Part = State["in_play"][number];
export type Man = State["men"][number]["men"][number];
export type PlaceTile = Extract<AmazonesMove, { type: "place_tile" }>;

export const PARTS: readonly Part[] = ["tete", "torse", "jambes"];
export const COLOURS: readonly Colour[] = ["rouge", "bleu", "vert", "jaune", "violet"];

export function cardId(card: Card): string {
  return `${card.colour}:${card.value}`;
}

export function sameCard(a: Card, b: Card): boolean {
  return a.colour === b.colour && a.value === b.value;
}

/** A hand's cards grouped by kind (identical cards together), by colour then value, highest
 * first. */
export function groupCards(cards: Card[]): { card: Card; count: number }[] {
  const groups = new Map<string, { card: Card; count: number }>();
  for (const card of cards) {
    const group = groups.get(cardId(card));
    if (group === undefined) groups.set(cardId(card), { card, count: 1 });
    else group.count += 1;
  }
  return [...groups.values()].sort((a, b) =>
    COLOURS.indexOf(a.card.colour) - COLOURS.indexOf(b.card.colour) || b.card.value - a.card.value);
}
