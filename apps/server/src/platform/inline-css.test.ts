import { describe, expect, it } from "vitest";
import { classesIn, pruneStylesheet, requiredClasses } from "./inline-css.ts";

describe("which rules a page keeps in its inlined styles", () => {
  it("reads the classes a selector needs, not those inside :not(), :is() or :has()", () => {
    expect(requiredClasses(".a .b>.c:hover")).toEqual(["a", "b", "c"]);
    expect(requiredClasses(".a:not(.b)")).toEqual(["a"]);
    expect(requiredClasses(":is(.x,.y) .z")).toEqual(["z"]);
    expect(requiredClasses("html.js .menu[data-open]")).toEqual(["js", "menu"]);
    expect(requiredClasses("a[href$='.pdf']")).toEqual([]);
    expect(requiredClasses(".md\\:flex")).toBeNull();
  });

  it("takes the classes of every class attribute, and the boot script's", () => {
    const present = classesIn('<div class="a  b"><svg class="icon"></svg><p class="">x</p></div>');
    expect([...present].sort()).toEqual(["a", "b", "icon", "js", "notice-closed"]);
  });

  it("keeps rules whose classes are all present, element and attribute rules, at-rules; drops the rest and empty groups", () => {
    const css =
      ":root{--x:1}body{margin:0}.a{color:red}.a .gone{color:blue}.b,.gone{top:0}[hidden]{display:none}" +
      "@media (max-width:575.98px){.a{left:0}.gone{right:0}}@media print{.gone{x:y}}" +
      "@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:F;src:url(f.woff2)}.c:not(.gone){z-index:1}";
    const out = pruneStylesheet(css, new Set(["a", "b", "c"]));
    expect(out).toBe(
      ":root{--x:1}body{margin:0}.a{color:red}.b{top:0}[hidden]{display:none}@media (max-width:575.98px){.a{left:0}}" +
        "@keyframes spin{to{transform:rotate(1turn)}}@font-face{font-family:F;src:url(f.woff2)}.c:not(.gone){z-index:1}",
    );
    expect(pruneStylesheet(css, new Set())).not.toContain(".a");
  });
});
