"""Royal Turf over HTTP: scoring as an RQ job, the scoring status, hidden bets redacted."""

import json

import pytest

from service.integrations.jobs import job_id
from workers import runtime
from workers.scoring import score_round
from workers.watchdog import rescue_stalled

from support.http import HUMANS_2, assert_problem, bearer, create, keys, play, snapshot
from support.processes import start_worker, stop_process, wait_for

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

GAME = "royal-turf"


def _legal(client, mid, token):
    return client.get(f"/v1/matches/{mid}/legal-moves", headers=bearer(token)).json


def _play_until_scoring(client, mid, tokens) -> dict:
    """Both seats play their first legal move until the race is over; returns the last
    move response."""
    for _ in range(1000):
        view = client.get(f"/v1/matches/{mid}").json
        assert view["status"] == "active"
        token = tokens[str(view["to_act"][0])]
        response = play(client, mid, token, _legal(client, mid, token)["legal_moves"][0])
        assert response.status_code == 200, response.json
        if response.json["match"]["status"] == "scoring":
            return response.json
    raise AssertionError("the race did not end")


def _events(client, mid, token=None):
    headers = bearer(token) if token else {}
    return client.get(f"/v1/matches/{mid}/events", headers=headers).json["events"]


def test_race_end_goes_to_scoring_and_the_job_settles_it(client, rdb, settings):
    match, tokens = create(client, game=GAME, seed=5, options={"races": 2})
    mid = match["id"]
    ended = _play_until_scoring(client, mid, tokens)
    assert ended["match"]["to_act"] == [] and ended["match"]["legal_moves"] == []
    scoring_job = ended["jobs"][0]
    assert scoring_job == {"id": job_id("scoring", mid, ended["match"]["version"]),
                           "kind": "scoring"}
    assert client.get(f"/v1/jobs/{scoring_job['id']}").json["status"] == "queued"
    before = snapshot(rdb, mid)
    for seat in ("0", "1"):
        assert_problem(play(client, mid, tokens[seat], {"type": "roll"}), 409, "not_your_turn")
    assert snapshot(rdb, mid) == before
    process = start_worker(settings)
    try:
        job = wait_for(lambda: (j := client.get(f"/v1/jobs/{scoring_job['id']}").json)
                       ["status"] == "finished" and j)
    finally:
        stop_process(process)
    assert job["result"]["outcome"] == "scored"
    view = client.get(f"/v1/matches/{mid}").json
    assert view["status"] == "active" and view["state"]["race"] == 2
    assert view["state"]["first_player"] == (match["state"]["first_player"] + 1) % 2
    scored = [e for e in _events(client, mid) if e["type"] == "round_scored"]
    assert len(scored) == 1
    breakdown = scored[0]["breakdown"]
    assert set(breakdown) == {"0", "1"}
    for seat, items in breakdown.items():
        assert len(items) == 3 and {"horse", "token", "place", "amount"} <= set(items[0])
        assert scored[0]["payouts"][seat] == sum(i["amount"] for i in items)
        assert view["state"]["money"][int(seat)] == scored[0]["payouts"][seat]


def test_scoring_happens_exactly_once(client, settings):
    match, tokens = create(client, game=GAME, seed=6, options={"races": 1})
    mid = match["id"]
    ended = _play_until_scoring(client, mid, tokens)
    version = ended["match"]["version"]
    first = score_round(mid, version)
    assert first == {"outcome": "scored", "version": version + 1, "status": "finished"}
    assert score_round(mid, version)["outcome"] == "superseded"  # a retry finds it done
    assert [e["type"] for e in _events(client, mid)].count("round_scored") == 1
    final = client.get(f"/v1/matches/{mid}").json
    assert final["status"] == "finished" and final["seed"] == 6
    money = final["state"]["money"]
    assert final["result"]["scores"] == {"0": money[0], "1": money[1]}
    assert final["result"]["winners"] == [s for s in (0, 1) if money[s] == max(money)]


def test_a_scoring_lost_with_its_worker_is_rescued_and_applied_once(client, settings):
    from datetime import UTC, datetime, timedelta

    from rq.job import JobStatus
    match, tokens = create(client, game=GAME, seed=7, options={"races": 1})
    mid = match["id"]
    ended = _play_until_scoring(client, mid, tokens)
    rt = runtime()
    job = rt.jobs.fetch(ended["jobs"][0]["id"])
    rt.jobs.queue.remove(job)
    job.set_status(JobStatus.STARTED)  # taken by a worker that was then SIGKILLed
    job.started_at = datetime.now(UTC) - timedelta(minutes=5)
    job.save()
    rt.jobs.notes.zadd(rt.jobs.due_key, {mid: 0})
    assert mid in rescue_stalled(rt)
    process = start_worker(settings)
    try:
        wait_for(lambda: client.get(f"/v1/matches/{mid}").json["status"] == "finished")
    finally:
        stop_process(process)
    assert [e["type"] for e in _events(client, mid)].count("round_scored") == 1


def test_all_ai_match_runs_three_races_through_the_workers(client, worker):
    seats = [{"type": "ai", "ai": {"level": level}} for level in ("greedy", "random", "random")]
    created = client.post("/v1/matches", json={"game": GAME, "seats": seats, "seed": 99}).json
    mid = created["match"]["id"]
    final = wait_for(lambda: (v := client.get(f"/v1/matches/{mid}").json)["status"] ==
                     "finished" and v, timeout_s=30)
    scored = [e for e in _events(client, mid) if e["type"] == "round_scored"]
    assert [e["race"] for e in scored] == [1, 2, 3]
    assert [e["multiplier"] for e in scored] == [1, 1, 2]
    assert final["state"]["money"] == scored[-1]["money"]


def test_hidden_bets_are_redacted_in_other_views_and_events(client):
    match, tokens = create(client, game=GAME, seed=8, options={"hidden_bets": True})
    mid = match["id"]
    bettor = match["to_act"][0]
    other = 1 - bettor
    bet = {"type": "bet", "horse": 3, "token": 2}
    assert play(client, mid, tokens[str(bettor)], bet).status_code == 200
    mine = client.get(f"/v1/matches/{mid}", headers=bearer(tokens[str(bettor)])).json
    assert mine["state"]["bets"] == [{"seat": bettor, "horse": 3, "token": 2}]
    assert mine["state"]["tokens_left"][bettor]["values"] == [0, 1, 1]
    for headers in ({}, bearer(tokens[str(other)])):
        view = client.get(f"/v1/matches/{mid}", headers=headers).json
        assert view["state"]["bets"] == [{"seat": bettor, "horse": 3, "token": None}]
        assert view["state"]["tokens_left"][bettor] == {"seat": bettor, "count": 3,
                                                        "values": None}
    for token in (None, tokens[str(other)]):
        for event in _events(client, mid, token):
            if event["type"] in ("bet_placed", "move_played"):
                assert event.get("token", event.get("move", {}).get("token")) is None, event
    own = [e for e in _events(client, mid, tokens[str(bettor)]) if e["type"] == "bet_placed"]
    assert own[0]["token"] == 2


def test_open_bets_are_public(client):
    match, tokens = create(client, game=GAME, seed=8)
    bettor = match["to_act"][0]
    assert play(client, match["id"], tokens[str(bettor)],
                {"type": "bet", "horse": 1, "token": 1}).status_code == 200
    public = client.get(f"/v1/matches/{match['id']}").json
    assert public["state"]["bets"] == [{"seat": bettor, "horse": 1, "token": 1}]


@pytest.mark.parametrize("options, field", [
    ({"races": 4}, "races"),
    ({"races": 0}, "races"),
    ({"track_length": 0}, "track_length"),
    ({"payout_table": [[1000, 600, 400]] * 4}, "payout_table"),
    ({"payout_table": [[1000, 600]] * 5}, "payout_table"),
    ({"payout_table": [[1000, 600, "x"]] * 5}, "payout_table"),
    ({"payout_table": [[1000, 600, -1]] * 5}, "payout_table"),
    ({"payout_table": "big"}, "payout_table"),
    ({"last_horse_penalty": -5}, "last_horse_penalty"),
    ({"final_race_multiplier": 0}, "final_race_multiplier"),
    ({"hidden_bets": "yes"}, "hidden_bets"),
])
def test_invalid_options(client, rdb, options, field):
    keys_before = keys(rdb)
    response = client.post("/v1/matches", json={"game": GAME, "seats": HUMANS_2,
                                                "options": options})
    assert field in assert_problem(response, 422, "invalid_options")["errors"]
    assert keys(rdb) <= keys_before


def test_seven_seats_are_too_many(client):
    response = client.post("/v1/matches", json={"game": GAME, "seats": HUMANS_2 * 4})
    assert "seats" in assert_problem(response, 422, "validation_error")["errors"]


def test_catalog_lists_royal_turf(client):
    entry = client.get(f"/v1/games/{GAME}").json
    assert (entry["min_players"], entry["max_players"]) == (2, 6)
    table = entry["options_schema"]["properties"]["payout_table"]
    assert table["default"][0] == [1000, 600, 400] and table["minItems"] == 5
    assert json.dumps(entry)
