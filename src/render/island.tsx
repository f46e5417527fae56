// Islands: the only components that reach the browser. The server renders each one inside a marker element
// carrying its name and JSON props; client/entry.ts finds the markers and hydrates just those.
import { createContext, useContext, type FC } from 'react';

/** Names of the islands rendered so far in this response; the document adds the client script only if any. */
export const IslandRegistryContext = createContext<Set<string> | null>(null);

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';

/**
 * Wraps a component from client/islands/<name>.tsx so the server marks it for hydration.
 * Props must be plain JSON: they are serialised into an attribute (React escapes it), never into a script.
 */
export function defineIsland<P extends object>(name: string, Component: FC<P>): FC<P> {
  function Island(props: P) {
    useContext(IslandRegistryContext)?.add(name);
    const markerProps = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
    return (
      <div {...markerProps} className="contents">
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
