// A problem the server answered, said as a player hears it, in the page's language. The
// server's `detail` is written for developers (and in English); the page words each code a
// player can meet, and the problem's `code` stays on the alert for tests (data-code).
import { localize } from "./i18n.js";
import type { Problem } from "./types.js";

const say = localize({
  stale_version: "The match moved on while you were choosing; here it is now.",
  not_your_turn: "It is not your turn now; here is the match as it stands.",
  illegal_move: "That move is not allowed now; here is the match as it stands.",
  match_finished: "The match is over.",
  match_not_finished: "The match is not over yet.",
  seat_taken: "That seat is taken already.",
  already_seated: "You already hold a seat in a match that is not over.",
  invalid_options: "Some options are not valid for this game.",
  validation_error: "Something in the form is not valid: {detail}",
  unauthorized: "This seat's pass is not valid here.",
  forbidden: "This seat belongs to another match.",
  match_not_found: "There is no such match.",
  player_not_found: "There is no such player.",
  unknown_game: "There is no such game.",
  rate_limited: "Too many requests at once: wait a moment and try again.",
  quota_exceeded: "Too many matches at once: finish one first.",
  unavailable: "The server is busy: try again in a moment.",
  network_error: "The server could not be reached: check the connection and try again.",
  ticket_exists: "You are already looking for a match of this game.",
  ticket_not_found: "This search is over.",
  ticket_matched: "A match was found for this search.",
  sign_in_required: "Rated matches here are for signed-in players.",
  fallback: "The server said: {detail}",
}, {
  stale_version: "La partie a avancé pendant que vous choisissiez ; la voici maintenant.",
  not_your_turn: "Ce n'est pas à vous de jouer ; voici la partie où elle en est.",
  illegal_move: "Ce coup n'est pas permis maintenant ; voici la partie où elle en est.",
  match_finished: "La partie est finie.",
  match_not_finished: "La partie n'est pas encore finie.",
  seat_taken: "Cette place est déjà prise.",
  already_seated: "Vous avez déjà une place dans une partie en cours.",
  invalid_options: "Certaines options ne conviennent pas à ce jeu.",
  validation_error: "Le formulaire contient une valeur non valable.",
  unauthorized: "Le jeton de cette place n'est pas valable ici.",
  forbidden: "Cette place appartient à une autre partie.",
  match_not_found: "Cette partie n'existe pas.",
  player_not_found: "Ce joueur n'existe pas.",
  unknown_game: "Ce jeu n'existe pas.",
  rate_limited: "Trop de demandes à la fois : patientez un instant et réessayez.",
  quota_exceeded: "Trop de parties à la fois : finissez-en une d'abord.",
  unavailable: "Le serveur est occupé : réessayez dans un instant.",
  network_error: "Le serveur est injoignable : vérifiez la connexion et réessayez.",
  ticket_exists: "Vous cherchez déjà une partie de ce jeu.",
  ticket_not_found: "Cette recherche est terminée.",
  ticket_matched: "Une partie a été trouvée pour cette recherche.",
  sign_in_required: "Ici, les parties classées sont réservées aux joueurs connectés.",
  fallback: "Le serveur a refusé la demande (code {code}).",
});

type Code = Exclude<Parameters<typeof say>[0], "fallback">;
const CODES: readonly Code[] = ["stale_version", "not_your_turn", "illegal_move",
  "match_finished", "match_not_finished", "seat_taken", "already_seated", "invalid_options",
  "validation_error", "unauthorized", "forbidden", "match_not_found", "player_not_found",
  "unknown_game", "rate_limited", "quota_exceeded", "unavailable", "network_error",
  "ticket_exists", "ticket_not_found", "ticket_matched", "sign_in_required"];

function isCode(code: string): code is Code {
  return (CODES as readonly string[]).includes(code);
}

/** The problem in a player's words (the page's language). */
export function problemText(problem: Problem): string {
  const code = problem.code;
  return isCode(code) ? say(code, { detail: problem.detail })
    : say("fallback", { detail: problem.detail, code: problem.code });
}
