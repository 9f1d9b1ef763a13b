// What a game's module gives the page: a board drawn from the view alone (SVG), whose legal
// moves are things to click, and words for its events. One module per game (games/*.ts),
// registered in games/index.ts.
import type { EventOf, Game, MoveOf, ViewOf } from "../types.js";

export interface BoardContext<G extends Game> {
  /** Posts a legal move (an element of `view.legal_moves`, verbatim). */
  play(move: MoveOf<G>): void;
  /** The name shown for a seat. */
  seatName(seat: number): string;
}

export interface Board<G extends Game> {
  /** Draws `view`. `recent`: the events since the last update, oldest first (to animate what
   * just happened). `interactive`: false while a move is in flight (draw no actions then). */
  update(view: ViewOf<G>, recent: EventOf<G>[], interactive: boolean): void;
}

export interface DescribeContext {
  seatName(seat: number): string;
  /** Whether `seat` is the page's own (its lines are then written in the second person). */
  isViewer(seat: number): boolean;
}

/** A round's (or race's) points per seat, for the page's table of every round. */
export interface RoundScore {
  /** The column's heading: "Round 2", "Race 1"… */
  label: string;
  /** Each seat's points in that round (key: seat number). */
  points: Record<string, number>;
  /** Each seat's standing after it (the total shown in the last column). */
  totals: Record<string, number>;
}

export interface GameUi<G extends Game> {
  game: G;
  mount(host: HTMLElement, context: BoardContext<G>): Board<G>;
  /** A line for the event log, in the page's language; undefined: the page's generic line. */
  describe(event: EventOf<G>, context: DescribeContext): string | undefined;
  /** A round's scoring, seat by seat (a `round_scored` event), as a table or list. */
  breakdown(event: EventOf<G>, context: DescribeContext): HTMLElement | undefined;
  /** A `round_scored` event's points per seat (one column of the page's table of rounds). */
  roundScore(event: EventOf<G>): RoundScore | undefined;
  /** A CSS colour for `seat`: the colour the board gives it, so the page's seat list shows
   * the same. */
  seatColour(view: ViewOf<G>, seat: number): string;
}
