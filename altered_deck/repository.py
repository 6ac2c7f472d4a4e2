"""Where this project lives, written once: pyproject's ``[project.urls]`` says the same (the
installed package cannot read pyproject; a test checks the two agree).

``rules update`` fetches the rules data from :data:`DEFAULT_RULES_URL`: the repository's
``data/rules`` on its main branch, as raw files.
"""

from __future__ import annotations

HOMEPAGE = "https://github.com/altered-deck/altered-deck"
"""The repository (pyproject ``[project.urls] Homepage``)."""
BRANCH = "main"
RULES_PATH = "data/rules"


def raw_files_url(repository: str, branch: str, path: str) -> str | None:
    """The raw-files URL of ``path`` on ``branch`` of a GitHub repository (ending in ``/``),
    or None for a repository elsewhere."""
    prefix = "https://github.com/"
    if not repository.startswith(prefix):
        return None
    owner_repo = repository[len(prefix) :].strip("/").removesuffix(".git")
    if owner_repo.count("/") != 1:
        return None
    return f"https://raw.githubusercontent.com/{owner_repo}/{branch}/{path.strip('/')}/"


DEFAULT_RULES_URL = raw_files_url(HOMEPAGE, BRANCH, RULES_PATH)
"""Where ``rules update`` fetches unless told otherwise (``--from``, ``rules-url``)."""
