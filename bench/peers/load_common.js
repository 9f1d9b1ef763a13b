// What both load generators share (bgio_load.js, haras_ws_load.js), so that they cost alike
// and measure alike: the options, the pool of matches, the pacing, the timed window, the
// latency figures and the result line. Each generator brings a driver:
//
//   driver.create(opts)   -> Promise<match description> (REST: create, join...)
//   driver.open(desc, m)  -> Promise: connects one socket per seat, resolves once every seat
//                            has the match's state; calls m.want(seat, send) when a seat is to
//                            act (send() writes the move, and returns false when the seat's
//                            latest state leaves nothing to play), m.acked(seat) when the
//                            mover learns its move was played, m.failed(seat, what, error) on
//                            an error answer, m.ended() when the match is over
//   driver.close(desc)    -> closes its sockets
//
// The window: the pool (`--pool` matches beyond the first `--matches`, made untimed) is
// created and the first `--matches` are opened (sockets connected, states received); then
// `{"ready":true}` is printed and the generator waits for a line on stdin (`--no-wait`: it
// does not). It plays `--warmup` s untimed (a new process's code is cold: its first moves
// stalled the first paced ones by up to 0.2 s), prints `{"start":true}` (bench/peers.py reads
// the processes' CPU time then), plays on for `--seconds`, prints `{"done":true}` when the
// time is up, then one result line. A finished match is replaced by the next of the pool
// (made on the spot if the pool is empty: `created_in_window`), its sockets opened as it
// plays.
//
// Latency: from the send to the mover's answer; paced (`--rate`, moves/s over all matches:
// each match plays one move every matches/rate s), from when the move was due, so a late
// server is not hidden by a late client. Only moves sent and answered within the window
// count. The
// handover: from a move's answer to its mover until the next mover, another seat, learns
// that it is to act (boardgame.io sends its update to both seats at once; Haras answers the
// mover with `moved`, the other seat with `view`).

'use strict';

const readline = require('readline');

function options(argv, defaults) {
  const found = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '').replace(/-/g, '_');
    if (!(name in found)) throw new Error(`unknown option ${argv[i]}`);
    if (typeof found[name] === 'boolean') {
      found[name] = true;
    } else {
      const value = argv[++i];
      found[name] = typeof found[name] === 'number' ? Number(value) : value;
    }
  }
  return found;
}

const COMMON = {
  url: 'http://127.0.0.1:8000',
  matches: 16,
  seconds: 10,
  rate: 0, // moves/s over all matches; 0: back to back
  pool: 0, // matches created before the window, beyond the first `matches`
  warmup: 1, // s of play before the window
  no_wait: false, // start at once instead of waiting for a line on stdin
  create_concurrency: 8,
};

async function postJSON(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${text}`);
  return JSON.parse(text);
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.round((p / 100) * (sorted.length - 1)))];
}

const now = () => performance.now();
const STALLED_MS = 5000;

class Run {
  constructor(driver, opts) {
    this.driver = driver;
    this.opts = opts;
    this.interval = opts.rate > 0 ? (opts.matches / opts.rate) * 1000 : 0;
    this.pool = [];
    this.latencies = [];
    this.handovers = []; // ms from a move's answer to its mover until the next mover hears
    this.opens = []; // ms to open a replacing match's sockets, within the window
    this.errors = {};
    this.counts = { finished: 0, created_in_window: 0, stale: 0, sent: 0, frames: 0, bytes: 0 };
    this.running = false; // playing: from the line on stdin to the window's end
    this.start = Infinity; // the window
    this.end = Infinity;
  }

  async createMany(count) {
    const made = [];
    const worker = async () => {
      while (made.length < count) {
        made.push(null);
        const at = made.length - 1;
        made[at] = await this.driver.create(this.opts);
      }
    };
    await Promise.all(Array.from({ length: Math.min(count, this.opts.create_concurrency) },
      worker));
    return made;
  }

  measuring(at = now()) {
    return at >= this.start && at < this.end;
  }

  async nextMatch() {
    if (this.pool.length) return this.pool.shift();
    if (this.measuring()) this.counts.created_in_window++;
    return this.driver.create(this.opts);
  }

  // A slot keeps one match playing at a time; `due` carries its pacing over replacements.
  async openSlot(slot) {
    const desc = await this.nextMatch();
    const match = new Match(this, slot, desc);
    slot.match = match;
    await this.driver.open(desc, match);
    return match;
  }

  // A finished match's slot takes the next match. Opening it (its sockets, their first
  // state) is timed apart (`open_*_ms`): a paced slot's schedule restarts when it is open,
  // so that time is not charged to the first moves as lateness.
  async replace(slot) {
    if (now() >= this.end) return;
    const started = now();
    try {
      const match = await this.openSlot(slot);
      if (!this.running) return;
      if (this.measuring(started)) this.opens.push(now() - started);
      slot.due = Math.max(slot.due, now());
      match.go();
    } catch (error) {
      this.fail('open', error);
    }
  }

  // A message the server sent (a WebSocket frame; for socket.io, an engine.io message):
  // counted within the window.
  received(bytes) {
    if (!this.measuring()) return;
    this.counts.frames++;
    this.counts.bytes += bytes;
  }

  fail(what, error) {
    this.errors[what] = (this.errors[what] || 0) + 1;
    if (this.errors[what] <= 3) process.stderr.write(`${what}: ${error && (error.stack || error)}\n`);
  }

  async main() {
    const { opts } = this;
    this.pool = await this.createMany(opts.matches + opts.pool);
    this.slots = Array.from({ length: opts.matches }, (_, index) => ({ index, match: null }));
    await Promise.all(this.slots.map((slot) => this.openSlot(slot)));
    const poolLeft = this.pool.length;
    print({ ready: true });
    if (!opts.no_wait) await oneLine();
    const started = now();
    this.running = true;
    for (const slot of this.slots) {
      slot.due = started + Math.random() * this.interval;
      slot.match.go();
    }
    const watch = setInterval(() => {
      const at = now();
      for (const slot of this.slots) if (slot.match) slot.match.checkStalled(at);
    }, 1000);
    await sleep(opts.warmup * 1000);
    print({ start: true });
    const cpuBefore = process.cpuUsage();
    this.start = now();
    this.end = this.start + opts.seconds * 1000;
    await sleep(opts.seconds * 1000);
    clearInterval(watch);
    this.running = false;
    print({ done: true });
    const cpu = process.cpuUsage(cpuBefore);
    const sorted = Float64Array.from(this.latencies).sort();
    const ms = (p) => percentile(sorted, p);
    const handovers = Float64Array.from(this.handovers).sort();
    const opens = Float64Array.from(this.opens).sort();
    print({
      system: this.driver.name,
      matches: opts.matches,
      seconds: opts.seconds,
      rate: opts.rate,
      moves: sorted.length,
      moves_per_s: sorted.length / opts.seconds,
      p50_ms: ms(50),
      p90_ms: ms(90),
      p99_ms: ms(99),
      max_ms: ms(100),
      handover_p50_ms: percentile(handovers, 50),
      handover_p99_ms: percentile(handovers, 99),
      open_p50_ms: percentile(opens, 50),
      open_max_ms: percentile(opens, 100),
      frames_per_move: this.counts.frames / Math.max(1, sorted.length),
      bytes_per_move: this.counts.bytes / Math.max(1, sorted.length),
      sent: this.counts.sent,
      stale: this.counts.stale,
      errors: this.errors,
      finished: this.counts.finished,
      pool: poolLeft,
      pool_left: this.pool.length,
      created_in_window: this.counts.created_in_window,
      load_cpu_s: (cpu.user + cpu.system) / 1e6,
    });
    for (const slot of this.slots) if (slot.match) this.driver.close(slot.match.desc);
    for (const desc of this.pool) this.driver.close(desc);
    setTimeout(() => process.exit(0), 50);
  }
}

// One match in play, as the harness sees it. A seat's wish to act that comes while a move
// is in flight (the other seat may hear of the move before the mover does) or before its
// due time is kept, and acted on when the move is answered or the time comes; `send()` reads
// the seat's latest state and returns false when there is nothing to play after all.
class Match {
  constructor(run, slot, desc) {
    this.run = run;
    this.slot = slot;
    this.desc = desc;
    this.pending = null; // [seat, started at]
    this.lastAck = null; // [seat, at]: the last move's answer, for the handover
    this.waiting = null; // [seat, send]
    this.timer = null;
    this.over = false;
    this.ending = false;
    this.playing = false; // from go(): once its sockets are open and the window is on
  }

  go() {
    this.playing = true;
    if (this.waiting && !this.pending && !this.timer) {
      const [seat, send] = this.waiting;
      this.waiting = null;
      this.want(seat, send);
    }
  }

  want(seat, send) {
    const { run } = this;
    if (this.over || this.ending) return;
    if (this.lastAck && run.measuring()) {
      if (this.lastAck[0] !== seat) run.handovers.push(now() - this.lastAck[1]);
      this.lastAck = null;
    }
    if (this.pending || this.timer || !this.playing || !run.running) {
      this.waiting = [seat, send];
      return;
    }
    if (!run.interval) {
      this.send(seat, send, now());
      return;
    }
    const due = this.slot.due;
    this.slot.due += run.interval;
    const wait = due - now();
    if (wait <= 0) {
      this.send(seat, send, due);
    } else {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.send(seat, send, due);
      }, wait);
    }
  }

  send(seat, send, startedAt) {
    const { run } = this;
    if (this.over || now() >= run.end) return;
    this.pending = [seat, startedAt];
    if (send()) {
      if (run.measuring(startedAt)) run.counts.sent++;
    } else {
      this.pending = null;
      this.go();
    }
  }

  // The mover learnt that its move was played.
  acked(seat) {
    if (!this.pending || this.pending[0] !== seat) return;
    const at = now();
    if (this.run.measuring(this.pending[1]) && at < this.run.end) {
      this.run.latencies.push(at - this.pending[1]);
    }
    this.lastAck = [seat, at];
    this.pending = null;
    if (this.ending) this.ended();
    else this.go();
  }

  // An error answer to the pending move: `stale` (the state moved on: wait for the next one)
  // or anything else (counted as an error).
  failed(seat, what, error) {
    if (!this.pending || this.pending[0] !== seat) return;
    this.pending = null;
    if (what !== 'stale') this.run.fail(what, error);
    else if (this.run.measuring()) this.run.counts.stale++;
    if (this.ending) this.ended();
    else this.go();
  }

  // No answer in STALLED_MS (a peer that drops a move it refuses says nothing): counted as
  // an error, and the match replaced.
  checkStalled(at) {
    if (this.pending && at - this.pending[1] > STALLED_MS) {
      this.run.fail('no answer', `match ${this.desc.id}: no answer in ${STALLED_MS} ms`);
      this.ended(false);
    }
  }

  // The match is over: replaced once its last move is answered (one seat may hear of the end
  // before the mover hears of its move).
  ended(finished = true) {
    if (this.over) return;
    if (finished && this.pending) {
      this.ending = true;
      return;
    }
    this.over = true;
    if (this.timer) clearTimeout(this.timer);
    if (finished && this.run.measuring()) this.run.counts.finished++;
    this.run.driver.close(this.desc);
    this.run.replace(this.slot);
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function print(object) {
  process.stdout.write(`${JSON.stringify(object)}\n`);
}

function oneLine() {
  return new Promise((resolve) => {
    const lines = readline.createInterface({ input: process.stdin });
    lines.once('line', () => {
      lines.close();
      resolve();
    });
    lines.once('close', resolve);
  });
}

function runMain(driver, defaults = {}) {
  const opts = options(process.argv.slice(2), { ...COMMON, ...defaults });
  new Run(driver, opts).main().catch((error) => {
    process.stderr.write(`${error.stack || error}\n`);
    process.exit(1);
  });
}

module.exports = { runMain, postJSON, options, percentile };
