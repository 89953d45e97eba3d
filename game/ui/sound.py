"""Sound effects from sounds/*.wav (made by tools/make_sounds.py). No audio device means silence,
never a crash; volume and mute come from the settings. The App starts its board (the audio device and
the sounds) straight after the first frame, which opening the device would delay."""
from __future__ import annotations

import logging

import pygame

from game.core.resources import sounds_dir

log = logging.getLogger(__name__)

NAMES = ("click", "place", "push", "spin", "win", "card", "chime", "dice", "error", "sweep", "reveal")


class SoundBoard:
    def __init__(self, volume: float = 0.7, start: bool = True):
        self.volume = volume
        self.enabled = False
        self.started = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        if start:
            self.start()

    def start(self) -> None:
        """Open the audio device and load the sounds (silent until then); safe to call twice."""
        if self.started:
            return
        self.started = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.pre_init(44100, -16, 2, 512)
                pygame.mixer.init()
            self.enabled = True
        except pygame.error as exc:
            log.info("no audio device (%s): playing silently", exc)
            return
        for name in NAMES:
            path = sounds_dir() / f"{name}.wav"
            if not path.exists():
                continue
            try:
                self.sounds[name] = pygame.mixer.Sound(str(path))
            except pygame.error as exc:
                log.warning("could not load %s: %s", path, exc)

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))

    def play(self, name: str, volume: float = 1.0) -> None:
        if not self.enabled or self.volume <= 0:
            return
        sound = self.sounds.get(name)
        if sound is None:
            return
        try:
            sound.set_volume(self.volume * volume)
            sound.play()
        except pygame.error as exc:  # the device went away mid-game
            log.info("sound failed (%s): going silent", exc)
            self.enabled = False
