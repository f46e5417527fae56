// Structured data for search engines. JSON in a script element is not HTML-escaped by React, so every "<" is written
// as \u003c: no value can close the script early, whatever it contains. The Content-Security-Policy allows this
// element: it is data (type application/ld+json), never executed.
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped, in a non-executed data block
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
