from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.ticket import Ticket
from ...types import Response


def _get_kwargs(
    ticket_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/matchmaking/tickets/{ticket_id}".format(
            ticket_id=quote(str(ticket_id), safe=""),
        ),
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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[Problem | Ticket]:
    """Cancel the caller's searching ticket.

     Answers the ticket as it is now: cancelled, or expired if its time was up (again: the
    same). 409 `ticket_matched` once the matchmaker has taken it (its match is made or being
    made: read the ticket for it).

    Args:
        ticket_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Ticket]
    """

    kwargs = _get_kwargs(
        ticket_id=ticket_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ticket_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | Ticket | None:
    """Cancel the caller's searching ticket.

     Answers the ticket as it is now: cancelled, or expired if its time was up (again: the
    same). 409 `ticket_matched` once the matchmaker has taken it (its match is made or being
    made: read the ticket for it).

    Args:
        ticket_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Ticket
    """

    return sync_detailed(
        ticket_id=ticket_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    ticket_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | Ticket]:
    """Cancel the caller's searching ticket.

     Answers the ticket as it is now: cancelled, or expired if its time was up (again: the
    same). 409 `ticket_matched` once the matchmaker has taken it (its match is made or being
    made: read the ticket for it).

    Args:
        ticket_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Ticket]
    """

    kwargs = _get_kwargs(
        ticket_id=ticket_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ticket_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | Ticket | None:
    """Cancel the caller's searching ticket.

     Answers the ticket as it is now: cancelled, or expired if its time was up (again: the
    same). 409 `ticket_matched` once the matchmaker has taken it (its match is made or being
    made: read the ticket for it).

    Args:
        ticket_id (str):

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
        )
    ).parsed
