"""The reference web client at /play: static files built from web/ (`make web`), served with
a strict Content-Security-Policy. The page talks to this API as any frontend would."""

from pathlib import Path

from flask import Blueprint, redirect, send_from_directory

blp = Blueprint("webclient", __name__)
FILES = Path(__file__).resolve().parents[2] / "static" / "play"
# Only this origin's scripts and styles; connections to this origin (HTTP, SSE, WebSocket).
POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
          "connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'; "
          "form-action 'none'")


def _served(name: str):
    response = send_from_directory(FILES, name, max_age=0)  # revalidated: ETag, then 304
    response.headers["Content-Security-Policy"] = POLICY
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"  # match ids stay out of referrers
    return response


@blp.route("/")
def root():
    return redirect("/play/", 302)  # the service's front page is the web client


@blp.route("/play")
def page_without_slash():
    return redirect("/play/", 308)  # the page's files are relative to /play/


@blp.route("/play/")
def page():
    return _served("index.html")


@blp.route("/play/<path:name>")
def asset(name: str):
    return _served(name)
