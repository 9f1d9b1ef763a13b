"""`make run` (devtools/run.py) as a developer meets it: it serves this machine only, and
Ctrl-C in its terminal stops the API and the workers, then Redis, with one closing line and
no traceback, leaving no process behind."""

import os
import re
import signal
import subprocess
import sys
import tempfile

import pytest
import redis
import requests

from devtools.local_redis import free_port

from support.processes import ROOT, wait_for

pytestmark = pytest.mark.slow
# Settings of this test run that must not reach `make run`: it starts a Redis of its own.
RUN_OWN = ("REDIS_URL", "RQ_REDIS_URL", "RQ_QUEUE", "REDIS_CLUSTER", "DURABILITY", "HOST",
           "PROMETHEUS_MULTIPROC_DIR")
CLOSING_LINE = "Haras stopped."


def descendants(pid: int) -> set[int]:
    """The processes under `pid`, from /proc."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = open(f"/proc/{entry}/stat").read()
            except OSError:
                continue
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(parent, []).append(int(entry))
    found, todo = set(), [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def alive(pid: int) -> bool:
    try:
        state = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def listening_addresses(port: int) -> set[str]:
    """The local IPv4/IPv6 addresses (hex, as /proc/net shows them) listening on `port`."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in open(table).read().splitlines()[1:]:
            local, state = line.split()[1], line.split()[3]
            address, local_port = local.split(":")
            if state == "0A" and int(local_port, 16) == port:
                found.add(address)
    return found


@pytest.fixture()
def make_run():
    port = free_port()
    env = {name: value for name, value in os.environ.items() if name not in RUN_OWN}
    env.update(PORT=str(port), WEB_CONCURRENCY="1", PYTHONPATH=ROOT)
    log = tempfile.NamedTemporaryFile(prefix="haras-make-run-", suffix=".log", delete=False)
    # A session of its own, as a shell gives the job in a terminal's foreground.
    process = subprocess.Popen([sys.executable, "-m", "devtools.run"], cwd=ROOT, env=env,
                               stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    process.port, process.log_path = port, log.name
    yield process
    for pid in {process.pid, *descendants(process.pid)}:
        if alive(pid):
            os.kill(pid, signal.SIGKILL)
    process.wait()


def output(process) -> str:
    with open(process.log_path, encoding="utf-8", errors="replace") as log:
        return log.read()


def test_make_run_serves_localhost_and_stops_cleanly_on_ctrl_c(make_run):
    started = wait_for(lambda: re.search(r"Started redis-server at (\S+)", output(make_run)),
                       timeout_s=60)
    queue = redis.Redis.from_url(started.group(1))
    base = f"http://127.0.0.1:{make_run.port}"

    def api_answers():
        try:
            return requests.get(f"{base}/livez", timeout=5).ok
        except requests.RequestException:  # not listening yet, or a worker still booting
            return False

    wait_for(api_answers, timeout_s=60)
    wait_for(lambda: queue.scard("rq:workers") == 2, timeout_s=60)  # live and arena
    assert listening_addresses(make_run.port) == {"0100007F"}  # 127.0.0.1, nothing else
    front = requests.get(f"{base}/", allow_redirects=False, timeout=30)
    assert front.status_code == 302 and front.headers["Location"] == "/play/"
    started_processes = descendants(make_run.pid)
    assert len(started_processes) >= 4  # redis-server, gunicorn, two RQ workers (and theirs)

    os.killpg(make_run.pid, signal.SIGINT)  # what the terminal does on Ctrl-C
    assert make_run.wait(90) == 0, output(make_run)
    text = output(make_run)
    assert "Traceback" not in text, text
    assert text.count(CLOSING_LINE) == 1 and text.rstrip().endswith(CLOSING_LINE), text
    assert not [pid for pid in started_processes if alive(pid)], text
