"""Evaluation: the runner behind ``uncoenv eval`` and the report behind ``uncoenv report``."""
