"""Stopping the processes that tests, benchmarks and `make run` start in sessions of their own
(gunicorn and its workers, RQ workers and their scheduler children)."""

import contextlib
import os
import signal
import subprocess


def stop_group(process: subprocess.Popen, grace_s: float = 10) -> None:
    """SIGTERM to `process`'s session, SIGKILL after `grace_s`; then SIGKILL whatever of the
    session is left (an RQ scheduler child outlives its worker)."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(grace_s)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
