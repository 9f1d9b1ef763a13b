"""Schemas of the jobs resource (service/http/resources/jobs.py): a job's status, and the
reference to a queued job that the answers of matches and seats carry."""

import marshmallow as ma
from marshmallow import fields

from service.http.schemas.common import always_present


@always_present()
class JobRef(ma.Schema):
    id = fields.String()
    kind = fields.String(metadata={"enum": ["ai_turn", "scoring", "deadline", "rating"]})


@always_present("result", "error")
class JobStatus(ma.Schema):
    id = fields.String()
    kind = fields.String()
    status = fields.String()
    result = fields.Raw(allow_none=True)
    error = fields.String()
