"""An OpenID provider for tests, on loopback: a JWKS and discovery server in a thread, keys
made here (RSA and EC), and ID tokens signed with them."""

import base64
import json
import threading
import time
import uuid
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import jwt
from cryptography.hazmat.primitives.asymmetric import ec, rsa

AUDIENCE = "haras-app"


class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Provider:
    """A JWKS (`/jwks`, `/b/jwks`) and discovery server; `mode`: ok, down (503), slow
    (no answer until `release`, 30 s at most), garbage (not JSON)."""

    def __init__(self):
        provider = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                provider.fetches[self.path] += 1
                if provider.mode == "slow":  # then no answer: the client is gone
                    if not provider.release.wait(30):
                        provider.slept_out.set()
                    return
                if provider.mode == "down":
                    self.send_error(503)
                    return
                body = provider.body(self.path)
                self.send_response(200 if body is not None else 404)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body or b"")))
                self.end_headers()
                self.wfile.write(body or b"")

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.issuer = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.reset()

    def reset(self) -> None:
        self.mode = "ok"
        self.fetches = Counter()
        self.release, self.slept_out = threading.Event(), threading.Event()
        self.jwks = {"keys": [jwk(RSA_KEY, "k1")]}
        self.discovered_issuer = self.issuer

    def body(self, path: str) -> bytes | None:
        if self.mode == "garbage":
            return b"<html>not json</html>"
        if path == "/.well-known/openid-configuration":
            return json.dumps({"issuer": self.discovered_issuer,
                               "jwks_uri": f"{self.issuer}/jwks"}).encode()
        if path == "/jwks":
            return json.dumps(self.jwks).encode()
        if path == "/b/jwks":
            return json.dumps({"keys": [jwk(EC_KEY, "ec1")]}).encode()
        return None

    def jwks_fetches(self) -> int:
        return self.fetches["/jwks"]


RSA_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)
OTHER_RSA_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)
EC_KEY = ec.generate_private_key(ec.SECP256R1())


def jwk(private_key, kid: str) -> dict:
    algorithm = jwt.algorithms.RSAAlgorithm if isinstance(private_key, rsa.RSAPrivateKey) \
        else jwt.algorithms.ECAlgorithm
    return {**algorithm.to_jwk(private_key.public_key(), as_dict=True), "kid": kid,
            "use": "sig"}


def id_token(provider, key=RSA_KEY, kid: str | None = "k1", algorithm="RS256",
             **claims) -> str:
    now = int(time.time())
    payload = {"iss": provider.issuer, "aud": AUDIENCE, "sub": uuid.uuid4().hex,
               "iat": now, "exp": now + 300, "name": "Ana Lovelace", **claims}
    payload = {name: value for name, value in payload.items() if value is not None}
    return jwt.encode(payload, key, algorithm=algorithm,
                      headers=None if kid is None else {"kid": kid})


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def hand_made(header: dict, payload: dict, sign=lambda signing_input: b"") -> str:
    signing_input = f"{b64(json.dumps(header).encode())}.{b64(json.dumps(payload).encode())}"
    return f"{signing_input}.{b64(sign(signing_input.encode()))}"


def subject_of(token: str) -> str:
    return jwt.decode(token, options={"verify_signature": False})["sub"]
