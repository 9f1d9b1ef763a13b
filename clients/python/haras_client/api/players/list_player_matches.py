from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_player_matches_game import ListPlayerMatchesGame
from ...models.match_list import MatchList
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: str,
    *,
    game: ListPlayerMatchesGame | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_game: str | Unset = UNSET
    if not isinstance(game, Unset):
        json_game = game.value

    params["game"] = json_game

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player_id}/matches".format(
            player_id=quote(str(player_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MatchList | Problem | None:
    if response.status_code == 200:
        response_200 = MatchList.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    game: ListPlayerMatchesGame | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> Response[MatchList | Problem]:
    """The player's matches (public views), newest first.

     A page at a time (pass `next_cursor` back as `cursor`); of one `game` when given (422
    `unknown_game`). The matches of its seats bound to it: matches it created or joined
    with a player credential, and those the matchmaker seated it in. 404
    `player_not_found`.

    Args:
        player_id (str):
        game (ListPlayerMatchesGame | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchList | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        game=game,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    game: ListPlayerMatchesGame | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> MatchList | Problem | None:
    """The player's matches (public views), newest first.

     A page at a time (pass `next_cursor` back as `cursor`); of one `game` when given (422
    `unknown_game`). The matches of its seats bound to it: matches it created or joined
    with a player credential, and those the matchmaker seated it in. 404
    `player_not_found`.

    Args:
        player_id (str):
        game (ListPlayerMatchesGame | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchList | Problem
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
        game=game,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    game: ListPlayerMatchesGame | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> Response[MatchList | Problem]:
    """The player's matches (public views), newest first.

     A page at a time (pass `next_cursor` back as `cursor`); of one `game` when given (422
    `unknown_game`). The matches of its seats bound to it: matches it created or joined
    with a player credential, and those the matchmaker seated it in. 404
    `player_not_found`.

    Args:
        player_id (str):
        game (ListPlayerMatchesGame | Unset):
        limit (int | Unset):  Default: 20.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchList | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        game=game,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    game: ListPlayerMatchesGame | Unset = UNSET,
    limit: int | Unset = 20,
    cursor: str | Unset = UNSET,
) -> MatchList | Problem | None:
    """The player's matches (public views), newest first.

     A page at a time (pass `next_cursor` back as `cursor`); of one `game` when given (422
    `unknown_game`). The matches of its seats bound to it: matches it created or joined
    with a player credential, and those the matchmaker seated it in. 404
    `player_not_found`.

    Args:
        player_id (str):
        game (ListPlayerMatchesGame | Unset):
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
            player_id=player_id,
            client=client,
            game=game,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
