from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.join_seat import JoinSeat
from ...models.joined import Joined
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    match_id: str,
    *,
    body: JoinSeat,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches/{match_id}/join".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Joined | Problem | None:
    if response.status_code == 200:
        response_200 = Joined.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Joined | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: JoinSeat,
) -> Response[Joined | Problem]:
    """Claim an open seat (a given one, or any).

     Its seat token is returned, once. The match starts when its last open seat is taken. 409
    `seat_taken` when the seat is not open.

    With a player credential (a player token, or `X-API-Key` with `X-Player`) the seat is
    bound to that player (`seats[].player` in every view; `name` defaults to the player's)
    and the match is listed among the player's; 409 `seat_taken` when the player holds a
    seat of this match already.

    Args:
        match_id (str):
        body (JoinSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Joined | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: JoinSeat,
) -> Joined | Problem | None:
    """Claim an open seat (a given one, or any).

     Its seat token is returned, once. The match starts when its last open seat is taken. 409
    `seat_taken` when the seat is not open.

    With a player credential (a player token, or `X-API-Key` with `X-Player`) the seat is
    bound to that player (`seats[].player` in every view; `name` defaults to the player's)
    and the match is listed among the player's; 409 `seat_taken` when the player holds a
    seat of this match already.

    Args:
        match_id (str):
        body (JoinSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Joined | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: JoinSeat,
) -> Response[Joined | Problem]:
    """Claim an open seat (a given one, or any).

     Its seat token is returned, once. The match starts when its last open seat is taken. 409
    `seat_taken` when the seat is not open.

    With a player credential (a player token, or `X-API-Key` with `X-Player`) the seat is
    bound to that player (`seats[].player` in every view; `name` defaults to the player's)
    and the match is listed among the player's; 409 `seat_taken` when the player holds a
    seat of this match already.

    Args:
        match_id (str):
        body (JoinSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Joined | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: JoinSeat,
) -> Joined | Problem | None:
    """Claim an open seat (a given one, or any).

     Its seat token is returned, once. The match starts when its last open seat is taken. 409
    `seat_taken` when the seat is not open.

    With a player credential (a player token, or `X-API-Key` with `X-Player`) the seat is
    bound to that player (`seats[].player` in every view; `name` defaults to the player's)
    and the match is listed among the player's; 409 `seat_taken` when the player holds a
    seat of this match already.

    Args:
        match_id (str):
        body (JoinSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Joined | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            body=body,
        )
    ).parsed
