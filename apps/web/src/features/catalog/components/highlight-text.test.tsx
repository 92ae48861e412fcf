import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HighlightText, sanitizeHighlight } from './highlight-text';

afterEach(cleanup);

describe('sanitizeHighlight', () => {
  it('keeps <mark> and the server entities', () => {
    expect(sanitizeHighlight('智能<mark>手机</mark>壳 &amp; 配件 &lt;b&gt;')).toBe(
      '智能<mark>手机</mark>壳 &amp; 配件 &lt;b&gt;',
    );
  });

  it('escapes every other tag, attributes on mark and a bare ampersand', () => {
    expect(sanitizeHighlight('<img src=x onerror="alert(1)">A & B')).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;A &amp; B',
    );
    expect(sanitizeHighlight('<mark onclick="x()">a</mark><script>x()</script>')).toBe(
      '&lt;mark onclick=&quot;x()&quot;&gt;a</mark>&lt;script&gt;x()&lt;/script&gt;',
    );
  });
});

describe('HighlightText', () => {
  it('renders only <mark> elements from the highlight', () => {
    const { container } = render(
      <HighlightText
        text="unused"
        html={'<mark>Phone</mark> Cases<img src=x onerror=alert(1)><b>bold</b>'}
      />,
    );
    const span = container.querySelector('span') as HTMLElement;
    expect([...span.querySelectorAll('*')].map((el) => el.tagName)).toEqual(['MARK']);
    expect(span.querySelector('mark')?.textContent).toBe('Phone');
    expect(span.textContent).toBe('Phone Cases<img src=x onerror=alert(1)><b>bold</b>');
  });

  it('renders plain text as text, never as HTML', () => {
    const { container } = render(<HighlightText text="<mark>x</mark><i>y</i>" />);
    expect(container.querySelectorAll('mark, i')).toHaveLength(0);
    expect(container.textContent).toBe('<mark>x</mark><i>y</i>');
  });
});
