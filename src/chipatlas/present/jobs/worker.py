"""``chipatlas worker``: processes that take jobs off the queue until told to stop.

``--concurrency N`` starts N processes, each with one Dramatiq worker thread: ingest is
CPU-bound Python, so processes (not threads) are what run jobs side by side.
"""

from __future__ import annotations

import logging
import multiprocessing
import signal
import threading
from types import FrameType

from chipatlas.present.jobs import queue

log = logging.getLogger(__name__)


def serve_queue(db: str | None, broker: str, queue_name: str, stop: threading.Event | None = None) -> None:
    """Run one worker in this process until SIGTERM/SIGINT (or ``stop`` is set)."""
    import dramatiq

    from chipatlas.logs import configure
    from chipatlas.store.db import connect, require_current

    configure()  # a spawned process starts with no handlers: log as the parent was told to
    engine = connect(db, pool_size=2)
    require_current(engine)
    queue._worker_engine = engine
    dramatiq_broker = queue.make_broker(broker)
    queue.declare(dramatiq_broker, queue_name)
    worker = dramatiq.Worker(dramatiq_broker, queues={queue_name}, worker_threads=1, worker_timeout=200)
    done = stop or threading.Event()

    def _stop(_sig: int, _frame: FrameType | None) -> None:
        done.set()

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _stop)
        signal.signal(signal.SIGINT, _stop)
    worker.start()
    log.info("worker ready on queue %s", queue_name)
    done.wait()
    log.info("worker stopping")
    worker.stop()
    dramatiq_broker.close()
    engine.dispose()


def serve_processes(db: str | None, broker: str, queue_name: str, concurrency: int) -> None:
    """``concurrency`` worker processes; stop them all on SIGTERM/SIGINT."""
    if concurrency <= 1:
        serve_queue(db, broker, queue_name)
        return
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=serve_queue, args=(db, broker, queue_name)) for _ in range(concurrency)]
    for p in procs:
        p.start()
    done = threading.Event()
    signal.signal(signal.SIGTERM, lambda _s, _f: done.set())
    signal.signal(signal.SIGINT, lambda _s, _f: done.set())
    while not done.wait(0.5):
        if not any(p.is_alive() for p in procs):
            break
    for p in procs:
        p.terminate()  # each child's SIGTERM handler stops its worker after the current job
    for p in procs:
        p.join(30)
