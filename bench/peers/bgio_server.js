// The peer: a boardgame.io server (package.json pins the version) playing a dice race, for
// bench/peers.py. `node bgio_server.js --port N [--track 808]`; prints one line
// `{"listening": N}` once it serves, then nothing (NODE_ENV=production: boardgame.io's INFO
// logs and its dev-only serializability check are off; errors still go to stderr).
//
// The game: N players take turns (one move per turn); each `roll` advances the mover's token
// by boardgame.io's `random.D6()`; the first to reach `track` wins. TRACK is tuned so that a
// 2-player race lasts as many moves as a 2-player Haras Petits Chevaux match played by
// random legal moves (`roll` and `move_horse` both count): bench/peers.py, PC_MOVES.
// Storage: boardgame.io's default, in memory (nothing persisted).

'use strict';

process.env.NODE_ENV = process.env.NODE_ENV || 'production';

const { Server } = require('boardgame.io/server');

const GAME_NAME = 'dice-race';
const TRACK = 808;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}

function diceRace(track) {
  return {
    name: GAME_NAME,
    minPlayers: 2,
    maxPlayers: 8,
    setup: ({ ctx }) => ({ track, positions: Array(ctx.numPlayers).fill(0) }),
    moves: {
      roll: ({ G, playerID, random }) => {
        G.positions[Number(playerID)] += random.D6();
      },
    },
    turn: { minMoves: 1, maxMoves: 1 },
    endIf: ({ G }) => {
      const winner = G.positions.findIndex((position) => position >= G.track);
      return winner >= 0 ? { winner: String(winner) } : undefined;
    },
  };
}

async function main() {
  const port = Number(option('port', '8000'));
  const track = Number(option('track', String(TRACK)));
  // origins: browsers only (CORS); the load generator sends no Origin header.
  const server = Server({ games: [diceRace(track)], origins: [] });
  const { appServer } = await server.run({ port });
  process.stdout.write(`${JSON.stringify({ listening: appServer.address().port })}\n`);
  const stop = () => {
    server.kill({ appServer });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { diceRace, GAME_NAME, TRACK };
