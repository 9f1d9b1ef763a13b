"""The counter-based match RNG: determinism, ranges, rough uniformity, derived streams,
shuffles. Every statistical check uses a fixed seed, so it is deterministic (never flaky);
the bounds are loose enough to hold for any reasonable generator."""

import copy
import itertools
import json
from collections import Counter

import pytest

from engines import rng


def draws(seed: int, bound: int, count: int) -> list[int]:
    stream = rng.new_rng(seed)
    return [rng.draw(stream, bound) for _ in range(count)]


def chi_square(counts: Counter, categories: list, total: int) -> float:
    expected = total / len(categories)
    return sum((counts[c] - expected) ** 2 / expected for c in categories)


# --- determinism ---------------------------------------------------------------------------
def test_new_rng_is_plain_json_data():
    stream = rng.new_rng(42)
    assert stream == {"seed": 42, "n": 0}
    assert json.loads(json.dumps(stream)) == stream


@pytest.mark.parametrize("seed", [0, 1, 42, rng.SEED_LIMIT - 1])
def test_same_seed_same_sequence(seed):
    assert draws(seed, 6, 200) == draws(seed, 6, 200)
    a, b = rng.new_rng(seed), rng.new_rng(seed)
    assert [rng.roll_die(a) for _ in range(50)] == [rng.roll_die(b) for _ in range(50)]
    assert a == b


def test_different_seeds_give_different_sequences():
    sequences = {tuple(draws(seed, 6, 30)) for seed in range(50)}
    assert len(sequences) == 50


def test_draw_advances_the_counter():
    stream = rng.new_rng(7)
    for i in range(1, 20):
        rng.draw(stream, 6)
        assert stream["seed"] == 7
        assert stream["n"] >= i


def test_draw_k_is_a_pure_function_of_seed_and_counter():
    """The state is only (seed, n): a stream restored from JSON mid-way continues the same."""
    stream = rng.new_rng(99)
    head = [rng.draw(stream, 1000) for _ in range(10)]
    saved = json.loads(json.dumps(stream))
    tail = [rng.draw(stream, 1000) for _ in range(10)]
    assert [rng.draw(saved, 1000) for _ in range(10)] == tail
    assert head != tail
    jumped = {"seed": 99, "n": 5}  # start directly at draw 5
    assert rng.draw(jumped, 1000) == head[5]


# --- range and uniformity ------------------------------------------------------------------
@pytest.mark.parametrize("bound", [1, 2, 3, 5, 6, 7, 10, 52, 1000, 2**40])
def test_draw_stays_in_range(bound):
    values = draws(1234, bound, 500)
    assert all(isinstance(v, int) and 0 <= v < bound for v in values)
    if bound == 1:
        assert set(values) == {0}
    elif bound <= 10:
        assert set(values) == set(range(bound))


def test_roll_die_in_one_to_six_and_roughly_uniform():
    stream = rng.new_rng(2024)
    total = 60_000
    counts = Counter(rng.roll_die(stream) for _ in range(total))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    # 5 degrees of freedom: P(chi2 > 40) is about 1e-7; the seed is fixed anyway.
    assert chi_square(counts, [1, 2, 3, 4, 5, 6], total) < 40
    assert all(abs(counts[v] - total / 6) < total / 6 * 0.05 for v in range(1, 7))


@pytest.mark.parametrize("bound", [2, 7, 10])
def test_draw_roughly_uniform(bound):
    total = 20_000
    counts = Counter(draws(31337, bound, total))
    # generous: mean of chi2 is bound - 1
    assert chi_square(counts, list(range(bound)), total) < 10 * bound + 20


def test_successive_rolls_are_not_trivially_correlated():
    stream = rng.new_rng(555)
    rolls = [rng.roll_die(stream) for _ in range(30_001)]
    pairs = Counter(itertools.pairwise(rolls))
    cells = list(itertools.product(range(1, 7), repeat=2))
    # 35 degrees of freedom; mean 35, the bound is very loose.
    assert chi_square(pairs, cells, 30_000) < 120


def test_low_bit_seeds_are_not_correlated():
    """Neighbouring seeds (0, 1, 2...) must not give the same first rolls."""
    firsts = Counter(rng.roll_die(rng.new_rng(seed)) for seed in range(6000))
    assert chi_square(firsts, [1, 2, 3, 4, 5, 6], 6000) < 40


# --- derived streams -----------------------------------------------------------------------
def test_derived_stream_does_not_advance_the_parent():
    parent = rng.new_rng(77)
    rng.draw(parent, 6)
    before = copy.deepcopy(parent)
    child = rng.derived(parent, 3)
    for _ in range(100):
        rng.draw(child, 6)
    assert parent == before
    # the parent's next draws are exactly what they would have been without the child
    untouched = copy.deepcopy(before)
    assert [rng.draw(parent, 100) for _ in range(20)] == [
        rng.draw(untouched, 100) for _ in range(20)
    ]


def test_derived_streams_are_deterministic_and_distinct():
    parent = rng.new_rng(77)
    a = rng.derived(parent, 1)
    b = rng.derived(copy.deepcopy(parent), 1)
    assert a == b and a["n"] == 0
    seq = [rng.draw(a, 1000) for _ in range(20)]
    assert seq == [rng.draw(b, 1000) for _ in range(20)]
    other_salt = rng.derived(parent, 2)
    assert [rng.draw(other_salt, 1000) for _ in range(20)] != seq
    continuation = copy.deepcopy(parent)  # the parent's own next draws are another stream
    assert [rng.draw(continuation, 1000) for _ in range(20)] != seq


def test_derived_stream_depends_on_the_parent_counter():
    parent = rng.new_rng(5)
    first = rng.derived(parent, 0)
    rng.draw(parent, 6)
    second = rng.derived(parent, 0)
    assert first != second
    assert [rng.draw(first, 1000) for _ in range(10)] != [rng.draw(second, 1000) for _ in range(10)]


# --- shuffle -------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [0, 1, 2, 5, 52])
def test_shuffle_is_a_permutation(size):
    stream = rng.new_rng(8)
    items = list(range(size))
    rng.shuffle(stream, items)
    assert sorted(items) == list(range(size))


def test_shuffle_is_deterministic_and_seed_dependent():
    def shuffled(seed):
        items = list(range(20))
        rng.shuffle(rng.new_rng(seed), items)
        return items

    assert shuffled(3) == shuffled(3)
    assert len({tuple(shuffled(seed)) for seed in range(20)}) == 20
    assert shuffled(3) != list(range(20))


def test_shuffle_reaches_every_permutation_evenly():
    stream = rng.new_rng(11)
    counts = Counter()
    total = 6000
    for _ in range(total):
        items = ["a", "b", "c"]
        rng.shuffle(stream, items)
        counts[tuple(items)] += 1
    perms = list(itertools.permutations(["a", "b", "c"]))
    assert set(counts) == set(perms)
    assert chi_square(counts, perms, total) < 40
