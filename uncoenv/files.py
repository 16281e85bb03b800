"""Files that appear whole or not at all: written beside their place, then renamed into it."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

__all__ = ["replaced", "write_text"]


@contextlib.contextmanager
def replaced(path: Path) -> Iterator[Path]:
    """A partial file to write, renamed onto ``path`` when the block ends without an error.

    The partial file is named after the writing process (``.<name>.<pid>.partial``), so two
    writers never share one. It is synced to disk before the rename, so that a crash of the
    machine cannot leave ``path`` renamed but empty. An error or an interrupt (a full disk
    included) leaves ``path`` as it was and removes the partial file; a writer killed outright
    (kill -9) cannot, so the partial files of processes that no longer run are removed before
    the next write.
    """
    _remove_orphans(path)
    partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
    try:
        yield partial
        with open(partial, "rb") as written:
            os.fsync(written.fileno())
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)


def write_text(path: Path, text: str) -> None:
    """Replace a text file whole or not at all (UTF-8, ``\n`` line ends)."""
    with replaced(path) as partial:
        partial.write_text(text, encoding="utf-8", newline="\n")


def _remove_orphans(path: Path) -> None:
    """Remove the partial files of ``path`` left by processes that have ended."""
    for partial in path.parent.glob(f".{path.name}.*.partial"):
        pid = partial.name[len(path.name) + 2 : -len(".partial")]
        if pid.isdigit() and not _running(int(pid)):
            partial.unlink(missing_ok=True)


def _running(pid: int) -> bool:
    """Whether a process with this id runs on this machine."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # it runs, as another user
        return True
    return True
