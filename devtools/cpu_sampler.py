"""A CPU-time sampling profiler for a running gunicorn worker (bench/live_profile.py).

With HARAS_CPU_PROFILE=<directory> in its environment, each worker (deploy/gunicorn.conf.py,
post_worker_init) installs it: a first SIGUSR2 starts sampling, a second writes
`<directory>/<pid>.txt` and stops. A sample is taken every INTERVAL_S of the process's CPU
time (ITIMER_PROF: user and system time, so a send's kernel work counts for the code that
sent), never for time spent waiting or runnable but not running: unlike an outside sampler
(py-spy counts a runnable thread as busy), the samples split the CPU the process used.
The stack is the running greenlet's (under gevent every greenlet runs on the main thread,
where the signal is handled). The file is in py-spy's raw (collapsed) format: one line per
stack, outermost frame first, `function (file:line)` joined by `;`, then its count.
"""

import collections
import os
import signal
import time

INTERVAL_S = 0.001


class Sampler:
    def __init__(self, directory: str):
        self.directory = directory
        self.counts: collections.Counter = collections.Counter()
        self.labels: dict = {}  # code object -> its label (the line is the call site's)
        self.running = False

    def install(self) -> None:
        signal.signal(signal.SIGUSR2, self._toggle)
        signal.signal(signal.SIGPROF, self._sample)

    def _toggle(self, _signum, _frame) -> None:
        if not self.running:
            self.counts.clear()
            self.running = True
            self.last = time.process_time()
            signal.setitimer(signal.ITIMER_PROF, INTERVAL_S, INTERVAL_S)
            return
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        self.running = False
        path = os.path.join(self.directory, f"{os.getpid()}.txt")
        with open(path + ".part", "w", encoding="utf-8") as out:
            for stack, count in self.counts.most_common():
                out.write(f"{';'.join(stack)} {count}\n")
        os.replace(path + ".part", path)  # complete once it has its name

    def _sample(self, _signum, frame) -> None:
        now = time.process_time()
        used_us, self.last = round((now - self.last) * 1e6), now
        stack = []
        while frame is not None:
            code = frame.f_code
            stack.append(f"{code.co_qualname} ({code.co_filename}:{frame.f_lineno})")
            frame = frame.f_back
        stack.reverse()
        self.counts[tuple(stack)] += used_us
