from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.redelivery import Redelivery
from ...types import Response


def _get_kwargs(
    sub_id: str,
    delivery_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/webhooks/{sub_id}/deliveries/{delivery_id}/redeliver".format(
            sub_id=quote(str(sub_id), safe=""),
            delivery_id=quote(str(delivery_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Redelivery | None:
    if response.status_code == 202:
        response_202 = Redelivery.from_dict(response.json())

        return response_202

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
) -> Response[Problem | Redelivery]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    sub_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | Redelivery]:
    """Send a logged delivery's event again.

     Same event id, fresh signature, after what this webhook still has to receive from that
    match. 404 `delivery_not_found` when the delivery is not in the log.

    Args:
        sub_id (str):
        delivery_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Redelivery]
    """

    kwargs = _get_kwargs(
        sub_id=sub_id,
        delivery_id=delivery_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    sub_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | Redelivery | None:
    """Send a logged delivery's event again.

     Same event id, fresh signature, after what this webhook still has to receive from that
    match. 404 `delivery_not_found` when the delivery is not in the log.

    Args:
        sub_id (str):
        delivery_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Redelivery
    """

    return sync_detailed(
        sub_id=sub_id,
        delivery_id=delivery_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    sub_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | Redelivery]:
    """Send a logged delivery's event again.

     Same event id, fresh signature, after what this webhook still has to receive from that
    match. 404 `delivery_not_found` when the delivery is not in the log.

    Args:
        sub_id (str):
        delivery_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Redelivery]
    """

    kwargs = _get_kwargs(
        sub_id=sub_id,
        delivery_id=delivery_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    sub_id: str,
    delivery_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | Redelivery | None:
    """Send a logged delivery's event again.

     Same event id, fresh signature, after what this webhook still has to receive from that
    match. 404 `delivery_not_found` when the delivery is not in the log.

    Args:
        sub_id (str):
        delivery_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Redelivery
    """

    return (
        await asyncio_detailed(
            sub_id=sub_id,
            delivery_id=delivery_id,
            client=client,
        )
    ).parsed
