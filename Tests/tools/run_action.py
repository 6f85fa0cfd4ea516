#!/usr/bin/env python3
"""Run a composite GitHub Action's steps here, as a runner would, with a stand-in for upload-sarif.

Usage: run_action.py ACTION.yml [NAME=VALUE...]   (the action's inputs; the rest take their defaults)

Each step's `if:` and every `${{ }}` in its `env:`, `with:` and `run:` are evaluated over
`inputs.*`, `steps.ID.outputs.*`, `steps.ID.outcome`, `always()`, `success()`, `failure()`,
`==`, `!=`, `&&`, `||` and '...' strings (what action.yml uses; anything else is an error). A
`run:` step runs as `bash --noprofile --norc -eo pipefail` (GitHub's `shell: bash`) in the working
directory, with GITHUB_ACTION_PATH (the action's folder), GITHUB_OUTPUT (read back into
steps.ID.outputs), GITHUB_PATH (each line it gains goes before PATH for the later steps, and is
printed as "path: FOLDER") and RUNNER_TEMP (RUNNER_TEMP from this environment when set, else a
temporary folder) set. The only `uses:` step allowed is
github/codeql-action/upload-sarif: its stand-in checks that `sarif_file` exists and validates it
against the SARIF 2.1.0 schema (Tests/tools/validate_sarif.py).

Prints "step NAME: OUTCOME" per step and exits 1 when a step failed, 0 otherwise.
"""
import os
import re
import subprocess
import sys
import tempfile

import yaml

EXPRESSION = re.compile(r"\$\{\{(.*?)\}\}", re.S)


def evaluate(expression, context):
    names = {}

    def name(value):
        key = f"v{len(names)}"
        names[key] = value
        return key

    text = expression
    text = re.sub(r"steps\.([\w-]+)\.outputs\.([\w-]+)",
                  lambda m: name(context["steps"].get(m[1], {}).get("outputs", {}).get(m[2], "")), text)
    text = re.sub(r"steps\.([\w-]+)\.outcome", lambda m: name(context["steps"].get(m[1], {}).get("outcome", "")), text)
    text = re.sub(r"inputs\.([\w-]+)", lambda m: name(context["inputs"][m[1]]), text)
    text = text.replace("always()", "True").replace("success()", name(not context["failed"]))
    text = text.replace("failure()", name(context["failed"]))
    text = text.replace("&&", " and ").replace("||", " or ")
    text = re.sub(r"!(?!=)", " not ", text)
    if re.search(r"[A-Za-z_][\w.-]*\(|github\.|env\.|runner\.|matrix\.", text):
        raise SystemExit(f"run_action.py: cannot evaluate ${{{{ {expression.strip()} }}}}")
    return eval(text, {"__builtins__": {}, "True": True, "False": False}, names)  # noqa: S307


def substitute(value, context):
    if not isinstance(value, str):
        return value
    return EXPRESSION.sub(lambda m: str(evaluate(m[1], context)), value)


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    action_path = os.path.abspath(argv[1])
    with open(action_path, encoding="utf-8") as fh:
        action = yaml.safe_load(fh)
    inputs = {key: str(spec.get("default", "")) for key, spec in action.get("inputs", {}).items()}
    for pair in argv[2:]:
        key, _, value = pair.partition("=")
        if key not in inputs:
            raise SystemExit(f"run_action.py: the action has no input {key}")
        inputs[key] = value
    missing = [k for k, spec in action.get("inputs", {}).items() if spec.get("required") and not inputs[k]]
    if missing:
        raise SystemExit(f"run_action.py: required input(s) missing: {', '.join(missing)}")
    assert action["runs"]["using"] == "composite"
    context = {"inputs": inputs, "steps": {}, "failed": False}
    here = os.path.dirname(os.path.abspath(__file__))
    added_path = []
    with tempfile.TemporaryDirectory(prefix="run-action-") as temp:
        runner_temp = os.environ.get("RUNNER_TEMP", temp)
        for number, step in enumerate(action["runs"]["steps"]):
            label = step.get("name", step.get("id", str(number)))
            condition = step.get("if", "success()")
            condition = EXPRESSION.sub(lambda m: m[1], str(condition))
            if not evaluate(condition, context):
                outcome, outputs = "skipped", {}
            elif "run" in step:
                output_file = os.path.join(temp, f"output-{number}")
                path_file = os.path.join(temp, f"path-{number}")
                open(output_file, "w").close()
                open(path_file, "w").close()
                env = dict(os.environ, GITHUB_ACTION_PATH=os.path.dirname(action_path),
                           GITHUB_OUTPUT=output_file, GITHUB_PATH=path_file, RUNNER_TEMP=runner_temp)
                env["PATH"] = os.pathsep.join(added_path + [os.environ.get("PATH", "")])
                env.update({k: str(substitute(v, context)) for k, v in step.get("env", {}).items()})
                script = os.path.join(temp, f"step-{number}.sh")
                with open(script, "w", encoding="utf-8") as fh:
                    fh.write(substitute(step["run"], context))
                assert step.get("shell") == "bash", f"step {label}: shell must be bash"
                sys.stdout.flush()
                status = subprocess.call(["bash", "--noprofile", "--norc", "-eo", "pipefail", script], env=env)
                outcome = "success" if status == 0 else "failure"
                outputs = {}
                with open(output_file, encoding="utf-8") as fh:
                    for line in fh.read().splitlines():
                        key, _, value = line.partition("=")
                        outputs[key] = value
                with open(path_file, encoding="utf-8") as fh:
                    for folder in fh.read().splitlines():
                        added_path.insert(0, folder)
                        print(f"path: {folder}")
            elif step.get("uses", "").startswith("github/codeql-action/upload-sarif@"):
                sarif = substitute(step.get("with", {}).get("sarif_file", ""), context)
                category = substitute(step.get("with", {}).get("category", ""), context)
                if not os.path.isfile(sarif):
                    print(f"stand-in upload-sarif: {sarif} does not exist")
                    status = 1
                else:
                    sys.stdout.flush()
                    status = subprocess.call([sys.executable, os.path.join(here, "validate_sarif.py"), sarif])
                    print(f"stand-in upload-sarif: {sarif}, category {category}")
                outcome, outputs = ("success" if status == 0 else "failure"), {}
            else:
                raise SystemExit(f"run_action.py: no stand-in for step {label} ({step.get('uses')})")
            if outcome == "failure":
                context["failed"] = True
            if "id" in step:
                context["steps"][step["id"]] = {"outcome": outcome, "outputs": outputs}
            print(f"step {label}: {outcome}", flush=True)
    return 1 if context["failed"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
