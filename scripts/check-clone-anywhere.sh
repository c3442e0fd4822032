#!/usr/bin/env bash
# Clones this repository's HEAD into a fresh mode-700 folder (as `mktemp -d` and most
# home folders are), installs from the local npm cache and runs one API test file
# there: as the current user and, when run as root, also as a throwaway ordinary
# user. The API tests' PostgreSQL must start wherever a newcomer clones
# (docs/decisions/008-embedded-postgres-anywhere.md). Uncommitted changes are not
# in the clone. Exits non-zero on the first failure.
set -euo pipefail
export npm_config_update_notifier=false

repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
test_file=src/server/features/events/events.test.ts
check_user=bcs-clone-check
started=$SECONDS

dir=$(mktemp -d)
created_user=''
clean_up() {
  rm -rf "$dir"
  if [ -n "$created_user" ]; then userdel "$check_user" 2>/dev/null || true; fi
}
trap clean_up EXIT

echo "=== clone check: $repo -> $dir/app (mode $(stat -c %a "$dir"))"
git clone --quiet "$repo" "$dir/app"
cd "$dir/app"
npm ci --prefer-offline --no-audit --no-fund --loglevel=error

echo "=== clone check: $test_file as $(id -un)"
npx vitest run --project api "$test_file"

if [ "$(id -u)" = 0 ]; then
  if ! id -u "$check_user" >/dev/null 2>&1; then
    if useradd --system --no-create-home --user-group "$check_user" 2>/dev/null; then
      created_user=yes
    else
      echo "=== clone check: cannot create an ordinary user here (useradd failed); checked as root only"
    fi
  fi
  if id -u "$check_user" >/dev/null 2>&1; then
    # Hand the clone over: it stays mode 700, now owned by the ordinary user.
    chown -R "$check_user:" "$dir"
    echo "=== clone check: $test_file as $check_user"
    runuser -u "$check_user" -- env PATH="$PATH" HOME="$dir" npm_config_cache="$dir/npm-cache" \
      npx vitest run --project api "$test_file"
  fi
fi

echo "=== clone check passed in $((SECONDS - started)) s"
