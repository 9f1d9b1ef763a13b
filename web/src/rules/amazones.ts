// Amazones' "How to play": the goal, a joust, the end, and how men and bonuses score.
import { h } from "../dom.js";
import { localize } from "../i18n.js";
import { AMAZONES } from "./numbers.js";
import { list, part, signed } from "./read.js";

const say = localize({
  goal: "Each princess bids her warrior cards in jousts to win tiles — heads, torsos and "
    + "legs — and assembles men from them. Only finished men score; the highest score wins.",
  material: "Each player starts with the 11 cards of her colour ({cards}); hands mix as cards "
    + "change hands. Each part has a pile of 12 tiles ({tiles}); only the top tile of a pile "
    + "is visible.",
  joustTitle: "A joust",
  firstBid: "First bid, in turn: lay face up any number of cards of one colour (none: pass).",
  secondBid: "Second bid, in turn: add one card face down (of the same colour), take one "
    + "face-up card back, or keep your bid.",
  reveal: "Reveal: each bid's total counts. Equal totals take their cards back and drop out; "
    + "the highest total wins, the next is the runner-up (the dauphine).",
  tiles: "Tiles: the winner takes 2 visible tiles, one at a time, the runner-up 1. Each tile is "
    + "placed at once in front of any player: on a man missing that part, or as a new man. "
    + "Nobody may have more than {max} unfinished men; a tile that fits nowhere is discarded. "
    + "With no winner, the top tile of every pile is discarded.",
  cards: "Cards change hands: the winner takes the runner-up's bid, the runner-up the third's, "
    + "and so on; the last ranked takes the winner's.",
  end: "The game ends at once when a second pile runs out.",
  scoringTitle: "Scoring",
  men: "A finished man (head, torso and legs) is worth the sum of its 3 tiles; a player scores "
    + "the sum of her finished men. Unfinished men score nothing.",
  best: "{bonus} for each man of the highest value on the table (two such men: twice).",
  worst: "{bonus} for each man of the lowest value on the table.",
  most: "{bonus} for each player with the most finished men.",
  single: "A single finished man on the table is both the finest and the ugliest.",
}, {
  goal: "Chaque princesse mise ses cartes de guerrières en joutes pour gagner des tuiles — "
    + "têtes, torses et jambes — et en assembler des mâles. Seuls les mâles terminés comptent ; "
    + "le plus haut score gagne.",
  material: "Chaque joueuse commence avec les 11 cartes de sa couleur ({cards}) ; les mains se "
    + "mélangent au fil des joutes. Chaque partie du corps a une pile de 12 tuiles ({tiles}) ; "
    + "seule la tuile du dessus est visible.",
  joustTitle: "Une joute",
  firstBid: "Première mise, chacune à son tour : posez face visible autant de cartes d'une "
    + "seule couleur que vous voulez (aucune : vous passez).",
  secondBid: "Seconde mise, chacune à son tour : ajoutez une carte face cachée (de la même "
    + "couleur), reprenez une carte visible, ou gardez votre mise.",
  reveal: "Révélation : chaque mise vaut son total. Les totaux égaux reprennent leurs cartes "
    + "et sortent de la joute ; le plus haut total gagne, le suivant est la dauphine.",
  tiles: "Tuiles : la gagnante prend 2 tuiles visibles, une à une, la dauphine 1. Chaque tuile "
    + "est posée aussitôt devant n'importe quelle joueuse : sur un mâle à qui cette partie "
    + "manque, ou en nouveau mâle. Personne ne peut avoir plus de {max} mâles inachevés ; une "
    + "tuile qui ne va nulle part est défaussée. Sans gagnante, la tuile du dessus de chaque "
    + "pile est défaussée.",
  cards: "Les cartes changent de main : la gagnante prend la mise de la dauphine, la dauphine "
    + "celle de la troisième, et ainsi de suite ; la dernière classée prend celle de la "
    + "gagnante.",
  end: "La partie s'arrête aussitôt qu'une deuxième pile est vide.",
  scoringTitle: "Décompte",
  men: "Un mâle terminé (tête, torse et jambes) vaut la somme de ses 3 tuiles ; une joueuse "
    + "marque la somme de ses mâles terminés. Les mâles inachevés ne comptent pas.",
  best: "{bonus} pour chaque mâle de la plus haute valeur de la table (deux tels mâles : deux "
    + "fois).",
  worst: "{bonus} pour chaque mâle de la plus basse valeur de la table.",
  most: "{bonus} pour chaque joueuse qui a le plus de mâles terminés.",
  single: "Un seul mâle terminé sur la table est à la fois le plus beau et le plus moche.",
});

export function amazonesRules(): HTMLElement[] {
  const numbers = (values: readonly number[]) => values.map(signed).join(", ");
  return [
    h("p", { class: "rules-goal" }, say("goal")),
    h("p", {}, say("material", { cards: AMAZONES.cardValues.map(String).join(", ")
      .replaceAll("-", "−"), tiles: numbers(AMAZONES.tileValues) })),
    part(say("joustTitle"), list([say("firstBid"), say("secondBid"), say("reveal"),
      say("tiles", { max: AMAZONES.maxUnfinished }), say("cards")], true), h("p", {}, say("end"))),
    part(say("scoringTitle"), h("p", {}, say("men")), h("ul", { "data-testid": "rules-bonuses" },
      h("li", { "data-bonus": AMAZONES.bestManBonus }, say("best",
        { bonus: signed(AMAZONES.bestManBonus) })),
      h("li", { "data-bonus": AMAZONES.worstManMalus }, say("worst",
        { bonus: signed(AMAZONES.worstManMalus) })),
      h("li", { "data-bonus": AMAZONES.mostMenBonus }, say("most",
        { bonus: signed(AMAZONES.mostMenBonus) }))), h("p", {}, say("single"))),
  ];
}
