#!/usr/bin/env python3
"""Drives `npx paxos-sdk mock` from Python's standard library alone, as a back office in Python would.

Starts the mock (PAXOS_SDK names the command, default "npx paxos-sdk"), reads its export lines, then:
a token; every deposit address, walked page by page with page_cursor; a crypto withdrawal from a
funded profile; a 400 naming the field for a value outside an enum; the clock advanced through the
control API. Prints one "ok ..." line per step and exits non-zero on the first failure.
"""
import json
import os
import shlex
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request

ADDRESSES = 1200


def fail(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def start_mock():
    command = shlex.split(os.environ.get("PAXOS_SDK", "npx paxos-sdk"))
    process = subprocess.Popen(
        command + ["mock", "--port", "0", "--quiet", "--size", "depositAddresses=%d" % ADDRESSES],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    env = {}
    while len(env) < 5:
        line = process.stdout.readline()
        if line == "":
            fail("the mock exited: " + process.stderr.read())
        name, _, value = line.strip().removeprefix("export ").partition("=")
        env[name] = value
    return process, env


def request(method, url, token=None, body=None, form=None):
    """One request; answers (status, parsed JSON body)."""
    headers = {}
    data = None
    if token is not None:
        headers["Authorization"] = "Bearer " + token
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    if form is not None:
        data = urllib.parse.urlencode(form).encode()
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    req = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(req, timeout=30) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def main():
    process, env = start_mock()
    try:
        base, origin = env["PAXOS_BASE_URL"], env["PAXOS_BASE_URL"].removesuffix("/v2")
        if not base.startswith("http://127.0.0.1:"):
            fail("not a loopback base URL: " + base)

        status, answer = request("POST", env["PAXOS_TOKEN_URL"], form={
            "grant_type": "client_credentials", "client_id": env["PAXOS_CLIENT_ID"], "client_secret": env["PAXOS_CLIENT_SECRET"]})
        if status != 200 or not answer.get("access_token"):
            fail("token: %s %s" % (status, answer))
        token = answer["access_token"]
        print("ok token")

        seen, cursor, pages = set(), None, 0
        while True:
            query = {"limit": 500}
            if cursor:
                query["page_cursor"] = cursor
            status, page = request("GET", base + "/transfer/deposit-addresses?" + urllib.parse.urlencode(query), token)
            if status != 200:
                fail("page %d: %s %s" % (pages, status, page))
            pages += 1
            for item in page["items"]:
                if item["id"] in seen:
                    fail("address %s came twice" % item["id"])
                seen.add(item["id"])
            cursor = page.get("next_page_cursor")
            if not cursor:
                break
        if len(seen) != ADDRESSES or pages != 3:
            fail("walked %d addresses in %d pages, expected %d in 3" % (len(seen), pages, ADDRESSES))
        print("ok walked %d addresses in %d pages" % (len(seen), pages))

        status, profiles = request("GET", base + "/profiles?limit=1", token)
        profile = profiles["items"][0]["id"]
        status, _ = request("POST", base + "/sandbox/profiles/%s/deposit" % profile, token,
                            {"asset": "ETH", "amount": "0.5", "crypto_network": "ETHEREUM"})
        if status != 200:
            fail("sandbox deposit: %s" % status)
        withdrawal = {"profile_id": profile, "asset": "ETH", "crypto_network": "ETHEREUM",
                      "destination_address": "0x" + "ab" * 20, "amount": "0.01", "ref_id": "py-withdrawal-1"}
        status, created = request("POST", base + "/transfer/crypto-withdrawals", token, withdrawal)
        if status != 200 or created.get("type") != "CRYPTO_WITHDRAWAL" or created.get("amount") != "0.01":
            fail("crypto withdrawal: %s %s" % (status, created))
        print("ok crypto withdrawal %s %s" % (created["id"], created["status"]))

        # A network outside the enum the contract lists: refused (as Paxos refuses it) with a problem naming
        # the field and the rule, nothing withdrawn.
        status, problem = request("POST", base + "/transfer/crypto-withdrawals", token,
                                  dict(withdrawal, crypto_network="NOT_A_NETWORK", ref_id="py-withdrawal-2"))
        meta = (problem or {}).get("meta") or {}
        if status != 400 or meta.get("field") != "crypto_network" or meta.get("rule") != "enum":
            fail("a bad enum value: %s %s" % (status, problem))
        print("ok 400 enum crypto_network for NOT_A_NETWORK")

        status, before = request("GET", origin + "/__mock/clock")
        status, after = request("POST", origin + "/__mock/clock/advance", body={"seconds": 3600})
        if status != 200 or before["now"][:13] != "2026-03-01T12" or after["now"][:13] != "2026-03-01T13":
            fail("clock: %s %s -> %s" % (status, before, after))
        print("ok clock %s -> %s" % (before["now"], after["now"]))
    finally:
        process.terminate()
        process.wait(timeout=30)
        if process.returncode != 0:
            fail("the mock exited with %s on SIGTERM" % process.returncode)


if __name__ == "__main__":
    main()
