// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReorderList } from './reorder-list.tsx';

function Harness({ initial }: { initial: string[] }) {
  const [items, setItems] = useState(initial);
  return (
    <ReorderList
      label="Sections of the page"
      keys={items}
      itemLabel={(index) => `Section ${index + 1} (${items[index]})`}
      onMove={(from, to) =>
        setItems((list) => {
          const next = [...list];
          const [moved] = next.splice(from, 1);
          next.splice(to, 0, moved!);
          return next;
        })
      }
      renderItem={(index, handle) => (
        <div>
          <span data-testid="name">{items[index]}</span>
          {handle}
        </div>
      )}
    />
  );
}

const order = () => screen.getAllByTestId('name').map((node) => node.textContent);
const item = (index: number) => screen.getAllByTestId('reorder-item')[index]!;

describe('ReorderList', () => {
  afterEach(cleanup);

  it('moves an item with the Move up and Move down buttons and announces where it went', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Hero', 'Cards', 'Team']} />);
    await user.click(within(item(0)).getByRole('button', { name: /Move down/ }));
    expect(order()).toEqual(['Cards', 'Hero', 'Team']);
    expect(screen.getByRole('status').textContent).toBe('Section 1 (Hero) moved to position 2 of 3');

    await user.click(within(item(2)).getByRole('button', { name: /Move up/ }));
    expect(order()).toEqual(['Cards', 'Team', 'Hero']);
    expect(screen.getByRole('status').textContent).toBe('Section 3 (Team) moved to position 2 of 3');
  });

  it('does nothing past either end, and says so with aria-disabled', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Hero', 'Cards']} />);
    const up = within(item(0)).getByRole('button', { name: /Move up/ });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    await user.click(up);
    await user.click(within(item(1)).getByRole('button', { name: /Move down/ }));
    expect(order()).toEqual(['Hero', 'Cards']);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('moves with the arrow keys on the drag handle', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Hero', 'Cards', 'Team']} />);
    within(item(0))
      .getByRole('button', { name: /Reorder Section 1 \(Hero\)/ })
      .focus();
    await user.keyboard('{ArrowDown}');
    expect(order()).toEqual(['Cards', 'Hero', 'Team']);
    within(item(2))
      .getByRole('button', { name: /Reorder Section 3 \(Team\)/ })
      .focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(order()).toEqual(['Team', 'Cards', 'Hero']);
  });

  it('moves an item dropped on another one into its place', () => {
    render(<Harness initial={['Hero', 'Cards', 'Team']} />);
    const handle = within(item(2)).getByRole('button', { name: /Reorder Section 3/ });
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(item(0), { dataTransfer });
    fireEvent.drop(item(0), { dataTransfer });
    expect(order()).toEqual(['Team', 'Hero', 'Cards']);
    expect(screen.getByRole('status').textContent).toBe('Section 3 (Team) moved to position 1 of 3');
  });
});
