import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFirstFrameSlice } from './first-frame';

const drawn: number[] = [];

function List({ items }: { items: readonly string[] }) {
  const shown = useFirstFrameSlice(items, 2);
  drawn.push(shown.length);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Filtered() {
  const [items, setItems] = useState(['a', 'b', 'c', 'd', 'e']);
  return (
    <>
      <button type="button" onClick={() => setItems(['v', 'w', 'x', 'y', 'z', 'zz'])}>
        changer
      </button>
      <List items={items} />
    </>
  );
}

describe('useFirstFrameSlice', () => {
  it('draws the first items first, then every item, and later lists in full at once', async () => {
    drawn.length = 0;
    const { container, getByRole } = render(<Filtered />);
    expect(drawn[0]).toBe(2);
    expect(container.querySelectorAll('li')).toHaveLength(5);

    drawn.length = 0;
    await act(async () => getByRole('button').click());
    expect(drawn).toEqual([6]);
    expect(container.querySelectorAll('li')).toHaveLength(6);
  });
});
