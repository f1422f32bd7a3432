"""One public item of one language, and the language-neutral key that puts the items of the four
languages that do the same thing on one row (`Game::legal_moves`, `Game.legal_moves`,
`Game.legalMoves` and `damero_game_legal_moves` are all `game.legal_moves`)."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field

LANGUAGES = ("rust", "python", "js", "c")
LANGUAGE_NAMES = {"rust": "Rust", "python": "Python", "js": "JavaScript", "c": "C"}
# The code-block language of each language's signatures and examples.
FENCES = {"rust": "rust", "python": "python", "js": "ts", "c": "c"}


@dataclass
class Item:
    """A public item: `name` is how a user writes it (`Game::play`, `Game.play`,
    `Game.prototype.play` is written `Game.play`, `damero_game_play`), `key` the neutral key,
    `signature` its declaration, `doc` its documentation as Markdown (links already resolved to
    other items' names: `links` maps a text in `doc` to the name of the item it names)."""

    lang: str
    name: str
    kind: str
    key: str
    signature: str = ""
    doc: str = ""
    links: dict[str, str] = field(default_factory=dict)
    source: str = ""
    # Which entries export it (JavaScript), or other notes shown under the signature.
    note: str = ""

    def to_json(self) -> dict:
        return asdict(self)

    @staticmethod
    def from_json(data: dict) -> Item:
        return Item(**data)


def snake(name: str) -> str:
    """`GameRecord` -> `game_record`, `legalMoves` -> `legal_moves`, `MAX_PATH` -> `max_path`,
    `from_square` stays."""
    if name.isupper() or "_" in name and name.upper() == name:
        return name.lower()
    name = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name)
    name = re.sub(r"(?<=[A-Z])([A-Z][a-z])", r"_\1", name)
    return name.lower()


def key_of(*parts: str) -> str:
    """The neutral key of a name made of parts (a type, then a member)."""
    return ".".join(snake(p) for p in parts if p)
