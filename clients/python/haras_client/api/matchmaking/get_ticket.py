from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.ticket import Ticket
from ...types import UNSET, Response, Unset


def _get_kwargs(
    ticket_id: str,
    *,
    wait: float | Unset = 0.0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matchmaking/tickets/{ticket_id}".format(
            ticket_id=quote(str(ticket_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Ticket | None:
    if response.status_code == 200:
        response_200 = Ticket.from_dict(response.json())

        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Ticket]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ticket_id: str,
    *,
    client: AuthenticatedClient,
    wait: float | Unset = 0.0,
) -> Response[Problem | Ticket]:
    """The caller's ticket, long-polled with `wait`.

     Once `matched`, it carries `match_id`, `seat` and `seat_token` (the player's bearer
    token for that seat).

    `wait` (up to 25 s) long-polls while it is searching: answered as soon as it is not, or
    as it is when the time is up. A waiting request holds one of the client's stream slots
    (429 `too_many_streams`, 503 `stream_capacity`, as for the events). Reading its ticket,
    waiting or not, is how its owner says it still wants a match: a ticket left unread for
    MATCHMAKING_KEEPALIVE_S expires (a waiting GET keeps it while it waits). 404
    `ticket_not_found` for a ticket that is not the caller's, or unknown, or over an hour
    ended.

    Args:
        ticket_id (str):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Ticket]
    """

    kwargs = _get_kwargs(
        ticket_id=ticket_id,
        wait=wait,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ticket_id: str,
    *,
    client: AuthenticatedClient,
    wait: float | Unset = 0.0,
) -> Problem | Ticket | None:
    """The caller's ticket, long-polled with `wait`.

     Once `matched`, it carries `match_id`, `seat` and `seat_token` (the player's bearer
    token for that seat).

    `wait` (up to 25 s) long-polls while it is searching: answered as soon as it is not, or
    as it is when the time is up. A waiting request holds one of the client's stream slots
    (429 `too_many_streams`, 503 `stream_capacity`, as for the events). Reading its ticket,
    waiting or not, is how its owner says it still wants a match: a ticket left unread for
    MATCHMAKING_KEEPALIVE_S expires (a waiting GET keeps it while it waits). 404
    `ticket_not_found` for a ticket that is not the caller's, or unknown, or over an hour
    ended.

    Args:
        ticket_id (str):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Ticket
    """

    return sync_detailed(
        ticket_id=ticket_id,
        client=client,
        wait=wait,
    ).parsed


async def asyncio_detailed(
    ticket_id: str,
    *,
    client: AuthenticatedClient,
    wait: float | Unset = 0.0,
) -> Response[Problem | Ticket]:
    """The caller's ticket, long-polled with `wait`.

     Once `matched`, it carries `match_id`, `seat` and `seat_token` (the player's bearer
    token for that seat).

    `wait` (up to 25 s) long-polls while it is searching: answered as soon as it is not, or
    as it is when the time is up. A waiting request holds one of the client's stream slots
    (429 `too_many_streams`, 503 `stream_capacity`, as for the events). Reading its ticket,
    waiting or not, is how its owner says it still wants a match: a ticket left unread for
    MATCHMAKING_KEEPALIVE_S expires (a waiting GET keeps it while it waits). 404
    `ticket_not_found` for a ticket that is not the caller's, or unknown, or over an hour
    ended.

    Args:
        ticket_id (str):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Ticket]
    """

    kwargs = _get_kwargs(
        ticket_id=ticket_id,
        wait=wait,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ticket_id: str,
    *,
    client: AuthenticatedClient,
    wait: float | Unset = 0.0,
) -> Problem | Ticket | None:
    """The caller's ticket, long-polled with `wait`.

     Once `matched`, it carries `match_id`, `seat` and `seat_token` (the player's bearer
    token for that seat).

    `wait` (up to 25 s) long-polls while it is searching: answered as soon as it is not, or
    as it is when the time is up. A waiting request holds one of the client's stream slots
    (429 `too_many_streams`, 503 `stream_capacity`, as for the events). Reading its ticket,
    waiting or not, is how its owner says it still wants a match: a ticket left unread for
    MATCHMAKING_KEEPALIVE_S expires (a waiting GET keeps it while it waits). 404
    `ticket_not_found` for a ticket that is not the caller's, or unknown, or over an hour
    ended.

    Args:
        ticket_id (str):
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Ticket
    """

    return (
        await asyncio_detailed(
            ticket_id=ticket_id,
            client=client,
            wait=wait,
        )
    ).parsed
