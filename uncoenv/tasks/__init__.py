"""Tasks: the interchange models, the generator, the checks that prove each task, and the
shipped benchmark."""

from uncoenv.tasks.checks import Violation, verify
from uncoenv.tasks.dataset import load_benchmark, read_tasks, write_tasks
from uncoenv.tasks.generator import generate_task, generate_tasks
from uncoenv.tasks.models import SETTINGS, Task

__all__ = [
    "SETTINGS",
    "Task",
    "Violation",
    "generate_task",
    "generate_tasks",
    "load_benchmark",
    "read_tasks",
    "verify",
    "write_tasks",
]
