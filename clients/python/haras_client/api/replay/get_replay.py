from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.replay import Replay
from ...types import Response


def _get_kwargs(
    match_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}/replay".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Replay | None:
    if response.status_code == 200:
        response_200 = Replay.from_dict(response.json())

        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Replay]:
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
) -> Response[Problem | Replay]:
    """Options, seed and every step of a finished match.

     With the final state's SHA-256: `haras-verify FILE` (a console script of the haras
    package) plays it again and checks.
    409 `match_not_finished` while it runs (the seed stays secret until the end).

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Replay]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | Replay | None:
    """Options, seed and every step of a finished match.

     With the final state's SHA-256: `haras-verify FILE` (a console script of the haras
    package) plays it again and checks.
    409 `match_not_finished` while it runs (the seed stays secret until the end).

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Replay
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | Replay]:
    """Options, seed and every step of a finished match.

     With the final state's SHA-256: `haras-verify FILE` (a console script of the haras
    package) plays it again and checks.
    409 `match_not_finished` while it runs (the seed stays secret until the end).

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Replay]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | Replay | None:
    """Options, seed and every step of a finished match.

     With the final state's SHA-256: `haras-verify FILE` (a console script of the haras
    package) plays it again and checks.
    409 `match_not_finished` while it runs (the seed stays secret until the end).

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Replay
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
        )
    ).parsed
