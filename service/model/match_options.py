"""Options every match has whatever its game (turn deadlines), validated like a game's own
options and listed beside them in the catalog; the engine only ever sees its game's."""

from engines.core import French, Game, InvalidOptions, Param

SERVICE_OPTIONS = (
    Param("turn_timeout_s", "int", "Seconds a human seat has for each decision; when they "
          "run out the greedy AI plays it (marked in the events). Unset (the default): no "
          "deadline.", None, 1, 86_400, nullable=True, title="Turn timeout (seconds)",
          fr=French("Délai par coup (secondes)", "Secondes dont dispose une place humaine "
                    "pour chaque décision ; une fois ce délai écoulé, l'IA greedy joue à sa "
                    "place (c'est noté dans les événements). Sans valeur (par défaut) : "
                    "aucun délai.")),
    Param("timeouts_to_ai", "int", "After this many timeouts in a row a human seat is "
          "handed to the greedy AI for the rest of the match.", 3, 1, 100,
          title="Timeouts before the AI takes over",
          fr=French("Délais dépassés avant l'IA", "Après ce nombre de délais dépassés "
                    "d'affilée, une place humaine est confiée à l'IA greedy pour le reste "
                    "de la partie.")),
)
_NAMES = {o.name for o in SERVICE_OPTIONS}


def options_json_schema(game: Game) -> dict:
    schema = game.options_json_schema()
    schema["properties"].update(
        {o.name: {**o.json_schema(), "default": o.default} for o in SERVICE_OPTIONS})
    return schema


def resolve(game: Game, raw, players: int) -> tuple[dict, dict]:
    """(the game's options, the service's options), defaults filled in; raises
    InvalidOptions naming every bad field of either."""
    if not isinstance(raw, dict):
        raise InvalidOptions({"options": ["Must be an object."]})
    errors, service = {}, {}
    for option in SERVICE_OPTIONS:
        value = raw.get(option.name, option.default)
        if problems := option.problems(value):
            errors[option.name] = problems
        service[option.name] = value
    try:
        engine = game.resolve_options({k: v for k, v in raw.items() if k not in _NAMES},
                                      players)
    except InvalidOptions as bad:
        errors.update(bad.errors)
    if errors:
        raise InvalidOptions(errors)
    return engine, service
