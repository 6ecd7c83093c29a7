"""Ingest: one document through read, extract, resolve and store, in one transaction."""
