import { isSheetNumber, sheetLabelsOf, sheetNumberOf, sheetTitle } from "~/lib/sheets";

describe("sheet numbers", () => {
  it("recognises the usual numbering schemes and nothing else", () => {
    for (const label of ["A-101", "S-2.1", "M101", "E-001", "A1.01", "FP-201", "A-101A"]) {
      expect(isSheetNumber(label), label).toBe(true);
    }
    for (const word of ["PLAN", "2026", "12'-6\"", "a-101", "SHEET", "ABCD-1", "A-10000"]) {
      expect(isSheetNumber(word), word).toBe(false);
    }
  });

  it("takes the title block's number, bottom right, over a grid bubble or a detail callout elsewhere", () => {
    const words = [
      { text: "A5", x: 300, y: 1500, size: 11 },
      { text: "A-501", x: 900, y: 800, size: 14 },
      { text: "A-101", x: 2300, y: 60, size: 36 },
      { text: "A-102", x: 2300, y: 200, size: 9 },
    ];
    expect(sheetNumberOf(words, 2592, 1728)).toBe("A-101");
    expect(sheetNumberOf(words.slice(0, 2), 2592, 1728)).toBeNull();
  });

  it("numbers pages whose number is missing or repeated, and the whole set when none has one", () => {
    expect(sheetLabelsOf(["A-101", null, "A-102", "A-102"])).toEqual(["A-101", null, null, null]);
    expect(sheetLabelsOf([null, null])).toBeNull();
    expect(sheetTitle("A-101", 3, 12)).toBe("A-101 · Sheet 3 of 12");
    expect(sheetTitle(null, 3, 12)).toBe("Sheet 3 of 12");
  });
});
