"""Counter-based seeded randomness kept inside a match's state.

The state carries only ``{"seed": s, "n": k}``: draw k is a pure function of (s, k), so a
match replays exactly from its seed and moves, and the state stays a few bytes long.
"""

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
SEED_LIMIT = 1 << 53  # seeds stay exact in JavaScript clients


def _mix(x: int) -> int:
    """splitmix64's finaliser: a bijection on 64-bit words with good avalanche."""
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
    x = (x ^ (x >> 27)) * 0x94D049BB133111EB & _MASK
    return x ^ (x >> 31)


def new_rng(seed: int) -> dict:
    return {"seed": seed, "n": 0}


def _word(seed: int, n: int) -> int:
    return _mix((seed * _GOLDEN + (n + 1) * 0xD1B54A32D192ED03) & _MASK)


def draw(rng: dict, bound: int) -> int:
    """A uniform integer in ``range(bound)``; advances ``rng`` in place (unbiased by rejection)."""
    limit = (1 << 64) - (1 << 64) % bound
    while True:
        x = _word(rng["seed"], rng["n"])
        rng["n"] += 1
        if x < limit:
            return x % bound


def roll_die(rng: dict) -> int:
    return draw(rng, 6) + 1


def shuffle(rng: dict, items: list) -> None:
    """Fisher-Yates in place."""
    for i in range(len(items) - 1, 0, -1):
        j = draw(rng, i + 1)
        items[i], items[j] = items[j], items[i]


def derived(rng: dict, *salt: int) -> dict:
    """An independent stream for a side purpose (an AI's choices): drawing from it never
    disturbs the match's own dice, so replays only need the moves actually played."""
    seed = rng["seed"]
    for s in (rng["n"], *salt):
        seed = _mix((seed ^ (s * _GOLDEN)) & _MASK)
    return new_rng(seed)
