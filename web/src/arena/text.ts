// The arena pages' words, in English and French.
import { lang, localize } from "../i18n.js";

const EN = {
  title: "Arena",
  intro: "Pit AIs against each other over many matches, seats rotating from one match to the "
    + "next: see each player's win rate with its 95% interval, and their Elo ratings.",
  newArena: "Start an arena",
  how: "How it works",
  howSeats: "Every player plays every match; seats rotate from one match to the next, so no "
    + "one keeps the first move.",
  howWinRate: "Win rate: wins over matches played (a win shared by k winners counts 1/k), "
    + "with its 95% Wilson interval: the fewer the matches, the wider it is.",
  howElo: "Elo: a Bradley–Terry fit of every pair's outcomes; 1500 is the players' mean.",
  howQuota: "The server bounds the experts' thinking time per arena and how many arenas run "
    + "at once: it says so if you ask for more.",
  game: "Game",
  players: "Players",
  player: "Player {n}",
  playerShort: "P{n}",
  level: "AI level",
  thinkMs: "Think time (ms)",
  thinkHint: "Only the expert thinks: its time per decision counts against your quota.",
  addPlayer: "Add a player",
  removePlayer: "Remove player {n}",
  matches: "Matches",
  matchesHint: "From 1 to 1000.",
  seed: "Seed (optional)",
  seedHint: "The same seed and players play the same matches.",
  start: "Start the arena",
  starting: "Starting…",
  fieldMessage: "{field}: {message}",
  field_matches: "Matches",
  field_seed: "Seed",
  field_players: "Players",
  field_game: "Game",
  field_level: "Player {n}: AI level",
  field_think: "Player {n}: think time",
  arenaOf: "Arena — {game}",
  status_running: "running",
  status_finished: "finished",
  status_cancelled: "cancelled",
  progress: "{done} of {total} matches played",
  failed: "{failed} failed",
  progressLabel: "Matches played",
  cancel: "Cancel the arena",
  cancelling: "Cancelling…",
  winRates: "Win rates",
  chartSummary: "Win rates after {done} {done|match|matches}, with their 95% intervals: {players}.",
  chartPlayer: "{name} {rate} (from {lo} to {hi})",
  chartNoMatch: "no match played yet",
  fairShare: "even share, {rate}: what each would win if all were as strong",
  legendInterval: "95% interval of the win rate",
  results: "Results",
  resultsCaption: "Each player's results over the matches played",
  colPlayer: "Player",
  colWins: "Wins",
  colWinRate: "Win rate",
  colInterval: "95% interval",
  colMeanScore: "Mean score",
  colElo: "Elo",
  eloTitle: "Elo ratings",
  eloNote: "Fitted to every pair's outcomes; 1500 is the players' mean.",
  details: "Details",
  arenaId: "Arena id",
  seedUsed: "Seed",
  options: "Options",
  createdAt: "Started",
  another: "Start another arena",
  notFound: "No such arena (arenas expire after 7 days).",
  finishedNow: "The arena is finished.",
  cancelledNow: "The arena is cancelled.",
  level_random: "random",
  level_greedy: "greedy",
  level_expert: "expert",
} as const;

type Key = keyof typeof EN;

const FR: Record<Key, string> = {
  title: "Arène",
  intro: "Opposez des IA sur de nombreuses parties, les places tournant d'une partie à "
    + "l'autre : le taux de victoire de chacune avec son intervalle à 95 %, et leur Elo.",
  newArena: "Lancer une arène",
  how: "Comment ça marche",
  howSeats: "Chaque joueur joue chaque partie ; les places tournent d'une partie à l'autre, "
    + "pour que personne ne garde le premier coup.",
  howWinRate: "Taux de victoire : victoires sur parties jouées (une victoire partagée par k "
    + "gagnants compte 1/k), avec son intervalle de Wilson à 95 % : moins il y a de parties, "
    + "plus il est large.",
  howElo: "Elo : un ajustement de Bradley–Terry sur les résultats de chaque paire ; 1500 est "
    + "la moyenne des joueurs.",
  howQuota: "Le serveur borne le temps de réflexion des experts par arène et le nombre "
    + "d'arènes simultanées : il le dit si vous demandez plus.",
  game: "Jeu",
  players: "Joueurs",
  player: "Joueur {n}",
  playerShort: "J{n}",
  level: "Niveau de l'IA",
  thinkMs: "Temps de réflexion (ms)",
  thinkHint: "Seul l'expert réfléchit : son temps par décision compte dans votre quota.",
  addPlayer: "Ajouter un joueur",
  removePlayer: "Retirer le joueur {n}",
  matches: "Parties",
  matchesHint: "De 1 à 1000.",
  seed: "Graine (facultative)",
  seedHint: "Même graine et mêmes joueurs : mêmes parties.",
  start: "Lancer l'arène",
  starting: "Lancement…",
  fieldMessage: "{field} : {message}",
  field_matches: "Parties",
  field_seed: "Graine",
  field_players: "Joueurs",
  field_game: "Jeu",
  field_level: "Joueur {n} : niveau de l'IA",
  field_think: "Joueur {n} : temps de réflexion",
  arenaOf: "Arène — {game}",
  status_running: "en cours",
  status_finished: "terminée",
  status_cancelled: "annulée",
  progress: "{done} {done|partie jouée|parties jouées} sur {total}",
  failed: "{failed} en échec",
  progressLabel: "Parties jouées",
  cancel: "Annuler l'arène",
  cancelling: "Annulation…",
  winRates: "Taux de victoire",
  chartSummary: "Taux de victoire après {done} {done|partie|parties}, avec leurs intervalles à 95 % : "
    + "{players}.",
  chartPlayer: "{name} {rate} (de {lo} à {hi})",
  chartNoMatch: "aucune partie jouée",
  fairShare: "part égale, {rate} : ce que chacun gagnerait à force égale",
  legendInterval: "intervalle à 95 % du taux de victoire",
  results: "Résultats",
  resultsCaption: "Les résultats de chaque joueur sur les parties jouées",
  colPlayer: "Joueur",
  colWins: "Victoires",
  colWinRate: "Taux de victoire",
  colInterval: "Intervalle à 95 %",
  colMeanScore: "Score moyen",
  colElo: "Elo",
  eloTitle: "Classement Elo",
  eloNote: "Ajusté aux résultats de chaque paire ; 1500 est la moyenne des joueurs.",
  details: "Détails",
  arenaId: "Identifiant de l'arène",
  seedUsed: "Graine",
  options: "Options",
  createdAt: "Lancée le",
  another: "Lancer une autre arène",
  notFound: "Cette arène n'existe pas (les arènes expirent après 7 jours).",
  finishedNow: "L'arène est terminée.",
  cancelledNow: "L'arène est annulée.",
  level_random: "hasard",
  level_greedy: "glouton",
  level_expert: "expert",
};

export const tr = localize<Key>(EN, FR);

/** A level's name in the page's language (an unknown level as the server spells it). */
export function levelName(level: string): string {
  return level === "random" || level === "greedy" || level === "expert"
    ? tr(`level_${level}`) : level;
}

/** A share (0..1) as a percentage in the page's language: "42 %" in French. */
export function percent(share: number, digits = 0): string {
  return new Intl.NumberFormat(lang(), { style: "percent", maximumFractionDigits: digits,
    minimumFractionDigits: digits }).format(share);
}

export function decimal(value: number, digits = 1): string {
  return new Intl.NumberFormat(lang(), { maximumFractionDigits: digits }).format(value);
}
