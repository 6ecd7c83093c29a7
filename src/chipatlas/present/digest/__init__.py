"""Rendering digests: Markdown, an HTML email with a plain-text part, a JSON payload, Atom feeds."""
