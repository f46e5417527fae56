// The pseudo-language build (`npm run build:pseudo`): every text in the English dictionaries is rewritten into
// accented, bracketed text ('Book now' becomes '⟦Ɓööķ ñöŵ⟧'), in the Worker and in the browser bundle alike. The site
// then shows no plain English letter that came from a dictionary, so any plain English a page, dialog or message
// still shows was written somewhere else: tests/pseudo/ fails on it. Adding a language is then a matter of
// dictionaries only.
import ts from 'typescript';
import type { Plugin } from 'vite';

/** Which modules are dictionaries: the files a translator copies to add a language. */
export const DICTIONARY_MODULES = [/(^|\/)copy\.en\.ts$/, /(^|\/)shared\/i18n\/en\/[^/]+\.ts$/];

export function isDictionaryModule(id: string): boolean {
  const path = id.split('?')[0]?.replaceAll('\\', '/') ?? '';
  return DICTIONARY_MODULES.some((pattern) => pattern.test(path));
}

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] as string,
  ]),
);

/**
 * Property names whose identifier-like values in a dictionary are not words but choices the code makes (a toast's
 * `variant: 'error'`, a story's `plan: 'diabetes-care'`, Intl's `type: 'disjunction'`): left as they are, so the code
 * that compares or looks them up keeps working. A capitalised or spaced value (`type: 'Type'`, a column's name) is
 * words. Any other string with a letter is words: keep ids out of dictionaries.
 */
export const NOT_WORDS_KEYS = new Set(['id', 'variant', 'type', 'kind', 'plan', 'tone', 'href', 'defaultLanguage']);

/** Strings that are not words whatever their place: no letters at all, paths, anchors and addresses. */
export function looksLikeIdentifier(value: string): boolean {
  if (!/[A-Za-z]/.test(value)) return true;
  return /^(\/|#|https?:|mailto:|tel:)/.test(value);
}

/** Accents the letters of source text, leaving escapes (\n, \u00a0) and {placeholders} as they are. */
function accent(text: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '\\') {
      out += char + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (char === '{') depth++;
    if (char === '}') depth = Math.max(0, depth - 1);
    out += depth === 0 ? (ACCENTED[char] ?? char) : char;
  }
  return out;
}

function isTypePosition(node: ts.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isTypeNode(current) && !ts.isExpressionWithTypeArguments(current)) return true;
    if (ts.isStatement(current) || ts.isExpression(current)) return false;
  }
  return false;
}

/** The property a value is assigned to, through `as`, `satisfies` and brackets: `variant: 'error' as const`. */
function propertyOf(node: ts.Node): string | undefined {
  let current = node;
  while (
    current.parent &&
    (ts.isAsExpression(current.parent) ||
      ts.isSatisfiesExpression(current.parent) ||
      ts.isParenthesizedExpression(current.parent))
  )
    current = current.parent;
  const parent = current.parent;
  return parent && ts.isPropertyAssignment(parent) && parent.initializer === current && ts.isIdentifier(parent.name)
    ? parent.name.text
    : undefined;
}

/**
 * A literal used for what it is, not shown: module names, property names, comparisons, switch cases, types, and the
 * values of NOT_WORDS_KEYS.
 */
function isNotText(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return true;
  const property = propertyOf(node);
  if (
    property !== undefined &&
    NOT_WORDS_KEYS.has(property) &&
    ts.isStringLiteralLike(node) &&
    /^[a-z0-9]+([-_][a-z0-9]+)*$/.test(node.text)
  )
    return true;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent))
    return true;
  if (ts.isLiteralTypeNode(parent) || isTypePosition(node)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  if (ts.isComputedPropertyName(parent) || ts.isElementAccessExpression(parent)) return true;
  if (ts.isCaseClause(parent)) return true;
  if (ts.isBinaryExpression(parent)) {
    const kind = parent.operatorToken.kind;
    return (
      kind === ts.SyntaxKind.EqualsEqualsEqualsToken ||
      kind === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
      kind === ts.SyntaxKind.EqualsEqualsToken ||
      kind === ts.SyntaxKind.ExclamationEqualsToken
    );
  }
  return false;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function templateEdits(node: ts.TemplateExpression, source: ts.SourceFile): Edit[] {
  const parts = [node.head, ...node.templateSpans.map((span) => span.literal)];
  const raw = parts.map((part) => part.getText(source)).join('');
  if (!/[A-Za-z]/.test(raw.replace(/\$\{|}`|`/g, ''))) return [];
  const edits: Edit[] = [];
  parts.forEach((part, index) => {
    const text = part.getText(source);
    // Each part's source text starts with ` or } and ends with ${ or `.
    const open = text.startsWith('`') ? '`' : '}';
    const close = text.endsWith('${') ? '${' : '`';
    const inner = text.slice(open.length, text.length - close.length);
    const first = index === 0 ? PSEUDO_OPEN : '';
    const last = index === parts.length - 1 ? PSEUDO_CLOSE : '';
    edits.push({
      start: part.getStart(source),
      end: part.getEnd(),
      text: `${open}${first}${accent(inner)}${last}${close}`,
    });
  });
  return edits;
}

/** The module with its texts rewritten, or null when it has none. */
export function pseudoModule(code: string, fileName: string): string | null {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isNotText(node) && !looksLikeIdentifier(node.text))
        edits.push({ start: node.getStart(source), end: node.getEnd(), text: JSON.stringify(pseudoText(node.text)) });
      return;
    }
    if (ts.isTemplateExpression(node)) {
      if (!isNotText(node)) edits.push(...templateEdits(node, source));
      node.templateSpans.forEach((span) => {
        visit(span.expression);
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** The pseudo form of a finished text: letters accented outside {placeholders}, the whole bracketed. */
export function pseudoText(text: string): string {
  let out = '';
  let depth = 0;
  for (const char of text) {
    if (char === '{') depth++;
    if (char === '}') depth = Math.max(0, depth - 1);
    out += depth === 0 ? (ACCENTED[char] ?? char) : char;
  }
  return `${PSEUDO_OPEN}${out}${PSEUDO_CLOSE}`;
}

/** The Vite plugin: rewrites the dictionaries as they are loaded, before TypeScript is stripped. */
export function pseudoLocalePlugin(): Plugin {
  return {
    name: 'pseudo-locale',
    enforce: 'pre',
    transform(code, id) {
      if (!isDictionaryModule(id)) return null;
      const rewritten = pseudoModule(code, id);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
