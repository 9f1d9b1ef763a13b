"""The match endpoints' Blueprint (service/http/parsing.py) documents and answers exactly as
flask-smorest's own, with the views called directly: the same views under both, compared."""

import pytest
from flask import Flask, Response
from flask_smorest import Api
from flask_smorest import Blueprint as SmorestBlueprint
from marshmallow import Schema, fields

from service.http.parsing import Blueprint


class Body(Schema):
    n = fields.Integer(required=True)


class Query(Schema):
    flag = fields.Boolean(load_default=False)


class Out(Schema):
    n = fields.Integer()
    flag = fields.Boolean()
    hidden = fields.Integer(load_only=True)


def _routes(blp) -> None:
    @blp.route("/dumped/<int:key>", methods=["POST"])
    @blp.arguments(Query, location="query")
    @blp.arguments(Body)
    @blp.response(201, Out)
    @blp.doc(summary="Dumped", description="By the response schema.")
    def dumped(query, body, key):
        return {"n": body["n"] + key, "flag": query["flag"], "hidden": 1}, {"X-Key": str(key)}

    @blp.route("/as-is", methods=["POST"])
    @blp.arguments(Body, error_status_code=400)
    @blp.response(200, Out)
    def as_is(body):
        return Response(b"raw", mimetype="text/plain"), 202, {"X-N": str(body["n"])}

    @blp.route("/status", methods=["GET"])
    @blp.response(200, Out)
    @blp.doc(security=[{"seat": []}])
    def status():
        return {"n": 1}, 203


def _app(blueprint_class) -> tuple[Flask, Api]:
    app = Flask(blueprint_class.__module__)
    app.config.update(API_TITLE="t", API_VERSION="1", OPENAPI_VERSION="3.1.0")
    api = Api(app)
    blp = blueprint_class("things", __name__, url_prefix="/things")
    _routes(blp)
    api.register_blueprint(blp)
    return app, api


REQUESTS = [
    ("post", "/things/dumped/2?flag=true", {"n": 3}),
    ("post", "/things/dumped/2", {"n": 3}),
    ("post", "/things/dumped/2", {"n": "x"}),
    ("post", "/things/dumped/2", {"n": 3, "extra": 1}),
    ("post", "/things/dumped/2?flag=maybe", {"n": 3}),
    ("post", "/things/dumped/2", None),
    ("post", "/things/as-is", {"n": 4}),
    ("post", "/things/as-is", {}),
    ("get", "/things/status", None),
]


def _answers(app: Flask) -> list[tuple]:
    client = app.test_client()
    found = []
    for method, path, body in REQUESTS:
        response = getattr(client, method)(path, json=body)
        found.append((response.status_code, response.get_data(),
                      sorted((k, v) for k, v in response.headers.items())))
    return found


def test_answers_as_flask_smorest_does():
    ours, theirs = _answers(_app(Blueprint)[0]), _answers(_app(SmorestBlueprint)[0])
    assert ours == theirs
    statuses = [status for status, _, _ in ours]
    assert statuses == [201, 201, 422, 422, 422, 422, 202, 400, 203]  # each path taken


def test_documents_as_flask_smorest_does():
    specs = []
    for blueprint_class in (Blueprint, SmorestBlueprint):
        app, api = _app(blueprint_class)
        with app.app_context():
            specs.append(api.spec.to_dict())
    assert specs[0] == specs[1]
    assert specs[0]["paths"]["/things/dumped/{key}"]["post"]["summary"] == "Dumped"


def test_refuses_use_args_options_it_does_not_apply():
    with pytest.raises(TypeError, match="as_kwargs"):
        Blueprint("x", __name__).arguments(Body, as_kwargs=True)
