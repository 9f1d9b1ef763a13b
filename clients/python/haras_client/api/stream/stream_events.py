from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: str,
    *,
    after: int | Unset = 0,
    token: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["after"] = after

    params["token"] = token

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}/stream".format(
            match_id=quote(str(match_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem | str]:
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
    after: int | Unset = 0,
    token: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Problem | str]:
    """The match's events as Server-Sent Events, as the caller may see them; resumable.

     The seat token may be sent as `?token=` since EventSource cannot send headers (public
    view without one). Resume with `Last-Event-ID` (or `after`): the events after it are
    sent first, without gaps or duplicates. Errors come before the stream, as
    problem+json. A client holds at most STREAMS_PER_CLIENT (20) streams and waiting
    long-polls at once: 429 `too_many_streams` beyond. 503 `stream_capacity` when the
    server holds all the streams it may: retry after `Retry-After` s (EventSource does not
    retry an error by itself). A stream ends after at most STREAM_MAX_S (600 s) without an
    `end` event: reconnect with `Last-Event-ID` (EventSource does so by itself).

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        token (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        after=after,
        token=token,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    token: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Any | Problem | str | None:
    """The match's events as Server-Sent Events, as the caller may see them; resumable.

     The seat token may be sent as `?token=` since EventSource cannot send headers (public
    view without one). Resume with `Last-Event-ID` (or `after`): the events after it are
    sent first, without gaps or duplicates. Errors come before the stream, as
    problem+json. A client holds at most STREAMS_PER_CLIENT (20) streams and waiting
    long-polls at once: 429 `too_many_streams` beyond. 503 `stream_capacity` when the
    server holds all the streams it may: retry after `Retry-After` s (EventSource does not
    retry an error by itself). A stream ends after at most STREAM_MAX_S (600 s) without an
    `end` event: reconnect with `Last-Event-ID` (EventSource does so by itself).

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        token (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        after=after,
        token=token,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    token: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Problem | str]:
    """The match's events as Server-Sent Events, as the caller may see them; resumable.

     The seat token may be sent as `?token=` since EventSource cannot send headers (public
    view without one). Resume with `Last-Event-ID` (or `after`): the events after it are
    sent first, without gaps or duplicates. Errors come before the stream, as
    problem+json. A client holds at most STREAMS_PER_CLIENT (20) streams and waiting
    long-polls at once: 429 `too_many_streams` beyond. 503 `stream_capacity` when the
    server holds all the streams it may: retry after `Retry-After` s (EventSource does not
    retry an error by itself). A stream ends after at most STREAM_MAX_S (600 s) without an
    `end` event: reconnect with `Last-Event-ID` (EventSource does so by itself).

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        token (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        after=after,
        token=token,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    token: str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Any | Problem | str | None:
    """The match's events as Server-Sent Events, as the caller may see them; resumable.

     The seat token may be sent as `?token=` since EventSource cannot send headers (public
    view without one). Resume with `Last-Event-ID` (or `after`): the events after it are
    sent first, without gaps or duplicates. Errors come before the stream, as
    problem+json. A client holds at most STREAMS_PER_CLIENT (20) streams and waiting
    long-polls at once: 429 `too_many_streams` beyond. 503 `stream_capacity` when the
    server holds all the streams it may: retry after `Retry-After` s (EventSource does not
    retry an error by itself). A stream ends after at most STREAM_MAX_S (600 s) without an
    `end` event: reconnect with `Last-Event-ID` (EventSource does so by itself).

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        token (str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            after=after,
            token=token,
            last_event_id=last_event_id,
        )
    ).parsed
