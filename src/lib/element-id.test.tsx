import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IslandIdContext, useElementId } from './element-id.ts';

function Labelled() {
  const id = useElementId('name');
  return <label htmlFor={id}>Name</label>;
}

describe('useElementId', () => {
  it("makes a name unique on the page with its island's id", () => {
    const html = (island: string) =>
      renderToString(
        <IslandIdContext value={island}>
          <Labelled />
        </IslandIdContext>,
      );
    expect(html('_R_1_')).toBe('<label for="_R_1_-name">Name</label>');
    expect(html('_R_2_')).not.toBe(html('_R_1_'));
  });

  it('refuses to name an element outside an island', () => {
    expect(() => renderToString(<Labelled />)).toThrow("useElementId('name') outside an island");
  });
});
