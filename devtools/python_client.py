"""`python -m devtools.python_client ARGS`: openapi-python-client's own CLI, reading one
thing of the contract as OpenAPI means it.

An operation's `security: [{}, {"seatToken": []}]` lists alternatives, and the empty one makes
the credential optional (a spectator reads a match without a token). openapi-python-client
0.29 counts any non-empty list as required and types such an operation's `client` as
`AuthenticatedClient` only, so a spectator's `Client` fails mypy. Here an operation requires
a credential only when every alternative names one; the others take
`AuthenticatedClient | Client`, as public ones do."""

from openapi_python_client.cli import app
from openapi_python_client.parser.openapi import Endpoint

_from_data = Endpoint.from_data


def _from_data_reading_optional_security(*, data, **kwargs):
    endpoint, schemas, parameters = _from_data(data=data, **kwargs)
    if isinstance(endpoint, Endpoint) and data.security is not None:
        endpoint.requires_security = bool(data.security) and all(data.security)
    return endpoint, schemas, parameters


Endpoint.from_data = staticmethod(_from_data_reading_optional_security)

if __name__ == "__main__":
    app()
