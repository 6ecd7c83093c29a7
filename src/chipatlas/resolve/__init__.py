"""Resolve: names to canonical entities, and a document's findings against the store."""

from chipatlas.resolve.resolver import Resolver, derived_aliases

__all__ = ["Resolver", "derived_aliases"]
