"""The error a broken content file raises (file, entry and field in its message).

Kept apart from ``content.py`` so that the registry can report a broken game without importing
pydantic at start: the main menu needs no content loader (issue 8's start budget)."""


class ContentError(ValueError):
    """A content file is invalid. The message names file, entry and field."""
