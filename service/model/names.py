"""The names players and seats are shown by: `name_field`, the one validator every name taken
(a seat's, a player's, a rename, a signed-in player's from its ID token) goes through.

A name must not make other players see something else than what it is:
- no control characters or line breaks;
- no bidirectional controls, which reorder the text around them (U+202E shows "Ana" for
  "anA");
- it shows something: not only spaces, marks, format characters (zero-width) or the letters
  and symbols that draw nothing;
- combining marks stack on their letter: more than MAX_MARKS in a row (after NFC, format
  characters between them skipped) spill over the lines around ("Zalgo"). Three leaves the
  names of real scripts whole: Vietnamese (two, composed by NFC), Thai and Hebrew vowel and
  tone marks (two or three), Devanagari nukta + vowel sign + anusvara (three), Tibetan
  subjoined letters and vowel (three);
- it does not read as an AI seat ("AI (expert)", "AI 2 (greedy)", the French page's "IA
  (glouton)"), an AI player's id (`ai:<game>:<level>`) or Haras itself, compared on the
  name's *skeleton*: NFKC, the capitals and small capitals of other scripts that look like
  Latin letters read as those, case folded, accents dropped, the lowercase look-alikes read
  as Latin, without spaces, letters that draw nothing (Hangul fillers) or punctuation. An
  "l" (or a Cyrillic palochka) reads as the "I" it looks like where a level or "(" follows
  ("Al (expert)"), not alone ("Al" is a name).
  The look-alikes of "A", "a", "I", "i" and "l" are those of Unicode's confusables (UTS #39,
  confusables.txt 14.0) that NFKC leaves as they are: Cherokee "Ꭺ", a runic "ᛁ", a Hebrew
  vav, an Arabic alef, a vertical line...
"""

import re
import unicodedata

import marshmallow as ma
from marshmallow import fields, validate

from engines.ai import levels
from engines.registry import GAMES

MAX_NAME = 40
MAX_MARKS = 3
# Control characters (NUL, escapes, newlines), line separators and lone surrogates (which
# cannot even be stored as UTF-8).
UNPRINTABLE = {"Cc", "Cs", "Zl", "Zp"}
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f") | {chr(c) for c in range(0x202A, 0x202F)} \
    | {chr(c) for c in range(0x2066, 0x206A)}
BLANK_CHARACTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")

AI_LEVELS = sorted({level for g in GAMES.values() for level in levels(g)})
AI_WORDS = "|".join([*AI_LEVELS, "hasard", "glouton"])  # the web client's French level names
AI_SEAT = re.compile(rf"(ai|ia)\d*({AI_WORDS})?")
AI_SEAT_WITH_LEVEL = re.compile(rf"(ai|ia)\d*({AI_WORDS})")
AI_SEAT_PREFIX = re.compile(r"(ai|ia)(\d*\(|:)")
HARAS_ROLES = "ai|ia|bot|admin|team|server|serveur|system|official|officiel|staff|support|mod"
HARAS_LABEL = re.compile(rf"(({HARAS_ROLES})?haras|haras({HARAS_ROLES}))")

# Capitals of other scripts drawn as Latin capitals (Cyrillic, Greek, Lisu), and small
# capitals: read before case folding, which would make most of them letters that do not
# look Latin (Cyrillic "Н" folds to "н").
CAPITAL_LOOKALIKES = str.maketrans(
    "АВЕЅІЈКМНОРСТХУҮӀ" "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ" "ꓐꓑꓓꓔꓖꓗꓙꓚꓜꓝꓟꓠꓡꓢꓣꓦꓧꓪꓫꓬꓮꓰꓲꓳꓴ"
    "ᴀʙᴄᴅᴇɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ" "Ꭺᗅ\U00016f40\U000102a0ⲒƖᎥꭵ",
    "ABESIJKMHOPCTXYYI" "ABEZHIKMNOPTYX" "BPDTGKJCZFMNLSRVHWXYAEIOU"
    "abcdeghijklmnoprstuvwyz" "AAAAIIii")
# Lowercase letters of other scripts drawn as Latin ones (alpha, dotless and iota forms too).
LOOKALIKES = str.maketrans("аеіјорсухѕһԁӏαεικνορτυχ" "ɑ⍺ıɩꙇ⍳\U000118c3",
                           "aeijopcyxshdlaeiknoptux" "aaiiiii")
# Where a level or "(" follows, these read as the "i" of "AI": the "l", the vertical lines
# and the letters and digits drawn as one (right-to-left ones written as escapes).
I_LOOKALIKES = str.maketrans({char: "i" for char in (
    "l|ӏǀ∣│⏽ᛁⵏⲓ\u05c0\u05d5\u05df\u0627\u07ca\u0661\u06f1"
    "\U00010309\U0001028a\U00016f28\U00010320\U0001e8c7")})


def printable(name: str) -> None:
    if any(unicodedata.category(char) in UNPRINTABLE for char in name):
        raise ma.ValidationError("Must not contain control characters or line breaks.")


def skeleton(name: str) -> str:
    """`name` as it reads (see the module's docstring), punctuation kept."""
    shown = unicodedata.normalize("NFKC", name).translate(CAPITAL_LOOKALIKES)
    folded = unicodedata.normalize("NFKD", shown.casefold())
    return "".join(char for char in folded if char not in BLANK_CHARACTERS
                   and unicodedata.category(char)[0] not in "ZMC").translate(LOOKALIKES)


def reads_as_ai_or_haras(name: str) -> bool:
    compact = skeleton(name)
    letters = "".join(char for char in compact if char.isalnum())
    as_i = compact.translate(I_LOOKALIKES)
    letters_as_i = "".join(char for char in as_i if char.isalnum())
    return bool(AI_SEAT.fullmatch(letters) or AI_SEAT_WITH_LEVEL.fullmatch(letters_as_i)
                or AI_SEAT_PREFIX.match(as_i) or HARAS_LABEL.fullmatch(letters))


def _fair_name(name: str) -> None:
    if any(char in BIDI_CONTROLS for char in name):
        raise ma.ValidationError("Must not contain bidirectional controls (U+202A-U+202E, "
                                 "U+2066-U+2069, U+200E, U+200F, U+061C): they reorder what "
                                 "others see.")
    if all(char in BLANK_CHARACTERS or unicodedata.category(char)[0] in "ZMC" for char in name):
        raise ma.ValidationError("Must show something: not only spaces, marks or invisible "
                                 "characters.")
    in_a_row = 0
    for category in map(unicodedata.category, unicodedata.normalize("NFC", name)):
        if category != "Cf":
            in_a_row = in_a_row + 1 if category[0] == "M" else 0
        if in_a_row > MAX_MARKS:
            raise ma.ValidationError(f"At most {MAX_MARKS} combining marks in a row.")
    if reads_as_ai_or_haras(name):
        raise ma.ValidationError("Must not read as an AI seat or as Haras itself.")


def name_field(description: str = "", **kwargs) -> fields.String:
    return fields.String(validate=[validate.Length(1, MAX_NAME), printable, _fair_name],
                         metadata={"description": (
                             f"Shown to everyone: 1 to {MAX_NAME} characters of any script or "
                             "emoji, showing something (not only spaces or invisible "
                             "characters); no control characters or line breaks, no "
                             "bidirectional controls (U+202A-U+202E, U+2066-U+2069, U+200E, "
                             f"U+200F, U+061C), at most {MAX_MARKS} combining marks in a row; "
                             "nothing that reads as an AI seat or as Haras (\"AI\", \"AI "
                             "(expert)\", \"ai:…\", \"Haras\": compared case-insensitively "
                             "after NFKC, without accents, spaces or punctuation, letters of "
                             "other scripts that look Latin read as those). "
                             f"{description}").strip()},
                         **kwargs)
