import js from "@eslint/js";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const LUCIDE = {
  name: "lucide-react",
  message: "Icons come from ~/components/icons (one cached SVG sprite; add the icon there).",
};
const LAZY_ZOD =
  "Pages get zod only when a form is used: wire a form with useSchemaForm (~/utils/use-schema-form), which loads its schema lazily.";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "public/sw.js",
      "public/offline.js",
      ".cache/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "tests/.tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { react, "react-hooks": reactHooks },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: [LUCIDE] }] },
  },
  {
    // Code that reaches the browser: zod arrives only lazily (app/utils/use-schema-form.ts).
    files: ["app/routes/**/*.{ts,tsx}", "app/components/**/*.{ts,tsx}", "app/utils/**/*.{ts,tsx}", "app/root.tsx"],
    ignores: ["**/*.server.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            LUCIDE,
            { name: "zod", message: LAZY_ZOD, allowTypeImports: true },
            { name: "@conform-to/zod/v4", message: LAZY_ZOD, allowTypeImports: true },
          ],
          patterns: [
            {
              group: [
                "~/schemas/*",
                "!~/schemas/constraints",
                "!~/schemas/forms",
                "!~/schemas/index.server",
                "!~/schemas/lazy.client",
              ],
              message: `${LAZY_ZOD} Server code imports schemas from ~/schemas/index.server.`,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
