import { describe, expect, it } from "vitest";

import { classNamesIn, stylesheetSubset } from "~/lib/stylesheet-subset";

import { stylesheetTree } from "../../scripts/stylesheet-tree";

const CSS = [
  "@layer theme,base,components,utilities;",
  "@layer base{*,:before{box-sizing:border-box}body{margin:0}}",
  "@layer components;",
  "@layer utilities{",
  ".flex{display:flex}.grid{display:grid}",
  ".hover\\:bg-muted:hover{background:gray}",
  ".w-1\\/2{width:50%}",
  ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}",
  ".group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}",
  ".link:not(.active){color:blue}",
  ".a,.b{color:red}",
  "@media (min-width:40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}",
  "}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
  '@property --tw-x{syntax:"*";inherits:false}',
].join("");

const subsetFor = (html: string) => stylesheetSubset(stylesheetTree(CSS), classNamesIn(html));

describe("a first visit's stylesheet subset", () => {
  it("reads every class of every class attribute, entities decoded", () => {
    expect([...classNamesIn('<div class="flex  w-1/2"><svg class="[&amp;&gt;svg]:size-4"></svg></div>')]).toEqual([
      "flex",
      "w-1/2",
      "[&>svg]:size-4",
    ]);
  });

  it("keeps the rules of the classes the document has, with their layers and media queries, and drops the rest", () => {
    const css = subsetFor('<div class="flex sm:flex hover:bg-muted w-1/2 [&amp;&gt;svg]:size-4"></div>');
    expect(css).toBe(
      [
        "@layer theme,base,components,utilities;",
        "@layer base{*,:before{box-sizing:border-box}body{margin:0}}",
        "@layer components;",
        "@layer utilities{",
        ".flex{display:flex}",
        ".hover\\:bg-muted:hover{background:gray}",
        ".w-1\\/2{width:50%}",
        ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}",
        "@media (min-width:40rem){.sm\\:flex{display:flex}}",
        "}",
        "@keyframes spin{to{transform:rotate(1turn)}}",
        '@property --tw-x{syntax:"*";inherits:false}',
      ].join(""),
    );
  });

  it("needs every class a selector names, except under :not() and among alternatives", () => {
    expect(subsetFor('<a class="group-hover:underline"></a>')).not.toContain("underline");
    expect(subsetFor('<p class="group"><a class="group-hover:underline"></a></p>')).toContain(
      ".group-hover\\:underline",
    );
    expect(subsetFor('<a class="link"></a>')).toContain(".link:not(.active){color:blue}");
    expect(subsetFor('<a class="b"></a>')).toContain(".a,.b{color:red}");
  });

  it("drops an at-rule left empty", () => {
    expect(subsetFor('<div class="grid"></div>')).not.toContain("@media");
  });
});
