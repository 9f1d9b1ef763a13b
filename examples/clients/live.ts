// Plays one Petits Chevaux match against the AI over the WebSocket channel, with the typed
// wrapper of @haras/client (`openLive`): every move is a `move` frame based on the view's
// version, every event arrives as it happens. Run: node --experimental-websocket (Node 20;
// Node 22 and browsers have WebSocket built in) dist/examples/clients/live.js BASE_URL
import { createHarasClient, openLive } from "../../clients/typescript/src/index.js";
import type { LiveServerMessage } from "../../clients/typescript/src/index.js";

const baseUrl = process.argv[2] ?? "http://localhost:8000";
const haras = createHarasClient(baseUrl);
const created = await haras.POST("/v1/matches", {
  body: { game: "petits-chevaux", seats: [
    { type: "human", name: "Ana" }, { type: "ai", ai: { level: "random", think_ms: 10 } }] },
});
if (created.error !== undefined) throw new Error(`create: ${created.error.detail}`);
const token = created.data.seat_tokens["0"];
if (token === undefined) throw new Error("no seat token");

const live = openLive(baseUrl, created.data.match.id, { token });
let events = 0;
let moves = 0;
let playedAt = -1; // the version of the last move sent: one move per version
live.onMessage = (message: LiveServerMessage) => {
  switch (message.type) {
    case "welcome": case "events": case "moved": {
      if (message.type !== "welcome") events += message.events.length;
      const view = message.match;
      if (view === undefined) break; // events only: the match moved on without this seat
      const move = view.legal_moves[0];
      if (move !== undefined && view.version > playedAt) {
        playedAt = view.version;
        live.move(move, view.version);
        moves += 1;
      }
      break;
    }
    case "error": throw new Error(`${message.problem.code}: ${message.problem.detail}`);
    case "end": console.log(`live petits-chevaux: finished after ${moves} moves, ` +
                            `${events} events (last seq ${message.last_seq})`);
  }
};
live.onClose = (code, reason) => {
  console.log(`closed ${code} ${reason}`);
  process.exitCode = code === 1000 ? 0 : 1;
};
