from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.leaderboard import Leaderboard
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/leaderboard".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Leaderboard | Problem | None:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())

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
) -> Response[Leaderboard | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> Response[Leaderboard | Problem]:
    """The game's rated players, best displayed rating first (ties: by player id).

     Lists players with at least LEADERBOARD_MIN_MATCHES (1) rated matches of the game, a
    `provisional` one marked so, and the AI levels (`ai:<game>:<level>`), anchors rated by
    their calibration: listed from the calibration on, never provisional. Pass `next_cursor`
    back as `cursor` for the next page: a player whose rating does not change while you page
    appears exactly once. 404 `unknown_game`; 422 for a cursor this server did not give.

    Args:
        game_id (str):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> Leaderboard | Problem | None:
    """The game's rated players, best displayed rating first (ties: by player id).

     Lists players with at least LEADERBOARD_MIN_MATCHES (1) rated matches of the game, a
    `provisional` one marked so, and the AI levels (`ai:<game>:<level>`), anchors rated by
    their calibration: listed from the calibration on, never provisional. Pass `next_cursor`
    back as `cursor` for the next page: a player whose rating does not change while you page
    appears exactly once. 404 `unknown_game`; 422 for a cursor this server did not give.

    Args:
        game_id (str):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> Response[Leaderboard | Problem]:
    """The game's rated players, best displayed rating first (ties: by player id).

     Lists players with at least LEADERBOARD_MIN_MATCHES (1) rated matches of the game, a
    `provisional` one marked so, and the AI levels (`ai:<game>:<level>`), anchors rated by
    their calibration: listed from the calibration on, never provisional. Pass `next_cursor`
    back as `cursor` for the next page: a player whose rating does not change while you page
    appears exactly once. 404 `unknown_game`; 422 for a cursor this server did not give.

    Args:
        game_id (str):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,
) -> Leaderboard | Problem | None:
    """The game's rated players, best displayed rating first (ties: by player id).

     Lists players with at least LEADERBOARD_MIN_MATCHES (1) rated matches of the game, a
    `provisional` one marked so, and the AI levels (`ai:<game>:<level>`), anchors rated by
    their calibration: listed from the calibration on, never provisional. Pass `next_cursor`
    back as `cursor` for the next page: a player whose rating does not change while you page
    appears exactly once. 404 `unknown_game`; 422 for a cursor this server did not give.

    Args:
        game_id (str):
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
