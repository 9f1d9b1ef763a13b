from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.player_game_rating import PlayerGameRating
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: str,
    game_id: str,
    *,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player_id}/ratings/{game_id}".format(
            player_id=quote(str(player_id), safe=""),
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> PlayerGameRating | Problem | None:
    if response.status_code == 200:
        response_200 = PlayerGameRating.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[PlayerGameRating | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: str,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> Response[PlayerGameRating | Problem]:
    """The player's rating in a game, its record and its rating history.

     `rating` as in the player's view (null while it has none); `record`: its rated matches,
    wins and places; `history`: one entry per rated match, newest first, with its place and
    the displayed rating before and after, a page at a time (pass `next_cursor` back as
    `cursor`). The record and history count the matches rated since the service kept them,
    and the history keeps the newest 500. 404 `player_not_found`, 404 `unknown_game`.

    Args:
        player_id (str):
        game_id (str):
        limit (int | Unset):  Default: 100.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerGameRating | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        game_id=game_id,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: str,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> PlayerGameRating | Problem | None:
    """The player's rating in a game, its record and its rating history.

     `rating` as in the player's view (null while it has none); `record`: its rated matches,
    wins and places; `history`: one entry per rated match, newest first, with its place and
    the displayed rating before and after, a page at a time (pass `next_cursor` back as
    `cursor`). The record and history count the matches rated since the service kept them,
    and the history keeps the newest 500. 404 `player_not_found`, 404 `unknown_game`.

    Args:
        player_id (str):
        game_id (str):
        limit (int | Unset):  Default: 100.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerGameRating | Problem
    """

    return sync_detailed(
        player_id=player_id,
        game_id=game_id,
        client=client,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    player_id: str,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> Response[PlayerGameRating | Problem]:
    """The player's rating in a game, its record and its rating history.

     `rating` as in the player's view (null while it has none); `record`: its rated matches,
    wins and places; `history`: one entry per rated match, newest first, with its place and
    the displayed rating before and after, a page at a time (pass `next_cursor` back as
    `cursor`). The record and history count the matches rated since the service kept them,
    and the history keeps the newest 500. 404 `player_not_found`, 404 `unknown_game`.

    Args:
        player_id (str):
        game_id (str):
        limit (int | Unset):  Default: 100.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerGameRating | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        game_id=game_id,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: str,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 100,
    cursor: str | Unset = UNSET,
) -> PlayerGameRating | Problem | None:
    """The player's rating in a game, its record and its rating history.

     `rating` as in the player's view (null while it has none); `record`: its rated matches,
    wins and places; `history`: one entry per rated match, newest first, with its place and
    the displayed rating before and after, a page at a time (pass `next_cursor` back as
    `cursor`). The record and history count the matches rated since the service kept them,
    and the history keeps the newest 500. 404 `player_not_found`, 404 `unknown_game`.

    Args:
        player_id (str):
        game_id (str):
        limit (int | Unset):  Default: 100.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerGameRating | Problem
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            game_id=game_id,
            client=client,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
