"""The curriculum over difficulty levels, alone and driving a vector of environments."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from uncoenv.curriculum import Curriculum, curriculum_callback


def test_the_level_rises_only_after_a_full_window_above_the_threshold():
    curriculum = Curriculum(threshold=0.75, window=4)
    assert [curriculum.record(c) for c in (True, True, True)] == [False] * 3  # window not full
    assert curriculum.record(False) is True  # 3 of 4 = 0.75
    assert curriculum.level == "hard" and curriculum.accuracy is None  # a fresh window
    assert not any(curriculum.record(c) for c in (True, False, True, False, False, True))


def test_the_last_level_is_kept_and_the_climb_is_recorded():
    curriculum = Curriculum(levels=("standard", "expert"), threshold=0.5, window=2)
    for _ in range(10):
        curriculum.record(True)
    state = curriculum.state()
    assert state["level"] == "expert" and state["episodes"] == 10
    assert [step["level"] for step in state["history"]] == ["standard", "expert"]
    assert state["history"][0] == {"level": "standard", "episodes": 0, "accuracy": 1.0}


@pytest.mark.parametrize(
    ("arguments", "named"),
    [
        ({"levels": ()}, "at least one level"),
        ({"levels": ("standard", "insane")}, "unknown difficulty 'insane'"),
        ({"threshold": 0.0}, "threshold"),
        ({"window": 0}, "window"),
        ({"review": 1.0}, "review must be in"),
        ({"review": -0.1}, "review must be in"),
    ],
)
def test_a_bad_curriculum_is_refused_naming_what_is_wrong(arguments, named):
    with pytest.raises(ValueError, match=named):
        Curriculum(**arguments)


def test_a_share_of_the_slots_reviews_the_levels_passed_and_never_all_of_them():
    curriculum = Curriculum(threshold=0.5, window=1, review=0.4)
    assert [curriculum.level_for(s, 5) for s in range(5)] == ["standard"] * 5  # nothing passed
    curriculum.record(True)
    assert [curriculum.level_for(s, 5) for s in range(5)] == ["standard"] * 2 + ["hard"] * 3
    curriculum.record(True)
    assert [curriculum.level_for(s, 5) for s in range(5)] == ["standard", "hard"] + ["expert"] * 3
    assert [curriculum.level_for(s, 2) for s in range(2)] == ["standard", "expert"]
    assert Curriculum(review=0.9).state()["review"] == 0.9


def test_reviewing_slots_play_the_levels_passed_and_their_episodes_do_not_count():
    pytest.importorskip("stable_baselines3")
    from stable_baselines3.common.vec_env import DummyVecEnv

    from uncoenv.envs import arrays
    from uncoenv.envs.wrappers import make_recovery_env

    vector = DummyVecEnv(
        [lambda: make_recovery_env("missed", task_indices=[0], layout=arrays.LARGEST)] * 3
    )
    curriculum = Curriculum(threshold=0.5, window=2, review=0.34)
    callback = curriculum_callback(curriculum)
    logger = SimpleNamespace(record=lambda *args, **kwargs: None)
    callback.model = SimpleNamespace(logger=logger, get_env=lambda: vector)
    callback._on_training_start()
    correct = {"correct_decision": True, "correct_numeric": True}
    callback.locals = {"dones": [True, True, False], "infos": [correct, correct, {}]}
    callback._on_step()
    assert [d.name for d in vector.get_attr("difficulty")] == ["standard", "hard", "hard"]
    wrong = {"correct_decision": False, "correct_numeric": True}
    callback.locals = {"dones": [True, True, True], "infos": [correct, wrong, wrong]}
    callback._on_step()  # the standard slot's success is a review: hard is at 0 of 2
    assert curriculum.level == "hard" and curriculum.accuracy == 0.0


def test_the_callback_moves_every_environment_of_the_vector():
    pytest.importorskip("stable_baselines3")
    from stable_baselines3.common.vec_env import DummyVecEnv

    from uncoenv.envs import arrays
    from uncoenv.envs.wrappers import make_recovery_env

    vector = DummyVecEnv(
        [lambda: make_recovery_env("missed", task_indices=[0], layout=arrays.LARGEST)] * 2
    )
    curriculum = Curriculum(threshold=0.5, window=2)
    callback = curriculum_callback(curriculum)
    logger = SimpleNamespace(record=lambda *args, **kwargs: None)
    callback.model = SimpleNamespace(logger=logger, get_env=lambda: vector)
    callback._on_training_start()
    assert vector.get_attr("difficulty")[0].name == "standard"
    correct = {"correct_decision": True, "correct_numeric": True}
    callback.locals = {"dones": [True, True], "infos": [correct, correct]}
    callback._on_step()
    assert curriculum.level == "hard"
    assert [d.name for d in vector.get_attr("difficulty")] == ["hard", "hard"]
    assert vector.get_attr("max_rounds") == [8, 8]  # the level's budget
    observation = vector.reset()
    assert observation.shape == (2, arrays.LARGEST.size)
    assert vector.get_attr("task")[0].id.startswith("hard-")
