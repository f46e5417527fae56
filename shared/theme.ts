// The site's colours and fonts: the UnoCSS theme (uno.config.ts builds the classes from it) and the admin's Branding
// screen (src/admin/screens/settings/SettingsBranding.tsx shows each with its contrast), one source for both.

/** Colours are chosen for WCAG AA contrast on white (brand-700: 5.4:1, ink-600: 7.5:1). */
export const THEME_COLORS = {
  brand: {
    50: '#f0fdfa',
    100: '#ccfbf1',
    200: '#99f6e4',
    600: '#0d9488',
    700: '#0f766e',
    800: '#115e59',
    900: '#134e4a',
  },
  ink: { 400: '#94a3b8', 500: '#64748b', 600: '#475569', 700: '#334155', 900: '#0f172a' },
} as const;

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export const THEME_FONTS = {
  sans: SANS,
  // Devanagari's fonts on Android and Linux, Windows, macOS; Latin letters fall through to the sans fonts.
  hindi: `"Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", ${SANS}`,
} as const;

/** The logo mark's and the browser bar's colour (src/layout/Logo.tsx, the theme-color meta): brand-700. */
export const BRAND_MARK_COLOR = THEME_COLORS.brand[700];
