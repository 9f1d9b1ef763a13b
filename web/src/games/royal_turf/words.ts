// Royal Turf's words, English and French. The die's symbols are the French game's tête, fer,
// bombe and selle; the English page says head, shoe, helmet and saddle (the rules panel
// gives both).
import { formatNumber, localize } from "../../i18n.js";
import type { ViewOf } from "../../types.js";

export type RoyalTurfState = ViewOf<"royal-turf">["state"];
export type HorseView = RoyalTurfState["horses"][number];
export type DieSymbol = NonNullable<RoyalTurfState["roll"]>;
export type Phase = RoyalTurfState["phase"];

export const SYMBOLS: readonly DieSymbol[] = ["tete", "fer", "bombe", "selle"];

// The horses' names by index, as the contract fixes them: the event log names horses without
// a view at hand (a view's own `horses[].name` is what the board draws).
const HORSE_NAMES: readonly HorseView["name"][] = ["Sahara Wind", "Black Velvet",
  "Golden Arrow", "Storm Rider", "Lucky Star", "Red Baron", "Silver Moon"];

export function horseName(horse: number): string {
  return HORSE_NAMES[horse] ?? `#${horse + 1}`;
}

const EN = {
  board: "Royal Turf race track",
  race: "Race {race} of {races}",
  raceNumber: "Race {race}",
  phase_betting: "Betting",
  phase_racing: "Racing",
  phase_scoring: "Race over: payouts coming",
  phase_finished: "Match over",
  symbol_tete: "head",
  symbol_fer: "shoe",
  symbol_bombe: "helmet",
  symbol_selle: "saddle",
  die: "Die",
  dieShows: "Die: {symbol}",
  dieLast: "Last roll: {symbol}",
  dieBlank: "Die: not rolled yet",
  roll: "Roll the die",
  promptMove: "Rolled {symbol}: choose a horse to move",
  promptBet: "Your bet: choose a horse",
  promptToken: "Your bet on {horse}: choose a token",
  money: "{name}: {money}, {left} {left|token|tokens} left",
  lane: "{name}: square {position}, card head {tete} shoe {fer} helmet {bombe} saddle {selle}",
  card: "Card of {name}: head {tete}, shoe {fer}, helmet {bombe}, saddle {selle}",
  bet: "{seat} bet {token} on {horse}",
  betFaceDown: "{seat} bet a face-down token on {horse}",
  chooseHorse: "Bet on {horse}: choose a token",
  betOne: "Bet token {token} on {horse}",
  betToken: "Place token {token} on {horse}",
  bluffToken: "Place the bluff token (0) on {horse}",
  cancel: "Cancel the bet on {horse}",
  moveHorse: "Move {horse} {value} {value|square|squares} ({symbol})",
  place_1: "1st",
  place_2: "2nd",
  place_3: "3rd",
  last: "last",
  finishers: "Finish: {names}",
  startPlayer: "{seat} opens the first race",
  raceStarted: "Race {race} opens: {seat} bets first",
  horsesPlaced: "The horses line up: {names}",
  cardsDealt: "Each horse gets its card for the race",
  bettingClosed: "Bets are closed: they're off!",
  rolled: "{seat} rolls {symbol}",
  horseMoved: "{seat} moves {horse} {value} {value|square|squares} ({symbol})",
  horseFinished: "{seat} moves {horse} {value} {value|square|squares} ({symbol}): it "
    + "finishes {place}",
  cycleStarted: "New cycle: every running horse may move again",
  raceFinished: "Race {race} over: {names}; last {last}",
  betsRevealed: "The bets are turned face up",
  roundScored: "Race {race} paid: {payouts}",
  seatTokens: "Seat, tokens",
  total: "Race",
  moneyAfter: "Money",
  tokenLine: "{token} on {horse}: {where}, {units} {units|unit|units} in all",
  unplaced: "unplaced",
  multiplier: "Payouts × {multiplier} (final race)",
} as const;

type Key = keyof typeof EN;

const FR: Record<Key, string> = {
  board: "Piste de course de Royal Turf",
  race: "Course {race} sur {races}",
  raceNumber: "Course {race}",
  phase_betting: "Paris",
  phase_racing: "Course",
  phase_scoring: "Course finie : paiement des paris",
  phase_finished: "Partie finie",
  symbol_tete: "tête",
  symbol_fer: "fer",
  symbol_bombe: "bombe",
  symbol_selle: "selle",
  die: "Dé",
  dieShows: "Dé : {symbol}",
  dieLast: "Dernier lancer : {symbol}",
  dieBlank: "Dé : pas encore lancé",
  roll: "Lancer le dé",
  promptMove: "{symbol} : choisissez un cheval à avancer",
  promptBet: "Votre pari : choisissez un cheval",
  promptToken: "Votre pari sur {horse} : choisissez un jeton",
  money: "{name} : {money}, {left} {left|jeton|jetons} à placer",
  lane: "{name} : case {position}, carte tête {tete} fer {fer} bombe {bombe} selle {selle}",
  card: "Carte de {name} : tête {tete}, fer {fer}, bombe {bombe}, selle {selle}",
  bet: "{seat} a misé {token} sur {horse}",
  betFaceDown: "{seat} a misé un jeton face cachée sur {horse}",
  chooseHorse: "Miser sur {horse} : choisir un jeton",
  betOne: "Miser le jeton {token} sur {horse}",
  betToken: "Placer le jeton {token} sur {horse}",
  bluffToken: "Placer le jeton de bluff (0) sur {horse}",
  cancel: "Annuler le pari sur {horse}",
  moveHorse: "Avancer {horse} de {value} {value|case|cases} ({symbol})",
  place_1: "1er",
  place_2: "2e",
  place_3: "3e",
  last: "dernier",
  finishers: "Arrivée : {names}",
  startPlayer: "{seat} ouvre la première course",
  raceStarted: "Course {race} : {seat} mise en premier",
  horsesPlaced: "Les chevaux s'alignent : {names}",
  cardsDealt: "Chaque cheval reçoit sa carte pour la course",
  bettingClosed: "Les jeux sont faits : ils sont partis !",
  rolled: "{seat} lance le dé : {symbol}",
  horseMoved: "{seat} avance {horse} de {value} {value|case|cases} ({symbol})",
  horseFinished: "{seat} avance {horse} de {value} {value|case|cases} ({symbol}) : il arrive "
    + "{place}",
  cycleStarted: "Nouveau tour : chaque cheval en course peut de nouveau avancer",
  raceFinished: "Course {race} finie : {names} ; dernier {last}",
  betsRevealed: "Les paris sont retournés",
  roundScored: "Course {race} payée : {payouts}",
  seatTokens: "Place, jetons",
  total: "Course",
  moneyAfter: "Argent",
  tokenLine: "{token} sur {horse} : {where}, {units} {units|unité|unités} en tout",
  unplaced: "non placé",
  multiplier: "Paiements × {multiplier} (dernière course)",
};

export const tr = localize<Key>(EN, FR);

export function symbolName(symbol: DieSymbol): string {
  return tr(`symbol_${symbol}`);
}

export function placeName(place: number): string {
  return place === 1 ? tr("place_1") : place === 2 ? tr("place_2")
    : place === 3 ? tr("place_3") : String(place);
}

/** Money as the page's language writes numbers ("12,500", "12 500"); "" for none. */
export function moneyText(amount: number | undefined): string {
  return amount === undefined ? "" : formatNumber(amount);
}

/** Signed money: "+600", "-100", "0" (as the page's language writes numbers). */
export function signed(amount: number): string {
  return amount > 0 ? `+${formatNumber(amount)}` : formatNumber(amount);
}
