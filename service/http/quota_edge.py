"""The HTTP edge of the quotas on AI work (service/state/quotas.py): whom a request's
creations are charged to, and the 429 `quota_exceeded` problem of a refusal."""

from service.http import caller_keys, limits
from service.problems import ApiError
from service.state.quotas import QuotaExceeded, Requester, limits_for


def requester(rt) -> Requester:
    """This request's client: its valid API key (with the key's own quotas), else its address
    (`limits.client_identity`): a seat token is free to mint, so it earns no quota."""
    key = caller_keys.presented(rt.store.client)
    return Requester(limits.client_identity(rt.settings.trust_proxy, key),
                     limits_for(rt.settings, None if key is None else key.quotas))


def problem(refused: QuotaExceeded) -> ApiError:
    headers = None if refused.retry_after_s is None else {
        "Retry-After": str(refused.retry_after_s)}
    return ApiError(429, "quota_exceeded", refused.detail, headers=headers, quota=refused.quota,
                    limit=refused.limit, in_use=refused.in_use, requested=refused.requested)
