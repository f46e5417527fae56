// Reads rendered pages with workerd's own streaming HTML parser.

export interface Element {
  text: string;
  attrs: Record<string, string>;
}

/**
 * Every element matching `selector`, with its attributes and text content (child elements' words spaced).
 * Matches nested inside another match of the same selector are not supported; the tests do not need them.
 */
export async function select(html: string, selector: string): Promise<Element[]> {
  const found: Element[] = [];
  let current: Element | null = null;
  const rewriter = new HTMLRewriter()
    .on(selector, {
      element(element) {
        const attrs = Object.fromEntries([...element.attributes].map(([name, value]) => [name, decode(value ?? '')]));
        current = { text: '', attrs };
        found.push(current);
      },
      text(chunk) {
        if (current) current.text += chunk.text;
      },
    })
    .on(`${selector} *`, {
      element() {
        if (current) current.text += ' ';
      },
    });
  await rewriter.transform(new Response(html)).text();
  return found.map((element) => ({ ...element, text: decode(element.text).replace(/\s+/g, ' ').trim() }));
}

export async function selectOne(html: string, selector: string): Promise<Element> {
  const [first] = await select(html, selector);
  if (!first) throw new Error(`No element matches ${selector}`);
  return first;
}

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Text of the whole document with tags removed, for "the page says X" checks. */
export function visibleText(html: string): string {
  return decode(
    html
      .replace(/<!-- -->/g, '')
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
