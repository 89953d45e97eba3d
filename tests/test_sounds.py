"""The sound effects: committed WAVs match what tools/make_sounds.py writes, in the format the mixer
expects, and a machine without an audio device stays silent instead of crashing."""
from __future__ import annotations

import os
import subprocess
import sys
import wave
from array import array
from pathlib import Path

import pytest

from game.ui.sound import NAMES

ROOT = Path(__file__).resolve().parents[1]
SOUNDS = ROOT / "sounds"


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("sounds")
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), str(out)], check=True,
                   capture_output=True, timeout=120)
    return out


def read(path: Path) -> tuple[wave._wave_params, array]:
    with wave.open(str(path), "rb") as wav:
        params = wav.getparams()
        samples = array("h", wav.readframes(params.nframes))
    if sys.byteorder == "big":
        samples.byteswap()
    return params, samples


@pytest.mark.parametrize("name", NAMES)
def test_sound_file_is_a_short_cd_quality_wav(name):
    params, samples = read(SOUNDS / f"{name}.wav")
    assert (params.framerate, params.sampwidth) == (44100, 2)
    assert params.nchannels in (1, 2)
    seconds = params.nframes / params.framerate
    assert 0.05 <= seconds <= 1.5, f"{name} lasts {seconds:.2f} s"
    peak = max(abs(s) for s in samples)
    assert 3000 < peak < 32767, f"{name} peak {peak}: silent or clipping"
    # the ends are faded, so playing a sound never pops
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200


def test_generator_covers_every_sound_the_game_plays(regenerated):
    assert sorted(p.stem for p in regenerated.glob("*.wav")) == sorted(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_committed_sound_is_what_the_script_writes(regenerated, name):
    """Byte-identical regeneration: the script is deterministic and sounds/ is up to date with it."""
    assert (regenerated / f"{name}.wav").read_bytes() == (SOUNDS / f"{name}.wav").read_bytes(), (
        f"sounds/{name}.wav differs from tools/make_sounds.py output: run `make sounds`")


def test_no_audio_device_means_silence_not_a_crash(tmp_path):
    # A driver that does not exist makes mixer.init fail just as a machine without sound does.
    code = (
        "import pygame\n"
        "from game.ui.sound import SoundBoard\n"
        "board = SoundBoard(0.7)\n"
        "assert not board.enabled, 'mixer should not have started'\n"
        "for name in ('click', 'win', 'no-such-sound'):\n"
        "    board.play(name)\n"
        "print('silent ok')\n"
    )
    env = dict(os.environ, SDL_AUDIODRIVER="no-such-driver", GRAND_BALL_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "silent ok" in result.stdout
