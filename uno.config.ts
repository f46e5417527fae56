import presetWind3 from '@unocss/preset-wind3';
import { defineConfig } from 'unocss';
import { THEME_COLORS, THEME_FONTS } from './shared/theme';

export default defineConfig({
  presets: [presetWind3({ preflight: true })],
  content: {
    filesystem: ['src/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'],
    // The build reads classes from the modules it bundles: .tsx by default, and the project's .ts modules that
    // hold class names too (the body's font per language, the dialog panel's look).
    pipeline: { include: [/\/(src|client|shared)\/.+\.tsx?($|\?)/] },
  },
  // The colours and fonts are in shared/theme.ts: the admin's Branding screen shows the same values.
  theme: { colors: THEME_COLORS, fontFamily: THEME_FONTS },
  shortcuts: {
    container: 'mx-auto w-full max-w-6xl px-4 sm:px-6',
    btn: 'inline-flex items-center justify-center gap-2 min-h-11 rounded-lg px-4 py-2 text-base font-semibold no-underline transition-colors focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 cursor-pointer',
    'btn-primary': 'btn bg-brand-700 text-white hover:bg-brand-800',
    'btn-outline': 'btn border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
    'btn-light': 'btn bg-white text-brand-800 hover:bg-brand-50',
    'btn-danger': 'btn bg-red-700 text-white hover:bg-red-800',
    card: 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm',
    'section-title': 'text-2xl sm:text-3xl font-bold text-ink-900',
    'link-plain': 'text-ink-700 no-underline hover:text-brand-800 hover:underline',
    // One style per control: every form field and every alert on the site uses these.
    'field-label': 'block text-sm font-semibold text-ink-700',
    'field-input':
      'mt-1 block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-700 focus:outline focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700',
    'field-hint': 'mt-1 text-sm text-ink-600',
    'field-error': 'mt-1 text-sm font-semibold text-red-700',
    alert: 'rounded-lg border-l-4 px-4 py-3',
    'alert-error': 'alert border-red-700 bg-red-50 text-red-900',
    'alert-info': 'alert border-brand-700 bg-brand-50 text-brand-900',
    'alert-warning': 'alert border-amber-600 bg-amber-50 text-amber-900',
  },
});
