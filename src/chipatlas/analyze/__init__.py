"""Analyze: functions over the store that answer an analyst's questions; no I/O of their own."""
