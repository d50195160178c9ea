import { act, fireEvent, renderHook, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { importOrToast, useLazyComponent } from './loadOnFirstUse';
import { showToast } from './showToast';

jest.mock('./showToast', () => ({ showToast: jest.fn() }));

const Loaded: ComponentType = () => <p>Loaded</p>;
beforeEach(() => jest.mocked(showToast).mockReset());

const chunkLost = () => Promise.reject(new Error('ChunkLoadError: Failed to load chunk'));

it('loads the component once it is asked for, busy meanwhile', async () => {
  const importComponent = jest.fn(async () => Loaded);
  const { result } = renderHook(() => useLazyComponent(importComponent));
  expect(result.current).toMatchObject({ Component: null, loading: false, error: null });
  expect(importComponent).not.toHaveBeenCalled();

  act(() => result.current.load());
  expect(result.current.loading).toBe(true);
  await act(async () => {});
  expect(result.current).toMatchObject({ Component: Loaded, loading: false, error: null });

  act(() => result.current.load());
  expect(importComponent).toHaveBeenCalledTimes(1);
});

it('says the part could not be loaded when its code fails to arrive, and tries again when asked again', async () => {
  const importComponent = jest.fn<Promise<ComponentType>, []>().mockImplementationOnce(chunkLost).mockResolvedValueOnce(Loaded);
  const { result } = renderHook(() => useLazyComponent(importComponent));

  await act(async () => result.current.load());
  expect(result.current).toMatchObject({
    Component: null,
    loading: false,
    error: 'This part of the page could not be loaded. Please check your connection and try again.',
  });

  await act(async () => result.current.load());
  expect(importComponent).toHaveBeenCalledTimes(2);
  expect(result.current).toMatchObject({ Component: Loaded, loading: false, error: null });
});

it('loads a preloaded component once the page is idle, without being asked', async () => {
  const importComponent = jest.fn(async () => Loaded);
  const { result } = renderHook(() => useLazyComponent(importComponent, { preload: 'idle' }));
  expect(importComponent).not.toHaveBeenCalled();
  await waitFor(() => expect(result.current.Component).toBe(Loaded));
  expect(importComponent).toHaveBeenCalledTimes(1);
});

it("tries a failed preload again on the visitor's next press or key, and not once it arrived", async () => {
  const importComponent = jest.fn<Promise<ComponentType>, []>().mockImplementationOnce(chunkLost).mockResolvedValue(Loaded);
  const { result } = renderHook(() => useLazyComponent(importComponent, { preload: 'now' }));
  await act(async () => {});
  expect(importComponent).toHaveBeenCalledTimes(1);
  expect(result.current.Component).toBeNull();

  await act(async () => fireEvent.keyDown(window, { key: 'Tab' }));
  expect(importComponent).toHaveBeenCalledTimes(2);
  expect(result.current.Component).toBe(Loaded);
  await act(async () => fireEvent.pointerDown(window));
  expect(importComponent).toHaveBeenCalledTimes(2);
});

it('a component that is only loaded when asked waits for the ask, failure or not', async () => {
  const importComponent = jest.fn<Promise<ComponentType>, []>().mockImplementation(chunkLost);
  const { result } = renderHook(() => useLazyComponent(importComponent));
  await act(async () => fireEvent.pointerDown(window));
  expect(importComponent).not.toHaveBeenCalled();
  await act(async () => result.current.load());
  await act(async () => fireEvent.pointerDown(window));
  expect(importComponent).toHaveBeenCalledTimes(1);
});

it('gives a module that arrived, without a word', async () => {
  const signOutModule = { signOut: jest.fn() };
  await expect(importOrToast(async () => signOutModule)).resolves.toBe(signOutModule);
  expect(showToast).not.toHaveBeenCalled();
});

it('says by toast when a module fails to arrive, and loads it again on the next attempt', async () => {
  const load = jest.fn<Promise<object>, []>().mockImplementationOnce(chunkLost).mockResolvedValueOnce({});
  await expect(importOrToast(load)).resolves.toBeNull();
  expect(showToast).toHaveBeenCalledWith('error', 'This part of the page could not be loaded. Please check your connection and try again.');
  await expect(importOrToast(load)).resolves.toEqual({});
  expect(load).toHaveBeenCalledTimes(2);
});
