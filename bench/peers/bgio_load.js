// Load generator for the boardgame.io peer (bgio_server.js), for bench/peers.py:
// `node bgio_load.js --url http://127.0.0.1:PORT [--matches 16] [--seconds 10] [--rate R]
// [--pool N] [--no-wait]`; the harness (window, pool, pacing, result line) is load_common.js.
//
// Each match is made through boardgame.io's lobby REST API as its LobbyClient does: create,
// then one join per seat (one after the other: a join rewrites the match's metadata) for the
// seat's credentials. Then one socket.io socket per seat, sending what boardgame.io's `Client`
// sends through its SocketIO transport (boardgame.io/dist/cjs/socketio-*.js, 0.50.2), with
// the socket.io-client that Client uses (socket.io-client's default options; a new connection
// per socket, as one Client per player has):
//
//   on connect:  emit('sync', matchID, playerID, credentials, numPlayers)
//   to move:     emit('update', {type: 'MAKE_MOVE', payload: {type: 'roll', args: [],
//                playerID, credentials}}, state._stateID, matchID, playerID)
//
// and reading what the server sends: 'sync' (matchID, {state, log, filteredMetadata,
// initialState}), 'update' (matchID, state, deltalog) after every move to every socket of
// the match, 'matchData' (connection changes). A seat plays when `state.ctx.currentPlayer` is
// its own and the match is not over; its move is acknowledged by the 'update' whose
// `_stateID` is past the one it sent. The game is over when `state.ctx.gameover` is set.

'use strict';

const { io } = require('socket.io-client');
const { runMain, postJSON } = require('./load_common');

const GAME = 'dice-race';
const PLAYERS = 2;

class Seat {
  constructor(desc, match, playerID, credentials) {
    this.desc = desc;
    this.match = match;
    this.playerID = playerID;
    this.credentials = credentials;
    this.state = null;
    this.sentFor = -1; // the _stateID this seat last moved on
    this.send = () => this.roll();
  }

  connect(url) {
    return new Promise((resolve, reject) => {
      const socket = io(`${url}/${GAME}`, { forceNew: true });
      this.socket = socket;
      const { matchID } = this.desc;
      const { run } = this.match;
      socket.io.on('open', () => {
        socket.io.engine.on('data', (data) => run.received(data.length));
      });
      socket.on('connect', () => {
        socket.emit('sync', matchID, this.playerID, this.credentials, PLAYERS);
      });
      socket.on('sync', (id, syncInfo) => {
        if (id !== matchID) return;
        this.receive(syncInfo.state);
        resolve();
      });
      socket.on('update', (id, state) => {
        if (id === matchID) this.receive(state);
      });
      socket.on('connect_error', reject);
    });
  }

  receive(state) {
    if (this.state && state._stateID < this.state._stateID) return; // as Client does
    this.state = state;
    const { match } = this;
    if (state._stateID > this.sentFor) match.acked(this.playerID);
    if (state.ctx.gameover !== undefined) {
      match.ended();
    } else if (state.ctx.currentPlayer === this.playerID && state._stateID > this.sentFor) {
      match.want(this.playerID, this.send);
    }
  }

  roll() {
    const { state } = this;
    if (state.ctx.gameover !== undefined || state.ctx.currentPlayer !== this.playerID ||
        state._stateID <= this.sentFor) return false;
    this.sentFor = state._stateID;
    const action = {
      type: 'MAKE_MOVE',
      payload: { type: 'roll', args: [], playerID: this.playerID, credentials: this.credentials },
    };
    this.socket.emit('update', action, state._stateID, this.desc.matchID, this.playerID);
    return true;
  }
}

const driver = {
  name: 'boardgame.io',

  async create(opts) {
    const base = `${opts.url}/games/${GAME}`;
    const { matchID } = await postJSON(`${base}/create`, { numPlayers: PLAYERS });
    const credentials = [];
    for (let seat = 0; seat < PLAYERS; seat++) {
      const joined = await postJSON(`${base}/${matchID}/join`,
        { playerID: String(seat), playerName: `P${seat}` });
      credentials.push(joined.playerCredentials);
    }
    return { id: matchID, matchID, credentials, url: opts.url, seats: [] };
  },

  async open(desc, match) {
    desc.seats = desc.credentials.map((cred, seat) => new Seat(desc, match, String(seat), cred));
    await Promise.all(desc.seats.map((seat) => seat.connect(desc.url)));
  },

  close(desc) {
    for (const seat of desc.seats) if (seat.socket) seat.socket.close();
  },
};

if (require.main === module) runMain(driver);

module.exports = { driver };
