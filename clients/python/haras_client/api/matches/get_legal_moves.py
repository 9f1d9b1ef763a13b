from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.amazones_legal_moves import AmazonesLegalMoves
from ...models.petits_chevaux_legal_moves import PetitsChevauxLegalMoves
from ...models.poney_mon_amour_legal_moves import PoneyMonAmourLegalMoves
from ...models.problem import Problem
from ...models.royal_turf_legal_moves import RoyalTurfLegalMoves
from ...types import Response


def _get_kwargs(
    match_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}/legal-moves".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AmazonesLegalMoves | PetitsChevauxLegalMoves | PoneyMonAmourLegalMoves | RoyalTurfLegalMoves | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> AmazonesLegalMoves | PetitsChevauxLegalMoves | PoneyMonAmourLegalMoves | RoyalTurfLegalMoves:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_0 = PetitsChevauxLegalMoves.from_dict(data)

                return componentsschemas_legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_1 = RoyalTurfLegalMoves.from_dict(data)

                return componentsschemas_legal_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_2 = AmazonesLegalMoves.from_dict(data)

                return componentsschemas_legal_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_legal_moves_type_3 = PoneyMonAmourLegalMoves.from_dict(data)

            return componentsschemas_legal_moves_type_3

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
) -> Response[AmazonesLegalMoves | PetitsChevauxLegalMoves | PoneyMonAmourLegalMoves | RoyalTurfLegalMoves | Problem]:
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
) -> Response[AmazonesLegalMoves | PetitsChevauxLegalMoves | PoneyMonAmourLegalMoves | RoyalTurfLegalMoves | Problem]:
    """The bearer's legal moves now.

     Empty when it is not her turn; the response links to `playMove` with the version to
    send as `If-Match`.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AmazonesLegalMoves | PetitsChevauxLegalMoves | PoneyMonAmourLegalMoves | RoyalTurfLegalMoves | Problem]
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
    client: AuthenticatedClient,
) -> AmazonesLegalMoves | PetitsChevauxLegalMoves | PoneyMonAmourLegalMoves | RoyalTurfLegalMoves | Problem | None:
    """The bearer's legal moves now.

     Empty when it is not her turn; the response links to `playMove` with the version to
    send as `If-Match`.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AmazonesLegalMoves | PetitsChevauxLegalMoves | PoneyMonAmourLegalMoves | RoyalTurfLegalMoves | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[AmazonesLegalMoves | PetitsChevauxLegalMoves | PoneyMonAmourLegalMoves | RoyalTurfLegalMoves | Problem]:
    """The bearer's legal moves now.

     Empty when it is not her turn; the response links to `playMove` with the version to
    send as `If-Match`.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AmazonesLegalMoves | PetitsChevauxLegalMoves | PoneyMonAmourLegalMoves | RoyalTurfLegalMoves | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,
) -> AmazonesLegalMoves | PetitsChevauxLegalMoves | PoneyMonAmourLegalMoves | RoyalTurfLegalMoves | Problem | None:
    """The bearer's legal moves now.

     Empty when it is not her turn; the response links to `playMove` with the version to
    send as `If-Match`.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AmazonesLegalMoves | PetitsChevauxLegalMoves | PoneyMonAmourLegalMoves | RoyalTurfLegalMoves | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
        )
    ).parsed
