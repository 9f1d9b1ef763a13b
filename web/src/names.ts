// The games' names, as the games themselves spell them (French in both languages).
import type { Game } from "./types.js";

const NAMES: Record<Game, string> = {
  "petits-chevaux": "Petits Chevaux",
  "royal-turf": "Royal Turf",
  amazones: "Amazones",
  "poney-mon-amour": "Poney Mon Amour",
};

export function gameName(game: Game): string {
  return NAMES[game];
}
