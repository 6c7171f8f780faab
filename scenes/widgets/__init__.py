"""Reusable board widgets: plain classes a board scene owns and drives.

Each widget offers ``handle_event(event) -> bool`` (consumed?), ``update(dt)``
and ``draw(surface)`` in the logical 1280x720 canvas; none decides a rule —
legality, refusal reasons and dice results all come from the core.
"""
