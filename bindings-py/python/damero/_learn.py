"""Training data from game files: the rows of `GameRecord.samples()` of many records, in chunks."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Iterable, Iterator, List, Tuple, Union

from damero._native import GameRecord, read_games

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


def training_data(
    source: Union[str, "os.PathLike[str]", Any, Iterable[GameRecord]],
    chunk: int = 4096,
    **read_options: Any,
) -> Iterator[Tuple[NDArray[np.float32], NDArray[np.int64], NDArray[np.float32]]]:
    """The main lines of a game file as training rows, `(observations, actions, results)` numpy
    arrays of at most `chunk` rows each (see `GameRecord.samples()`), in the file's order.

    `source` is what `read_games` reads (a path or an open file; `read_options` go to it:
    `variant=`, `strict=`, `threads=`, `start=`, `end=`) or records already read (the iterator
    `parse_games(text)` gives, a list). The file is read as the chunks are asked for, so a file
    of any size takes the memory of one chunk. A chunk holds rows of one board shape: where a
    file's games change shape (8x8 and 10x10 draughts), the chunk ends early. Raises
    `InvalidArgumentError` for a `chunk` below 1, and what `read_games` and `samples()` raise."""
    import numpy as np

    if isinstance(chunk, bool) or not isinstance(chunk, int):
        raise TypeError(f"chunk must be an int, not {type(chunk).__name__}")
    if chunk < 1:
        from damero._native import InvalidArgumentError

        raise InvalidArgumentError(f"chunk {chunk} is below 1")
    records: Iterable[GameRecord]
    if isinstance(source, (str, os.PathLike)) or hasattr(source, "read"):
        opened: Any = source  # a path or a file: read_games checks which
        records = read_games(opened, **read_options)
    elif read_options:
        raise TypeError("read options are for a path or a file, not for records already read")
    else:
        records = source
    parts: List[Tuple[Any, Any, Any]] = []
    held = 0

    def joined() -> Tuple[NDArray[np.float32], NDArray[np.int64], NDArray[np.float32]]:
        out = (np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts]),
               np.concatenate([p[2] for p in parts]))
        return out

    for record in records:
        seen, ids, results = record.samples()
        if len(ids) == 0:
            continue
        if parts and parts[0][0].shape[1:] != seen.shape[1:]:
            yield joined()
            parts, held = [], 0
        parts.append((seen, ids, results))
        held += len(ids)
        while held >= chunk:
            seen_all, ids_all, results_all = joined() if len(parts) > 1 else parts[0]
            yield seen_all[:chunk], ids_all[:chunk], results_all[:chunk]
            rest = (seen_all[chunk:], ids_all[chunk:], results_all[chunk:])
            parts = [rest] if len(rest[1]) else []
            held -= chunk
    if held:
        yield joined()
