"""The wheel ships every package of the tree, each under its namespaced import name."""

import pathlib
import sys

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _setuptools() -> dict:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return pyproject["tool"]["setuptools"]


def _packages_on_disk(package_dir: dict[str, str]) -> set[str]:
    """Every folder with an ``__init__.py`` under a mapped root, named as it imports."""
    found = set()
    for name, folder in package_dir.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            parts = init.parent.relative_to(ROOT / folder).parts
            found.add(".".join((name, *parts)))
    return found


def test_every_package_folder_is_listed_for_the_wheel():
    # An editable install finds unlisted folders anyway; a wheel silently leaves them out, and
    # `import uncoenv` then fails for everyone who installs the built package.
    config = _setuptools()
    assert _packages_on_disk(config["package-dir"]) == set(config["packages"])


def test_no_bare_top_level_envs_or_agents_module():
    assert not {"envs", "agents"} & set(_setuptools()["packages"])
