/** Colour arithmetic for accents people choose (WCAG 2.1 relative luminance and contrast ratio). */

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The card backgrounds of the light and dark themes (app/tailwind.css, --card). */
const CARD_BACKGROUNDS = ["#ffffff", "#0f172a"];
/** WCAG 1.4.11: a graphical accent needs 3:1 against what surrounds it. */
const ACCENT_MIN_CONTRAST = 3;

/** Whether a brand colour stands out as an accent stripe on the profile card in both themes. */
export function accentVisibleOnCards(hex: string): boolean {
  return CARD_BACKGROUNDS.every((card) => contrastRatio(hex, card) >= ACCENT_MIN_CONTRAST);
}
