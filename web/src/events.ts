// The event log's lines: the game's own words for its events, the page's for the events every
// game shares (joins, resignations, timeouts…).
import { GAME_UIS } from "./games/index.js";
import { t } from "./i18n.js";
import type { AnyEvent, MatchView } from "./types.js";

export function describeEvent(view: MatchView, event: AnyEvent,
  name: (seat: number) => string): string {
  return GAME_UIS[view.game].describe(view, event, { seatName: name }) ?? sharedLine(event, name);
}

function sharedLine(event: AnyEvent, name: (seat: number) => string): string {
  switch (event.type) {
    case "seat_joined": return t("ev_seat_joined", { name: event.name });
    case "match_started": return t("ev_match_started");
    case "seat_resigned": return t("ev_seat_resigned", { name: name(event.seat) });
    case "match_forfeited": return t("ev_match_forfeited", { name: name(event.winner) });
    case "rematch_created": return t("ev_rematch_created");
    case "turn_timed_out": return t("ev_turn_timed_out", { name: name(event.seat) });
    case "seat_replaced_by_ai": return t("ev_seat_replaced_by_ai", { name: name(event.seat) });
    case "move_played": return t("ev_move_played", { name: name(event.seat),
      move: event.move.type.replaceAll("_", " ") });
    case "round_scored": return t("ev_round_scored");
    case "ratings_updated": return t("ev_ratings_updated");
    default: {
      const seat = "seat" in event && typeof event.seat === "number" ? `${name(event.seat)}: ` : "";
      return seat + event.type.replaceAll("_", " ");
    }
  }
}
