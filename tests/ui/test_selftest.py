"""haspelknecht selftest: the check a frozen build runs without a screen."""

from game.cli import main


def test_selftest_passes_and_reports_each_step(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("HASPELKNECHT_HOME", str(tmp_path))
    assert main(["selftest"]) == 0
    out = capsys.readouterr().out
    assert "actions played through the game scene" in out
    assert "replay identical" in out
    assert "bots' worker process (pid" in out     # a bot thought in another process
    assert "review: a Coal Baron game" in out and "the same as this process" in out
    assert "passed" in out


def test_selftest_reports_broken_data_without_traceback(capsys, monkeypatch, tmp_path):
    import game.haspelknecht.components as comps

    def broken(folder=None):
        raise comps.DataError("tiles.yaml: field tiles.0.level: broken on purpose")

    monkeypatch.setattr(comps, "load_components", broken)
    assert main(["selftest"]) == 1
    err = capsys.readouterr().err
    assert "tiles.yaml" in err and "Traceback" not in err
