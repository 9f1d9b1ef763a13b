"""Settings, read once from the environment (12-factor): every knob has a safe default."""

import ipaddress
import json
import os
from dataclasses import dataclass
from urllib.parse import urlsplit


def _int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


def _bool(name: str, default: bool) -> bool:
    return os.environ.get(name, str(default)).strip().lower() in ("1", "true", "yes", "on")


def _list(name: str) -> tuple[str, ...]:
    return tuple(v.strip() for v in os.environ.get(name, "").split(",") if v.strip())


# Retry delays after each failed webhook attempt: 10 attempts over about 23 hours.
DEFAULT_WEBHOOK_BACKOFF_S = (10.0, 30.0, 120.0, 600.0, 1800.0, 3600.0, 10800.0, 21600.0,
                             43200.0)


DURABILITY_MODES = ("strict", "replicated", "none")  # docs/configuration.md, deploy/README.md


def is_loopback_host(host: str) -> bool:
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check_provider_url(url: str, what: str) -> None:
    """An OpenID provider's URL is https, except on a loopback address (a provider run on
    the same machine, as the tests do): ValueError otherwise."""
    parts = urlsplit(url) if isinstance(url, str) else None
    if parts is None or not parts.hostname or parts.query or parts.fragment or \
            parts.scheme not in ("https", "http") or \
            (parts.scheme == "http" and not is_loopback_host(parts.hostname)):
        raise ValueError(f"OIDC_ISSUERS: {what} must be an https:// URL without query or "
                         f"fragment (http:// only on a loopback address), not {url!r}")


@dataclass(frozen=True)
class OidcIssuer:
    """An OpenID provider whose ID tokens sign players in (service/integrations/oidc.py):
    its `iss`, the `aud` values (client ids) tokens must name one of, and where its keys
    are (None: found by discovery, `<issuer>/.well-known/openid-configuration`)."""

    issuer: str
    audiences: tuple[str, ...]
    jwks_uri: str | None = None

    def __post_init__(self):
        check_provider_url(self.issuer, "an issuer")
        if self.jwks_uri is not None:
            check_provider_url(self.jwks_uri, "a jwks_uri")
        if isinstance(self.audiences, str) or not self.audiences or not all(
                isinstance(a, str) and a for a in self.audiences):
            raise ValueError(f"OIDC_ISSUERS: {self.issuer} needs a non-empty list of "
                             "audiences (the app's client ids)")


def _oidc_issuers(text: str) -> tuple[OidcIssuer, ...]:
    """OIDC_ISSUERS: `[{"issuer": "https://id.example", "audiences": ["my-app"],
    "jwks_uri"?: "..."}]`; empty: sign-in is off."""
    if not text.strip():
        return ()
    try:
        entries = json.loads(text)
    except ValueError:
        raise ValueError("OIDC_ISSUERS is not JSON: a list of {\"issuer\", \"audiences\", "
                         "\"jwks_uri\"?}") from None
    if not isinstance(entries, list):
        raise ValueError("OIDC_ISSUERS must be a JSON list of {\"issuer\", \"audiences\", "
                         "\"jwks_uri\"?}")
    issuers = []
    for entry in entries:
        if not isinstance(entry, dict) or not set(entry) <= {"issuer", "audiences", "jwks_uri"} \
                or "issuer" not in entry or not isinstance(entry.get("audiences"), list):
            raise ValueError("OIDC_ISSUERS: each entry reads {\"issuer\": \"https://…\", "
                             f"\"audiences\": [\"…\"], \"jwks_uri\"?: \"…\"}}, not {entry!r}")
        issuers.append(OidcIssuer(entry["issuer"], tuple(entry["audiences"]),
                                  entry.get("jwks_uri")))
    return tuple(issuers)


@dataclass(frozen=True)
class Settings:
    redis_url: str
    rq_redis_url: str  # the job queue needs one Redis primary even when match state is sharded
    rq_queue: str
    finished_ttl_s: int
    idle_ttl_s: int
    max_body_bytes: int
    ai_steps_per_write: int
    ai_job_budget_s: float
    ai_stall_s: int
    cors_origins: tuple[str, ...]  # CORS_ORIGINS, comma-separated; "*": any; empty: no CORS
    rate_limit: str  # "<requests>/<seconds>" per identity (service/http/limits.py)
    rate_limit_enabled: bool
    trust_proxy: bool  # take the client address from X-Forwarded-For (its last entry)
    sse_keepalive_s: float  # a `: keep-alive` comment on idle event streams this often
    # Open streams and waiting long-polls (service/state/slots.py): per client, all
    # processes (0: no cap); connection slots per gunicorn worker kept for other requests
    # ("N" or "N%" of worker_connections); of the rest, those only seats may take ("N" or
    # "N%"); an SSE stream's lifetime (the client resumes).
    streams_per_client: int = 20
    stream_reserve: str = "20%"
    stream_seat_share: str = "25%"
    stream_max_s: float = 600.0
    # WebSocket channels (service/live/channel.py): a ping this often (no pong by the next one
    # closes the channel), and closed after this long with neither a message nor an event.
    ws_ping_s: float = 20.0
    ws_max_idle_s: float = 600.0
    require_api_key: bool = False  # creating matches, arenas, players needs an X-API-Key
    # Webhook targets (service/integrations/webhook_urls.py): CIDRs or host names allowed
    # although not public, plain http for those (dev and tests only), timeouts, retry delays
    # (~1 day).
    webhook_allowlist: tuple[str, ...] = ()
    webhook_allow_http: bool = False
    webhook_connect_timeout_s: float = 3.0
    webhook_read_timeout_s: float = 5.0
    webhook_backoff_s: tuple[float, ...] = DEFAULT_WEBHOOK_BACKOFF_S
    # Quotas on AI work per client (service/state/quotas.py), anonymous (by address) and per API
    # key: arenas running at once, one arena's matches × its players' think_ms, AI think-ms
    # in flight; the lease of a live match's charge, renewed by its AI turns.
    quotas_enabled: bool = True
    quota_arenas: int = 1
    quota_arena_think_ms: int = 200_000
    quota_ai_think_ms: int = 40_000
    key_quota_arenas: int = 4
    key_quota_arena_think_ms: int = 5_000_000
    key_quota_ai_think_ms: int = 400_000
    quota_lease_s: int = 900
    # Players created per client (service/state/player_quota.py): by address, a bucket of
    # that many at once, then one more every refill; by API key, that many per window.
    players_per_address: int = 20
    players_address_refill_s: int = 120
    key_players: int = 10_000
    players_window_s: int = 86_400
    # A guest (a player of its own, not signed in) never bound to a seat expires after this
    # long unused (service/state/players.py); 0: never.
    guest_idle_ttl_s: int = 7 * 86_400
    # REDIS_URL names any node of a Redis Cluster (service/state/connect.py); the job queue
    # then needs RQ_REDIS_URL, one primary of its own.
    redis_cluster: bool = False
    # When a write is acknowledged: "strict", once fsynced (the server's appendfsync always);
    # "replicated", once a replica has it (WAIT); "none", once the primary has it in memory.
    durability: str = "strict"
    replication_wait_ms: int = 500  # "replicated": how long a write waits for a replica
    # Replay steps (service/match/replay_steps.py): re-played timelines kept per process (steps in
    # all), and the timeline builds (cache misses) allowed per client, "<builds>/<seconds>"
    # (counted with the rate limits, service/http/limits.py).
    replay_cached_steps: int = 40_000
    replay_build_rate: str = "20/60"
    # Ratings (service/state/ratings.py): a rating is provisional until its player has this
    # many rated matches of the game; the leaderboard lists players with at least this many.
    provisional_matches: int = 10
    leaderboard_min_matches: int = 1
    # What a rated match may not rate, so that ratings cannot be farmed (service/state/
    # ratings.py): a seat handed to the AI before this many moves of its own aborts the
    # match; a result against a provisional opponent moves a player by this share of its
    # change; a pair of players is rated this many times per window at most.
    rating_abort_moves: int = 2
    rating_provisional_weight: float = 0.0
    rating_pair_matches: int = 3
    rating_pair_window_s: int = 86_400
    # A worker that starts queues the AI levels' calibration of every game not calibrated yet
    # (workers/calibration.py).
    ai_calibration: bool = True
    # Matchmaking (service/club/matchmaking.py): a searching ticket's life; the rating window a
    # ticket accepts at first (in OpenSkill mu) and how fast it widens while it waits; how
    # often the matchmaker looks again at tickets that wait; searching tickets per API key;
    # how long a ticket searches once its owner stops following it (0: until its TTL).
    matchmaking_ticket_ttl_s: int = 600
    matchmaking_keepalive_s: int = 20
    matchmaking_window_mu: float = 2.0
    matchmaking_widen_mu_per_s: float = 0.2
    matchmaking_rescan_s: float = 1.0
    matchmaking_key_tickets: int = 1000
    matchmaking_turn_timeout_s: int = 60  # a matchmade match's deadline when its options set none
    matchmaking_rated_options: bool = False  # rated tickets may choose options (all players known)
    rated_requires_sign_in: bool = False  # rated tickets only for signed-in or API-key players
    # OpenID providers whose ID tokens sign players in (POST /v1/players/sign-in); none: off.
    oidc_issuers: tuple[OidcIssuer, ...] = ()

    def __post_init__(self):
        if self.durability not in DURABILITY_MODES:
            raise ValueError(f"DURABILITY reads one of {', '.join(DURABILITY_MODES)}, "
                             f"not {self.durability!r}")
        if self.matchmaking_keepalive_s < 0:
            raise ValueError("MATCHMAKING_KEEPALIVE_S reads a whole number of seconds from 0 "
                             f"(0: off), not {self.matchmaking_keepalive_s}")
        if self.redis_cluster and self.rq_redis_url == self.redis_url:
            raise ValueError("REDIS_CLUSTER=true needs RQ_REDIS_URL: the job queue runs on one "
                             "Redis primary of its own, not on the cluster")
        if self.players_address_refill_s < 1 or self.guest_idle_ttl_s < 0:
            raise ValueError("PLAYERS_ADDRESS_REFILL_S is at least 1 and GUEST_IDLE_TTL_S is "
                             "not negative")
        if not 0 <= self.rating_provisional_weight <= 1:
            raise ValueError("RATING_PROVISIONAL_WEIGHT is a share of a change: 0 to 1, not "
                             f"{self.rating_provisional_weight!r}")
        named = [issuer.issuer for issuer in self.oidc_issuers]
        if len(set(named)) != len(named):
            raise ValueError("OIDC_ISSUERS names an issuer twice")

    @classmethod
    def from_env(cls) -> "Settings":
        redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
        cluster = _bool("REDIS_CLUSTER", False)
        return cls(
            redis_url=redis_url,
            redis_cluster=cluster,
            durability=os.environ.get("DURABILITY", "replicated" if cluster else "strict")
            .strip().lower(),
            replication_wait_ms=_int("REPLICATION_WAIT_MS", 500),
            rq_redis_url=os.environ.get("RQ_REDIS_URL", redis_url),
            rq_queue=os.environ.get("RQ_QUEUE", "haras"),
            finished_ttl_s=_int("MATCH_TTL_FINISHED_S", 7 * 24 * 3600),
            idle_ttl_s=_int("MATCH_TTL_IDLE_S", 30 * 24 * 3600),
            max_body_bytes=_int("MAX_BODY_BYTES", 64 * 1024),
            ai_steps_per_write=_int("AI_STEPS_PER_WRITE", 5000),
            ai_job_budget_s=float(os.environ.get("AI_JOB_BUDGET_S", 10)),
            ai_stall_s=_int("AI_STALL_S", 10),
            cors_origins=tuple(o.strip() for o in os.environ.get("CORS_ORIGINS", "").split(",")
                               if o.strip()),
            rate_limit=os.environ.get("RATE_LIMIT", "600/60"),
            rate_limit_enabled=_bool("RATE_LIMIT_ENABLED", True),
            trust_proxy=_bool("TRUST_PROXY", False),
            sse_keepalive_s=float(os.environ.get("SSE_KEEPALIVE_S", 15)),
            streams_per_client=_int("STREAMS_PER_CLIENT", 20),
            stream_reserve=os.environ.get("STREAM_RESERVE", "20%"),
            stream_seat_share=os.environ.get("STREAM_SEAT_SHARE", "25%"),
            stream_max_s=float(os.environ.get("STREAM_MAX_S", 600)),
            ws_ping_s=float(os.environ.get("WS_PING_S", 20)),
            ws_max_idle_s=float(os.environ.get("WS_MAX_IDLE_S", 600)),
            require_api_key=_bool("REQUIRE_API_KEY", False),
            webhook_allowlist=_list("WEBHOOK_ALLOWLIST"),
            webhook_allow_http=_bool("WEBHOOK_ALLOW_HTTP", False),
            webhook_connect_timeout_s=float(os.environ.get("WEBHOOK_CONNECT_TIMEOUT_S", 3)),
            webhook_read_timeout_s=float(os.environ.get("WEBHOOK_READ_TIMEOUT_S", 5)),
            webhook_backoff_s=tuple(float(d) for d in _list("WEBHOOK_BACKOFF_S"))
            or DEFAULT_WEBHOOK_BACKOFF_S,
            quotas_enabled=_bool("QUOTAS_ENABLED", True),
            quota_arenas=_int("QUOTA_ARENAS", 1),
            quota_arena_think_ms=_int("QUOTA_ARENA_THINK_MS", 200_000),
            quota_ai_think_ms=_int("QUOTA_AI_THINK_MS", 40_000),
            key_quota_arenas=_int("KEY_QUOTA_ARENAS", 4),
            key_quota_arena_think_ms=_int("KEY_QUOTA_ARENA_THINK_MS", 5_000_000),
            key_quota_ai_think_ms=_int("KEY_QUOTA_AI_THINK_MS", 400_000),
            quota_lease_s=_int("QUOTA_LEASE_S", 900),
            players_per_address=_int("PLAYERS_PER_ADDRESS", 20),
            players_address_refill_s=_int("PLAYERS_ADDRESS_REFILL_S", 120),
            key_players=_int("KEY_PLAYERS", 10_000),
            players_window_s=_int("PLAYERS_WINDOW_S", 86_400),
            guest_idle_ttl_s=_int("GUEST_IDLE_TTL_S", 7 * 86_400),
            replay_cached_steps=_int("REPLAY_CACHED_STEPS", 40_000),
            replay_build_rate=os.environ.get("REPLAY_BUILD_RATE", "20/60"),
            provisional_matches=_int("PROVISIONAL_MATCHES", 10),
            leaderboard_min_matches=_int("LEADERBOARD_MIN_MATCHES", 1),
            rating_abort_moves=_int("RATING_ABORT_MOVES", 2),
            rating_provisional_weight=float(os.environ.get("RATING_PROVISIONAL_WEIGHT", 0.0)),
            rating_pair_matches=_int("RATING_PAIR_MATCHES", 3),
            rating_pair_window_s=_int("RATING_PAIR_WINDOW_S", 86_400),
            ai_calibration=_bool("AI_CALIBRATION", True),
            matchmaking_ticket_ttl_s=_int("MATCHMAKING_TICKET_TTL_S", 600),
            matchmaking_keepalive_s=_int("MATCHMAKING_KEEPALIVE_S", 20),
            matchmaking_window_mu=float(os.environ.get("MATCHMAKING_WINDOW_MU", 2.0)),
            matchmaking_widen_mu_per_s=float(os.environ.get("MATCHMAKING_WIDEN_MU_PER_S",
                                                            0.2)),
            matchmaking_rescan_s=float(os.environ.get("MATCHMAKING_RESCAN_S", 1.0)),
            matchmaking_key_tickets=_int("MATCHMAKING_KEY_TICKETS", 1000),
            matchmaking_turn_timeout_s=_int("MATCHMAKING_TURN_TIMEOUT_S", 60),
            matchmaking_rated_options=_bool("MATCHMAKING_RATED_OPTIONS", False),
            rated_requires_sign_in=_bool("RATED_REQUIRES_SIGN_IN", False),
            oidc_issuers=_oidc_issuers(os.environ.get("OIDC_ISSUERS", "")),
        )
