import { useMemo } from 'react';
import { TypographyStylesProvider } from '@mantine/core';

const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'UL',
  'OL',
  'LI',
  'H2',
  'H3',
  'H4',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'A',
  'HR',
]);
const SAFE_HREF = /^(https?:|mailto:)/i;

/**
 * Keeps only the markup the server allows. The server already sanitised the content when it was saved;
 * this second pass, in an inert document, keeps a bug or an old row from ever running in the browser.
 */
export function cleanHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walk = (node: Element) => {
    for (const child of [...node.children]) {
      if (!ALLOWED_TAGS.has(child.tagName)) {
        // Unknown elements go with their content when they may carry code; otherwise their text stays.
        if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'SVG', 'MATH'].includes(child.tagName)) child.remove();
        else child.replaceWith(...child.childNodes);
        continue;
      }
      for (const attribute of [...child.attributes]) {
        const keep = child.tagName === 'A' && attribute.name === 'href' && SAFE_HREF.test(attribute.value.trim());
        if (!keep) child.removeAttribute(attribute.name);
      }
      if (child.tagName === 'A') {
        child.setAttribute('target', '_blank');
        child.setAttribute('rel', 'noopener noreferrer nofollow');
      }
      walk(child);
    }
  };
  walk(doc.body);
  // Unwrapping may surface nested elements that were not checked yet: check again until stable.
  let previous = '';
  while (previous !== doc.body.innerHTML) {
    previous = doc.body.innerHTML;
    walk(doc.body);
  }
  return doc.body.innerHTML;
}

/** A bulletin's rich text, rendered safely. */
export function BulletinContent({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  return (
    <TypographyStylesProvider>
      <div data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
    </TypographyStylesProvider>
  );
}
