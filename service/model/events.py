"""The events the service itself adds to a match's log, beside those its game's engine emits,
declared once: the contract types them (service/http/game_contract.py) and tests check every
event a match logs against its declaration."""

from engines.core import EventKind
from engines.schema import by_seat, integer, nullable, obj, string

SEAT = integer("The seat.", 0, 15)
RATING_CHANGES = by_seat(obj({
    "before": integer("The seat's player's displayed rating before this match."),
    "after": integer("Its displayed rating after it.")}),
    "The rating change of each rated seat (a seat bound to a player).")
AI_LEVEL = string("An AI level of the game (its catalog entry's `ai_levels`).")

# Every logged event carries these, in front of its type and fields.
ENVELOPE = {
    "seq": integer("The event's place in the match's log (1, 2, ...): read on with "
                   "`after=<seq>`.", 1),
    "version": integer("The match version the event belongs to (a step's events share it).",
                       0),
}

# `move_played.move` is the game's move, as the viewer may see it: the contract types it per
# game (secret fields null for other seats).
MOVE_PLAYED = "move_played"
SERVICE_EVENTS = (
    EventKind(MOVE_PLAYED, "A seat played a move, as posted (what other seats may not see is "
              "null for them); the events of the move follow.",
              {"seat": SEAT, "move": {"description": "The move."}}),
    EventKind("seat_joined", "A player claimed an open seat.",
              {"seat": SEAT, "name": string("The name she gave.")}),
    EventKind("match_started", "Every seat is taken: play begins."),
    EventKind("seat_resigned", "A seat's player resigned.", {
        "seat": SEAT,
        "replaced_by": nullable(string("The AI level that plays the seat from now on; null "
                                       "when the resignation ended the match."))}),
    EventKind("match_forfeited", "The match ended because a seat resigned, leaving one "
              "player.", {"winner": SEAT, "resigned": SEAT}),
    EventKind("rematch_created", "A seat asked for a rematch of this finished match.",
              {"match_id": string("The rematch's id.")}),
    EventKind("ratings_updated", "The players of this finished rated match were rated: "
              "the result shows their rating changes from now on.",
              {"changes": RATING_CHANGES}),
    EventKind("turn_timed_out", "A human seat let its turn time out: the stand-in AI played "
              "for it.", {"seat": SEAT, "played_by": AI_LEVEL,
                          "timeouts_in_a_row": integer("Turns timed out in a row.", 1)}),
    EventKind("seat_replaced_by_ai", "After too many timeouts in a row, the AI plays the seat "
              "for good.", {"seat": SEAT, "ai_level": AI_LEVEL}),
)
