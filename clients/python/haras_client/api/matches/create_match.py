from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_match import CreateMatch
from ...models.created_match import CreatedMatch
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateMatch,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedMatch | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedMatch.from_dict(response.json())

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

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[CreatedMatch | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateMatch,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedMatch | Problem]:
    """Create a match: one bearer token per human seat is returned, once.

     With an `X-API-Key` the match belongs to that key (`GET /v1/matches?mine=true`, its
    webhooks); with REQUIRE_API_KEY the key is required (401 `unauthorized` without one or
    with an unknown one, 403 `forbidden` with a revoked one).

    The seed is drawn by the server and committed to in every view (`seed_commitment`);
    a chosen `seed` is for matches whose every human seat the creator holds (the views say
    `seed_chosen`).

    With a player credential (a player token, or `X-API-Key` with `X-Player`: 401, 403, 404
    `player_not_found` as `POST /v1/players` says) the first human seat that is not open is
    bound to that player (`seats[].player` in every view; its `name` defaults to the
    player's) and the match is listed among the player's matches.

    422 codes: `validation_error` (body, seats), `unknown_game`, `invalid_options` (with
    `errors` per option), `seed_not_allowed` (a chosen seed with an open seat). 429
    `quota_exceeded` when the expert seats' think time would take the client (its API key,
    else its address) past its quota of AI think time in flight.

    Args:
        idempotency_key (str | Unset):
        body (CreateMatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedMatch | Problem]
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
    body: CreateMatch,
    idempotency_key: str | Unset = UNSET,
) -> CreatedMatch | Problem | None:
    """Create a match: one bearer token per human seat is returned, once.

     With an `X-API-Key` the match belongs to that key (`GET /v1/matches?mine=true`, its
    webhooks); with REQUIRE_API_KEY the key is required (401 `unauthorized` without one or
    with an unknown one, 403 `forbidden` with a revoked one).

    The seed is drawn by the server and committed to in every view (`seed_commitment`);
    a chosen `seed` is for matches whose every human seat the creator holds (the views say
    `seed_chosen`).

    With a player credential (a player token, or `X-API-Key` with `X-Player`: 401, 403, 404
    `player_not_found` as `POST /v1/players` says) the first human seat that is not open is
    bound to that player (`seats[].player` in every view; its `name` defaults to the
    player's) and the match is listed among the player's matches.

    422 codes: `validation_error` (body, seats), `unknown_game`, `invalid_options` (with
    `errors` per option), `seed_not_allowed` (a chosen seed with an open seat). 429
    `quota_exceeded` when the expert seats' think time would take the client (its API key,
    else its address) past its quota of AI think time in flight.

    Args:
        idempotency_key (str | Unset):
        body (CreateMatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedMatch | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateMatch,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatedMatch | Problem]:
    """Create a match: one bearer token per human seat is returned, once.

     With an `X-API-Key` the match belongs to that key (`GET /v1/matches?mine=true`, its
    webhooks); with REQUIRE_API_KEY the key is required (401 `unauthorized` without one or
    with an unknown one, 403 `forbidden` with a revoked one).

    The seed is drawn by the server and committed to in every view (`seed_commitment`);
    a chosen `seed` is for matches whose every human seat the creator holds (the views say
    `seed_chosen`).

    With a player credential (a player token, or `X-API-Key` with `X-Player`: 401, 403, 404
    `player_not_found` as `POST /v1/players` says) the first human seat that is not open is
    bound to that player (`seats[].player` in every view; its `name` defaults to the
    player's) and the match is listed among the player's matches.

    422 codes: `validation_error` (body, seats), `unknown_game`, `invalid_options` (with
    `errors` per option), `seed_not_allowed` (a chosen seed with an open seat). 429
    `quota_exceeded` when the expert seats' think time would take the client (its API key,
    else its address) past its quota of AI think time in flight.

    Args:
        idempotency_key (str | Unset):
        body (CreateMatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedMatch | Problem]
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
    body: CreateMatch,
    idempotency_key: str | Unset = UNSET,
) -> CreatedMatch | Problem | None:
    """Create a match: one bearer token per human seat is returned, once.

     With an `X-API-Key` the match belongs to that key (`GET /v1/matches?mine=true`, its
    webhooks); with REQUIRE_API_KEY the key is required (401 `unauthorized` without one or
    with an unknown one, 403 `forbidden` with a revoked one).

    The seed is drawn by the server and committed to in every view (`seed_commitment`);
    a chosen `seed` is for matches whose every human seat the creator holds (the views say
    `seed_chosen`).

    With a player credential (a player token, or `X-API-Key` with `X-Player`: 401, 403, 404
    `player_not_found` as `POST /v1/players` says) the first human seat that is not open is
    bound to that player (`seats[].player` in every view; its `name` defaults to the
    player's) and the match is listed among the player's matches.

    422 codes: `validation_error` (body, seats), `unknown_game`, `invalid_options` (with
    `errors` per option), `seed_not_allowed` (a chosen seed with an open seat). 429
    `quota_exceeded` when the expert seats' think time would take the client (its API key,
    else its address) past its quota of AI think time in flight.

    Args:
        idempotency_key (str | Unset):
        body (CreateMatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedMatch | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
