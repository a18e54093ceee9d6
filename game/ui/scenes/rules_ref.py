"""The rules reference: a book of two facing pages with a table of contents, paged with the arrow
keys, Page Up/Down, the mouse wheel or the buttons. The text lives in
data/<game>/rules_reference.yaml."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from functools import lru_cache, partial
from typing import TYPE_CHECKING

import pygame
import yaml

from game.core import registry
from game.core.data_files import DataError, load_yaml
from game.core.i18n import N_, _
from game.resources import data_dir
from game.ui import theme
from game.ui import widgets_art as art
from game.ui.board.text import note_fit
from game.ui.widgets import wrap
from game.ui.widgets_form import PushButton
from game.ui.widgets_page import SheetScene

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

BULLET = "\u2022 "


@dataclass
class Section:
    title: str
    paragraphs: list[str]


@lru_cache(maxsize=4)
def load_reference(game: str = registry.DEFAULT_GAME) -> tuple[str, tuple[Section, ...]]:
    """The game's book (data/<game>/rules_reference.yaml): its title and sections; a missing or
    broken file gives a one-page apology."""
    path = data_dir() / game / "rules_reference.yaml"
    try:
        raw = load_yaml(path)   # strict: an alias bomb or deep nesting is refused, not expanded
        sections = tuple(Section(str(s["title"]), [str(p) for p in s["paragraphs"]]) for s in raw["sections"])
        if not sections:
            raise ValueError("no sections")
        return str(raw.get("title", N_("Rules"))), sections
    except (OSError, ValueError, KeyError, TypeError, yaml.YAMLError, DataError) as exc:
        log.error("rules reference unreadable: %s", exc)
        # msgids (this is cached): translated where drawn like the book's own texts
        return N_("Rules"), (Section(N_("The rules are missing"),
                                     [N_("The file rules_reference.yaml could not be read.")]),)


@dataclass
class Page:
    section: int
    lines: list[tuple[str, str, int]] = field(default_factory=list)   # (kind, text, indent px)


class RulesScene(SheetScene):
    title = ""   # the book draws its own heading

    TOC_W = 270

    def __init__(self, app: App, game: str = registry.DEFAULT_GAME) -> None:
        super().__init__(app)
        self.book_title, self.sections = load_reference(game)
        self.pages: list[Page] = []
        self.first_page: list[int] = []
        self.spread = 0
        self.toc_buttons = [self.add(PushButton(s.title, partial(self.goto_section, i), style="quiet", size=17))
                            for i, s in enumerate(self.sections)]
        self.prev_btn = self.add(PushButton(N_("\u2190 Previous"), lambda: self.turn(-1), size=19))
        self.next_btn = self.add(PushButton(N_("Next \u2192"), lambda: self.turn(1), size=19))
        self.back_btn = self.add(PushButton(N_("Close the book"), self.app.pop, key=pygame.K_ESCAPE, style="primary",
                                            size=19))

    # --- paging -------------------------------------------------------------------------------
    @property
    def spreads(self) -> int:
        return max(1, (len(self.pages) + 1) // 2)

    def turn(self, d: int) -> None:
        self.spread = max(0, min(self.spreads - 1, self.spread + d))
        self._update_buttons()
        self.invalidate()

    def goto_section(self, i: int) -> None:
        if 0 <= i < len(self.first_page):
            self.spread = self.first_page[i] // 2
            self._update_buttons()
            self.invalidate()

    def current_section(self) -> int:
        p = min(len(self.pages) - 1, self.spread * 2)
        return self.pages[p].section if self.pages else 0

    def _update_buttons(self) -> None:
        self.prev_btn.enabled = self.spread > 0
        self.next_btn.enabled = self.spread < self.spreads - 1

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE, pygame.K_DOWN):
                self.turn(1)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_BACKSPACE, pygame.K_UP):
                self.turn(-1)
                return True
            if event.key == pygame.K_HOME:
                self.turn(-self.spreads)
                return True
            if event.key == pygame.K_END:
                self.turn(self.spreads)
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-1 if event.y > 0 else 1)
            return True
        return False

    # --- layout: flow the text into pages -----------------------------------------------------
    def page_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        left = self.R(342, 114, 418, 476)
        right = self.R(802, 114, 418, 476)
        return left, right

    def layout(self) -> None:
        for i, b in enumerate(self.toc_buttons):
            b.rect = self.R(50, 122 + i * 33, self.TOC_W - 10, 31)
        self.prev_btn.rect = self.R(340, 636, 160, 42)
        self.next_btn.rect = self.R(1060, 636, 160, 42)
        self.back_btn.rect = self.R(60, 636, 210, 42)
        self._paginate()
        self._update_buttons()

    def _fonts(self):
        return self.font("serif_bold", 25), self.font("serif", 18.5)

    def _paginate(self) -> None:
        head, body = self._fonts()
        page_w, page_h = self.page_rects()[0].size
        line_h = round(body.get_linesize() * 1.08)
        head_h = round(head.get_linesize() * 1.5)
        gap = round(line_h * 0.45)
        old = self.current_section() if self.pages else 0
        self.pages, self.first_page = [], []
        for si, sec in enumerate(self.sections):
            page = Page(si)
            self.pages.append(page)
            self.first_page.append(len(self.pages) - 1)
            used = head_h
            # the book's texts are data strings in the template: translated as they are laid out
            title = _(sec.title)
            note_fit(title, head, page_w, "rules: heading")
            page.lines.append(("head", title, 0))
            for para in sec.paragraphs:
                bullet = para.startswith(BULLET) or para.startswith("- ")
                text = _(para)
                if bullet and (text.startswith(BULLET) or text.startswith("- ")):
                    text = text[2:].strip()
                indent = self.s(22) if bullet else 0
                lines = wrap(text, body, page_w - indent)
                for k, line in enumerate(lines):
                    if used + line_h > page_h:
                        page = Page(si)
                        self.pages.append(page)
                        used = 0
                    kind = "bullet" if bullet and k == 0 else "text"
                    page.lines.append((kind, line, indent))
                    used += line_h
                used += gap
                page.lines.append(("gap", "", gap))
        self.spread = min(self.first_page[old] // 2 if old < len(self.first_page) else 0, self.spreads - 1)

    # --- drawing ------------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        head, body = self._fonts()
        # the table of contents
        f = self.font("caps", 22)
        contents = _("Contents")
        note_fit(contents, f, self.s(250), "rules: contents")
        surface.blit(f.render(contents, True, theme.INK), self.P(60, 80))
        pygame.draw.line(surface, theme.INK_SOFT, self.P(60, 112), self.P(300, 112), max(1, self.s(1)))
        cur = self.current_section()
        if 0 <= cur < len(self.toc_buttons):
            r = self.toc_buttons[cur].rect
            pygame.draw.rect(surface, (236, 214, 150), r, border_radius=self.s(5))
            pygame.draw.circle(surface, theme.OAK, (r.x - self.s(4), r.centery), self.s(3))
        # the open book: two pages and a gutter
        book = self.R(320, 44, 920, 582)
        pygame.draw.rect(surface, (226, 210, 172), book, border_radius=self.s(6))
        for i in range(6):
            shade = pygame.Surface((self.s(18), book.h), pygame.SRCALPHA)
            shade.fill((90, 60, 30, 10 + i * 6))
            w = self.s(18 - i * 3)
            surface.blit(shade, (book.centerx - w // 2, book.y), pygame.Rect(0, 0, w, book.h))
        pygame.draw.line(surface, theme.OAK_LIGHT, (book.centerx, book.y), (book.centerx, book.bottom),
                         max(1, self.s(1)))
        pygame.draw.rect(surface, theme.OAK_LIGHT, book, max(1, self.s(1.5)), border_radius=self.s(6))
        title = self.font("serif_italic", 17)
        book_title = _(self.book_title)
        note_fit(book_title, title, self.s(418), "rules: book title")
        img = title.render(book_title, True, theme.INK_SOFT)
        surface.blit(img, img.get_rect(center=self.P(550, 84)))
        right_page = min(len(self.pages) - 1, self.spread * 2 + 1)
        running = _(self.sections[self.pages[right_page].section].title) if self.pages else ""
        note_fit(running, title, self.s(418), "rules: running head")
        img = title.render(running, True, theme.INK_SOFT)
        surface.blit(img, img.get_rect(center=self.P(1010, 84)))
        for side, rect in enumerate(self.page_rects()):
            p = self.spread * 2 + side
            if p >= len(self.pages):
                art.draw_rule(surface, rect.center, self.s(160), self.k, font=self.font("serif", 22))
                continue
            self._draw_page(surface, self.pages[p], rect, head, body)
            num = self.font("serif", 15).render(str(p + 1), True, theme.INK_SOFT)
            surface.blit(num, num.get_rect(center=(rect.centerx, self.P(0, 606)[1])))
        f = self.font("serif_italic", 16)
        # TRANSLATORS: the book's page counter: "pages 3–4 of 12"
        img = f.render(_("pages {first}\u2013{last} of {total}").format(
            first=self.spread * 2 + 1, last=min(len(self.pages), self.spread * 2 + 2), total=len(self.pages)),
            True, theme.INK_SOFT)
        surface.blit(img, img.get_rect(center=self.P(780, 657)))

    def _draw_page(self, surface: pygame.Surface, page: Page, rect: pygame.Rect, head, body) -> None:
        y = rect.y
        line_h = round(body.get_linesize() * 1.08)
        for kind, text, extra in page.lines:
            if kind == "head":
                img = head.render(text, True, theme.INK)
                surface.blit(img, (rect.x, y))
                yy = y + head.get_linesize() + self.s(2)
                pygame.draw.line(surface, theme.OAK_LIGHT, (rect.x, yy), (rect.x + min(rect.w, img.get_width() + self.s(40)), yy),
                                 max(1, self.s(1.2)))
                y += round(head.get_linesize() * 1.5)
            elif kind == "gap":
                y += extra
            else:
                if kind == "bullet":
                    pygame.draw.circle(surface, theme.OAK, (rect.x + self.s(8), y + line_h * 0.55), self.s(3))
                surface.blit(body.render(text, True, theme.INK), (rect.x + extra, y))
                y += line_h
