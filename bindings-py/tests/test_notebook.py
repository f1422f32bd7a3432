"""examples/python/tour.ipynb runs from top to bottom without an error (nbclient)."""

from __future__ import annotations

from pathlib import Path

import nbformat
from nbclient import NotebookClient

TOUR = Path(__file__).resolve().parents[2] / "examples" / "python" / "tour.ipynb"


def test_the_tour_runs() -> None:
    notebook = nbformat.read(TOUR, as_version=4)  # type: ignore[no-untyped-call]
    client = NotebookClient(notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(TOUR.parent)}})
    client.execute()  # raises CellExecutionError on the first failing cell
    outputs = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.get("outputs", [])]
    errors = [o for o in outputs if o.get("output_type") == "error"]
    assert not errors
    svgs = [o for o in outputs if "image/svg+xml" in o.get("data", {})]
    assert len(svgs) >= 3, "the tour shows boards"
