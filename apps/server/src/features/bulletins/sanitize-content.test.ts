import { describe, expect, it } from 'vitest';
import { sanitizeBulletinContent, visibleText } from './sanitize-content.ts';

describe('sanitizeBulletinContent', () => {
  it('keeps formatting, lists, headings and safe links', () => {
    const html =
      '<h2>Aviso</h2><p><strong>Importante</strong> y <em>urgente</em></p><ul><li>uno</li></ul><a href="mailto:a@b.mx">correo</a>';
    expect(sanitizeBulletinContent(html)).toBe(
      '<h2>Aviso</h2><p><strong>Importante</strong> y <em>urgente</em></p><ul><li>uno</li></ul><a href="mailto:a@b.mx" target="_blank" rel="noopener noreferrer nofollow">correo</a>',
    );
  });

  it('drops scripts, event handlers, styles, frames and dangerous links', () => {
    const html =
      '<p style="color:red" onmouseover="x()">a</p><script>alert(1)</script><iframe src="//x"></iframe><a href="javascript:alert(1)">b</a><a href="data:text/html,x">c</a><img src=x onerror=alert(1)>';
    const clean = sanitizeBulletinContent(html);
    expect(clean).toBe(
      '<p>a</p><a target="_blank" rel="noopener noreferrer nofollow">b</a><a target="_blank" rel="noopener noreferrer nofollow">c</a>',
    );
    expect(clean).not.toMatch(/script|onmouseover|onerror|javascript:|iframe|style=/i);
  });

  it('tells content with text from content without it', () => {
    expect(visibleText('<p>&nbsp;</p><br>')).toBe('');
    expect(visibleText('<p>hola</p>')).toBe('hola');
  });
});
