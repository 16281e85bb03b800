"""Data shipped with the package: the benchmark task set."""
