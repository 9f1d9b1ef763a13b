from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.amazones_replay_step import AmazonesReplayStep
from ...models.petits_chevaux_replay_step import PetitsChevauxReplayStep
from ...models.poney_mon_amour_replay_step import PoneyMonAmourReplayStep
from ...models.problem import Problem
from ...models.royal_turf_replay_step import RoyalTurfReplayStep
from ...types import Response


def _get_kwargs(
    match_id: str,
    step: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/matches/{match_id}/replay/steps/{step}".format(
            match_id=quote(str(match_id), safe=""),
            step=quote(str(step), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AmazonesReplayStep | PetitsChevauxReplayStep | PoneyMonAmourReplayStep | RoyalTurfReplayStep | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> AmazonesReplayStep | PetitsChevauxReplayStep | PoneyMonAmourReplayStep | RoyalTurfReplayStep:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_replay_step_type_0 = PetitsChevauxReplayStep.from_dict(data)

                return componentsschemas_replay_step_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_replay_step_type_1 = RoyalTurfReplayStep.from_dict(data)

                return componentsschemas_replay_step_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_replay_step_type_2 = AmazonesReplayStep.from_dict(data)

                return componentsschemas_replay_step_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_replay_step_type_3 = PoneyMonAmourReplayStep.from_dict(data)

            return componentsschemas_replay_step_type_3

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[AmazonesReplayStep | PetitsChevauxReplayStep | PoneyMonAmourReplayStep | RoyalTurfReplayStep | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    step: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[AmazonesReplayStep | PetitsChevauxReplayStep | PoneyMonAmourReplayStep | RoyalTurfReplayStep | Problem]:
    """A finished match as it stood after its first `step` steps.

     The steps are the replay's (moves, round scorings, a resignation that ended the match);
    step 0 is the match before the first. `match` is the public view then (what a spectator
    saw, nothing hidden revealed), re-played from the seed; `events` the public events of
    that step, with the service's own events up to the next step (a seat joining, resigning,
    the rematch link): the steps' events, in order, are the match's public events. The last
    step's view is the finished match's. `updated_at` is the match's last update at every
    step. 404 `step_not_found` (with `steps`) past the last step; 409 `match_not_finished`
    while it runs, `other_rules` for a match played under rules this server no longer plays.

    The first request for a match's steps re-plays it (steps of the matches asked last are
    kept): each such re-play is charged to the client (its API key, else its address) against
    a budget of its own, much smaller than the rate limit (REPLAY_BUILD_RATE, 20 per 60 s by
    default); past it, 429 `replay_build_limited` with `Retry-After`. Steps of a match
    already re-played cost none.

    Args:
        match_id (str):
        step (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AmazonesReplayStep | PetitsChevauxReplayStep | PoneyMonAmourReplayStep | RoyalTurfReplayStep | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        step=step,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    step: int,
    *,
    client: AuthenticatedClient | Client,
) -> AmazonesReplayStep | PetitsChevauxReplayStep | PoneyMonAmourReplayStep | RoyalTurfReplayStep | Problem | None:
    """A finished match as it stood after its first `step` steps.

     The steps are the replay's (moves, round scorings, a resignation that ended the match);
    step 0 is the match before the first. `match` is the public view then (what a spectator
    saw, nothing hidden revealed), re-played from the seed; `events` the public events of
    that step, with the service's own events up to the next step (a seat joining, resigning,
    the rematch link): the steps' events, in order, are the match's public events. The last
    step's view is the finished match's. `updated_at` is the match's last update at every
    step. 404 `step_not_found` (with `steps`) past the last step; 409 `match_not_finished`
    while it runs, `other_rules` for a match played under rules this server no longer plays.

    The first request for a match's steps re-plays it (steps of the matches asked last are
    kept): each such re-play is charged to the client (its API key, else its address) against
    a budget of its own, much smaller than the rate limit (REPLAY_BUILD_RATE, 20 per 60 s by
    default); past it, 429 `replay_build_limited` with `Retry-After`. Steps of a match
    already re-played cost none.

    Args:
        match_id (str):
        step (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AmazonesReplayStep | PetitsChevauxReplayStep | PoneyMonAmourReplayStep | RoyalTurfReplayStep | Problem
    """

    return sync_detailed(
        match_id=match_id,
        step=step,
        client=client,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    step: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[AmazonesReplayStep | PetitsChevauxReplayStep | PoneyMonAmourReplayStep | RoyalTurfReplayStep | Problem]:
    """A finished match as it stood after its first `step` steps.

     The steps are the replay's (moves, round scorings, a resignation that ended the match);
    step 0 is the match before the first. `match` is the public view then (what a spectator
    saw, nothing hidden revealed), re-played from the seed; `events` the public events of
    that step, with the service's own events up to the next step (a seat joining, resigning,
    the rematch link): the steps' events, in order, are the match's public events. The last
    step's view is the finished match's. `updated_at` is the match's last update at every
    step. 404 `step_not_found` (with `steps`) past the last step; 409 `match_not_finished`
    while it runs, `other_rules` for a match played under rules this server no longer plays.

    The first request for a match's steps re-plays it (steps of the matches asked last are
    kept): each such re-play is charged to the client (its API key, else its address) against
    a budget of its own, much smaller than the rate limit (REPLAY_BUILD_RATE, 20 per 60 s by
    default); past it, 429 `replay_build_limited` with `Retry-After`. Steps of a match
    already re-played cost none.

    Args:
        match_id (str):
        step (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AmazonesReplayStep | PetitsChevauxReplayStep | PoneyMonAmourReplayStep | RoyalTurfReplayStep | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        step=step,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    step: int,
    *,
    client: AuthenticatedClient | Client,
) -> AmazonesReplayStep | PetitsChevauxReplayStep | PoneyMonAmourReplayStep | RoyalTurfReplayStep | Problem | None:
    """A finished match as it stood after its first `step` steps.

     The steps are the replay's (moves, round scorings, a resignation that ended the match);
    step 0 is the match before the first. `match` is the public view then (what a spectator
    saw, nothing hidden revealed), re-played from the seed; `events` the public events of
    that step, with the service's own events up to the next step (a seat joining, resigning,
    the rematch link): the steps' events, in order, are the match's public events. The last
    step's view is the finished match's. `updated_at` is the match's last update at every
    step. 404 `step_not_found` (with `steps`) past the last step; 409 `match_not_finished`
    while it runs, `other_rules` for a match played under rules this server no longer plays.

    The first request for a match's steps re-plays it (steps of the matches asked last are
    kept): each such re-play is charged to the client (its API key, else its address) against
    a budget of its own, much smaller than the rate limit (REPLAY_BUILD_RATE, 20 per 60 s by
    default); past it, 429 `replay_build_limited` with `Retry-After`. Steps of a match
    already re-played cost none.

    Args:
        match_id (str):
        step (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AmazonesReplayStep | PetitsChevauxReplayStep | PoneyMonAmourReplayStep | RoyalTurfReplayStep | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            step=step,
            client=client,
        )
    ).parsed
