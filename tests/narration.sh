# narration.sh: code, comments, tests and documentation speak of sudosat
# as it is, never of how it came to be: no work sessions, issue numbers,
# "we tried", "earlier versions", "previously", "used to", "no longer"
# or "now uses".  History belongs in the commit messages.
#
# The files: `git ls-files` when the source tree is a git checkout's top,
# else every file of the source tree (the distributed files, as in make
# distcheck) but what configure, make and the autotools write there.
# This script itself is left out: it spells the patterns.
#
# Each pattern is a POSIX extended regular expression, matched without
# regard to case, with an exemption: a line it matches that also matches
# the exemption is legitimate.  A pattern should name narration and
# nothing else; when legitimate text trips one, narrow the pattern or
# write an exemption for that use precisely, never for a file.
. "$TESTS_DIR/tap.sh"
TOP=${TOP_SRCDIR:-$TESTS_DIR/..}
TOP=$(cd "$TOP" && pwd -P)

if [ "$(git -C "$TOP" rev-parse --show-toplevel 2>/dev/null)" = "$TOP" ]; then
  git -C "$TOP" ls-files >"$TMP/files"
  from="git ls-files"
else
  ( cd "$TOP" && find . -type f ! -path './.git/*' |
    sed 's|^\./||' |
    grep -Ev '^(autom4te\.cache|build-aux|m4|_build|_inst)/|(^|/)\.(deps|libs)/|__pycache__/|\.(o|lo|la|a|so|log|trs|tar\.gz|pyc)$|(^|/)(Makefile|Makefile\.in|configure|aclocal\.m4|config\.(h|h\.in|log|status)|libtool|stamp-h1|sudosat\.pc|libsudosat\.sym)$'
  ) >"$TMP/files"
  from="the source tree"
fi
grep -vx 'tests/narration.sh' "$TMP/files" >"$TMP/scan"

# narration NAME PATTERN [EXEMPTION]: no file has a line PATTERN matches
# (and EXEMPTION does not).
narration () {
  ( cd "$TOP" && tr '\n' '\0' <"$TMP/scan" |
    xargs -0 grep -n -i -I -E -- "$2" /dev/null ) >"$TMP/hits"
  if [ -n "${3:-}" ]; then
    grep -v -i -E -- "$3" "$TMP/hits" >"$TMP/hits.left"
  else
    cp "$TMP/hits" "$TMP/hits.left"
  fi
  if [ -s "$TMP/hits.left" ]; then
    cat "$TMP/hits.left"
    return 1
  fi
}

ok_if "$from lists the files ($(wc -l <"$TMP/scan"))" \
  grep -qx 'README' "$TMP/scan"

# Work sessions, numbered or not; pytest's fixture scope is no session
# of work.
ok_if "no work session is mentioned" \
  narration session '\bsessions?\b' "scope *= *[\"']session[\"']"
ok_if "no issue, bug or pull request is named by number" \
  narration issue '\bissues? *#?[0-9]+|\b(bug|ticket|pr|pull request) *#[0-9]+'
ok_if "no \"we tried\" nor what was tried and not kept" \
  narration tried '\bwe (tried|tested|measured|dropped|kept|switched|rewrote|chose|decided)\b|\b(tried|measured) and (not kept|dropped|abandoned|rejected)\b|\bnone (was |were )?kept\b'
ok_if "no earlier, previous or old version or build" \
  narration version '\b(earlier|previous|older|old|first) (versions?|builds?|releases?|implementations?)\b|\b(the|a|an) (build|version) (before|after)\b'
ok_if "no \"previously\", \"formerly\", \"originally\", \"anymore\"" \
  narration formerly '\b(previously|formerly|originally|until recently|anymore|in the past)\b'
ok_if "no \"used to\" (\"is used to\" is fine)" \
  narration used-to '\bused to\b' '\b(is|are|be|been|being|was|were|gets?|got) used to\b'
ok_if "no \"no longer\"" \
  narration no-longer '\bno longer\b'
ok_if "no \"now uses\" and the like" \
  narration now '\bnow (uses|takes|writes|reads|has|does|gives|prints|runs|keeps|finds|checks|accepts|supports|refuses)\b'
done_testing
