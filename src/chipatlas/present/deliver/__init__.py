"""Delivery of digests: SMTP and signed webhooks, an idempotent outbox, retries with backoff."""
