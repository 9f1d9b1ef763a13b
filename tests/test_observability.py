"""Request ids and JSON log lines; no token in the logs."""

import json
import logging

from service.telemetry.logs import JsonFormatter

from helpers import bearer, create


def test_request_id_is_echoed_or_made(client):
    given = client.get("/v1/games", headers={"X-Request-ID": "abc-123"})
    assert given.headers["X-Request-ID"] == "abc-123"
    made = client.get("/v1/games")
    assert len(made.headers["X-Request-ID"]) == 32
    odd = "bad id;" + "x" * 300
    assert client.get("/v1/games", headers={"X-Request-ID": odd}).headers["X-Request-ID"] \
        not in (odd, "")
    missing = client.get("/v1/nothing-here")
    assert missing.status_code == 404 and missing.headers["X-Request-ID"]


def test_request_log_lines_are_json_without_tokens(client, caplog):
    match, tokens = create(client)
    token = tokens["0"]
    with caplog.at_level(logging.INFO, logger="haras.http"):
        client.get(f"/v1/matches/{match['id']}?token={token}", headers={
            **bearer(token), "X-Request-ID": "req-42"})
    records = [r for r in caplog.records if r.name == "haras.http"]
    line = json.loads(JsonFormatter().format(records[-1]))
    assert line["request_id"] == "req-42" and line["msg"] == "request"
    assert line["path"] == f"/v1/matches/{match['id']}" and line["status"] == 200
    assert line["duration_ms"] >= 0
    assert token not in caplog.text and token not in json.dumps(line)
