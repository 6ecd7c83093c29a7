"""The web face: HTML pages with .json and .csv twins, and the JSON API under /api/v1."""

from chipatlas.present.web.app import create_app

__all__ = ["create_app"]
