"""Sign-in with an ID token (`POST /v1/players/sign-in`), keys held: requests per second of
one gunicorn worker process, and the CPU a sign-in costs it and Redis.

The target (TARGET_PER_S per worker process) is judged on the worker's CPU per sign-in: a
process with a core to itself serves 1000 / (CPU ms per sign-in) a second. The rate measured
is printed too; on a 2-core machine the load generator and Redis share the cores with the
worker, so it stays below what the CPU figure allows.

An OpenID provider of the bench's own serves discovery and a JWKS on loopback (RS256, a
2048-bit RSA key, as most providers sign); the tokens are signed before the timed phase, for
USERS users (so most sign-ins find their player, as in life). One warm-up sign-in fetches
the keys; then CLIENTS keep-alive connections post tokens for the phase's duration. Each
sign-in checks a signature, reads the player and writes a token field."""

import json
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import jwt
from cryptography.hazmat.primitives.asymmetric import rsa

from bench.http_moves import OneWriteConnection
from bench.stack import Stack, cpu_used

TARGET_PER_S = 500  # per worker process
CLIENTS = 8
USERS = 200
AUDIENCE = "haras-bench"


class _Provider:
    """Discovery and a JWKS on loopback, in a thread."""

    def __init__(self, key):
        public = {**jwt.algorithms.RSAAlgorithm.to_jwk(key.public_key(), as_dict=True),
                  "kid": "bench", "use": "sig", "alg": "RS256"}
        provider = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                body = json.dumps({"issuer": provider.issuer,
                                   "jwks_uri": f"{provider.issuer}/jwks"}
                                  if self.path.startswith("/.well-known/")
                                  else {"keys": [public]}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.issuer = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


def _bodies(key, issuer: str, count: int) -> list[bytes]:
    now = int(time.time())
    users = [uuid.uuid4().hex for _ in range(USERS)]
    return [json.dumps({"id_token": jwt.encode(
        {"iss": issuer, "aud": AUDIENCE, "sub": users[n % USERS], "iat": now,
         "exp": now + 3600, "name": f"Bench {n % USERS}"},
        key, algorithm="RS256", headers={"kid": "bench"})}).encode() for n in range(count)]


def _post_all(port: int, bodies: list[bytes], statuses: list[int]) -> None:
    conn = OneWriteConnection("127.0.0.1", port, timeout=30)
    for body in bodies:
        conn.request("POST", "/v1/players/sign-in", body,
                     {"Content-Type": "application/json"})
        response = conn.getresponse()
        response.read()
        statuses.append(response.status)
    conn.close()


def measure(quick: bool = False, tokens: int | None = None) -> dict:
    """Sign-ins of `tokens` pre-signed ID tokens (default 6,000; quick 1,500) through one
    gunicorn worker process."""
    count = tokens or (1500 if quick else 6000)
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    provider = _Provider(key)
    try:
        bodies = _bodies(key, provider.issuer, count + 1)
        issuers = json.dumps([{"issuer": provider.issuer, "audiences": [AUDIENCE]}])
        with Stack(web_workers=1, env={"OIDC_ISSUERS": issuers,
                                       "RATE_LIMIT_ENABLED": "0"}) as stack:
            warm: list[int] = []
            _post_all(stack.port, bodies[:1], warm)  # fetches the keys
            statuses: list[int] = []
            shares = [bodies[1 + n::CLIENTS] for n in range(CLIENTS)]
            threads = [threading.Thread(target=_post_all, args=(stack.port, share, statuses))
                       for share in shares]
            before = stack.cpu_seconds()
            started = time.perf_counter()
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            took = time.perf_counter() - started
            after = stack.cpu_seconds()
    finally:
        provider.server.shutdown()
    ok = sum(1 for status in statuses if status == 200)
    web_cpu_ms = cpu_used(before["web"], after["web"]) * 1000 / max(1, ok)
    return {"sign_ins": count, "ok": ok, "errors": count - ok + (warm != [200]),
            "per_s": ok / took, "seconds": took, "web_cpu_ms": web_cpu_ms,
            "redis_cpu_ms": cpu_used(before["redis"], after["redis"]) * 1000 / max(1, ok),
            "per_core_s": 1000 / web_cpu_ms if web_cpu_ms > 0 else float("inf"),
            "target_per_s": TARGET_PER_S}


def report(result: dict) -> str:
    return (f"sign-in: {result['ok']:,} sign-ins (RS256, keys held) through one worker "
            f"process in {result['seconds']:.2f} s: {result['per_s']:,.0f}/s; CPU per "
            f"sign-in {result['web_cpu_ms']:.2f} ms in the worker (a core each: "
            f"{result['per_core_s']:,.0f}/s per worker process), "
            f"{result['redis_cpu_ms']:.3f} ms in Redis"
            + (f"; {result['errors']} errors" if result["errors"] else ""))


def verdicts(result: dict) -> list[dict]:
    return [{"section": "sign-in", "what": "POST /v1/players/sign-in, keys held, one worker "
                                          "process",
             "figure": f"{result['web_cpu_ms']:.2f} ms CPU each: {result['per_core_s']:,.0f}/s "
                       f"a core ({result['per_s']:,.0f}/s measured)"
                       + (f", {result['errors']} errors" if result["errors"] else ""),
             "target": f"≥ {TARGET_PER_S}/s",
             "ok": result["errors"] == 0 and result["per_core_s"] >= TARGET_PER_S}]
