// Renders an island into a page at build time (server only): the island's own HTML, rendered
// on a root of its own exactly as the browser will hydrate it (entry-client.tsx), inside an
// element that names its file, its wake-up rule, its props and its texts.
import { createContext, use, useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { loadTexts, useLanguage } from '../../lib/texts.ts';
import { ISLAND_ATTRIBUTES, islandName, type IslandDeclaration, type Json } from '../../lib/islands.ts';
import { IslandRoot } from './island-root.tsx';

// Each declaration's name is its file. Imported lazily: imported here at once, every island's
// CSS would count as the layout's, inlined into every page (scripts/prerender.ts).
const modules = import.meta.glob<{ default: IslandDeclaration<never> }>('/src/**/*.island.tsx');
const names = Promise.all(
  Object.entries(modules).map(async ([file, load]) => [(await load()).default, islandName(file)] as const),
).then((entries) => new Map(entries));

/** The islands a page holds, by id, collected while it renders (entry-server.tsx). */
export const IslandsOnPage = createContext<Map<string, IslandUse> | null>(null);

export interface IslandUse {
  name: string;
  wake: IslandDeclaration<never>['wake'];
  texts: readonly string[];
}

export function Island<P>({ of, ...props }: { of: IslandDeclaration<P> } & Json<P>) {
  const name = use(names).get(of as IslandDeclaration<never>);
  if (!name) throw new Error('<Island of={…}>: the declaration must be the default export of a *.island.tsx file');
  const lang = useLanguage();
  const used = use(IslandsOnPage);
  // The island's id on the page, which its elements' ids start with (lib/element-id.ts).
  const id = useId();
  const texts = ['common', ...of.texts] as const;
  // The island's own render below is synchronous: its texts must be ready before it.
  for (const part of texts) use(loadTexts(lang, part));
  used?.set(id, { name, wake: of.wake, texts });
  const Component = of.component as ComponentType<object>;
  const html = renderToString(
    <IslandRoot lang={lang} id={id}>
      <Component {...props} />
    </IslandRoot>,
  );
  // A custom element: phrasing content, so an island may sit in a <p> or a <li>; it lays out as
  // its content (global.css).
  return (
    <site-island
      {...{
        [ISLAND_ATTRIBUTES.name]: name,
        [ISLAND_ATTRIBUTES.wake]: of.wake,
        [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
        [ISLAND_ATTRIBUTES.texts]: texts.join(' '),
        [ISLAND_ATTRIBUTES.id]: id,
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are declared in a namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
