/**
 * Writes app/components/icons.svg: one `<symbol>` for every icon that app/components/icons.tsx names, drawn from
 * lucide-react's own data. Run by `npm run build`; `--check` exits 1 when the file is not current.
 */
import fs from "node:fs";

import { isMain, writeGenerated } from "./generated-file";

const ICONS_MODULE = "app/components/icons.tsx";
const SPRITE = "app/components/icons.svg";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** The sprite for the icons the app names, sorted, so the file changes only when the set does. */
export async function iconSprite(): Promise<string> {
  const source = fs.readFileSync(ICONS_MODULE, "utf8");
  const names = [...new Set([...source.matchAll(/icon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]))].sort();
  const symbols = await Promise.all(
    names.map(async (name) => {
      const { __iconNode } = (await import(`lucide-react/dist/esm/icons/${name}.js`)) as { __iconNode: IconNode };
      const shapes = __iconNode.map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => `${key}="${value}"`)
          .join(" ");
        return `<${tag} ${attrs}/>`;
      });
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (isMain(import.meta.url)) writeGenerated(SPRITE, await iconSprite());
