# Sphinx configuration of the documentation site. scripts/build-docs copies docs/site/ into
# target/docs-src/, writes the API pages there from docs/site/api/*.md, and builds this into
# target/site/ with warnings as errors (a broken cross-reference fails the build).

project = "damero"
author = "the damero authors"
copyright = "the damero authors, MIT OR Apache-2.0"
release = version = __import__("os").environ.get("DAMERO_VERSION", "")

extensions = ["myst_parser", "sphinx_design"]
myst_enable_extensions = ["colon_fence", "deflist", "attrs_inline"]
myst_heading_anchors = 3
# API pages hold many rows; a heading's anchor is its label, never a guess.
suppress_warnings = ["myst.header"]
source_suffix = {".md": "markdown"}
exclude_patterns = ["api/names.toml"]
root_doc = "index"

html_theme = "furo"
html_title = f"damero {release}"
html_static_path = ["_static"]
html_css_files = ["damero.css"]
html_show_sourcelink = False
html_copy_source = False
# Opened from the file system as well as served: every link ends in .html.
html_file_suffix = ".html"
html_link_suffix = ".html"
html_theme_options = {
    "navigation_with_keys": True,
    "top_of_page_buttons": [],
}
pygments_style = "friendly"
pygments_dark_style = "monokai"
