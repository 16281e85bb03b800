"""``uncoenv scenario check`` and ``uncoenv generate --template-set``."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from tests.test_cli import said
from uncoenv.cli import app
from uncoenv.tasks import scenarios

runner = CliRunner()

TRIAL = (
    Path(scenarios.__file__).parent
    / "scenario-data"
    / "healthcare"
    / "health_trial_lead_site_selection.toml"
)
NAME = 'name = "health_trial_lead_site_selection"'


def new_scenario(folder: Path, text: str) -> Path:
    """``text`` saved where a new healthcare scenario "health_trial_copy" of the next template
    set goes."""
    assert NAME in text and "since = 1" in text
    since = f"since = {max(scenarios.TEMPLATE_SETS) + 1}"
    text = text.replace(NAME, 'name = "health_trial_copy"').replace("since = 1", since, 1)
    path = folder / "healthcare" / "health_trial_copy.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_check_passes_a_copy_of_a_shipped_scenario(tmp_path):
    path = new_scenario(tmp_path, TRIAL.read_text(encoding="utf-8"))
    result = runner.invoke(app, ["scenario", "check", str(path), "--tasks", "3"])
    assert result.exit_code == 0, result.output
    assert "1. Schema: passed" in result.stdout
    for operation in scenarios.OPERATIONS:
        assert operation in result.stdout
    assert "3. Colleague requests: passed" in result.stdout
    assert "passed every check" in result.stdout
    assert "note:" not in result.stdout  # in place, new name, next template set


def test_check_names_the_field_of_a_broken_scenario(tmp_path):
    text = TRIAL.read_text(encoding="utf-8").replace('kind = "bool"', 'kind = "boolean"', 1)
    result = runner.invoke(app, ["scenario", "check", str(new_scenario(tmp_path, text))])
    assert result.exit_code == 1
    assert "1. Schema: failed" in result.stdout
    assert "roles[1].facts[1].kind" in result.stdout


def test_check_lists_facts_colleagues_do_not_understand(tmp_path):
    # A label of filler words only: a request naming it names nothing a colleague keeps.
    label = 'label = "planned investigational product shipments"'
    text = TRIAL.read_text(encoding="utf-8").replace(label, 'label = "the one for each of them"')
    path = new_scenario(tmp_path, text)
    result = runner.invoke(app, ["scenario", "check", str(path), "--tasks", "1"])
    assert result.exit_code == 1
    assert "3. Colleague requests: failed" in result.stdout
    assert "'the one for each of them' not understood" in result.stdout
    assert "1 fact not understood" in result.stdout


def test_check_advises_on_placement_and_since(tmp_path):
    path = tmp_path / "draft.toml"
    path.write_text(TRIAL.read_text(encoding="utf-8").replace(NAME, 'name = "health_draft"'))
    result = runner.invoke(app, ["scenario", "check", str(path), "--tasks", "1"])
    place = "uncoenv/tasks/scenarios/scenario-data/healthcare/health_draft.toml"
    assert f"belongs at {place}" in result.stdout
    assert "since = 1 names a released template set" in result.stdout


def test_generate_takes_a_template_set(tmp_path):
    out = tmp_path / "tasks.jsonl"
    args = ["generate", "--groups", "2", "--seed", "3", "--out", str(out)]
    assert runner.invoke(app, [*args, "--template-set", "2"]).exit_code == 0
    assert out.read_text(encoding="utf-8").count("\n") == 2
    result = runner.invoke(app, [*args, "--template-set", "99"])
    assert result.exit_code != 0
    assert said(result.output, "unknown template set 99")
    result = runner.invoke(app, [*args, "--template-set", "1"])
    assert result.exit_code != 0
    assert said(result.output, "template set 1 is retired")
