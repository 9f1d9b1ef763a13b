from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.arena_view import ArenaView
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    arena_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/arena/{arena_id}".format(
            arena_id=quote(str(arena_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ArenaView | Problem | None:
    if response.status_code == 200:
        response_200 = ArenaView.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
    arena_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[ArenaView | Problem]:
    """The arena's progress and results so far (404 `arena_not_found`).

     `results` per player: `wins` (a win shared by k winners counts 1/k), `win_rate` =
    wins / done, `ci95` its 95% Wilson interval, `mean_score`. `elo`: a Bradley–Terry fit of
    every pair's outcomes (1500 = the players' mean).

    Args:
        arena_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArenaView | Problem]
    """

    kwargs = _get_kwargs(
        arena_id=arena_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    arena_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> ArenaView | Problem | None:
    """The arena's progress and results so far (404 `arena_not_found`).

     `results` per player: `wins` (a win shared by k winners counts 1/k), `win_rate` =
    wins / done, `ci95` its 95% Wilson interval, `mean_score`. `elo`: a Bradley–Terry fit of
    every pair's outcomes (1500 = the players' mean).

    Args:
        arena_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArenaView | Problem
    """

    return sync_detailed(
        arena_id=arena_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    arena_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[ArenaView | Problem]:
    """The arena's progress and results so far (404 `arena_not_found`).

     `results` per player: `wins` (a win shared by k winners counts 1/k), `win_rate` =
    wins / done, `ci95` its 95% Wilson interval, `mean_score`. `elo`: a Bradley–Terry fit of
    every pair's outcomes (1500 = the players' mean).

    Args:
        arena_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArenaView | Problem]
    """

    kwargs = _get_kwargs(
        arena_id=arena_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    arena_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> ArenaView | Problem | None:
    """The arena's progress and results so far (404 `arena_not_found`).

     `results` per player: `wins` (a win shared by k winners counts 1/k), `win_rate` =
    wins / done, `ci95` its 95% Wilson interval, `mean_score`. `elo`: a Bradley–Terry fit of
    every pair's outcomes (1500 = the players' mean).

    Args:
        arena_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArenaView | Problem
    """

    return (
        await asyncio_detailed(
            arena_id=arena_id,
            client=client,
        )
    ).parsed
