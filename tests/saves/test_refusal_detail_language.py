"""A save refused for an illegal move names the rules' reason in the player's language (issue 8:
refusals are data worded at the UI's edge), while ``reason`` stays English for logs."""

from __future__ import annotations

from game.core import i18n
from game.core.refusal import Refusal
from saves import SaveError


def test_an_illegal_saved_move_is_explained_in_the_language_shown() -> None:
    error = SaveError("saves.error.illegal_action", index=4, detail=Refusal("illegal.not_allowed"))
    assert error.reason == "Saved move #4 is not allowed by the rules: That action is not allowed now."
    previous = i18n.language()
    try:
        i18n.set_language("pt_BR")
        assert error.translated() == (
            "A jogada salva nº 4 não é permitida pelas regras: Essa ação não é permitida agora."
        )
    finally:
        i18n.set_language(previous)
