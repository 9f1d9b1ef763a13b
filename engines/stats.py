"""Statistics for AI-versus-AI arenas: confidence intervals and Elo ratings (pure math).

Results are the games' own `{ranking, scores, winners}`, with seats already mapped to the
arena's players. Between two players of one match:

- both winners (a shared win) → a draw, half a point each;
- one winner → she beats the other;
- neither a winner → equal scores are a draw, else the better-ranked one beats the other.

Elo comes from a Bradley–Terry fit of those pairwise points (strengths by the MM algorithm,
then `1500 + 400·log10(strength / geometric mean)`), so the Elo expectation
`1 / (1 + 10^((Rb − Ra)/400))` is the fitted probability that A beats B. The fit depends only
on the totals of points (sums of halves and ones, exact in floating point): it is
deterministic and independent of the order of the matches. A prior of one virtual draw
between every two players keeps ratings finite for players that always win or always lose.
"""

import math
from collections.abc import Iterable

ELO_BASE = 1500.0
ELO_SCALE = 400.0
PRIOR_DRAWS = 1.0
_TOLERANCE = 1e-12
_MAX_ITERATIONS = 100_000


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion of `successes` in `n` trials (successes may be
    fractional: a win shared by k players counts 1/k). (0, 1) when n is 0."""
    if n <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= n:
        raise ValueError("successes must lie within 0..n")
    p = successes / n
    z2 = z * z
    denominator = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def pair_points(result: dict, a: int, b: int) -> float:
    """Points of player `a` against player `b` in one result: 1, 0.5 or 0."""
    winners = set(result["winners"])
    if a in winners or b in winners:
        if a in winners and b in winners:
            return 0.5
        return 1.0 if a in winners else 0.0
    scores = result["scores"]
    if scores.get(str(a)) == scores.get(str(b)):
        return 0.5
    ranking = result["ranking"]
    return 1.0 if ranking.index(a) < ranking.index(b) else 0.0


def pairwise_points(results: Iterable[dict], players: int) -> list[list[float]]:
    """points[i][j]: what i scored against j over all results (points[i][j] + points[j][i]
    is the number of matches both played)."""
    points = [[0.0] * players for _ in range(players)]
    for result in results:
        present = [p for p in result["ranking"] if 0 <= p < players]
        for i, a in enumerate(present):
            for b in present[i + 1:]:
                won = pair_points(result, a, b)
                points[a][b] += won
                points[b][a] += 1.0 - won
    return points


def bradley_terry(points: list[list[float]], prior_draws: float = PRIOR_DRAWS) -> list[float]:
    """Bradley–Terry strengths (geometric mean 1) from pairwise points, by the MM algorithm
    (Hunter 2004), with `prior_draws` virtual draws between every two players."""
    n = len(points)
    if n == 0:
        return []
    wins = [[points[i][j] + prior_draws / 2 if i != j else 0.0 for j in range(n)]
            for i in range(n)]
    games = [[wins[i][j] + wins[j][i] for j in range(n)] for i in range(n)]
    total_wins = [sum(row) for row in wins]
    if any(w <= 0 for w in total_wins) and n > 1:
        raise ValueError("every player needs a positive number of points (use a prior)")
    strength = [1.0] * n
    for _ in range(_MAX_ITERATIONS):
        updated = []
        for i in range(n):
            denominator = sum(games[i][j] / (strength[i] + strength[j])
                              for j in range(n) if j != i and games[i][j])
            updated.append(total_wins[i] / denominator if denominator else 1.0)
        log_mean = sum(math.log(s) for s in updated) / n
        updated = [math.exp(math.log(s) - log_mean) for s in updated]
        change = max(abs(math.log(u / s)) for u, s in zip(updated, strength, strict=True))
        strength = updated
        if change < _TOLERANCE:
            break
    return strength


def elo_from_strengths(strengths: list[float]) -> list[float]:
    if not strengths:
        return []
    log_mean = sum(math.log10(s) for s in strengths) / len(strengths)
    return [ELO_BASE + ELO_SCALE * (math.log10(s) - log_mean) for s in strengths]


def elo(results: Iterable[dict], players: int, prior_draws: float = PRIOR_DRAWS) -> list[float]:
    """Elo rating per player (mean 1500) fitted to all results at once."""
    return elo_from_strengths(bradley_terry(pairwise_points(results, players), prior_draws))


def expected_score(rating_a: float, rating_b: float) -> float:
    """The Elo expectation of A against B (what the fit says P(A beats B) is)."""
    return 1.0 / (1.0 + 10 ** ((rating_b - rating_a) / ELO_SCALE))
