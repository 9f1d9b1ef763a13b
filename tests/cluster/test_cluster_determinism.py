"""Same-seed all-AI matches played through the Redis Cluster end in the same final states as
the engines reach alone, in process, with those seeds (issue 24).

`pytest --redis-cluster tests/cluster/test_cluster_determinism.py`: the API (the `app` fixture, its
state on the local cluster, DURABILITY=replicated) creates an all-AI match of every game with
a fixed seed; a worker process plays them to the end (its jobs on the single Redis, the
match state on the cluster). The same seeds are played here by the engines alone, each seat's
AI picking as the worker does. Every step, the stored final state, the result and the public
view must be the same. Without --redis-cluster the test is skipped."""

import json

import pytest

from engines.ai import choose
from engines.registry import GAMES
from engines.replay import state_digest
from service.state.store import match_key

from support.processes import start_worker, stop_process, wait_for

pytestmark = pytest.mark.cluster

PLAYERS = 4  # every game seats 4
LEVELS = ("greedy", "random")  # seat s plays LEVELS[s % 2]
SEEDS = (20261202, 7)


def play_in_process(game_id: str, seed: int) -> tuple[dict, list[dict]]:
    """The match by the engine alone: each AI seat's pick (engines.ai.choose, as the worker
    calls it) for the first seat to act, or the round's scoring, until the end; the final
    state and the steps, as a replay lists them."""
    game = GAMES[game_id]
    state, _ = game.begin(PLAYERS, game.resolve_options({}, PLAYERS), seed)
    steps = []
    while game.result(state) is None:
        assert len(steps) < 100_000, f"{game_id} seed {seed}: the match does not end"
        if game.is_scoring(state):
            state, _ = game.score(state)
            steps.append({"score": True})
        else:
            seat = game.to_act(state)[0]
            move = choose(game, LEVELS[seat % 2], state, seat)
            state, _ = game.apply_move(state, seat, move)
            steps.append({"seat": seat, "move": move})
    return state, steps


def _as_json(value):
    """As it reads back from the API or Redis (tuples are lists, keys strings)."""
    return json.loads(json.dumps(value))


def _finished(client, match_id: str):
    view = client.get(f"/v1/matches/{match_id}").json
    return view if view["status"] == "finished" else None


def test_same_seed_all_ai_matches_end_as_in_process(cluster, settings, app, client):
    assert settings.redis_cluster and settings.durability == "replicated"
    plays = [(game_id, seed) for seed in SEEDS for game_id in GAMES]
    created = {}
    for game_id, seed in plays:
        response = client.post("/v1/matches", json={
            "game": game_id, "seed": seed,
            "seats": [{"type": "ai", "ai": {"level": LEVELS[seat % 2]}}
                      for seat in range(PLAYERS)]})
        assert response.status_code == 201, response.json
        created[game_id, seed] = response.json["match"]["id"]
    worker = start_worker(settings)
    try:
        finals = {play: wait_for(lambda mid=mid: _finished(client, mid), timeout_s=120)
                  for play, mid in created.items()}
    finally:
        stop_process(worker)

    store = app.extensions["haras"].store
    shards = set()
    for (game_id, seed), match_id in created.items():
        where = f"{game_id} seed {seed} (match {match_id})"
        state, steps = play_in_process(game_id, seed)
        game = GAMES[game_id]
        replay = client.get(f"/v1/matches/{match_id}/replay").json
        assert replay["seed"] == seed and replay["players"] == PLAYERS, where
        assert replay["steps"] == _as_json(steps), f"{where}: the steps differ"
        stored = store.load(match_id)  # the record, read back from the cluster
        assert stored["state"] == _as_json(state), f"{where}: the final state differs"
        assert replay["final_state_sha256"] == state_digest(state), where
        final = finals[game_id, seed]
        assert final["version"] == len(steps) + 1, f"{where}: one version per step"
        assert final["result"] == _as_json(game.result(state)), where
        assert final["state"] == _as_json(game.view(state, None)), where
        shards.add(cluster.primary_of(match_key(match_id)))
    print(f"{len(created)} matches on {len(shards)} of the cluster's primaries")
