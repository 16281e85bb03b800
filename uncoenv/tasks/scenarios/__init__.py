"""Scenario templates, one module per application domain.

``templates(domain)`` loads them on first use, so ``import uncoenv`` stays light.
"""

from __future__ import annotations

import functools
import importlib

from uncoenv.tasks.scenarios.schema import (
    DOMAIN_NAMES,
    DOMAINS,
    OPERATIONS,
    Operation,
    ScenarioTemplate,
)

__all__ = ["DOMAINS", "DOMAIN_NAMES", "OPERATIONS", "Operation", "ScenarioTemplate", "templates"]


@functools.cache
def templates(domain: str) -> tuple[ScenarioTemplate, ...]:
    """The scenario templates of one domain, in their module's order."""
    if domain not in DOMAINS:
        raise ValueError(f"unknown domain {domain!r}; expected one of {DOMAINS}")
    module = importlib.import_module(f"uncoenv.tasks.scenarios.{domain}")
    found = tuple(module.TEMPLATES)
    wrong = [t.name for t in found if t.domain != domain]
    if wrong:
        raise ValueError(f"templates {wrong} in module {domain!r} belong to another domain")
    return found
