import type { ComponentType } from 'react';

/**
 * Wraps the loader of a code-split component drawn with antd: the component comes with antd's locale
 * and theme around it (antd-scope.tsx, fetched in parallel with the component's own chunk). The shell
 * itself carries no antd, so everything it loads on demand that uses antd goes through this.
 */
export function inAntdScope<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  return () =>
    Promise.all([load(), import('./antd-scope')]).then(([Component, { AntdScope }]) => {
      function Scoped(props: P) {
        return (
          <AntdScope>
            <Component {...props} />
          </AntdScope>
        );
      }
      Scoped.displayName = `InAntdScope(${Component.displayName ?? Component.name ?? 'Component'})`;
      return Scoped;
    });
}
