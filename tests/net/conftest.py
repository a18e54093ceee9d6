"""The network tests' fixtures: the window's (a scratch home folder)."""

from tests.ui.conftest import home  # noqa: F401
