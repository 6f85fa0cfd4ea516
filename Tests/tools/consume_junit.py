#!/usr/bin/env python3
"""Read a JUnit XML report the way CI systems do, with junitparser, and print a summary.

Usage: consume_junit.py FILE.xml

Prints one line of JSON:
  {"tests": N, "failures": N, "errors": N, "skipped": N, "suites": N,
   "cases": [{"classname": ..., "name": ..., "result": "passed|failure|error|skipped",
              "message": ...}],
   "declared": {...}}
Counts are computed from the <testcase> elements (what Jenkins/GitLab show);
"declared" holds the tests/failures/errors/skipped attributes as written on the
root element (null when absent), so a caller can check the two agree.
Exit: 0 parsed, 2 could not parse (not XML, or root is not <testsuites>/<testsuite>).
"""
import json
import sys

from junitparser import Error, Failure, JUnitXml, JUnitXmlError, Skipped
from junitparser.junitparser import etree as _etree  # lxml if installed, else xml.etree

from xml.etree.ElementTree import ParseError

PARSE_ERRORS = (OSError, ParseError, JUnitXmlError)
try:  # junitparser uses lxml when installed, else xml.etree
    from lxml.etree import XMLSyntaxError
    PARSE_ERRORS += (XMLSyntaxError,)
except ImportError:
    pass

KINDS = ((Error, "error"), (Failure, "failure"), (Skipped, "skipped"))


def classify(case):
    for res in case.result:  # first <failure>/<error>/<skipped> child decides
        for cls, label in KINDS:
            if isinstance(res, cls):
                return label, res.message if res.message is not None else (res.text or None)
    return "passed", None


def all_suites(suite):
    yield suite
    for sub in suite.testsuites():
        yield from all_suites(sub)


def declared(elem):
    def num(key):
        value = elem.get(key)
        if value is None:
            return None
        try:
            return int(value)
        except ValueError:
            return value
    return {k: num(k) for k in ("tests", "failures", "errors", "skipped")}


def main(argv):
    if len(argv) != 2:
        print("usage: consume_junit.py FILE.xml", file=sys.stderr)
        return 2
    try:
        roots = []

        def parse(path):  # keep the document's real root for the "declared" counts
            tree = _etree.parse(path)
            roots.append(tree.getroot())
            return tree

        xml = JUnitXml.fromfile(argv[1], parse_func=parse)
        root_declared = declared(roots[0])
        suites = [s for top in xml for s in all_suites(top)]
        cases = []
        for top in xml:
            for case in top:  # TestSuite iteration includes nested suites' cases
                result, message = classify(case)
                cases.append({"classname": case.classname, "name": case.name,
                              "result": result, "message": message})
    except PARSE_ERRORS as exc:
        print(f"error: cannot parse {argv[1]}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    count = lambda r: sum(1 for c in cases if c["result"] == r)
    summary = {"tests": len(cases), "failures": count("failure"), "errors": count("error"),
               "skipped": count("skipped"), "suites": len(suites), "cases": cases,
               "declared": root_declared}
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
