from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_ticket import CreateTicket
from ...models.created_ticket import CreatedTicket
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CreateTicket,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matchmaking/tickets",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedTicket | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedTicket.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreatedTicket | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateTicket,
) -> Response[CreatedTicket | Problem]:
    """Open a matchmaking ticket for the calling player.

     The player's token, or an `X-API-Key` with `X-Player`. The matchmaker puts the ticket in a
    match with players of the same game, `options` and `rated`, of close ratings, as soon as
    there are enough of them.

    409 `ticket_exists` (with `ticket_id`) while the player has a searching ticket of that
    game; 409 `already_seated` (with `match_id`) while the player holds a seat in an
    unfinished match the matchmaker made of that game (finish or resign it first). 422
    `validation_error` (`players`: bounds outside the game's player counts, `min` > `max`),
    `unknown_game`, `invalid_options` (with `errors` per option; a rated ticket plays the
    game's default options). A matchmade match has turn deadlines: the options' own, else
    MATCHMAKING_TURN_TIMEOUT_S (60 s). 429 `quota_exceeded`
    (`quota`: `tickets`) when the players of the caller's API key have
    MATCHMAKING_KEY_TICKETS searching tickets. 403 `sign_in_required` for a rated ticket of
    a guest where the deployment sets RATED_REQUIRES_SIGN_IN (a signed-in player, or an API
    key's, may open one; an unrated ticket needs neither).

    A ticket searches for MATCHMAKING_TICKET_TTL_S (600 s), then expires; sooner, once its
    owner has stopped following it (no waiting or plain GET of it) for
    MATCHMAKING_KEEPALIVE_S (20 s), unless its API key's webhooks take `ticket.matched`.

    Args:
        body (CreateTicket):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedTicket | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateTicket,
) -> CreatedTicket | Problem | None:
    """Open a matchmaking ticket for the calling player.

     The player's token, or an `X-API-Key` with `X-Player`. The matchmaker puts the ticket in a
    match with players of the same game, `options` and `rated`, of close ratings, as soon as
    there are enough of them.

    409 `ticket_exists` (with `ticket_id`) while the player has a searching ticket of that
    game; 409 `already_seated` (with `match_id`) while the player holds a seat in an
    unfinished match the matchmaker made of that game (finish or resign it first). 422
    `validation_error` (`players`: bounds outside the game's player counts, `min` > `max`),
    `unknown_game`, `invalid_options` (with `errors` per option; a rated ticket plays the
    game's default options). A matchmade match has turn deadlines: the options' own, else
    MATCHMAKING_TURN_TIMEOUT_S (60 s). 429 `quota_exceeded`
    (`quota`: `tickets`) when the players of the caller's API key have
    MATCHMAKING_KEY_TICKETS searching tickets. 403 `sign_in_required` for a rated ticket of
    a guest where the deployment sets RATED_REQUIRES_SIGN_IN (a signed-in player, or an API
    key's, may open one; an unrated ticket needs neither).

    A ticket searches for MATCHMAKING_TICKET_TTL_S (600 s), then expires; sooner, once its
    owner has stopped following it (no waiting or plain GET of it) for
    MATCHMAKING_KEEPALIVE_S (20 s), unless its API key's webhooks take `ticket.matched`.

    Args:
        body (CreateTicket):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedTicket | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateTicket,
) -> Response[CreatedTicket | Problem]:
    """Open a matchmaking ticket for the calling player.

     The player's token, or an `X-API-Key` with `X-Player`. The matchmaker puts the ticket in a
    match with players of the same game, `options` and `rated`, of close ratings, as soon as
    there are enough of them.

    409 `ticket_exists` (with `ticket_id`) while the player has a searching ticket of that
    game; 409 `already_seated` (with `match_id`) while the player holds a seat in an
    unfinished match the matchmaker made of that game (finish or resign it first). 422
    `validation_error` (`players`: bounds outside the game's player counts, `min` > `max`),
    `unknown_game`, `invalid_options` (with `errors` per option; a rated ticket plays the
    game's default options). A matchmade match has turn deadlines: the options' own, else
    MATCHMAKING_TURN_TIMEOUT_S (60 s). 429 `quota_exceeded`
    (`quota`: `tickets`) when the players of the caller's API key have
    MATCHMAKING_KEY_TICKETS searching tickets. 403 `sign_in_required` for a rated ticket of
    a guest where the deployment sets RATED_REQUIRES_SIGN_IN (a signed-in player, or an API
    key's, may open one; an unrated ticket needs neither).

    A ticket searches for MATCHMAKING_TICKET_TTL_S (600 s), then expires; sooner, once its
    owner has stopped following it (no waiting or plain GET of it) for
    MATCHMAKING_KEEPALIVE_S (20 s), unless its API key's webhooks take `ticket.matched`.

    Args:
        body (CreateTicket):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedTicket | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateTicket,
) -> CreatedTicket | Problem | None:
    """Open a matchmaking ticket for the calling player.

     The player's token, or an `X-API-Key` with `X-Player`. The matchmaker puts the ticket in a
    match with players of the same game, `options` and `rated`, of close ratings, as soon as
    there are enough of them.

    409 `ticket_exists` (with `ticket_id`) while the player has a searching ticket of that
    game; 409 `already_seated` (with `match_id`) while the player holds a seat in an
    unfinished match the matchmaker made of that game (finish or resign it first). 422
    `validation_error` (`players`: bounds outside the game's player counts, `min` > `max`),
    `unknown_game`, `invalid_options` (with `errors` per option; a rated ticket plays the
    game's default options). A matchmade match has turn deadlines: the options' own, else
    MATCHMAKING_TURN_TIMEOUT_S (60 s). 429 `quota_exceeded`
    (`quota`: `tickets`) when the players of the caller's API key have
    MATCHMAKING_KEY_TICKETS searching tickets. 403 `sign_in_required` for a rated ticket of
    a guest where the deployment sets RATED_REQUIRES_SIGN_IN (a signed-in player, or an API
    key's, may open one; an unrated ticket needs neither).

    A ticket searches for MATCHMAKING_TICKET_TTL_S (600 s), then expires; sooner, once its
    owner has stopped following it (no waiting or plain GET of it) for
    MATCHMAKING_KEEPALIVE_S (20 s), unless its API key's webhooks take `ticket.matched`.

    Args:
        body (CreateTicket):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedTicket | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
