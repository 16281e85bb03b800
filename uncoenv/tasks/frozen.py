"""Frozen, read-only pydantic models: the machinery every task model is built on.

A task is shared by every episode of a process (the benchmark is loaded once), so its models
are frozen and their lists and dicts refuse changes. ``trusted`` builds a model from data
already in its validated form without validating it again (the generator's parts).
"""

from __future__ import annotations

import copy
import functools
import typing
from collections.abc import Callable
from typing import Any, NoReturn, TypeVar

from pydantic import BaseModel, ConfigDict, StrictBool, model_validator

Value = StrictBool | int | float | str


class ReadOnlyList(list):
    """A list that refuses changes: a task's lists are shared by every episode of the task."""

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError(_READ_ONLY)

    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse
    append = extend = insert = pop = remove = clear = sort = reverse = _refuse

    def __reduce__(self) -> tuple[Any, ...]:  # copy and pickle rebuild it whole
        return type(self), (list(self),)


class ReadOnlyDict(dict):
    """A dict that refuses changes (see ``ReadOnlyList``)."""

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError(_READ_ONLY)

    __setitem__ = __delitem__ = __ior__ = _refuse
    pop = popitem = clear = update = setdefault = _refuse

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), (dict(self),)


_READ_ONLY = (
    "task data is read-only (the benchmark's tasks are shared by every episode); change a "
    "copy: Task.model_validate(task.model_dump() edited)"
)


_M = TypeVar("_M", bound="FrozenModel")
_new = object.__new__
_set = object.__setattr__


class FrozenModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    @model_validator(mode="after")
    def _read_only(self) -> FrozenModel:
        # Frozen models still hold lists and dicts that could be changed in place, and a task is
        # shared (the benchmark is loaded once per process): its containers refuse changes.
        for name, value in self.__dict__.items():
            if type(value) is list:
                object.__setattr__(self, name, ReadOnlyList(value))
            elif type(value) is dict:
                object.__setattr__(self, name, ReadOnlyDict(value))
        return self

    @classmethod
    def trusted(cls: type[_M], **fields: Any) -> _M:
        """The model of ``fields`` without validating them: for data already in its validated
        form (the generator's, drawn from validated scenario templates; ``checks.verify`` then
        proves the task). Lists and dicts are copied read-only, as validation leaves them, and
        fields not given take their defaults. Tasks read from files or users are validated.

        What ``model_construct`` does, less its alias handling (these models have no aliases):
        it costs a quarter, and a generated task is some fifty models.

        Raises:
            TypeError: a field name the model does not have, or a required field missing.
        """
        defaults, made, containers = _shape(cls)
        values = {**defaults, **fields}  # in field order
        if len(values) != len(defaults):
            unknown = sorted(values.keys() - defaults.keys())
            raise TypeError(f"{cls.__name__} has no fields {unknown}")
        if len(fields) < len(defaults):
            for name, make in made:
                if name not in fields:
                    values[name] = make()
        for name in containers:
            value = values[name]
            if type(value) is list:
                values[name] = ReadOnlyList(value)
            elif type(value) is dict:
                values[name] = ReadOnlyDict(value)
        return cls._made(values, set(fields))

    @classmethod
    def trusted_whole(cls: type[_M], values: dict[str, Any]) -> _M:
        """``trusted(**values)`` for ``values`` that give every field (in field order, as
        ``repr`` shows them), their lists and dicts read-only already: the generator's facts,
        some twenty a task, without ``trusted``'s merging and copying.

        Raises:
            TypeError: not every field given.
        """
        if values.keys() != _shape(cls)[0].keys():
            raise TypeError(f"{cls.__name__}.trusted_whole needs every field and no other")
        return cls._made(values, set(values))

    @classmethod
    def _made(cls: type[_M], values: dict[str, Any], fields_set: set[str]) -> _M:
        """What ``model_construct`` does last: the instance holding ``values``."""
        model = _new(cls)
        _set(model, "__dict__", values)
        _set(model, "__pydantic_fields_set__", fields_set)
        _set(model, "__pydantic_extra__", None)
        _set(model, "__pydantic_private__", None)
        return model


@functools.cache
def _shape(
    model: type[FrozenModel],
) -> tuple[dict[str, Any], tuple[tuple[str, Callable[[], Any]], ...], tuple[str, ...]]:
    """What ``trusted`` needs of a model: each field, in order, with its default if that is
    immutable; the others' makers of a default (raising for a required field); and the
    fields whose type admits a list or a dict."""
    defaults: dict[str, Any] = {}
    made: list[tuple[str, Callable[[], Any]]] = []
    containers: list[str] = []
    for name, info in model.__pydantic_fields__.items():
        defaults[name] = None
        if info.default_factory is not None:  # these models' factories take no arguments
            made.append((name, info.default_factory))  # type: ignore[arg-type]
        elif info.is_required():
            made.append((name, functools.partial(_required, model.__name__, name)))
        elif isinstance(info.default, str | int | float | tuple | frozenset | type(None)):
            defaults[name] = info.default
        else:  # as validation does: a mutable default is never shared
            made.append((name, functools.partial(copy.deepcopy, info.default)))
        if _admits_containers(info.annotation):
            containers.append(name)
    return defaults, tuple(made), tuple(containers)


def _admits_containers(annotation: Any) -> bool:
    """Whether a field of this type may hold a list or a dict (which validation makes
    read-only)."""
    if annotation in (list, dict) or typing.get_origin(annotation) in (list, dict):
        return True
    return any(_admits_containers(arg) for arg in typing.get_args(annotation))


def _required(model: str, field: str) -> NoReturn:
    raise TypeError(f"{model}.trusted: the required field {field!r} is missing")
