"""The installed package: namespaced imports, a light import, the documented layout."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import gymnasium

import uncoenv
from uncoenv.tasks import dataset


def test_import_uncoenv_stays_light():
    code = (
        "import sys, uncoenv; heavy = [m for m in ('litellm', 'torch', 'stable_baselines3') "
        "if m in sys.modules]; print(heavy)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_envs_and_agents_install_under_the_uncoenv_namespace(tmp_path):
    import uncoenv.agents
    import uncoenv.envs

    assert Path(uncoenv.envs.__file__).parent.name == "envs"
    assert Path(uncoenv.agents.__file__).parent.name == "agents"
    # Run from a neutral folder, so the repository root is not on sys.path.
    code = "import importlib.util as u; print(u.find_spec('envs'), u.find_spec('agents'))"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path
    )
    assert done.stdout.strip() == "None None"


def test_public_api():
    for name in uncoenv.__all__:
        assert getattr(uncoenv, name) is not None, name
    task = uncoenv.load_benchmark()[0]
    assert isinstance(task, uncoenv.Task) and uncoenv.verify(task) == []
    assert uncoenv.verify(uncoenv.generate_task(dataset.TRAIN_SEED, 0)) == []
    assert set(uncoenv.ENV_IDS.values()) <= set(gymnasium.registry)


def test_the_readme_transcript_is_what_the_example_prints():
    root = Path(__file__).resolve().parents[1]
    example = root / "examples" / "misaligned_recovery.py"
    done = subprocess.run(
        [sys.executable, str(example)], capture_output=True, text=True, check=True
    )
    readme = (root / "README.md").read_text(encoding="utf-8")
    excerpt = readme.split("as\n`python examples/misaligned_recovery.py` plays it")[1]
    excerpt = excerpt.split("```text\n")[1].split("```")[0]
    # Each quoted reply, its lines joined and the "..." cuts removed, is in the printed episode.
    quoted = [
        " ".join(words.split()).strip(". ")
        for speaker, _, words in (block.partition("] ") for block in excerpt.split("\n[")[1:])
        if speaker == "power_systems_engineer"
    ]
    assert len(quoted) == 2
    for reply in quoted:
        assert reply in done.stdout, reply


def test_the_environment_and_the_tasks_import_nothing_from_the_agents():
    # The layers flow one way: tasks -> envs -> agents. An agent reads what the env shows.
    root = Path(__file__).resolve().parents[1]
    crossing = []
    for path in [*(root / "envs").rglob("*.py"), *(root / "uncoenv" / "tasks").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            crossing += [f"{path.name}: {n}" for n in names if n.startswith("uncoenv.agents")]
    assert crossing == []


def test_the_integrations_import_nothing_from_the_agents_but_their_interface():
    # The trainers' adapters play the environment, not an agent: the prompt, the action schema
    # and the text reader live below the agents (uncoenv.prompts, uncoenv.action_schema,
    # uncoenv.envs.action_text). Ray's backend runs the evaluation's agents, so it may name
    # their interface, uncoenv.agents.base (Agent), as the evaluation runner does.
    allowed = {"ray.py": "uncoenv.agents.base"}
    root = Path(__file__).resolve().parents[1]
    crossing = []
    for path in (root / "uncoenv" / "integrations").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):  # "from uncoenv import agents" names it too
                module = node.module or ""
                names = [module, *(f"{module}.{alias.name}" for alias in node.names)]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            interface = allowed.get(path.name)
            crossing += [
                f"{path.name}: {n}"
                for n in names
                if (n == "uncoenv.agents" or n.startswith("uncoenv.agents."))
                and not (interface and (n == interface or n.startswith(f"{interface}.")))
            ]
    assert crossing == []
