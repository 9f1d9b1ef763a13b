"""Leaderboards: per game, the players with at least LEADERBOARD_MIN_MATCHES rated matches
and the AI levels (anchors, whatever their matches), best displayed rating first, ties by
player id.

One sorted set per game, `haras:leaderboard:{<game>}`, every score 0 and each member
`<10^7 − rating, 8 digits>:<player id>`: members sort by bytes, so the set's order is the
board's and a page starts strictly after the last member of the page before (the cursor).
Beside it, in the same slot, `haras:leaderboard:{<game>}:at` (player → `<matches> <member>`)
tells which member is a player's and how many matches it counts: an update counting fewer
matches than the one on the board (a job late or run again) changes nothing, so two updates
of one player landing out of order leave the newest.

A page is read while ratings move: a player whose rating did not change while a client
read the board page after page appears exactly once, in order; one that moved meanwhile
appears where it stood when its page was read (so perhaps twice, or not at all).
"""

import base64
import binascii
import re

CEILING = 10**7  # displayed ratings stay far inside ±CEILING
_MEMBER = re.compile(r"^(\d{8}):(.{1,64})$")

# KEYS[1]: the board, KEYS[2]: its `at` hash. ARGV: player, matches, member, min matches,
# '1' to replace whatever the board has and list it whatever its matches (an AI level's
# calibrated rating).
_UPDATE = """
local seen = redis.call('HGET', KEYS[2], ARGV[1])
if seen then
  local matches, member = string.match(seen, '^(%d+) (.*)$')
  if tonumber(matches) >= tonumber(ARGV[2]) and ARGV[5] ~= '1' then return 0 end
  redis.call('ZREM', KEYS[1], member)
end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2] .. ' ' .. ARGV[3])
if tonumber(ARGV[2]) >= tonumber(ARGV[4]) or ARGV[5] == '1' then
  redis.call('ZADD', KEYS[1], 0, ARGV[3])
end
return 1
"""


class BadCursor(ValueError):
    """A cursor this module did not write."""


def board_key(game: str) -> str:
    return f"haras:leaderboard:{{{game}}}"


def member(player_id: str, rating: int) -> str:
    return f"{CEILING - max(-CEILING + 1, min(CEILING - 1, rating)):08d}:{player_id}"


def parse_member(text: str) -> tuple[str, int]:
    """(player id, rating) of a member."""
    found = _MEMBER.match(text)
    return found[2], CEILING - int(found[1])


def encode_cursor(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> str:
    try:
        text = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raise BadCursor(cursor) from None
    if not _MEMBER.match(text):
        raise BadCursor(cursor)
    return text


class Leaderboard:
    def __init__(self, client, min_matches: int):
        self.client, self.min_matches = client, min_matches
        self._update = client.register_script(_UPDATE)

    def update(self, game: str, player_id: str, rating: dict, replace: bool = False) -> bool:
        """Puts the player where `rating` ({rating, matches, ...}) ranks it, unless the board
        has it with as many matches already (`replace`, an anchor: whatever it has, and
        listed whatever its matches). True when it moved."""
        key = board_key(game)
        return bool(self._update([key, key + ":at"], [
            player_id, rating["matches"], member(player_id, rating["rating"]),
            self.min_matches, "1" if replace else "0"]))

    def page(self, game: str, cursor: str | None, limit: int) -> tuple[list[dict], str | None]:
        """Up to `limit` entries after `cursor` (None: from the top), each {rank, id,
        rating}, and the next page's cursor (None at the end). BadCursor for a cursor not
        ours."""
        key = board_key(game)
        after = None if cursor is None else decode_cursor(cursor)
        pipe = self.client.pipeline(transaction=False)
        pipe.zrange(key, "-" if after is None else "(" + after, "+", bylex=True, offset=0,
                    num=limit + 1)
        if after is not None:  # the members up to the cursor: the ranks above this page
            pipe.zlexcount(key, "-", "[" + after)
        members, above = [*pipe.execute(), 0][:2]
        entries = []
        for rank, text in enumerate(members[:limit], start=above + 1):
            player_id, rating = parse_member(text)
            entries.append({"rank": rank, "id": player_id, "rating": rating})
        more = len(members) > limit
        return entries, encode_cursor(members[limit - 1]) if more else None
