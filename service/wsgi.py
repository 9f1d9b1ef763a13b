"""WSGI entry point for gunicorn: `gunicorn service.wsgi:app`."""

import os

from service.app import create_app
from service.telemetry.logs import configure_json_logging

configure_json_logging(os.environ.get("LOG_LEVEL", "INFO"))
app = create_app()
