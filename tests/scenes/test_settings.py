"""Settings persist as JSON in the config dir; a bad or missing file gives the defaults, never a crash."""

import json

from scenes.settings import Settings, load_settings, save_settings, settings_path


def test_missing_file_gives_defaults(dirs):
    assert not settings_path().exists()
    assert load_settings() == Settings()


def test_garbage_file_gives_defaults(dirs):
    path = settings_path()
    path.parent.mkdir(parents=True)
    for garbage in (b"{not json", b"\xff\xfe\x00", b"[1, 2]", b"null", b'"text"'):
        path.write_bytes(garbage)
        assert load_settings() == Settings()


def test_each_bad_field_falls_back_alone(dirs):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(
        json.dumps(
            {
                "window_size": [100, "x"],
                "fullscreen": "yes",
                "animation_speed": "warp",
                "language": "pt_BR",
                "colorblind": True,
                "auto_resolve": 0,
            }
        )
    )
    s = load_settings()
    assert (s.window_size, s.fullscreen, s.animation_speed) == ((1280, 720), False, "normal")
    assert (s.language, s.colorblind, s.auto_resolve) == ("pt_BR", True, True)


def test_round_trip_and_atomic_write_leaves_no_temp_files(dirs):
    s = Settings(
        window_size=(1600, 900),
        fullscreen=True,
        animation_speed="instant",
        language="pt_BR",
        colorblind=True,
        auto_resolve=False,
    )
    assert save_settings(s)
    assert load_settings() == s
    assert [p.name for p in settings_path().parent.iterdir()] == ["settings.json"]


def test_absurd_window_sizes_are_clamped(dirs):
    s = Settings.from_json({"window_size": [5, 99999]})
    assert s.window_size == (320, 4320)
