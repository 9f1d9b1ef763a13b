"""Arena statistics: Wilson intervals against published values, and the Elo fit."""

import math
import random

import pytest

from engines.stats import (
    bradley_terry,
    elo,
    expected_score,
    pair_points,
    pairwise_points,
    wilson,
)


def _result(ranking, winners=None, scores=None):
    winners = [ranking[0]] if winners is None else winners
    scores = scores or {str(p): len(ranking) - i for i, p in enumerate(ranking)}
    return {"ranking": ranking, "winners": winners, "scores": scores}


# Newcombe (1998), "Two-sided confidence intervals for the single proportion", table I,
# method 3 (Wilson score, no continuity correction), and the textbook 5/10.
@pytest.mark.parametrize(("successes", "n", "lo", "hi"), [
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
    (5, 10, 0.2366, 0.7634),
])
def test_wilson_known_values(successes, n, lo, hi):
    got = wilson(successes, n)
    assert got == pytest.approx((lo, hi), abs=5e-5)


def test_wilson_edges():
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(10, 10)
    assert hi == 1.0 and lo == pytest.approx(0.7225, abs=5e-5)
    assert wilson(0, 10)[0] == 0.0
    # symmetric: k of n successes mirrors n - k, and fractional successes (shared wins) work
    lo, hi = wilson(2.5, 7)
    lo2, hi2 = wilson(4.5, 7)
    assert (lo, hi) == pytest.approx((1 - hi2, 1 - lo2))
    assert 0 <= lo < 2.5 / 7 < hi <= 1
    with pytest.raises(ValueError):
        wilson(11, 10)


def test_wilson_narrows_with_more_trials():
    widths = [(lambda iv: iv[1] - iv[0])(wilson(n / 2, n)) for n in (10, 100, 1000)]
    assert widths[0] > widths[1] > widths[2]


def test_pair_points_shared_wins_and_equal_scores_are_draws():
    shared = _result([1, 0, 2], winners=[1, 0], scores={"0": 5, "1": 5, "2": 1})
    assert pair_points(shared, 0, 1) == pair_points(shared, 1, 0) == 0.5
    assert pair_points(shared, 0, 2) == 1.0 and pair_points(shared, 2, 1) == 0.0
    # neither a winner: equal scores draw, else the ranking decides
    losers = _result([2, 0, 1, 3], scores={"2": 4, "0": 1, "1": 1, "3": 0})
    assert pair_points(losers, 0, 1) == 0.5
    assert pair_points(losers, 1, 3) == 1.0 and pair_points(losers, 3, 0) == 0.0


def test_elo_orders_players_by_results():
    rng = random.Random(7)
    strength = [3.0, 1.0, 0.3]
    results = []
    for _ in range(600):
        # a random full ranking, better players more likely first (Plackett–Luce draws)
        left, ranking = [0, 1, 2], []
        while left:
            pick = rng.choices(left, weights=[strength[p] for p in left])[0]
            ranking.append(pick)
            left.remove(pick)
        results.append(_result(ranking))
    ratings = elo(results, 3)
    assert ratings[0] > ratings[1] > ratings[2]
    assert sum(ratings) / 3 == pytest.approx(1500)
    # the fitted expectation is close to the true pairwise probability for a Plackett–Luce
    # pair (0 ahead of 1 with probability 3/4)
    assert expected_score(ratings[0], ratings[1]) == pytest.approx(0.75, abs=0.06)


def test_elo_symmetry():
    a_wins, b_wins = _result([0, 1]), _result([1, 0])
    assert elo([a_wins] * 3 + [b_wins] * 3, 2) == pytest.approx([1500, 1500])
    up, down = elo([a_wins] * 7 + [b_wins] * 2, 2)
    down2, up2 = elo([b_wins] * 7 + [a_wins] * 2, 2)
    assert (up, down) == pytest.approx((up2, down2))
    assert up - 1500 == pytest.approx(1500 - down)
    # relabelling players permutes ratings
    three = [_result([0, 1, 2]), _result([1, 0, 2]), _result([0, 2, 1])]
    relabel = {0: 2, 1: 0, 2: 1}
    moved = [_result([relabel[p] for p in r["ranking"]]) for r in three]
    before, after = elo(three, 3), elo(moved, 3)
    assert [after[relabel[p]] for p in range(3)] == pytest.approx(before)


def test_elo_is_finite_with_perfect_records():
    always = [_result([0, 1, 2])] * 50
    ratings = elo(always, 3)
    assert all(math.isfinite(r) for r in ratings)
    assert ratings[0] > ratings[1] > ratings[2]
    # with no prior, a perfect record has no finite maximum-likelihood rating
    with pytest.raises(ValueError):
        bradley_terry(pairwise_points(always, 3), prior_draws=0)
    # the prior of one draw per pair: 50 wins + 0.5 against 0.5 → strength ratio 101
    two = elo([_result([0, 1])] * 50, 2)
    assert two[0] - two[1] == pytest.approx(400 * math.log10(101))


def test_elo_without_results_is_the_mean_and_a_single_player_is_1500():
    assert elo([], 4) == [1500.0] * 4
    assert elo([], 1) == [1500.0]
    assert elo([], 0) == []


def test_elo_is_independent_of_match_order():
    rng = random.Random(3)
    results = []
    for _ in range(200):
        ranking = rng.sample(range(4), 4)
        winners = ranking[:2] if rng.random() < 0.1 else ranking[:1]
        results.append(_result(ranking, winners=winners))
    reference = elo(results, 4)
    for _ in range(5):
        rng.shuffle(results)
        assert elo(results, 4) == reference  # exactly, not approximately
