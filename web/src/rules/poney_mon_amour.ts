// Poney Mon Amour's "How to play": the goal, a turn (build, attack, defend, discard), the
// problems and their solutions, Amour and Grosse Colère, and the round's scoring.
import { h } from "../dom.js";
import { localize } from "../i18n.js";
import { PROBLEMS, SOLUTIONS, STEPS } from "../games/poney_mon_amour/cards.js";
import { PONEY_MON_AMOUR } from "./numbers.js";
import { list, part } from "./read.js";

const say = localize({
  goal: "Each rider prepares her pony by laying six cards in order on her suite: {steps}. "
    + "The first to lay her Selle wins the round. There are as many rounds as players; the "
    + "highest total wins.",
  turnTitle: "Your turn",
  draw: "Draw until you hold {n} cards: each card from the draw pile or the top of the discard "
    + "pile, your choice.",
  action: "Then do one thing:",
  build: "Build: lay the card numbered one more than the top of your suite (a 1 Licol to "
    + "start), of any suite; or replace your top card by a card of the same number in your "
    + "rider's colour.",
  attack: "Attack: lay a problem (red) or a Grosse Colère (black) on an opponent who has her "
    + "2 Poney and no problem already. While a problem lies on a suite, its rider cannot build.",
  defend: "Defend, or help: lay the matching solution (green, same number) or an Amour on a "
    + "problem, on any suite. A Grosse Colère needs {amours} Amour, one per turn.",
  discard: "Discard: lay one card face up on the discard pile.",
  problemsTitle: "Problems and their solutions",
  problem: "Problem",
  solution: "Solution",
  scoringTitle: "Scoring, each round",
  selle: "Laying your 6 Selle ends the round: +{points} points.",
  bonus: "Every rider then scores a bonus for the cards of her own colour in her suite "
    + "(neutral cards count for nobody):",
  cards: "Cards of her colour",
  points: "Bonus",
}, {
  goal: "Chaque cavalière prépare son poney en posant six cartes dans l'ordre sur sa suite : "
    + "{steps}. La première à poser sa Selle gagne la manche. Il y a autant de manches que de "
    + "joueuses ; le plus haut total gagne.",
  turnTitle: "Votre tour",
  draw: "Piochez jusqu'à avoir {n} cartes : chaque carte de la pioche ou du dessus de la "
    + "défausse, à votre choix.",
  action: "Puis faites une seule chose :",
  build: "Construire : posez la carte qui suit le haut de votre suite (un 1 Licol pour "
    + "commencer), de n'importe quelle suite ; ou remplacez la carte du haut par une carte du "
    + "même numéro de la couleur de votre cavalière.",
  attack: "Attaquer : posez un problème (rouge) ou une Grosse Colère (noire) sur une "
    + "adversaire qui a son 2 Poney et pas déjà de problème. Tant qu'un problème est sur sa "
    + "suite, sa cavalière ne peut pas construire.",
  defend: "Défendre, ou aider : posez la solution du même numéro (verte) ou un Amour sur un "
    + "problème, sur n'importe quelle suite. Une Grosse Colère demande {amours} Amour, un par tour.",
  discard: "Défausser : posez une carte face visible sur la défausse.",
  problemsTitle: "Les problèmes et leurs solutions",
  problem: "Problème",
  solution: "Solution",
  scoringTitle: "Décompte, à chaque manche",
  selle: "Poser votre 6 Selle finit la manche : +{points} points.",
  bonus: "Chaque cavalière marque ensuite un bonus selon les cartes de sa couleur dans sa suite "
    + "(les cartes neutres ne comptent pour personne) :",
  cards: "Cartes de sa couleur",
  points: "Bonus",
});

function problemsTable(): HTMLElement {
  return h("table", { class: "rules-problems" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "#"),
      h("th", { scope: "col" }, say("problem")), h("th", { scope: "col" }, say("solution")))),
    h("tbody", {}, ...PROBLEMS.map((problem, index) => h("tr", {},
      h("th", { scope: "row" }, String(index + 1)), h("td", {}, problem),
      h("td", {}, SOLUTIONS[index] ?? "")))));
}

function bonusTable(): HTMLElement {
  return h("table", { class: "rules-bonus", "data-testid": "rules-colour-bonus" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, say("cards")),
      h("th", { scope: "col" }, say("points")))),
    h("tbody", {}, ...PONEY_MON_AMOUR.colourBonus.map((points, cards) => h("tr", {},
      h("th", { scope: "row" }, String(cards)),
      h("td", { "data-cards": cards, "data-points": points }, `+${points}`)))));
}

export function poneyMonAmourRules(): HTMLElement[] {
  const steps = STEPS.map((name, index) => `${index + 1} ${name}`).join(", ");
  return [
    h("p", { class: "rules-goal" }, say("goal", { steps })),
    part(say("turnTitle"), h("p", {}, say("draw", { n: PONEY_MON_AMOUR.handSize })),
      h("p", {}, say("action")),
      list([say("build"), say("attack"), say("defend", { amours: PONEY_MON_AMOUR.amoursForColere }), say("discard")])),
    part(say("problemsTitle"), problemsTable()),
    part(say("scoringTitle"), h("p", { "data-testid": "rules-selle",
      "data-points": PONEY_MON_AMOUR.sellePoints },
    say("selle", { points: PONEY_MON_AMOUR.sellePoints })), h("p", {}, say("bonus")),
    bonusTable()),
  ];
}
