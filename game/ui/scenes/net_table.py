"""What the host's and a client's tables of a network game share: the chat strip over the foot of the
chronicle, a banner above it for who is away (with the host's buttons to hand a seat to a bot and
back), and the wake-up: the network's threads post `NET_EVENT` when a message arrives, so that an
idle window (which sleeps on its event queue) answers at once instead of at its next idle tick.

The chat is plain text drawn as text: a line received is never interpreted (game.net.host keeps
only printable characters, at most wire.MAX_CHAT of them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.core.i18n import N_, _, ngettext
from game.net import wire
from game.ui import scenes, theme
from game.ui.board import text as T

NET_EVENT = pygame.event.custom_type()
SHOWN_LINES = 4          # chat lines shown over the chronicle's foot


def wake() -> None:
    """Called from a network thread: the window's loop wakes up (pygame's queue is thread-safe)."""
    try:
        pygame.event.post(pygame.event.Event(NET_EVENT))
    except pygame.error:       # no display yet, or already closed
        pass


@dataclass
class BannerButton:
    label: str
    on_click: Callable[[], None]
    rect: pygame.Rect


class NetStrip:
    """The chat lines, the chat button and the away banner of one table scene."""

    def __init__(self, scene, send_chat: Callable[[str], None]) -> None:
        self.scene = scene
        self.send_chat = send_chat
        self.lines: list[tuple[str, str]] = []      # (who, text), the last few said
        self.banner = ""
        self.buttons: list[BannerButton] = []
        self.chat_rect = pygame.Rect(0, 0, 0, 0)

    def said(self, who: str, text: str) -> None:
        self.lines = (self.lines + [(who, text)])[-20:]
        self.scene.invalidate()

    def ask(self) -> None:
        """The chat line's dialog: a line typed is sent (the host checks and relays it)."""
        def ok(text: str) -> str | None:
            if text.strip():
                self.send_chat(text.strip()[:wire.MAX_CHAT])
            return None
        app = self.scene.app
        app.push(scenes.make("ask", app, N_("Say something"), N_("A line for every player at this game."),
                             ok=N_("Send"), on_ok=ok, max_len=wire.MAX_CHAT))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.chat_rect.collidepoint(event.pos):
                self.ask()
                return True
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    b.on_click()
                    self.scene.invalidate()
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.chat_rect.collidepoint(event.pos) or any(b.rect.collidepoint(event.pos) for b in self.buttons)
        return False

    def draw(self, surface: pygame.Surface, buttons: list[tuple[str, Callable[[], None]]]) -> None:
        scene = self.scene
        sc = scene.sc
        log = scene.rects["log"]
        # the chat button at the chronicle's foot, the last lines above it
        label = _("Chat")
        w = T.text_size(label, "serif_bold", 13 * sc)[0] + round(18 * sc)
        h = round(22 * sc)
        self.chat_rect = pygame.Rect(log.right - w - round(6 * sc), log.bottom - h - round(6 * sc), w, h)
        pygame.draw.rect(surface, (70, 48, 28), self.chat_rect, border_radius=round(5 * sc))
        pygame.draw.rect(surface, theme.GOLD, self.chat_rect, max(1, round(sc)), border_radius=round(5 * sc))
        T.text(surface, label, "serif_bold", 13 * sc, theme.PARCHMENT_LIGHT,
               (self.chat_rect.x + round(9 * sc), self.chat_rect.y + round(3 * sc)))
        shown = self.lines[-SHOWN_LINES:]
        top = self.chat_rect.y - round(2 * sc)      # what is drawn next ends above this
        if shown:
            lh = round(17 * sc)
            box = pygame.Rect(log.x + round(4 * sc), self.chat_rect.y - lh * len(shown) - round(8 * sc),
                              log.width - round(8 * sc), lh * len(shown) + round(6 * sc))
            veil = pygame.Surface(box.size, pygame.SRCALPHA)
            veil.fill((24, 16, 10, 200))
            surface.blit(veil, box)
            y = box.y + round(3 * sc)
            for who, said in shown:
                T.text(surface, f"{who}: {said}", "serif", 12.5 * sc, theme.PARCHMENT_LIGHT,
                       (box.x + round(6 * sc), y), max_width=box.width - round(12 * sc))
                y += lh
            top = box.y - round(4 * sc)
        self._draw_banner(surface, buttons, top)

    def _draw_banner(self, surface: pygame.Surface, buttons: list[tuple[str, Callable[[], None]]], bottom: int) -> None:
        """Who is away (and the host's buttons) at the chronicle's foot, above the chat: over the
        table's top it covered the prompt, which says the same and holds the player's own buttons."""
        sc = self.scene.sc
        log = self.scene.rects["log"]
        self.buttons = []
        if not self.banner:
            # nobody is away: nothing drawn. (The host's buttons come with a banner that says why:
            # net_host gives a player who is back while a bot holds the seat one.)
            return
        inner = log.width - round(28 * sc)
        lines = T.wrap_lines(self.banner, "serif_bold", 14 * sc, inner, max_lines=3)
        lh = round(18 * sc)
        bh = round(26 * sc)
        gap = round(5 * sc)
        height = round(16 * sc) + lh * len(lines) + len(buttons) * (bh + gap)
        bar = pygame.Rect(log.x + round(4 * sc), bottom - height, log.width - round(8 * sc), height)
        veil = pygame.Surface(bar.size, pygame.SRCALPHA)
        veil.fill((40, 20, 12, 235))
        surface.blit(veil, bar)
        pygame.draw.rect(surface, theme.GOLD, bar, max(1, round(sc)), border_radius=round(6 * sc))
        y = bar.y + round(8 * sc)
        for line in lines:
            T.text(surface, line, "serif_bold", 14 * sc, theme.PARCHMENT_LIGHT, (bar.x + round(10 * sc), y))
            y += lh
        for lab, act in buttons:
            r = pygame.Rect(bar.x + round(8 * sc), y + gap - round(2 * sc), bar.width - round(16 * sc), bh)
            pygame.draw.rect(surface, (96, 64, 38), r, border_radius=round(5 * sc))
            pygame.draw.rect(surface, theme.GOLD, r, max(1, round(sc)), border_radius=round(5 * sc))
            T.text(surface, lab, "serif_bold", 13.5 * sc, theme.GOLD, r.center, anchor="center",
                   max_width=r.width - round(12 * sc))
            self.buttons.append(BannerButton(lab, act, r))
            y += bh + gap


def waiting_text(names: list[str]) -> str:
    if not names:
        return ""
    return _("Waiting for {players}…").format(players=", ".join(names))


def back_text(names: list[str]) -> str:
    """The host's banner for players who came back while a bot plays their seats: the button to
    give a seat back stands beside it (without a banner it was never drawn)."""
    if not names:
        return ""
    return ngettext("{players} is back; a bot still plays the seat.",
                    "{players} are back; bots still play their seats.", len(names)).format(players=", ".join(names))
