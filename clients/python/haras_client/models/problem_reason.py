from enum import StrEnum


class ProblemReason(StrEnum):
    BAD_SIGNATURE = "bad_signature"
    EXPIRED = "expired"
    INVALID_CLAIM = "invalid_claim"
    MALFORMED = "malformed"
    MISSING_CLAIM = "missing_claim"
    MISSING_KID = "missing_kid"
    NOT_YET_VALID = "not_yet_valid"
    TOO_LARGE = "too_large"
    UNKNOWN_ISSUER = "unknown_issuer"
    UNKNOWN_KEY = "unknown_key"
    UNSUPPORTED_ALGORITHM = "unsupported_algorithm"
    WRONG_AUDIENCE = "wrong_audience"

    def __str__(self) -> str:
        return str(self.value)
