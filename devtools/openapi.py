"""`python -m devtools.openapi`: prints the OpenAPI document the code generates."""

import json

from service.app import create_app
from service.config import Settings


def generate() -> str:
    # Building the app opens no connection, so any Redis URL does.
    app = create_app(Settings.from_env())
    with app.app_context():
        spec = app.extensions["flask-smorest"]["apis"][""]["ext_obj"].spec.to_dict()
    return json.dumps(spec, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    print(generate(), end="")
