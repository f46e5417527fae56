// A lazily loaded component that renders at once when its module is already here. React.lazy alone suspends on its
// first render even for a module loaded long before, and React holds back showing suspended content for a few
// hundred milliseconds: a dialog prefetched at idle would still open late.
import { lazy, type ComponentType } from 'react';

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at import time, as React.lazy is.
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
