"""Small builders of JSON Schemas (2020-12, as OpenAPI 3.1 takes them) for what games
declare: their events' fields and what their `view` returns. Pure data, no I/O.

The shapes stay simple for client generators: closed objects (`additionalProperties: false`,
every always-present key `required`), arrays of one item schema, nullable scalars as
`"type": [<type>, "null"]` and nullable enums, objects or arrays as `anyOf` with
`{"type": "null"}`, objects keyed by seat numbers as `additionalProperties` with a
`propertyNames` pattern.
"""

from collections.abc import Iterable

SEAT_KEY = "^(0|[1-9][0-9]*)$"  # a seat number as an object key: "0", "1", ...
_SCALARS = ("integer", "number", "string", "boolean")
_WORDS = ("title", "description", "x-fr")  # what a schema says to people, not its shape


def integer(description: str, minimum: int | None = None, maximum: int | None = None) -> dict:
    schema: dict = {"type": "integer"}
    if minimum is not None:
        schema["minimum"] = minimum
    if maximum is not None:
        schema["maximum"] = maximum
    schema["description"] = description
    return schema


def boolean(description: str) -> dict:
    return {"type": "boolean", "description": description}


def string(description: str, enum: Iterable[str] | None = None) -> dict:
    """A string, one of `enum` when given."""
    schema: dict = {"type": "string"}
    if enum is not None:
        schema["enum"] = list(enum)
    schema["description"] = description
    return schema


def nullable(schema: dict) -> dict:
    """`schema` or null: a plain scalar's type becomes [type, "null"]; an enum, an object or
    an array becomes anyOf [schema, null], described once outside (client generators make
    that `Enum | None`, where a null inside the enum gives them odd types). Its words (title,
    description, French) stay outside too."""
    if schema.get("type") in _SCALARS and "enum" not in schema:
        return {**schema, "type": [schema["type"], "null"]}
    inner = {k: v for k, v in schema.items() if k not in _WORDS}
    out = {"anyOf": [inner, {"type": "null"}]}
    out.update({k: schema[k] for k in _WORDS if k in schema})
    return out


def array(items: dict, description: str, min_items: int | None = None,
          max_items: int | None = None) -> dict:
    schema: dict = {"type": "array", "items": items}
    if min_items is not None:
        schema["minItems"] = min_items
    if max_items is not None:
        schema["maxItems"] = max_items
    schema["description"] = description
    return schema


def obj(properties: dict[str, dict], description: str | None = None,
        optional: Iterable[str] = ()) -> dict:
    """A closed object: every property required but the `optional` ones."""
    optional = set(optional)
    unknown = optional - properties.keys()
    if unknown:
        raise ValueError(f"optional properties not declared: {sorted(unknown)}")
    schema: dict = {"type": "object"}
    if description is not None:
        schema["description"] = description
    schema.update(properties=dict(properties),
                  required=[name for name in properties if name not in optional],
                  additionalProperties=False)
    return schema


def by_seat(values: dict, description: str) -> dict:
    """An object keyed by seat numbers ("0", "1", ...), each value a `values`."""
    return {"type": "object", "description": description,
            "propertyNames": {"pattern": SEAT_KEY}, "additionalProperties": values}


def described(schema: dict, description: str) -> dict:
    """`schema` with another description (to reuse a shape for fields of other meanings)."""
    return {**schema, "description": description}
