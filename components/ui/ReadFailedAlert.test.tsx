import { fireEvent, render, screen } from '@testing-library/react';
import { ReadFailedAlert } from './ReadFailedAlert';

const mockRouter = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));

it('says what failed and fetches the server data again on request', () => {
  render(<ReadFailedAlert message="We could not reach the service." />);
  expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the service.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(mockRouter.refresh).toHaveBeenCalledTimes(1);
});
