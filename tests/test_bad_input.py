"""Bad input of every kind gets a clear 4xx problem and stores nothing.

Oversized, streamed, malformed, too deep or wrongly typed bodies on every POST route (listed
from the app's url_map, so a new route is covered by itself), names in every script but with
no control character, out-of-range numbers, unknown games, garbage in every path parameter,
query and header. This module has a Redis of its own: "nothing stored" compares its whole
keyspace, which other test runs sharing the common Redis cannot disturb.
"""

import http.client
import io
import json
import re
import socket
import unicodedata

import pytest
import redis
from werkzeug.wrappers import Request

from devtools.local_redis import LocalRedis
from engines.registry import GAMES
from engines.rng import SEED_LIMIT
from service.app import MAX_JSON_DEPTH, _is_json, create_app
from service.http import caller_keys
from service.state import apikeys

from conftest import settings_with, start_gunicorn, stop_process
from helpers import HUMANS_2, assert_problem, bearer, create, keys, snapshot

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

HUMANS_3 = [{"type": "human"}] * 3
OPEN_SEAT = [{"type": "human", "name": "Ana"}, {"type": "human", "open": True}]
BODY_METHODS = ("POST", "PUT", "PATCH")
PARAMETER = re.compile(r"<(?:[^:<>]+:)?([^<>]+)>")


@pytest.fixture(scope="module")
def redis_server():
    server = LocalRedis.start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def app(settings, redis_server):
    return create_app(settings_with(settings, redis_url=redis_server.url,
                                    rq_redis_url=redis_server.url))


@pytest.fixture(scope="module")
def rdb(redis_server):
    return redis.Redis.from_url(redis_server.url, decode_responses=True)


@pytest.fixture(scope="module")
def match(app, rdb):
    """A running match (every path that names a match names this one) and the credentials
    that open every route: the token of the seat to act, and an API key (some routes read
    no body before they see one)."""
    created, tokens = create(app.test_client(), seed=5)
    token = tokens[str(created["to_act"][0])]
    _, api_key = apikeys.create(rdb, "bad input")
    return {"id": created["id"], "token": token,
            "credentials": {**bearer(token), caller_keys.HEADER: api_key}}


@pytest.fixture()
def unchanged(rdb, match):
    """Asserts, after the test, that nothing was stored and the match did not change."""
    before = keys(rdb), snapshot(rdb, match["id"])
    yield
    assert (keys(rdb), snapshot(rdb, match["id"])) == before


def body_routes(app, match_id: str) -> list[tuple[str, str]]:
    """(method, url) of every route that takes a body; match ids are `match_id`'s, other path
    parameters "x"."""
    return [(method, PARAMETER.sub(lambda m: match_id if m.group(1) == "match_id" else "x",
                                   rule.rule))
            for rule in app.url_map.iter_rules() for method in BODY_METHODS
            if method in rule.methods]


def parameter_routes(app, value: str) -> list[tuple[str, str]]:
    """(method, url) of every route with path parameters, each of them `value`."""
    return [(method, PARAMETER.sub(value, rule.rule))
            for rule in app.url_map.iter_rules() if rule.arguments
            for method in ("GET", *BODY_METHODS, "DELETE") if method in rule.methods]


def send(client, method: str, url: str, body, content_type: str | None = "application/json",
         streamed: bool = False, **headers):
    """`body` as is (bytes or str), with a Content-Length, or `streamed` without one (chunked,
    as gunicorn passes it on: `wsgi.input_terminated`)."""
    data = body.encode() if isinstance(body, str) else body
    if streamed:
        return client.open(url, method=method, input_stream=io.BytesIO(data),
                           content_type=content_type,
                           headers={"Transfer-Encoding": "chunked", **headers},
                           environ_overrides={"wsgi.input_terminated": True})
    return client.open(url, method=method, data=data, content_type=content_type,
                       headers=headers)


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


# --- sizes ---------------------------------------------------------------------------------
@pytest.mark.usefixtures("unchanged")
def test_bodies_over_the_limit_are_413_on_every_body_route(app, client, match):
    limit = app.config["MAX_CONTENT_LENGTH"]
    too_big = json.dumps({"pad": "x" * limit})
    for method, url in body_routes(app, match["id"]):
        for streamed in (False, True):
            response = send(client, method, url, too_big, streamed=streamed,
                            **match["credentials"])
            assert_problem(response, 413, "payload_too_large")
    assert_problem(send(client, "POST", "/v1/matches", "[" * 100_000), 413, "payload_too_large")


@pytest.mark.usefixtures("unchanged")
def test_a_body_within_the_limit_is_read_whole_streamed_or_not(app, client):
    limit = app.config["MAX_CONTENT_LENGTH"]
    body = json.dumps({"game": "chess", "seats": HUMANS_2, "options": {"pad": ""}})
    exactly = body.replace('"pad": ""', '"pad": "' + "x" * (limit - len(body)) + '"')
    assert len(exactly.encode()) == limit
    assert_problem(send(client, "POST", "/v1/matches", exactly), 422, "unknown_game")
    streamed = send(client, "POST", "/v1/matches", body, streamed=True)
    assert_problem(streamed, 422, "unknown_game")  # read: not "game: missing"


@pytest.mark.usefixtures("unchanged")
def test_huge_arrays_and_strings_within_the_limit_are_422(app, client, match):
    join = f"/v1/matches/{match['id']}/join"
    moves = f"/v1/matches/{match['id']}/moves"
    cases = [
        ("/v1/matches", {"game": "petits-chevaux", "seats": [{"type": "human"}] * 3000},
         "validation_error", "seats"),
        ("/v1/matches", {"game": "x" * 60_000, "seats": HUMANS_2}, "validation_error", "game"),
        ("/v1/matches", {"game": "petits-chevaux",
                         "seats": [{"type": "human", "name": "x" * 60_000}, {"type": "human"}]},
         "validation_error", "seats.0.name"),
        ("/v1/matches", {"game": "petits-chevaux", "seats": HUMANS_2,
                         "options": {f"o{i}": i for i in range(3000)}}, "invalid_options",
         "o2999"),
        (moves, {"move": {"type": "roll", "extra": [0] * 20_000}}, "validation_error",
         "move.extra"),
        (moves, {"move": {"type": "x" * 60_000}}, "validation_error", "move.type"),
        (join, {"name": "x" * 60_000}, "validation_error", "name"),
        ("/v1/arena", {"game": "petits-chevaux", "matches": 1,
                       "players": [{"level": "random"}] * 3000}, "validation_error", "players"),
    ]
    for url, body, code, field in cases:
        response = client.post(url, json=body, headers=match["credentials"])
        assert field in assert_problem(response, 422, code)["errors"], (url, field)


# --- malformed bodies and content types ------------------------------------------------------
MALFORMED = {
    "truncated": '{"game": ',
    "trailing data": "{} {}",
    "invalid UTF-8": b'{"name": "\xff\xfe"}',
    "UTF-16": '{"name": "Ana"}'.encode("utf-16"),
    "byte order mark": b'\xef\xbb\xbf{"name": "Ana"}',
    "NaN": '{"seed": NaN}',
    "Infinity": '{"seat": -Infinity}',
    "integer of 5000 digits": '{"seed": ' + "9" * 5000 + "}",
    "60,000 [": "[" * 60_000,
    "10,000 open objects": '{"a": ' * 10_000,
    "deep but closed": nested(900),
    f"{MAX_JSON_DEPTH + 1} levels": nested(MAX_JSON_DEPTH + 1),
    "deep inside a move": '{"move": ' + nested(MAX_JSON_DEPTH) + "}",
}


@pytest.mark.usefixtures("unchanged")
@pytest.mark.parametrize("body", MALFORMED.values(), ids=MALFORMED.keys())
def test_malformed_json_is_400_on_every_body_route(app, client, match, body):
    for method, url in body_routes(app, match["id"]):
        for streamed in (False, True):
            response = send(client, method, url, body, streamed=streamed,
                            **match["credentials"])
            assert_problem(response, 400, "validation_error")


@pytest.mark.usefixtures("unchanged")
@pytest.mark.parametrize("body", ["1", '"x"', "null", "true", "[]", "1e400"])
def test_json_that_is_not_an_object_is_a_4xx_on_every_body_route(app, client, match, body):
    """Without a seat token: what takes one refuses it, nothing resigns."""
    api_key = {caller_keys.HEADER: match["credentials"][caller_keys.HEADER]}
    for method, url in body_routes(app, match["id"]):
        response = send(client, method, url, body, **api_key)
        assert 400 <= response.status_code < 500, (url, response.status_code)
        assert response.headers["Content-Type"].startswith("application/problem+json")


@pytest.mark.usefixtures("unchanged")
def test_nesting_up_to_the_limit_is_parsed(client):
    deepest = nested(MAX_JSON_DEPTH - 2)  # in "options" of the body: MAX_JSON_DEPTH levels
    response = send(client, "POST", "/v1/matches", '{"game": "petits-chevaux", "seats": '
                    + json.dumps(HUMANS_2) + ', "options": {"x": ' + deepest + "}}")
    assert "x" in assert_problem(response, 422, "invalid_options")["errors"]


WRONG_TYPES = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; "
               "boundary=x", "application/xml", "application/octet-stream", None]


@pytest.mark.usefixtures("unchanged")
@pytest.mark.parametrize("content_type", WRONG_TYPES)
def test_wrong_content_types_are_415_on_every_body_route(app, client, match, content_type):
    for method, url in body_routes(app, match["id"]):
        for streamed in (False, True):
            response = send(client, method, url, '{"name": "Ana"}', content_type,
                            streamed=streamed, **match["credentials"])
            assert_problem(response, 415, "unsupported_media_type")


JSON_TYPES = ["application/json", "application/json; charset=utf-8", "Application/JSON",
              " application/json ;q=1", "application/problem+json", "application/vnd.x+json"]
NOT_QUITE_JSON = ["", ";", "application/jsonx", "text/json", "application/+json",
                  "application/json+x", "application/xjson"]


@pytest.mark.parametrize("content_type", JSON_TYPES + WRONG_TYPES[:-1] + NOT_QUITE_JSON)
def test_json_bodies_are_told_as_werkzeug_tells_them(content_type):
    """The body check reads Content-Type from the environ (service/app.py `_is_json`)."""
    environ = {"REQUEST_METHOD": "POST", "CONTENT_TYPE": content_type}
    assert _is_json(content_type) == Request(environ).is_json


@pytest.mark.parametrize("content_type", JSON_TYPES)
def test_json_content_types_are_read(client, content_type):
    response = send(client, "POST", "/v1/matches", '{"game": "petits-chevaux", "seats": '
                    + json.dumps(HUMANS_2) + "}", content_type)
    assert response.status_code == 201, response.json


# --- names ---------------------------------------------------------------------------------
GOOD_NAMES = ["🐴", "👨‍👩‍👧‍👦", "زهرة الصحراء", "שלום", "Zoe\u0301", "李小龍", "Ана",
              "a\u00a0b", " Zoé ", "🏇" * 40, "x" * 40,
              # scripts whose letters carry marks: Vietnamese (composed and decomposed),
              # Devanagari (nukta + vowel sign + anusvara), Thai, Arabic and Hebrew vowels,
              # Tibetan stacks; emoji with variation selectors, joiners and tags
              "Nguyễn Thị Ánh", unicodedata.normalize("NFD", "Nguyễn Thị Ánh"), "क़ों देवनागरी",
              "กิ่งแก้ว", "مُحَمَّد", "שָׁלוֹם", "བསྒྲུབས", "1️⃣❤️‍🔥", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
              # near the AI seats and Haras, but not them
              "Aiden", "Kai", "Ai-chan", "AI fan", "Maître IA", "Haras du Pin", "Harasser", "Bot",
              "Guest 0042", "Al", "Al2", "Alice", "Наташа", "Vladimir Нароков", "Ana (expert)",
              "\u13e3\u13b3\u13a9", "Aısha", "ᛁᚾᚷ"]
BAD_NAMES = ["", "x" * 41, "🏇" * 41, "a\x00b", "\x1b[31mred", "two\nlines", "tab\there",
             "cr\r", "del\x7f", "c1\x85", "line\u2028sep", "para\u2029sep", "lone \ud800",
             # bidirectional controls: "\u202eanA" shows as "Ana"
             "\u202eanA", "a\u202ab", "a\u202bb", "a\u202cb", "a\u202db", "a\u2066b",
             "a\u2067b", "a\u2068b", "a\u2069b", "\u200eAna", "\u200fשלום", "a\u061cb",
             # nothing to see
             " ", "   ", "\u3000", "\u200b", "\u200b\u200c\u200d\u2060\ufeff", " \u200b ", "\u0301",
             "\u3164", "\u2800", "\u115f\u1160",
             # combining marks stacked
             "Zalgo\u0336\u0337\u0338\u0339", "e" + "\u0300" * 5,
             "x\u0301\u200d\u0302\u0303\u0304", "क़ोंं",
             # AI seats and Haras
             "AI", "ai", "A.I.", "AI (expert)", "AI (random)", "ai (GREEDY)", "AI 2 (greedy)",
             "AI (master)", "ai:royal-turf:expert", "AI:x", "ａｉ：x", "Ａｉ (Expert)",
             "A I (greedy)", "AI-expert", "IA (glouton)", "Âï (expert)", "АІ (expert)",
             "\u200bAI\u200b", "Haras", "HARAS", "H a r a s", "Haras team", "Admin Haras",
             "haras-bot",
             # look-alikes an attacker's pass found: a Cyrillic palochka, an "l", small
             # capitals for "AI"; Cyrillic, Greek and Lisu capitals for the "H" of Haras
             "A\u04c0 (expert)", "Al (expert)", "A| (expert)", "\u1d00\u026a (expert)",
             "Al 2 (greedy)", "\u041daras", "\u0397aras", "\u041d\u0410R\u0410\u0405",
             "\ua4e7aras", "\u041daras official",
             # and those Unicode's confusables (UTS #39) adds: Cherokee, Canadian syllabics,
             # Carian and Latin alphas for the "A"; runic, Tifinagh, Coptic, N'Ko, Hebrew,
             # Arabic letters, a dental click, dotless and iota "i"s and vertical lines for
             # the "I"; the "A" of Haras
             "\u13aaI (expert)", "\u15c5I 2 (greedy)", "\U000102a0I", "\u0251\u0269 (greedy)",
             "\u237aI (random)", "A\u16c1 (expert)", "A\u01c0 (expert)", "A\u2d4f (random)",
             "A\u2223 (expert)", "A\u05c0 (expert)", "A\u05d5 (expert)", "A\u0627 (expert)",
             "A\u07ca (expert)", "A\u2c92 (expert)", "A\u0196 (expert)", "A\u0131 (expert)",
             "A\uffe8 (expert)", "A\u0661 (expert)", "A\U00010309 (expert)",
             "\u13a5A (glouton)", "\u13aa\u13a5", "H\u15c5ras", "\u13aa\u16c1: x",
             # Hangul fillers, letters that draw nothing, for the spaces
             "AI\u3164(expert)", "A\u3164I (expert)", "A\u115fI", "AI\u1160(greedy)",
             "A\uffa0I (random)", "H\u3164aras"]


@pytest.mark.parametrize("name", GOOD_NAMES)
def test_printable_names_of_any_script_are_kept_as_sent(client, name):
    created, _ = create(client, seats=[{"type": "human", "name": name}, OPEN_SEAT[1]])
    assert created["seats"][0]["name"] == name
    joined = client.post(f"/v1/matches/{created['id']}/join", json={"name": name})
    assert joined.status_code == 200, joined.json
    assert client.get(f"/v1/matches/{created['id']}").json["seats"][1]["name"] == name


@pytest.mark.parametrize("name", BAD_NAMES)
def test_names_with_control_characters_or_too_long_are_422(client, rdb, name):
    open_match, _ = create(client, seats=OPEN_SEAT)
    stored = keys(rdb), snapshot(rdb, open_match["id"])
    response = client.post("/v1/matches", json={
        "game": "petits-chevaux", "seats": [{"type": "human", "name": name}, HUMANS_2[1]]})
    assert "seats.0.name" in assert_problem(response, 422, "validation_error")["errors"]
    response = client.post(f"/v1/matches/{open_match['id']}/join", json={"name": name})
    assert "name" in assert_problem(response, 422, "validation_error")["errors"]
    assert (keys(rdb), snapshot(rdb, open_match["id"])) == stored


# --- numbers -------------------------------------------------------------------------------
NOT_INTEGERS = [2**64, -(2**64), 1e308, 1.5, "3", True, None, [], {}]


def _option_cases():
    for game in GAMES.values():
        for option in game.options:
            if option.kind == "int":
                below = [option.minimum - 1] if option.minimum is not None else []
                for value in [*below, *NOT_INTEGERS]:
                    if not (value is None and option.nullable):
                        yield game.id, option.name, value
            elif option.kind == "bool":
                for value in (1, 0, "true", None):
                    yield game.id, option.name, value


@pytest.mark.usefixtures("unchanged")
def test_option_values_out_of_range_or_mistyped_are_422(client):
    for game_id, name, value in _option_cases():
        seats = HUMANS_3 if game_id == "amazones" else HUMANS_2
        response = client.post("/v1/matches", json={"game": game_id, "seats": seats,
                                                    "options": {name: value}})
        assert name in assert_problem(response, 422, "invalid_options")["errors"], (
            game_id, name, value)


@pytest.mark.usefixtures("unchanged")
def test_seats_seeds_budgets_and_counts_out_of_range_or_mistyped_are_422(client, match):
    ai = {"type": "ai", "ai": {"level": "random"}}
    bodies = [{"seats": []}, {"seats": [HUMANS_2[0]] * 17}, {"seats": HUMANS_2 * 50}]
    bodies += [{"seed": v} for v in (-1, SEED_LIMIT, *NOT_INTEGERS)]
    bodies += [{"seats": [{**ai, "ai": {"level": "random", "think_ms": v}}, HUMANS_2[0]]}
               for v in (9, 10_001, *NOT_INTEGERS)]
    for changes in bodies:
        body = {"game": "petits-chevaux", "seats": HUMANS_2, **changes}
        assert_problem(client.post("/v1/matches", json=body), 422, "validation_error")
    arena = {"game": "petits-chevaux", "players": [{"level": "random"}] * 2, "matches": 1}
    for changes in [{"matches": v} for v in (0, 1001, *NOT_INTEGERS)] + [
            {"seed": v} for v in (-1, SEED_LIMIT, 2**64, "1", True)]:
        response = client.post("/v1/arena", json={**arena, **changes})
        assert_problem(response, 422, "validation_error")
    join = f"/v1/matches/{match['id']}/join"
    for seat in (-1, 16, *NOT_INTEGERS):
        response = client.post(join, json={"seat": seat, "name": "Zoé"})
        assert "seat" in assert_problem(response, 422, "validation_error")["errors"], seat


def valid_value(field):
    return {"choice": field.choices[0] if field.choices else None, "bool": False}.get(
        field.kind, field.minimum)


@pytest.mark.parametrize("game_id", GAMES)
def test_move_fields_out_of_range_or_mistyped_are_422(client, rdb, game_id):
    created, tokens = create(client, game=game_id,
                             seats=HUMANS_3 if game_id == "amazones" else HUMANS_2)
    token = tokens[str(created["to_act"][0])]
    stored = keys(rdb), snapshot(rdb, created["id"])
    kinds = [(k, f) for k in GAMES[game_id].move_kinds for f in k.fields if f.kind == "int"]
    assert kinds
    for kind, field in kinds:
        for value in [field.minimum - 1, field.maximum + 1, *NOT_INTEGERS]:
            if value is None and field.nullable:
                continue
            move = {"type": kind.type, **{f.name: valid_value(f) for f in kind.fields},
                    field.name: value}
            response = client.post(f"/v1/matches/{created['id']}/moves",
                                   json={"move": move}, headers=bearer(token))
            problem = assert_problem(response, 422, "validation_error")
            assert f"move.{field.name}" in problem["errors"], (move, problem)
    assert (keys(rdb), snapshot(rdb, created["id"])) == stored


# --- games, ids, queries, headers --------------------------------------------------------------
ODD_GAMES = ["chess", "Petits-Chevaux", "petits_chevaux", " petits-chevaux", "petits-chevaux\x00",
             "💥", "x" * 64]


@pytest.mark.usefixtures("unchanged")
def test_unknown_games_are_422_to_create_and_404_to_read(client):
    for game in ODD_GAMES:
        body = {"game": game, "seats": HUMANS_2}
        assert_problem(client.post("/v1/matches", json=body), 422, "unknown_game")
        arena = {"game": game, "players": [{"level": "random"}] * 2, "matches": 1}
        assert_problem(client.post("/v1/arena", json=arena), 422, "unknown_game")
    for game in ("", "x" * 65):
        response = client.post("/v1/matches", json={"game": game, "seats": HUMANS_2})
        assert "game" in assert_problem(response, 422, "validation_error")["errors"]
    for game in ("chess", "%00", "💥" * 100, "x" * 5000):
        assert_problem(client.get(f"/v1/games/{game}"), 404, "unknown_game")


GARBAGE_IDS = ["x", "A" * 22, "x" * 5000, "é" * 100, "%FF%FE", "%00", "..%2F..%2Fetc",
               "💥", "a%20b", "null", "-1", "0", "%2e%2e"]


@pytest.mark.usefixtures("unchanged")
@pytest.mark.parametrize("garbage", GARBAGE_IDS)
def test_garbage_in_every_path_parameter_is_a_4xx(app, client, match, garbage):
    for method, url in parameter_routes(app, garbage):
        response = client.open(url, method=method, json={} if method in BODY_METHODS else None,
                               headers=match["credentials"])
        assert 400 <= response.status_code < 500, (method, url, response.status_code)
        assert response.headers["Content-Type"].startswith("application/problem+json"), url


@pytest.mark.usefixtures("unchanged")
def test_huge_and_odd_query_values_are_422(client, match):
    url = f"/v1/matches/{match['id']}"
    queries = {
        f"{url}/events": ["after=" + "9" * 5000, f"after={10**30}", "after=1e3", "after=0x10",
                          "wait=1e400", "wait=inf", f"wait={10**30}", "wait=25.5"],
        url: ["wait=1e400", "wait=inf", f"wait={10**30}", "wait=25.5", "wait=" + "9" * 5000],
        f"{url}/stream": ["after=" + "9" * 5000, f"after={10**30}", "after=1e3",
                          "token=" + "x" * 5000],
        "/v1/matches": [f"limit={10**30}", "limit=0", "limit=-1", "cursor=" + "9" * 5000,
                        "cursor=-1", "cursor=%C3%A9", "game=" + "x" * 5000, "status=%00"],
    }
    for path, values in queries.items():
        for query in values:
            assert_problem(client.get(f"{path}?{query}"), 422, "validation_error")
    for last_event_id in ("9" * 5000, "1e3", "é", "0x10"):
        response = client.get(f"{url}/stream", headers={"Last-Event-ID": last_event_id})
        assert_problem(response, 422, "validation_error")


@pytest.mark.usefixtures("unchanged")
def test_abusive_headers_are_refused_or_ignored(client, match):
    url = f"/v1/matches/{match['id']}"
    roll = {"move": {"type": "roll"}}
    for tag in ("x" * 10_000, 'W/"x"', '"-1"', '"1.0"', '"' + "9" * 16 + '"', "é", '"1", "2"'):
        response = client.post(f"{url}/moves", json=roll,
                               headers={**bearer(match["token"]), "If-Match": tag})
        assert_problem(response, 400, "validation_error")
        response = client.get(url, headers={"If-None-Match": tag})
        assert_problem(response, 400, "validation_error")
    for key in ("k" * 256, "k" * 10_000, "clé", "a\tb", ""):
        headers = {"Idempotency-Key": key}
        response = client.post("/v1/matches", json={"game": "petits-chevaux",
                                                    "seats": HUMANS_2}, headers=headers)
        assert_problem(response, 400, "validation_error")
        response = client.post(f"{url}/moves", json=roll,
                               headers={**bearer(match["token"]), **headers})
        assert_problem(response, 400, "validation_error")
    for credentials in ("Bearer " + "x" * 10_000, "Bearer é", "Bearer", "Bearer   ",
                        "Basic " + match["token"], match["token"]):
        response = client.get(f"{url}/legal-moves", headers={"Authorization": credentials})
        assert_problem(response, 401, "unauthorized")
    for request_id in ("é" * 10, "x" * 10_000, "a b", "<script>", ""):
        response = client.get("/v1/games", headers={"X-Request-ID": request_id})
        assert response.status_code == 200
        assert re.fullmatch(r"[0-9a-f]{32}", response.headers["X-Request-ID"])


# --- players -------------------------------------------------------------------------------------
@pytest.mark.usefixtures("unchanged")
def test_bad_player_bodies_are_422(client, match):
    key = {caller_keys.HEADER: match["credentials"][caller_keys.HEADER]}
    bodies = [{"name": name} for name in BAD_NAMES] + [
        {}, {"name": None}, {"name": ["Ana"]}, {"name": 7}, {"name": "Ana", "bot": "yes"},
        {"name": "Ana", "bot": None}, {"name": "Ana", "bot": 1}, {"name": "Ana", "extra": 1},
        {"name": "Ana", "token_hash": "x"}, {"name": "Ana", "owner_key": "hk_000000000000"},
        {"name": "Ana", "external_id": ""}, {"name": "Ana", "external_id": "x" * 65},
        {"name": "Ana", "external_id": "a\nb"}, {"name": "Ana", "external_id": 42},
        {"name": "Ana", "external_id": "x" * 60_000}]
    for body in bodies:
        for headers in ({}, key):
            response = client.post("/v1/players", json=body, headers=headers)
            assert_problem(response, 422, "validation_error")


@pytest.mark.usefixtures("unchanged")
def test_forged_player_credentials_are_refused_and_change_nothing(client, match):
    key = {caller_keys.HEADER: match["credentials"][caller_keys.HEADER]}
    forged = [({"X-Player": value, **key}, 404) for value in (
        "", "x" * 16, "x" * 10_000, "../x", "ai:royal-turf:expert", "é" * 16)]
    forged += [({"X-Player": "x" * 16}, 401),
               (bearer("p." + "x" * 16 + "." + "y" * 43), 401), (bearer("p."), 401),
               (bearer("p." + "x" * 10_000), 401), (bearer("p.x.y.z"), 401)]
    open_match = {"game": "petits-chevaux", "seats": OPEN_SEAT}
    for headers, status in forged:
        response = client.post("/v1/matches", json=open_match, headers=headers)
        assert 400 <= response.status_code < 500 and response.status_code == status, \
            (headers, response.status_code)
        response = client.post(f"/v1/matches/{match['id']}/join", json={"name": "A"},
                               headers=headers)
        assert response.status_code == status, (headers, response.status_code)


# --- what gunicorn refuses before the app ----------------------------------------------------
def _raw(base: str, request: bytes) -> tuple[int, dict, bytes]:
    """Sends `request` as is on a new connection to gunicorn: (status, headers, body)."""
    host, port = base.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=30) as sock:
        sock.sendall(request)
        response = http.client.HTTPResponse(sock)
        response.begin()
        return response.status, dict(response.getheaders()), response.read()


def test_requests_gunicorn_cannot_read_are_refused_with_problems_too(settings):
    """gunicorn refuses a header over its size bound, too many headers, a request line over
    its bound or a malformed request before the app sees them: with a problem, as the app
    would, never an HTML page. An Idempotency-Key over the contract's 255 characters but
    within gunicorn's bound is the app's to refuse."""
    process, base = start_gunicorn(settings, workers=1)
    try:
        creation = json.dumps({"game": "petits-chevaux", "seats": HUMANS_2}).encode()

        def post(*headers: str) -> bytes:
            return (b"POST /v1/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + b"".join(f"{h}\r\n".encode() for h in headers)
                    + f"Content-Length: {len(creation)}\r\n\r\n".encode() + creation)

        cases = [
            (post("Idempotency-Key: " + "k" * 20_000), 431, "request_header_fields_too_large"),
            (post("X-Filler: " + "x" * 100_000), 431, "request_header_fields_too_large"),
            (post(*[f"X-Many-{i}: 1" for i in range(200)]), 431,
             "request_header_fields_too_large"),
            (b"GET /v1/matches/" + b"m" * 10_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414,
             "request_uri_too_long"),
            (b"GET /v1/games HTTP/9.9\r\nHost: x\r\n\r\n", 400, "bad_request"),
            (b"GET /v1/games HTTP/1.1\r\nHost: x\r\nBad Name: 1\r\n\r\n", 400, "bad_request"),
            (post("Idempotency-Key: " + "k" * 5_000), 400, "validation_error"),
        ]
        for request, status, code in cases:
            answered, headers, body = _raw(base, request)
            assert (answered, headers["Content-Type"]) == (status, "application/problem+json"), \
                (request[:80], answered, body[:200])
            problem = json.loads(body)
            assert problem["status"] == status and problem["code"] == code, problem
            assert problem["type"].endswith(code) and problem["title"] and problem["detail"]
            assert len(problem["detail"]) < 300
    finally:
        stop_process(process)
