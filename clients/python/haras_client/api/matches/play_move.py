from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.amazones_move_played import AmazonesMovePlayed
from ...models.petits_chevaux_move_played import PetitsChevauxMovePlayed
from ...models.poney_mon_amour_move_played import PoneyMonAmourMovePlayed
from ...models.post_move import PostMove
from ...models.problem import Problem
from ...models.royal_turf_move_played import RoyalTurfMovePlayed
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: str,
    *,
    body: PostMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches/{match_id}/moves".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AmazonesMovePlayed | PetitsChevauxMovePlayed | PoneyMonAmourMovePlayed | RoyalTurfMovePlayed | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> AmazonesMovePlayed | PetitsChevauxMovePlayed | PoneyMonAmourMovePlayed | RoyalTurfMovePlayed:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_played_type_0 = PetitsChevauxMovePlayed.from_dict(data)

                return componentsschemas_move_played_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_played_type_1 = RoyalTurfMovePlayed.from_dict(data)

                return componentsschemas_move_played_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_played_type_2 = AmazonesMovePlayed.from_dict(data)

                return componentsschemas_move_played_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_move_played_type_3 = PoneyMonAmourMovePlayed.from_dict(data)

            return componentsschemas_move_played_type_3

        response_200 = _parse_response_200(response.json())

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

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

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
) -> Response[AmazonesMovePlayed | PetitsChevauxMovePlayed | PoneyMonAmourMovePlayed | RoyalTurfMovePlayed | Problem]:
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
    body: PostMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[AmazonesMovePlayed | PetitsChevauxMovePlayed | PoneyMonAmourMovePlayed | RoyalTurfMovePlayed | Problem]:
    """Play a move for the bearer's seat.

     409 `not_your_turn` / `match_finished`; 412 `stale_version` (with `current_version`)
    when `If-Match` is not the current version or a concurrent move won the race;
    422 `illegal_move` (with `legal_moves`) or `validation_error` for a malformed move.

    Args:
        match_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (PostMove):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AmazonesMovePlayed | PetitsChevauxMovePlayed | PoneyMonAmourMovePlayed | RoyalTurfMovePlayed | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
        if_match=if_match,
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
    body: PostMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> AmazonesMovePlayed | PetitsChevauxMovePlayed | PoneyMonAmourMovePlayed | RoyalTurfMovePlayed | Problem | None:
    """Play a move for the bearer's seat.

     409 `not_your_turn` / `match_finished`; 412 `stale_version` (with `current_version`)
    when `If-Match` is not the current version or a concurrent move won the race;
    422 `illegal_move` (with `legal_moves`) or `validation_error` for a malformed move.

    Args:
        match_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (PostMove):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AmazonesMovePlayed | PetitsChevauxMovePlayed | PoneyMonAmourMovePlayed | RoyalTurfMovePlayed | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: PostMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[AmazonesMovePlayed | PetitsChevauxMovePlayed | PoneyMonAmourMovePlayed | RoyalTurfMovePlayed | Problem]:
    """Play a move for the bearer's seat.

     409 `not_your_turn` / `match_finished`; 412 `stale_version` (with `current_version`)
    when `If-Match` is not the current version or a concurrent move won the race;
    422 `illegal_move` (with `legal_moves`) or `validation_error` for a malformed move.

    Args:
        match_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (PostMove):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AmazonesMovePlayed | PetitsChevauxMovePlayed | PoneyMonAmourMovePlayed | RoyalTurfMovePlayed | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: PostMove,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> AmazonesMovePlayed | PetitsChevauxMovePlayed | PoneyMonAmourMovePlayed | RoyalTurfMovePlayed | Problem | None:
    """Play a move for the bearer's seat.

     409 `not_your_turn` / `match_finished`; 412 `stale_version` (with `current_version`)
    when `If-Match` is not the current version or a concurrent move won the race;
    422 `illegal_move` (with `legal_moves`) or `validation_error` for a malformed move.

    Args:
        match_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (PostMove):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AmazonesMovePlayed | PetitsChevauxMovePlayed | PoneyMonAmourMovePlayed | RoyalTurfMovePlayed | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            body=body,
            if_match=if_match,
            idempotency_key=idempotency_key,
        )
    ).parsed
