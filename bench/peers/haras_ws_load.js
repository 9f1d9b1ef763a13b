// Load generator for Haras over WebSocket, written as bgio_load.js is (the same harness,
// load_common.js), for bench/peers.py: `node haras_ws_load.js --url http://127.0.0.1:PORT
// [--matches 16] [--seconds 10] [--rate R] [--pool N] [--no-wait]`.
//
// Each match: `POST /v1/matches` (two human seats of Petits Chevaux) for the seat tokens, then
// one `ws` socket per seat on `GET /v1/matches/{id}/ws?token=<seat token>`. What the server
// sends (JSON text frames): `welcome` {viewer, match: <view>, last_seq} first; `event` per
// event; `view` {match} to a seat after a batch of events that moved the match on (not for
// its own move); `moved` {id, version, match} answering the socket's own move; `error`
// {id, problem: {status, code, ...}}; `end` {status, last_seq}, then close 1000. What a seat
// sends: `{"type":"move","move":<one of view.legal_moves, verbatim>,"if_version":
// <view.version>,"id":"<unique>"}` when it is in `view.to_act` with legal moves; a random
// one, as bench/http_moves.py plays (a 2-seat match then lasts ~453 moves, `roll` and
// `move_horse` alike). `stale_version`: wait for the next view. Latency: send -> `moved`.

'use strict';

const WebSocket = require('ws');
const { runMain, postJSON } = require('./load_common');

const GAME = 'petits-chevaux';
const SEATS = [{ type: 'human', name: 'A' }, { type: 'human', name: 'B' }];

let nextId = 0;

class Seat {
  constructor(desc, match, seat, token) {
    this.desc = desc;
    this.match = match;
    this.seat = seat;
    this.token = token;
    this.view = null;
    this.sentFor = -1; // the version this seat last moved on
    this.pendingId = null;
    this.send = () => this.play();
  }

  connect(url) {
    return new Promise((resolve, reject) => {
      const wsUrl = `${url.replace(/^http/, 'ws')}/v1/matches/${this.desc.id}/ws` +
        `?token=${encodeURIComponent(this.token)}`;
      const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
      this.socket = socket;
      let welcomed = false;
      socket.on('message', (data) => {
        this.match.run.received(data.length);
        const message = JSON.parse(data);
        if (message.type === 'welcome' && !welcomed) {
          welcomed = true;
          resolve();
        }
        this.receive(message);
      });
      socket.on('error', (error) => {
        if (!welcomed) reject(error);
        else this.match.failed(this.seat, 'socket', error);
      });
      socket.on('close', (code) => {
        if (!welcomed) reject(new Error(`ws ${this.desc.id}: closed ${code} before welcome`));
        else if (code !== 1000 && !this.closing) this.match.run.fail('closed', `code ${code}`);
      });
    });
  }

  receive(message) {
    const { match } = this;
    switch (message.type) {
      case 'welcome':
        this.update(message.match);
        break;
      case 'events':
        if (message.match) this.update(message.match);
        break;
      case 'moved':
        if (message.id === this.pendingId) {
          this.pendingId = null;
          match.acked(this.seat);
        }
        this.update(message.match);
        break;
      case 'error':
        if (message.id !== null && message.id === this.pendingId) {
          this.pendingId = null;
          const { code } = message.problem || {};
          if (code === 'stale_version') match.failed(this.seat, 'stale');
          else match.failed(this.seat, code || 'error', JSON.stringify(message.problem));
        } else {
          match.run.fail('error', JSON.stringify(message));
        }
        break;
      case 'end':
        match.ended();
        break;
      default:
    }
  }

  update(view) {
    if (this.view && view.version < this.view.version) return;
    this.view = view;
    if (view.status !== 'active') {
      if (view.status === 'finished') this.match.ended();
    } else if (this.toAct()) {
      this.match.want(this.seat, this.send);
    }
  }

  toAct() {
    const { view } = this;
    return view.status === 'active' && view.to_act.includes(this.seat) &&
      view.legal_moves.length > 0 && view.version > this.sentFor;
  }

  play() {
    if (!this.toAct()) return false;
    const { view } = this;
    this.sentFor = view.version;
    this.pendingId = `m${++nextId}`;
    const move = view.legal_moves[Math.floor(Math.random() * view.legal_moves.length)];
    this.socket.send(JSON.stringify({
      type: 'move', move, if_version: view.version, id: this.pendingId,
    }));
    return true;
  }
}

const driver = {
  name: 'haras',

  async create(opts) {
    const created = await postJSON(`${opts.url}/v1/matches`, { game: GAME, seats: SEATS });
    const tokens = SEATS.map((_, seat) => created.seat_tokens[String(seat)]);
    return { id: created.match.id, tokens, url: opts.url, seats: [] };
  },

  async open(desc, match) {
    desc.seats = desc.tokens.map((token, seat) => new Seat(desc, match, seat, token));
    await Promise.all(desc.seats.map((seat) => seat.connect(desc.url)));
  },

  close(desc) {
    for (const seat of desc.seats) {
      seat.closing = true;
      if (seat.socket) seat.socket.close(1000);
    }
  },
};

if (require.main === module) runMain(driver);

module.exports = { driver };
