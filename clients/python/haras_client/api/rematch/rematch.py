from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.joined import Joined
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: str,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches/{match_id}/rematch".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Joined | Problem | None:
    if response.status_code == 200:
        response_200 = Joined.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = Joined.from_dict(response.json())

        return response_201

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
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[Joined | Problem]:
    """Play a finished match again.

     The same game, options and seats, one new match for everybody. Each human seat calls with
    its token of the finished match and gets its token for the same seat of the new one, once
    (again: 409 `seat_taken`). AI seats keep their level and think time. The new match waits
    until every human seat has called, then starts. The views link both ways (`rematch_of`,
    `rematch`). The new match belongs to the old one's API key while that key is valid. 429
    `quota_exceeded` when its expert seats would take the caller past its quota of AI think time
    in flight.

    409 `match_not_finished` while the match runs. Send an `Idempotency-Key` to retry
    safely: the retry gets the first answer again.

    Args:
        match_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Joined | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Joined | Problem | None:
    """Play a finished match again.

     The same game, options and seats, one new match for everybody. Each human seat calls with
    its token of the finished match and gets its token for the same seat of the new one, once
    (again: 409 `seat_taken`). AI seats keep their level and think time. The new match waits
    until every human seat has called, then starts. The views link both ways (`rematch_of`,
    `rematch`). The new match belongs to the old one's API key while that key is valid. 429
    `quota_exceeded` when its expert seats would take the caller past its quota of AI think time
    in flight.

    409 `match_not_finished` while the match runs. Send an `Idempotency-Key` to retry
    safely: the retry gets the first answer again.

    Args:
        match_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Joined | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Response[Joined | Problem]:
    """Play a finished match again.

     The same game, options and seats, one new match for everybody. Each human seat calls with
    its token of the finished match and gets its token for the same seat of the new one, once
    (again: 409 `seat_taken`). AI seats keep their level and think time. The new match waits
    until every human seat has called, then starts. The views link both ways (`rematch_of`,
    `rematch`). The new match belongs to the old one's API key while that key is valid. 429
    `quota_exceeded` when its expert seats would take the caller past its quota of AI think time
    in flight.

    409 `match_not_finished` while the match runs. Send an `Idempotency-Key` to retry
    safely: the retry gets the first answer again.

    Args:
        match_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Joined | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,
    idempotency_key: str | Unset = UNSET,
) -> Joined | Problem | None:
    """Play a finished match again.

     The same game, options and seats, one new match for everybody. Each human seat calls with
    its token of the finished match and gets its token for the same seat of the new one, once
    (again: 409 `seat_taken`). AI seats keep their level and think time. The new match waits
    until every human seat has called, then starts. The views link both ways (`rematch_of`,
    `rematch`). The new match belongs to the old one's API key while that key is valid. 429
    `quota_exceeded` when its expert seats would take the caller past its quota of AI think time
    in flight.

    409 `match_not_finished` while the match runs. Send an `Idempotency-Key` to retry
    safely: the retry gets the first answer again.

    Args:
        match_id (str):
        idempotency_key (str | Unset):

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
            idempotency_key=idempotency_key,
        )
    ).parsed
