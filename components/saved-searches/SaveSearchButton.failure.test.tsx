import { act, fireEvent, render, screen } from '@testing-library/react';
import { SaveSearchButton } from './SaveSearchButton';

// The dialog's chunk is lost on the first press (a flaky connection) and arrives on the second.
let chunkArrives = false;
jest.mock('./SaveSearchDialog', () => {
  if (!chunkArrives) {
    chunkArrives = true;
    throw new Error('ChunkLoadError: Failed to load chunk');
  }
  return { SaveSearchDialog: () => <div role="dialog" aria-label="Save this search" /> };
});

it('says the dialog could not be loaded, and opens it when pressed again', async () => {
  render(<SaveSearchButton query="transaction_type=RENT" name="Properties for rent in Nigeria" />);
  const button = screen.getByRole('button', { name: 'Save this search' });
  await act(async () => fireEvent.click(button));
  expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be loaded. Please check your connection and try again.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await act(async () => fireEvent.click(button));
  expect(screen.getByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
