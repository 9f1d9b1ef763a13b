"""Webhook subscriptions of an API key, and their delivery log.

Every route needs a valid `X-API-Key`. A subscription belongs to the key that created it:
another key gets 404 `webhook_not_found` for it (not 403), so ids reveal nothing.
"""

import re

from flask import url_for
from flask_smorest import Blueprint

from service.http.access import runtime
from service.http.caller_keys import caller_key
from service.http.openapi import API_KEY, errors
from service.http.schemas.webhooks import (
    CreatedWebhook,
    CreateWebhook,
    DeliveriesQuery,
    DeliveryPage,
    Redelivery,
    Webhook,
    WebhookList,
)
from service.integrations import webhooks
from service.integrations.webhook_urls import UnsafeUrl, policy_for
from service.problems import ApiError

blp = Blueprint("webhooks", __name__, url_prefix="/v1/webhooks",
                description="Webhooks: events of the matches an API key created, POSTed to "
                            "its URLs, signed, retried, logged.")
SUBSCRIPTION_ID = re.compile(r"^wh_[0-9a-f]{16}$")
DELIVERY_ID = re.compile(r"^[0-9]{1,15}$")


def _client():
    return runtime().store.client


def _not_found() -> ApiError:
    return ApiError(404, "webhook_not_found", "No such webhook for this API key.")


def _owned(sub_id: str) -> dict:
    key = caller_key(required=True)
    found = webhooks.subscription(_client(), key.id, sub_id) \
        if SUBSCRIPTION_ID.match(sub_id) else None
    if found is None:
        raise _not_found()
    return found


@blp.route("", strict_slashes=False, methods=["POST"])
@blp.doc(operationId="createWebhook")
@blp.arguments(CreateWebhook)
@blp.response(201, CreatedWebhook, headers={"Location": {"schema": {"type": "string"},
                                                         "description": "The webhook's URL."}})
@blp.doc(security=API_KEY)
@errors(blp, 400, 401, 403, 413, 415, 422, 503)
def create_webhook(body: dict):
    """Subscribe a URL to events of the matches this key creates.

    The `secret` that signs the deliveries is returned only here.

    The URL must be https and every address its host resolves to public (422
    `invalid_webhook_url` otherwise, with the reason); at most 20 webhooks per key (422
    `too_many_webhooks`)."""
    key = caller_key(required=True)
    try:
        policy_for(runtime().settings).check(body["url"])
    except UnsafeUrl as refused:
        raise ApiError(422, "invalid_webhook_url", str(refused),
                       errors={"url": [str(refused)]}) from None
    created = webhooks.create_subscription(_client(), key.id, body["url"], body["events"])
    if created is None:
        raise ApiError(422, "too_many_webhooks", f"An API key has at most "
                       f"{webhooks.MAX_SUBSCRIPTIONS_PER_KEY} webhooks; delete one first.")
    return created, {"Location": url_for("webhooks.get_webhook", sub_id=created["id"])}


@blp.route("", strict_slashes=False, methods=["GET"])
@blp.doc(operationId="listWebhooks")
@blp.response(200, WebhookList)
@blp.doc(security=API_KEY)
@errors(blp, 401, 403, 503)
def list_webhooks():
    """This key's webhooks.

    Oldest first; their signing secrets are never returned again."""
    key = caller_key(required=True)
    return {"webhooks": [webhooks.public(s)
                         for s in webhooks.subscriptions_of(_client(), key.id)]}


@blp.route("/<string:sub_id>", methods=["GET"])
@blp.doc(operationId="getWebhook")
@blp.response(200, Webhook)
@blp.doc(security=API_KEY)
@errors(blp, 401, 403, 404, 503)
def get_webhook(sub_id: str):
    """One of this key's webhooks.

    404 `webhook_not_found` for any webhook of another key."""
    return webhooks.public(_owned(sub_id))


@blp.route("/<string:sub_id>", methods=["DELETE"])
@blp.doc(operationId="deleteWebhook")
@blp.response(204)
@blp.doc(security=API_KEY)
@errors(blp, 401, 403, 404, 503)
def delete_webhook(sub_id: str):
    """Unsubscribe.

    Nothing more is delivered; pending deliveries and the log are dropped."""
    subscription = _owned(sub_id)
    if not webhooks.delete_subscription(_client(), subscription["api_key_id"], sub_id):
        raise _not_found()  # deleted by a concurrent request


@blp.route("/<string:sub_id>/deliveries", methods=["GET"])
@blp.doc(operationId="listDeliveries")
@blp.arguments(DeliveriesQuery, location="query")
@blp.response(200, DeliveryPage)
@blp.doc(security=API_KEY)
@errors(blp, 401, 403, 404, 422, 503)
def list_deliveries(query: dict, sub_id: str):
    """The webhook's last 200 delivery attempts.

    Newest first, with the body each sent; pass `next_cursor` back as `cursor` for the
    next page."""
    _owned(sub_id)
    cursor = query.get("cursor")
    page, next_cursor = webhooks.deliveries(_client(), sub_id,
                                            None if cursor is None else int(cursor),
                                            query["limit"])
    return {"deliveries": page,
            "next_cursor": None if next_cursor is None else str(next_cursor)}


@blp.route("/<string:sub_id>/deliveries/<string:delivery_id>/redeliver", methods=["POST"])
@blp.doc(operationId="redeliver")
@blp.response(202, Redelivery)
@blp.doc(security=API_KEY)
@errors(blp, 401, 403, 404, 503)
def redeliver(sub_id: str, delivery_id: str):
    """Send a logged delivery's event again.

    Same event id, fresh signature, after what this webhook still has to receive from that
    match. 404 `delivery_not_found` when the delivery is not in the log."""
    subscription = _owned(sub_id)
    logged = webhooks.delivery(_client(), sub_id, int(delivery_id)) \
        if DELIVERY_ID.match(delivery_id) else None
    if logged is None:
        raise ApiError(404, "delivery_not_found", "No such delivery in this webhook's log.")
    event = logged["event"]
    webhooks.queue_events(runtime(), subscription["api_key_id"], event["match_id"],
                          {sub_id: [event]})
    return {"event_id": event["id"], "match_id": event["match_id"], "status": "queued"}
