import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useInertHiddenSlides } from './use-inert-hidden-slides';

function Slides({ active }: { active: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useInertHiddenSlides(ref);
  return (
    <div ref={ref}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="slick-slide" aria-hidden={i !== active}>
          <a href={`/slide/${i}`}>slide {i}</a>
        </div>
      ))}
    </div>
  );
}

const inertSlides = (container: HTMLElement) =>
  [...container.querySelectorAll('.slick-slide')].map((s) => s.hasAttribute('inert'));

describe('useInertHiddenSlides', () => {
  it('makes the hidden slides inert and follows the carousel as it turns', async () => {
    const { container, rerender } = render(<Slides active={0} />);
    expect(inertSlides(container)).toEqual([false, true, true]);
    rerender(<Slides active={2} />);
    // The observer runs as a microtask after the attribute change.
    await Promise.resolve();
    expect(inertSlides(container)).toEqual([true, true, false]);
  });
});
