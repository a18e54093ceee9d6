"""Benchmark scripts and benchmark-only code; not part of the app (not in the bundle)."""
