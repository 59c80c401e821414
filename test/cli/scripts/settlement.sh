#!/usr/bin/env bash
# Drives `npx paxos-sdk mock` from bash and curl alone, as a team without Node would: start the mock,
# read its export lines, get a token (a multipart form, as Paxos's guide sends it; no scope: every
# scope of the client), list profiles, fund
# two of them with sandbox deposits, create a settlement between them, affirm it, read it SETTLED.
# PAXOS_SDK is the command that runs the CLI (default: npx paxos-sdk). Prints "settled <id>" on success.
set -euo pipefail
[ -n "${TRACE:-}" ] && set -x

PAXOS_SDK=${PAXOS_SDK:-npx paxos-sdk}
work=$(mktemp -d)
mock_pid=""
cleanup() {
  if [ -n "$mock_pid" ]; then kill -TERM "$mock_pid" 2>/dev/null || true; wait "$mock_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }

# The mock prints five export lines once it listens; everything else goes to stderr.
$PAXOS_SDK mock --port 0 --quiet >"$work/env" 2>"$work/mock.err" &
mock_pid=$!
for _ in $(seq 1 900); do
  [ "$(wc -l <"$work/env")" -ge 5 ] && break
  kill -0 "$mock_pid" 2>/dev/null || fail "the mock exited: $(cat "$work/mock.err")"
  sleep 0.1
done
[ "$(wc -l <"$work/env")" -ge 5 ] || fail "the mock printed no export lines"
# shellcheck disable=SC1091
. "$work/env"
case "$PAXOS_BASE_URL" in http://127.0.0.1:*/v2) ;; *) fail "unexpected PAXOS_BASE_URL $PAXOS_BASE_URL" ;; esac

# The first string field of this name in a JSON text (the record's own fields come before its legs';
# enough for these answers, no jq needed).
field() { grep -o "\"$1\":\"[^\"]*\"" | head -n 1 | cut -d'"' -f4; }

token=$(curl -sS --fail-with-body -X POST "$PAXOS_TOKEN_URL" -F grant_type=client_credentials -F "client_id=$PAXOS_CLIENT_ID" \
  -F "client_secret=$PAXOS_CLIENT_SECRET" | field access_token)
[ -n "$token" ] || fail "no access_token"

api() { # api METHOD PATH [JSON]
  if [ $# -ge 3 ]; then
    curl -sS --fail-with-body -X "$1" "$PAXOS_BASE_URL$2" -H "Authorization: Bearer $token" -H "Content-Type: application/json" --data "$3" || { echo "$1 $2 failed" >&2; return 1; }
  else
    curl -sS --fail-with-body -X "$1" "$PAXOS_BASE_URL$2" -H "Authorization: Bearer $token"
  fi
}

profiles=$(api GET "/profiles?limit=10" | grep -o '"id":"[0-9a-f-]\{36\}"' | cut -d'"' -f4)
source_id=$(echo "$profiles" | sed -n 1p)
target_id=$(echo "$profiles" | sed -n 2p)
[ -n "$source_id" ] && [ -n "$target_id" ] && [ "$source_id" != "$target_id" ] || fail "two profiles were not listed: $profiles"

api POST "/sandbox/profiles/$source_id/deposit" '{"asset":"USD","amount":"2500.00"}' >/dev/null
api POST "/sandbox/profiles/$target_id/deposit" '{"asset":"BTC","amount":"0.5","crypto_network":"BITCOIN"}' >/dev/null

created=$(api POST /settlement/transactions "{\"ref_id\":\"bash-dvp-1\",\"source_profile_id\":\"$source_id\",\"target_profile_id\":\"$target_id\",\"legs\":[{\"direction\":\"DELIVER\",\"asset\":\"USD\",\"amount\":\"1250.00\"},{\"direction\":\"RECEIVE\",\"asset\":\"BTC\",\"amount\":\"0.01\"}]}")
id=$(echo "$created" | field id)
[ "$(echo "$created" | field status)" = PENDING ] || fail "created: $created"

affirmed=$(api PUT "/settlement/transactions/$id/affirm" '{}')
[ "$(echo "$affirmed" | field status)" = AFFIRMED ] || [ "$(echo "$affirmed" | field status)" = SETTLED ] || fail "affirmed: $affirmed"

read_back=$(api GET "/settlement/transactions/$id")
[ "$(echo "$read_back" | field status)" = SETTLED ] || fail "not settled: $read_back"
echo "settled $id"
