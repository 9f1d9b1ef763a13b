from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.amazones_events_page import AmazonesEventsPage
from ...models.petits_chevaux_events_page import PetitsChevauxEventsPage
from ...models.poney_mon_amour_events_page import PoneyMonAmourEventsPage
from ...models.problem import Problem
from ...models.royal_turf_events_page import RoyalTurfEventsPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: str,
    *,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}/events".format(
            match_id=quote(str(match_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AmazonesEventsPage | PetitsChevauxEventsPage | PoneyMonAmourEventsPage | RoyalTurfEventsPage | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> AmazonesEventsPage | PetitsChevauxEventsPage | PoneyMonAmourEventsPage | RoyalTurfEventsPage:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_events_page_type_0 = PetitsChevauxEventsPage.from_dict(data)

                return componentsschemas_events_page_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_events_page_type_1 = RoyalTurfEventsPage.from_dict(data)

                return componentsschemas_events_page_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_events_page_type_2 = AmazonesEventsPage.from_dict(data)

                return componentsschemas_events_page_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_events_page_type_3 = PoneyMonAmourEventsPage.from_dict(data)

            return componentsschemas_events_page_type_3

        response_200 = _parse_response_200(response.json())

        return response_200

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
) -> Response[AmazonesEventsPage | PetitsChevauxEventsPage | PoneyMonAmourEventsPage | RoyalTurfEventsPage | Problem]:
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
    wait: float | Unset = 0.0,
) -> Response[AmazonesEventsPage | PetitsChevauxEventsPage | PoneyMonAmourEventsPage | RoyalTurfEventsPage | Problem]:
    """Events after `after`, as the caller may see them.

     `wait` long-polls up to 25 s. A waiting request holds one of the client's stream slots: 429
    `too_many_streams` past them, 503 `stream_capacity` when the process keeps its last
    connections for others.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AmazonesEventsPage | PetitsChevauxEventsPage | PoneyMonAmourEventsPage | RoyalTurfEventsPage | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        after=after,
        wait=wait,
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
    wait: float | Unset = 0.0,
) -> AmazonesEventsPage | PetitsChevauxEventsPage | PoneyMonAmourEventsPage | RoyalTurfEventsPage | Problem | None:
    """Events after `after`, as the caller may see them.

     `wait` long-polls up to 25 s. A waiting request holds one of the client's stream slots: 429
    `too_many_streams` past them, 503 `stream_capacity` when the process keeps its last
    connections for others.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AmazonesEventsPage | PetitsChevauxEventsPage | PoneyMonAmourEventsPage | RoyalTurfEventsPage | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        after=after,
        wait=wait,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
) -> Response[AmazonesEventsPage | PetitsChevauxEventsPage | PoneyMonAmourEventsPage | RoyalTurfEventsPage | Problem]:
    """Events after `after`, as the caller may see them.

     `wait` long-polls up to 25 s. A waiting request holds one of the client's stream slots: 429
    `too_many_streams` past them, 503 `stream_capacity` when the process keeps its last
    connections for others.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AmazonesEventsPage | PetitsChevauxEventsPage | PoneyMonAmourEventsPage | RoyalTurfEventsPage | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        after=after,
        wait=wait,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
) -> AmazonesEventsPage | PetitsChevauxEventsPage | PoneyMonAmourEventsPage | RoyalTurfEventsPage | Problem | None:
    """Events after `after`, as the caller may see them.

     `wait` long-polls up to 25 s. A waiting request holds one of the client's stream slots: 429
    `too_many_streams` past them, 503 `stream_capacity` when the process keeps its last
    connections for others.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        wait (float | Unset):  Default: 0.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AmazonesEventsPage | PetitsChevauxEventsPage | PoneyMonAmourEventsPage | RoyalTurfEventsPage | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            after=after,
            wait=wait,
        )
    ).parsed
