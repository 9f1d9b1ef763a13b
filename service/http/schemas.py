"""Request and response schemas of the HTTP contract (openapi/openapi.json is generated from them).

Game-specific parts (options, moves) are documented from the engines' declarations: each game
contributes `<Game>Options` and `<Game>Move` components, built in service/http/openapi.py.
"""


import marshmallow as ma
from marshmallow import fields, validate

from engines.ai import DEFAULT_THINK_MS
from engines.registry import GAMES
from engines.rng import SEED_LIMIT
from service.integrations.oidc import MAX_TOKEN_CHARS, REASONS
from service.integrations.webhooks import EVENT_TYPES
from service.model.names import AI_LEVELS, name_field, printable


def component_name(game_id: str, suffix: str) -> str:
    return "".join(part.title() for part in game_id.split("-")) + suffix


def game_refs(suffix: str) -> list[dict]:
    return [{"$ref": f"#/components/schemas/{component_name(g, suffix)}"} for g in GAMES]


def game_field() -> fields.String:
    return fields.String(required=True, validate=validate.Length(1, 64), metadata={
        "enum": sorted(GAMES), "description": "A catalog game id.", "example": "petits-chevaux"})


def think_ms_field() -> fields.Integer:
    """An AI's thinking budget (`engines.ai.DEFAULT_THINK_MS` when omitted)."""
    return fields.Integer(strict=True, load_default=DEFAULT_THINK_MS,
                          validate=validate.Range(10, 10_000),
                          metadata={"description": "Thinking budget per decision."})


def always_present(*optional: str):
    """Class decorator for a response schema: every field is `required` in the contract (the
    server always sends it, null where it allows null) except those named in `optional`.
    Dumping ignores `required`: tests check real responses against the contract."""

    def mark(schema: type[ma.Schema]) -> type[ma.Schema]:
        unknown = set(optional) - set(schema._declared_fields)
        if unknown:
            raise ValueError(f"{schema.__name__} has no field {sorted(unknown)}")
        for name, declared in schema._declared_fields.items():
            declared.required = name not in optional
        return schema

    return mark


# A field marked {GAME_PART: part} takes the game's own `<Game><part>` component in the
# per-game variants of a game-bound schema (service/http/game_contract.py).
GAME_PART = "x-game-part"


def bound_game_field() -> fields.String:
    return fields.String(metadata={"enum": sorted(GAMES), "description": "The match's game: "
                                   "it says which of the game's schemas the body follows."})


class Strict(ma.Schema):
    class Meta:
        unknown = ma.RAISE


class AiSpec(Strict):
    level = fields.String(required=True, validate=validate.OneOf(AI_LEVELS),
                          metadata={"description": "AI strength; the levels a game offers "
                                                   "are listed in its catalog entry."})
    think_ms = think_ms_field()


class SeatSpec(Strict):
    type = fields.String(required=True, validate=validate.OneOf(["human", "ai"]))
    open = fields.Boolean(load_default=False, metadata={
        "description": "A human seat left open: someone claims it with POST "
                       "/v1/matches/{id}/join. The match waits until every seat is taken."})
    name = name_field()
    ai = fields.Nested(AiSpec, metadata={"description": "Required for, and only for, AI seats."})


class CreateMatch(Strict):
    game = game_field()
    seats = fields.List(fields.Nested(SeatSpec), required=True,
                        validate=validate.Length(1, 16),
                        metadata={"description": "Seats in clockwise order; their count must "
                                                 "fit the game's min/max players.",
                                  "example": [{"type": "human", "name": "Ana"},
                                              {"type": "ai", "ai": {"level": "greedy"}}]})
    options = fields.Dict(load_default=dict,
                          metadata={"anyOf": game_refs("Options"),
                                    "description": "The game's options; omitted ones take "
                                                   "their defaults.", "example": {}})
    seed = fields.Integer(strict=True, validate=validate.Range(0, SEED_LIMIT - 1),
                          metadata={"description": "Seed of the match's RNG (drawn by the "
                                                   "server if omitted); only with no open "
                                                   "seat. Revealed when the match ends."})


# anyOf: games share move shapes ({"type": "roll"} is a move of two of them)
MOVE_DOC = {"anyOf": game_refs("Move"),
            "description": "A move of the match's game: every element of `legal_moves` can "
                           "be posted back verbatim."}


class PostMove(Strict):
    move = fields.Dict(required=True, metadata={**MOVE_DOC, "example": {"type": "roll"}})


def _wait(when: str) -> fields.Float:
    return fields.Float(load_default=0, validate=validate.Range(0, 25),
                        metadata={"description": f"Long-poll up to this many seconds {when}."})


class EventsQuery(Strict):
    after = fields.Integer(strict=False, load_default=0, validate=validate.Range(0, 2**53),
                           metadata={"description": "Return events with seq > after."})
    wait = _wait("when no event is newer than `after`")


class ViewQuery(ma.Schema):
    class Meta:
        unknown = ma.EXCLUDE  # other parameters (cache busters) were always ignored here

    wait = _wait("while `If-None-Match` names the current version: answered with the new "
                 "view as soon as the match moves on, 304 when the time is up")


@always_present("rating")
class SeatPlayer(ma.Schema):
    id = fields.String(metadata={"description": "The player's id (`GET /v1/players/{id}`); "
                                                "an AI level's reads `ai:<game>:<level>`."})
    name = fields.String()
    bot = fields.Boolean(metadata={"description": "A bot: shown as such wherever its name "
                                                  "is."})
    rating = fields.Integer(metadata={"description": "The player's displayed rating in this "
                                                     "game when the seat was bound; absent "
                                                     "while unrated."})


@always_present("ai_level", "player")
class SeatView(ma.Schema):
    seat = fields.Integer()
    name = fields.String()
    type = fields.String(metadata={"enum": ["human", "ai"]})
    open = fields.Boolean(metadata={"description": "Still free to join."})
    resigned = fields.Boolean(metadata={
        "description": "Its player resigned: the AI plays it, and its token reads the "
                       "public view only."})
    reserved = fields.Boolean(metadata={
        "description": "Kept for the player of this seat in the match this one is a rematch "
                       "of, until she calls `rematch` there."})
    ai_level = fields.String()
    player = fields.Nested(SeatPlayer, metadata={
        "description": "The player this seat is bound to (a match created or a seat joined "
                       "with a player credential, or made by the matchmaker)."})


@always_present()
class RatingChange(ma.Schema):
    before = fields.Integer(metadata={"description": "The displayed rating before the match."})
    after = fields.Integer(metadata={"description": "The displayed rating after it."})


@always_present("resigned", "rating_changes", "rating_aborted")
class Result(ma.Schema):
    ranking = fields.List(fields.Integer())
    scores = fields.Dict(keys=fields.String(), values=fields.Raw(metadata={"type": "number"}),
                         metadata={"description": "Score per seat (key: seat number)."})
    winners = fields.List(fields.Integer())
    resigned = fields.Integer(metadata={"description": "Set when the match ended because "
                                                       "this seat resigned."})
    rating_changes = fields.Dict(
        keys=fields.String(), values=fields.Nested(RatingChange), metadata={
            "description": "A rated match's rating change per rated seat (key: seat number), "
                           "once its players are rated (event `ratings_updated`, shortly "
                           "after the match ends); absent before, and in unrated matches. "
                           "Empty when the match was aborted (`rating_aborted`)."})
    rating_aborted = fields.Boolean(metadata={
        "description": "True when the match was rated for nobody: a seat was handed to the "
                       "AI (resigned, timed out) before its player made `RATING_ABORT_MOVES` "
                       "moves of its own. Absent otherwise."})


@always_present()
class MatchView(ma.Schema):
    id = fields.String()
    game = bound_game_field()
    status = fields.String(metadata={"enum": ["waiting", "active", "scoring", "finished"]})
    version = fields.Integer(metadata={"description": "+1 for every applied step; the ETag."})
    options = fields.Dict(metadata={GAME_PART: "ResolvedOptions",
                                    "description": "The match's resolved options."})
    seats = fields.List(fields.Nested(SeatView))
    to_act = fields.List(fields.Integer(), metadata={"description": "Seats whose decision "
                                                                    "it is now."})
    viewer = fields.Integer(allow_none=True, metadata={"description": "The seat this view is "
                                                                      "for; null: public."})
    state = fields.Dict(metadata={GAME_PART: "State", "description": "The game's state, "
                                                                      "redacted for the viewer."})
    legal_moves = fields.List(fields.Dict(metadata={GAME_PART: "Move"}), metadata={
        "description": "The viewer's legal moves now: each can be posted back verbatim."})
    result = fields.Nested(Result, allow_none=True)
    seed = fields.Integer(allow_none=True, metadata={"description": "Revealed once finished."})
    seed_salt = fields.String(allow_none=True, metadata={
        "description": "256 random bits in hex, revealed with the seed once finished."})
    seed_commitment = fields.String(allow_none=True, metadata={
        "description": "SHA-256 (hex) of `\"<seed_salt>:<seed>\"`, shown from creation on: "
                       "the seed revealed at the end is the one fixed before any move."})
    seed_chosen = fields.Boolean(metadata={
        "description": "The creator chose the seed (allowed only with no open seat)."})
    rematch_of = fields.String(allow_none=True, metadata={
        "description": "The finished match this one is the rematch of."})
    rematch = fields.String(allow_none=True, metadata={
        "description": "This finished match's rematch, once a seat has asked for it."})
    created_at = fields.Float()
    updated_at = fields.Float()


@always_present()
class LegalMoves(ma.Schema):
    game = bound_game_field()
    version = fields.Integer()
    seat = fields.Integer()
    legal_moves = fields.List(fields.Dict(metadata={GAME_PART: "Move"}))


@always_present()
class JobRef(ma.Schema):
    id = fields.String()
    kind = fields.String(metadata={"enum": ["ai_turn", "scoring", "deadline", "rating"]})


@always_present()
class CreatedMatch(ma.Schema):
    match = fields.Nested(MatchView)
    seat_tokens = fields.Dict(keys=fields.String(), values=fields.String(),
                              metadata={"description": "One bearer token per human seat, "
                                                       "shown only here."})
    jobs = fields.List(fields.Nested(JobRef))


@always_present()
class MovePlayed(ma.Schema):
    game = bound_game_field()
    match = fields.Nested(MatchView)
    events = fields.List(fields.Dict(metadata={GAME_PART: "Event"}), metadata={
        "description": "The events of the move and of the steps it set off, as the mover "
                       "sees them."})
    jobs = fields.List(fields.Nested(JobRef))


@always_present()
class EventsPage(ma.Schema):
    game = bound_game_field()
    events = fields.List(fields.Dict(metadata={GAME_PART: "Event"}))
    last_seq = fields.Integer(metadata={"description": "Pass as `after` to read on."})


@always_present()
class Catalog(ma.Schema):
    id = fields.String(metadata={"enum": sorted(GAMES)})
    name = fields.String()
    min_players = fields.Integer()
    max_players = fields.Integer()
    summary = fields.String()
    options_schema = fields.Dict(metadata={"description": "JSON Schema of the options."})
    ai_levels = fields.List(fields.String(metadata={"enum": AI_LEVELS}))
    move_types = fields.List(fields.String())


@always_present("result", "error")
class JobStatus(ma.Schema):
    id = fields.String()
    kind = fields.String()
    status = fields.String()
    result = fields.Raw(allow_none=True)
    error = fields.String()


@always_present("errors", "current_version", "legal_moves", "to_act", "open_seats", "quota",
                "limit", "in_use", "requested", "steps", "retry_after", "player_id",
                "ticket_id", "match_id", "reason")
class Problem(ma.Schema):
    type = fields.String()
    title = fields.String()
    status = fields.Integer()
    detail = fields.String()
    code = fields.String()
    errors = fields.Dict(keys=fields.String(), values=fields.List(fields.String()))
    # RFC 9457 extension members, each sent with one code
    current_version = fields.Integer(metadata={"description": "`stale_version`: the match's "
                                                              "version now."})
    legal_moves = fields.List(fields.Dict(metadata=MOVE_DOC), metadata={
        "description": "`illegal_move`: the moves legal now."})
    to_act = fields.List(fields.Integer(), metadata={"description": "`not_your_turn`: the "
                                                                    "seats to act now."})
    open_seats = fields.List(fields.Integer(), metadata={"description": "`seat_taken`: the "
                                                                        "seats still open."})
    quota = fields.String(metadata={
        "enum": ["arenas", "arena_think_ms", "ai_think_ms", "players", "tickets"],
        "description": "`quota_exceeded`: the client's quota that refuses the request."})
    limit = fields.Integer(metadata={"description": "`quota_exceeded`: the quota's limit."})
    in_use = fields.Integer(allow_none=True, metadata={
        "description": "`quota_exceeded`: how much of it the client holds now (null for "
                       "`arena_think_ms`, a bound on each arena)."})
    requested = fields.Integer(metadata={"description": "`quota_exceeded`: how much the "
                                                        "request would take."})
    steps = fields.Integer(metadata={"description": "`step_not_found`: the replay's number "
                                                    "of steps (its last step)."})
    retry_after = fields.Integer(metadata={
        "description": "On the WebSocket, which has no headers: the seconds `Retry-After` "
                       "would say."})
    player_id = fields.String(metadata={"description": "`external_id_taken`: the player the "
                                                      "API key owns with that external id."})
    ticket_id = fields.String(metadata={"description": "`ticket_exists`: the player's searching "
                                                      "ticket of that game."})
    match_id = fields.String(metadata={"description": "`already_seated`: the unfinished match "
                                                     "the player holds a seat in."})
    reason = fields.String(metadata={"enum": list(REASONS), "description": "`invalid_id_token`: "
                                     "why the ID token signs no one in."})


# --- Arena (AI versus AI) --------------------------------------------------------------------
MAX_ARENA_MATCHES = 1000


class ArenaPlayerSpec(Strict):
    level = fields.String(required=True, validate=validate.Length(1, 32),
                          metadata={"enum": AI_LEVELS,
                                    "description": "AI level; must be one the game offers "
                                                   "(its catalog entry's `ai_levels`)."})
    think_ms = think_ms_field()


class CreateArena(Strict):
    game = game_field()
    players = fields.List(fields.Nested(ArenaPlayerSpec), required=True,
                          validate=validate.Length(1, 16),
                          metadata={"description": "The arena's players; each is one seat of "
                                                   "every match, so their count must fit the "
                                                   "game's min/max players.",
                                    "example": [{"level": "greedy"}, {"level": "random"}]})
    matches = fields.Integer(strict=True, required=True,
                             validate=validate.Range(1, MAX_ARENA_MATCHES),
                             metadata={"description": "How many matches to play.", "example": 2})
    options = fields.Dict(load_default=dict,
                          metadata={"anyOf": game_refs("Options"),
                                    "description": "The game's options, for every match.",
                                    "example": {}})
    seed = fields.Integer(strict=True, validate=validate.Range(0, SEED_LIMIT - 1),
                          metadata={"description": "Seed of the arena (random if omitted): "
                                                   "match i's seed derives from it and i."})


@always_present()
class ArenaPlayer(ma.Schema):
    level = fields.String()
    think_ms = fields.Integer()


@always_present()
class ArenaPlayerResult(ma.Schema):
    level = fields.String()
    think_ms = fields.Integer()
    wins = fields.Float(metadata={"description": "Matches won; a win shared by k winners "
                                                 "counts 1/k."})
    win_rate = fields.Float(allow_none=True, metadata={"description": "wins / done (null "
                                                                      "before any match)."})
    ci95 = fields.List(fields.Float(), metadata={
        "description": "95% Wilson score interval of the win rate, [lo, hi]."})
    mean_score = fields.Float(allow_none=True, metadata={
        "description": "Mean of the game's score over the matches done."})


@always_present()
class ArenaView(ma.Schema):
    id = fields.String()
    game = fields.String()
    status = fields.String(metadata={"enum": ["running", "finished", "cancelled"]})
    done = fields.Integer(metadata={"description": "Matches played to their result."})
    failed = fields.Integer(metadata={"description": "Matches the engine could not finish "
                                                     "(not counted in `done`)."})
    total = fields.Integer(metadata={"description": "Matches asked for."})
    players = fields.List(fields.Nested(ArenaPlayer))
    options = fields.Dict(metadata={"description": "The resolved options of every match."})
    seed = fields.Integer()
    created_at = fields.Float()
    results = fields.Dict(keys=fields.String(), values=fields.Nested(ArenaPlayerResult),
                          metadata={"description": "Per player (key: index in `players`)."})
    elo = fields.Dict(keys=fields.String(), values=fields.Float(), metadata={
        "description": "Elo per player (key: index in `players`; mean 1500), fitted to "
                       "the pairwise outcomes of the matches done."})


MATCH_STATUSES = ["waiting", "active", "scoring", "finished"]


class MatchListQuery(Strict):
    mine = fields.Boolean(load_default=False, metadata={
        "description": "true: the matches created with the caller's `X-API-Key` (required), "
                       "newest first, in any status unless `status` is given. false: the "
                       "lobby, matches waiting for players, oldest first."})
    status = fields.String(validate=validate.OneOf(MATCH_STATUSES), metadata={
        "description": "Only matches in this status; the lobby (without `mine`) lists only "
                       "`waiting` ones."})
    game = fields.String(validate=validate.Length(1, 64))
    limit = fields.Integer(load_default=20, validate=validate.Range(1, 100))
    cursor = fields.String(validate=validate.Regexp(r"^[0-9]{1,17}$"),
                           metadata={"description": "`next_cursor` of the previous page."})


@always_present()
class MatchList(ma.Schema):
    matches = fields.List(fields.Nested(MatchView))
    next_cursor = fields.String(allow_none=True)


class JoinSeat(Strict):
    seat = fields.Integer(strict=True, validate=validate.Range(0, 15), metadata={
        "description": "The open seat to claim (any open seat if omitted)."})
    name = name_field(description="Required unless a player credential is sent (the "
                                  "player's name by default).")


@always_present()
class Joined(ma.Schema):
    seat = fields.Integer()
    seat_token = fields.String(metadata={"description": "Shown only here."})
    match = fields.Nested(MatchView)
    jobs = fields.List(fields.Nested(JobRef))


@always_present()
class SeatChange(ma.Schema):
    match = fields.Nested(MatchView)
    jobs = fields.List(fields.Nested(JobRef))


@always_present("seed_salt", "seed_commitment")
class Replay(ma.Schema):
    format = fields.String()
    game = fields.String()
    rules_version = fields.Integer(metadata={
        "description": "The version of the game's rules the match was played under: a "
                       "verifier of other rules refuses it rather than report a mismatch."})
    players = fields.Integer()
    options = fields.Dict(metadata={"description": "The game's options."})
    seed = fields.Integer()
    seed_salt = fields.String()
    seed_commitment = fields.String(metadata={
        "description": "As shown since creation; the verifier checks the seed against it."})
    steps = fields.List(fields.Dict(), metadata={
        "description": "In order: {seat, move} for a move, {score: true} for a round's "
                       "scoring, {resign: seat} for a resignation that ended the match."})
    result = fields.Nested(Result)
    final_state_sha256 = fields.String(metadata={
        "description": "SHA-256 of the final game state as canonical JSON; `haras-verify FILE` "
                       "(a console script of the haras package) re-plays and checks it."})


@always_present()
class ReplayStep(ma.Schema):
    game = bound_game_field()
    step = fields.Integer(metadata={"description": "Steps taken: 0 is the match before its "
                                                   "first step."})
    steps = fields.Integer(metadata={"description": "The replay's number of steps, which is "
                                                    "also its last step's number."})
    match = fields.Nested(MatchView, metadata={
        "description": "The public view as it stood after the step (just before the next)."})
    events = fields.List(fields.Dict(metadata={GAME_PART: "Event"}), metadata={
        "description": "The public events of the step, and the service's own up to the next "
                       "step."})


# --- API keys and webhooks -------------------------------------------------------------------
WEBHOOK_EVENT_TYPES = list(EVENT_TYPES)


class CreateWebhook(Strict):
    url = fields.String(required=True, validate=validate.Length(1, 2048), metadata={
        "format": "uri", "description": "Where events are POSTed: https, a public host (see "
                                        "WEBHOOK_ALLOWLIST for the exceptions)."})
    events = fields.List(fields.String(validate=validate.OneOf(WEBHOOK_EVENT_TYPES)),
                         required=True, validate=validate.Length(1, len(WEBHOOK_EVENT_TYPES)),
                         metadata={"description": "The event types wanted."})


@always_present()
class Webhook(ma.Schema):
    id = fields.String()
    api_key_id = fields.String(metadata={"description": "The key the subscription belongs "
                                                        "to."})
    url = fields.String()
    events = fields.List(fields.String(metadata={"enum": WEBHOOK_EVENT_TYPES}))
    created_at = fields.Float()


@always_present()
class CreatedWebhook(Webhook):
    secret = fields.String(metadata={"description": "Signs every delivery "
                                                    "(`Haras-Webhook-Signature`); shown only "
                                                    "here."})


@always_present()
class WebhookList(ma.Schema):
    webhooks = fields.List(fields.Nested(Webhook))


class DeliveriesQuery(Strict):
    limit = fields.Integer(load_default=20, validate=validate.Range(1, 100))
    cursor = fields.String(validate=validate.Regexp(r"^[0-9]{1,15}$"),
                           metadata={"description": "`next_cursor` of the previous page."})


@always_present()
class WebhookEvent(ma.Schema):
    id = fields.String(metadata={"description": "Stable: a retry or a redelivery has the same "
                                                "id (deduplicate on it)."})
    type = fields.String(metadata={"enum": WEBHOOK_EVENT_TYPES})
    created_at = fields.Float()
    match_id = fields.String()
    game = fields.String()
    data = fields.Dict()


@always_present()
class Delivery(ma.Schema):
    id = fields.String(metadata={"description": "This attempt's id (for redeliver)."})
    event_id = fields.String()
    event_type = fields.String(metadata={"enum": WEBHOOK_EVENT_TYPES})
    match_id = fields.String()
    attempt = fields.Integer(metadata={"description": "1 for the first try; 0 for a "
                                                      "delivery dropped untried."})
    status = fields.String(metadata={"enum": ["delivered", "failed", "given_up", "dropped"],
                                     "description": "`failed`: retried at `next_attempt_at`; "
                                                    "`given_up`: the last attempt failed; "
                                                    "`dropped`: not sent (key revoked)."})
    status_code = fields.Integer(allow_none=True, metadata={"description": "The receiver's "
                                                                           "HTTP status."})
    error = fields.String(allow_none=True, metadata={"description": "Why no 2xx came: "
                                                                   "`timeout`, `connect`, "
                                                                   "`refused_url`, ..."})
    duration_ms = fields.Float(allow_none=True)
    at = fields.Float()
    next_attempt_at = fields.Float(allow_none=True)
    event = fields.Nested(WebhookEvent, metadata={"description": "The body that was sent."})


@always_present()
class DeliveryPage(ma.Schema):
    deliveries = fields.List(fields.Nested(Delivery))
    next_cursor = fields.String(allow_none=True)


@always_present()
class Redelivery(ma.Schema):
    event_id = fields.String()
    match_id = fields.String()
    status = fields.String(metadata={"enum": ["queued"]})


# --- Players -----------------------------------------------------------------------------------
MAX_EXTERNAL_ID = 64


class JsonBoolean(fields.Boolean):
    """`true` or `false` only (not "yes", 1...)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


class CreatePlayer(Strict):
    name = name_field(required=True)
    bot = JsonBoolean(load_default=False, metadata={
        "description": "A bot (a program, not a person): its name shows it everywhere."})
    external_id = fields.String(validate=[validate.Length(1, MAX_EXTERNAL_ID), printable],
                                metadata={"description": "With an `X-API-Key` only: the app's "
                                                         "own id of this user, unique per key "
                                                         "(409 `external_id_taken` again)."})


@always_present()
class PlayerRating(ma.Schema):
    rating = fields.Integer(metadata={"description": "The displayed rating."})
    mu = fields.Float()
    sigma = fields.Float()
    matches = fields.Integer(metadata={"description": "Rated matches played in this game."})
    provisional = fields.Boolean(metadata={
        "description": "true while the player has fewer than PROVISIONAL_MATCHES rated "
                       "matches of this game."})


@always_present()
class Player(ma.Schema):
    id = fields.String()
    name = fields.String()
    bot = fields.Boolean()
    signed_in = fields.Boolean(metadata={
        "description": "true for the player of an OpenID provider's user "
                       "(`POST /v1/players/sign-in`)."})
    created_at = fields.Float()
    ratings = fields.Dict(keys=fields.String(), values=fields.Nested(PlayerRating), metadata={
        "description": "By game id: the games it was rated in."})


@always_present()
class CreatedPlayer(ma.Schema):
    player = fields.Nested(Player)
    player_token = fields.String(allow_none=True, metadata={
        "description": "The player's secret bearer token, shown only here; null for a player "
                       "owned by an API key (the key acts for it with `X-Player`)."})


class RenamePlayer(Strict):
    name = name_field(required=True)


class SignIn(Strict):
    id_token = fields.String(required=True, metadata={
        "description": "An ID token of an issuer this service trusts (OIDC_ISSUERS), as the "
                       f"app received it: a signed JWT of at most {MAX_TOKEN_CHARS} "
                       "characters."})


@always_present()
class SignedIn(ma.Schema):
    player = fields.Nested(Player)
    player_token = fields.String(metadata={
        "description": "A new secret bearer token of the player, shown only here; each "
                       "sign-in gets its own (a device each, the newest 20 live)."})
    created = fields.Boolean(metadata={"description": "true when this sign-in made the "
                                                      "player (the user's first)."})


class LeaderboardQuery(Strict):
    limit = fields.Integer(load_default=50, validate=validate.Range(1, 100))
    cursor = fields.String(validate=validate.Regexp(r"^[A-Za-z0-9_-]{1,120}$"),
                           metadata={"description": "`next_cursor` of the previous page."})


@always_present()
class LeaderboardPlayer(ma.Schema):
    id = fields.String(metadata={"description": "The player's id; an AI level's reads "
                                                "`ai:<game>:<level>`."})
    name = fields.String()
    bot = fields.Boolean()


@always_present("provisional")
class LeaderboardEntry(ma.Schema):
    rank = fields.Integer(metadata={"description": "1 for the best rating; each entry one "
                                                   "more than the one before."})
    player = fields.Nested(LeaderboardPlayer)
    rating = fields.Integer(metadata={"description": "The displayed rating."})
    matches = fields.Integer(metadata={"description": "Rated matches played in this game."})
    provisional = fields.Boolean(metadata={
        "description": "true while the player has fewer than PROVISIONAL_MATCHES rated "
                       "matches of this game; absent otherwise."})


@always_present()
class Leaderboard(ma.Schema):
    game = fields.String()
    entries = fields.List(fields.Nested(LeaderboardEntry))
    next_cursor = fields.String(allow_none=True, metadata={
        "description": "Pass it back as `cursor` for the next page; null on the last one."})


class PlayerMatchesQuery(Strict):
    game = fields.String(validate=validate.Length(1, 64), metadata={"enum": sorted(GAMES)})
    limit = fields.Integer(load_default=20, validate=validate.Range(1, 100))
    cursor = fields.String(validate=validate.Regexp(r"^[0-9]{1,17}$"),
                           metadata={"description": "`next_cursor` of the previous page."})


class PlayerRatingQuery(Strict):
    limit = fields.Integer(load_default=100, validate=validate.Range(1, 500), metadata={
        "description": "Entries of the history in this page (all that are kept: 500)."})
    cursor = fields.String(validate=validate.Regexp(r"^[0-9]{1,12}$"),
                           metadata={"description": "`next_cursor` of the previous page."})


@always_present()
class PlayerRecord(ma.Schema):
    played = fields.Integer(metadata={
        "description": "Rated matches of the game recorded for the player (those rated "
                       "since the service kept records)."})
    wins = fields.Integer(metadata={"description": "Of them, those it finished first "
                                                  "(alone or tied)."})
    places = fields.List(fields.Integer(), metadata={
        "description": "How many of them it finished first, second, … (one count per seat "
                       "of the game's largest match); a seat handed to the AI finishes "
                       "last."})


@always_present()
class RatingHistoryEntry(ma.Schema):
    match_id = fields.String()
    at = fields.Float(metadata={"description": "When the match was rated (Unix time)."})
    place = fields.Integer(metadata={"description": "The player's place, 1 the best (tied "
                                                    "seats share one)."})
    seats = fields.Integer(metadata={"description": "The match's seats."})
    rating_before = fields.Integer(metadata={"description": "The displayed rating before."})
    rating_after = fields.Integer(metadata={"description": "The displayed rating after."})
    counted = fields.Boolean(metadata={
        "description": "true when the match counts among the player's rated matches "
                       "(`matches`): false for a result against a provisional opponent, "
                       "taken at RATING_PROVISIONAL_WEIGHT of its change."})


@always_present()
class PlayerGameRating(ma.Schema):
    game = fields.String()
    player = fields.String(metadata={"description": "The player's id."})
    rating = fields.Nested(PlayerRating, allow_none=True, metadata={
        "description": "The player's rating in the game; null while it has none."})
    record = fields.Nested(PlayerRecord)
    history = fields.List(fields.Nested(RatingHistoryEntry), metadata={
        "description": "Rating changes, newest first: one per rated match recorded (the "
                       "newest 500 are kept)."})
    next_cursor = fields.String(allow_none=True, metadata={
        "description": "Pass it back as `cursor` for older entries; null on the last page."})


# --- Matchmaking -------------------------------------------------------------------------------
MAX_AI_FILL_S = 3600


class TicketPlayers(Strict):
    min = fields.Integer(strict=True, validate=validate.Range(2, 16), metadata={
        "description": "Fewest seats of the match, AI seats included (default: the game's "
                       "fewest, at least 2)."})
    max = fields.Integer(strict=True, validate=validate.Range(2, 16), metadata={
        "description": "Most seats of the match (default: the game's most)."})


class CreateTicket(Strict):
    game = game_field()
    players = fields.Nested(TicketPlayers, metadata={
        "description": "How many seats the match may have: within the game's min/max "
                       "players. A group takes the tightest bounds of its tickets."})
    options = fields.Dict(load_default=dict, metadata={
        "description": "The game's options (as for a match), valid for every player count of "
                       "`players`: only tickets with the same `options` meet."})
    rated = fields.Boolean(load_default=True, truthy={True}, falsy={False}, metadata={
        "description": "A rated match (ratings change); only tickets with the same `rated` "
                       "meet."})
    ai_fill_after_s = fields.Integer(strict=True, allow_none=True, load_default=None,
                                     validate=validate.Range(0, MAX_AI_FILL_S), metadata={
        "description": "After this many seconds of waiting, a group short of players is "
                       "completed by AI seats of the level rated nearest (null: never)."})


@always_present("mu", "rating", "mu_gap", "mu_gap_per_s", "match_id", "seat", "seat_token")
class Ticket(ma.Schema):
    id = fields.String()
    game = fields.String()
    status = fields.String(metadata={"enum": ["searching", "matched", "cancelled", "expired"]})
    created_at = fields.Float()
    expires_at = fields.Float(metadata={"description": "When it expires if still searching."})
    player_id = fields.String(metadata={"description": "The player it searches for."})
    players = fields.Nested(TicketPlayers)
    options = fields.Dict()
    rated = fields.Boolean()
    ai_fill_after_s = fields.Integer(allow_none=True)
    mu = fields.Float(metadata={
        "description": "The player's skill estimate in the game (OpenSkill's `mu`, 25 for a "
                       "player never rated) when the ticket was opened: what it is paired by."})
    rating = fields.Integer(metadata={
        "description": "The player's displayed rating in the game when the ticket was opened "
                       "(as everywhere: round(1000 + 20 × (mu − 3·sigma)), so a difference of "
                       "`mu` is worth 20 points per unit)."})
    mu_gap = fields.Float(metadata={
        "description": "While searching: the widest difference of `mu` it accepts now, "
                       "MATCHMAKING_WINDOW_MU when opened, widening by `mu_gap_per_s` every "
                       "second it waits."})
    mu_gap_per_s = fields.Float(metadata={
        "description": "While searching: how fast `mu_gap` widens, per second waited "
                       "(MATCHMAKING_WIDEN_MU_PER_S)."})
    match_id = fields.String(metadata={"description": "Once matched: the match."})
    seat = fields.Integer(metadata={"description": "Once matched: the player's seat."})
    seat_token = fields.String(metadata={
        "description": "Once matched: the seat's bearer token (only the ticket's owner reads "
                       "the ticket; kept an hour after the match is made)."})


@always_present()
class CreatedTicket(ma.Schema):
    ticket = fields.Nested(Ticket)


class TicketQuery(Strict):
    wait = _wait("while the ticket is searching: answered as soon as it is not")
