import { act, fireEvent, render, screen } from '@testing-library/react';
import { apiFetch } from '@/lib/api-client';
import { AvailabilityForm } from './AvailabilityForm';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
const mockedApiFetch = jest.mocked(apiFetch);
beforeEach(() => mockedApiFetch.mockReset());

const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save my hours' }));
  });

it('sends the same hours for each day ticked, the slot length, instant or not, and the blocked dates', async () => {
  render(<AvailabilityForm availability={null} />);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '10:00' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '14:00' } });
  fireEvent.change(screen.getByLabelText('Each inspection takes'), { target: { value: '30' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /Confirm bookings at once/ }));
  fireEvent.change(screen.getByLabelText(/Dates without inspections/), { target: { value: '2026-12-25\n2026-12-26' } });
  mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'Your inspection hours are saved', availability: null, booking_off: [] } });
  await save();
  expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/bookings/availability', {
    method: 'POST',
    body: {
      weekly_hours: [2, 3, 4, 5, 6].map((day) => ({ day, from: '10:00', to: '14:00' })),
      slot_minutes: 30,
      blocked_dates: ['2026-12-25', '2026-12-26'],
      instant: true,
    },
  });
  expect(screen.getByRole('status')).toHaveTextContent('Your inspection hours are saved');
  expect(refresh).toHaveBeenCalled();
});

it('shows the hours already saved, and refuses an end before one slot or a malformed date', async () => {
  render(
    <AvailabilityForm
      availability={{ weekly_hours: [{ day: 2, from: '14:00', to: '16:00' }, { day: 4, from: '14:00', to: '16:00' }], slot_minutes: 60, blocked_dates: [], instant: false, updated_at: '2026-11-28T00:00:00.000Z' }}
    />,
  );
  expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
  expect(screen.getByLabelText('From')).toHaveValue('14:00');
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '14:30' } });
  fireEvent.change(screen.getByLabelText(/Dates without inspections/), { target: { value: '25/12/2026' } });
  await save();
  expect(mockedApiFetch).not.toHaveBeenCalled();
  expect(screen.getByText('End at least one inspection after the start')).toBeInTheDocument();
  expect(screen.getByText('Enter dates such as 2026-12-25')).toBeInTheDocument();
});
