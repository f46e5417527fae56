import { renderToString } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { defineIsland, IslandRegistryContext } from '../../src/render/island';
import * as islands from '../../src/render/islands';
import { PAGES } from '../../src/site-map/registry';
import { select } from './html';
import { get } from './auth-helpers';

const islandFiles = Object.keys(import.meta.glob('../../client/islands/*.tsx')).map((path) =>
  path.replace(/^.*\/(\w+)\.tsx$/, '$1'),
);

describe('islands', () => {
  it('every island the server can render has a module of the same name for the client to hydrate', () => {
    // The registry also passes on the client's parts the Worker renders inside its pages (Field, Alert, ...): the
    // islands are its exports named <Name>Island.
    const names = Object.keys(islands)
      .filter((key) => key.endsWith('Island'))
      .map((key) => key.replace(/Island$/, ''));
    expect(names.sort()).toEqual(islandFiles.sort());
  });

  it('marks an island with its name and JSON props, escaped, and records that it was used', () => {
    const Greeting = defineIsland('Greeting', ({ text }: { text: string }) => <p>{text}</p>);
    const used = new Set<string>();
    const html = renderToString(
      <IslandRegistryContext.Provider value={used}>
        <Greeting text={'</script><script>alert(1)</script>'} />
      </IslandRegistryContext.Provider>,
    );
    expect(used).toEqual(new Set(['Greeting']));
    expect(html).toContain('data-island="Greeting"');
    expect(html).toContain(
      'data-props="{&quot;text&quot;:&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;}"',
    );
    expect(html).not.toContain('<script>');
  });

  it.each(PAGES.filter((page) => page.path !== '/admin').map((page) => page.path))(
    '%s loads the client entry once, after its islands',
    async (path) => {
      const html = await (await get(path)).text();
      const scripts = await select(html, 'script:not([type="application/ld+json"])');
      expect(scripts).toHaveLength(1);
      expect(scripts[0]?.attrs.src).toMatch(/^\/assets\/entry-[\w-]+\.js$/);
      const preloads = (await select(html, 'link[rel="modulepreload"]')).map((link) => link.attrs.href);
      for (const name of new Set((await select(html, '[data-island]')).map((el) => el.attrs['data-island']))) {
        expect(
          preloads.some((href) => href?.includes(`/${name}-`)),
          `${name} is preloaded`,
        ).toBe(true);
      }
    },
  );

  it('a page that rendered no island gets no script at all; one that did gets the entry and its chunks', async () => {
    const { ClientScripts } = await import('../../src/layout/DocumentFrame');
    expect(renderToString(<ClientScripts islands={new Set()} />)).toBe('');
    const html = renderToString(<ClientScripts islands={new Set(['NavDisclosure'])} />);
    expect(html).toMatch(/<script type="module" src="\/assets\/entry-[\w-]+\.js"><\/script>/);
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/NavDisclosure-[\w-]+\.js"\/>/);
  });
});
