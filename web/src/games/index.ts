// The games the page draws: one module each, one line here.
import type { AnyEvent, Game, MatchView, Move } from "../types.js";
import type { DescribeContext, GameUi, RoundScore } from "./board.js";
import { ui as amazones } from "./amazones.js";
import { ui as petitsChevaux } from "./petits_chevaux.js";
import { ui as poneyMonAmour } from "./poney_mon_amour.js";
import { ui as royalTurf } from "./royal_turf.js";

/** A board whatever its game: the page hands it the views and events of its match. */
export interface AnyBoard {
  update(view: MatchView, recent: AnyEvent[], interactive: boolean): void;
}

export interface AnyGameUi {
  mount(host: HTMLElement, play: (move: Move) => void, seatName: (seat: number) => string):
  AnyBoard;
  describe(view: MatchView, event: AnyEvent, context: DescribeContext): string | undefined;
  breakdown(view: MatchView, event: AnyEvent, context: DescribeContext): HTMLElement | undefined;
  roundScore(view: MatchView, event: AnyEvent): RoundScore | undefined;
  seatColour(view: MatchView, seat: number): string | undefined;
}

function erase<G extends Game>(ui: GameUi<G>): AnyGameUi {
  const isMine = (view: MatchView): view is Extract<MatchView, { game: G }> =>
    view.game === ui.game;
  // The events of a match are of its game: the view they came with says which.
  const areMine = (view: MatchView, _events: AnyEvent[]):
  _events is Parameters<GameUi<G>["describe"]>[0][] => view.game === ui.game;
  return {
    mount(host, play, seatName) {
      const board = ui.mount(host, { play, seatName });
      return {
        update(view, recent, interactive) {
          if (isMine(view) && areMine(view, recent)) board.update(view, recent, interactive);
        },
      };
    },
    describe(view, event, context) {
      const events = [event];
      return areMine(view, events) && events[0] !== undefined
        ? ui.describe(events[0], context) : undefined;
    },
    breakdown(view, event, context) {
      const events = [event];
      return areMine(view, events) && events[0] !== undefined
        ? ui.breakdown(events[0], context) : undefined;
    },
    roundScore(view, event) {
      const events = [event];
      return areMine(view, events) && events[0] !== undefined
        ? ui.roundScore(events[0]) : undefined;
    },
    seatColour: (view, seat) => isMine(view) ? ui.seatColour(view, seat) : undefined,
  };
}

export const GAME_UIS: Record<Game, AnyGameUi> = {
  "petits-chevaux": erase(petitsChevaux),
  "royal-turf": erase(royalTurf),
  amazones: erase(amazones),
  "poney-mon-amour": erase(poneyMonAmour),
};
