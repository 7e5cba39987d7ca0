"""The dresser: what the whole team faces, beside the map.

From the top: the comazone and the situation token; the threat track; insight,
clues, vital signs and the inner child slot; the discard pool (Focus takes from
it) and the bag; the environment card and the group task register; then the enemy
slots, each with its card: name, defence and its action rows (die results, speed,
range, strength, special).

`dresser_parts` places everything (hit tests and drop targets use the same
rectangles); `draw_dresser` paints it. Targets (games/comanauts/places.py): a
colour of the discard pool, the environment's test, the task, an enemy's card.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable

import attrs
import pygame

from tabletop.engine.places import Place
from tabletop.games.comanauts import library as lib
from tabletop.games.comanauts.places import TASK, Discard, MeleeOn, RangedOn, SkillTest
from tabletop.games.comanauts.view import ComanautsView

from ... import theme
from ...assets import Assets
from ...widgets import panel, put_text, rounded
from .dicetray import die_image
from .mapview import LIT
from .pieces import (ATTRIBUTE_COLOURS, colour_word, draw_unrolled, enemy_art, enemy_name, enemy_text, environment_name,
                     environment_text, fit_text, item_name, kind, results_text, row_special, space_name, wrap_whole,
                     zone_name, draw_whole)

INSIGHT_PER_CLUE = 3
CARD_HEAD = 58  # an enemy card's name, place and the heading of its rows
COMPACT_CARD = 34  # an enemy card with no room for its rows: art, name and defence (the tooltip has the rest)
SPECIAL_LINES = 4  # a row's special text wraps onto at most this many lines


@attrs.define
class EnemyCard:
    rect: pygame.Rect
    card: str | None  # None: an empty slot
    rows: list[pygame.Rect]
    compact: bool = False  # no room for the action rows: art, name and defence only


@attrs.define
class DresserParts:
    rect: pygame.Rect
    header: pygame.Rect
    situation: pygame.Rect
    track: pygame.Rect
    track_dice: list[tuple[int, int]]
    die: int
    counters: pygame.Rect
    insight: pygame.Rect
    clues: pygame.Rect
    vitals: pygame.Rect
    child: pygame.Rect
    prime: pygame.Rect
    pool: pygame.Rect
    chips: list[tuple[pygame.Rect, str, int]]  # (chip, colour, count in the discard pool)
    bag: pygame.Rect
    environment: pygame.Rect | None
    task: pygame.Rect | None
    enemies_label: pygame.Rect
    enemies: list[EnemyCard]


def _special_height(assets: Assets | None, card: str, n: int, width: int) -> int:
    """The height of an action row of `card` whose special text wraps in `width`."""
    row = lib.enemy_card(card).rows[n]
    if assets is None or not row.special:
        return 16
    found = wrap_whole(assets, row_special(card, n), 11, width, SPECIAL_LINES, 8)
    if found is None:
        return 16 + 12 * (SPECIAL_LINES - 1)
    size, lines = found
    return max(16, len(lines) * (assets.font(size).get_linesize() - 1) + 3)


def dresser_parts(rect: pygame.Rect, view: ComanautsView, assets: Assets | None = None) -> DresserParts:
    """`assets`: to measure the texts that wrap (without it, one line each)."""
    x = rect.x + 12
    w = rect.width - 24
    small = rect.height < 700
    y = rect.y + 10
    header = pygame.Rect(x, y, w - 110, 44)
    situation = pygame.Rect(rect.right - 12 - 104, y + 2, 104, 40)
    y = header.bottom + 8
    die = 24 if small else 28
    head = 20 if w >= 380 else 34  # a narrow dresser: the track's hint on its own line
    track = pygame.Rect(x, y, w, head + die + 6)
    per_row = max(1, (w - 4) // (die + 5))
    count = len(view.track)
    rows = max(1, (count + per_row - 1) // per_row)
    track.height = head + rows * (die + 5) + 2
    track_dice = [(x + 2 + die // 2 + (i % per_row) * (die + 5), y + head + die // 2 + (i // per_row) * (die + 5))
                  for i in range(count)]
    y = track.bottom + 6
    quarter = (w - 18) // 4
    if quarter - 10 >= 68:  # one row of four
        counters = pygame.Rect(x, y, w, 50 if small else 56)
        insight = pygame.Rect(x, y, quarter, counters.height)
        clues = pygame.Rect(insight.right + 6, y, quarter, counters.height)
        vitals = pygame.Rect(clues.right + 6, y, quarter, counters.height)
        child = pygame.Rect(vitals.right + 6, y, w - 3 * quarter - 18, counters.height)
    else:  # narrow: two rows of two, so every title and number is whole
        half, high = (w - 6) // 2, 36
        counters = pygame.Rect(x, y, w, 2 * high + 6)
        insight = pygame.Rect(x, y, half, high)
        clues = pygame.Rect(x + half + 6, y, w - half - 6, high)
        vitals = pygame.Rect(x, y + high + 6, half, high)
        child = pygame.Rect(x + half + 6, y + high + 6, w - half - 6, high)
    y = counters.bottom + 6
    prime = pygame.Rect(x, y, w, 30)
    y = prime.bottom + 2
    pool = pygame.Rect(x, y, w, 20 + 30)
    discard = Counter(kind(d) for d in view.discard)
    chips = []
    cx = x
    chip_w = (w - 4 * 5) // 5
    for colour in ATTRIBUTE_COLOURS:
        chips.append((pygame.Rect(cx, y + 20, chip_w, 28), colour, discard.get(colour, 0)))
        cx += chip_w + 5
    bag = pygame.Rect(rect.right - 12 - 90, y, 90, 18)
    y = pool.bottom + 8
    environment = None
    if view.environment:
        environment = pygame.Rect(x, y, w, 42 if small else 46)
        y = environment.bottom + 6
    task = None
    if view.task:
        task = pygame.Rect(x, y, w, 50)
        y = task.bottom + 6
    enemies_label = pygame.Rect(x, y, w, 20)
    y = enemies_label.bottom + 2
    slots = view.slots
    room = rect.bottom - 10 - y
    cards = []
    special_w = w - 8 - (_columns(pygame.Rect(x, y, w, 1))[4] - x)
    row_heights = [[_special_height(assets, card, n, special_w) for n in range(len(lib.enemy_card(card).rows))]
                   if card else [] for card in slots]
    full = [CARD_HEAD + sum(r) + 6 if card else 20 for card, r in zip(slots, row_heights)]
    compact = [False] * len(slots)
    heights = list(full)
    gap = 6
    gaps = gap * max(0, len(slots) - 1)
    # too many cards for their rows: the last ones show art, name and defence (hover: the rest)
    for i in reversed(range(len(slots))):
        if sum(heights) + gaps <= room:
            break
        if slots[i]:
            compact[i], heights[i] = True, COMPACT_CARD
    if sum(heights) + gaps > room:  # still too many: smaller compact cards, closer together
        gap = 3
        gaps = gap * max(0, len(slots) - 1)
        crowded = sum(1 for c in compact if c)
        fixed = sum(h for h, c in zip(heights, compact) if not c)
        each = max(22, (room - gaps - fixed) // max(1, crowded))
        heights = [min(COMPACT_CARD, each) if c else h for h, c in zip(heights, compact)]
    for card, h, small_card, row_h in zip(slots, heights, compact, row_heights):
        box = pygame.Rect(x, y, w, h)
        rows = []
        if card is not None and not small_card:
            ry = y + CARD_HEAD
            for height in row_h:
                rows.append(pygame.Rect(x + 6, ry, w - 12, height))
                ry += height
        cards.append(EnemyCard(box, card, rows, small_card))
        y += h + gap
    return DresserParts(rect, header, situation, track, track_dice, die, counters, insight, clues, vitals, child,
                        prime, pool, chips, bag, environment, task, enemies_label, cards)


def dresser_targets(parts: DresserParts, legal_targets: set[Place]) -> list[tuple[pygame.Rect, Place]]:
    """Drop targets on the dresser. An enemy card takes a melee attack when one is
    possible, else a ranged one (its two halves say which when both are)."""
    found: list[tuple[pygame.Rect, Place]] = [(chip, Discard(colour)) for chip, colour, _ in parts.chips]
    if parts.environment:
        found.append((parts.environment, SkillTest("env")))
    if parts.task:
        found.append((parts.task, TASK))
    for enemy in parts.enemies:
        if enemy.card is None:
            continue
        melee, ranged = MeleeOn(enemy.card), RangedOn(enemy.card)
        if melee in legal_targets and ranged in legal_targets:
            left, right = enemy.rect.copy(), enemy.rect.copy()
            left.width = enemy.rect.width // 2
            right.x, right.width = left.right, enemy.rect.width - left.width
            found += [(left, melee), (right, ranged)]
        elif ranged in legal_targets:
            found.append((enemy.rect, ranged))
        else:
            found.append((enemy.rect, melee))
    return found


def draw_dresser(surface: pygame.Surface, assets: Assets, t: Callable[..., str], parts: DresserParts,
                 view: ComanautsView, lit: set[Place], active: dict[str, Any] | None, hover) -> None:
    """`active`: the enemy activating now, as {"enemy", "face", "die"}, or None."""
    panel(surface, parts.rect, theme.mix(theme.PANEL, theme.BACKGROUND, 0.15))
    zone = view.zone
    # the comazone and the situation
    if zone:
        z = lib.ZONES[zone]
        draw_whole(surface, assets, zone_name(zone), 21, pygame.Rect(parts.header.x, parts.header.y, parts.header.width, 27),
                   theme.ACCENT, smallest=10, lines=2, spacing=0)
        sub = t("comanauts.ui.page", page=z.page, turn=view.turn)
        put_text(surface, assets.text(sub, 13, theme.TEXT_DIM), parts.header, "page", "topleft",
                 (parts.header.x, parts.header.y + 27))
    hostile = view.situation == "hostile"
    box = parts.situation
    rounded(surface, box, (90, 30, 34) if hostile else (30, 70, 50), theme.DANGER if hostile else theme.GOOD, 2, 20)
    icon = assets.scaled(f"comanauts/tokens/{'hostile' if hostile else 'safe'}", (box.height - 6, box.height - 6))
    surface.blit(icon, (box.x + 3, box.y + 3))
    word = assets.text(t("comanauts.ui.hostile" if hostile else "comanauts.ui.safe"), 14, theme.TEXT, bold=True)
    put_text(surface, word, box, "situation", "midleft", (box.x + box.height + 2, box.centery))
    # the threat track
    enemies = len([s for s in view.slots if s])
    if hostile and enemies:
        hint = t("comanauts.ui.track_hostile", count=len(view.track), at=enemies)
    else:
        hint = t("comanauts.ui.track_safe", count=len(view.track), at=4)
    title = assets.text(t("comanauts.ui.threat_track"), 13, theme.TEXT, bold=True)
    put_text(surface, title, parts.track, "threat track", "topleft")
    head = parts.track_dice[0][1] - parts.die // 2 - parts.track.y if parts.track_dice else \
        (34 if parts.track.width < 380 else 20)
    if head > 20:  # its own line, under the title
        draw_whole(surface, assets, hint, 12, pygame.Rect(parts.track.x, parts.track.y + 17, parts.track.width, 15),
                   theme.TEXT_DIM, smallest=9, lines=1)
    else:
        draw_whole(surface, assets, hint, 12, pygame.Rect(parts.track.x + title.get_width() + 12, parts.track.y + 1,
                   parts.track.width - title.get_width() - 12, 16), theme.TEXT_DIM, smallest=9, lines=1, align="topright")
    if not view.track:
        empty = pygame.Rect(parts.track.x, parts.track.y + head, parts.track.width, parts.die)
        rounded(surface, empty, None, theme.PANEL_EDGE, 1, 6)
        none = assets.text(t("comanauts.ui.track_empty"), 12, theme.TEXT_DIM)
        put_text(surface, none, empty, "threat track", "center")
    for die, centre in zip(view.track, parts.track_dice):
        draw_unrolled(surface, assets, kind(die), centre, parts.die)
    # insight, clues, vital signs, the inner child
    _counter(surface, assets, parts.insight, t("comanauts.ui.insight"), None)
    size = min(18, (parts.insight.width - 8) // INSIGHT_PER_CLUE - 2, parts.insight.height - 24)
    for i in range(INSIGHT_PER_CLUE):
        image = assets.scaled("comanauts/tokens/insight", (size, size))
        if i >= view.insight:
            image = image.copy()
            image.set_alpha(60)
        surface.blit(image, (parts.insight.x + 6 + i * (size + 3), parts.insight.bottom - size - 6))
    _counter(surface, assets, parts.clues, t("comanauts.ui.clues"),
             t("comanauts.ui.clues_count", found=len(view.clues), total=len(view.clues) + view.clue_deck),
             hover is not None and parts.clues.collidepoint(hover) and bool(view.clues))
    _counter(surface, assets, parts.vitals, t("comanauts.ui.vitals"), t("comanauts.ui.vitals_count", left=view.vitals))
    low = parts.child.height >= 48  # the die under the title, or (two rows of counters) beside it
    _counter(surface, assets, parts.child, t("comanauts.ui.child"), None, right=0 if low else 34)
    spot = (parts.child.centerx, parts.child.bottom - 17) if low else (parts.child.right - 19, parts.child.centery + 2)
    if view.child_die:
        centre = spot
        surface.blit(die_image(assets, "inner_child", view.child_value or 1, 26), pygame.Rect(0, 0, 26, 26).move(
            centre[0] - 13, centre[1] - 13))
    else:
        dash = assets.text("—", 14, theme.TEXT_DIM)
        put_text(surface, dash, parts.child, "inner child", "center", spot)
    # the Prime ID
    if view.prime:
        text = t("comanauts.ui.prime_known", name=enemy_name(view.prime), life=view.prime_life or 0)
        colour = theme.DANGER
    else:
        text = t("comanauts.ui.prime_hidden", count=view.id_stack)
        colour = theme.TEXT_DIM
    draw_whole(surface, assets, text, 13, parts.prime.inflate(0, -2), colour, bold=bool(view.prime), smallest=9,
               lines=2, align="midleft", spacing=0)
    # the discard pool and the bag
    put_text(surface, assets.text(t("comanauts.ui.discard_pool"), 13, theme.TEXT, bold=True), parts.pool,
             "discard pool", "topleft")
    for chip, colour, count in parts.chips:
        is_lit = Discard(colour) in lit
        fill = theme.mix(theme.PANEL, theme.BACKGROUND, 0.4)
        rounded(surface, chip, fill, LIT if is_lit else theme.PANEL_EDGE, 3 if is_lit else 1, 6)
        size = 22 if chip.width >= 52 else 18
        draw_unrolled(surface, assets, colour, (chip.x + 3 + size // 2, chip.centery), size, dim=count == 0)
        number = assets.text(f"×{count}", 13 if chip.width >= 52 else 12, theme.TEXT if count else theme.TEXT_DIM, bold=True)
        put_text(surface, number, chip, "discard count", "midleft", (chip.x + size + 6, chip.centery))
    bag = assets.text(t("comanauts.ui.bag", count=len(view.bag)), 12, theme.TEXT_DIM, bold=True)
    put_text(surface, bag, parts.bag, "bag", "topright", (parts.bag.right, parts.bag.y + 1))
    # the environment card
    if parts.environment:
        card = lib.ENVIRONMENTS[view.environment]
        is_lit = SkillTest("env") in lit
        box = parts.environment
        rounded(surface, box, (40, 46, 70), LIT if is_lit else (110, 120, 170), 3 if is_lit else 1, 8)
        put_text(surface, fit_text(assets, environment_name(card.id), 14, box.width - 16, theme.TEXT, bold=True), box,
                 "environment", "topleft", (box.x + 8, box.y + 5))
        test = t("comanauts.ui.env_test", colour=colour_word(t, card.test_colour), target=card.test_target)
        put_text(surface, fit_text(assets, test, 12, box.width - 16, theme.TEXT_DIM), box, "environment", "topleft",
                 (box.x + 8, box.y + 25))
    # the group task register
    if parts.task:
        task = view.task
        box = parts.task
        is_lit = TASK in lit
        rounded(surface, box, (50, 44, 30), LIT if is_lit else theme.ACCENT_DARK, 3 if is_lit else 1, 8)
        progress = sum(f for _, f in task.dice)
        title = t("comanauts.ui.task", colour=colour_word(t, task.colour), progress=progress, target=task.target)
        put_text(surface, fit_text(assets, title, 13, box.width - 16, theme.TEXT, bold=True), box, "task", "topleft",
                 (box.x + 8, box.y + 5))
        bar = pygame.Rect(box.x + 8, box.y + 26, box.width - 16, 8)
        rounded(surface, bar, theme.BACKGROUND, radius=4)
        done = bar.copy()
        done.width = int(bar.width * min(1.0, progress / max(1, task.target)))
        rounded(surface, done, theme.ACCENT, radius=4)
        x = box.x + 8
        for die, face in task.dice[:14]:
            surface.blit(die_image(assets, kind(die), face, 12), (x, box.y + 36))
            x += 14
    # the enemies
    put_text(surface, assets.text(t("comanauts.ui.enemies"), 13, theme.TEXT, bold=True), parts.enemies_label,
             "enemies", "topleft")
    if not parts.enemies:
        none = assets.text(t("comanauts.ui.no_enemies"), 13, theme.TEXT_DIM)
        put_text(surface, none, parts.rect, "enemies", "topleft", (parts.enemies_label.x, parts.enemies_label.bottom + 4))
    for enemy in parts.enemies:
        _enemy_card(surface, assets, t, enemy, view, lit, active)


def _counter(surface, assets: Assets, box: pygame.Rect, title: str, value: str | None, hovered: bool = False,
             right: int = 0) -> None:
    """A counter's box: its title (clear of `right` pixels kept at its right, for a die)
    and its value."""
    rounded(surface, box, theme.mix(theme.PANEL, theme.BACKGROUND, 0.4), theme.ACCENT if hovered else theme.PANEL_EDGE, 1, 6)
    width = box.width - 10 - right
    value_y = box.y + 22
    if assets.font(11, True).size(title)[0] <= width or " " not in title:
        put_text(surface, fit_text(assets, title, 11, width, theme.TEXT_DIM, bold=True), box, "counter", "topleft",
                 (box.x + 6, box.y + 4))
    else:  # a long title ("Vital signs", "Signos vitales"): two lines, whole, never cut
        size = 10
        lines = assets.wrap(title, size, width, bold=True)
        while (len(lines) > 2 or max(assets.font(size, True).size(x)[0] for x in lines) > width) and size > 8:
            size -= 1
            lines = assets.wrap(title, size, width, bold=True)
        for i, line in enumerate(lines[:2]):
            put_text(surface, assets.text(line, size, theme.TEXT_DIM, bold=True), box, "counter", "topleft",
                     (box.x + 5, box.y + 3 + i * (size + 1)))
        value_y = box.y + 5 + 2 * (size + 1)
    if value:
        image = fit_text(assets, value, 15, width, theme.TEXT, bold=True)
        put_text(surface, image, box, "counter", "topleft", (box.x + 6, min(value_y, box.bottom - image.get_height())))


def _enemy_card(surface, assets: Assets, t, enemy: EnemyCard, view, lit: set[Place], active) -> None:
    box = enemy.rect
    if enemy.card is None:
        rounded(surface, box, None, theme.PANEL_EDGE, 1, 8)
        empty = assets.text(t("comanauts.ui.empty_slot"), 12, theme.TEXT_DIM)
        put_text(surface, empty, box, "enemy slot", "center")
        return
    card = enemy.card
    stats = lib.enemy_card(card)
    activating = active is not None and active.get("enemy") == card
    is_lit = MeleeOn(card) in lit or RangedOn(card) in lit
    prime = card == view.prime
    fill = (70, 30, 34) if prime else (52, 38, 40)
    edge = theme.HIGHLIGHT if activating else (LIT if is_lit else (150, 80, 80))
    rounded(surface, box, fill, edge, 3 if activating or is_lit else 1, 8)
    clip = surface.get_clip()
    surface.set_clip(box.clip(clip) if clip else box)
    if enemy.compact:
        shield = _compact_card(surface, assets, t, enemy, activating)
        if activating and active.get("die"):
            side = min(28, box.height - 4)
            surface.blit(die_image(assets, kind(active["die"]), active.get("face") or 1, side),
                         (shield.x - side - 4, box.centery - side // 2))
        surface.set_clip(clip)
        return
    art = assets.scaled(f"comanauts/standees/{enemy_art(card)}", (46, 46))
    surface.blit(art, (box.x + 2, box.y + 2))
    name = enemy_name(card)
    shield = pygame.Rect(box.right - 90, box.y + 7, 82, 22)
    room = shield.x - box.x - 56 - (36 if activating else 0)
    one = wrap_whole(assets, name, 14, room, 1, 12, bold=True)
    where_y = box.y + 24
    if one:
        put_text(surface, assets.text(name, one[0], theme.TEXT, bold=True), box, "enemy name", "topleft",
                 (box.x + 50, box.y + 5))
    else:  # two lines, and the place under them
        draw_whole(surface, assets, name, 12, pygame.Rect(box.x + 50, box.y + 3, room, 26), theme.TEXT, bold=True,
                   smallest=9, lines=2, spacing=0)
        where_y = box.y + 29
    place = view.pos.get(card)
    where = space_name(view.zone, place[0]) if place and view.zone else ""
    if prime:
        where = t("comanauts.ui.prime_id") + (f" · {where}" if where else "")
    draw_whole(surface, assets, where, 12, pygame.Rect(box.x + 50, where_y, box.width - 60, 14),
               theme.DANGER if prime else theme.TEXT_DIM, smallest=9, lines=1)
    rounded(surface, shield, (30, 30, 40), radius=11)
    defence = assets.text(t("comanauts.ui.defence", value=stats.defense), 12, theme.TEXT, bold=True)
    put_text(surface, defence, shield, "defence", "center")
    if activating and active.get("die"):
        surface.blit(die_image(assets, kind(active["die"]), active.get("face") or 1, 30), (shield.x - 34, box.y + 3))
    if is_lit and MeleeOn(card) in lit and RangedOn(card) in lit:
        for half, word in ((0, "comanauts.ui.melee"), (1, "comanauts.ui.ranged")):
            label = assets.text(t(word), 11, LIT, bold=True)
            put_text(surface, label, box, "attack kind", "midbottom",
                     (box.x + box.width // 4 + half * box.width // 2, box.bottom - 2))
    # the action rows
    head_y = box.y + CARD_HEAD - 15
    columns = _columns(box)
    for text, cx in zip((t("comanauts.ui.row_roll"), t("comanauts.ui.row_speed"), t("comanauts.ui.row_range"),
                         t("comanauts.ui.row_strength"), t("comanauts.ui.row_special")), columns):
        put_text(surface, assets.text(text, 10, theme.TEXT_DIM, bold=True), box, "enemy row", "topleft", (cx, head_y))
    for n, (row, rect) in enumerate(zip(stats.rows, enemy.rows)):
        matching = activating and active.get("face") in row.results
        if matching:
            rounded(surface, rect.inflate(4, 0), (120, 96, 30), radius=4)
        ink = theme.HIGHLIGHT if matching else theme.TEXT
        size = min(12, rect.height - 3)
        values = (results_text(row.results), str(row.speed), str(row.range), str(row.strength))
        for value, cx in zip(values, columns):
            put_text(surface, assets.text(value, size, ink, bold=matching), box, "enemy row", "topleft", (cx, rect.y + 1))
        if row.special:
            draw_whole(surface, assets, row_special(card, n), 11, pygame.Rect(columns[4], rect.y + 1, box.right - 8 - columns[4],
                       rect.height - 1), ink, smallest=8, lines=SPECIAL_LINES, spacing=0)
    surface.set_clip(clip)


def _compact_card(surface, assets: Assets, t, enemy: EnemyCard, activating: bool) -> pygame.Rect:
    """A card with no room for its rows: art, name and defence (its tooltip has the rest)."""
    box, card = enemy.rect, enemy.card
    side = box.height - 4
    surface.blit(assets.scaled(f"comanauts/standees/{enemy_art(card)}", (side, side)), (box.x + 2, box.y + 2))
    value = lib.enemy_card(card).defense
    defence = assets.text(t("comanauts.ui.defence", value=value), 11, theme.TEXT, bold=True)
    left = box.x + side + 8
    if wrap_whole(assets, enemy_name(card), 12, box.right - 5 - defence.get_width() - 20 - left - (30 if activating else 0),
                  2, 9, bold=True, height=box.height - 4) is None:  # a crowded card: the number alone
        defence = assets.text(str(value), 12, theme.TEXT, bold=True)
    shield = defence.get_rect().inflate(14 if defence.get_width() > 20 else 18, 6)
    shield.midright = (box.right - 5, box.centery)
    rounded(surface, shield, (30, 30, 40), radius=shield.height // 2)
    put_text(surface, defence, shield, "defence", "center")
    right = shield.x - 6 - (30 if activating else 0)
    draw_whole(surface, assets, enemy_name(card), 12, pygame.Rect(left, box.y + 2, right - left, box.height - 4),
               theme.TEXT, bold=True, smallest=9, lines=2, align="midleft", spacing=0)
    return shield


def _columns(box: pygame.Rect) -> list[int]:
    x = box.x + 8
    return [x, x + 38, x + 72, x + 104, x + 134]


def enemy_row_at(parts: DresserParts, card: str, face: int) -> pygame.Rect | None:
    for enemy in parts.enemies:
        if enemy.card == card:
            for row, rect in zip(lib.enemy_card(card).rows, enemy.rows):
                if face in row.results:
                    return rect
    return None


def enemy_rect(parts: DresserParts, card: str) -> pygame.Rect | None:
    for enemy in parts.enemies:
        if enemy.card == card:
            return enemy.rect
    return None


def tip_at(parts: DresserParts, view: ComanautsView, pos, t: Callable[..., str]) -> tuple[str, str] | None:
    for enemy in parts.enemies:
        if enemy.card and enemy.rect.collidepoint(pos):
            card = enemy.card
            stats = lib.enemy_card(card)
            text = enemy_text(card)
            if enemy.compact:  # its rows are not on the card: all of them here
                specials = [t("comanauts.ui.enemy_row", roll=results_text(r.results), speed=r.speed, range=r.range,
                              strength=r.strength) + (f" · {row_special(card, n)}" if r.special else "")
                            for n, r in enumerate(stats.rows)]
            else:
                specials = [f"{results_text(r.results)}: {row_special(card, n)}" for n, r in enumerate(stats.rows)
                            if r.special]
            loot = t("comanauts.ui.loot", item=item_name(stats.loot)) if stats.loot in lib.ITEMS else ""
            return enemy_name(card), "\n".join([text, *specials, loot]).strip()
    if parts.environment and parts.environment.collidepoint(pos):
        return environment_name(view.environment), environment_text(view.environment)
    if parts.clues.collidepoint(pos):
        return t("comanauts.ui.clues"), t("comanauts.ui.clues_tip")
    if parts.vitals.collidepoint(pos):
        seen = ", ".join(t(f"comanauts.ui.vital_{c}") for c in view.vitals_seen) or "—"
        return t("comanauts.ui.vitals"), t("comanauts.ui.vitals_tip", seen=seen)
    if parts.insight.collidepoint(pos):
        return t("comanauts.ui.insight"), t("comanauts.ui.insight_tip", insight=view.insight)
    if parts.child.collidepoint(pos):
        return t("comanauts.ui.child"), t("comanauts.ui.child_tip")
    if parts.track.collidepoint(pos):
        return t("comanauts.ui.threat_track"), t("comanauts.ui.track_tip")
    if parts.pool.collidepoint(pos):
        return t("comanauts.ui.discard_pool"), t("comanauts.ui.pool_tip")
    if parts.task and parts.task.collidepoint(pos):
        return t("comanauts.ui.task_title"), t("comanauts.ui.task_tip")
    return None
