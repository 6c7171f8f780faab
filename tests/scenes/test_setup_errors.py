"""A refused setup says why in the player's language (issue 7 §3/§5: no English-only refusal on a
Portuguese screen)."""

import pytest

from game.core.actions import SetupError
from game.core.i18n import language, set_language
from game.core.registry import get_game
from scenes.setup_scene import setup_reason


@pytest.fixture
def portuguese():
    before = language()
    set_language("pt_BR")
    yield
    set_language(before)


def test_a_setup_error_is_shown_in_the_players_language(portuguese):
    game = get_game("desconfronto")
    with pytest.raises(SetupError) as exc:
        game.normalize_setup({"mode": "skirmish", "players": 2, "heroes": ["artan", "artan"]})
    assert str(exc.value) == "each hero can be played by one player only"  # the core's own words
    assert setup_reason(exc.value) == "cada herói só pode ser jogado por um jogador"


def test_a_fortress_player_count_refusal_is_translated_with_its_numbers(portuguese):
    with pytest.raises(SetupError) as exc:
        get_game("fortress").normalize_setup({"players": 9})
    assert setup_reason(exc.value) == "o número de jogadores deve ser de 1 a 5"


def test_a_plain_value_error_gets_a_translated_sentence_not_the_cores_english(portuguese):
    assert setup_reason(ValueError("hand-written setup")) == "essas escolhas não podem começar juntas; mude uma delas"


@pytest.mark.parametrize("adversary", ["lorde_argos", "wargosh", "sidst"])
def test_an_adversary_general_picked_as_a_general_is_refused_in_words(portuguese, adversary):
    with pytest.raises(SetupError) as exc:
        get_game("fortress").normalize_setup({"players": 1, "adversary": adversary, "general_1": adversary})
    reason = setup_reason(exc.value)
    assert reason.endswith("é o Adversário deste jogo e não pode ser também um General") and "_" not in reason
