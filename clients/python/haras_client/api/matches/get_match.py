from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.amazones_match_view import AmazonesMatchView
from ...models.petits_chevaux_match_view import PetitsChevauxMatchView
from ...models.poney_mon_amour_match_view import PoneyMonAmourMatchView
from ...models.problem import Problem
from ...models.royal_turf_match_view import RoyalTurfMatchView
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: str,
    *,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}".format(
            match_id=quote(str(match_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView | Any | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_view_type_0 = PetitsChevauxMatchView.from_dict(data)

                return componentsschemas_match_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_view_type_1 = RoyalTurfMatchView.from_dict(data)

                return componentsschemas_match_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_view_type_2 = AmazonesMatchView.from_dict(data)

                return componentsschemas_match_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_match_view_type_3 = PoneyMonAmourMatchView.from_dict(data)

            return componentsschemas_match_view_type_3

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView | Any | Problem]:
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
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,
) -> Response[AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView | Any | Problem]:
    """The match as the caller may see it: public without a token, else the bearer's seat.

     Sends `ETag: "<version>"`; `If-None-Match` with the current version gives 304, or with
    `wait` (up to 25 s) the new view as soon as the match moves on: a client waits for the
    next move, or the end of an all-AI match, in one request (304 when the time is up). A
    waiting request holds one of the client's stream slots: 429 `too_many_streams` past
    them, 503 `stream_capacity` when the process keeps its last connections for others.

    Args:
        match_id (str):
        wait (float | Unset):  Default: 0.0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView | Any | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        wait=wait,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,
) -> AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView | Any | Problem | None:
    """The match as the caller may see it: public without a token, else the bearer's seat.

     Sends `ETag: "<version>"`; `If-None-Match` with the current version gives 304, or with
    `wait` (up to 25 s) the new view as soon as the match moves on: a client waits for the
    next move, or the end of an all-AI match, in one request (304 when the time is up). A
    waiting request holds one of the client's stream slots: 429 `too_many_streams` past
    them, 503 `stream_capacity` when the process keeps its last connections for others.

    Args:
        match_id (str):
        wait (float | Unset):  Default: 0.0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView | Any | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        wait=wait,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,
) -> Response[AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView | Any | Problem]:
    """The match as the caller may see it: public without a token, else the bearer's seat.

     Sends `ETag: "<version>"`; `If-None-Match` with the current version gives 304, or with
    `wait` (up to 25 s) the new view as soon as the match moves on: a client waits for the
    next move, or the end of an all-AI match, in one request (304 when the time is up). A
    waiting request holds one of the client's stream slots: 429 `too_many_streams` past
    them, 503 `stream_capacity` when the process keeps its last connections for others.

    Args:
        match_id (str):
        wait (float | Unset):  Default: 0.0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView | Any | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        wait=wait,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,
) -> AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView | Any | Problem | None:
    """The match as the caller may see it: public without a token, else the bearer's seat.

     Sends `ETag: "<version>"`; `If-None-Match` with the current version gives 304, or with
    `wait` (up to 25 s) the new view as soon as the match moves on: a client waits for the
    next move, or the end of an all-AI match, in one request (304 when the time is up). A
    waiting request holds one of the client's stream slots: 429 `too_many_streams` past
    them, 503 `stream_capacity` when the process keeps its last connections for others.

    Args:
        match_id (str):
        wait (float | Unset):  Default: 0.0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView | Any | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            wait=wait,
            if_none_match=if_none_match,
        )
    ).parsed
