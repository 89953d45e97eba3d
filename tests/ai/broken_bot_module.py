"""A bot module whose own import fails (for test_hidden_info): make_bot must report it, not hide it."""
import game_module_that_does_not_exist  # noqa: F401
