"""Stopping the processes that tests, benchmarks and `make run` start in sessions of their own
(gunicorn and its workers, RQ workers and their scheduler children)."""

import contextlib
import os
import signal
import subprocess
import time


def stop_group(process: subprocess.Popen, grace_s: float = 10) -> None:
    """SIGTERM to `process`'s session, SIGKILL after `grace_s`; then SIGKILL whatever of the
    session is left (an RQ scheduler child outlives its worker)."""
    stop_groups([process], grace_s)


def stop_groups(processes: list[subprocess.Popen], grace_s: float = 10) -> None:
    """stop_group for several sessions at once: all are asked to stop before any is waited
    for, so they wind down together within one `grace_s`."""
    for process in processes:
        if process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGTERM)
    deadline = time.monotonic() + grace_s
    for process in processes:
        try:
            process.wait(max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
