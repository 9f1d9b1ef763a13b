from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.arena_view import ArenaView
from ...models.create_arena import CreateArena
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CreateArena,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/arena",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ArenaView | Problem | None:
    if response.status_code == 202:
        response_202 = ArenaView.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ArenaView | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateArena,
) -> Response[ArenaView | Problem]:
    """Start an arena: `matches` all-AI matches between `players`, on the workers.

     With REQUIRE_API_KEY this needs an `X-API-Key` (401 `unauthorized`, 403 `forbidden` for
    a revoked key).

    Player p sits at seat (p + i) % n in match i; match i's seed derives from the arena's
    `seed` and i. Progress and results: `GET /v1/arena/{arena_id}`.

    422 codes: `validation_error` (body, players, levels), `unknown_game`, `invalid_options`
    (with `errors` per option).

    429 `quota_exceeded` (nothing is created) when the arena would take its client (its
    `X-API-Key`, else its address) over a quota; the problem names the `quota`, its `limit`,
    what is `in_use` and what was `requested`: `arena_think_ms` (`matches` × the sum of the
    `expert` players' `think_ms`, the levels that think: `greedy` and `random` cost none;
    anonymous clients 200,000, API keys 5,000,000 by default), `arenas` (running at once: 1
    and 4) or `ai_think_ms` (think time in flight: that sum plus what the client's live
    matches and other arenas hold; 40,000 and 400,000). A cancelled or finished arena frees
    its share at once.

    Args:
        body (CreateArena):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArenaView | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateArena,
) -> ArenaView | Problem | None:
    """Start an arena: `matches` all-AI matches between `players`, on the workers.

     With REQUIRE_API_KEY this needs an `X-API-Key` (401 `unauthorized`, 403 `forbidden` for
    a revoked key).

    Player p sits at seat (p + i) % n in match i; match i's seed derives from the arena's
    `seed` and i. Progress and results: `GET /v1/arena/{arena_id}`.

    422 codes: `validation_error` (body, players, levels), `unknown_game`, `invalid_options`
    (with `errors` per option).

    429 `quota_exceeded` (nothing is created) when the arena would take its client (its
    `X-API-Key`, else its address) over a quota; the problem names the `quota`, its `limit`,
    what is `in_use` and what was `requested`: `arena_think_ms` (`matches` × the sum of the
    `expert` players' `think_ms`, the levels that think: `greedy` and `random` cost none;
    anonymous clients 200,000, API keys 5,000,000 by default), `arenas` (running at once: 1
    and 4) or `ai_think_ms` (think time in flight: that sum plus what the client's live
    matches and other arenas hold; 40,000 and 400,000). A cancelled or finished arena frees
    its share at once.

    Args:
        body (CreateArena):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArenaView | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateArena,
) -> Response[ArenaView | Problem]:
    """Start an arena: `matches` all-AI matches between `players`, on the workers.

     With REQUIRE_API_KEY this needs an `X-API-Key` (401 `unauthorized`, 403 `forbidden` for
    a revoked key).

    Player p sits at seat (p + i) % n in match i; match i's seed derives from the arena's
    `seed` and i. Progress and results: `GET /v1/arena/{arena_id}`.

    422 codes: `validation_error` (body, players, levels), `unknown_game`, `invalid_options`
    (with `errors` per option).

    429 `quota_exceeded` (nothing is created) when the arena would take its client (its
    `X-API-Key`, else its address) over a quota; the problem names the `quota`, its `limit`,
    what is `in_use` and what was `requested`: `arena_think_ms` (`matches` × the sum of the
    `expert` players' `think_ms`, the levels that think: `greedy` and `random` cost none;
    anonymous clients 200,000, API keys 5,000,000 by default), `arenas` (running at once: 1
    and 4) or `ai_think_ms` (think time in flight: that sum plus what the client's live
    matches and other arenas hold; 40,000 and 400,000). A cancelled or finished arena frees
    its share at once.

    Args:
        body (CreateArena):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArenaView | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateArena,
) -> ArenaView | Problem | None:
    """Start an arena: `matches` all-AI matches between `players`, on the workers.

     With REQUIRE_API_KEY this needs an `X-API-Key` (401 `unauthorized`, 403 `forbidden` for
    a revoked key).

    Player p sits at seat (p + i) % n in match i; match i's seed derives from the arena's
    `seed` and i. Progress and results: `GET /v1/arena/{arena_id}`.

    422 codes: `validation_error` (body, players, levels), `unknown_game`, `invalid_options`
    (with `errors` per option).

    429 `quota_exceeded` (nothing is created) when the arena would take its client (its
    `X-API-Key`, else its address) over a quota; the problem names the `quota`, its `limit`,
    what is `in_use` and what was `requested`: `arena_think_ms` (`matches` × the sum of the
    `expert` players' `think_ms`, the levels that think: `greedy` and `random` cost none;
    anonymous clients 200,000, API keys 5,000,000 by default), `arenas` (running at once: 1
    and 4) or `ai_think_ms` (think time in flight: that sum plus what the client's live
    matches and other arenas hold; 40,000 and 400,000). A cancelled or finished arena frees
    its share at once.

    Args:
        body (CreateArena):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArenaView | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
