"""examples/python/tour.ipynb runs from top to bottom without an error (nbclient), teaches what it
promises, and exports to HTML with every board described (nbconvert)."""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any, List

import nbformat
import pytest
from nbclient import NotebookClient

TOUR = Path(__file__).resolve().parents[2] / "examples" / "python" / "tour.ipynb"


@pytest.fixture(scope="module")
def executed() -> Any:
    notebook = nbformat.read(TOUR, as_version=4)  # type: ignore[no-untyped-call]
    client = NotebookClient(notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(TOUR.parent)}})
    client.execute()  # raises CellExecutionError on the first failing cell
    return notebook


def outputs(notebook: Any) -> List[Any]:
    return [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.get("outputs", [])]


def test_the_tour_runs(executed: Any) -> None:
    found = outputs(executed)
    assert not [o for o in found if o.get("output_type") == "error"]
    # No deprecated use is left: IPython shows a DeprecationWarning raised by a cell's own code.
    streams = [o.get("text", "") for o in found if o.get("output_type") == "stream"]
    assert not [text for text in streams if "Warning" in text], streams
    svgs = [o for o in found if "image/svg+xml" in o.get("data", {})]
    assert len(svgs) >= 5, "the tour shows boards"
    for output in svgs:
        board = output["data"]["image/svg+xml"]
        assert "<title " in board and "<desc " in board
        assert "<svg " in output["data"]["text/html"]  # the inline form nbconvert prefers


def test_the_tour_covers_what_it_promises() -> None:
    notebook = nbformat.read(TOUR, as_version=4)  # type: ignore[no-untyped-call]
    code = "\n".join(c.source for c in notebook.cells if c.cell_type == "code")
    text = "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
    assert "pip install" in text  # how to install
    for call in ["legal_moves()", ".play(", ".undo()", ".status()", "completions(", "play_and_claim(", "claim_draw(",
                 "agree_draw()", "resign(", "to_fragment()", "from_fragment(", "perft(", "threads=", "progress=",
                 '"international"', '"brazilian"', '"reversi"', '"connect4"', "play_moves(", 'finished="leaf"',
                 "side_name(", "winning_line", ".score", "must_pass", 'scoring="wof"', '"chess"', '"chess960"',
                 "parse_move(", "legal_move_count()", "print(chess)", "checked_king", ".history()", ".turn()",
                 "parse_games(", ".headers[", ".variations", ".mainline()", ".to_pdn(", "damero.Batch(",
                 "play_random(", "training_data(", "legal_actions()"]:
        assert call in code, call
    for mark in ["yellow", "red cross", "red square frame", "blue ring", "white dot", "light blue", "crown",
                 "small faint discs", "a ring", "a dot"]:
        assert mark in text, f"the legend names the {mark}"
    # The introduction is true to the whole library: every family, and chess is played in the tour.
    intro = notebook.cells[0].source
    for game in ["English draughts", "Brazilian", "International", "Russian", "Pool", "Italian", "Spanish",
                 "Czech", "Thai", "Turkish", "Frisian", "chess and Chess960", "Reversi", "Connect Four",
                 "game files (PGN and PDN)"]:
        assert game in intro, game
    assert "## Chess and Chess960" in text and "## Game files" in text and "## Programs that learn" in text
    # The methods that used to be properties are called, never read as attributes.
    assert not re.search(r"\.(history|turn|end|options|geometry)\b(?!\()", code.replace(".status().turn", "")
                         .replace("status.turn", ""))
    # Moves are picked by what they are, never by their place in a list.
    assert not re.search(r"legal_moves\(\)\[\d", code)


def test_the_html_export_describes_every_board(executed: Any, caplog: pytest.LogCaptureFixture) -> None:
    from nbconvert import HTMLExporter

    exporter = HTMLExporter()  # type: ignore[no-untyped-call]
    with caplog.at_level(logging.WARNING):
        page, _ = exporter.from_notebook_node(executed)
    assert "Alternative text is missing" not in caplog.text
    assert "No description has been provided" not in page
    assert page.count('role="img"') >= 5 and page.count("<desc ") >= 5
