"""The webhook delivery job: one outbox (a subscription's events of one match), in order.

A job takes the outbox's lease, then POSTs its head, signed, to the subscription's URL: on a
2xx the head leaves the outbox and the next one goes; otherwise the attempt is logged, the
head waits WEBHOOK_BACKOFF_S[attempt - 1] and a scheduled job retries it (the events behind
it wait: order per subscription and match). After the last delay the head is given up. An
event leaves the outbox only after its outcome is logged, so a worker that dies mid-delivery
leaves it for the watchdog's rescue (`rescue_overdue`): at least once, same event id.

Each attempt checks the URL again (service/integrations/webhook_urls.py) and connects to one of the
addresses just checked, within WEBHOOK_CONNECT_TIMEOUT_S; TLS, sending and the response's
head must fit in WEBHOOK_READ_TIMEOUT_S; no redirect is followed; at most HEAD_LIMIT bytes
of head and BODY_LIMIT of body are read. Secrets are never logged.
"""

import json
import logging
import re
import socket
import ssl
import time
import uuid
from dataclasses import dataclass

from service.integrations import webhooks
from service.integrations.webhook_urls import Target, UnsafeUrl, policy_for
from service.state import apikeys
from workers import runtime

log = logging.getLogger("haras.webhooks")
JOB_BUDGET_S = 40  # below the job timeout: a long outbox goes on in a fresh job
MAX_ADDRESSES = 3
LEASE_MARGIN_S = 5
HEAD_LIMIT = 8192
BODY_LIMIT = 4096
RESCUE_LIMIT = 500
USER_AGENT = "Haras-Webhooks/1.0"
_STATUS_LINE = re.compile(rb"^HTTP/1\.[01] ([1-5][0-9][0-9])(?: |$)")
_dumps = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode


class DeliveryError(Exception):
    """An attempt that got no HTTP status; the message is the logged `error`."""


@dataclass(frozen=True)
class Attempt:
    status_code: int | None
    error: str | None
    duration_ms: float

    @property
    def ok(self) -> bool:
        return self.error is None and self.status_code is not None and \
            200 <= self.status_code < 300


def deliver_outbox(key_id: str, sub_id: str, match_id: str) -> dict:
    """The RQ job (service/integrations/jobs.py, kind `webhook`)."""
    return deliver(runtime(), key_id, sub_id, match_id)


def deliver(rt, key_id: str, sub_id: str, match_id: str) -> dict:
    """Delivers what the outbox of (`sub_id`, `match_id`) holds, unless another job is on it."""
    outbox = webhooks.Outbox(rt.store.client, sub_id, match_id)
    token = uuid.uuid4().hex
    if not outbox.take_lease(token, lease_s(rt.settings)):
        return {"outcome": "busy"}  # another job is on it and will see our events too
    try:
        return _deliver(rt, outbox, key_id, token)
    finally:
        outbox.release(token)


def lease_s(settings) -> float:
    """How long a job holds an outbox per attempt: more than an attempt can take. A worker
    that dies mid-attempt leaves it to the watchdog once this has passed."""
    return settings.webhook_connect_timeout_s * MAX_ADDRESSES + \
        settings.webhook_read_timeout_s + LEASE_MARGIN_S


def _deliver(rt, outbox: webhooks.Outbox, key_id: str, token: str) -> dict:
    client, settings = rt.store.client, rt.settings
    sub_id, match_id = outbox.sub_id, outbox.match_id
    due, member = webhooks.due_key(settings.rq_queue), webhooks.due_member(key_id, sub_id,
                                                                            match_id)
    started, delivered = time.monotonic(), 0
    while True:
        subscription = webhooks.subscription(client, key_id, sub_id)
        key = apikeys.load(client, key_id)
        if subscription is None or key is None or key.revoked:
            if subscription is None:
                outbox.delete()
                dropped = 0
            else:
                dropped = webhooks.drop_outbox(client, subscription, match_id,
                                               "api key revoked")
            client.zrem(due, member)
            return {"outcome": "dropped", "events": dropped}
        attempts, not_before = outbox.state()
        if (early_s := not_before - time.time()) > 0:
            # RQ's scheduler keeps due times in whole seconds: a retry set for 0.2 s from now
            # may start at once. It waits for its time in a job of its own.
            client.zadd(due, {member: not_before})
            outbox.release(token)
            rt.jobs.enqueue_webhook(key_id, sub_id, match_id, delay_s=early_s)
            return {"outcome": "not_due", "not_before": not_before}
        head = outbox.head()
        if head is None:
            # The note goes first: an event pushed from now on finds either the note gone
            # (and enqueues a job) or the outbox not empty (and we go on).
            client.zrem(due, member)
            if outbox.finish(token):
                client.srem(webhooks.pending_key(sub_id), match_id)
                return {"outcome": "done", "delivered": delivered}
            continue
        if time.monotonic() - started > JOB_BUDGET_S:
            outbox.release(token)  # before the next job may look for it
            rt.jobs.enqueue_webhook(key_id, sub_id, match_id)
            return {"outcome": "continued", "delivered": delivered}
        raw, event = head
        client.zadd(due, {member: time.time() + lease_s(settings)})
        outbox.extend_lease(lease_s(settings))
        attempt = attempts + 1
        result = send(subscription, event, attempt, settings)
        details = {"status_code": result.status_code, "error": result.error,
                   "duration_ms": result.duration_ms}
        if result.ok or attempt > len(settings.webhook_backoff_s):
            status = "delivered" if result.ok else "given_up"
            webhooks.record_attempt(client, sub_id, event, attempt, status, **details)
            outbox.pop(raw)
            delivered += result.ok
            if not result.ok:
                log.warning("webhook %s gave up event %s after %s attempts", sub_id,
                            event["id"], attempt)
            continue
        delay = settings.webhook_backoff_s[attempt - 1]
        retry_at = time.time() + delay
        webhooks.record_attempt(client, sub_id, event, attempt, "failed",
                                next_attempt_at=retry_at, **details)
        outbox.defer(attempt, retry_at)
        client.zadd(due, {member: retry_at})
        outbox.release(token)
        rt.jobs.enqueue_webhook(key_id, sub_id, match_id, delay_s=delay)
        return {"outcome": "retrying", "attempt": attempt, "delay_s": delay}


def send(subscription: dict, event: dict, attempt: int, settings) -> Attempt:
    """One signed POST of `event` to the subscription's URL."""
    started = time.monotonic()
    body = _dumps(event).encode()
    timestamp = int(time.time())
    headers = {"Content-Type": "application/json", "User-Agent": USER_AGENT,
               "Haras-Webhook-Id": event["id"], "Haras-Webhook-Timestamp": str(timestamp),
               "Haras-Webhook-Signature": webhooks.sign(subscription["secret"], timestamp, body),
               "Haras-Webhook-Attempt": str(attempt)}
    status, error = None, None
    try:
        target = policy_for(settings).check(subscription["url"])
        status = post(target, body, headers, settings.webhook_connect_timeout_s,
                      settings.webhook_read_timeout_s)
    except UnsafeUrl as refused:
        error = f"refused_url: {refused}"
    except DeliveryError as failed:
        error = str(failed)
    if status is not None and 300 <= status < 400:
        error = "redirect not followed"
    return Attempt(status, error, round((time.monotonic() - started) * 1000, 1))


def post(target: Target, body: bytes, headers: dict, connect_timeout_s: float,
         read_timeout_s: float) -> int:
    """POSTs `body` to `target` at one of its checked addresses; returns the HTTP status."""
    sock = _connect(target, connect_timeout_s)
    deadline = time.monotonic() + read_timeout_s
    try:
        if target.scheme == "https":
            context, plain = ssl.create_default_context(), sock
            sock = _io(lambda: context.wrap_socket(plain, server_hostname=target.host),
                       plain, deadline)
        lines = [f"POST {target.path} HTTP/1.1", f"Host: {target.host_header}",
                 f"Content-Length: {len(body)}", "Connection: close",
                 *(f"{name}: {value}" for name, value in headers.items())]
        _io(lambda: sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode() + body),
            sock, deadline)
        status, rest, length = _read_head(sock, deadline)
        _drain(sock, rest, length, deadline)
        return status
    finally:
        sock.close()


def _remaining(deadline: float) -> float:
    left = deadline - time.monotonic()
    if left <= 0:
        raise DeliveryError("timeout")
    return left


def _io(operation, sock, deadline: float):
    sock.settimeout(_remaining(deadline))
    try:
        return operation()
    except TimeoutError:
        raise DeliveryError("timeout") from None
    except ssl.SSLError as failed:
        raise DeliveryError(f"tls: {failed.reason or type(failed).__name__}") from None
    except OSError as failed:
        raise DeliveryError(f"connection: {failed.strerror or type(failed).__name__}") \
            from None


def _connect(target: Target, timeout_s: float) -> socket.socket:
    error = "connect: no address"
    for address in target.addresses[:MAX_ADDRESSES]:
        try:
            return socket.create_connection((address, target.port), timeout=timeout_s)
        except TimeoutError:
            error = "connect_timeout"
        except OSError as failed:
            error = f"connect: {failed.strerror or type(failed).__name__}"
    raise DeliveryError(error)


def _read_head(sock, deadline: float) -> tuple[int, bytes, int | None]:
    """The final status, the body bytes already read, and the Content-Length if given."""
    buffer = b""
    while True:
        end = buffer.find(b"\r\n\r\n")
        if end < 0:
            if len(buffer) > HEAD_LIMIT:
                raise DeliveryError("invalid_response: head too large")
            chunk = _io(lambda: sock.recv(4096), sock, deadline)
            if not chunk:
                raise DeliveryError("invalid_response: closed before a response")
            buffer += chunk
            continue
        head, buffer = buffer[:end], buffer[end + 4:]
        found = _STATUS_LINE.match(head)
        if found is None:
            raise DeliveryError("invalid_response: not HTTP/1.x")
        status = int(found.group(1))
        if status >= 200:
            length = re.search(rb"(?im)^content-length:[ \t]*([0-9]{1,15})[ \t]*$", head)
            return status, buffer, int(length.group(1)) if length else None
        # an interim response (100 Continue...): the final one follows


def _drain(sock, already: bytes, length: int | None, deadline: float) -> None:
    """Reads what the receiver sends of its body, up to BODY_LIMIT and within the deadline,
    so it is not cut off mid-write; the body itself is not used."""
    wanted = BODY_LIMIT if length is None else min(length, BODY_LIMIT)
    received = len(already)
    try:
        while received < wanted:
            chunk = _io(lambda: sock.recv(BODY_LIMIT), sock, deadline)
            if not chunk:
                return
            received += len(chunk)
    except DeliveryError:
        return  # the status is what counts


def rescue_overdue(rt, now: float | None = None) -> list[str]:
    """Enqueues a job for every outbox due for longer than AI_STALL_S that no job holds (its
    job was lost with a worker, or its scheduled retry never ran). One watchdog pass."""
    now = time.time() if now is None else now
    client = rt.store.client
    due = webhooks.due_key(rt.settings.rq_queue)
    rescued = []
    for member in client.zrangebyscore(due, "-inf", now - rt.settings.ai_stall_s, start=0,
                                       num=RESCUE_LIMIT):
        key_id, sub_id, match_id = member.split(" ")
        outbox = webhooks.Outbox(client, sub_id, match_id)
        if outbox.leased():
            continue
        if outbox.head() is None:
            client.zrem(due, member)
            continue
        client.zadd(due, {member: now})
        log.warning("rescuing webhook outbox of %s for match %s", sub_id, match_id)
        rt.jobs.enqueue_webhook(key_id, sub_id, match_id)
        rescued.append(member)
    return rescued
