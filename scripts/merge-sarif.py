#!/usr/bin/env python3
"""Merge fontscale's SARIF logs (one per config) into one log with one run.

Usage: merge-sarif.py OUT.sarif IN.sarif...

GitHub code scanning rejects an upload with two runs of the same tool in the same category, so
action.yml checks each config into its own log and merges them here: rules are joined by id (each
result's ruleIndex renumbered), artifacts by location, results kept in order; the rest of the run
(tool, originalUriBaseIds, columnKind) is the first log's. With no input, the log has one run
and no results. Prints each result as fontscale's text format heads it
(`file:line:column: fail|warn|info: [rule] message`), so the job's log shows the findings even
where nothing is uploaded. Standard library only: it runs on a bare CI runner.
"""
import json
import sys


def main(argv):
    if len(argv) < 2:
        print("usage: merge-sarif.py OUT.sarif IN.sarif...", file=sys.stderr)
        return 2
    out, inputs = argv[1], argv[2:]
    logs = []
    for path in inputs:
        with open(path, encoding="utf-8") as fh:
            logs.append(json.load(fh))
    if not logs:
        merged = {
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [{"tool": {"driver": {"name": "fontscale", "rules": []}}, "results": []}],
        }
    else:
        merged = logs[0]
        run = merged["runs"][0]
        rules = run["tool"]["driver"].setdefault("rules", [])
        rule_index = {rule["id"]: index for index, rule in enumerate(rules)}
        artifacts = run.setdefault("artifacts", [])
        artifact_keys = {json.dumps(a.get("location"), sort_keys=True) for a in artifacts}
        results = run.setdefault("results", [])
        for log in logs[1:]:
            for other in log["runs"]:
                other_rules = other["tool"]["driver"].get("rules", [])
                for rule in other_rules:
                    if rule["id"] not in rule_index:
                        rule_index[rule["id"]] = len(rules)
                        rules.append(rule)
                for artifact in other.get("artifacts", []):
                    key = json.dumps(artifact.get("location"), sort_keys=True)
                    if key not in artifact_keys:
                        artifact_keys.add(key)
                        artifacts.append(artifact)
                for result in other.get("results", []):
                    if "ruleIndex" in result:
                        result["ruleIndex"] = rule_index[other_rules[result["ruleIndex"]]["id"]]
                    results.append(result)
    severity = {"error": "fail", "warning": "warn", "note": "info"}
    for result in merged["runs"][0]["results"]:
        location = (result.get("locations") or [{}])[0].get("physicalLocation", {})
        uri = location.get("artifactLocation", {}).get("uri", "?")
        region = location.get("region", {})
        print(f"{uri}:{region.get('startLine', 1)}:{region.get('startColumn', 1)}: "
              f"{severity.get(result.get('level', 'warning'), 'warn')}: [{result.get('ruleId', '?')}] "
              f"{result.get('message', {}).get('text', '')}")
    with open(out, "w", encoding="utf-8") as fh:
        json.dump(merged, fh, indent=2, sort_keys=True)
        fh.write("\n")
    print(f"merge-sarif: {len(inputs)} log(s), {len(merged['runs'][0]['results'])} result(s) -> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
