"""Scenario templates: one TOML file per scenario, in versioned template sets.

The files live in ``scenario-data/<domain>/<name>.toml`` (package data; a folder name that is
no Python identifier, so that setuptools never takes it for a package). Each names the template-set
version in which it first appears (``since``); template set N holds every scenario with
``since <= N``. A released set never changes: ``TEMPLATE_SETS`` records each released set's
digest so that a test catches an edit, and new scenarios go into the next set. A set whose
scenarios had to be corrected is retired (``RETIRED_SETS``): it can no longer be drawn from, and
the benchmark drawn from it keeps its tasks in its shipped file.

Files are read on first use (``templates``, ``label_aliases``), so ``import uncoenv`` stays
light.
"""

from __future__ import annotations

import functools
import hashlib
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import ValidationError

from uncoenv.tasks.scenarios.schema import (
    DOMAIN_NAMES,
    DOMAINS,
    OPERATIONS,
    Operation,
    ScenarioTemplate,
)

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

__all__ = [
    "DOMAINS",
    "DOMAIN_NAMES",
    "OPERATIONS",
    "RETIRED_SETS",
    "TEMPLATE_SETS",
    "Operation",
    "ScenarioTemplate",
    "label_aliases",
    "latest_template_set",
    "load_scenario",
    "template_set_digest",
    "templates",
]

TEMPLATE_SETS: dict[int, str] = {
    2: "7a1ff1ea32f30382af884e35c0b85a10ba2b95f5a285b69976916786e52b30bf",
    3: "583eeac9a0cd411d555992653cf3983e7ab0d814ec60af797f0b272cfacb7d77",
}
"""Released template sets: version -> sha256 of its scenarios (``template_set_digest``).

Never edit a released entry: add a scenario with ``since`` = the next version, and record that
version here when it is released. The digest covers what generation uses at the standard
level; a fact's ``aliases`` (reading knowledge, never copied into a task), its ``cues``, its
decoy context and a scenario's ``reserve_roles`` and ``counted_background`` (read only by
harder levels, whose benchmark files pin them) are left out, so they may be added to released
scenarios.

Set 3 adds one fact to a released scenario (``FactTemplate.since``): the Finance Officer of
heritage_digitisation_vendor held only an operand beside its one condition, so no task could
use the rules that need that operand (difference, sum_minus_deduction); set 2, which draws the
scenario without the fact, is unchanged.

Set 1 was corrected once, on 2026-11-30, before any outside use: one record phrasing read
"provides that shared foreground IP" (semiconductors_mems_pilot_cleanroom, ``ip_terms``). The
benchmark was regenerated with it (27 tasks changed in that sentence only), and again when
records learnt that a name ending in "s" takes a bare apostrophe ("Works' material cost";
32 tasks changed in that only).
"""

RETIRED_SETS: dict[int, str] = {
    1: "its scenarios were corrected in set 2 (labels whose relative words contradicted their "
    "contexts, orders between paired contexts); benchmark-v2 keeps the tasks drawn from it",
}
"""Template sets that can no longer be drawn from, and why. Set 1's digest was
434d0c0db8a91ddca2a17f8f1c3e05f817ef9d7d448e92d816cd79e8013ba376; its scenarios (``since = 1``)
are in set 2 as corrected."""

_LEVEL_ONLY = {"aliases", "cues", "decoy_context", "decoy_cue", "since"}
_NOT_DIGESTED = {
    "roles": {"__all__": {"facts": {"__all__": _LEVEL_ONLY}}},
    "reserve_roles": True,
    "counted_background": True,
}
"""Fields ``model_dump_json`` leaves out of a digest: they do not change what the standard level
generates. ``aliases`` are reading knowledge; ``cues``, decoys, ``reserve_roles`` and
``counted_background`` are read only by levels that turn ``indirect_contexts``,
``decoy_contexts`` or ``reserve_roles`` on or draw more candidates, whose shipped benchmark files
pin them (a test regenerates each). A fact's ``since`` decides whether the fact is in a set at
all (``ScenarioTemplate.as_of``), so a set's digest covers the fact itself instead."""

SUFFIX = ".toml"
DATA = "scenario-data"
"""The folder of the scenario files, beside this module."""


def load_scenario(source: str | Path | Traversable) -> ScenarioTemplate:
    """Parse and validate one scenario file.

    Args:
        source: A file (a path, or a ``str`` of one line ending in ".toml"), or the TOML
            text itself.

    Raises:
        ValueError: a TOML syntax error, or a field that breaks the schema; the message names
            the file and the field (``roles[2].facts[0].templates: ...``).
    """
    if isinstance(source, str) and "\n" not in source and source.endswith(SUFFIX):
        source = Path(source)
    if isinstance(source, str):
        where, text = "<scenario text>", source
    else:
        where = str(source)
        try:
            text = source.read_text(encoding="utf-8")
        except OSError as error:
            raise ValueError(f"{where}: cannot read the scenario file ({error})") from error
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on Python 3.10 only
        import tomli as tomllib
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{where}: not valid TOML: {error}") from error
    try:
        return ScenarioTemplate.model_validate(data)
    except ValidationError as error:
        problems = "\n".join(f"  {_field(e['loc'])}: {e['msg']}" for e in error.errors())
        raise ValueError(f"{where}: invalid scenario\n{problems}") from error


def _field(loc: tuple[str | int, ...]) -> str:
    """A pydantic error location as a path into the file ("roles[2].facts[0].templates")."""
    path = ""
    for part in loc:
        path += f"[{part}]" if isinstance(part, int) else f".{part}" if path else str(part)
    return path or "(the scenario as a whole)"


@dataclass(frozen=True)
class _TemplateSets:
    """Every scenario of a data directory, by domain, each domain's in file-name order."""

    by_domain: dict[str, tuple[ScenarioTemplate, ...]]
    retired: Mapping[int, str] = field(default_factory=dict)

    @property
    def latest(self) -> int:
        """The highest template-set version any scenario names, or the first one not retired."""
        named = max((_newest(t) for found in self.by_domain.values() for t in found), default=1)
        return max(named, max(self.retired, default=0) + 1)

    def version(self, template_set: int | None) -> int:
        """``template_set``, checked (None: the latest)."""
        if template_set is None:
            return self.latest
        whole = isinstance(template_set, int) and not isinstance(template_set, bool)
        if whole and template_set in self.retired:
            why = self.retired[template_set]
            raise ValueError(f"template set {template_set} is retired: {why}")
        if not whole or not 1 <= template_set <= self.latest:
            known = [v for v in range(1, self.latest + 1) if v not in self.retired]
            raise ValueError(f"unknown template set {template_set!r}; known: {known}")
        return template_set

    def templates(
        self, domain: str, template_set: int | None = None
    ) -> tuple[ScenarioTemplate, ...]:
        """The scenarios of a domain in a template set, in file-name order."""
        if domain not in DOMAINS:
            raise ValueError(f"unknown domain {domain!r}; known: {list(DOMAINS)}")
        version = self.version(template_set)
        return tuple(t.as_of(version) for t in self.by_domain.get(domain, ()) if t.since <= version)

    def digest(self, template_set: int) -> str:
        """sha256 over the canonical JSON of every scenario of the set, sorted by name, without
        the fields generation does not use (fact aliases)."""
        version = self.version(template_set)
        chosen = sorted((t for d in DOMAINS for t in self.templates(d, version)), key=_by_name)
        canonical = "\n".join(t.model_dump_json(exclude=_NOT_DIGESTED) for t in chosen)
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()

    def label_aliases(self) -> dict[str, tuple[str, ...]]:
        """Each fact label of every scenario -> its aliases: the union over the facts that
        carry the label, without repeats (ignoring case), in file order."""
        found: dict[str, dict[str, str]] = {}
        for domain in DOMAINS:
            for template in self.templates(domain):
                for role in template.every_role:
                    for fact in role.facts:
                        known = found.setdefault(fact.label, {})
                        for alias in fact.aliases:
                            known.setdefault(alias.casefold(), alias)
        return {label: tuple(known.values()) for label, known in found.items()}


def _newest(template: ScenarioTemplate) -> int:
    """The latest set that changed the scenario: its ``since`` or a fact's added later."""
    added = (f.since or 0 for role in template.every_role for f in role.facts)
    return max(template.since, *added)


def _by_name(template: ScenarioTemplate) -> str:
    return template.name


def _load_set(
    directory: Path | Traversable, retired: Mapping[int, str] | None = None
) -> _TemplateSets:
    """Every scenario under ``directory/<domain>/<name>.toml``.

    Order is defined by data alone (file names), never by the file system's listing order:
    the generator picks templates by position.

    Raises:
        ValueError: a file that does not load, sits in the wrong place, or reuses a name.
    """
    by_domain: dict[str, tuple[ScenarioTemplate, ...]] = {}
    seen: dict[str, str] = {}
    for folder in sorted(directory.iterdir(), key=_name):
        if not folder.is_dir() or folder.name.startswith((".", "_")):
            continue  # hidden folders, __pycache__
        if folder.name not in DOMAINS:
            raise ValueError(f"{folder}: not a domain folder; known: {list(DOMAINS)}")
        paths = sorted((f for f in folder.iterdir() if f.name.endswith(SUFFIX)), key=_name)
        found = tuple(load_scenario(path) for path in paths)
        for path, template in zip(paths, found, strict=True):
            where = f"{folder.name}/{path.name}"
            if template.domain != folder.name or template.name != path.name[: -len(SUFFIX)]:
                raise ValueError(
                    f"{where}: holds scenario {template.name!r} of domain {template.domain!r}; "
                    f"it belongs in {template.domain}/{template.name}{SUFFIX}"
                )
            if template.name in seen:
                raise ValueError(f"{where}: scenario name already used in {seen[template.name]}")
            seen[template.name] = where
        by_domain[folder.name] = found
    return _TemplateSets(by_domain, dict(retired or {}))


def _name(item: Path | Traversable) -> str:
    return item.name


@functools.cache
def _shipped() -> _TemplateSets:
    return _load_set(files(__name__) / DATA, RETIRED_SETS)


@functools.cache
def templates(domain: str, template_set: int | None = None) -> tuple[ScenarioTemplate, ...]:
    """The scenario templates of one domain, sorted by file name.

    Args:
        domain: One of ``DOMAINS``.
        template_set: Only scenarios with ``since <= template_set``; None: the latest set.

    Raises:
        ValueError: an unknown domain or template set.
    """
    return _shipped().templates(domain, template_set)


def latest_template_set() -> int:
    """The newest template-set version (released or not): the highest ``since`` of all files."""
    return _shipped().latest


def template_set_digest(version: int) -> str:
    """The sha256 (hex) of template set ``version``: over the canonical JSON
    (``model_dump_json``) of each of its scenarios, sorted by name, one a line.

    It covers what generation uses: fact ``aliases`` are left out of the JSON.
    """
    return _shipped().digest(version)


@functools.cache
def label_aliases() -> dict[str, tuple[str, ...]]:
    """Other names requesters use for each fact label of the shipped scenarios (latest set).

    Every label appears; its aliases are the union over the facts that carry it, without
    repeats (ignoring case), in file order; ``()`` when it has none. Look a task's fact up
    with ``label_aliases().get(fact.label, ())``. The dict is shared (cached): do not modify it.
    """
    return _shipped().label_aliases()
