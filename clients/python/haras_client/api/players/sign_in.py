from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sign_in import SignIn
from ...models.signed_in import SignedIn
from ...types import Response


def _get_kwargs(
    *,
    body: SignIn,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/sign-in",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SignedIn | None:
    if response.status_code == 200:
        response_200 = SignedIn.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SignedIn]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignIn,
) -> Response[Problem | SignedIn]:
    """Sign a user in with an ID token of an OpenID provider this service trusts.

     The same user (the token's `iss` and `sub`) is always the same player, made at the
    first sign-in (`created: true`) and named after the token's `name`, else its
    `preferred_username` (the first that is a valid name), else a guest name; a player
    renamed since keeps its own name. Each sign-in returns a new `player_token` (one per
    device; the newest 20 stay valid): send it as `Authorization: Bearer`.

    The token is checked as an OpenID client does: signed by a key of the issuer's key set
    with an asymmetric algorithm (`none` and HMAC refused), `iss` configured, `aud` one of
    its audiences, `exp`/`iat`/`nbf` within 60 s of leeway. Otherwise 401
    `invalid_id_token`, whose `reason` says why. 503 `unavailable` (with `Retry-After`) when
    the issuer's keys cannot be fetched and none are held. 404 `not_found` when this service
    trusts no issuer (OIDC_ISSUERS is empty).

    Args:
        body (SignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SignedIn]
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
    client: AuthenticatedClient | Client,
    body: SignIn,
) -> Problem | SignedIn | None:
    """Sign a user in with an ID token of an OpenID provider this service trusts.

     The same user (the token's `iss` and `sub`) is always the same player, made at the
    first sign-in (`created: true`) and named after the token's `name`, else its
    `preferred_username` (the first that is a valid name), else a guest name; a player
    renamed since keeps its own name. Each sign-in returns a new `player_token` (one per
    device; the newest 20 stay valid): send it as `Authorization: Bearer`.

    The token is checked as an OpenID client does: signed by a key of the issuer's key set
    with an asymmetric algorithm (`none` and HMAC refused), `iss` configured, `aud` one of
    its audiences, `exp`/`iat`/`nbf` within 60 s of leeway. Otherwise 401
    `invalid_id_token`, whose `reason` says why. 503 `unavailable` (with `Retry-After`) when
    the issuer's keys cannot be fetched and none are held. 404 `not_found` when this service
    trusts no issuer (OIDC_ISSUERS is empty).

    Args:
        body (SignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SignedIn
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignIn,
) -> Response[Problem | SignedIn]:
    """Sign a user in with an ID token of an OpenID provider this service trusts.

     The same user (the token's `iss` and `sub`) is always the same player, made at the
    first sign-in (`created: true`) and named after the token's `name`, else its
    `preferred_username` (the first that is a valid name), else a guest name; a player
    renamed since keeps its own name. Each sign-in returns a new `player_token` (one per
    device; the newest 20 stay valid): send it as `Authorization: Bearer`.

    The token is checked as an OpenID client does: signed by a key of the issuer's key set
    with an asymmetric algorithm (`none` and HMAC refused), `iss` configured, `aud` one of
    its audiences, `exp`/`iat`/`nbf` within 60 s of leeway. Otherwise 401
    `invalid_id_token`, whose `reason` says why. 503 `unavailable` (with `Retry-After`) when
    the issuer's keys cannot be fetched and none are held. 404 `not_found` when this service
    trusts no issuer (OIDC_ISSUERS is empty).

    Args:
        body (SignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SignedIn]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SignIn,
) -> Problem | SignedIn | None:
    """Sign a user in with an ID token of an OpenID provider this service trusts.

     The same user (the token's `iss` and `sub`) is always the same player, made at the
    first sign-in (`created: true`) and named after the token's `name`, else its
    `preferred_username` (the first that is a valid name), else a guest name; a player
    renamed since keeps its own name. Each sign-in returns a new `player_token` (one per
    device; the newest 20 stay valid): send it as `Authorization: Bearer`.

    The token is checked as an OpenID client does: signed by a key of the issuer's key set
    with an asymmetric algorithm (`none` and HMAC refused), `iss` configured, `aud` one of
    its audiences, `exp`/`iat`/`nbf` within 60 s of leeway. Otherwise 401
    `invalid_id_token`, whose `reason` says why. 503 `unavailable` (with `Retry-After`) when
    the issuer's keys cannot be fetched and none are held. 404 `not_found` when this service
    trusts no issuer (OIDC_ISSUERS is empty).

    Args:
        body (SignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SignedIn
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
