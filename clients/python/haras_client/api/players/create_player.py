from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_player import CreatePlayer
from ...models.created_player import CreatedPlayer
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreatePlayer,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedPlayer | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedPlayer.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreatedPlayer | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreatePlayer,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedPlayer | Problem]:
    """Create a player.

     Without an `X-API-Key`: a player of its own (a browser's guest, a bot), with its secret
    `player_token`, shown once: send it as `Authorization: Bearer` to act as the player.
    Until a seat is bound to it, it expires after GUEST_IDLE_TTL_S (7 days) without a
    request made with its token.
    With an `X-API-Key`: a player owned by the key (an app backend's user), without a token:
    the key acts for it with `X-Player: <player id>`; `external_id` (the app's id of the user)
    is unique per key: 409 `external_id_taken`, with the existing `player_id`, when the key
    owns a player with it already (nothing is created).

    429 `quota_exceeded` (`quota`: `players`, with `Retry-After`) past the players a client
    may create: from an address, PLAYERS_PER_ADDRESS at once, then one more every
    PLAYERS_ADDRESS_REFILL_S; with an API key, KEY_PLAYERS per PLAYERS_WINDOW_S. Send an
    `Idempotency-Key` to retry safely (the retry gets the first answer, the same token).

    Args:
        idempotency_key (str | Unset):
        body (CreatePlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedPlayer | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreatePlayer,
    idempotency_key: str | Unset = UNSET,
) -> CreatedPlayer | Problem | None:
    """Create a player.

     Without an `X-API-Key`: a player of its own (a browser's guest, a bot), with its secret
    `player_token`, shown once: send it as `Authorization: Bearer` to act as the player.
    Until a seat is bound to it, it expires after GUEST_IDLE_TTL_S (7 days) without a
    request made with its token.
    With an `X-API-Key`: a player owned by the key (an app backend's user), without a token:
    the key acts for it with `X-Player: <player id>`; `external_id` (the app's id of the user)
    is unique per key: 409 `external_id_taken`, with the existing `player_id`, when the key
    owns a player with it already (nothing is created).

    429 `quota_exceeded` (`quota`: `players`, with `Retry-After`) past the players a client
    may create: from an address, PLAYERS_PER_ADDRESS at once, then one more every
    PLAYERS_ADDRESS_REFILL_S; with an API key, KEY_PLAYERS per PLAYERS_WINDOW_S. Send an
    `Idempotency-Key` to retry safely (the retry gets the first answer, the same token).

    Args:
        idempotency_key (str | Unset):
        body (CreatePlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedPlayer | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreatePlayer,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedPlayer | Problem]:
    """Create a player.

     Without an `X-API-Key`: a player of its own (a browser's guest, a bot), with its secret
    `player_token`, shown once: send it as `Authorization: Bearer` to act as the player.
    Until a seat is bound to it, it expires after GUEST_IDLE_TTL_S (7 days) without a
    request made with its token.
    With an `X-API-Key`: a player owned by the key (an app backend's user), without a token:
    the key acts for it with `X-Player: <player id>`; `external_id` (the app's id of the user)
    is unique per key: 409 `external_id_taken`, with the existing `player_id`, when the key
    owns a player with it already (nothing is created).

    429 `quota_exceeded` (`quota`: `players`, with `Retry-After`) past the players a client
    may create: from an address, PLAYERS_PER_ADDRESS at once, then one more every
    PLAYERS_ADDRESS_REFILL_S; with an API key, KEY_PLAYERS per PLAYERS_WINDOW_S. Send an
    `Idempotency-Key` to retry safely (the retry gets the first answer, the same token).

    Args:
        idempotency_key (str | Unset):
        body (CreatePlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedPlayer | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreatePlayer,
    idempotency_key: str | Unset = UNSET,
) -> CreatedPlayer | Problem | None:
    """Create a player.

     Without an `X-API-Key`: a player of its own (a browser's guest, a bot), with its secret
    `player_token`, shown once: send it as `Authorization: Bearer` to act as the player.
    Until a seat is bound to it, it expires after GUEST_IDLE_TTL_S (7 days) without a
    request made with its token.
    With an `X-API-Key`: a player owned by the key (an app backend's user), without a token:
    the key acts for it with `X-Player: <player id>`; `external_id` (the app's id of the user)
    is unique per key: 409 `external_id_taken`, with the existing `player_id`, when the key
    owns a player with it already (nothing is created).

    429 `quota_exceeded` (`quota`: `players`, with `Retry-After`) past the players a client
    may create: from an address, PLAYERS_PER_ADDRESS at once, then one more every
    PLAYERS_ADDRESS_REFILL_S; with an API key, KEY_PLAYERS per PLAYERS_WINDOW_S. Send an
    `Idempotency-Key` to retry safely (the retry gets the first answer, the same token).

    Args:
        idempotency_key (str | Unset):
        body (CreatePlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedPlayer | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
