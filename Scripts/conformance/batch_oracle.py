"""Many cascade cases per Chromium page load, through css-oracle's page machinery.

css-oracle's computed_styles.py loads one page per (tree, sheet): about half a second of
Chromium start-up each. The differential check runs thousands of cases and, to minimize a
failure, hundreds of variants of it; this module puts a whole batch in one page. For each
case the page installs the sheet (a constructable author sheet, as css-oracle does), makes
the tree the document element, reads getComputedStyle() for every node, and puts the old
document element back. The tree and sheet go through css-oracle's own rewriting (types
become x-<type> custom elements), with type selectors in nested style rules rewritten too
(generate.rewrite_nested).

    results = run_batches(cases, batch=200, jobs=2)
    # cases: [{"tree": node or envelope, "css": text, "properties": [...]}, ...]
    # results[i]: {"rules": <int>, "nodes": [{"path": "0/1", "computed": {...}}, ...]}
    #          or {"error": "..."}
"""
import concurrent.futures
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ORACLE_DIR = "/work/shared/tools/css-oracle"
sys.path.insert(0, ORACLE_DIR)
import computed_styles as cs  # noqa: E402

PAGE = r"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>oracle batch</title></head><body><script>
%(js_build)s
(function () {
  const CASES = %(data)s;
  const out = [];
  const oldRoot = document.documentElement;
  for (const D of CASES) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(D.css);
      document.adoptedStyleSheets = [sheet];
      const list = [];
      const root = __build(D.tree, list, 0, '0');
      document.replaceChild(root, oldRoot);
      const nodes = [];
      for (const [el, node, depth, path] of list) {
        const style = getComputedStyle(el);
        const computed = {};
        for (const p of D.props) computed[p] = style.getPropertyValue(p).trim();
        nodes.push({path: path, computed: computed});
      }
      document.replaceChild(oldRoot, root);
      out.push({rules: sheet.cssRules.length, nodes: nodes});
    } catch (e) {
      if (document.documentElement !== oldRoot) document.replaceChild(oldRoot, document.documentElement);
      out.push({error: String(e && e.stack || e)});
    }
  }
  document.adoptedStyleSheets = [];
  document.body.setAttribute('data-oracle-result',
    __b64(JSON.stringify({userAgent: navigator.userAgent, cases: out})));
})();
</script></body></html>
"""


def rewrite(css):
    """The sheet as Chromium gets it: type selectors as x-<type>, nested rules included."""
    import generate  # the rewrite that recurses into style blocks lives with the fixtures
    return generate.rewrite_nested(css)


def page_for(cases):
    data = []
    for c in cases:
        tree = c["tree"]
        root = tree["root"] if "root" in tree and "type" not in tree else tree
        data.append({"tree": cs._prepare_tree(root, cs.DEFAULT_PREFIX), "css": rewrite(c["css"]),
                     "props": list(c["properties"])})
    return PAGE % {"js_build": cs.JS_BUILD, "data": cs.js_literal(data)}


def run_batch(cases):
    """One page for `cases`; a Chromium hiccup is retried, then the batch is split."""
    last = None
    for _attempt in range(2):
        try:
            res = cs.run_page(page_for(cases), timeout=600)
            if len(res["cases"]) == len(cases):
                return res["cases"]
            last = RuntimeError("%d results for %d cases" % (len(res["cases"]), len(cases)))
        except Exception as e:  # noqa: BLE001 - any start-up failure is retried
            last = e
    if len(cases) > 1:
        half = len(cases) // 2
        return run_batch(cases[:half]) + run_batch(cases[half:])
    return [{"error": "Chromium failed: %s" % last}]


def run_batches(cases, batch=200, jobs=2):
    """Results for every case, in order, `batch` cases a page, `jobs` pages at once."""
    chunks = [cases[i:i + batch] for i in range(0, len(cases), batch)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        parts = list(ex.map(run_batch, chunks))
    return [r for part in parts for r in part]


def version():
    return cs.chromium_version()
