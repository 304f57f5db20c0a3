import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "app/paraglide/", "node_modules/", "public/", "reports/"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
      // A message names its language: `m.key(inputs, { locale })` (app/i18n/i18n.ts).
      // Without it paraglide falls back to a global locale, which a server rendering
      // pages in both languages at once does not have.
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.object.name='m'][arguments.length<2]",
          message: "Pass the locale: m.key(inputs, { locale }).",
        },
      ],
    },
  },
  {
    files: ["e2e/**", "tests/**", "scripts/**", "**/*.test.{ts,tsx}"],
    rules: { "no-console": "off" },
  },
);
