"""`flask --app service indexes rebuild`: the lobby, the API keys' listings and the
active-matches gauges are rebuilt from the match records after they drifted (an index write
lost with the process that was to make it)."""

import pytest

from service.state import lobby
from service.state.key_matches import index_key
from service.telemetry.metrics import active_key

from helpers import HUMANS_2, api_keys

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

OPEN = [{"type": "human", "open": True}, {"type": "human", "name": "Ana"}]


def test_rebuild_adds_back_what_the_indexes_lost(app, client, rdb):
    with api_keys(app, rdb) as make:
        key = make()
        waiting, active = (client.post("/v1/matches", json={"game": "petits-chevaux",
                                                            "seats": seats},
                                       headers={"X-API-Key": key["key"]}).json["match"]
                           for seats in (OPEN, HUMANS_2))
        # the index writes that a dying process never made
        lobby.remove(rdb, waiting)
        rdb.zrem(index_key(key["id"]), waiting["id"], active["id"])
        rdb.zrem(active_key(active["game"]), active["id"])
        result = app.test_cli_runner().invoke(args=["indexes", "rebuild"])
        assert result.exit_code == 0, result.output
        assert "matches:" in result.output
        assert rdb.zscore(lobby.LOBBY_KEY, waiting["id"]) is not None
        assert rdb.zscore(f"{lobby.LOBBY_KEY}:{waiting['game']}", waiting["id"]) is not None
        mine = rdb.zrange(index_key(key["id"]), 0, -1)
        assert {waiting["id"], active["id"]} <= set(mine)
        assert rdb.zscore(active_key(active["game"]), active["id"]) is not None
        # run again: nothing moves
        scores = rdb.zrange(index_key(key["id"]), 0, -1, withscores=True)
        app.test_cli_runner().invoke(args=["indexes", "rebuild"])
        assert rdb.zrange(index_key(key["id"]), 0, -1, withscores=True) == scores
