"""`GET /v1/matches/{id}/stream`: a match's events as Server-Sent Events.

Everything that can fail (unknown match, wrong token, bad `Last-Event-ID`) is checked before
the first byte, so errors are ordinary problem+json responses. The stream then sends the
events after the resume point exactly as `/events` would (redacted for the viewer), one SSE
message per event with `id: <seq>`, and waits on the process's commit listener
(service/state/notify/): an open stream holds no Redis connection while it waits. It sends a
`: keep-alive` comment after `SSE_KEEPALIVE_S` idle seconds, and ends with an `end` event
once the match is finished and every event is sent. Reconnecting to a finished match with
nothing left to send gets 204, which tells EventSource to stop reconnecting.

An open stream holds a slot (service/state/slots.py), and so does a long-poll while it
waits (`admit` is installed as the notifier's admission): at most STREAMS_PER_CLIENT per
client (its API key, else its address: seat tokens are free to mint, they earn no slots)
across every process, else 429 `too_many_streams`; at most worker_connections less
STREAM_RESERVE per gunicorn worker, so `/livez`, moves and views always find a connection
slot, of which the last STREAM_SEAT_SHARE serve only readers sent with a valid seat token
(SEAT_SHARE_PER_CLIENT per client), so a match's players connect while others fill the
process; else 503 `stream_capacity`; both with `Retry-After`.
A stream ends after STREAM_MAX_S (less up to a tenth, so streams opened together do not all
come back together) without an `end` event: EventSource reconnects by itself with
`Last-Event-ID` and misses nothing, and the reconnection may land on a less busy worker.
"""

import json
import logging
import random
import re
import time

import marshmallow as ma
from flask import Response, current_app, request
from flask_smorest import Blueprint
from marshmallow import fields, validate

from service.http import limits
from service.http.access import bearer, load_match, runtime, viewer_of
from service.http.caller_keys import caller_key
from service.http.openapi import PUBLIC_OR_SEAT, errors
from service.model.views import events_view, hands_over
from service.problems import ApiError
from service.state import slots
from service.state.connect import REDIS_DOWN

log = logging.getLogger("haras.stream")
blp = Blueprint("stream", __name__, url_prefix="/v1/matches",
                description="Live events of a match (Server-Sent Events).")
RETRY_MS = 3000  # EventSource's reconnection delay, sent in the stream
MAX_SEQ = 2**53
SEQ = re.compile(r"^[0-9]{1,16}$")  # ASCII digits only (str.isdigit takes "²")
SLOTS_RETRY_AFTER_S = 5  # Retry-After of too_many_streams and stream_capacity
LIFETIME_JITTER = 0.1  # a stream lives STREAM_MAX_S less up to this fraction of it


class StreamQuery(ma.Schema):
    after = fields.Integer(strict=False, load_default=0, validate=validate.Range(0, MAX_SEQ),
                           metadata={"description": "Send events with seq > after (a "
                                                    "`Last-Event-ID` header wins over it)."})
    token = fields.String(validate=validate.Length(1, 200), metadata={
        "description": "The seat token, for clients that cannot send headers (EventSource); "
                       "`Authorization: Bearer` wins when both are sent."})


# The stream is text: a string schema (the events' JSON is described under `/events`).
SSE_STREAM = {"type": "string", "description": (
    "Lines of `text/event-stream`: `retry:` once, then per event `id: <seq>` and `data: "
    "<the event as JSON, as in /events>`; `: keep-alive` comments when idle; last, `event: "
    "end` with `data: {\"status\", \"last_seq\"}` once the match is finished.")}
_EXAMPLE = ("retry: 3000\n\nid: 3\ndata: {\"seq\":3,\"version\":1,\"type\":\"start_player\","
            "\"seat\":0}\n\n: keep-alive\n\nevent: end\ndata: {\"status\":\"finished\","
            "\"last_seq\":9}\n\n")


LAST_EVENT_ID = {"in": "header", "name": "Last-Event-ID", "required": False,
                 "schema": {"type": "string", "pattern": r"^\s*[0-9]{0,16}\s*$"},
                 "description": "Resume after this seq (EventSource sends it when it "
                                "reconnects); wins over `after`. Empty: as if not sent."}


# (the header is a route-level parameter: `@blp.doc(parameters=...)` would replace the query
# parameters that `@blp.arguments` documents)
@blp.route("/<string:match_id>/stream", parameters=[LAST_EVENT_ID])
@blp.doc(operationId="streamEvents")
@blp.arguments(StreamQuery, location="query")
@blp.alt_response(200, success=True, content_type="text/event-stream", example=_EXAMPLE,
                  schema=SSE_STREAM, description=(
                      "An endless `text/event-stream`: one message per event (`id:` its "
                      "seq, `data:` the event as JSON, as in `/events`), `: keep-alive` "
                      "comments when idle, and a final `end` event (`data: {status, "
                      "last_seq}`) once the match is finished, after which the server "
                      "closes the stream."))
@blp.alt_response(204, success=True, description=(
    "The match is finished and nothing is left after the resume point: stop reconnecting."))
@blp.doc(security=PUBLIC_OR_SEAT)
@errors(blp, 401, 403, 404, 422, 503)
def stream_events(query: dict, match_id: str):
    """The match's events as Server-Sent Events, as the caller may see them; resumable.

    The seat token may be sent as `?token=` since EventSource cannot send headers (public
    view without one). Resume with `Last-Event-ID` (or `after`): the events after it are
    sent first, without gaps or duplicates. Errors come before the stream, as
    problem+json. A client holds at most STREAMS_PER_CLIENT (20) streams and waiting
    long-polls at once: 429 `too_many_streams` beyond. 503 `stream_capacity` when the
    server holds all the streams it may: retry after `Retry-After` s (EventSource does not
    retry an error by itself). A stream ends after at most STREAM_MAX_S (600 s) without an
    `end` event: reconnect with `Last-Event-ID` (EventSource does so by itself)."""
    match = load_match(match_id)
    token = bearer()
    viewer = viewer_of(match, required=False, token=token or query.get("token"))
    after = _resume_point(request.headers.get("Last-Event-ID"), query["after"])
    rt = runtime()
    if match["status"] == "finished" and after >= match["event_count"]:
        return Response(status=204, headers={"Cache-Control": "no-store"})
    lease = admit()
    try:
        lifetime_s = rt.settings.stream_max_s * (1 - random.uniform(0, LIFETIME_JITTER))
        body = _sse(rt.store, rt.notifier, match, viewer, after, rt.settings.sse_keepalive_s,
                    lease, lifetime_s if rt.settings.stream_max_s > 0 else float("inf"))
        response = Response(body, mimetype="text/event-stream", headers={
            "Cache-Control": "no-store", "X-Accel-Buffering": "no",
            "Vary": "Authorization"})
        # The WSGI server closes the response when the stream ends, the client went away,
        # or before a byte was sent: the slot is given back in every case.
        response.call_on_close(lease.release)
    except BaseException:
        lease.release()
        raise
    return response


def admit() -> slots.Lease:
    """A slot for the stream or long-poll of this request (service/state/slots.py); 429
    `too_many_streams` or 503 `stream_capacity` when there is none."""
    rt = runtime()
    settings = rt.settings
    per_client = settings.streams_per_client
    limiter = _limiter()
    who = limits.client_identity(limiter.trust_proxy, caller_key(required=False))
    token = limits.seat_token_sent()
    seated = token is not None and limiter.valid_tokens.valid(
        rt.store, request.view_args["match_id"], token)
    retry = {"Retry-After": str(SLOTS_RETRY_AFTER_S)}
    try:
        return rt.notifier.slots.take(
            rt.store.client, who, per_client,
            slots.capacity(settings.stream_reserve, settings.stream_seat_share), seated)
    except slots.TooManyStreams:
        raise ApiError(429, "too_many_streams",
                       f"At most {per_client} open streams and waiting long-polls per "
                       "client; close one first.", headers=retry) from None
    except slots.StreamCapacity:
        raise ApiError(503, "stream_capacity",
                       "The server holds all the streams and long-polls it may; retry "
                       "shortly.", headers=retry) from None


def client_identity(store) -> str:
    """The client as the rate limiter knows it (service/http/limits.py): its valid API key, else
    its seat token if valid for this match, else its address."""
    return _limiter().identity(store, caller_key(required=False))


def _limiter() -> limits.Limiter:
    """The rate limiter; when rate limits are off, a limiter of the stream's own (it counts
    nothing, it tells clients and seat tokens apart)."""
    return current_app.extensions.get("haras.limits") \
        or current_app.extensions["haras.stream_identity"]


@blp.record_once
def _install(state) -> None:
    """Long-polls take their slot through the notifier's admission; a malformed
    STREAM_RESERVE or STREAM_SEAT_SHARE fails here, at start."""
    settings = state.app.extensions["haras"].settings
    slots.reserved(settings.stream_reserve, 100)
    slots.reserved(settings.stream_seat_share, 100, "STREAM_SEAT_SHARE")
    state.app.extensions["haras"].notifier.admission = admit
    state.app.extensions["haras.stream_identity"] = limits.Limiter(
        limits.Rate(1, 1), settings.trust_proxy)


def _resume_point(last_event_id: str | None, after: int) -> int:
    if last_event_id is None or last_event_id.strip() == "":
        return after
    value = last_event_id.strip()
    if not SEQ.match(value) or int(value) > MAX_SEQ:
        raise ApiError(422, "validation_error", "Last-Event-ID is an event seq.",
                       errors={"headers.Last-Event-ID": ["Must be a non-negative integer."]})
    return int(value)


def _message(event: dict) -> str:
    data = json.dumps(event, separators=(",", ":"), ensure_ascii=False)
    return f"id: {event['seq']}\ndata: {data}\n\n"


def _sse(store, notifier, match: dict, viewer: int | None, after: int, keepalive_s: float,
         lease: slots.Lease, lifetime_s: float):
    """The stream body. It holds the request's match (only its game is used, to redact) and
    no Flask context: it runs after the view has returned. It ends `lifetime_s` after it
    began (the client resumes); its slot is given back by the response's close."""
    match_id = match["id"]
    finished = match["status"] == "finished"
    fresh = True  # read Redis itself, not only what the notifications announced
    ends_at = time.monotonic() + lifetime_s
    try:
        with notifier.watch(match_id) as watch:
            yield f"retry: {RETRY_MS}\n\n"  # also sends the headers at once
            next_ping = time.monotonic() + keepalive_s
            while True:
                watch.clear()  # a commit from here on wakes the wait below
                events = watch.read(store, after, fresh=fresh)
                if events:
                    after = events[-1]["seq"]
                    chunk = "".join(_message(e) for e in events_view(match, events, viewer))
                    if any(hands_over(e, viewer) for e in events):
                        viewer = None  # the AI plays the seat: public from now on
                    if chunk:
                        yield chunk
                        next_ping = time.monotonic() + keepalive_s
                if finished:  # known before the read above, which so got the last events
                    end = json.dumps({"status": "finished", "last_seq": after})
                    yield f"event: end\ndata: {end}\n\n"
                    return
                woken = watch.wait(min(next_ping, ends_at, lease.renew_by) - time.monotonic())
                if notifier.closing or time.monotonic() >= ends_at:
                    return  # the server is stopping, or the stream is old: the client resumes
                lease.renew()
                fresh = not woken or watch.resync
                watch.resync = False
                if not fresh:
                    finished = watch.finished
                    continue
                if time.monotonic() >= next_ping:
                    yield ": keep-alive\n\n"
                    next_ping = time.monotonic() + keepalive_s
                # No notification (idle, or the listener was away): ask the store itself.
                status = watch.feed.current_status(store)
                if status is None:  # expired or deleted meanwhile
                    return
                finished = status == "finished"
    except REDIS_DOWN as error:  # the client reconnects with Last-Event-ID
        log.warning("event stream of %s ends, Redis unavailable: %s", match_id, error)
