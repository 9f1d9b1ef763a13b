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

function fill(text: string, params?: Params): string {
  if (params === undefined) return text;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole);
}

/** A translator over `en` (the keys) and `fr` (the same keys): `t("key", {n: 3})`. */
export function localize<K extends string>(en: Record<K, string>, fr: Record<K, string>):
(key: K, params?: Params) => string {
  return (key, params) => fill((current === "fr" ? fr : en)[key], params);
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
  winners: "Winner(s): {names}",
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
  problem: "The server said: {detail}",
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
  winners: "Gagnant(s) : {names}",
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
  replay: "Rejouer",
  replayStep: "Étape {n} sur {total}",
  first: "Début",
  previous: "Précédent",
  next: "Suivant",
  last: "Fin",
  roundScored: "Décompte de la manche",
  problem: "Le serveur a répondu : {detail}",
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
};

export const t = localize<Key>(EN, FR);
