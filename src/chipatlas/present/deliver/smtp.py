"""Send one email through an SMTP server: plain, STARTTLS or TLS, with optional auth.

``sent`` is recorded right after the server accepts the message (its 250 reply to the
end of DATA). SMTP has no idempotency of its own: the ``Message-ID`` is the delivery's
idempotency key, so a receiving system that dedupes on it sees one message even when a
crash between "accepted" and "recorded" makes the next run send it again.
"""

from __future__ import annotations

import smtplib
import socket
import ssl
from email.message import EmailMessage

from chipatlas.present.deliver.errors import DeliveryError
from chipatlas.present.deliver.settings import SmtpSettings


def _context(settings: SmtpSettings) -> ssl.SSLContext:
    return ssl.create_default_context(cafile=settings.cafile)


def _open(settings: SmtpSettings) -> smtplib.SMTP:
    if settings.security == "ssl":
        return smtplib.SMTP_SSL(
            settings.host, settings.port, timeout=settings.timeout, context=_context(settings)
        )
    client = smtplib.SMTP(settings.host, settings.port, timeout=settings.timeout)
    if settings.security == "starttls":
        client.ehlo()
        if not client.has_extn("starttls"):
            client.quit()
            raise smtplib.SMTPNotSupportedError("the server does not offer STARTTLS")
        client.starttls(context=_context(settings))
        client.ehlo()
    return client


def send_email(settings: SmtpSettings, message: EmailMessage, recipient: str) -> None:
    """Hand ``message`` to the server for ``recipient``; DeliveryError if it was not accepted."""
    try:
        with _open(settings) as client:
            if settings.username:
                client.login(settings.username, settings.password or "")
            refused = client.send_message(message, from_addr=settings.sender, to_addrs=[recipient])
    except smtplib.SMTPRecipientsRefused as exc:
        code, reason = next(iter(exc.recipients.values()))
        raise _error(recipient, code, reason) from None
    except smtplib.SMTPResponseException as exc:
        raise _error(recipient, exc.smtp_code, exc.smtp_error) from None
    except smtplib.SMTPNotSupportedError as exc:
        raise DeliveryError("email", recipient, f"{settings.describe()}: {exc}", permanent=True) from None
    except (OSError, smtplib.SMTPException) as exc:  # refused, timeout, TLS, dropped connection
        text = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc) or type(exc).__name__
        if isinstance(exc, socket.timeout | TimeoutError):
            text = f"timed out after {settings.timeout:g}s"
        raise DeliveryError("email", recipient, f"{settings.describe()}: {text}") from None
    if refused:
        refused_code, refused_reason = refused[recipient]
        raise _error(recipient, refused_code, refused_reason)


def _error(recipient: str, code: int, reason: bytes | str) -> DeliveryError:
    text = reason.decode("utf-8", "replace") if isinstance(reason, bytes) else reason
    return DeliveryError("email", recipient, f"server replied {code} {text}", permanent=500 <= code < 600)
