"""The documentation site's generator: the public items of each language read from their sources
(rustdoc's JSON, the Python package and its stubs, TypeDoc's JSON of the `.d.ts` files, the C
header), put side by side on one page per concept, and the checks of the built site."""
