// Amazones' types, from the contract, and what the board reads off a view.
import { AMAZONES } from "../../rules/numbers.js";
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

/** Each seat's score were the game to end now (who is winning): the final scoring of the men
 * finished so far, as the engine counts it — their values, the best man's bonus and the worst
 * man's malus for every man of the table's best and worst value, and the bonus of the players
 * with the most finished men. Keyed by seat. */
export function scoresNow(state: State): Map<number, number> {
  const finished = state.men.map((row) => ({ seat: row.seat,
    values: row.men.filter((man) => man.finished).map((man) => man.value) }));
  const every = finished.flatMap((row) => row.values);
  const best = every.length === 0 ? undefined : Math.max(...every);
  const worst = every.length === 0 ? undefined : Math.min(...every);
  const most = Math.max(0, ...finished.map((row) => row.values.length));
  const count = (values: number[], wanted: number | undefined) =>
    values.filter((value) => value === wanted).length;
  return new Map(finished.map(({ seat, values }) => [seat,
    values.reduce((sum, value) => sum + value, 0)
    + AMAZONES.bestManBonus * count(values, best)
    + (most > 0 && values.length === most ? AMAZONES.mostMenBonus : 0)
    + AMAZONES.worstManMalus * count(values, worst)]));
}
