"""A match over WebSocket, `GET /v1/matches/{id}/ws`: moves in, events out.

Moves take the path of HTTP moves (`service/match/moves.py`'s `play_move`: the same rules,
the same compare-and-set write with its events, webhooks and AI follow-ups); events are those of
`/stream`, redacted for the viewer and numbered, resumable with `?after=<seq>`. The channel
holds a stream slot as `/stream` does (per-client and per-process caps), and each frame
counts against the client's rate limit as an HTTP request does.

Frames are JSON text. Client → server: `{"type": "move", "id", "move", "if_version"}`, and
`{"type": "auth", "token"}` as the first message when the token is not in the URL.
Server → client: `welcome` (the view and `last_seq`), `events` (the events as they are
committed, with the seat's view when they moved the match on), `moved` (the answer to a move,
naming its `id`, with the move's events and the view), `error` (an RFC 9457 problem, naming
the move's `id` when it answers one), `end` (the match is finished and every event was sent;
then close). One frame per step and socket: a move costs the mover one frame, each other
socket one.

A move `id` is an idempotency key (`service/match/move_ids.py`): the match record keeps the
last ids each seat played, each with a fingerprint of its move and `if_version` (written in
the same compare-and-set as the move), so a move resent after a reconnect is answered `moved`
again (`replayed: true`) and never applied twice, and the id with another move is refused,
`idempotency_key_reused`.

On gunicorn's gevent workers as deployed, the channel is one more greenlet of the worker,
like an SSE stream, which reads its client itself; a second one sends the events. Both write
through one socket (`service/live/websocket.py`, which bounds what a client that does not read
can make the process hold). The events a process commits reach its own channels without a
read (`Notifier.offer`), and the notification of a move wakes no pusher whose `moved` frame
carried its events (`Watch.had`).
"""

import logging
import threading
import time

import marshmallow as ma
import redis
from flask import Response, current_app, request
from marshmallow import fields, validate

from engines.schema import obj
from service.http.access import load_match, runtime, viewer_of
from service.http.caller_keys import caller_key
from service.http.game_contract import ref, union
from service.http.limits import rate_limited
from service.http.openapi import PUBLIC_OR_SEAT, errors
from service.http.parsing import Blueprint
from service.http.schemas.common import MOVE_DOC, game_refs
from service.live.frames import Control
from service.live.stream import admit, client_identity
from service.live.websocket import BoundedSocket, ConnectionClosed, HandshakeFailed
from service.match.moves import SeatCredential, play_move
from service.model.views import events_view, hands_over, match_view
from service.problems import ApiError
from service.state import fastjson
from service.state.connect import REDIS_DOWN

log = logging.getLogger("haras.live")
blp = Blueprint("live", __name__, url_prefix="/v1/matches",
                description="Real-time play over WebSocket.")

# Close codes (RFC 6455): what a client should do next.
CLOSE_DONE = 1000  # the match is finished: nothing more will come
CLOSE_IDLE = 1001  # nothing happened for WS_MAX_IDLE_S: reconnect when needed
CLOSE_POLICY = 1008  # a frame the protocol does not allow (after an `error` frame)
CLOSE_RESTART = 1012  # the server is stopping: reconnect (to another) with ?after=<seq>
CLOSE_INTERNAL = 1011  # a defect of the server (logged)
CLOSE_TRY_LATER = 1013  # Redis is unavailable: reconnect with ?after=<seq> after a while
RETRY_AFTER_S = 1
MAX_ID = 128
MAX_TOKEN = 200
# An `error` frame names at most this many refused fields, each cut to NAME_SHOWN
# characters: an answer never echoes unbounded input (a client need not read it).
FIELDS_NAMED = 8
NAME_SHOWN = 64


def _message(kind: str, description: str, properties: dict, optional: tuple = ()) -> dict:
    return obj({"type": {"const": kind}, **properties}, description, optional)


SEQ = {"type": "integer", "minimum": 0, "description": "An event seq: resume after it."}
EVENTS = {"type": "array", "items": {"anyOf": game_refs("Event")},
          "description": "In order, each with its `seq`; its `type` says which of the game's "
                         "event schemas it follows."}
MOVE_ID = {"type": "string", "minLength": 1, "maxLength": MAX_ID,
           "description": "The client's id of the move: resent, it is never applied twice; "
                          "with another move (or `if_version`), refused with 422 "
                          "`idempotency_key_reused`."}
MESSAGES = {
    "LiveMove": _message("move", "Play a move for the channel's seat.", {
        "id": MOVE_ID,
        "move": {**MOVE_DOC, "description": "One of the seat's legal moves, verbatim."},
        "if_version": {"type": "integer", "minimum": 0, "description": "The version the "
                       "move is based on (the view's): refused with 412 if stale."}},
        optional=("if_version",)),
    "LiveAuth": _message("auth", "The seat token, as the first message when the URL has "
                         "none.", {"token": {"type": "string", "minLength": 1,
                                             "maxLength": MAX_TOKEN, "description": "The seat "
                                             "token."}}),
    "LiveWelcome": _message("welcome", "First frame (and again after `auth`): the view.", {
        "viewer": {"type": ["integer", "null"], "description": "The seat; null: public."},
        "match": ref("MatchView"),
        "last_seq": {**SEQ, "description": "The last event the view includes."}}),
    "LiveEvents": _message("events", "Events of the match as they are committed, as the "
                           "viewer may see them, with the seat's view when they moved the "
                           "match on.", {
                               "events": EVENTS,
                               "match": {**ref("MatchView"), "description": "The seat's view "
                                         "after these events (seats only; absent when the "
                                         "seat's own `moved` carried it)."}},
                           optional=("match",)),
    "LiveMoved": _message("moved", "The answer to the channel's move.", {
        "id": MOVE_ID, "version": {"type": "integer", "description": "The version the move "
                                   "made."},
        "replayed": {"type": "boolean", "description": "The move was played already (a "
                     "resend): not applied again."},
        "events": {**EVENTS, "description": "The move's events (those the socket had not "
                   "had yet): they do not come again in an `events` frame."},
        "match": ref("MatchView")}),
    "LiveError": _message("error", "A refused message: the problem an HTTP request would "
                          "have had.", {
                              "id": {**MOVE_ID, "type": ["string", "null"],
                                     "description": "The refused move's id, if any."},
                              "problem": ref("Problem")}),
    "LiveEnd": _message("end", "The match is finished and every event was sent; the "
                        "server closes with 1000.", {
                            "status": {"const": "finished"}, "last_seq": SEQ}),
}
CLIENT = {"move": "LiveMove", "auth": "LiveAuth"}
SERVER = {"welcome": "LiveWelcome", "events": "LiveEvents", "moved": "LiveMoved",
          "error": "LiveError", "end": "LiveEnd"}


def register_messages(spec) -> None:
    """The channel's frames as schemas, and `LiveMessage`, their union."""
    for name, schema in MESSAGES.items():
        spec.components.schema(name, component=schema)
    spec.components.schema("LiveMessage", component=union(
        {**CLIENT, **SERVER}, "A frame on `/ws` (JSON text): a client sends `move` and "
        "`auth`, the server the others."))


class LiveQuery(ma.Schema):
    class Meta:
        unknown = ma.RAISE

    token = fields.String(validate=validate.Length(1, MAX_TOKEN), metadata={
        "description": "The seat token (browsers cannot send headers on a WebSocket); "
                       "without one, and without an `auth` message, a spectator's channel."})
    after = fields.Integer(strict=False, validate=validate.Range(0, 2**53), metadata={
        "description": "Send the events with seq > after first (a resume point). Omitted: "
                       "only what happens from now on."})


class Upgraded(Response):
    """The WSGI answer once the channel is over: gunicorn writes nothing more (the
    connection was the WebSocket's), as flask-sock does it."""

    def __call__(self, environ, start_response):
        if "gunicorn.socket" in environ:
            raise StopIteration()
        return super().__call__(environ, start_response)


# websocket=True: only an upgrade request reaches the view; a plain GET gets 426 from the
# app's error handler.
@blp.route("/<string:match_id>/ws", websocket=True)
@blp.doc(operationId="openLiveChannel", security=PUBLIC_OR_SEAT, responses={"101": {
    "description": "Switching to the WebSocket protocol: each frame, either way, is one "
                   "`LiveMessage` as JSON text.",
    "content": {"application/json": {
        "schema": {"$ref": "#/components/schemas/LiveMessage"}}}}})
@blp.arguments(LiveQuery, location="query")
@errors(blp, 401, 403, 404, 422, 426, 429, 503)
def live_channel(query: dict, match_id: str):
    """Play and follow a match over a WebSocket.

    Upgrade with the seat token as `?token=` (or send `{"type": "auth", "token"}` first):
    moves in (`{"type": "move", "id", "move", "if_version"}`), the view and the events
    out, as the seat may see them; without a token, a spectator's channel (public events).
    `?after=<seq>` resumes: every event after it comes first, without gap or duplicate.
    Errors before the upgrade are problem+json: 426 `upgrade_required` for a plain GET;
    a channel holds one of the client's stream slots (429 `too_many_streams`, 503
    `stream_capacity`, as `/stream`). Close codes: 1000 the match is finished; 1001 idle
    for WS_MAX_IDLE_S; 1008 a frame the protocol refuses, no pong by the next ping, or a
    frame left unread for WS_PING_S (then the connection is dropped: the close frame cannot
    reach a client that does not read); 1012 the server restarts and 1013 Redis is
    unavailable: reconnect with `?after=` the last seq received."""
    match = load_match(match_id)
    token = query.get("token")
    viewer = viewer_of(match, required=False, token=token) if token else None
    rt = runtime()
    identity = client_identity(rt.store)
    lease = admit()
    socket = None
    try:
        # a client that takes no frame for as long as it may take to answer a ping is gone
        socket = BoundedSocket(request.environ, ping_interval=rt.settings.ws_ping_s or None,
                               max_message_size=rt.settings.max_body_bytes,
                               write_timeout_s=rt.settings.ws_ping_s
                               or rt.settings.ws_max_idle_s)
        Channel(rt, socket, match, viewer, token, query.get("after"), identity, lease).run()
    except HandshakeFailed:
        log.info("live channel of %s: the client left during the handshake", match["id"])
    finally:
        if socket is not None:
            socket.release()
        lease.release()
    return Upgraded()


class Channel:
    def __init__(self, rt, socket: BoundedSocket, match: dict, viewer: int | None,
                 token: str | None, after: int | None, identity: str, lease):
        self.rt, self.socket, self.match_id = rt, socket, match["id"]
        self.game_match = match  # its game, to redact events
        self.viewer, self.token, self.identity, self.lease = viewer, token, identity, lease
        self.limiter = current_app.extensions.get("haras.limits")  # None: limits are off
        # the rate the upgrade request was counted at: its API key's own, else RATE_LIMIT
        self.rate = self.limiter and self.limiter.rate_for(caller_key(required=False))
        self.after = match["event_count"] if after is None else after
        self.watch = None  # the pusher's, once it watches: told what `moved` frames took
        self.shown_version = match["version"]  # the latest view this socket has
        # `after` and `shown_version` move under it: the pusher's `events` frames and the
        # moves' `moved` frames each send what the other has not
        self.delivery = threading.Lock()
        self.answering = threading.Lock()  # held while a client frame is being answered
        self.welcome = match
        self.frames = 0  # client frames received
        self.resume_at = 0.0  # past its rate limit, the client is not read until then
        self.closed = False  # the client half is over: the pusher stops
        self.active_at = time.monotonic()

    # --- the two halves ---------------------------------------------------------------------
    def run(self) -> None:
        self._welcome(self.welcome)
        pusher = threading.Thread(target=self._push, name=f"live-{self.match_id}",
                                  daemon=True)
        pusher.start()
        try:
            while self.socket.connected:
                if self.resume_at > time.monotonic():  # what it sends waits (TCP holds it)
                    self.socket.wait_closed(self.resume_at - time.monotonic())
                    continue
                idle_for = time.monotonic() - self.active_at
                frame = self.socket.receive(timeout=max(0.0, self.idle_s - idle_for))
                if frame is None:
                    if time.monotonic() - self.active_at >= self.idle_s:
                        self._close(CLOSE_IDLE, "idle")
                    continue
                if not isinstance(frame, Control):  # pings keep no channel open
                    self.active_at = time.monotonic()
                    self.frames += 1
                with self.answering:
                    self._answer(frame)
        except ConnectionClosed:
            pass
        finally:
            self.closed = True
            pusher.join(timeout=1)
            if self.socket.lost:  # the client's doing (a reset, or not reading): no defect
                log.info("live channel of %s ended: %s", self.match_id, self.socket.lost)

    @property
    def idle_s(self) -> float:
        return self.rt.settings.ws_max_idle_s

    def _push(self) -> None:
        """Sends the events as they are committed, then `end` once the match is finished."""
        notifier, store = self.rt.notifier, self.rt.store
        finished = self.welcome["status"] == "finished"
        fresh = True
        try:
            with notifier.watch(self.match_id) as watch:
                self.watch = watch
                while not self.closed and self.socket.connected:
                    watch.clear()
                    events = watch.read(store, self.after, fresh=fresh)
                    if events:
                        # A move being answered here sends its own events in `moved`: the
                        # notification may come first (a replicated write is answered after
                        # its WAIT), and one frame a step is enough.
                        with self.answering:
                            self._deliver(events)
                    if finished:
                        with self.answering:  # a move being answered (the last one) first
                            self._send({"type": "end", "status": "finished",
                                        "last_seq": self.after})
                            self._close(CLOSE_DONE, "finished")
                        return
                    woken = watch.wait(min(self.rt.settings.sse_keepalive_s,
                                           self.lease.renew_by - time.monotonic()))
                    if notifier.closing:
                        self._close(CLOSE_RESTART, "server restarting")
                        return
                    self.lease.renew()
                    fresh = not woken or watch.resync
                    watch.resync = False
                    if not fresh:
                        finished = watch.finished
                        continue
                    status = watch.feed.current_status(store)
                    if status is None:  # expired or deleted meanwhile
                        self._close(CLOSE_DONE, "gone")
                        return
                    finished = status == "finished"
        except REDIS_DOWN as error:
            log.warning("live channel of %s ends, Redis unavailable: %s", self.match_id, error)
            self._close(CLOSE_TRY_LATER, "unavailable")
        except ConnectionClosed:
            pass
        except Exception:  # a defect: say so to the client rather than go silent
            log.exception("live channel of %s failed", self.match_id)
            self._close(CLOSE_INTERNAL, "internal error")

    def _deliver(self, events: list[dict]) -> None:
        """One `events` frame: the events this socket has not had, as its viewer sees them,
        with the seat's view when they moved the match past the last view it got."""
        with self.delivery:
            shown = self._take(events)
            if not shown:
                return
            self.active_at = time.monotonic()  # events keep a channel from idling out
            frame = {"type": "events", "events": shown}
            version = shown[-1]["version"]
            if self.viewer is not None and version > self.shown_version:
                match = self.rt.store.recent(self.match_id, version) \
                    or self.rt.store.load(self.match_id)
                if match is not None and match["version"] > self.shown_version:
                    self.shown_version = match["version"]
                    frame["match"] = match_view(match, self.viewer)
            self._send(frame)

    def _take(self, events: list[dict]) -> list[dict]:
        """The events after the last one this socket got, redacted for its viewer; they
        count as sent. Call it holding `delivery`."""
        fresh = [event for event in events if event["seq"] > self.after]
        if not fresh:
            return []
        if fresh[0]["seq"] != self.after + 1:  # a move's events, before the pusher sent the
            fresh = self.rt.store.read_events(self.match_id, self.after)  # earlier ones
        viewer = self.viewer
        shown = events_view(self.game_match, fresh, viewer)
        if any(hands_over(e, viewer) for e in fresh):
            self.viewer = None  # the AI plays the seat: public from now on
        self.after = fresh[-1]["seq"]
        if self.watch is not None:
            self.watch.had = self.after
        return shown

    # --- client frames ----------------------------------------------------------------------
    def _answer(self, frame) -> None:
        """Answers a client frame. Every frame counts against the client's rate limit, as a
        request does (junk costs an answer too, and so do pings and pongs). Redis failing
        is a 503 `unavailable` for that frame (the client retries it: a move id is never
        applied twice), not the channel's end."""
        if isinstance(frame, Control):
            return self._control(frame)
        try:
            message = fastjson.loads(frame)  # orjson: NaN, and nesting past 1,024, refused
        except ValueError:
            message = None
        move_id = message.get("id") if isinstance(message, dict) else None
        if not isinstance(move_id, str) or not 0 < len(move_id) <= MAX_ID:
            move_id = None  # only a well-formed id is named back
        try:
            self._count()
            if not isinstance(message, dict):
                return self._refuse(None, "validation_error", "A frame is one JSON object.")
            self._on_message(message, move_id)
        except ApiError as refused:
            self._error(move_id, refused)
        except REDIS_DOWN as error:
            log.warning("live channel of %s: Redis unavailable: %s", self.match_id, error)
            self._error(move_id, ApiError(503, "unavailable", "The store is unavailable; "
                                          "retry shortly.", retry_after=RETRY_AFTER_S))

    def _control(self, frame: Control) -> None:
        """A ping within the limit is answered with its pong; past it, with the `error` a
        refused frame gets, and no pong."""
        try:
            self._count()
        except ApiError as refused:
            return self._error(None, refused)
        if frame.kind == "ping":
            self.socket.pong(frame.payload)

    def _on_message(self, message: dict, move_id: str | None) -> None:
        kind = message.get("type")
        if kind == "move":
            return self._move(message, move_id)
        if kind == "auth":
            return self._auth(message)
        self._refuse(move_id, "validation_error", "Unknown message type.",
                     errors={"type": ["Must be one of: move, auth."]})

    def _refuse(self, move_id, code: str, detail: str, **extra) -> None:
        self._error(move_id, ApiError(422, code, detail, **extra))

    def _error(self, move_id, error: ApiError) -> None:
        self._send({"type": "error", "id": move_id, "problem": _bounded(error.body())})

    def _auth(self, message: dict) -> None:
        token = message.get("token")
        if self.frames != 1 or self.token is not None:
            self._refuse(None, "validation_error", "`auth` comes first, once, and only "
                         "when the URL has no token.")
            return self._close(CLOSE_POLICY, "auth")
        if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN:
            self._refuse(None, "validation_error", "`token` is the seat token.",
                         errors={"token": [f"Must be a string of 1 to {MAX_TOKEN} "
                                           "characters."]})
            return self._close(CLOSE_POLICY, "auth")
        try:
            match = load_match(self.match_id)
            self.viewer = viewer_of(match, required=True, token=token)
        except ApiError as error:
            self._error(None, error)
            return self._close(CLOSE_POLICY, "auth")
        self.token = token
        self.shown_version = match["version"]
        self._welcome(match)

    def _move(self, message: dict, move_id: str | None) -> None:
        if move_id is None:
            return self._refuse(None, "validation_error", "A move needs its `id`.",
                                errors={"id": [f"Must be a string of 1 to {MAX_ID} "
                                               "characters."]})
        problems = _move_problems(message)
        if problems:
            return self._refuse(move_id, "validation_error", "The move message is invalid.",
                                errors=problems)
        if self.token is None or self.viewer is None:
            return self._error(move_id, ApiError(401, "unauthorized", "This needs a seat "
                                                 "token (`?token=` or an `auth` message)."))
        try:
            played = play_move(self.rt, self.match_id, message["move"],
                               SeatCredential(self.token), message.get("if_version"), move_id)
        except ApiError as refused:
            return self._error(move_id, refused)
        except REDIS_DOWN as error:
            log.warning("live move in %s: Redis unavailable: %s", self.match_id, error)
            return self._error(move_id, ApiError(503, "unavailable", "The store is "
                                                 "unavailable; retry the move shortly (its id "
                                                 "keeps it from being applied twice).",
                                                 retry_after=RETRY_AFTER_S))
        self._moved(move_id, played.match, played.replayed, played.events)

    def _count(self) -> None:
        """The frame counts against the client's rate limit, as an HTTP request does. Past
        it, the client is not read until the window ends: its frames cost nothing more."""
        limiter = self.limiter
        if limiter is None:
            return
        try:
            count, reset_s = limiter.count(self.rt.store.client, self.identity, self.rate)
        except redis.exceptions.RedisError as error:
            limiter.warn(error)
            return
        if count > self.rate.requests:
            self.resume_at = time.monotonic() + reset_s
            raise rate_limited(self.rate, reset_s, retry_after=reset_s)

    def _moved(self, move_id: str, match: dict, replayed: bool,
               events: list[dict] = ()) -> None:
        """The answer to a move, with the move's events this socket has not had yet."""
        with self.delivery:
            shown = self._take(list(events))
            if shown and shown[-1]["version"] > match["version"]:  # later steps came along
                match = self.rt.store.load(self.match_id) or match
            self.shown_version = max(self.shown_version, match["version"])
            self._send({"type": "moved", "id": move_id, "version": match["version"],
                        "replayed": replayed, "events": shown,
                        "match": match_view(match, self.viewer)})

    # --- writing --------------------------------------------------------------------------
    def _welcome(self, match: dict) -> None:
        self._send({"type": "welcome", "viewer": self.viewer,
                    "match": match_view(match, self.viewer), "last_seq": match["event_count"]})

    def _send(self, frame: dict) -> None:
        self.socket.send_utf8(fastjson.dumps(frame))

    def _close(self, code: int, reason: str) -> None:
        try:
            self.socket.close(code, reason)
        except ConnectionClosed:
            pass


def _move_problems(message: dict) -> dict:
    """The message's problems, those of its own fields first (an `error` names the first
    FIELDS_NAMED)."""
    problems = {}
    if not isinstance(message.get("move"), dict):
        problems["move"] = ["Must be an object: one of the legal moves."]
    version = message.get("if_version")
    if version is not None and (isinstance(version, bool) or not isinstance(version, int)
                                or not 0 <= version < 2**53):
        problems["if_version"] = ["Must be a non-negative integer (the view's version)."]
    for name in sorted(set(message) - {"type", "id", "move", "if_version"}):
        problems[name] = ["Unknown field."]
    return problems


def _bounded(problem: dict) -> dict:
    """The problem with its `errors` cut to FIELDS_NAMED fields, named in NAME_SHOWN
    characters at most; the detail says how many were refused."""
    errors = problem.get("errors")
    if not errors or (len(errors) <= FIELDS_NAMED and max(map(len, errors)) <= NAME_SHOWN):
        return problem
    named = {_cut(name): messages for name, messages in list(errors.items())[:FIELDS_NAMED]}
    detail = problem["detail"]
    if len(errors) > FIELDS_NAMED:
        detail += f" {len(errors)} fields were refused; the first {FIELDS_NAMED} are named."
    return {**problem, "detail": detail, "errors": named}


def _cut(name: str) -> str:
    return name if len(name) <= NAME_SHOWN else name[:NAME_SHOWN - 1] + "…"
