"""Schemas of the health resource (service/http/resources/health.py): the probes' answer."""

from marshmallow import Schema, fields

from service.http.schemas.common import always_present


@always_present("redis", "workers")
class Health(Schema):
    status = fields.String(metadata={"enum": ["ok"]})
    redis = fields.Boolean(metadata={"description": "`readyz` only: Redis answered."})
    workers = fields.Integer(metadata={"description": "`readyz` only: live workers."})
