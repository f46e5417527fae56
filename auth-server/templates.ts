/**
 * Custom e-mail bodies, as a hosted project takes them (Authentication → Emails) and the Supabase CLI reads them
 * (`[auth.email.template.<name>] content_path = "./supabase/templates/<name>.html"`): HTML with Supabase Auth's
 * template variables. A mail whose type has a file in the template folder gets that body; the others keep this
 * server's own (mail.ts). The variables are GoTrue's: {{ .ConfirmationURL }}, {{ .Token }}, {{ .TokenHash }},
 * {{ .SiteURL }}, {{ .Email }}, {{ .RedirectTo }} and {{ .Data.<key> }} (the user's user_metadata). Go's conditionals
 * and loops are not supported here: a file that uses them, or names another variable, stops the server at start.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OtpType } from './flows.ts';

/** The file of each mail type, by the Supabase CLI's names. */
export const TEMPLATE_FILES: Record<OtpType, string> = {
  signup: 'confirmation.html',
  recovery: 'recovery.html',
  magiclink: 'magic_link.html',
  invite: 'invite.html',
  email_change: 'email_change.html',
};

export type Templates = Partial<Record<OtpType, string>>;

export interface TemplateValues {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  Email: string;
  RedirectTo: string;
  Data: Record<string, unknown>;
}

const ACTION = /\{\{(.*?)\}\}/gs;
const VARIABLE = /^\s*\.(ConfirmationURL|Token|TokenHash|SiteURL|Email|RedirectTo|Data\.[A-Za-z0-9_]+)\s*$/;

/** The templates in `dir` (none when it is null or missing); a template this server cannot render throws. */
export function loadTemplates(dir: string | null): Templates {
  if (!dir || !fs.existsSync(dir)) return {};
  const templates: Templates = {};
  for (const [type, file] of Object.entries(TEMPLATE_FILES) as [OtpType, string][]) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) continue;
    const source = fs.readFileSync(full, 'utf8');
    for (const [, action] of source.matchAll(ACTION)) {
      if (!VARIABLE.test(action ?? ''))
        throw new Error(`${full}: "{{${action}}}" is not a variable this server can fill in`);
    }
    templates[type] = source;
  }
  return templates;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** The plain-text part of an HTML mail: each link as its words and its address, one block a line. */
export function textOfHtml(html: string): string {
  return unescapeHtml(
    html
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
        const words = label.replace(/<[^>]+>/g, '').trim();
        return words && words !== href ? `${words}: ${href}` : href;
      })
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[1-6]|li|div|tr)>/gi, '\n\n')
      .replace(/<hr\s*\/?>/gi, '\n---\n\n')
      .replace(/<[^>]+>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n');
}

/** The mail's HTML and text from a template: every value HTML-escaped where it goes. */
export function renderTemplate(source: string, values: TemplateValues): { html: string; text: string } {
  const html = source.replace(ACTION, (_, action: string) => {
    const name = action.trim().slice(1);
    const value = name.startsWith('Data.')
      ? values.Data[name.slice('Data.'.length)]
      : values[name as Exclude<keyof TemplateValues, 'Data'>];
    return escapeHtml(value === undefined || value === null ? '' : String(value));
  });
  return { html, text: textOfHtml(html) };
}
