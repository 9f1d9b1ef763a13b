"""The committed clients (clients/) are what the committed contract generates (`make clients`),
the TypeScript one type-checks, and the Python one talks to the app.

The TypeScript checks need node and the node tools (`make test` installs them when npm is
there): without node they skip and say so, except under CI (CI=true), where they fail."""

import json
import subprocess

import pytest

from devtools import clients

from support.http import needs_node, node_tool


def test_python_client_is_current(tmp_path):
    clients.generate_python(tmp_path)
    stale = clients.differences(tmp_path, clients.PYTHON)
    assert not stale, "run `make clients` and commit clients/:\n" + "\n".join(stale)


@needs_node
def test_typescript_client_is_current(tmp_path):
    node_tool("openapi-typescript")
    clients.generate_typescript(tmp_path)
    stale = clients.differences(tmp_path, clients.TYPESCRIPT)
    assert not stale, "run `make clients` and commit clients/:\n" + "\n".join(stale)


@needs_node
def test_typescript_client_type_checks():
    done = subprocess.run([node_tool("tsc"), "--noEmit", "-p", "clients/typescript"],
                          cwd=clients.ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_typescript_client_depends_on_the_pinned_openapi_fetch():
    # Type-checked against the repository's node_modules: the same openapi-fetch it declares.
    pinned = json.loads((clients.ROOT / "package.json").read_text())["devDependencies"]
    client = json.loads((clients.CLIENTS / "typescript" / "package.json").read_text())
    assert client["dependencies"]["openapi-fetch"] == "^" + pinned["openapi-fetch"]


@pytest.mark.parametrize("game", ["petits-chevaux", "royal-turf", "amazones", "poney-mon-amour"])
def test_python_client_talks_to_the_app(app, game):
    import httpx
    from haras_client import AuthenticatedClient, Client, models
    from haras_client.api.games import list_games
    from haras_client.api.matches import create_match, get_match

    def connect(cls, **auth):
        # raise_on_unexpected_status: a status the contract does not declare is an error.
        return cls(base_url="http://haras.test", raise_on_unexpected_status=True,
                   httpx_args={"transport": httpx.WSGITransport(app=app)}, **auth)

    with connect(Client) as public:
        assert game in {entry.id for entry in list_games.sync(client=public)}
        created = create_match.sync(client=public, body=models.CreateMatch.from_dict({
            "game": game,
            "seats": [{"type": "human", "name": "Ana"}]  # 3 seats: every game takes 3
                     + [{"type": "ai", "ai": {"level": "random"}}] * 2,
        }))
        assert isinstance(created, models.CreatedMatch), created
    # The body is parsed as this game's view, not as another game's from the union.
    view_class = getattr(models, game.title().replace("-", "") + "MatchView")
    assert isinstance(created.match, view_class), type(created.match)
    token = created.seat_tokens.additional_properties["0"]
    with connect(AuthenticatedClient, token=token) as seat:
        view = get_match.sync(client=seat, match_id=created.match.id)
    assert isinstance(view, view_class), type(view)
    assert view.id == created.match.id
