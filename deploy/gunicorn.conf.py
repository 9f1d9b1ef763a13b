"""gunicorn settings for Haras (`gunicorn -c deploy/gunicorn.conf.py service.wsgi:app`).

gthread workers: long-polls (`/events?wait=`) hold a thread, not a whole worker process."""

import os

bind = f"0.0.0.0:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", 2))
worker_class = "gthread"
threads = int(os.environ.get("GUNICORN_THREADS", 8))
timeout = 60  # a long-poll lasts at most 25 s
graceful_timeout = 30
keepalive = 5
max_requests = 10_000  # recycle workers now and then
max_requests_jitter = 1_000
accesslog = "-"
