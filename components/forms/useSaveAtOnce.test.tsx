import { act, renderHook } from '@testing-library/react';
import { useSaveAtOnce, type SaveOutcome } from './useSaveAtOnce';

type Send = (next: string) => Promise<SaveOutcome<string>>;

const renderSaveAtOnce = (send: Send) => renderHook(() => useSaveAtOnce('daily', send));

it('shows the new value at once, before the answer comes', async () => {
  let answer!: (outcome: SaveOutcome<string>) => void;
  const send = jest.fn<ReturnType<Send>, Parameters<Send>>(() => new Promise((resolve) => (answer = resolve)));
  const { result } = renderSaveAtOnce(send);

  let saving!: Promise<void>;
  act(() => {
    saving = result.current.save('weekly');
  });
  expect(send).toHaveBeenCalledWith('weekly');
  expect(result.current.value).toBe('weekly');
  expect(result.current.status).toBe('');

  await act(async () => {
    answer({ ok: true, confirmed: 'weekly', message: 'Saved' });
    await saving;
  });
});

it('shows the confirmed value and the success message when saving succeeds', async () => {
  const { result } = renderSaveAtOnce(async () => ({ ok: true, confirmed: 'weekly', message: 'Saved' }));
  await act(() => result.current.save('weekly'));
  expect(result.current.value).toBe('weekly');
  expect(result.current.status).toBe('Saved');
});

it('goes back to the last confirmed value and shows the failure message when saving fails', async () => {
  const send = jest
    .fn<ReturnType<Send>, Parameters<Send>>()
    .mockResolvedValueOnce({ ok: true, confirmed: 'weekly', message: 'Saved' })
    .mockResolvedValueOnce({ ok: false, message: 'Not saved: no connection' });
  const { result } = renderSaveAtOnce(send);

  await act(() => result.current.save('weekly'));
  await act(() => result.current.save('off'));
  expect(result.current.value).toBe('weekly');
  expect(result.current.status).toBe('Not saved: no connection');
});
