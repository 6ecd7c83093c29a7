"""Long work run by a worker: uploads, URL ingests, feed polls and digests (docs/deploy.md).

``queue`` decides where a job runs (inline, or a Dramatiq broker); ``tasks`` is what each
kind of job does; ``worker`` is ``chipatlas worker``. A job is a face of the store like
the CLI and the web: it calls the pipeline, the feed poller and the deliverer.
"""
