"""Catalog, jobs, probes, docs and the error handling every path shares."""

import re

import pytest

from devtools.local_redis import free_port
from service.app import create_app
from service.config import Settings

from support.http import assert_problem

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster


def test_catalog_lists_games_with_options_schema(client):
    games = client.get("/v1/games").json
    entry = next(g for g in games if g["id"] == "petits-chevaux")
    assert entry["min_players"] == 2 and entry["max_players"] == 4 and entry["summary"]
    props = entry["options_schema"]["properties"]
    assert props["horses_per_player"] == {
        "type": "integer", "minimum": 1, "maximum": 4, "title": "Horses per player",
        "description": "How many horses each player has in her stable.",
        "x-fr": {"title": "Chevaux par joueur",
                 "description": "Nombre de chevaux de chaque joueur dans son écurie."},
        "default": 4}
    assert props["max_sixes_in_a_row"]["type"] == ["integer", "null"]
    assert set(entry["ai_levels"]) >= {"random", "greedy"}
    assert entry["move_types"] == ["roll", "move_horse"]
    assert client.get("/v1/games/petits-chevaux").json == entry


def _words(spec: dict) -> list[str]:
    return [spec.get("title"), spec.get("description"),
            spec.get("x-fr", {}).get("title"), spec.get("x-fr", {}).get("description")]


def test_every_option_has_a_title_and_help_in_english_and_french(client):
    """Clients label an option from its schema (not its field name), on English and French
    pages; an unset option is said in words, never as "null"."""
    for entry in client.get("/v1/games").json:
        for name, spec in entry["options_schema"]["properties"].items():
            words = _words(spec)
            assert all(isinstance(w, str) and w.strip() for w in words), (entry["id"], name)
            assert not any(re.search(r"\bnull\b", w, re.IGNORECASE) for w in words), (
                entry["id"], name, words)
            assert words[0] != words[2], (entry["id"], name)  # translated, not copied


def test_option_words_as_declared(client):
    props = client.get("/v1/games/poney-mon-amour").json["options_schema"]["properties"]
    assert props["grosse_colere"]["title"] == "Grosse Colère cards"
    assert props["grosse_colere"]["x-fr"]["title"] == "Cartes Grosse Colère"
    assert props["turn_timeout_s"]["title"] == "Turn timeout (seconds)"
    assert props["turn_timeout_s"]["type"] == ["integer", "null"]


def test_unknown_game(client):
    assert_problem(client.get("/v1/games/chess"), 404, "unknown_game")


def test_unknown_route_and_method(client):
    assert_problem(client.get("/v2/nothing"), 404, "not_found")
    response = client.delete("/v1/games")
    assert_problem(response, 405, "method_not_allowed")
    assert "GET" in response.headers["Allow"]


def test_unexpected_errors_are_500_without_internals(settings, caplog):
    app = create_app(settings)

    @app.route("/boom")
    def boom():
        raise RuntimeError("secret internals")

    response = app.test_client().get("/boom")
    body = assert_problem(response, 500, "internal_error")
    assert "secret" not in response.get_data(as_text=True) and "Traceback" not in str(body)
    assert "secret internals" in caplog.text  # but it is logged


def test_redis_down_is_503_with_retry_after(settings):
    dead = f"redis://127.0.0.1:{free_port()}/0"
    dead_queue = dead if not settings.redis_cluster else f"redis://127.0.0.1:{free_port()}/0"
    app = create_app(Settings(**{**settings.__dict__, "redis_url": dead,
                                 "rq_redis_url": dead_queue}))
    client = app.test_client()
    for response in (client.get("/v1/matches/AAAAAAAAAAAAAAAAAAAAAA"),
                     client.post("/v1/matches", json={
                         "game": "petits-chevaux",
                         "seats": [{"type": "human"}, {"type": "human"}]}),
                     client.get("/readyz")):
        assert_problem(response, 503, "unavailable")
        assert response.headers["Retry-After"] == "5"
    assert client.get("/livez").status_code == 200


def test_readyz_needs_a_worker(client, worker):
    from support.processes import wait_for
    wait_for(lambda: client.get("/readyz").status_code == 200)
    assert client.get("/readyz").json["workers"] >= 1


def test_readyz_without_worker(settings):
    app = create_app(Settings(**{**settings.__dict__, "rq_queue": "queue-nobody-serves"}))
    assert_problem(app.test_client().get("/readyz"), 503, "unavailable")


@pytest.mark.parametrize("job_id", ["ai-nothing-1", "bad:id", "x" * 200])
def test_unknown_job(client, job_id):
    assert_problem(client.get(f"/v1/jobs/{job_id}"), 404, "job_not_found")


def test_docs_page_serves_swagger_ui_offline(client):
    page = client.get("/docs")
    assert page.status_code == 200 and b"SwaggerUIBundle" in page.data
    asset = client.get("/docs/assets/swagger-ui-bundle.js")
    assert asset.status_code == 200 and len(asset.data) > 100_000
    assert client.get("/openapi.json").json["openapi"] == "3.1.0"
