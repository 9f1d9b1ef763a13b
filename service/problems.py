"""RFC 9457 problem details, with the stable `code`s of the contract (openapi/openapi.json)."""

from http import HTTPStatus

PROBLEM_TYPE_BASE = "https://haras.example/problems/"


class ApiError(Exception):
    """An error a client caused or must handle; rendered as application/problem+json."""

    def __init__(self, status: int, code: str, detail: str, headers: dict | None = None,
                 **extra):
        super().__init__(detail)
        self.status, self.code, self.detail = status, code, detail
        self.headers = headers or {}
        self.extra = extra

    def body(self) -> dict:
        return problem(self.status, self.code, self.detail, **self.extra)


def problem(status: int, code: str, detail: str, **extra) -> dict:
    return {
        "type": PROBLEM_TYPE_BASE + code,
        "title": HTTPStatus(status).phrase,
        "status": status,
        "detail": detail,
        "code": code,
        **extra,
    }


def not_found(detail: str = "Match not found.") -> ApiError:
    return ApiError(404, "match_not_found", detail)
