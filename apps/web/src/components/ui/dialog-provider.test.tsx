import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialog } from './dialog-context.ts';
import { DialogProvider } from './dialog-provider.tsx';

function DeleteButton() {
  const dialog = useDialog();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const confirmed = await dialog.confirm({
            title: 'Are you sure?',
            text: "You won't be able to revert this!",
            confirmLabel: 'Yes, delete it!',
            tone: 'danger',
          });
          setAnswer(String(confirmed));
        }}
      >
        Delete
      </button>
      <button type="button" onClick={() => dialog.success('Deleted!', 'User has been deleted.')}>
        Succeed
      </button>
      <output>{answer}</output>
    </>
  );
}

function renderWithDialogs() {
  const user = userEvent.setup();
  render(
    <DialogProvider>
      <DeleteButton />
    </DialogProvider>,
  );
  return user;
}

describe('useDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('confirm resolves true when the confirm button is pressed', async () => {
    const user = renderWithDialogs();
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirm resolves false on Cancel and on Escape', async () => {
    const user = renderWithDialogs();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('false')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    // jsdom does not turn Escape into the dialog's cancel event; send it as the browser would.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('success closes itself after 1.5 s', () => {
    vi.useFakeTimers();
    renderWithDialogs();
    fireEvent.click(screen.getByRole('button', { name: 'Succeed' }));
    expect(screen.getByRole('dialog', { name: 'Deleted!' })).toHaveAccessibleDescription(
      'User has been deleted.',
    );

    act(() => vi.advanceTimersByTime(1400));
    expect(screen.getByRole('dialog', { name: 'Deleted!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
