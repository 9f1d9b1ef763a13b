"""Status of asynchronous work."""

import re

from flask_smorest import Blueprint

from service.http.access import runtime
from service.http.openapi import PUBLIC, errors
from service.http.schemas.jobs import JobStatus
from service.integrations.jobs import JOB_ID_PATTERN
from service.problems import ApiError

blp = Blueprint("jobs", __name__, url_prefix="/v1/jobs", description="Asynchronous work.")


@blp.route("/<string:job_id>")
@blp.doc(operationId="getJob", security=PUBLIC)
@blp.response(200, JobStatus)
@errors(blp, 404)
def get_job(job_id: str):
    """Follows a job named in a response's `jobs`.

    404 `job_not_found` for an unknown or expired job."""
    described = None
    if re.match(JOB_ID_PATTERN, job_id):
        described = runtime().jobs.describe(job_id)
    if described is None:
        raise ApiError(404, "job_not_found", "No such job (finished jobs expire).")
    return described
