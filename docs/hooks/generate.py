"""Pages generated from the code and data at every ``mkdocs build``, so they cannot drift.

An MkDocs hook (``hooks:`` in mkdocs.yml). It adds, in memory (nothing is written to docs/), the
pages below; a page also written in docs/ keeps its text and gets the generated part in place of
its ``<!-- generated -->`` line:

- the formats, rules versions and codes of ``reference/rules/index.md``, and one
  ``reference/rules/<format>.md`` page per format, from the rules data
  (``data/rules/formats.json``): one entry per rule code with its summary, the dates it holds,
  its rule id under each rules version and an example;
- the figures of ``engine/modelled.md``, from ``altered-deck engine coverage --json`` on the
  bundled card data: the classes, per set and per card type, and the most frequent patterns of
  text the engine does not model.

The page builders are plain functions of data (``rules_pages``, ``modelled_page``), which the tests
call on changed data to see the pages change.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from datetime import date, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
RULES_DIR = ROOT / "data" / "rules"
ILLEGAL_DECKS = ROOT / "data" / "decks" / "illegal"

# The example decks that break a rule, and the date they are judged on (the suspension of
# sierra-bugfix's card starts on 2025-10-03).
EXAMPLE_DATE = date(2026, 1, 1)


# --- the rules pages ----------------------------------------------------------------------


def _day(value: str | None) -> date | None:
    return date.fromisoformat(value) if value else None


def _overlaps(
    start: date | None, end: date | None, other_start: date | None, other_end: date | None
) -> bool:
    """True when the periods [start, end) and [other_start, other_end) share a day."""
    begins_before_other_ends = other_end is None or start is None or start < other_end
    ends_after_other_begins = end is None or other_start is None or other_start < end
    return begins_before_other_ends and ends_after_other_begins


def _period(start: date | None, end: date | None) -> str:
    last = (end - timedelta(days=1)).isoformat() if end else None
    if start and last:
        return f"{start.isoformat()} to {last}"
    if start:
        return f"from {start.isoformat()}"
    if last:
        return f"until {last}"
    return "always"


def _raw_rules(data: Mapping[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """Every rule entry of the data, by format name (a based format's inherited ones too)."""
    by_format: dict[str, list[dict[str, Any]]] = {}
    for fmt in data["formats"]:
        rules: list[dict[str, Any]] = []
        if fmt.get("base"):
            dropped = set(fmt.get("drop", ()))
            rules = [r for r in by_format[fmt["base"]] if r["code"] not in dropped]
        by_format[fmt["name"]] = rules + list(fmt.get("rules", ()))
    return by_format


def _rule_ids(rule: Mapping[str, Any], versions: Sequence[Mapping[str, Any]]) -> list[str]:
    """Table rows: each rules version the rule lived under, its dates there and the rule id."""
    start, end = _day(rule.get("from")), _day(rule.get("until"))
    rows = []
    for version in versions:
        v_start, v_end = _day(version.get("from")), _day(version.get("until"))
        if not _overlaps(start, end, v_start, v_end):
            continue
        number = rule["number"]
        rule_id = number if isinstance(number, str) else number[version["numbering"]]
        if rule_id == "ban-list":
            rule_id = "ban-list:DATE (the ban list that suspended or banned the card)"
        shared_start = max(filter(None, (start, v_start)), default=None)
        shared_end = min(filter(None, (end, v_end)), default=None)
        rows.append(f"| {version['label']} | {_period(shared_start, shared_end)} | `{rule_id}` |")
    return rows


def _entry(
    code: str, rules: Sequence[Mapping[str, Any]], data: Mapping[str, Any], seen: Mapping[str, str]
) -> list[str]:
    """One rule code's section: summary, rule ids by rules version, example."""
    lines = [f"## {code}", ""]
    for rule in rules:
        dated = len(rules) > 1 or rule.get("from") or rule.get("until")
        when = _period(_day(rule.get("from")), _day(rule.get("until")))
        lines += [f"**{rule['summary']}**" + (f" ({when})" if dated else ""), ""]
        lines += ["| rules version | in force | rule id |", "| --- | --- | --- |"]
        lines += [*_rule_ids(rule, data["rules_versions"]), ""]
    lines += [
        "Example: the rule as a rules file (`--rules`) holds it, "
        "as `altered-deck formats export` writes it:",
        "",
        "```json",
        *[json.dumps(rule, ensure_ascii=False) for rule in rules],
        "```",
        "",
    ]
    if code in seen:
        lines += [
            f"On the example decks (`data/decks/illegal/`), as of {EXAMPLE_DATE.isoformat()}:",
            "",
            "```text",
            seen[code],
            "```",
            "",
        ]
    return lines


def _format_page(
    fmt: Mapping[str, Any],
    rules: Sequence[Mapping[str, Any]],
    data: Mapping[str, Any],
    seen: Mapping[str, str],
) -> str:
    name = fmt["name"]
    facts = [
        f"`{name}`",
        f"kind {fmt['kind']}",
        "the ban list applies" if fmt["bans"] else "no ban list",
        "takes `--pool`" if fmt["pool"] else "no pool",
    ]
    lines = [f"# {fmt['title']}", "", fmt["summary"], "", " · ".join(facts), ""]
    if fmt.get("base"):
        dropped = ", ".join(f"`{c}`" for c in fmt.get("drop", ()))
        lines += [
            f"It follows [{fmt['base']}]({fmt['base']}.md)"
            + (f" without {dropped}" if dropped else "")
            + (", with its own rules below." if fmt.get("rules") else "."),
            "",
        ]
    lines += [
        "```sh",
        f"altered-deck validate deck.txt --format {name}",
        f"altered-deck formats {name} --as-of 2025-06-01   # the rules and ids on a date",
        "```",
        "",
        "| code | rule | in force |",
        "| --- | --- | --- |",
    ]
    for rule in rules:
        when = _period(_day(rule.get("from")), _day(rule.get("until")))
        anchor = rule["code"].lower()
        lines.append(f"| [`{rule['code']}`](#{anchor}) | {rule['summary']} | {when} |")
    lines.append("")
    codes: dict[str, list[Mapping[str, Any]]] = {}
    for rule in rules:
        codes.setdefault(rule["code"], []).append(rule)
    for code, same_code in codes.items():
        lines += _entry(code, same_code, data, seen)
    return "\n".join(lines)


def _index_page(
    data: Mapping[str, Any], by_format: Mapping[str, Sequence[Mapping[str, Any]]]
) -> str:
    lines = [
        "## Formats",
        "",
        "| format | kind | summary |",
        "| --- | --- | --- |",
    ]
    for fmt in data["formats"]:
        lines.append(
            f"| [{fmt['title']}]({fmt['name']}.md) (`{fmt['name']}`) | {fmt['kind']} "
            f"| {fmt['summary']} |"
        )
    lines += ["", "## Rules versions", "", "| rules version | in force | numbering |"]
    lines.append("| --- | --- | --- |")
    for v in data["rules_versions"]:
        when = _period(_day(v.get("from")), _day(v.get("until")))
        lines.append(f"| {v['label']} | {when} | `{v['numbering']}` |")
    lines += ["", "## Codes", "", "| code | formats |", "| --- | --- |"]
    users: dict[str, list[str]] = {}
    for name, rules in by_format.items():
        for rule in rules:
            if name not in users.setdefault(rule["code"], []):
                users[rule["code"]].append(name)
    for code, names in users.items():
        links = ", ".join(f"[{n}]({n}.md#{code.lower()})" for n in names)
        lines.append(f"| `{code}` | {links} |")
    lines += [
        "| `WARN-API-FLAG` | a warning, never a violation: the API flags a card suspended or "
        "banned otherwise than the dated ban table (the table is used) |",
        "| `WARN-FORMAT-DATE` | a warning, never a violation: the date is before the format's "
        "first day (its current rules are applied) |",
        "| `WARN-SET-DATE` | a warning, never a violation: a card's set has no known release "
        "date (its cards are accepted; give the date with `--rules` or `rules update`) |",
        "| `WARN-POOL-UNCHECKED` | a warning, never a violation: a pool format judged without "
        "`--pool` (the pool was not checked) |",
        "| `DECK-UNREADABLE` | not a rule: the deck could not be read or resolved (exit 2) |",
        "| `CARD-DATA-UNAVAILABLE` | not a rule: card data for the deck is unavailable (exit 3) |",
        "",
    ]
    return "\n".join(lines)


def rules_pages(
    rules_dir: Path = RULES_DIR, seen: Mapping[str, str] | None = None
) -> dict[str, str]:
    """The format rules pages from ``rules_dir/formats.json``: page path -> Markdown.

    ``seen``: a rule code -> the lines an example deck's report gives for it.
    """
    data = json.loads((rules_dir / "formats.json").read_text(encoding="utf-8"))
    by_format = _raw_rules(data)
    pages = {"reference/rules/index.md": _index_page(data, by_format)}
    for fmt in data["formats"]:
        page = _format_page(fmt, by_format[fmt["name"]], data, seen or {})
        pages[f"reference/rules/{fmt['name']}.md"] = page
    return pages


def example_violations(decks: Iterable[Path], cache_dir: Path) -> dict[str, str]:
    """Rule code -> the report lines of the first example deck that breaks it (Standard)."""
    from altered_deck import CardStore, read_deck, resolve_deck, validate

    store = CardStore(cache_dir / "cards.sqlite3")
    found: dict[str, str] = {}
    try:
        for path in decks:
            result = validate(resolve_deck(read_deck(str(path)), store), "standard", EXAMPLE_DATE)
            for v in (*result.violations, *result.warnings):
                if v.code not in found:
                    where = ", ".join(map(str, v.lines))
                    at = f" [line{'s' if len(v.lines) > 1 else ''} {where}]" if where else ""
                    found[v.code] = f"{path.name}: {v.code} {v.rule_number}: {v.message}{at}"
    finally:
        store.close()
    return found


# --- the "what is modelled" page ----------------------------------------------------------


def _percent(ratio: float | None) -> str:
    return "–" if ratio is None else f"{ratio:.1%}"


def _class_table(title: str, groups: Mapping[str, Mapping[str, Any]]) -> list[str]:
    lines = [
        f"| {title} | texts | modelled | matchup only | opponent only | partial | unmodelled "
        "| ratio |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name, c in groups.items():
        lines.append(
            f"| {name} | {c['distinct_texts']:,} | {c['modelled']:,} | {c['matchup_only']:,} "
            f"| {c['opponent_only']:,} | {c['partial']:,} | {c['unmodelled']:,} "
            f"| {_percent(c['modelled_ratio'])} |"
        )
    return lines


def _classes(coverage: Mapping[str, Any]) -> list[str]:
    """The headline figure and what each class means."""
    c, abilities = coverage["classes"], coverage["ability_instances"]
    return [
        f"**{c['modelled'] + c['matchup_only']:,} of {coverage['distinct_texts']:,} distinct "
        f"effect texts modelled ({_percent(coverage['modelled_ratio'])})**, over "
        f"{coverage['records']:,} Hero and deck card records "
        f"({coverage['main']['distinct_texts']:,} main and "
        f"{coverage['echo']['distinct_texts']:,} echo texts):",
        "",
        f"- **modelled**, acting in a goldfish game: {c['modelled']:,} "
        f"({_percent(coverage['goldfish_ratio'])});",
        "- **matchup only**, text that only acts on an opponent, executed in "
        "[matchups](../players/matchup.md) (nothing to hit when goldfishing): "
        f"{c['matchup_only']:,};",
        "- **opponent only**, text aimed at an opponent that is still inert: "
        f"{c['opponent_only']:,};",
        "- **partial**, text the engine reads but does not run all of (a sentence read as "
        "nothing, a choice option that compiles to nothing, an effect with no handler): "
        f"{c['partial']:,};",
        "- **unmodelled**, text the engine cannot read (skipped; the card's statistics and its "
        f"other abilities still play): {c['unmodelled']:,}.",
        "",
        f"Per ability instance: {abilities['modelled'] + abilities['matchup_only']:,} of "
        f"{abilities['distinct_texts']:,} modelled ({_percent(abilities['modelled_ratio'])}).",
    ]


def modelled_page(coverage: Mapping[str, Any]) -> str:
    """The engine's "what is modelled" page from ``engine coverage --json`` data."""
    lines = [
        "## The figures",
        "",
        *_classes(coverage),
        "",
        "A text takes its worst class (unmodelled, then partial, then opponent only, then "
        'matchup only); "Choose one" counts as modelled only when every option compiles to '
        "effects the engine runs. `goldfish`, `matchup` and `report` name the cards of a deck "
        "whose text is not modelled.",
        "",
        "## What the engine does not model",
        "",
        "The most frequent patterns of the abilities the engine does not model, or models "
        "only in part (card records, distinct abilities, the shortest example):",
        "",
        "| pattern | card records | abilities | example |",
        "| --- | ---: | ---: | --- |",
    ]
    for p in coverage["patterns"]:
        example = p["example"].replace("|", "\\|")
        lines.append(f"| {p['pattern']} | {p['records']:,} | {p['texts']:,} | {example} |")
    lines += ["", "## By set", "", *_class_table("set", coverage["by_set"]), ""]
    lines += ["## By card type", "", *_class_table("card type", coverage["by_type"]), ""]
    if "census" in coverage:
        lines += _census(coverage["census"])
    return "\n".join(lines)


def _census(census: Mapping[str, Any]) -> list[str]:
    """The figure faithful by census, the failing texts per check, what the engine decides."""
    lines = [
        "## Faithful by census",
        "",
        f"**{census['faithful']:,} of {census['distinct_texts']:,} distinct texts faithful by "
        f"census ({_percent(census['faithful_ratio'])})**: counted modelled above and failing "
        f"no census check; of the {census['modelled_texts']:,} texts counted modelled, "
        f"{_percent(census['faithful_of_modelled_ratio'])}. Failing texts per check:",
        "",
        "| check | failing texts |",
        "| --- | ---: |",
        *(f"| {check} | {count:,} |" for check, count in census["failing_texts"].items()),
        "",
        "What the engine still decides for the player, each with its rules reason: "
        f"{len(census['engine_decides']):,}.",
    ]
    for entry in census["engine_decides"]:
        lines.append(f"- {entry['check']} {entry['card']}: {entry['reason']}")
    return [*lines, ""]


def bundled_coverage(cache_dir: Path) -> dict[str, Any]:
    """``engine coverage --json`` for the bundled card data (a fresh cache in ``cache_dir``)."""
    from altered_deck import CardStore
    from altered_deck.engine.census.run import store_census
    from altered_deck.engine.compiler.coverage import store_coverage
    from altered_deck.render.census import census_summary_dict
    from altered_deck.render.coverage import coverage_to_dict

    store = CardStore(cache_dir / "cards.sqlite3")
    try:
        census = census_summary_dict(store_census(store))
        return {**coverage_to_dict(store_coverage(store)), "census": census}
    finally:
        store.close()


# --- the MkDocs hook ----------------------------------------------------------------------


def generated_pages() -> dict[str, str]:
    """Every generated page: path under docs/ -> Markdown."""
    with tempfile.TemporaryDirectory(prefix="altered-deck-docs-") as tmp:
        seen = example_violations(sorted(ILLEGAL_DECKS.glob("*.txt")), Path(tmp))
        pages = rules_pages(RULES_DIR, seen)
        pages["engine/modelled.md"] = modelled_page(bundled_coverage(Path(tmp)))
    return pages


RULES_NAV_TITLE = "Format rules"


def format_nav(rules_dir: Path = RULES_DIR) -> list[Any]:
    """The nav entries under "Format rules": the index, then one page per format."""
    data = json.loads((rules_dir / "formats.json").read_text(encoding="utf-8"))
    pages = [{f["title"]: f"reference/rules/{f['name']}.md"} for f in data["formats"]]
    return ["reference/rules/index.md", *pages]


def _expand_rules_nav(nav: list[Any]) -> None:
    for item in nav:
        if isinstance(item, dict):
            for title, value in item.items():
                if title == RULES_NAV_TITLE:
                    item[title] = format_nav()
                elif isinstance(value, list):
                    _expand_rules_nav(value)


def help_blocks(lines: list[str]) -> list[str]:
    """The examples of a command's help (``Example:`` or ``Examples:``, then indented lines up
    to a blank one) as a text block, kept as the terminal shows them."""
    out: list[str] = []
    block: list[str] | None = None
    for line in lines:
        if block is not None:
            if line.startswith("  "):
                block.append(line.strip())
                continue
            out += ["```text", *block, "```", ""]
            block = None
        out.append(line)
        if line.strip() in ("Example:", "Examples:"):
            out.append("")
            block = []
    if block is not None:
        out += ["```text", *block, "```"]
    return out


def help_blocks_extension() -> Any:
    """A Markdown extension running :func:`help_blocks` after mkdocs-click's pre-processor."""
    from markdown.extensions import Extension
    from markdown.preprocessors import Preprocessor

    class HelpBlocks(Preprocessor):
        def run(self, lines: list[str]) -> list[str]:
            return help_blocks(lines)

    class HelpBlocksExtension(Extension):
        def extendMarkdown(self, md: Any) -> None:
            md.preprocessors.register(HelpBlocks(md), "click_help_blocks", 140)

    return HelpBlocksExtension()


def on_config(config: Any) -> Any:
    """MkDocs hook: one nav entry per format, under "Format rules"; click's examples as text."""
    _expand_rules_nav(config["nav"] or [])
    config["markdown_extensions"].append(help_blocks_extension())
    return config


MARKER = "<!-- generated -->"
_sections: dict[str, str] = {}


def on_files(files: Any, config: Any) -> Any:
    """MkDocs hook: add the generated pages to the site's files; a page written in docs/ (its
    introduction readable in the repository too) gets the generated text at its marker."""
    from mkdocs.structure.files import File

    _sections.clear()
    for path, text in generated_pages().items():
        if files.get_file_from_path(path) is not None:
            _sections[path] = text
        else:
            files.append(File.generated(config, path, content=text))
    return files


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """MkDocs hook: put the generated text in place of a written page's marker."""
    section = _sections.get(page.file.src_uri)
    if section is None:
        return markdown
    if MARKER not in markdown:
        raise ValueError(f"{page.file.src_uri}: no {MARKER} line for the generated text")
    return markdown.replace(MARKER, section)
