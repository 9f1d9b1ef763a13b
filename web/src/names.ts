// The games' names, as the games themselves spell them (French in both languages), their
// summaries in the page's language, and the names the server makes (a guest's, an AI seat's)
// in it.
import { frenchTypography, lang, t } from "./i18n.js";
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

// The catalog's summaries are English; the French page says them in French.
const FRENCH_SUMMARIES: Record<Game, string> = {
  "petits-chevaux": "Les petits chevaux : un 6 pour sortir de l'écurie, un tour complet de la "
    + "croix, on capture en arrivant sur un adversaire, puis on monte l'escalier de 1 à 6 "
    + "jusqu'au centre.",
  "royal-turf": "Misez sur trois des sept chevaux, puis faites-les courir : lancez le dé et "
    + "avancez un cheval qui n'a pas encore bougé dans ce tour, de la valeur de sa carte. "
    + "Trois courses ; les gains dépendent de la place et du nombre de mises sur le cheval.",
  amazones: "Des princesses misent des cartes de guerrières en joutes — face visible, puis une "
    + "face cachée — pour gagner des tuiles de têtes, de torses et de jambes et assembler les "
    + "plus beaux mâles ; seuls les mâles terminés comptent.",
  "poney-mon-amour": "Préparez votre poney le premier — Licol, Poney, Pansage, Filet, Tapis, "
    + "Selle — en ralentissant les autres par des problèmes ; les cartes de la couleur de "
    + "votre cavalière rapportent des bonus.",
};

export function gameSummary(game: Game, catalogSummary: string): string {
  return lang() === "fr" ? frenchTypography(FRENCH_SUMMARIES[game]) : catalogSummary;
}

// The server names an AI seat it was not given a name for "AI 2 (greedy)" (a match's seat)
// or "AI (greedy)" (a matchmade one, an AI level's player), and a guest "Guest 0605": said
// again in the page's words. No player's own name reads so: the server refuses names that
// read as an AI's, and a guest's default name is the server's (or this page's) own.
const AI_NAME = /^AI (?:(\d+) )?\((random|greedy|expert)\)$/;
const GUEST_NAME = /^Guest (\d{4})$/;

/** A player's or seat's name as the page shows it, wherever a name is shown. */
export function displayName(name: string): string {
  const guest = GUEST_NAME.exec(name);
  if (guest !== null) return t("guestName", { number: guest[1] ?? "" });
  const parts = AI_NAME.exec(name);
  if (parts === null) return name;
  const [, number, level] = parts;
  const levelName = level === "random" || level === "greedy" || level === "expert"
    ? t(`level_${level}`) : level;
  return `${t("ai")}${number === undefined ? "" : ` ${number}`} (${levelName})`;
}
