"""The Blueprint of the match endpoints: documented as flask-smorest documents them, with the
views called directly, and webargs reading the JSON body the app already parsed.

Every JSON body is parsed once up front, for every route, by the app's `require_json_bodies`
(service/app.py), which refuses what webargs would take wrongly and keeps the document in the
request's WSGI environ. webargs would parse the same bytes again, and build a new instance of
the route's schema on every request: on the move path both cost as much as a whole `/livez`.

flask-smorest's decorators each wrap the view in a function that looks the app up and asks it
whether the view is a coroutine (`current_app.ensure_sync`), and `@blp.arguments` adds
webargs' `use_args` wrapper on top: the move route's decorators cost ~20 µs a request, ~6 of
them those layers. Here `arguments`, `response` and `doc` write the very documentation
flask-smorest writes (the committed contract is checked against the code) and run the same
steps, the views being plain functions (never coroutines): tests/test_blueprint.py runs the
same views under both Blueprints.
"""

from functools import wraps

from flask import jsonify, request
from flask_smorest import Blueprint as SmorestBlueprint
from flask_smorest.utils import (
    resolve_schema_instance,
    set_status_and_headers_in_response,
    unpack_tuple_response,
)
from marshmallow import Schema
from webargs.flaskparser import FlaskParser
from werkzeug import Response

PARSED_BODY = "haras.json_body"  # the environ key of a request's parsed JSON body
# What `arguments` takes besides the schema and location: webargs' parse options (not
# use_args' `as_kwargs` or `arg_name`: the parsed arguments come after the view's positional
# ones, as use_args puts them by default).
PARSE_OPTIONS = frozenset(("unknown", "validate", "error_status_code", "error_headers"))


class PreparsedBodyParser(FlaskParser):
    def __init__(self):
        super().__init__()
        self._schemas: dict[type, Schema] = {}

    def _raw_load_json(self, req):
        """The document `require_json_bodies` parsed (the same bytes, and only bodies it
        accepted); webargs' own reading when it parsed none (no body, not JSON)."""
        if PARSED_BODY in req.environ:
            return req.environ[PARSED_BODY]
        return super()._raw_load_json(req)

    def _get_schema(self, argmap, req):
        """One instance per schema class: marshmallow 4 schemas hold no per-call state."""
        if isinstance(argmap, type) and issubclass(argmap, Schema):
            schema = self._schemas.get(argmap)
            if schema is None:
                schema = self._schemas[argmap] = argmap()
            return schema
        return super()._get_schema(argmap, req)


class Blueprint(SmorestBlueprint):
    ARGUMENTS_PARSER = PreparsedBodyParser()

    def arguments(self, schema, *, location: str = "json", **options):
        """flask-smorest's `arguments`: the view gets the request's arguments, parsed by
        webargs (422 `validation_error` when they do not load), after its own."""
        if not PARSE_OPTIONS.issuperset(options):
            raise TypeError(f"unsupported: {sorted(set(options) - PARSE_OPTIONS)}")
        documenting = super().arguments(schema, location=location, **options)
        parse = self.ARGUMENTS_PARSER.parse

        def decorator(func):
            @wraps(func)
            def view(*args, **view_args):
                parsed = parse(schema, request._get_current_object(), location=location,
                               **options)
                return func(*args, parsed, **view_args)

            view._apidoc = documenting(func)._apidoc
            return view

        return decorator

    def response(self, status_code, schema=None, **options):
        """flask-smorest's `response`: a Response the view returns goes as it is (with the
        status and headers returned beside it), anything else is dumped by `schema`. (The
        dump is not kept for flask-smorest's `@blp.etag`, which these routes do not use: their
        ETag is the match's version.)"""
        documenting = super().response(status_code, schema, **options)
        schema = resolve_schema_instance(schema)

        def decorator(func):
            @wraps(func)
            def view(*args, **kwargs):
                result, status, headers = unpack_tuple_response(func(*args, **kwargs))
                if isinstance(result, Response):
                    set_status_and_headers_in_response(result, status, headers)
                    return result
                dumped = result if schema is None else schema.dump(result)
                answer = jsonify(self._prepare_response_content(dumped))
                set_status_and_headers_in_response(answer, status, headers)
                if status is None:
                    answer.status_code = status_code
                return answer

            view._apidoc = documenting(func)._apidoc
            return view

        return decorator

    @staticmethod
    def doc(**documentation):
        """flask-smorest's `doc`, written on the view itself rather than on a wrapper."""
        documenting = SmorestBlueprint.doc(**documentation)

        def decorator(func):
            func._apidoc = documenting(func)._apidoc
            return func

        return decorator
