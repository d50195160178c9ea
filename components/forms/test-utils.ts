import { act, fireEvent, screen } from '@testing-library/react';

/** Types into the field labelled `label`, as react-hook-form sees it. */
export function typeInto(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Clicks the submit button and lets validation and the (mocked) request settle. */
export async function submitWith(buttonName: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: buttonName }));
  });
}
