import { fireEvent, render, screen } from '@testing-library/react';
import { messages } from '@/lib/messages';
import ErrorPage from './error';

describe('the error boundary page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('explains the failure in one heading and retries on request', () => {
    const retry = jest.fn();
    render(<ErrorPage error={new Error('provider timed out')} retry={retry} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(messages.pageFailed)).toBeInTheDocument();
    expect(screen.queryByText('provider timed out')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
