"""Schemas of the webhooks resource (service/http/resources/webhooks.py): an API key's
subscriptions and their deliveries."""

import marshmallow as ma
from marshmallow import fields, validate

from service.http.schemas.common import Strict, always_present
from service.integrations.webhooks import EVENT_TYPES

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
