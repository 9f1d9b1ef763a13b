"""An interactive page for the contract, with Swagger UI served from the installed package
(no CDN: it works offline)."""

import importlib.util
from pathlib import Path

from flask import Blueprint, send_from_directory

blp = Blueprint("docs", __name__)
_ASSETS = Path(importlib.util.find_spec("swagger_ui").submodule_search_locations[0]) / "static"
_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Haras API</title>
<link rel="icon" href="/play/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script>SwaggerUIBundle({url: "/openapi.json", dom_id: "#ui", deepLinking: true});</script>
</body></html>"""


@blp.route("/docs")
def docs_page():
    return _PAGE, 200, {"Content-Type": "text/html; charset=utf-8"}


@blp.route("/docs/assets/<path:name>")
def docs_asset(name: str):
    return send_from_directory(_ASSETS, name, max_age=86400)
