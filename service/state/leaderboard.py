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

The `at` hash names every player an update saw, listed or not: when LEADERBOARD_MIN_MATCHES
changes (the release before listed players from their 5th match), a worker that starts lists
and unlists them by the new value (`relist`, AI levels always listed), once per value:
`haras:leaderboard:{<game>}:listed-from` holds the value the board was last relisted by.

A page is read while ratings move: a player whose rating did not change while a client
read the board page after page appears exactly once, in order; one that moved meanwhile
appears where it stood when its page was read (so perhaps twice, or not at all).
"""

import base64
import binascii
import re

from service.state.ratings import AI_PREFIX

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

# KEYS[1]: the board, KEYS[2]: its `at` hash. ARGV: min matches, the AI levels' id prefix,
# then player ids: each listed if it has min matches (an AI level whatever its matches),
# unlisted otherwise, as its `at` entry says now. Returns how many were added or removed.
_RELIST = """
local moved = 0
for i = 3, #ARGV do
  local seen = redis.call('HGET', KEYS[2], ARGV[i])
  if seen then
    local matches, member = string.match(seen, '^(%d+) (.*)$')
    if tonumber(matches) >= tonumber(ARGV[1])
        or string.sub(ARGV[i], 1, #ARGV[2]) == ARGV[2] then
      moved = moved + redis.call('ZADD', KEYS[1], 0, member)
    else
      moved = moved + redis.call('ZREM', KEYS[1], member)
    end
  end
end
return moved
"""
RELIST_BATCH = 500


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
        self._relist = client.register_script(_RELIST)

    def update(self, game: str, player_id: str, rating: dict, replace: bool = False) -> bool:
        """Puts the player where `rating` ({rating, matches, ...}) ranks it, unless the board
        has it with as many matches already (`replace`, an anchor: whatever it has, and
        listed whatever its matches). True when it moved."""
        key = board_key(game)
        return bool(self._update([key, key + ":at"], [
            player_id, rating["matches"], member(player_id, rating["rating"]),
            self.min_matches, "1" if replace else "0"]))

    def relist(self, game: str) -> int | None:
        """Lists and unlists the players the board's `at` hash names by this board's min
        matches, unless it was done for that value already (None); else how many entries
        were added or removed."""
        key = board_key(game)
        done = key + ":listed-from"
        if self.client.get(done) == str(self.min_matches):
            return None
        moved, batch = 0, []
        for player_id, _ in self.client.hscan_iter(key + ":at", count=RELIST_BATCH):
            batch.append(player_id)
            if len(batch) == RELIST_BATCH:
                moved += self._relist([key, key + ":at"], [self.min_matches, AI_PREFIX, *batch])
                batch = []
        if batch:
            moved += self._relist([key, key + ":at"], [self.min_matches, AI_PREFIX, *batch])
        self.client.set(done, self.min_matches)
        return moved

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
