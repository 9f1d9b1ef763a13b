// The rules' numbers the engines keep as constants (not options), as the rules panel states
// them. tests/browser/test_web_rules.py reads this file and compares each with its engine.
export const ROYAL_TURF = {
  tokens: [1, 1, 2],
  bluffToken: 0,
  dieFaces: ["tete", "tete", "tete", "fer", "bombe", "selle"],
  finishersToEnd: 3,
} as const;

export const AMAZONES = {
  cardValues: [10, 5, 5, 5, 2, 2, 2, 1, 1, -1, -2],
  tileValues: [4, 4, 3, 3, 2, 2, 1, 1, -1, -2, -3, -4],
  maxUnfinished: 2,
  bestManBonus: 5,
  mostMenBonus: 5,
  worstManMalus: -5,
} as const;

export const PONEY_MON_AMOUR = {
  handSize: 5,
  sellePoints: 5,
  amoursForColere: 2,
  colourBonus: [0, 1, 1, 2, 3, 5, 8],
} as const;
