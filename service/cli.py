"""`flask --app service keys ...`: API keys for app backends, managed by the operator."""

import datetime

import click
from flask import current_app
from flask.cli import AppGroup

from service.club import matchmaking
from service.http.limits import Rate
from service.integrations import webhooks
from service.state import apikeys, reindex
from service.state.quotas import QUOTA_NAMES

keys = AppGroup("keys", help="API keys (X-API-Key) for app backends.")
indexes = AppGroup("indexes", help="The indexes kept beside the matches.")


def _client():
    return current_app.extensions["haras"].store.client


def _when(timestamp: float | None) -> str:
    if timestamp is None:
        return "-"
    moment = datetime.datetime.fromtimestamp(timestamp, datetime.UTC)
    return moment.isoformat(timespec="seconds")


def _shown(quotas: dict[str, int]) -> str:
    return ", ".join(f"{name}={limit}" for name, limit in sorted(quotas.items())) or "default"


def _rate_limit(_ctx, _param, value: str | None) -> str | None:
    if value is None:
        return None
    try:
        Rate.parse(value)
    except ValueError:
        raise click.BadParameter("reads <requests>/<seconds>, e.g. 1000/60") from None
    return value.strip()


def _quotas(_ctx, _param, values: tuple[str, ...]) -> dict[str, int]:
    quotas = {}
    for value in values:
        name, sep, limit = value.partition("=")
        if not sep or name not in QUOTA_NAMES or not limit.isdigit() or int(limit) < 1:
            raise click.BadParameter(f"reads NAME=N with NAME one of {', '.join(QUOTA_NAMES)} "
                                     f"and N a whole number from 1, not {value!r}")
        quotas[name] = int(limit)
    return quotas


def _name(_ctx, _param, value: str) -> str:
    value = value.strip()
    if not 1 <= len(value) <= apikeys.MAX_NAME or not value.isprintable():
        raise click.BadParameter(f"1 to {apikeys.MAX_NAME} printable characters")
    return value


@keys.command("create")
@click.option("--name", required=True, callback=_name, help="Who or what the key is for.")
@click.option("--rate-limit", callback=_rate_limit,
              help="This key's own limit, <requests>/<seconds> (default: RATE_LIMIT).")
@click.option("--quota", "quotas", multiple=True, callback=_quotas,
              help="This key's own limit of AI work, NAME=N (repeatable; NAME: "
                   f"{', '.join(QUOTA_NAMES)}; default: the KEY_QUOTA_* settings).")
def create_key(name: str, rate_limit: str | None, quotas: dict[str, int]) -> None:
    """Create a key; prints it once (only its hash is kept)."""
    key, raw = apikeys.create(_client(), name, rate_limit, quotas)
    click.echo(f"id: {key.id}")
    click.echo(f"name: {key.name}")
    click.echo(f"rate_limit: {key.rate_limit or 'default'}")
    click.echo(f"quotas: {_shown(key.quotas)}")
    click.echo(f"key: {raw}")
    click.echo("The key is shown only now: store it safely. Send it as the X-API-Key header.",
               err=True)


@keys.command("revoke")
@click.argument("key_id")
def revoke_key(key_id: str) -> None:
    """Revoke a key by its id: it gets 403 from now on, its webhook deliveries stop, and its
    players' searching matchmaking tickets are cancelled."""
    client = _client()
    key = apikeys.revoke(client, key_id)
    if key is None:
        raise click.ClickException(f"No API key {key_id!r}.")
    dropped = webhooks.drop_pending_of_key(client, key.id, "api key revoked")
    cancelled = matchmaking.cancel_key_tickets(current_app.extensions["haras"], key.id)
    click.echo(f"revoked: {key.id} ({key.name}) at {_when(key.revoked_at)}; "
               f"{dropped} pending webhook deliveries dropped; "
               f"{cancelled} searching tickets cancelled")


@keys.command("list")
def list_keys() -> None:
    """List the keys (ids, names, limits, dates; never a secret)."""
    found = apikeys.all_keys(_client())
    if not found:
        click.echo("no API keys")
    for key in found:
        state = f"revoked {_when(key.revoked_at)}" if key.revoked else "active"
        click.echo(f"{key.id}\t{key.name}\trate_limit={key.rate_limit or 'default'}\t"
                   f"quotas={_shown(key.quotas)}\t"
                   f"created {_when(key.created_at)}\t{state}")


@indexes.command("rebuild")
def rebuild_indexes() -> None:
    """Add back to the lobby, the API keys' listings and the active-matches gauges every
    match their index lacks (reads every match: run it off-peak)."""
    counts = reindex.rebuild(_client())
    click.echo(", ".join(f"{name}: {count}" for name, count in counts.items()))
