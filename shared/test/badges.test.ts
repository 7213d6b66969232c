import { describe, expect, it } from "vitest";
import {
  type BadgeElement,
  type BadgeLayout,
  type BadgePerson,
  badgeElementKindValues,
  badgeLayout,
  chooseBadgeTemplate,
  defaultBadgeLayout,
  escapeXml,
  newBadgeElement,
  renderBadgeSvg,
} from "../src";

const person: BadgePerson = {
  name: "欧阳明月",
  nameEn: "Mingyue Ouyang",
  unit: "清华大学自动化系",
  unitEn: "Department of Automation, Tsinghua University",
  participantType: { zh: "正式代表", en: "Delegate" },
  printType: 2,
  level: 5,
};
const context = {
  conferenceTitle: { zh: "中国自动化大会", en: "China Automation Congress" },
  logoHref: "data:image/png;base64,iVBORw0KGgo=",
  qr: "CR1.7.42.signature",
};

/** One element on a page of its own, so a test reads exactly what it drew. */
const alone = (element: Partial<BadgeElement> & Pick<BadgeElement, "kind">): BadgeLayout => ({
  page: { width: 105, height: 148 },
  elements: [
    {
      id: "e",
      x: 5,
      y: 40,
      width: 95,
      height: 24,
      fontSize: 60,
      longFontSize: 35,
      fontWeight: "bold",
      align: "center",
      lang: "zh",
      ...element,
    },
  ],
});

/** The attributes of the first <text> in an SVG. */
function textOf(svg: string) {
  const match = /<text ([^>]*)>([^<]*)<\/text>/.exec(svg);
  if (!match) throw new Error("no text drawn");
  const attrs = Object.fromEntries(
    [...(match[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  return { attrs, content: match[2] ?? "" };
}

const nameSvg = (name: string) => renderBadgeSvg(alone({ kind: "name" }), { ...person, name }, context);

describe("badge name fit (spec 002 §9: 60px under 6 characters, else 35px, never overflowing)", () => {
  it("a name of 5 characters prints at 60px", () => {
    expect(textOf(nameSvg("欧阳明月华")).attrs["data-font-px"]).toBe("60");
  });

  it("a name of 6 characters prints at 35px", () => {
    expect(textOf(nameSvg("欧阳明月华光")).attrs["data-font-px"]).toBe("35");
  });

  it("a short Latin name counts characters too: 'Li Na' (5) at 60px, 'Li Wei' (6) at 35px", () => {
    expect(textOf(nameSvg("Li Na")).attrs["data-font-px"]).toBe("60");
    expect(textOf(nameSvg("Li Wei")).attrs["data-font-px"]).toBe("35");
  });

  it("a very long name shrinks below 35px and is drawn exactly as wide as its 95 mm box", () => {
    const { attrs } = textOf(nameSvg("Maximilian Alexander von Habsburg-Lothringen Jr."));
    expect(Number(attrs["data-font-px"])).toBeLessThan(35);
    expect(attrs.textLength).toBe("95");
    expect(attrs.lengthAdjust).toBe("spacingAndGlyphs");
  });

  it("a name that fits is drawn at its natural width: 4 ideographs at 60px are 4 × 15.88 mm", () => {
    // 60 CSS px = 60 × 25.4 / 96 mm = 15.875 mm per full-width character.
    expect(textOf(nameSvg("欧阳明月")).attrs.textLength).toBe("63.5");
  });

  it("a box lower than the line shrinks the text to the box's height", () => {
    const svg = renderBadgeSvg(alone({ kind: "name", height: 10 }), { ...person, name: "王芳" }, context);
    // 10 mm is 37.8 px; a line needs 1.15 times its size.
    expect(Number(textOf(svg).attrs["data-font-px"])).toBeCloseTo(32.87, 1);
  });
});

describe("badge text escaping", () => {
  it("escapes markup and quotes and drops characters XML cannot hold", () => {
    expect(escapeXml(`<a href="x">&'\u0001`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
  });

  it("a name, unit and free text with markup print as text, never as elements", () => {
    const layout: BadgeLayout = {
      page: { width: 105, height: 148 },
      elements: [
        ...alone({ kind: "name" }).elements,
        { ...newBadgeElement("unit", "u", { width: 105, height: 148 }), y: 80 },
        {
          ...newBadgeElement("text", "t", { width: 105, height: 148 }),
          y: 100,
          text: { zh: "</svg><script>", en: "" },
        },
      ],
    };
    const svg = renderBadgeSvg(layout, { ...person, name: '<b onload="x">', unit: "A & B" }, context);
    expect(svg).not.toContain("<b ");
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;b onload=&quot;x&quot;&gt;");
    expect(svg).toContain("A &amp; B");
    expect(svg).toContain("&lt;/svg&gt;&lt;script&gt;");
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg.match(/<\/svg>/g)).toHaveLength(1);
  });

  it("a logo from anywhere but an embedded image or the server's uploads is not drawn", () => {
    const layout = alone({ kind: "logo" });
    expect(renderBadgeSvg(layout, person, { ...context, logoHref: "javascript:alert(1)" })).not.toContain(
      "<image",
    );
    expect(
      renderBadgeSvg(layout, person, { ...context, logoHref: "https://evil.example/x.png" }),
    ).not.toContain("<image");
    expect(renderBadgeSvg(layout, person, { ...context, logoHref: "/api/uploads/12" })).toContain(
      'href="/api/uploads/12"',
    );
  });
});

describe("badge elements", () => {
  const every: BadgeLayout = {
    page: { width: 105, height: 148 },
    elements: badgeElementKindValues.map((kind, index) => ({
      ...newBadgeElement(kind, `k${index}`, { width: 105, height: 148 }),
      y: index * 12,
      height: 12,
    })),
  };

  it("every element kind is drawn, each with what it shows", () => {
    const svg = renderBadgeSvg(every, person, context);
    for (const kind of badgeElementKindValues) expect(svg).toContain(`data-kind="${kind}"`);
    for (const text of [
      "欧阳明月",
      "Mingyue Ouyang",
      "清华大学自动化系",
      "正式代表",
      "VIP",
      "志愿者",
      "中国自动化大会",
      "欢迎参会",
    ])
      expect(svg).toContain(`>${text}</text>`);
    expect(svg).toContain('href="data:image/png;base64,iVBORw0KGgo="');
  });

  it("an element set to English prints the English value, or the Chinese one when there is none", () => {
    const en = alone({ kind: "unit", lang: "en", fontSize: 12 });
    expect(textOf(renderBadgeSvg(en, person, context)).content).toBe(person.unitEn);
    expect(textOf(renderBadgeSvg(en, { ...person, unitEn: "" }, context)).content).toBe(person.unit);
  });

  it("the QR code is drawn as squares with its three finder patterns, inside a quiet zone", () => {
    const svg = renderBadgeSvg(alone({ kind: "qr", width: 30, height: 30 }), person, context);
    const d = /<path d="([^"]+)"/.exec(svg)?.[1] ?? "";
    const dark = new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));
    const size = Number(/viewBox="0 0 (\d+) \d+" shape-rendering/.exec(svg)?.[1]);
    const modules = size - 8;
    // Each finder: a dark 7×7 ring, a light ring inside, a dark 3×3 centre (ISO/IEC 18004).
    for (const [x, y] of [
      [4, 4],
      [4 + modules - 7, 4],
      [4, 4 + modules - 7],
    ] as const) {
      expect(dark.has(`${x},${y}`)).toBe(true);
      expect(dark.has(`${x + 6},${y + 6}`)).toBe(true);
      expect(dark.has(`${x + 1},${y + 1}`)).toBe(false);
      expect(dark.has(`${x + 3},${y + 3}`)).toBe(true);
    }
    expect(
      [...dark].every((cell) => cell.split(",").every((v) => Number(v) >= 4 && Number(v) < size - 4)),
    ).toBe(true);
  });

  it("without a QR payload or a logo, their elements draw nothing", () => {
    const svg = renderBadgeSvg(every, person, { conferenceTitle: context.conferenceTitle });
    expect(svg).not.toContain('data-kind="qr"');
    expect(svg).not.toContain('data-kind="logo"');
  });

  it("the badge is drawn in millimetres at its page's size", () => {
    const svg = renderBadgeSvg({ ...every, page: { width: 90, height: 54 }, elements: [] }, person, context);
    expect(svg).toMatch(/^<svg [^>]*width="90mm" height="54mm" viewBox="0 0 90 54"/);
  });
});

describe("badge layout validation", () => {
  it("the default layout is valid", () => {
    expect(badgeLayout.safeParse(defaultBadgeLayout()).success).toBe(true);
  });

  it("an element reaching past the page is refused on that element's size", () => {
    const layout = defaultBadgeLayout();
    const first = layout.elements[0] as BadgeElement;
    const result = badgeLayout.safeParse({ ...layout, elements: [{ ...first, x: 100, width: 20 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["elements.0.width", "validation.badgeOutsidePage"],
    ]);
  });

  it("free text needs words in one language at least", () => {
    const text = { ...newBadgeElement("text", "t", { width: 105, height: 148 }), text: { zh: "", en: "" } };
    const result = badgeLayout.safeParse({ page: { width: 105, height: 148 }, elements: [text] });
    expect(result.error?.issues[0]?.path.join(".")).toBe("elements.0.text.zh");
  });
});

describe("which template a badge prints with", () => {
  const templates = [
    { id: 1, participantTypeIds: [], printTypes: [], isDefault: true },
    { id: 2, participantTypeIds: [], printTypes: [2 as const], isDefault: false },
    { id: 3, participantTypeIds: [10], printTypes: [], isDefault: false },
  ];

  it("the participant type's template comes first, even when the print type has one", () => {
    expect(chooseBadgeTemplate(templates, { participantTypeId: 10, printType: 2 })?.id).toBe(3);
  });

  it("then the print type's template", () => {
    expect(chooseBadgeTemplate(templates, { participantTypeId: 11, printType: 2 })?.id).toBe(2);
  });

  it("then the default, and none at all without one", () => {
    expect(chooseBadgeTemplate(templates, { participantTypeId: 11, printType: null })?.id).toBe(1);
    expect(chooseBadgeTemplate(templates.slice(1), { participantTypeId: 11, printType: 1 })).toBeNull();
  });
});
