"""The Blueprint of the match endpoints: webargs reads the JSON body the app already parsed.

Every JSON body is parsed once up front, for every route, by the app's `require_json_bodies`
(service/app.py), which refuses what webargs would take wrongly and keeps the document in the
request's WSGI environ. webargs would parse the same bytes again, and build a new instance of
the route's schema on every request: on the move path both cost as much as a whole `/livez`.
"""

from flask_smorest import Blueprint as SmorestBlueprint
from marshmallow import Schema
from webargs.flaskparser import FlaskParser

PARSED_BODY = "haras.json_body"  # the environ key of a request's parsed JSON body


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
