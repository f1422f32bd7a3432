"""Runs the Python examples of the site, in the interpreter the wheel is installed in (started by
`sitegen.examples`): each `python` block in a fresh namespace, each `pycon` block as a doctest.
Prints `FAILED <where>` and the error for each failure; exits 1 if any failed."""

import doctest
import json
import os
import sys
import tempfile
import traceback

failed = 0
blocks = json.load(open(sys.argv[1], encoding="utf-8"))
# The doctests of one page run in one namespace, in order, as doctest runs a module's docstrings
# (a docstring's examples may be cut into several blocks), with `damero` imported.
doctest_globals = {}
for block in blocks:
    # Each example runs in an empty folder of its own, where it may write files.
    with tempfile.TemporaryDirectory() as folder:
        os.chdir(folder)
        if block["lang"] == "pycon":
            page = block["where"].split(" example ")[0]
            if page not in doctest_globals:
                import damero

                doctest_globals[page] = {"__name__": "__main__", "damero": damero}
            test = doctest.DocTestParser().get_doctest(block["code"], doctest_globals[page], block["where"], block["where"], 0)
            runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
            report = []
            runner.run(test, out=report.append)
            if runner.failures:
                failed += 1
                print(f"FAILED {block['where']} (doctest)\n{''.join(report)}")
            continue
        try:
            exec(compile(block["code"], block["where"], "exec"), {"__name__": "__main__"})
        except BaseException:  # noqa: B902 - an example that exits or fails is reported the same way
            failed += 1
            print(f"FAILED {block['where']} (Python)\n{block['code']}\n{traceback.format_exc()}")
        finally:
            os.chdir("/")
sys.exit(1 if failed else 0)
