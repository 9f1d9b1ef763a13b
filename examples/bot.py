"""An external bot for Haras: plays one seat of a match over the public HTTP API.

    python examples/bot.py http://localhost:8000 <match id> <seat token> [--seed 7]

Copy it and replace `pick` with your own strategy. The loop is all a bot needs:

1. `GET /v1/matches/{id}/legal-moves` (with the seat token): the moves of the seat now, and
   the match `version` they apply to. Every element can be posted back verbatim.
2. Moves to play → `POST /v1/matches/{id}/moves` with `If-Match: "<version>"`. A 412
   (`stale_version`: something happened since) or 409 (`not_your_turn`) only means the
   match moved on: read it again.
3. Nothing to play → is the match finished? Else long-poll
   `GET /v1/matches/{id}/events?after=<last seq>&wait=25`, which answers as soon as
   anything happens (or after 25 s with no event), and go back to 1.

Only the standard library and `requests`.
"""

import argparse
import random
import time

import requests

LONG_POLL_S = 25
RETRIES = 5  # for 429 `rate_limited` / 503 `unavailable` (honouring Retry-After) and
# dropped connections


class Haras:
    """A thin client for one seat of one match."""

    def __init__(self, base_url: str, match_id: str, token: str,
                 session: requests.Session | None = None):
        self.url = f"{base_url.rstrip('/')}/v1/matches/{match_id}"
        self.http = session or requests.Session()
        self.http.headers["Authorization"] = f"Bearer {token}"

    def call(self, method: str, path: str = "", **kwargs) -> requests.Response:
        kwargs.setdefault("timeout", LONG_POLL_S + 10)
        for attempt in range(RETRIES):
            try:
                response = self.http.request(method, self.url + path, **kwargs)
            except requests.ConnectionError:
                time.sleep(2 ** attempt)
                continue
            if response.status_code not in (429, 503):
                return response
            time.sleep(float(response.headers.get("Retry-After", 2 ** attempt)))
        raise RuntimeError(f"{method} {path or '/'}: the server stayed unavailable")

    def get(self, path: str = "", **params) -> dict:
        response = self.call("GET", path, params=params)
        response.raise_for_status()  # 401/403/404: a wrong token or match id; give up
        return response.json()


def pick(moves: list[dict], rng: random.Random) -> dict:
    """The strategy: here, any legal move at random."""
    return rng.choice(moves)


def run(base_url: str, match_id: str, token: str, seed: int | None = None,
        session: requests.Session | None = None, log=print) -> dict:
    """Plays the token's seat until the match is finished; returns the final match view."""
    api = Haras(base_url, match_id, token, session)
    rng = random.Random(seed)
    last_seq = 0
    while True:
        legal = api.get("/legal-moves")
        if legal["legal_moves"]:
            move = pick(legal["legal_moves"], rng)
            response = api.call("POST", "/moves", json={"move": move},
                                headers={"If-Match": f'"{legal["version"]}"'})
            if response.status_code in (409, 412):
                continue  # the match moved on (or ended): read it again
            response.raise_for_status()
            continue
        match = api.get()
        if match["status"] == "finished":
            result = match["result"]
            outcome = "won" if legal["seat"] in result["winners"] else "lost"
            log(f"seat {legal['seat']} {outcome}: winners {result['winners']}, "
                f"scores {result['scores']}")
            return match
        # Not our turn: sleep until something happens. Events are numbered; asking for those
        # after the last one seen never misses one, even if it happened before this call.
        page = api.get("/events", after=last_seq, wait=LONG_POLL_S)
        last_seq = page["last_seq"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("base_url", help="e.g. http://localhost:8000")
    parser.add_argument("match_id")
    parser.add_argument("token", help="the seat token returned when the match was created")
    parser.add_argument("--seed", type=int, default=None, help="seed of the random choices")
    args = parser.parse_args()
    run(args.base_url, args.match_id, args.token, args.seed)


if __name__ == "__main__":
    main()
