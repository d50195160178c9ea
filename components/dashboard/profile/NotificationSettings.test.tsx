import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import type { NotificationSettings as Settings } from '@/lib/forms/profile';
import { userInfoResponseSchema } from '@/lib/vst/profile';
import { NotificationSettings } from './NotificationSettings';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);

const initial: Settings = {
  in_real_time: 1,
  once_a_day: 0,
  send_promo_info: 0,
  new_post: 0,
  slash_in_price: 0,
  status_change: 0,
  promo: 0,
  discount: 0,
  fav_prop_status_change: 0,
};

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

beforeEach(() => {
  mockedApiFetch.mockReset();
});

it('saves all nine flags at once and says so', async () => {
  mockedApiFetch.mockImplementation(async (_path, options) => ({
    ok: true,
    status: 200,
    data: { userInfo: { notificationSettings: options?.body } } as never,
  }));
  render(<NotificationSettings initial={initial} />);
  await click(screen.getByRole('radio', { name: 'Once a day' }));
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/profile/changeNotificationSetting', {
    method: 'POST',
    body: { ...initial, in_real_time: 0, once_a_day: 1 },
    schema: userInfoResponseSchema,
  });
  expect(screen.getByRole('radio', { name: 'Once a day' })).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
});

it('goes back to the saved value and says why in the status line when saving fails', async () => {
  mockedApiFetch.mockResolvedValue({ ok: false, status: 500, message: 'Server Error, please try again' });
  render(<NotificationSettings initial={initial} />);
  const priceDrops = screen.getByRole('switch', { name: 'Price drops' });
  await click(priceDrops);
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/profile/changeNotificationSetting', {
    method: 'POST',
    body: { ...initial, slash_in_price: 1 },
    schema: userInfoResponseSchema,
  });
  expect(priceDrops).not.toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('Your notification setting could not be saved: Server Error, please try again');
});
