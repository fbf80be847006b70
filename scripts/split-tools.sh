#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The release repository of the Composer package void-discard/tools, made from this clone. The root
# composer.json here is the extension's PIE package (type php-ext), so Composer cannot read the
# package in tools/ from this repository: it is released as a git repository of its own whose root is
# tools/, split from this one at each release tag. Offline, without any remote:
#   scripts/split-tools.sh OUT [REF]
# makes OUT (a new directory, or an empty one) a git repository with tools/ at REF (default HEAD)
# as its root and the history of tools/ up to REF (git subtree split, commit for commit: authors,
# dates and messages kept; from a temporary clone, so this clone's .git is left alone), on the
# branch main, checked out, and the release tag vVERSION (annotated) on it, VERSION being
# PHP_VOID_DISCARD_VERSION in php_void_discard.h at REF. A VERSION ending in -dev (between
# releases) gets no tag: Composer skips tags with a dev suffix; the package is then dev-main only.
# Splitting the same REF again gives the same commits (and tag, with the same tagger). A release:
#   scripts/split-tools.sh /tmp/tools v0.1.0
#   git -C /tmp/tools push --follow-tags git@github.com:OWNER/void-discard-tools.git main
# (the package's repository, registered on Packagist). The tagger is git's configured identity, or
# else REF's committer; the tag is dated as REF is. Prints OUT's main and tag; exit 1 on an error.
# scripts/package-check.sh installs the result with Composer, as a user would.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
usage="usage: scripts/split-tools.sh OUT [REF]"
out=${1:?$usage}
ref=${2:-HEAD}
[ $# -le 2 ] || { echo "$usage" >&2; exit 1; }

die() { echo "split-tools.sh: $*" >&2; exit 1; }

sha=$(git -C "$top" rev-parse --verify --quiet "$ref^{commit}") || die "$ref is not a commit of $top"
git -C "$top" cat-file -e "$sha:tools/composer.json" 2>/dev/null || die "$ref has no tools/composer.json"
version=$(git -C "$top" show "$sha:php_void_discard.h" | sed -n 's/^#define PHP_VOID_DISCARD_VERSION "\([^"]*\)".*/\1/p')
[ -n "$version" ] || die "no PHP_VOID_DISCARD_VERSION in php_void_discard.h at $ref"
if [ -e "$out" ] && [ -n "$(ls -A "$out")" ]; then
	die "$out exists and is not empty"
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A local clone (objects hard-linked) with REF checked out: git subtree wants a working tree holding
# the prefix. REF must be reachable from a branch or tag of this clone, or be its HEAD.
git clone -q --no-checkout "$top" "$tmp/src"
git -C "$tmp/src" cat-file -e "$sha" 2>/dev/null || die "$ref ($sha) is reachable from no branch or tag of $top"
git -C "$tmp/src" -c advice.detachedHead=false checkout -q --detach "$sha"
if git -C "$tmp/src" subtree -h >/dev/null 2>&1 || [ $? -eq 129 ]; then
	split=$(cd "$tmp/src" && git subtree split -q --prefix=tools "$sha")
else
	# git without its contrib subtree command: the same history by filter-branch
	git -C "$tmp/src" checkout -q -b split
	(cd "$tmp/src" && FILTER_BRANCH_SQUELCH_WARNING=1 git filter-branch -f --subdirectory-filter tools split >/dev/null 2>&1)
	split=$(git -C "$tmp/src" rev-parse split)
fi
[ "$(git -C "$tmp/src" rev-parse "$split^{tree}")" = "$(git -C "$tmp/src" rev-parse "$sha:tools")" ] \
	|| die "the split commit $split does not hold tools/ of $sha"
git -C "$tmp/src" update-ref refs/heads/tools-split "$split"

git init -q -b main "$out"
git -C "$out" fetch -q --no-tags --update-head-ok "$tmp/src" refs/heads/tools-split:refs/heads/main
git -C "$out" reset -q --hard main
if [[ $version == *-dev ]]; then
	echo "split-tools.sh: $version is not a release version: no tag" >&2
	echo "$out: main $split"
	exit 0
fi
# the tagger: git's identity where one is configured, else REF's committer; the date: REF's
if ! git -C "$out" var GIT_COMMITTER_IDENT >/dev/null 2>&1; then
	export GIT_COMMITTER_NAME GIT_COMMITTER_EMAIL
	GIT_COMMITTER_NAME=$(git -C "$top" log -1 --format=%cn "$sha")
	GIT_COMMITTER_EMAIL=$(git -C "$top" log -1 --format=%ce "$sha")
fi
GIT_COMMITTER_DATE=$(git -C "$top" log -1 --format=%cI "$sha") \
	git -C "$out" tag -a -m "void-discard/tools $version (void_discard $sha)" "v$version" main
echo "$out: main $split, tag v$version"
