import { THEMES, type Theme } from "~/constants";

export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);
