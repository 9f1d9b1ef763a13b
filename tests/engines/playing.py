"""What the engines' property tests share."""


def pick_move(legal: list[dict], choices: list[int], chooser) -> dict:
    """The move random play takes: forced when alone, else the next hypothesis-drawn choice,
    else the seeded `chooser`'s (`choices` is consumed)."""
    if len(legal) == 1:
        return legal[0]
    if choices:
        return legal[choices.pop(0) % len(legal)]
    return chooser.choice(legal)
