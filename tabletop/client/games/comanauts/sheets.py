"""A comanaut's player sheet on screen.

    +--------------------------------------------------------------+
    | (portrait) Avatar name                              [stored] |
    |            player · symbol                          [ die  ] |
    | ♥ ♥ ♥ ♥   ◎ ◎                                               |
    | [Homesick ▾] [Trapped] (suspicious)                          |
    | [Head   ] [Body   ] [Hand        ] [Hand/acc.]               |
    | [Access.] [Inventory] [Inventory] [2 avatars face down]      |
    +--------------------------------------------------------------+

`sheet_parts` says where each part goes (hit tests and drop targets use the same
rectangles); `draw_sheet` paints them. Targets are the game's places (games/comanauts/
places.py): its stored-die slot, its clarity pile, its status cards (a test), its
equipped items and totems.
"""

from __future__ import annotations

from typing import Callable

import attrs
import pygame

from tabletop.engine.places import Place
from tabletop.games.comanauts import library as lib
from tabletop.games.comanauts.places import ClarityPile, Item, SkillTest, Stored, Totem
from tabletop.games.comanauts.view import ComanautsView, SheetView

from ... import theme
from ...assets import Assets
from ...widgets import panel, put_text, rounded
from .dicetray import die_image
from .mapview import LIT
from .pieces import (ability_name, ability_text, avatar_bio, avatar_of, card_name, draw_unrolled, fit_text, item_name,
                     item_rules, item_text, kind, status_name, status_text, draw_whole, shortened, wrap_whole)

GRID = ("head", "body", "hand", "hand_accessory", "accessory", "inv0", "inv1", "more")


@attrs.define
class SheetParts:
    rect: pygame.Rect
    portrait: pygame.Rect
    name: pygame.Rect
    stored: pygame.Rect
    life: pygame.Rect
    clarity: pygame.Rect
    statuses: list[tuple[pygame.Rect, str, bool]]  # (chip, status id, face up)
    suspicious: pygame.Rect | None
    boxes: list[tuple[pygame.Rect, str, str | None]]  # (box, slot or inv0/inv1/more, item)
    compact: bool
    k: float = 1.0  # the layout's type factor: every size and font here times it


def _scale(k: float) -> Callable[[int], int]:
    return lambda n: round(n * k)


def sheet_parts(rect: pygame.Rect, sheet: SheetView, assets: Assets, t: Callable[..., str],
                arranging: bool = False, k: float = 1.0) -> SheetParts:
    """`arranging`: the comanaut is moving items between slots, so every slot shows,
    even on a narrow sheet (which otherwise shows its items alone, larger); `k`: the
    layout's type factor for the sheets."""
    s = _scale(k)
    x, y, w, h = rect
    compact = h < s(250)
    pad = s(8 if compact else 10)
    head_h = s(50 if compact else 62)
    if w < s(300):
        head_h = min(head_h, s(46))
    portrait = pygame.Rect(x + pad, y + pad, head_h - s(4), head_h - s(4))
    stored = pygame.Rect(0, 0, head_h - s(2), head_h - s(2))
    stored.topright = (rect.right - pad, y + pad - s(1))
    name = pygame.Rect(portrait.right + s(10), y + pad, stored.x - portrait.right - s(20), head_h - s(4))
    row_h = s(22 if compact else 26)
    vitals_y = portrait.bottom + s(6)
    icon = row_h - s(2)
    life_w = max(1, min(sheet.life, 6)) * (icon + s(2)) + (s(34) if sheet.life > 6 else 0)
    life = pygame.Rect(x + pad, vitals_y, max(icon, life_w), row_h)
    clarity_w = max(2, min(sheet.clarity, 6)) * (icon + s(2)) + (s(34) if sheet.clarity > 6 else 0) + s(8)
    clarity = pygame.Rect(life.right + s(18), vitals_y, max(icon * 2, clarity_w), row_h)
    # statuses: the default card (face up or down) first, then the others
    chip_h = row_h - s(4)
    status_y = vitals_y + row_h + s(4)
    chips: list[tuple[pygame.Rect, str, bool]] = []
    cx = x + pad
    size = s(12 if compact else 13)
    entries = ([(sheet.default_status, bool(sheet.default_up))] if sheet.default_status else []) + \
        [(status, True) for status in sheet.statuses]
    for status, up in entries:
        label = status_name(status)
        width = assets.font(size, True).size(label)[0] + s(16)
        if cx + width > rect.right - pad - s(30):
            break
        chips.append((pygame.Rect(cx, status_y, width, chip_h), status, up))
        cx += width + s(6)
    suspicious = pygame.Rect(cx, status_y - s(1), chip_h + s(2), chip_h + s(2)) if sheet.suspicious else None
    # equipment: two rows of four boxes
    grid_y = status_y + chip_h + s(8)
    grid_h = rect.bottom - pad - grid_y
    gap = s(6)
    bw = (w - 2 * pad - 3 * gap) // 4
    bh = (grid_h - gap) // 2
    boxes: list[tuple[pygame.Rect, str, str | None]] = []
    equipped = sheet.equipped
    inventory = list(sheet.inventory) + [None, None]
    if bw < s(70) and not arranging:
        # a narrow sheet: its items alone (and the face-down avatars), in fewer, larger
        # boxes; the tooltip names each item's slot
        shown: list[tuple[str, str]] = []
        for slot in GRID[:5]:
            item = equipped.get(slot)
            if item is not None and not (slot == "hand_accessory" and equipped.get("hand") == item):
                shown.append((slot, item))
        shown += [(f"inv{i}", item) for i, item in enumerate(sheet.inventory[:2]) if item is not None]
        count = len(shown) + 1
        cols = max(2, min(4, (count + 1) // 2))
        cw = (w - 2 * pad - (cols - 1) * gap) // cols
        for i, (slot, item) in enumerate(shown + [("more", None)]):
            row, col = divmod(i, cols)
            boxes.append((pygame.Rect(x + pad + col * (cw + gap), grid_y + row * (bh + gap), cw, bh), slot, item))
        return SheetParts(rect, portrait, name, stored, life, clarity, chips, suspicious, boxes, compact, k)
    for i, slot in enumerate(GRID):
        row, col = divmod(i, 4)
        box = pygame.Rect(x + pad + col * (bw + gap), grid_y + row * (bh + gap), bw, bh)
        if slot in equipped:
            item = equipped[slot]
        elif slot.startswith("inv"):
            item = inventory[int(slot[3])]
        else:
            item = None
        boxes.append((box, slot, item))
    # a two-hand item fills both hand slots: one wide box
    hand, other = boxes[2], boxes[3]
    if hand[2] is not None and hand[2] == other[2]:
        boxes[2] = (hand[0].union(other[0]), "hand", hand[2])
        boxes.pop(3)
    return SheetParts(rect, portrait, name, stored, life, clarity, chips, suspicious, boxes, compact, k)


def item_target(item: str) -> Place:
    return Totem(item) if item in lib.TOTEMS else Item(item)


def status_target(k: int, status: str) -> Place:
    """A status card of sheet `k`: a test to remove it (the test's key names it)."""
    return SkillTest(f"status:{k}:{status}")


def sheet_targets(parts: SheetParts, k: int) -> list[tuple[pygame.Rect, Place]]:
    """The drop targets of a sheet, each with its rectangle."""
    found: list[tuple[pygame.Rect, Place]] = [(parts.stored, Stored(k)),
                                              (parts.clarity.union(parts.life), ClarityPile(k))]
    for chip, status, _up in parts.statuses:
        found.append((chip, status_target(k, status)))
    for box, slot, item in parts.boxes:
        if item is not None and not slot.startswith("inv"):
            found.append((box, item_target(item)))
    return found


def draw_sheet(surface: pygame.Surface, assets: Assets, t: Callable[..., str], parts: SheetParts,
               sheet: SheetView, view: ComanautsView, k: int, player: str, seat_colour,
               acting: bool, deciding: bool, lit: set[Place], hover: tuple[int, int] | None,
               colour_blind: bool, hide_stored: bool = False) -> None:
    s = _scale(parts.k)
    rect = parts.rect
    fill = theme.mix(theme.PANEL, seat_colour, 0.10)
    edge = theme.HIGHLIGHT if acting else (theme.ACCENT if deciding else theme.mix(theme.PANEL_EDGE, seat_colour, 0.5))
    panel(surface, rect, fill, edge, radius=s(10), width=3 if acting else 2)
    if acting:
        tag = assets.text(t("comanauts.ui.acting"), s(12), (30, 22, 10), bold=True)
        # on the top edge, right of the centre and clear of the name (which starts at the left)
        box = tag.get_rect(topright=(rect.right - s(70), rect.y + s(1))).inflate(s(14), s(4))
        if rect.width < s(300):  # a narrow sheet: on the bottom edge, clear of the name
            box.bottomright = (rect.right - s(12), rect.bottom - s(1))
        else:
            box.top = rect.y + s(1)
        rounded(surface, box, theme.HIGHLIGHT, radius=s(6))
        put_text(surface, tag, box, "acting tag", "center")
    avatar = avatar_of(view, k)
    _draw_portrait(surface, assets, s, parts.portrait, avatar, seat_colour, dim=sheet.in_morass)
    # name and player
    size = s(16 if parts.compact else 19)
    title = card_name(avatar) if avatar else player
    one = wrap_whole(assets, title, size, parts.name.width, 1, s(12), bold=True)
    if one:
        put_text(surface, assets.text(title, one[0], theme.TEXT, bold=True), parts.name, "sheet name", "topleft")
        line_y = parts.name.y + size + s(6)
    else:  # a narrow sheet: the name on two lines (the portrait's tooltip has it whole too)
        draw_whole(surface, assets, title, s(12), pygame.Rect(parts.name.x, parts.name.y - s(2), parts.name.width, s(29)),
                   theme.TEXT, bold=True, smallest=s(8), lines=3, spacing=0)
        line_y = parts.name.y + s(27)
    symbol = assets.tinted(f"icons/seat_{k % 4}", (s(14), s(14)), seat_colour)
    surface.blit(symbol, (parts.name.x, line_y + s(1)))
    if avatar is None:
        sub = t("comanauts.ui.choosing")
    elif sheet.in_morass:
        sub = t("comanauts.ui.in_morass")
    else:
        sub = player
    colour = theme.DANGER if sheet.in_morass else theme.TEXT_DIM
    draw_whole(surface, assets, sub, s(13), pygame.Rect(parts.name.x + s(20), line_y, parts.name.width - s(20), s(16)),
               colour, smallest=s(9), lines=1)
    # the stored die
    lit_stored = Stored(k) in lit
    rounded(surface, parts.stored, theme.mix(theme.BACKGROUND, theme.PANEL, 0.4),
            LIT if lit_stored else theme.PANEL_EDGE, 3 if lit_stored else 2, s(8))
    if sheet.stored and not hide_stored:
        draw_unrolled(surface, assets, kind(sheet.stored), parts.stored.center, parts.stored.width - s(12))
    else:
        label = fit_text(assets, t("comanauts.ui.stored"), s(11), parts.stored.width - s(6), theme.TEXT_DIM, bold=True,
                         smallest=s(7))
        put_text(surface, label, parts.stored, "stored", "center")
    if avatar is None:  # nothing more to show before the avatar is chosen
        for box, slot, item in parts.boxes:
            _draw_box(surface, assets, t, s, box, slot, item, sheet, lit, parts.compact, hover)
        return
    # life force and clarity
    icon = parts.life.height - s(2)
    _pips(surface, assets, s, parts.life, "life", sheet.life, icon, theme.TEXT)
    lit_clarity = ClarityPile(k) in lit
    if lit_clarity:
        glow = parts.clarity.inflate(s(8), s(6))
        surface.blit(assets.glow(glow.size, LIT + (60,)), glow)
        rounded(surface, glow, None, LIT, 2, s(6))
    if sheet.clarity:
        _pips(surface, assets, s, parts.clarity, "clarity", sheet.clarity, icon, theme.TEXT)
    else:
        none = assets.text(t("comanauts.ui.no_clarity"), s(12), theme.TEXT_DIM)
        put_text(surface, none, pygame.Rect(parts.clarity.x, parts.clarity.y, rect.right - s(10) - parts.clarity.x,
                                            parts.clarity.height), "clarity", "midleft")
    if sheet.free_rerolls:
        room = rect.right - s(10) - parts.clarity.right - s(8)
        words = t("comanauts.ui.free_rerolls", count=sheet.free_rerolls) if room > s(110) else f"↻{sheet.free_rerolls}"
        free = fit_text(assets, words, s(12), max(s(20), room), theme.GOOD, bold=True)
        put_text(surface, free, pygame.Rect(parts.clarity.right + s(8), parts.clarity.y, max(s(20), room),
                                            parts.clarity.height), "free rerolls", "midleft")
    # statuses
    for chip, status, up in parts.statuses:
        target = status_target(k, status)
        label = status_name(status)
        if up:
            rounded(surface, chip, (120, 36, 44), LIT if target in lit else (220, 90, 90), 3 if target in lit else 1, s(6))
            ink = (255, 232, 228)
        else:  # the default status, face down: there, but not in effect
            rounded(surface, chip, theme.mix(theme.PANEL, theme.BACKGROUND, 0.5), theme.PANEL_EDGE, 1, s(6))
            ink = theme.TEXT_DIM
        text = assets.text(label, s(12 if parts.compact else 13), ink, bold=up)
        put_text(surface, text, chip, "status", "center")
    if parts.suspicious:
        surface.blit(assets.scaled("comanauts/tokens/suspicious", parts.suspicious.size), parts.suspicious)
    # equipment and inventory
    for box, slot, item in parts.boxes:
        _draw_box(surface, assets, t, s, box, slot, item, sheet, lit, parts.compact, hover)


def _draw_portrait(surface, assets: Assets, s: Callable[[int], int], rect: pygame.Rect, avatar: str | None, ring,
                   dim: bool) -> None:
    centre = rect.center
    radius = rect.width // 2
    pygame.draw.circle(surface, theme.BACKGROUND, centre, radius)
    if avatar:
        art = lib.AVATARS[avatar].art_ref
        image = assets.scaled(f"comanauts/standees/{art}", (rect.width + s(6), rect.width + s(6)))
        if dim:
            image = image.copy()
            image.fill((110, 110, 120, 160), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(image, image.get_rect(center=centre))
    else:
        mark = assets.text("?", rect.width // 2, theme.TEXT_DIM, bold=True)
        put_text(surface, mark, rect, "portrait", "center")
    pygame.draw.circle(surface, ring, centre, radius + s(1), s(3))


def _pips(surface, assets: Assets, s: Callable[[int], int], rect: pygame.Rect, token: str, count: int, icon: int,
          ink) -> None:
    x = rect.x
    shown = min(count, 6)
    for _ in range(shown):
        surface.blit(assets.scaled(f"comanauts/tokens/{token}", (icon, icon)), (x, rect.y + s(1)))
        x += icon + s(2)
    if count > 6:
        more = assets.text(f"×{count}", s(14), ink, bold=True)
        put_text(surface, more, pygame.Rect(x + s(2), rect.y, more.get_width(), rect.height), "pips", "midleft")
    if count == 0 and token == "life":
        zero = assets.text("0", s(14), theme.DANGER, bold=True)
        put_text(surface, zero, pygame.Rect(x, rect.y, zero.get_width(), rect.height), "pips", "midleft")


def _draw_box(surface, assets: Assets, t, s: Callable[[int], int], box: pygame.Rect, slot: str, item: str | None, sheet,
              lit: set[Place], compact: bool, hover) -> None:
    if slot == "more":
        count = sheet.face_down
        rounded(surface, box, theme.mix(theme.PANEL, theme.BACKGROUND, 0.3), radius=s(6))
        card = pygame.Rect(0, 0, min(box.height - s(10), s(26)), 0)
        card.height = int(card.width * 1.35)
        card.midleft = (box.x + s(8), box.centery)
        for i in range(min(count, 3)):
            back = card.move(i * s(4), -i * s(3))
            rounded(surface, back, (70, 50, 110), (170, 140, 220), 1, s(4))
        room = box.right - card.right - s(16)
        words = t("comanauts.ui.face_down", count=count)
        # whole, in up to three lines, smaller if it must
        found = wrap_whole(assets, words, s(11), room, 3, s(8), height=box.height - s(4)) if room >= s(60) else None
        if found:
            size, lines = found
            step = min(s(14) * size // s(11), (box.height - s(2)) // max(1, len(lines)))
            y = box.centery - len(lines) * step // 2
            for line in lines:
                put_text(surface, assets.text(line, size, theme.TEXT_DIM), box, "face down", "topleft",
                         (card.right + s(12), y))
                y += step
        else:  # a narrow sheet: the number on the cards (the tooltip says the rest)
            number = assets.text(f"×{count}", s(13), theme.TEXT, bold=True)
            spot = number.get_rect(center=(card.centerx + s(4), card.centery - s(2))).inflate(s(6), s(2))
            rounded(surface, spot, (30, 24, 44), radius=s(5))
            put_text(surface, number, spot, "face down", "center")
        return
    target = None if item is None or slot.startswith("inv") else item_target(item)
    is_lit = target is not None and target in lit
    hovered = hover is not None and box.collidepoint(hover)
    fill = theme.mix(theme.PANEL, theme.BACKGROUND, 0.45) if item is None else theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.35 if hovered else 0.2)
    rounded(surface, box, fill, LIT if is_lit else (theme.ACCENT if hovered and item else theme.PANEL_EDGE),
            3 if is_lit else 1, s(6))
    narrow = box.width < s(90)
    label = t(f"comanauts.ui.slot_{'inventory' if slot.startswith('inv') else slot}")
    if item is None or not narrow:  # a narrow box shows its slot only while empty (its tooltip names it)
        draw_whole(surface, assets, label.upper(), s(9 if compact else 10),
                   pygame.Rect(box.x + s(5), box.y + s(3), box.width - s(10), s(12)), theme.TEXT_DIM, bold=True,
                   smallest=s(7), lines=1)
    if item is None:
        return
    size = s(11 if narrow else (12 if compact else 13))
    name = item_name(item)
    y = box.y + s(3 if narrow else (14 if compact else 16))
    spot = pygame.Rect(box.x + s(5), y, box.width - s(10) - (s(10) if item in lib.TOTEMS else 0), box.bottom - s(2) - y)
    found = wrap_whole(assets, name, size, spot.width, 3, s(8), bold=True, height=spot.height)
    if found is None:  # the last resort: shortened (the tooltip has it whole)
        found = s(8), [shortened(assets, name, s(8), spot.width, bold=True)]
    size, lines = found
    step = assets.font(size, True).get_linesize() - 1
    if narrow:  # centred in its box
        y = box.centery - (step * len(lines)) // 2
    for line in lines:
        put_text(surface, assets.text(line, size, theme.TEXT, bold=True), box, "item", "topleft", (box.x + s(5), y))
        y += step
    detail = item_rules(item)
    line_h = s(13)
    if detail and box.bottom - y >= line_h and not narrow:
        lines = assets.wrap(detail, s(11), box.width - s(10))
        room = max(0, (box.bottom - s(3) - y) // line_h)
        shown = lines[:room]
        if len(lines) > room and shown:  # the rest shows on hover
            shown[-1] = shown[-1].rstrip(" ,.:;") + "…"
        for line in shown:
            put_text(surface, assets.text(shortened(assets, line, s(11), box.width - s(10)), s(11), theme.TEXT_DIM), box,
                     "item rules", "topleft", (box.x + s(6), y))
            y += line_h
    if item in lib.TOTEMS:
        star = assets.text("★", s(12), theme.HIGHLIGHT, bold=True)
        put_text(surface, star, box, "totem", "topright", (box.right - s(5), box.y + s(2)))


def die_in_slot(surface, assets: Assets, die: str, rect: pygame.Rect) -> None:
    surface.blit(die_image(assets, kind(die), 1, rect.width - 12), rect.inflate(-12, -12))


def tip_at(parts: SheetParts, sheet: SheetView, view: ComanautsView, k: int, pos,
           t: Callable[..., str]) -> tuple[str, str] | None:
    """What the cursor points at on a sheet, as (title, text) for a tooltip."""
    for box, slot, item in parts.boxes:
        if box.collidepoint(pos):
            if item is not None:
                where = t(f"comanauts.ui.slot_{'inventory' if slot.startswith('inv') else slot}")
                return f"{item_name(item)} · {where}", item_text(item)
            if slot == "more":
                return t("comanauts.ui.avatars_left"), t("comanauts.ui.face_down_tip", count=sheet.face_down)
            return None
    for chip, status, up in parts.statuses:
        if chip.collidepoint(pos) and status in lib.STATUSES:
            card = lib.STATUSES[status]
            state = t("comanauts.ui.status_up") if up else t("comanauts.ui.status_down")
            removal = t("comanauts.ui.status_removal", colour=t(f"comanauts.ui.colour_{card.removal_colour}"),
                        target=card.removal_target) if card.removal_colour else ""
            return status_name(status), f"{status_text(status)}\n{state} {removal}".strip()
    if parts.suspicious and parts.suspicious.collidepoint(pos):
        return t("comanauts.ui.suspicious"), t("comanauts.ui.suspicious_tip")
    if parts.portrait.collidepoint(pos) or parts.name.collidepoint(pos):
        avatar = avatar_of(view, k)
        if avatar:
            card = lib.AVATARS[avatar]
            return card_name(avatar), (f"{ability_name(avatar)} ({card.ability.cost}): {ability_text(avatar)}\n"
                                       f"{avatar_bio(avatar)}")
    if parts.stored.collidepoint(pos):
        return t("comanauts.ui.stored"), t("comanauts.ui.stored_tip")
    if parts.clarity.collidepoint(pos) or parts.life.collidepoint(pos):
        return t("comanauts.ui.vitals_title", life=sheet.life, clarity=sheet.clarity), t("comanauts.ui.clarity_tip")
    return None
