// The event log's lines: the game's own words for its events, the page's for the events every
// game shares (joins, resignations, timeouts…). The viewer's own lines say "you".
import { GAME_UIS } from "./games/index.js";
import { t } from "./i18n.js";
import { displayName } from "./names.js";
import type { AnyEvent, MatchView } from "./types.js";

/** `viewer`: the page's own seat, if any (its lines are in the second person). */
export function describeEvent(view: MatchView, event: AnyEvent,
  name: (seat: number) => string, viewer?: number): string {
  const isViewer = (seat: number) => viewer !== undefined && seat === viewer;
  return GAME_UIS[view.game].describe(view, event, { seatName: name, isViewer })
    ?? sharedLine(event, name, isViewer);
}

function sharedLine(event: AnyEvent, name: (seat: number) => string,
  isViewer: (seat: number) => boolean): string {
  switch (event.type) {
    case "seat_joined": return isViewer(event.seat) ? t("ev_seat_joined_you")
      : t("ev_seat_joined", { name: displayName(event.name) });
    case "match_started": return t("ev_match_started");
    case "seat_resigned": return isViewer(event.seat) ? t("ev_seat_resigned_you")
      : t("ev_seat_resigned", { name: name(event.seat) });
    case "match_forfeited": return isViewer(event.winner) ? t("ev_match_forfeited_you")
      : t("ev_match_forfeited", { name: name(event.winner) });
    case "rematch_created": return t("ev_rematch_created");
    case "turn_timed_out": return isViewer(event.seat) ? t("ev_turn_timed_out_you")
      : t("ev_turn_timed_out", { name: name(event.seat) });
    case "seat_replaced_by_ai": return isViewer(event.seat) ? t("ev_seat_replaced_by_ai_you")
      : t("ev_seat_replaced_by_ai", { name: name(event.seat) });
    case "move_played": return t(isViewer(event.seat) ? "ev_move_played_you" : "ev_move_played",
      { name: name(event.seat), move: event.move.type.replaceAll("_", " ") });
    case "round_scored": return t("ev_round_scored");
    case "ratings_updated": return t("ev_ratings_updated");
    default: {
      const seat = "seat" in event && typeof event.seat === "number" ? `${name(event.seat)}: ` : "";
      return seat + event.type.replaceAll("_", " ");
    }
  }
}
