from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_matches_status import ListMatchesStatus
from ...models.match_list import MatchList
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    mine: bool | Unset = False,
    status: ListMatchesStatus | Unset = UNSET,
    game: str | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["mine"] = mine

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["game"] = game

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MatchList | Problem | None:
    if response.status_code == 200:
        response_200 = MatchList.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MatchList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    mine: bool | Unset = False,
    status: ListMatchesStatus | Unset = UNSET,
    game: str | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> Response[MatchList | Problem]:
    """Public views of matches, a page at a time (pass `next_cursor` back as `cursor`).

     Without `mine`: the lobby, matches waiting for players (open seats), oldest first.
    `mine=true`: the matches created with the caller's `X-API-Key` (401 without one), newest
    first, filtered by `status` and `game` when given.

    Args:
        mine (bool | Unset):  Default: False.
        status (ListMatchesStatus | Unset):
        game (str | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchList | Problem]
    """

    kwargs = _get_kwargs(
        mine=mine,
        status=status,
        game=game,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    mine: bool | Unset = False,
    status: ListMatchesStatus | Unset = UNSET,
    game: str | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> MatchList | Problem | None:
    """Public views of matches, a page at a time (pass `next_cursor` back as `cursor`).

     Without `mine`: the lobby, matches waiting for players (open seats), oldest first.
    `mine=true`: the matches created with the caller's `X-API-Key` (401 without one), newest
    first, filtered by `status` and `game` when given.

    Args:
        mine (bool | Unset):  Default: False.
        status (ListMatchesStatus | Unset):
        game (str | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchList | Problem
    """

    return sync_detailed(
        client=client,
        mine=mine,
        status=status,
        game=game,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    mine: bool | Unset = False,
    status: ListMatchesStatus | Unset = UNSET,
    game: str | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> Response[MatchList | Problem]:
    """Public views of matches, a page at a time (pass `next_cursor` back as `cursor`).

     Without `mine`: the lobby, matches waiting for players (open seats), oldest first.
    `mine=true`: the matches created with the caller's `X-API-Key` (401 without one), newest
    first, filtered by `status` and `game` when given.

    Args:
        mine (bool | Unset):  Default: False.
        status (ListMatchesStatus | Unset):
        game (str | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchList | Problem]
    """

    kwargs = _get_kwargs(
        mine=mine,
        status=status,
        game=game,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    mine: bool | Unset = False,
    status: ListMatchesStatus | Unset = UNSET,
    game: str | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> MatchList | Problem | None:
    """Public views of matches, a page at a time (pass `next_cursor` back as `cursor`).

     Without `mine`: the lobby, matches waiting for players (open seats), oldest first.
    `mine=true`: the matches created with the caller's `X-API-Key` (401 without one), newest
    first, filtered by `status` and `game` when given.

    Args:
        mine (bool | Unset):  Default: False.
        status (ListMatchesStatus | Unset):
        game (str | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchList | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            mine=mine,
            status=status,
            game=game,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
