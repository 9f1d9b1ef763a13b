"""The client examples (examples/clients/) play every game to the end against the real service
(gunicorn + an RQ worker) through the generated clients, and type-check strictly: `mypy
--strict` on play.py, `tsc --strict` (examples/clients/tsconfig.json) on play.ts.

The TypeScript parts need node and the node tools (`make test` installs them when npm is
there): without node they skip and say so, except under CI (CI=true), where they fail. No
cast, ignore or `any` in either: a type error is a defect of the example or the contract."""

import contextlib
import dataclasses
import os
import re
import subprocess
import sys
import threading

import httpx
import pytest

from service.http import limits

from conftest import ROOT, start_gunicorn, start_worker, stop_process, wait_for
from helpers import needs_node, node_tool

EXAMPLES = os.path.join(ROOT, "examples", "clients")
GAMES = ["petits-chevaux", "royal-turf", "amazones", "poney-mon-amour"]
RUN_TIMEOUT_S = 180  # a hung example fails instead of hanging the suite

def _run(command: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True,
                          timeout=RUN_TIMEOUT_S)


def _assert_every_game_finished(done: subprocess.CompletedProcess) -> None:
    assert done.returncode == 0, done.stdout + done.stderr
    for game in GAMES:
        assert re.search(rf"^result {game}: Ana (won|lost); winners \[", done.stdout,
                         re.MULTILINE), f"no result for {game}:\n{done.stdout}"


def test_python_example_plays_every_game(web_service):
    _assert_every_game_finished(
        _run([sys.executable, os.path.join(EXAMPLES, "play.py"), web_service, "--seed", "7"]))


@needs_node
def test_typescript_example_plays_every_game(web_service):
    # Compiled as is (its type check is the test below) to examples/clients/dist/.
    built = _run([node_tool("tsc"), "-p", EXAMPLES, "--noCheck"])
    assert built.returncode == 0, built.stdout + built.stderr
    script = os.path.join(EXAMPLES, "dist", "examples", "clients", "play.js")
    _assert_every_game_finished(_run(["node", script, web_service]))


@needs_node
def test_typescript_live_example_plays_over_the_websocket(web_service):
    built = _run([node_tool("tsc"), "-p", EXAMPLES, "--noCheck"])
    assert built.returncode == 0, built.stdout + built.stderr
    script = os.path.join(EXAMPLES, "dist", "examples", "clients", "live.js")
    done = _run(["node", "--experimental-websocket", script, web_service])
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"^live petits-chevaux: finished after \d+ moves", done.stdout,
                     re.MULTILINE), done.stdout
    assert "closed 1000 finished" in done.stdout


@pytest.fixture()
def crowded_service(settings):
    """gunicorn + a worker where an address may hold one stream or long-poll at a time, and
    rate limits are on (at a rate the examples never reach: the test fills the bucket)."""
    own = dataclasses.replace(settings, rq_queue=f"{settings.rq_queue}-crowded")
    worker = start_worker(own)
    try:
        server, base = start_gunicorn(own, workers=1, STREAMS_PER_CLIENT="1",
                                      RATE_LIMIT_ENABLED="1", RATE_LIMIT="1000000/60")
    except BaseException:
        stop_process(worker)
        raise
    yield base
    stop_process(server)
    stop_process(worker)


class Example:
    """A running example, its output read line by line as it comes."""

    def __init__(self, command: list[str]):
        self.process = subprocess.Popen(command, cwd=ROOT, text=True, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE)
        self.lines: list[str] = []
        self.readers = [threading.Thread(target=self._read, args=(pipe,), daemon=True)
                        for pipe in (self.process.stdout, self.process.stderr)]
        for reader in self.readers:
            reader.start()

    def _read(self, pipe) -> None:
        for line in pipe:
            self.lines.append(line)

    def has(self, pattern: str) -> bool:
        return any(re.search(pattern, line) for line in self.lines)

    def wait_for(self, pattern: str) -> None:
        """Until a line matches `pattern` (fails if the example exits first)."""
        wait_for(lambda: self.has(pattern) or self.process.poll() is not None,
                 timeout_s=RUN_TIMEOUT_S, explain=self.explain)
        assert self.has(pattern), f"no line matches {pattern!r}: {self.explain()}"

    def finished_every_game(self) -> None:
        try:
            self.process.wait(timeout=RUN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"hung: {self.explain()}") from None
        for reader in self.readers:
            reader.join(10)
        _assert_every_game_finished(subprocess.CompletedProcess(
            self.process.args, self.process.returncode, "".join(self.lines), ""))

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def explain(self) -> str:
        running = "still running" if self.process.poll() is None else \
            f"exited {self.process.returncode}"
        return f"the example is {running}; its output:\n" + "".join(self.lines)


@contextlib.contextmanager
def one_stream_held(base: str):
    """This address's one stream slot, taken (as another program of the machine would)
    until the block's `release()`."""
    with httpx.Client(base_url=base, timeout=30) as public:
        match = public.post("/v1/matches", json={"game": "petits-chevaux", "seats": [
            {"type": "human", "name": "Ana"}, {"type": "human", "name": "Bea"}]}).json()
        held = public.send(public.build_request(
            "GET", f"/v1/matches/{match['match']['id']}/stream"), stream=True)
        assert held.status_code == 200
        try:
            yield held.close
        finally:
            held.close()


@contextlib.contextmanager
def address_over_its_limit(app, rdb):
    """127.0.0.1's rate-limit bucket kept past any limit, 1 s at a time (Retry-After: 1),
    until the block's `stop()`; emptied at its end."""
    with app.test_request_context(environ_base={"REMOTE_ADDR": "127.0.0.1"}):
        bucket = limits.KEY_PREFIX + limits.client_identity(trust_proxy=False)
    emptied = threading.Event()

    def keep_full():
        while not emptied.is_set():
            rdb.set(bucket, 10**9, px=1000)
            emptied.wait(0.1)

    rdb.set(bucket, 10**9, px=1000)
    filler = threading.Thread(target=keep_full, daemon=True)
    filler.start()

    def stop():
        emptied.set()
        filler.join()
        rdb.delete(bucket)

    try:
        yield stop
    finally:
        stop()


@pytest.mark.slow
def test_python_example_waits_retry_after_when_rate_limited(crowded_service, app, rdb):
    """Its address past its rate limit, the example is refused (429 rate_limited) and waits
    `Retry-After` until it may go on, then plays every game. (Its long-polls may meet 429
    too_many_streams just as well, but only when the AI has not played yet, which a test
    cannot make sure of: they go through the same retry.)"""
    with address_over_its_limit(app, rdb) as stop_limiting:
        example = Example([sys.executable, os.path.join(EXAMPLES, "play.py"), crowded_service,
                           "--seed", "7"])
        try:
            example.wait_for(r"429 rate_limited.*retrying in \d+ s")
            stop_limiting()
            example.finished_every_game()
        finally:
            example.stop()


@needs_node
@pytest.mark.slow
def test_typescript_example_waits_retry_after_for_its_stream_and_rate_limit(
        crowded_service, app, rdb):
    """Another program of the address holds its one stream slot (as play.py did for play.ts
    run right after it, which got 429 and then hung with its stream open): the example is
    refused its stream (429 too_many_streams) and waits `Retry-After` until the slot is
    free; then its address is past its rate limit (429 rate_limited) and it waits again. It
    plays every game to the end and exits."""
    built = _run([node_tool("tsc"), "-p", EXAMPLES, "--noCheck"])
    assert built.returncode == 0, built.stdout + built.stderr
    script = os.path.join(EXAMPLES, "dist", "examples", "clients", "play.js")
    with one_stream_held(crowded_service) as release:
        example = Example(["node", script, crowded_service])
        try:
            example.wait_for(r"429 too_many_streams.*retrying in \d+ s")
            with address_over_its_limit(app, rdb) as stop_limiting:
                release()
                example.wait_for(r"429 rate_limited.*retrying in \d+ s")
                stop_limiting()
            example.finished_every_game()
        finally:
            example.stop()


def test_python_example_passes_mypy_strict(tmp_path):
    done = _run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path),
                 os.path.join(EXAMPLES, "play.py")])
    assert done.returncode == 0, done.stdout + done.stderr


@needs_node
def test_typescript_example_passes_tsc_strict():
    done = _run([node_tool("tsc"), "-p", EXAMPLES, "--strict", "--noEmit",
                 "--pretty", "false"])
    assert done.returncode == 0, done.stdout + done.stderr
