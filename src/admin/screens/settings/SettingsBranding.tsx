// /admin/settings/branding: the logo as it renders, the theme's colours with their contrast on white, the fonts, and
// the browser icons, each with where it is set. Colours and fonts come from shared/theme.ts, the UnoCSS theme's one
// source, so this page cannot disagree with the site.
import type { Context } from 'hono';
import { BRAND_MARK_COLOR, THEME_COLORS, THEME_FONTS } from '../../../../shared/theme';
import type { AppEnv } from '../../../env';
import { Logo } from '../../../layout/Logo';
import { DataTable } from '../../DataTable';
import { contrastGrade, contrastRatio } from './settings-contrast';
import { type SettingRow, SettingsIntro, SettingsSection } from './settings-parts';

const THEME = 'shared/theme.ts';
const WHITE = '#ffffff';

function Swatch({ token, hex }: { token: string; hex: string }) {
  const ratio = contrastRatio(hex, WHITE);
  return (
    <tr className="border-b border-slate-200 align-middle" data-colour={token}>
      <th scope="row" className="py-2 pr-3 text-left font-mono font-semibold">
        {token}
      </th>
      <td className="py-2 pr-3">
        <span
          aria-hidden="true"
          className="inline-block h-8 w-16 rounded border border-slate-300 align-middle"
          style={{ backgroundColor: hex }}
        />
      </td>
      <td className="py-2 pr-3 font-mono" data-hex="">
        {hex}
      </td>
      <td className="py-2 pr-3" data-ratio={ratio.toFixed(2)}>
        {ratio.toFixed(2)}:1
      </td>
      <td className="py-2 pr-3">{contrastGrade(ratio)}</td>
    </tr>
  );
}

function Colours() {
  const tokens = Object.entries(THEME_COLORS).flatMap(([family, shades]) =>
    Object.entries(shades).map(([shade, hex]) => ({ token: `${family}-${shade}`, hex })),
  );
  return (
    <section aria-labelledby="settings-colours" className="grid gap-3">
      <h2 id="settings-colours" className="m-0 text-xl font-bold text-ink-900">
        Colours
      </h2>
      <p className="m-0 max-w-3xl text-ink-700">
        The theme's colours (used as classes such as <code>text-brand-800</code> or <code>bg-ink-900</code>), each with
        its contrast against white: text needs 4.5:1 (AA), large text 3:1. Set in <code>{THEME}</code>, which{' '}
        <code>uno.config.ts</code> builds the styles from.
      </p>
      <DataTable
        caption="Theme colours and their contrast against white"
        headers={['Token', 'Swatch', 'Hex', 'Contrast on white', 'Use as text']}
        minWidth="min-w-[40rem]"
      >
        {tokens.map(({ token, hex }) => (
          <Swatch key={token} token={token} hex={hex} />
        ))}
      </DataTable>
    </section>
  );
}

function logoRows(siteName: string): SettingRow[] {
  return [
    {
      label: 'Logo',
      value: (
        <span className="inline-block rounded-lg border border-slate-200 bg-white px-3" data-logo="">
          <Logo siteName={siteName} href="/" />
        </span>
      ),
      source: { kind: 'module', path: 'src/layout/Logo.tsx' },
      note: `A white cross on a ${BRAND_MARK_COLOR} square (drawn inline, no image file), then the organisation name (SITE_NAME).`,
    },
    {
      label: 'Favicon',
      value: (
        <span className="inline-flex items-center gap-2">
          <img src="/favicon.svg" alt="The favicon" width="32" height="32" />
          <code>/favicon.svg</code>
        </span>
      ),
      source: { kind: 'module', path: 'public/favicon.svg' },
      note: 'The same mark as the logo; its colour is written in the file.',
    },
    {
      label: 'Browser bar colour (theme-color)',
      value: <code>{BRAND_MARK_COLOR}</code>,
      source: { kind: 'module', path: THEME },
      note: 'brand-700, set on every page by src/layout/DocumentFrame.tsx.',
    },
    {
      label: 'App icons (home screen) and web app manifest',
      value: 'None: phones use the favicon.',
      source: { kind: 'module', path: 'public/' },
    },
  ];
}

function fontRows(): SettingRow[] {
  return [
    {
      label: 'English pages (font-sans)',
      value: (
        <span className="block">
          <span className="block font-sans text-lg text-ink-900">Book a consultation with CareLine</span>
          <code className="text-sm">{THEME_FONTS.sans}</code>
        </span>
      ),
      source: { kind: 'module', path: THEME },
      note: "The device's own system fonts: nothing is downloaded.",
    },
    {
      label: 'Hindi pages (font-hindi)',
      value: (
        <span className="block">
          <span lang="hi" className="block font-hindi text-lg text-ink-900">
            डॉक्टर से परामर्श बुक करें
          </span>
          <code className="text-sm">{THEME_FONTS.hindi}</code>
        </span>
      ),
      source: { kind: 'module', path: THEME },
      note: 'Devanagari fonts first; the body class per language is in src/render/body-font.ts.',
    },
  ];
}

export function settingsBrandingScreen(c: Context<AppEnv>) {
  return (
    <div className="grid gap-8">
      <SettingsIntro>The logo, colours, fonts and icons the site uses today, each with where it is set.</SettingsIntro>
      <SettingsSection id="settings-logo" title="Logo and icons" rows={logoRows(c.get('config').siteName)} />
      <Colours />
      <SettingsSection id="settings-fonts" title="Fonts" rows={fontRows()} />
    </div>
  );
}
