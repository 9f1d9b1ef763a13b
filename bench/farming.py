"""`python -m bench --only farming`: the rating farming attacks of issue 40, run as an attacker
runs them against the real app (gunicorn) and a worker, through the matchmaker, rated
Petits Chevaux tickets at the default options:

- **throwaways**: a booster guest fed by throwaway guests created from 5 other addresses
  (127.0.0.2 to 127.0.0.6: each client binds its own loopback source address; 100 guests
  are what they may create at once, PLAYERS_PER_ADDRESS each), each resigning at once; then
  another booster fed as many from 5 more addresses, each after a few moves of its own
  (RATING_ABORT_MOVES), then resigning;
- **one key**: two players of one API key, the feeder losing to the booster match after
  match after a few moves;
- **AI fill**: guests (5 more addresses each time) resigning at once against the AI fill,
  then after a few moves.

It prints what the booster and the AI levels gained, against what a new player gains by 5
honest wins against an established player (mu 25, sigma 2.5: displayed 1350, the rating of
an established player of average skill), computed by the same rating rules. Verdicts: the
booster never reaches the leaderboard from aborts; it gains no more than the 5 honest wins;
the AI levels do not move. The AI levels are calibrated in-process first (the stack's
worker does not calibrate: seconds of its time), as a worker does on start.
"""

import sys
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import redis
import requests
from requests.adapters import HTTPAdapter

from bench.stack import Stack
from service.http import caller_keys
from service.state import apikeys, ratings
from service.state.leaderboard import board_key
from workers import calibration

GAME = "petits-chevaux"
ADDRESSES_PER_ATTACK = 5  # each attack's throwaways come from 5 addresses of its own
BOOSTER_ADDRESS = "127.0.0.1"
HONEST_WINS = 5
ESTABLISHED = {"mu": 25.0, "sigma": 2.5}
LEVELS = ("random", "greedy", "expert")


class _FromAddress(HTTPAdapter):
    """Connections from one loopback source address: a client of its own to the server."""

    def __init__(self, address: str):
        self.address = address
        super().__init__()

    def init_poolmanager(self, *args, **kwargs):
        kwargs["source_address"] = (self.address, 0)
        super().init_poolmanager(*args, **kwargs)


def _session(address: str) -> requests.Session:
    session = requests.Session()
    session.mount("http://", _FromAddress(address))
    return session


class _Client:
    """An attacker's client: a session from one address, acting with `headers`."""

    def __init__(self, base: str, address: str, headers: dict):
        self.base, self.http, self.headers = base, _session(address), headers

    def call(self, method: str, path: str, token: str | None = None, public: bool = False,
             **kwargs) -> dict:
        """`token`: a seat token to act with; `public`: no credential (a public view)."""
        headers = {"Authorization": f"Bearer {token}"} if token else {} if public \
            else self.headers
        response = self.http.request(method, self.base + path, headers=headers, timeout=60,
                                     **kwargs)
        if response.status_code >= 400:
            raise RuntimeError(f"{method} {path}: {response.status_code} {response.text}")
        return response.json()


def _guest(base: str, address: str, name: str) -> _Client:
    token = _session(address).post(base + "/v1/players", json={"name": name}, timeout=30).json()[
        "player_token"]
    client = _Client(base, address, {"Authorization": f"Bearer {token}"})
    client.player_id = token.split(".")[1]
    return client


def _ticket(client: _Client, ai_fill: bool = False) -> dict:
    body = {"game": GAME, "players": {"min": 2, "max": 2},
            "ai_fill_after_s": 0 if ai_fill else None}
    ticket = client.call("POST", "/v1/matchmaking/tickets", json=body)["ticket"]
    while ticket["status"] == "searching":
        ticket = client.call("GET", f"/v1/matchmaking/tickets/{ticket['id']}?wait=25")
    if ticket["status"] != "matched":
        raise RuntimeError(f"ticket {ticket['id']}: {ticket['status']}")
    return ticket


def _own_moves(seated: list[tuple[_Client, dict]], moves: int) -> None:
    """Each seated (client, ticket) plays its first legal move whenever it is to act until
    each has made `moves` of its own (the other seats are the AI's)."""
    made = [0] * len(seated)
    match_id = seated[0][1]["match_id"]
    while min(made) < moves:
        view = seated[0][0].call("GET", f"/v1/matches/{match_id}", public=True)
        if view["status"] == "finished":
            return
        to_act = [n for n, (_, ticket) in enumerate(seated) if ticket["seat"] in view["to_act"]]
        for n in to_act:
            player, ticket = seated[n]
            legal = player.call("GET", f"/v1/matches/{match_id}/legal-moves",
                                token=ticket["seat_token"])["legal_moves"]
            player.call("POST", f"/v1/matches/{match_id}/moves", token=ticket["seat_token"],
                        json={"move": legal[0]})
            made[n] += 1
        if not to_act:
            time.sleep(0.01)  # the AI's turn


def _resign_when_rated(client: _Client, ticket: dict) -> dict:
    match_id = ticket["match_id"]
    client.call("POST", f"/v1/matches/{match_id}/resign", token=ticket["seat_token"])
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        result = client.call("GET", f"/v1/matches/{match_id}", public=True)["result"]
        if result and "rating_changes" in result:
            return result
        time.sleep(0.02)
    raise RuntimeError(f"{match_id} was not rated within 60 s")


def _feed(booster: _Client, feeder: _Client, moves: int) -> dict:
    """One match of `booster` and `feeder`, met through the matchmaker; the feeder resigns
    after `moves` of its own (and the booster's in between). The match's result."""
    with ThreadPoolExecutor(2) as both:
        tickets = list(both.map(_ticket, [booster, feeder]))
    if moves:
        _own_moves([(booster, tickets[0]), (feeder, tickets[1])], moves)
    return _resign_when_rated(feeder, tickets[1])


def _rating(state: redis.Redis, player_id: str) -> dict:
    return ratings.current(state, [player_id], GAME)[player_id]


def _on_board(state: redis.Redis, player_id: str) -> bool:
    return state.zscore(board_key(GAME), state.hget(board_key(GAME) + ":at", player_id)
                        .split(" ", 1)[1]) is not None \
        if state.hexists(board_key(GAME) + ":at", player_id) else False


def honest_gain(wins: int = HONEST_WINS) -> int:
    """What a new player gains by `wins` wins in a row against an established player."""
    seats = [{"seat": s, "type": "human", "name": p, "player": {"id": p, "name": p,
                                                                 "bot": False}}
             for s, p in enumerate(["new", "established"])]
    match = {"id": "m", "game": GAME, "seats": seats,
             "forfeit": {"ranking": [0, 1], "winners": [0], "scores": {}}}
    new = ratings.default()
    opponent = {**ESTABLISHED, "matches": 100,
                "rating": ratings.displayed(ESTABLISHED["mu"], ESTABLISHED["sigma"])}
    for _ in range(wins):
        new = ratings.compute_outcome(match, {0: new, 1: opponent})["seats"]["0"]["after"]
    return new["rating"] - ratings.default()["rating"]


def _addresses(attack: int) -> list[str]:
    """The loopback addresses of attack number `attack`'s throwaways (127.0.0.2 on): each
    attack may spend the guests they may create at once."""
    first = 2 + attack * ADDRESSES_PER_ATTACK
    return [f"127.0.0.{n}" for n in range(first, first + ADDRESSES_PER_ATTACK)]


def _throwaways(base: str, state, feeders: int, moves: int, attack: int) -> dict:
    booster = _guest(base, BOOSTER_ADDRESS, "Booster")
    addresses = _addresses(attack)
    started, aborted = time.monotonic(), 0
    for n in range(feeders):
        feeder = _guest(base, addresses[n % len(addresses)], f"Feeder {n}")
        aborted += bool(_feed(booster, feeder, moves).get("rating_aborted"))
    now = _rating(state, booster.player_id)
    return {"attack": f"booster fed by {feeders} throwaway guests from "
                      f"{len(addresses)} addresses, resigning "
                      + ("at once" if not moves else f"after {moves} moves"),
            "matches": feeders, "aborted": aborted, "gain": now["rating"] - 1000,
            "rated_matches": now["matches"], "on_board": _on_board(state, booster.player_id),
            "seconds": time.monotonic() - started}


def _one_key(base: str, state, matches: int, moves: int) -> dict:
    key, raw = apikeys.create(state, "farming bench " + uuid.uuid4().hex[:6])
    made = []
    for name in ("Booster", "Feeder"):
        player = requests.post(base + "/v1/players", json={"name": name},
                               headers={caller_keys.HEADER: raw}, timeout=30).json()["player"]
        client = _Client(base, BOOSTER_ADDRESS, {caller_keys.HEADER: raw, "X-Player": player["id"]})
        client.player_id = player["id"]
        made.append(client)
    booster, feeder = made
    started, aborted = time.monotonic(), 0
    for _ in range(matches):
        aborted += bool(_feed(booster, feeder, moves).get("rating_aborted"))
    now = _rating(state, booster.player_id)
    return {"attack": f"two players of one API key, the feeder resigning after {moves} moves",
            "matches": matches, "aborted": aborted, "gain": now["rating"] - 1000,
            "rated_matches": now["matches"], "on_board": _on_board(state, booster.player_id),
            "seconds": time.monotonic() - started}


def _ai_fill(base: str, state, guests: int, moves: int, attack: int) -> dict:
    levels = {level: _rating(state, ratings.ai_player_id(GAME, level)) for level in LEVELS}
    addresses = _addresses(attack)
    started, aborted = time.monotonic(), 0
    for n in range(guests):
        guest = _guest(base, addresses[n % len(addresses)], f"Loser {n}")
        ticket = _ticket(guest, ai_fill=True)
        if moves:
            _own_moves([(guest, ticket)], moves)
        aborted += bool(_resign_when_rated(guest, ticket).get("rating_aborted"))
    moved = {level: _rating(state, ratings.ai_player_id(GAME, level))["rating"] - r["rating"]
             for level, r in levels.items()}
    return {"attack": f"{guests} guests resigning against the AI fill "
                      + ("at once" if not moves else f"after {moves} moves"),
            "matches": guests, "aborted": aborted, "ai_moved": moved,
            "ai_ratings": {level: r["rating"] for level, r in levels.items()},
            "seconds": time.monotonic() - started}


def measure(quick: bool = False, feeders: int | None = None, key_matches: int = 8) -> dict:
    """Every attack with `feeders` throwaways (default: what the 5 addresses may create at
    once, 100; quick: 10), `key_matches` matches of one key's pair (8: as the issue's
    run), and `feeders` guests against the AI fill."""
    feeders = feeders or (10 if quick else 100)
    moves = ratings.Rules().abort_moves
    with Stack(web_workers=2, rq_workers=1, production_redis=False,
               env={"RATE_LIMIT_ENABLED": "0", "AI_CALIBRATION": "0"}) as stack:
        state = redis.Redis.from_url(stack.redis.url, decode_responses=True)
        for level, rating in calibration.calibrated(GAME).items():
            ratings.set_anchor(state, ratings.ai_player_id(GAME, level), GAME, rating)
        base = f"http://127.0.0.1:{stack.port}"
        rows = [_throwaways(base, state, feeders, 0, attack=0),
                _throwaways(base, state, feeders, moves, attack=1),
                _one_key(base, state, key_matches, moves)]
        ai = [_ai_fill(base, state, feeders, 0, attack=2),
              _ai_fill(base, state, feeders, moves, attack=3)]
    return {"honest_gain": honest_gain(), "boosters": rows, "ai": ai}


def report(result: dict) -> str:
    lines = [f"farming: {HONEST_WINS} honest wins of a new player against an established one "
             f"(1350) give +{result['honest_gain']}"]
    for row in result["boosters"]:
        lines.append(f"farming: {row['attack']}: {row['matches']} matches in "
                     f"{row['seconds']:.0f} s, {row['aborted']} aborted; the booster gained "
                     f"{row['gain']:+d} ({row['rated_matches']} counted among its rated matches), "
                     f"{'on' if row['on_board'] else 'not on'} the leaderboard")
    for row in result["ai"]:
        lines.append(f"farming: {row['attack']}: {row['matches']} matches in "
                     f"{row['seconds']:.0f} s, {row['aborted']} aborted; the AI levels "
                     + ", ".join(f"{level} {row['ai_ratings'][level]} {moved:+d}"
                                 for level, moved in row["ai_moved"].items()))
    return "\n".join(lines)


def verdicts(result: dict) -> list[dict]:
    honest = result["honest_gain"]
    out = []
    for row in result["boosters"]:
        out.append({"section": "farming", "what": f"{row['attack']}: the booster's gain",
                    "figure": f"{row['gain']:+d} in {row['matches']} matches"
                              + (", on the board" if row["on_board"] else ""),
                    "target": f"≤ +{honest} ({HONEST_WINS} honest wins)",
                    "ok": row["gain"] <= honest and not (row["on_board"] and
                                                         row["aborted"] == row["matches"])})
    for row in result["ai"]:
        out.append({"section": "farming", "what": f"{row['attack']}: the AI levels moved",
                    "figure": ", ".join(f"{level} {moved:+d}"
                                        for level, moved in row["ai_moved"].items()),
                    "target": "0", "ok": not any(row["ai_moved"].values())})
    return out


def main(argv: list[str]) -> int:
    result = measure("--quick" in argv)
    print(report(result))
    return 0 if all(v["ok"] is not False for v in verdicts(result)) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
