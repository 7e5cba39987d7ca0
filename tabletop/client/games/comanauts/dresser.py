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
    k: float = 1.0  # the layout's type factor: every size and font here times it


def _scale(k: float) -> Callable[[int], int]:
    return lambda n: round(n * k)


def _special_height(assets: Assets | None, card: str, n: int, width: int, k: float) -> int:
    """The height of an action row of `card` whose special text wraps in `width`."""
    s = _scale(k)
    row = lib.enemy_card(card).rows[n]
    if assets is None or not row.special:
        return s(16)
    found = wrap_whole(assets, row_special(card, n), s(11), width, SPECIAL_LINES, s(8))
    if found is None:
        return s(16) + s(12) * (SPECIAL_LINES - 1)
    size, lines = found
    return max(s(16), len(lines) * (assets.font(size).get_linesize() - 1) + s(3))


def dresser_parts(rect: pygame.Rect, view: ComanautsView, assets: Assets | None = None, k: float = 1.0) -> DresserParts:
    """`assets`: to measure the texts that wrap (without it, one line each); `k`: the
    layout's type factor for the dresser."""
    s = _scale(k)
    x = rect.x + s(12)
    w = rect.width - s(24)
    small = rect.height < s(700)
    y = rect.y + s(10)
    header = pygame.Rect(x, y, w - s(110), s(44))
    situation = pygame.Rect(rect.right - s(12) - s(104), y + s(2), s(104), s(40))
    y = header.bottom + s(8)
    die = s(24 if small else 28)
    head = s(20 if w >= s(380) else 34)  # a narrow dresser: the track's hint on its own line
    track = pygame.Rect(x, y, w, head + die + s(6))
    step = die + s(5)
    per_row = max(1, (w - s(4)) // step)
    count = len(view.track)
    rows = max(1, (count + per_row - 1) // per_row)
    track.height = head + rows * step + s(2)
    track_dice = [(x + s(2) + die // 2 + (i % per_row) * step, y + head + die // 2 + (i // per_row) * step)
                  for i in range(count)]
    y = track.bottom + s(6)
    gap = s(6)
    quarter = (w - 3 * gap) // 4
    if quarter - s(10) >= s(68):  # one row of four
        counters = pygame.Rect(x, y, w, s(50 if small else 56))
        insight = pygame.Rect(x, y, quarter, counters.height)
        clues = pygame.Rect(insight.right + gap, y, quarter, counters.height)
        vitals = pygame.Rect(clues.right + gap, y, quarter, counters.height)
        child = pygame.Rect(vitals.right + gap, y, w - 3 * quarter - 3 * gap, counters.height)
    else:  # narrow: two rows of two, so every title and number is whole
        half, high = (w - gap) // 2, s(36)
        counters = pygame.Rect(x, y, w, 2 * high + gap)
        insight = pygame.Rect(x, y, half, high)
        clues = pygame.Rect(x + half + gap, y, w - half - gap, high)
        vitals = pygame.Rect(x, y + high + gap, half, high)
        child = pygame.Rect(x + half + gap, y + high + gap, w - half - gap, high)
    y = counters.bottom + gap
    prime = pygame.Rect(x, y, w, s(30))
    y = prime.bottom + s(2)
    pool = pygame.Rect(x, y, w, s(20) + s(30))
    discard = Counter(kind(d) for d in view.discard)
    chips = []
    cx = x
    chip_w = (w - 4 * s(5)) // 5
    for colour in ATTRIBUTE_COLOURS:
        chips.append((pygame.Rect(cx, y + s(20), chip_w, s(28)), colour, discard.get(colour, 0)))
        cx += chip_w + s(5)
    bag = pygame.Rect(rect.right - s(12) - s(90), y, s(90), s(18))
    y = pool.bottom + s(8)
    environment = None
    if view.environment:
        environment = pygame.Rect(x, y, w, s(42 if small else 46))
        y = environment.bottom + gap
    task = None
    if view.task:
        task = pygame.Rect(x, y, w, s(50))
        y = task.bottom + gap
    enemies_label = pygame.Rect(x, y, w, s(20))
    y = enemies_label.bottom + s(2)
    slots = view.slots
    room = rect.bottom - s(10) - y
    cards = []
    special_w = w - s(8) - (_columns(pygame.Rect(x, y, w, 1), k)[4] - x)
    row_heights = [[_special_height(assets, card, n, special_w, k) for n in range(len(lib.enemy_card(card).rows))]
                   if card else [] for card in slots]
    full = [s(CARD_HEAD) + sum(r) + s(6) if card else s(20) for card, r in zip(slots, row_heights)]
    compact = [False] * len(slots)
    heights = list(full)
    gaps = gap * max(0, len(slots) - 1)
    # too many cards for their rows: the last ones show art, name and defence (hover: the rest)
    for i in reversed(range(len(slots))):
        if sum(heights) + gaps <= room:
            break
        if slots[i]:
            compact[i], heights[i] = True, s(COMPACT_CARD)
    if sum(heights) + gaps > room:  # still too many: smaller compact cards, closer together
        gap = s(3)
        gaps = gap * max(0, len(slots) - 1)
        crowded = sum(1 for c in compact if c)
        fixed = sum(h for h, c in zip(heights, compact) if not c)
        each = max(s(22), (room - gaps - fixed) // max(1, crowded))
        heights = [min(s(COMPACT_CARD), each) if c else h for h, c in zip(heights, compact)]
    for card, h, small_card, row_h in zip(slots, heights, compact, row_heights):
        box = pygame.Rect(x, y, w, h)
        rows = []
        if card is not None and not small_card:
            ry = y + s(CARD_HEAD)
            for height in row_h:
                rows.append(pygame.Rect(x + s(6), ry, w - s(12), height))
                ry += height
        cards.append(EnemyCard(box, card, rows, small_card))
        y += h + gap
    return DresserParts(rect, header, situation, track, track_dice, die, counters, insight, clues, vitals, child,
                        prime, pool, chips, bag, environment, task, enemies_label, cards, k)


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
    s = _scale(parts.k)
    panel(surface, parts.rect, theme.mix(theme.PANEL, theme.BACKGROUND, 0.15))
    zone = view.zone
    # the comazone and the situation
    if zone:
        z = lib.ZONES[zone]
        draw_whole(surface, assets, zone_name(zone), s(21), pygame.Rect(parts.header.x, parts.header.y, parts.header.width,
                   s(27)), theme.ACCENT, smallest=s(10), lines=2, spacing=0)
        sub = t("comanauts.ui.page", page=z.page, turn=view.turn)
        put_text(surface, assets.text(sub, s(13), theme.TEXT_DIM), parts.header, "page", "topleft",
                 (parts.header.x, parts.header.y + s(27)))
    hostile = view.situation == "hostile"
    box = parts.situation
    rounded(surface, box, (90, 30, 34) if hostile else (30, 70, 50), theme.DANGER if hostile else theme.GOOD, 2, s(20))
    icon = assets.scaled(f"comanauts/tokens/{'hostile' if hostile else 'safe'}", (box.height - s(6), box.height - s(6)))
    surface.blit(icon, (box.x + s(3), box.y + s(3)))
    word = assets.text(t("comanauts.ui.hostile" if hostile else "comanauts.ui.safe"), s(14), theme.TEXT, bold=True)
    put_text(surface, word, box, "situation", "midleft", (box.x + box.height + s(2), box.centery))
    # the threat track
    enemies = len([e for e in view.slots if e])
    if hostile and enemies:
        hint = t("comanauts.ui.track_hostile", count=len(view.track), at=enemies)
    else:
        hint = t("comanauts.ui.track_safe", count=len(view.track), at=4)
    title = assets.text(t("comanauts.ui.threat_track"), s(13), theme.TEXT, bold=True)
    put_text(surface, title, parts.track, "threat track", "topleft")
    head = parts.track_dice[0][1] - parts.die // 2 - parts.track.y if parts.track_dice else \
        s(34 if parts.track.width < s(380) else 20)
    if head > s(20):  # its own line, under the title
        draw_whole(surface, assets, hint, s(12), pygame.Rect(parts.track.x, parts.track.y + s(17), parts.track.width, s(15)),
                   theme.TEXT_DIM, smallest=s(9), lines=1)
    else:
        draw_whole(surface, assets, hint, s(12), pygame.Rect(parts.track.x + title.get_width() + s(12), parts.track.y + s(1),
                   parts.track.width - title.get_width() - s(12), s(16)), theme.TEXT_DIM, smallest=s(9), lines=1,
                   align="topright")
    if not view.track:
        empty = pygame.Rect(parts.track.x, parts.track.y + head, parts.track.width, parts.die)
        rounded(surface, empty, None, theme.PANEL_EDGE, 1, s(6))
        none = assets.text(t("comanauts.ui.track_empty"), s(12), theme.TEXT_DIM)
        put_text(surface, none, empty, "threat track", "center")
    for die, centre in zip(view.track, parts.track_dice):
        draw_unrolled(surface, assets, kind(die), centre, parts.die)
    # insight, clues, vital signs, the inner child
    _counter(surface, assets, s, parts.insight, t("comanauts.ui.insight"), None)
    size = min(s(18), (parts.insight.width - s(8)) // INSIGHT_PER_CLUE - s(2), parts.insight.height - s(24))
    for i in range(INSIGHT_PER_CLUE):
        image = assets.scaled("comanauts/tokens/insight", (size, size))
        if i >= view.insight:
            image = image.copy()
            image.set_alpha(60)
        surface.blit(image, (parts.insight.x + s(6) + i * (size + s(3)), parts.insight.bottom - size - s(6)))
    _counter(surface, assets, s, parts.clues, t("comanauts.ui.clues"),
             t("comanauts.ui.clues_count", found=len(view.clues), total=len(view.clues) + view.clue_deck),
             hover is not None and parts.clues.collidepoint(hover) and bool(view.clues))
    _counter(surface, assets, s, parts.vitals, t("comanauts.ui.vitals"), t("comanauts.ui.vitals_count", left=view.vitals))
    low = parts.child.height >= s(48)  # the die under the title, or (two rows of counters) beside it
    _counter(surface, assets, s, parts.child, t("comanauts.ui.child"), None, right=0 if low else s(34))
    spot = (parts.child.centerx, parts.child.bottom - s(17)) if low else (parts.child.right - s(19),
                                                                          parts.child.centery + s(2))
    if view.child_die:
        side = s(26)
        surface.blit(die_image(assets, "inner_child", view.child_value or 1, side),
                     pygame.Rect(0, 0, side, side).move(spot[0] - side // 2, spot[1] - side // 2))
    else:
        dash = assets.text("—", s(14), theme.TEXT_DIM)
        put_text(surface, dash, parts.child, "inner child", "center", spot)
    # the Prime ID
    if view.prime:
        text = t("comanauts.ui.prime_known", name=enemy_name(view.prime), life=view.prime_life or 0)
        colour = theme.DANGER
    else:
        text = t("comanauts.ui.prime_hidden", count=view.id_stack)
        colour = theme.TEXT_DIM
    draw_whole(surface, assets, text, s(13), parts.prime.inflate(0, -s(2)), colour, bold=bool(view.prime), smallest=s(9),
               lines=2, align="midleft", spacing=0)
    # the discard pool and the bag
    put_text(surface, assets.text(t("comanauts.ui.discard_pool"), s(13), theme.TEXT, bold=True), parts.pool,
             "discard pool", "topleft")
    for chip, colour, count in parts.chips:
        is_lit = Discard(colour) in lit
        fill = theme.mix(theme.PANEL, theme.BACKGROUND, 0.4)
        rounded(surface, chip, fill, LIT if is_lit else theme.PANEL_EDGE, 3 if is_lit else 1, s(6))
        roomy = chip.width >= s(52)
        size = s(22 if roomy else 18)
        draw_unrolled(surface, assets, colour, (chip.x + s(3) + size // 2, chip.centery), size, dim=count == 0)
        number = assets.text(f"×{count}", s(13 if roomy else 12), theme.TEXT if count else theme.TEXT_DIM, bold=True)
        put_text(surface, number, chip, "discard count", "midleft", (chip.x + size + s(6), chip.centery))
    bag = assets.text(t("comanauts.ui.bag", count=len(view.bag)), s(12), theme.TEXT_DIM, bold=True)
    put_text(surface, bag, parts.bag, "bag", "topright", (parts.bag.right, parts.bag.y + s(1)))
    # the environment card
    if parts.environment:
        card = lib.ENVIRONMENTS[view.environment]
        is_lit = SkillTest("env") in lit
        box = parts.environment
        rounded(surface, box, (40, 46, 70), LIT if is_lit else (110, 120, 170), 3 if is_lit else 1, s(8))
        put_text(surface, fit_text(assets, environment_name(card.id), s(14), box.width - s(16), theme.TEXT, bold=True), box,
                 "environment", "topleft", (box.x + s(8), box.y + s(5)))
        test = t("comanauts.ui.env_test", colour=colour_word(t, card.test_colour), target=card.test_target)
        put_text(surface, fit_text(assets, test, s(12), box.width - s(16), theme.TEXT_DIM), box, "environment", "topleft",
                 (box.x + s(8), box.y + s(25)))
    # the group task register
    if parts.task:
        task = view.task
        box = parts.task
        is_lit = TASK in lit
        rounded(surface, box, (50, 44, 30), LIT if is_lit else theme.ACCENT_DARK, 3 if is_lit else 1, s(8))
        progress = sum(f for _, f in task.dice)
        title = t("comanauts.ui.task", colour=colour_word(t, task.colour), progress=progress, target=task.target)
        put_text(surface, fit_text(assets, title, s(13), box.width - s(16), theme.TEXT, bold=True), box, "task", "topleft",
                 (box.x + s(8), box.y + s(5)))
        bar = pygame.Rect(box.x + s(8), box.y + s(26), box.width - s(16), s(8))
        rounded(surface, bar, theme.BACKGROUND, radius=s(4))
        done = bar.copy()
        done.width = int(bar.width * min(1.0, progress / max(1, task.target)))
        rounded(surface, done, theme.ACCENT, radius=s(4))
        x = box.x + s(8)
        for die, face in task.dice[:14]:
            surface.blit(die_image(assets, kind(die), face, s(12)), (x, box.y + s(36)))
            x += s(14)
    # the enemies
    put_text(surface, assets.text(t("comanauts.ui.enemies"), s(13), theme.TEXT, bold=True), parts.enemies_label,
             "enemies", "topleft")
    if not parts.enemies:
        none = assets.text(t("comanauts.ui.no_enemies"), s(13), theme.TEXT_DIM)
        put_text(surface, none, parts.rect, "enemies", "topleft",
                 (parts.enemies_label.x, parts.enemies_label.bottom + s(4)))
    for enemy in parts.enemies:
        _enemy_card(surface, assets, t, s, parts.k, enemy, view, lit, active)


def _counter(surface, assets: Assets, s: Callable[[int], int], box: pygame.Rect, title: str, value: str | None,
             hovered: bool = False, right: int = 0) -> None:
    """A counter's box: its title (clear of `right` pixels kept at its right, for a die)
    and its value."""
    rounded(surface, box, theme.mix(theme.PANEL, theme.BACKGROUND, 0.4), theme.ACCENT if hovered else theme.PANEL_EDGE, 1,
            s(6))
    width = box.width - s(10) - right
    value_y = box.y + s(22)
    if assets.font(s(11), True).size(title)[0] <= width or " " not in title:
        put_text(surface, fit_text(assets, title, s(11), width, theme.TEXT_DIM, bold=True), box, "counter", "topleft",
                 (box.x + s(6), box.y + s(4)))
    else:  # a long title ("Vital signs", "Signos vitales"): two lines, whole, never cut
        size = s(10)
        lines = assets.wrap(title, size, width, bold=True)
        while (len(lines) > 2 or max(assets.font(size, True).size(x)[0] for x in lines) > width) and size > s(8):
            size -= 1
            lines = assets.wrap(title, size, width, bold=True)
        for i, line in enumerate(lines[:2]):
            put_text(surface, assets.text(line, size, theme.TEXT_DIM, bold=True), box, "counter", "topleft",
                     (box.x + s(5), box.y + s(3) + i * (size + s(1))))
        value_y = box.y + s(5) + 2 * (size + s(1))
    if value:
        image = fit_text(assets, value, s(15), width, theme.TEXT, bold=True)
        put_text(surface, image, box, "counter", "topleft", (box.x + s(6), min(value_y, box.bottom - image.get_height())))


def _enemy_card(surface, assets: Assets, t, s: Callable[[int], int], k: float, enemy: EnemyCard, view, lit: set[Place],
                active) -> None:
    box = enemy.rect
    if enemy.card is None:
        rounded(surface, box, None, theme.PANEL_EDGE, 1, s(8))
        empty = assets.text(t("comanauts.ui.empty_slot"), s(12), theme.TEXT_DIM)
        put_text(surface, empty, box, "enemy slot", "center")
        return
    card = enemy.card
    stats = lib.enemy_card(card)
    activating = active is not None and active.get("enemy") == card
    is_lit = MeleeOn(card) in lit or RangedOn(card) in lit
    prime = card == view.prime
    fill = (70, 30, 34) if prime else (52, 38, 40)
    edge = theme.HIGHLIGHT if activating else (LIT if is_lit else (150, 80, 80))
    rounded(surface, box, fill, edge, 3 if activating or is_lit else 1, s(8))
    clip = surface.get_clip()
    surface.set_clip(box.clip(clip) if clip else box)
    if enemy.compact:
        shield = _compact_card(surface, assets, t, s, enemy, activating)
        if activating and active.get("die"):
            side = min(s(28), box.height - s(4))
            surface.blit(die_image(assets, kind(active["die"]), active.get("face") or 1, side),
                         (shield.x - side - s(4), box.centery - side // 2))
        surface.set_clip(clip)
        return
    art = assets.scaled(f"comanauts/standees/{enemy_art(card)}", (s(46), s(46)))
    surface.blit(art, (box.x + s(2), box.y + s(2)))
    name = enemy_name(card)
    shield = pygame.Rect(box.right - s(90), box.y + s(7), s(82), s(22))
    room = shield.x - box.x - s(56) - (s(36) if activating else 0)
    one = wrap_whole(assets, name, s(14), room, 1, s(12), bold=True)
    where_y = box.y + s(24)
    if one:
        put_text(surface, assets.text(name, one[0], theme.TEXT, bold=True), box, "enemy name", "topleft",
                 (box.x + s(50), box.y + s(5)))
    else:  # two lines, and the place under them
        draw_whole(surface, assets, name, s(12), pygame.Rect(box.x + s(50), box.y + s(3), room, s(26)), theme.TEXT,
                   bold=True, smallest=s(9), lines=2, spacing=0)
        where_y = box.y + s(29)
    place = view.pos.get(card)
    where = space_name(view.zone, place[0]) if place and view.zone else ""
    if prime:
        where = t("comanauts.ui.prime_id") + (f" · {where}" if where else "")
    draw_whole(surface, assets, where, s(12), pygame.Rect(box.x + s(50), where_y, box.width - s(60), s(14)),
               theme.DANGER if prime else theme.TEXT_DIM, smallest=s(9), lines=1)
    rounded(surface, shield, (30, 30, 40), radius=s(11))
    defence = assets.text(t("comanauts.ui.defence", value=stats.defense), s(12), theme.TEXT, bold=True)
    put_text(surface, defence, shield, "defence", "center")
    if activating and active.get("die"):
        surface.blit(die_image(assets, kind(active["die"]), active.get("face") or 1, s(30)), (shield.x - s(34), box.y + s(3)))
    if is_lit and MeleeOn(card) in lit and RangedOn(card) in lit:
        for half, word in ((0, "comanauts.ui.melee"), (1, "comanauts.ui.ranged")):
            label = assets.text(t(word), s(11), LIT, bold=True)
            put_text(surface, label, box, "attack kind", "midbottom",
                     (box.x + box.width // 4 + half * box.width // 2, box.bottom - s(2)))
    # the action rows
    head_y = box.y + s(CARD_HEAD) - s(15)
    columns = _columns(box, k)
    for text, cx in zip((t("comanauts.ui.row_roll"), t("comanauts.ui.row_speed"), t("comanauts.ui.row_range"),
                         t("comanauts.ui.row_strength"), t("comanauts.ui.row_special")), columns):
        put_text(surface, assets.text(text, s(10), theme.TEXT_DIM, bold=True), box, "enemy row", "topleft", (cx, head_y))
    for n, (row, rect) in enumerate(zip(stats.rows, enemy.rows)):
        matching = activating and active.get("face") in row.results
        if matching:
            rounded(surface, rect.inflate(s(4), 0), (120, 96, 30), radius=s(4))
        ink = theme.HIGHLIGHT if matching else theme.TEXT
        size = min(s(12), rect.height - s(3))
        values = (results_text(row.results), str(row.speed), str(row.range), str(row.strength))
        for value, cx in zip(values, columns):
            put_text(surface, assets.text(value, size, ink, bold=matching), box, "enemy row", "topleft",
                     (cx, rect.y + s(1)))
        if row.special:
            draw_whole(surface, assets, row_special(card, n), s(11), pygame.Rect(columns[4], rect.y + s(1),
                       box.right - s(8) - columns[4], rect.height - s(1)), ink, smallest=s(8), lines=SPECIAL_LINES,
                       spacing=0)
    surface.set_clip(clip)


def _compact_card(surface, assets: Assets, t, s: Callable[[int], int], enemy: EnemyCard, activating: bool) -> pygame.Rect:
    """A card with no room for its rows: art, name and defence (its tooltip has the rest)."""
    box, card = enemy.rect, enemy.card
    side = box.height - s(4)
    surface.blit(assets.scaled(f"comanauts/standees/{enemy_art(card)}", (side, side)), (box.x + s(2), box.y + s(2)))
    value = lib.enemy_card(card).defense
    defence = assets.text(t("comanauts.ui.defence", value=value), s(11), theme.TEXT, bold=True)
    left = box.x + side + s(8)
    busy = s(30) if activating else 0
    if wrap_whole(assets, enemy_name(card), s(12), box.right - s(5) - defence.get_width() - s(20) - left - busy,
                  2, s(9), bold=True, height=box.height - s(4)) is None:  # a crowded card: the number alone
        defence = assets.text(str(value), s(12), theme.TEXT, bold=True)
    shield = defence.get_rect().inflate(s(14) if defence.get_width() > s(20) else s(18), s(6))
    shield.midright = (box.right - s(5), box.centery)
    rounded(surface, shield, (30, 30, 40), radius=shield.height // 2)
    put_text(surface, defence, shield, "defence", "center")
    right = shield.x - s(6) - busy
    draw_whole(surface, assets, enemy_name(card), s(12), pygame.Rect(left, box.y + s(2), right - left, box.height - s(4)),
               theme.TEXT, bold=True, smallest=s(9), lines=2, align="midleft", spacing=0)
    return shield


def _columns(box: pygame.Rect, k: float) -> list[int]:
    s = _scale(k)
    x = box.x + s(8)
    return [x, x + s(38), x + s(72), x + s(104), x + s(134)]


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
