from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.live_auth import LiveAuth
from ...models.live_end import LiveEnd
from ...models.live_error import LiveError
from ...models.live_events import LiveEvents
from ...models.live_move import LiveMove
from ...models.live_moved import LiveMoved
from ...models.live_welcome import LiveWelcome
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: str,
    *,
    token: str | Unset = UNSET,
    after: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["token"] = token

    params["after"] = after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}/ws".format(
            match_id=quote(str(match_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> LiveAuth | LiveEnd | LiveError | LiveEvents | LiveMove | LiveMoved | LiveWelcome | Problem | None:
    if response.status_code == 101:

        def _parse_response_101(
            data: object,
        ) -> LiveAuth | LiveEnd | LiveError | LiveEvents | LiveMove | LiveMoved | LiveWelcome:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_live_message_type_0 = LiveMove.from_dict(data)

                return componentsschemas_live_message_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_live_message_type_1 = LiveAuth.from_dict(data)

                return componentsschemas_live_message_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_live_message_type_2 = LiveWelcome.from_dict(data)

                return componentsschemas_live_message_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_live_message_type_3 = LiveEvents.from_dict(data)

                return componentsschemas_live_message_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_live_message_type_4 = LiveMoved.from_dict(data)

                return componentsschemas_live_message_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_live_message_type_5 = LiveError.from_dict(data)

                return componentsschemas_live_message_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_live_message_type_6 = LiveEnd.from_dict(data)

            return componentsschemas_live_message_type_6

        response_101 = _parse_response_101(response.json())

        return response_101

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

    if response.status_code == 426:
        response_426 = Problem.from_dict(response.json())

        return response_426

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
) -> Response[LiveAuth | LiveEnd | LiveError | LiveEvents | LiveMove | LiveMoved | LiveWelcome | Problem]:
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
    token: str | Unset = UNSET,
    after: int | Unset = UNSET,
) -> Response[LiveAuth | LiveEnd | LiveError | LiveEvents | LiveMove | LiveMoved | LiveWelcome | Problem]:
    """Play and follow a match over a WebSocket.

     Upgrade with the seat token as `?token=` (or send `{"type": "auth", "token"}` first):
    moves in (`{"type": "move", "id", "move", "if_version"}`), the view and the events
    out, as the seat may see them; without a token, a spectator's channel (public events).
    `?after=<seq>` resumes: every event after it comes first, without gap or duplicate.
    Errors before the upgrade are problem+json: 426 `upgrade_required` for a plain GET;
    a channel holds one of the client's stream slots (429 `too_many_streams`, 503
    `stream_capacity`, as `/stream`). Close codes: 1000 the match is finished; 1001 idle
    for WS_MAX_IDLE_S; 1008 a frame the protocol refuses, no pong by the next ping, or a
    frame left unread for WS_PING_S (then the connection is dropped: the close frame cannot
    reach a client that does not read); 1012 the server restarts and 1013 Redis is
    unavailable: reconnect with `?after=` the last seq received.

    Args:
        match_id (str):
        token (str | Unset):
        after (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LiveAuth | LiveEnd | LiveError | LiveEvents | LiveMove | LiveMoved | LiveWelcome | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        token=token,
        after=after,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    token: str | Unset = UNSET,
    after: int | Unset = UNSET,
) -> LiveAuth | LiveEnd | LiveError | LiveEvents | LiveMove | LiveMoved | LiveWelcome | Problem | None:
    """Play and follow a match over a WebSocket.

     Upgrade with the seat token as `?token=` (or send `{"type": "auth", "token"}` first):
    moves in (`{"type": "move", "id", "move", "if_version"}`), the view and the events
    out, as the seat may see them; without a token, a spectator's channel (public events).
    `?after=<seq>` resumes: every event after it comes first, without gap or duplicate.
    Errors before the upgrade are problem+json: 426 `upgrade_required` for a plain GET;
    a channel holds one of the client's stream slots (429 `too_many_streams`, 503
    `stream_capacity`, as `/stream`). Close codes: 1000 the match is finished; 1001 idle
    for WS_MAX_IDLE_S; 1008 a frame the protocol refuses, no pong by the next ping, or a
    frame left unread for WS_PING_S (then the connection is dropped: the close frame cannot
    reach a client that does not read); 1012 the server restarts and 1013 Redis is
    unavailable: reconnect with `?after=` the last seq received.

    Args:
        match_id (str):
        token (str | Unset):
        after (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LiveAuth | LiveEnd | LiveError | LiveEvents | LiveMove | LiveMoved | LiveWelcome | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        token=token,
        after=after,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    token: str | Unset = UNSET,
    after: int | Unset = UNSET,
) -> Response[LiveAuth | LiveEnd | LiveError | LiveEvents | LiveMove | LiveMoved | LiveWelcome | Problem]:
    """Play and follow a match over a WebSocket.

     Upgrade with the seat token as `?token=` (or send `{"type": "auth", "token"}` first):
    moves in (`{"type": "move", "id", "move", "if_version"}`), the view and the events
    out, as the seat may see them; without a token, a spectator's channel (public events).
    `?after=<seq>` resumes: every event after it comes first, without gap or duplicate.
    Errors before the upgrade are problem+json: 426 `upgrade_required` for a plain GET;
    a channel holds one of the client's stream slots (429 `too_many_streams`, 503
    `stream_capacity`, as `/stream`). Close codes: 1000 the match is finished; 1001 idle
    for WS_MAX_IDLE_S; 1008 a frame the protocol refuses, no pong by the next ping, or a
    frame left unread for WS_PING_S (then the connection is dropped: the close frame cannot
    reach a client that does not read); 1012 the server restarts and 1013 Redis is
    unavailable: reconnect with `?after=` the last seq received.

    Args:
        match_id (str):
        token (str | Unset):
        after (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LiveAuth | LiveEnd | LiveError | LiveEvents | LiveMove | LiveMoved | LiveWelcome | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        token=token,
        after=after,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    token: str | Unset = UNSET,
    after: int | Unset = UNSET,
) -> LiveAuth | LiveEnd | LiveError | LiveEvents | LiveMove | LiveMoved | LiveWelcome | Problem | None:
    """Play and follow a match over a WebSocket.

     Upgrade with the seat token as `?token=` (or send `{"type": "auth", "token"}` first):
    moves in (`{"type": "move", "id", "move", "if_version"}`), the view and the events
    out, as the seat may see them; without a token, a spectator's channel (public events).
    `?after=<seq>` resumes: every event after it comes first, without gap or duplicate.
    Errors before the upgrade are problem+json: 426 `upgrade_required` for a plain GET;
    a channel holds one of the client's stream slots (429 `too_many_streams`, 503
    `stream_capacity`, as `/stream`). Close codes: 1000 the match is finished; 1001 idle
    for WS_MAX_IDLE_S; 1008 a frame the protocol refuses, no pong by the next ping, or a
    frame left unread for WS_PING_S (then the connection is dropped: the close frame cannot
    reach a client that does not read); 1012 the server restarts and 1013 Redis is
    unavailable: reconnect with `?after=` the last seq received.

    Args:
        match_id (str):
        token (str | Unset):
        after (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LiveAuth | LiveEnd | LiveError | LiveEvents | LiveMove | LiveMoved | LiveWelcome | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            token=token,
            after=after,
        )
    ).parsed
