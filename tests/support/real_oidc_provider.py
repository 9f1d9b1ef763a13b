"""A real OpenID provider on loopback, started by the tests as Redis is: oidc-provider (the
certified Node.js implementation, pinned in package-lock.json) run by tests/oidc/provider.mjs,
and a user signed in through its authorization code flow over plain HTTP, as an app would do
it, to get the ID token the app then posts to Haras.

It needs node and the node tools (`make test` installs them when npm is there): without them
the tests that use it skip and say so, except under CI (CI=true), where they fail."""

import base64
import contextlib
import hashlib
import html
import json
import os
import re
import secrets
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from typing import NoReturn
from urllib.parse import parse_qs, urljoin, urlsplit

import pytest
import requests

from devtools.processes import stop_group

from support.processes import ROOT, wait_for

PROGRAM = os.path.join(ROOT, "tests", "oidc", "provider.mjs")
LIBRARY = os.path.join(ROOT, "node_modules", "oidc-provider")
# The provider's clients (tests/oidc/provider.mjs): their ID tokens are signed with RS256 and
# ES256; both are redirected to REDIRECT_URI, where nothing listens.
CLIENT_ID = "haras-test-app"
ES256_CLIENT_ID = "haras-test-app-es256"
REDIRECT_URI = "http://127.0.0.1/callback"
TIMEOUT_S = 10  # for any one HTTP request to the provider
MAX_STEPS = 10  # redirects and forms between the authorization request and the code


def _skip_or_fail(reason: str) -> NoReturn:
    if os.environ.get("CI") == "true":
        pytest.fail(reason)
    pytest.skip(reason)


@contextlib.contextmanager
def running_provider() -> Iterator[str]:
    """Starts the provider on a free loopback port; yields its issuer URL once its discovery
    document answers; stops it after."""
    node = shutil.which("node")
    if node is None:
        _skip_or_fail("node is not installed: sign-in is not tested against a real OpenID "
                      "provider (CI tests it)")
    if not os.path.isdir(LIBRARY):
        _skip_or_fail("node_modules/oidc-provider is missing: run `make node-tools` "
                      "(`make test` installs it)")
    with tempfile.TemporaryFile("w+", prefix="haras-oidc-provider-") as log:
        # Its stdin stays open as long as this process lives: were pytest killed, it stops too.
        with subprocess.Popen([node, PROGRAM, "0"], cwd=ROOT, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=log, text=True,
                              start_new_session=True) as process:
            try:
                ready = process.stdout.readline()  # its first line, or "" if it ended before
                assert ready, f"the OpenID provider did not start:\n{_read(log)}"
                issuer = json.loads(ready)["issuer"]
                wait_for(lambda: _discovery_answers(issuer), timeout_s=30,
                         explain=lambda: _read(log))
                yield issuer
            finally:
                stop_group(process)


def _read(log) -> str:
    log.seek(0)
    return log.read()


def _discovery_answers(issuer: str) -> bool:
    try:
        return requests.get(discovery_url(issuer), timeout=TIMEOUT_S).status_code == 200
    except requests.ConnectionError:
        return False


def discovery_url(issuer: str) -> str:
    return f"{issuer}/.well-known/openid-configuration"


def sign_in_at_provider(issuer: str, login: str, client_id: str = CLIENT_ID) -> str:
    """The ID token of user `login`, signed in by the provider's real authorization code flow
    with PKCE, as a native app does it: the authorization request (with state and nonce), the
    provider's login and consent forms, the redirect to the app read without following it, and
    the code exchanged at the token endpoint."""
    metadata = requests.get(discovery_url(issuer), timeout=TIMEOUT_S).json()
    state, nonce = secrets.token_urlsafe(16), secrets.token_urlsafe(16)
    verifier = secrets.token_urlsafe(48)
    challenge = base64.urlsafe_b64encode(
        hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    with requests.Session() as browser:  # keeps the provider's session cookies, as a browser
        response = browser.get(metadata["authorization_endpoint"], params={
            "client_id": client_id, "redirect_uri": REDIRECT_URI, "response_type": "code",
            "scope": "openid profile", "state": state, "nonce": nonce,
            "code_challenge": challenge, "code_challenge_method": "S256",
        }, allow_redirects=False, timeout=TIMEOUT_S)
        for _ in range(MAX_STEPS):
            if not response.is_redirect:
                response = _submit_form(browser, response, login)
                continue
            location = urljoin(response.url, response.headers["Location"])
            if location.startswith(f"{REDIRECT_URI}?"):
                break
            response = browser.get(location, allow_redirects=False, timeout=TIMEOUT_S)
        else:
            raise AssertionError(f"no redirect to the app after {MAX_STEPS} steps")
    answer = parse_qs(urlsplit(location).query)
    assert answer.get("state") == [state] and answer.get("iss") == [issuer], answer
    tokens = requests.post(metadata["token_endpoint"], data={
        "grant_type": "authorization_code", "code": answer["code"][0],
        "redirect_uri": REDIRECT_URI, "client_id": client_id, "code_verifier": verifier,
    }, timeout=TIMEOUT_S)
    assert tokens.status_code == 200, tokens.text
    id_token = tokens.json()["id_token"]
    # The nonce binds the token to this request; its signature is what Haras checks.
    assert _unverified_claims(id_token)["nonce"] == nonce
    return id_token


def _submit_form(browser: requests.Session, page: requests.Response,
                 login: str) -> requests.Response:
    """Fills the provider's login form (any password) or accepts its consent form."""
    assert page.status_code == 200, (page.status_code, page.text[:2000])
    action = re.search(r'<form[^>]* action="([^"]+)"', page.text)
    prompt = re.search(r'<input type="hidden" name="prompt" value="(\w+)"', page.text)
    assert action and prompt, page.text[:2000]
    fields = {"prompt": prompt[1]}
    if prompt[1] == "login":
        fields |= {"login": login, "password": "any"}
    return browser.post(urljoin(page.url, html.unescape(action[1])), data=fields,
                        allow_redirects=False, timeout=TIMEOUT_S)


def _unverified_claims(token: str) -> dict:
    payload = token.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
