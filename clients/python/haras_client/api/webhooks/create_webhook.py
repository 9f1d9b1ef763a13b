from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_webhook import CreateWebhook
from ...models.created_webhook import CreatedWebhook
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CreateWebhook,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatedWebhook | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedWebhook.from_dict(response.json())

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
) -> Response[CreatedWebhook | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateWebhook,
) -> Response[CreatedWebhook | Problem]:
    """Subscribe a URL to events of the matches this key creates.

     The `secret` that signs the deliveries is returned only here.

    The URL must be https and every address its host resolves to public (422
    `invalid_webhook_url` otherwise, with the reason); at most 20 webhooks per key (422
    `too_many_webhooks`).

    Args:
        body (CreateWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedWebhook | Problem]
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
    body: CreateWebhook,
) -> CreatedWebhook | Problem | None:
    """Subscribe a URL to events of the matches this key creates.

     The `secret` that signs the deliveries is returned only here.

    The URL must be https and every address its host resolves to public (422
    `invalid_webhook_url` otherwise, with the reason); at most 20 webhooks per key (422
    `too_many_webhooks`).

    Args:
        body (CreateWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedWebhook | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateWebhook,
) -> Response[CreatedWebhook | Problem]:
    """Subscribe a URL to events of the matches this key creates.

     The `secret` that signs the deliveries is returned only here.

    The URL must be https and every address its host resolves to public (422
    `invalid_webhook_url` otherwise, with the reason); at most 20 webhooks per key (422
    `too_many_webhooks`).

    Args:
        body (CreateWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedWebhook | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateWebhook,
) -> CreatedWebhook | Problem | None:
    """Subscribe a URL to events of the matches this key creates.

     The `secret` that signs the deliveries is returned only here.

    The URL must be https and every address its host resolves to public (422
    `invalid_webhook_url` otherwise, with the reason); at most 20 webhooks per key (422
    `too_many_webhooks`).

    Args:
        body (CreateWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedWebhook | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
