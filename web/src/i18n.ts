// English and French. The page's strings are here; each game's own strings live in its module
// (`localize`). Game names and pieces keep their French names in both languages.
export type Lang = "en" | "fr";

const STORAGE_KEY = "haras:lang";
let current: Lang = initialLang();
const listeners: (() => void)[] = [];

function initialLang(): Lang {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === "en" || stored === "fr") return stored;
  return navigator.language.toLowerCase().startsWith("fr") ? "fr" : "en";
}

export function lang(): Lang {
  return current;
}

export function setLang(next: Lang): void {
  current = next;
  localStorage.setItem(STORAGE_KEY, next);
  document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

export function onLangChange(listener: () => void): void {
  listeners.push(listener);
}

type Params = Record<string, string | number>;

// Formatters of the page's language, made once each (events render many lines).
const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>();

function formatter<F extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>(
  kind: string, make: (language: Lang) => F): F {
  const key = `${current}:${kind}`;
  let made = formatters.get(key) as F | undefined;
  if (made === undefined) {
    made = make(current);
    formatters.set(key, made);
  }
  return made;
}

/** A number as the page's language writes it ("12,500", "12 500"); a rating's four digits
 * stay together ("1500"). */
export function formatNumber(value: number): string {
  return formatter("number", (language) => new Intl.NumberFormat(language,
    { useGrouping: "min2", maximumFractionDigits: 2 })).format(value);
}

/** "+16", "−16" (a true minus sign), "0": a change, as the page's language writes numbers. */
export function formatSigned(value: number): string {
  const size = formatNumber(Math.abs(value));
  return value > 0 ? `+${size}` : value < 0 ? `−${size}` : size;
}

/** A day, its month in words ("December 7, 2026", "7 décembre 2026"): never "12/7/2026". */
export function formatDate(epochMs: number): string {
  return formatter("date", (language) => new Intl.DateTimeFormat(language,
    { dateStyle: "long" })).format(epochMs);
}

/** A day and a time ("Dec 7, 2026, 7:05 PM", "7 déc. 2026, 19:05"). */
export function formatDateTime(epochMs: number): string {
  return formatter("dateTime", (language) => new Intl.DateTimeFormat(language,
    { dateStyle: "medium", timeStyle: "short" })).format(epochMs);
}

/** "Seat 1: AI level", "Place 1 : Niveau de l'IA": a label and what it labels. */
export function labelled(label: string, value: string): string {
  return t("labelled", { label, value });
}

/** Clauses joined by semicolons ("a; b", "a ; b"). */
export function clauses(items: string[]): string {
  return items.join(current === "fr" ? "\u202f; " : "; ");
}

/** The plural category of `count` in the page's language ("one" for 1 in English, for 0 and
 * 1 in French). */
function isOne(count: number): boolean {
  return formatter("plural", (language) => new Intl.PluralRules(language)).select(count)
    === "one";
}

/** French typography: a narrow no-break space before ":", ";", "!" and "?" (where a plain
 * space, a no-break space or nothing was), when the mark ends a word ("12:30" stays). */
export function frenchTypography(text: string): string {
  return text.replace(/[ \u00a0\u202f]?([:;!?])(?=\s|$)/g, "\u202f$1");
}

// "{n}": the parameter (a number as the language writes it); "{n|horse|horses}": the word
// for that many (the first when the language's plural rules say "one", else the second).
const PLACEHOLDER = /\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g;

function fill(text: string, params?: Params): string {
  if (params === undefined) return text;
  return text.replace(PLACEHOLDER, (whole, key: string, one?: string, other?: string) => {
    if (!Object.hasOwn(params, key)) return whole;
    const value = params[key] as string | number;
    if (one !== undefined && other !== undefined) return isOne(Number(value)) ? one : other;
    return typeof value === "number" ? formatNumber(value) : value;
  });
}

/** A translator over `en` (the keys) and `fr` (the same keys): `t("key", {n: 3})`. The
 * French strings are written with plain spaces; French typography is applied to them here. */
export function localize<K extends string>(en: Record<K, string>, fr: Record<K, string>):
(key: K, params?: Params) => string {
  const french = Object.fromEntries(Object.entries<string>(fr)
    .map(([key, text]) => [key, frenchTypography(text)])) as Record<K, string>;
  return (key, params) => fill((current === "fr" ? french : en)[key], params);
}

const EN = {
  skip: "Skip to content",
  lobby: "Lobby",
  arena: "Arena",
  loading: "Loading…",
  games: "Games",
  players: "{min}–{max} players",
  newMatch: "New match",
  create: "Create the match",
  seats: "Seats",
  seat: "Seat {n}",
  you: "You",
  yourName: "Your name",
  human: "Human (open seat)",
  ai: "AI",
  level: "AI level",
  level_random: "random",
  level_greedy: "greedy",
  level_expert: "expert",
  guestName: "Guest {number}",
  thinkMs: "Think time (ms)",
  addSeat: "Add a seat",
  removeSeat: "Remove seat {n}",
  options: "Options",
  waiting: "Waiting matches",
  noWaiting: "No match is waiting for players.",
  refresh: "Refresh",
  more: "More",
  join: "Join",
  joinAs: "Join as",
  joinTitle: "Join this match",
  spectate: "Watch a match",
  matchId: "Match id",
  watch: "Watch",
  myMatches: "Your matches",
  open: "Open",
  shareLink: "Share this link so others can take the open seats:",
  copy: "Copy",
  copied: "Copied",
  status_waiting: "waiting for players",
  status_active: "in play",
  status_scoring: "scoring",
  status_finished: "finished",
  toAct: "To play: {names}",
  yourTurn: "Your turn",
  spectator: "You are watching (public view).",
  playingAs: "You play seat {n} ({name}).",
  events: "Events",
  transport_websocket: "live (WebSocket)",
  transport_sse: "live (Server-Sent Events)",
  transport_offline: "reconnecting…",
  transport_done: "match over",
  result: "Result",
  winners: "{count|Winner|Winners}: {names}",
  score: "Score",
  rank: "Rank",
  fairness: "Fair play",
  commitment: "Seed commitment (shown from the start)",
  seedRevealed: "Seed {seed}, salt {salt}",
  fairChecking: "Checking…",
  fairOk: "Verified in your browser: SHA-256(salt:seed) equals the commitment.",
  fairBad: "Mismatch: SHA-256(salt:seed) is {digest}, not the commitment!",
  fairPending: "The seed and its salt are revealed when the match ends.",
  fairNoCrypto: "This page is not in a secure context: WebCrypto is unavailable to check.",
  seedChosen: "The creator chose this match's seed.",
  replay: "Replay",
  replayStep: "Step {n} of {total}",
  first: "First",
  previous: "Previous",
  next: "Next",
  last: "Last",
  roundScored: "Round scoring",
  resign: "Resign",
  confirmResign: "Resign this match? The AI will play your seat.",
  rematch: "Rematch",
  notFound: "No such match.",
  unknownPage: "No such page.",
  tokenGone: "This seat's token is no longer valid here; you are watching.",
  ev_seat_joined: "{name} takes a seat.",
  ev_match_started: "The match begins.",
  ev_seat_resigned: "{name} resigns: the AI plays the seat from now on.",
  ev_match_forfeited: "The match ends by resignation: {name} wins.",
  ev_rematch_created: "A rematch is ready.",
  ev_turn_timed_out: "{name} ran out of time: the AI played the turn.",
  ev_seat_replaced_by_ai: "{name} timed out too often: the AI takes the seat.",
  ev_move_played: "{name} played {move}.",
  ev_round_scored: "The round is scored.",
  ev_ratings_updated: "The players' ratings are updated.",
  playNow: "Play now",
  playNowRated: "Rated",
  playNowHint: "Meet other players (or the AI) at once, as {name}.",
  playNowHintNew: "Meet other players (or the AI) at once.",
  playNowTitle: "Play now: {game}",
  ratedMatch: "A rated match: your rating in this game moves with its result.",
  unratedMatch: "An unrated match: ratings do not change.",
  waited: "Waited",
  cancelSearch: "Cancel",
  aiNow: "Play against the AI now",
  aiOffered: "No one near your rating is searching; AI seats of your level can fill the match now.",
  aiComing: "AI seats of your level take the free seats if no one comes.",
  searchAgain: "Search again",
  backToMatch: "Back to that match",
  playUnratedInstead: "Play an unrated match",
  ticketOpening: "Starting the search…",
  ticketSearching: "Looking for players…",
  ticketMatched: "Match found!",
  ticketCancelled: "Search cancelled.",
  ticketExpired: "No match was found in time.",
  ticketFailed: "The search could not start.",
  // What the searching page says it searches, and the name this browser plays under (issue 41).
  playersExactly: "{n} players",
  searchPlayers: "Players",
  searchKind: "Match",
  searchYourRating: "Your rating",
  searchWindow: "Rating window",
  searchWindowWidening: "players within ±{gap} points of your skill, widening by {rate} every second",
  searchWindowFixed: "players within ±{gap} points of your skill",
  playingAsName: "Playing as",
  chooseName: "Choose your name",
  yourNameHint: "Your name, as the other players will see it",
  changeNameLabel: "Change your name",
  saveName: "Save",
  nameRefused: "This name cannot be used: {reason}",
  leaderboard: "Leaderboard",
  leaderboardTitle: "Leaderboard: {game}",
  leaderboardEmpty: "No one is ranked yet: the AI levels appear once calibrated, a player after its first rated match.",
  leaderboardNote: "The AI levels and the players with a rated match of this game, best rating first. A player's rating stays provisional for its first rated matches; an AI level's is fixed by its calibration.",
  player: "Player",
  rating: "Rating",
  matches: "Matches",
  bot: "bot",
  provisional: "provisional",
  playerTitle: "Player: {name}",
  joined: "Playing since {date}",
  ratings: "Ratings",
  noRatings: "No rated match yet.",
  recentMatches: "Recent matches",
  // A player's record and rating history in a game (player.ts, rating_chart.ts).
  record: "Record",
  ratedMatches: "Rated matches",
  wins_col: "Wins",
  placeN: "Place {n}",
  historyEmpty: "No rated match recorded yet.",
  historyBefore: "This rating's matches were played before the service kept each match's record: the next rated matches show here.",
  ratingHistory: "Rated matches, newest first",
  ratingChartTitle: "{game}: rating after each rated match",
  ratingChartNote: "One point per rated match, oldest first; a hollow point did not count (an opponent was still provisional).",
  ratingChartSummary: "Rated matches: {count}. Rating from {first} to {last}; lowest {min}, highest {max}.",
  ratingPointTitle: "{date}: {rating} ({change})",
  date: "Date",
  place: "Place",
  change: "Change",
  placeOf: "{place} of {seats}",
  notCounted: "not counted",
  aiLevel: "AI level",
  noMatches: "No match yet.",
  game: "Game",
  status: "Status",
  yourPlayer: "Your player",
  ratingChange: "Rating change",
  ratingAborted: "Not rated: a player left before making a few moves of their own.",
  unrated: "unrated",
  // The match page's board line, rounds, end banner, seat colours and names (issue 33).
  justNow: "Just now:",
  seatWaiting: "waiting for a player",
  joinInvite: "A seat is free: join to play, or just watch.",
  roundN: "Round {n}",
  raceN: "Race {n}",
  finalScore: "Final score",
  total: "Total",
  everyRound: "Every round",
  youWin: "You win",
  youShareWin: "You share the win with {names}",
  wins: "{names} wins",
  shareWin: "{names} share the win",
  winByResign: "{name} resigned",
  outcome: "{who}: {why}.",
  labelled: "{label}: {value}",
  namePlaceholder: "the name others see",
  ev_seat_joined_you: "You take a seat.",
  ev_seat_resigned_you: "You resign: the AI plays your seat from now on.",
  ev_match_forfeited_you: "The match ends by resignation: you win.",
  ev_turn_timed_out_you: "You ran out of time: the AI played your turn.",
  ev_seat_replaced_by_ai_you: "You timed out too often: the AI takes your seat.",
  ev_move_played_you: "You played {move}.",
  scoreSoFar: "score so far {n}",
  pcStanding: "{home}/{needed} home · {squares}/{total} squares",
} as const;

type Key = keyof typeof EN;

const FR: Record<Key, string> = {
  skip: "Aller au contenu",
  lobby: "Salon",
  arena: "Arène",
  loading: "Chargement…",
  games: "Jeux",
  players: "{min} à {max} joueurs",
  newMatch: "Nouvelle partie",
  create: "Créer la partie",
  seats: "Places",
  seat: "Place {n}",
  you: "Vous",
  yourName: "Votre nom",
  human: "Humain (place libre)",
  ai: "IA",
  level: "Niveau de l'IA",
  level_random: "hasard",
  level_greedy: "glouton",
  level_expert: "expert",
  guestName: "Invité {number}",
  thinkMs: "Temps de réflexion (ms)",
  addSeat: "Ajouter une place",
  removeSeat: "Retirer la place {n}",
  options: "Options",
  waiting: "Parties en attente",
  noWaiting: "Aucune partie n'attend de joueurs.",
  refresh: "Actualiser",
  more: "Plus",
  join: "Rejoindre",
  joinAs: "Rejoindre sous le nom",
  joinTitle: "Rejoindre cette partie",
  spectate: "Regarder une partie",
  matchId: "Identifiant de la partie",
  watch: "Regarder",
  myMatches: "Vos parties",
  open: "Ouvrir",
  shareLink: "Partagez ce lien pour que d'autres prennent les places libres :",
  copy: "Copier",
  copied: "Copié",
  status_waiting: "en attente de joueurs",
  status_active: "en cours",
  status_scoring: "décompte",
  status_finished: "terminée",
  toAct: "À jouer : {names}",
  yourTurn: "À vous de jouer",
  spectator: "Vous regardez (vue publique).",
  playingAs: "Vous jouez la place {n} ({name}).",
  events: "Événements",
  transport_websocket: "en direct (WebSocket)",
  transport_sse: "en direct (Server-Sent Events)",
  transport_offline: "reconnexion…",
  transport_done: "partie finie",
  result: "Résultat",
  winners: "{count|Gagnant|Gagnants} : {names}",
  score: "Score",
  rank: "Rang",
  fairness: "Jeu loyal",
  commitment: "Engagement sur la graine (affiché dès le début)",
  seedRevealed: "Graine {seed}, sel {salt}",
  fairChecking: "Vérification…",
  fairOk: "Vérifié dans votre navigateur : SHA-256(sel:graine) égale l'engagement.",
  fairBad: "Écart : SHA-256(sel:graine) vaut {digest}, pas l'engagement !",
  fairPending: "La graine et son sel sont révélés à la fin de la partie.",
  fairNoCrypto: "Cette page n'est pas dans un contexte sécurisé : WebCrypto ne peut vérifier.",
  seedChosen: "Le créateur a choisi la graine de cette partie.",
  replay: "Revoir la partie",
  replayStep: "Étape {n} sur {total}",
  first: "Début",
  previous: "Précédent",
  next: "Suivant",
  last: "Fin",
  roundScored: "Décompte de la manche",
  resign: "Abandonner",
  confirmResign: "Abandonner cette partie ? L'IA jouera votre place.",
  rematch: "Revanche",
  notFound: "Cette partie n'existe pas.",
  unknownPage: "Cette page n'existe pas.",
  tokenGone: "Le jeton de cette place n'est plus valable ici ; vous regardez.",
  ev_seat_joined: "{name} prend place.",
  ev_match_started: "La partie commence.",
  ev_seat_resigned: "{name} abandonne : l'IA joue sa place désormais.",
  ev_match_forfeited: "La partie finit sur un abandon : {name} gagne.",
  ev_rematch_created: "Une revanche est prête.",
  ev_turn_timed_out: "{name} a dépassé son temps : l'IA a joué le tour.",
  ev_seat_replaced_by_ai: "{name} a trop souvent dépassé son temps : l'IA prend sa place.",
  ev_move_played: "{name} a joué {move}.",
  ev_round_scored: "La manche est décomptée.",
  ev_ratings_updated: "Les cotes des joueurs sont mises à jour.",
  playNow: "Jouer maintenant",
  playNowRated: "Classée",
  playNowHint: "Retrouvez d'autres joueurs (ou l'IA) tout de suite, sous le nom {name}.",
  playNowHintNew: "Retrouvez d'autres joueurs (ou l'IA) tout de suite.",
  playNowTitle: "Jouer maintenant : {game}",
  ratedMatch: "Une partie classée : votre classement dans ce jeu suit son résultat.",
  unratedMatch: "Une partie non classée : les classements ne changent pas.",
  waited: "Attente",
  cancelSearch: "Annuler",
  aiNow: "Jouer contre l'IA maintenant",
  aiOffered: "Personne de votre niveau ne cherche en ce moment ; des IA de votre niveau peuvent compléter la partie tout de suite.",
  aiComing: "Des IA de votre niveau prennent les places libres si personne ne vient.",
  searchAgain: "Chercher à nouveau",
  backToMatch: "Revenir à cette partie",
  playUnratedInstead: "Jouer une partie non classée",
  ticketOpening: "La recherche commence…",
  ticketSearching: "Recherche de joueurs…",
  ticketMatched: "Partie trouvée !",
  ticketCancelled: "Recherche annulée.",
  ticketExpired: "Aucune partie trouvée à temps.",
  ticketFailed: "La recherche n'a pas pu commencer.",
  playersExactly: "{n} joueurs",
  searchPlayers: "Joueurs",
  searchKind: "Partie",
  searchYourRating: "Votre classement",
  searchWindow: "Fenêtre de classement",
  searchWindowWidening: "joueurs à ±{gap} points de votre niveau, et {rate} de plus chaque seconde",
  searchWindowFixed: "joueurs à ±{gap} points de votre niveau",
  playingAsName: "Vous jouez sous le nom",
  chooseName: "Choisir votre nom",
  yourNameHint: "Votre nom, tel que les autres joueurs le verront",
  changeNameLabel: "Modifier votre nom",
  saveName: "Enregistrer",
  nameRefused: "Ce nom ne peut pas être utilisé : {reason}",
  leaderboard: "Classement",
  leaderboardTitle: "Classement : {game}",
  leaderboardEmpty: "Personne n'est classé encore : les niveaux d'IA y figurent une fois calibrés, un joueur après sa première partie classée.",
  leaderboardNote: "Les niveaux d'IA et les joueurs d'au moins une partie classée de ce jeu, la meilleure cote d'abord. La cote d'un joueur reste provisoire pendant ses premières parties classées ; celle d'un niveau d'IA est fixée par son calibrage.",
  player: "Joueur",
  rating: "Cote",
  matches: "Parties",
  bot: "bot",
  provisional: "provisoire",
  playerTitle: "Joueur : {name}",
  joined: "Joue depuis le {date}",
  ratings: "Cotes",
  noRatings: "Aucune partie classée encore.",
  recentMatches: "Parties récentes",
  // A player's record and rating history in a game (player.ts, rating_chart.ts).
  record: "Bilan",
  ratedMatches: "Parties classées",
  wins_col: "Victoires",
  placeN: "Place {n}",
  historyEmpty: "Aucune partie classée enregistrée encore.",
  historyBefore: "Les parties de cette cote ont été jouées avant que le service garde le bilan de chaque partie : les prochaines parties classées s'afficheront ici.",
  ratingHistory: "Parties classées, la plus récente d'abord",
  ratingChartTitle: "{game} : cote après chaque partie classée",
  ratingChartNote: "Un point par partie classée, de la plus ancienne à la plus récente ; un point creux n'a pas compté (un adversaire était encore provisoire).",
  ratingChartSummary: "Parties classées : {count}. Cote de {first} à {last} ; au plus bas {min}, au plus haut {max}.",
  ratingPointTitle: "{date} : {rating} ({change})",
  date: "Date",
  place: "Place",
  change: "Écart",
  placeOf: "{place} sur {seats}",
  notCounted: "non comptée",
  aiLevel: "niveau d'IA",
  noMatches: "Aucune partie encore.",
  game: "Jeu",
  status: "État",
  yourPlayer: "Votre joueur",
  ratingChange: "Évolution de la cote",
  ratingAborted: "Partie non classée : un joueur est parti avant d'avoir joué quelques coups.",
  unrated: "non classé",
  // The match page's board line, rounds, end banner, seat colours and names (issue 33).
  justNow: "À l'instant :",
  seatWaiting: "en attente d'un joueur",
  joinInvite: "Une place est libre : rejoignez la partie pour jouer, ou regardez.",
  roundN: "Manche {n}",
  raceN: "Course {n}",
  finalScore: "Score final",
  total: "Total",
  everyRound: "Toutes les manches",
  youWin: "Vous gagnez",
  youShareWin: "Vous partagez la victoire avec {names}",
  wins: "{names} gagne",
  shareWin: "{names} se partagent la victoire",
  winByResign: "{name} a abandonné",
  outcome: "{who} : {why}.",
  labelled: "{label} : {value}",
  namePlaceholder: "le nom que verront les autres",
  ev_seat_joined_you: "Vous prenez place.",
  ev_seat_resigned_you: "Vous abandonnez : l'IA joue votre place désormais.",
  ev_match_forfeited_you: "La partie finit sur un abandon : vous gagnez.",
  ev_turn_timed_out_you: "Vous avez dépassé votre temps : l'IA a joué votre tour.",
  ev_seat_replaced_by_ai_you: "Vous avez trop souvent dépassé votre temps : l'IA prend votre place.",
  ev_move_played_you: "Vous avez joué {move}.",
  scoreSoFar: "score actuel {n}",
  pcStanding: "{home}/{needed} au centre · {squares}/{total} cases",
};

export const t = localize<Key>(EN, FR);
