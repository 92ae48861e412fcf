import { type RefObject, useEffect } from 'react';

/**
 * antd's Carousel (react-slick) marks the slides out of view, and the clones it makes for looping,
 * aria-hidden, yet their links stay in the tab order: keyboard users land on invisible links that screen
 * readers do not announce. Making those slides inert takes them out of both, and follows the carousel
 * as it moves (it changes aria-hidden on every turn).
 */
export function useInertHiddenSlides(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      for (const slide of element.querySelectorAll('.slick-slide')) {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, [root]);
}
