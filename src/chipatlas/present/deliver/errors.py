"""Why a delivery failed, and whether trying again can help."""

from __future__ import annotations

from chipatlas.errors import ChipatlasError


class DeliveryError(ChipatlasError):
    """A send that did not go through. ``permanent``: retrying within this run will not help
    (a 5xx SMTP reply, a 4xx webhook answer); the next run still tries again."""

    def __init__(self, channel: str, recipient: str, reason: str, permanent: bool = False) -> None:
        self.channel, self.recipient, self.reason, self.permanent = channel, recipient, reason, permanent
        super().__init__(f"{channel} to {recipient}: {reason}")
