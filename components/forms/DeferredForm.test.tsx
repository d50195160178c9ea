import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { uiText } from '@/lib/messages/ui';
import { DeferredForm, type FormFields, type LiveFormProps } from './DeferredForm';

type Name = 'city' | 'email' | 'terms';

const fields: FormFields<Name> = (field, valueOf) => (
  <>
    <label>
      City <input {...field('city')} />
    </label>
    <label>
      E-mail <input type="email" {...field('email')} />
    </label>
    <label>
      Terms <input type="checkbox" {...field('terms')} />
    </label>
    <p>City so far: {valueOf('city')}</p>
  </>
);

/**
 * A live form as the real ones are: it holds the values itself (as react-hook-form does), starting
 * empty, so it knows only what reaches it as the visitor's own input; it sends what it holds.
 */
const sent = jest.fn();
function LiveForm({ fields: draw, labelledBy, greeting }: LiveFormProps<Name> & { greeting: string }) {
  const [values, setValues] = useState<Record<string, string | boolean>>({ city: '', email: 'ada@example.com', terms: false });
  const field = (name: Name) =>
    name === 'terms'
      ? { name, checked: values.terms === true, onChange: () => setValues((current) => ({ ...current, terms: !current.terms })) }
      : { name, value: values[name], onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })) };
  return (
    <form
      aria-labelledby={labelledBy}
      data-testid="live"
      onSubmit={(event) => {
        event.preventDefault();
        sent(values);
      }}
    >
      <p>{greeting}</p>
      {draw(field, (name) => String(values[name]))}
      <button type="submit">Send</button>
    </form>
  );
}

let load: jest.Mock;
beforeEach(() => {
  sent.mockReset();
  load = jest.fn(async () => LiveForm);
  render(
    <>
      <h2 id="heading">Write to us</h2>
      <DeferredForm<Name, { greeting: string }> load={load} liveProps={{ greeting: 'Live now' }} fields={fields} plainValues={{ email: 'ada@example.com' }} submitLabel="Send" labelledBy="heading" />
    </>,
  );
});

/** Lets the live form's chunk arrive and the swap happen. */
const settle = () => act(async () => {});

it('draws the same fields as plain HTML, named, and loads nothing until a visitor reaches into them', async () => {
  expect(screen.getByRole('form', { name: 'Write to us' })).toBeInTheDocument();
  expect(screen.getByLabelText('City')).toHaveAttribute('name', 'city');
  expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com');
  expect(screen.getByText('City so far:')).toBeInTheDocument();
  await settle();
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByTestId('live')).toBeNull();
});

it('takes over on first focus, once, with what was typed and ticked given to the live form, and the focus kept', async () => {
  const city = screen.getByLabelText('City');
  act(() => city.focus());
  fireEvent.change(city, { target: { value: 'Ibadan' } });
  fireEvent.click(screen.getByLabelText('Terms'));
  act(() => city.focus());
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('live')).toHaveAccessibleName('Write to us');
  expect(screen.getByText('Live now')).toBeInTheDocument();
  // The live form's own state has what was typed: it reached it as input.
  expect(screen.getByText('City so far: Ibadan')).toBeInTheDocument();
  expect(screen.getByLabelText('City')).toHaveValue('Ibadan');
  expect(screen.getByLabelText('City')).toHaveFocus();
  expect(screen.getByLabelText('Terms')).toBeChecked();
  expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com');
  expect(sent).not.toHaveBeenCalled();
});

it('keeps the selection of the control in use, so what is typed next replaces the selected text', async () => {
  const city = screen.getByLabelText('City') as HTMLInputElement;
  fireEvent.change(city, { target: { value: 'Port Harcourt' } });
  act(() => {
    city.focus();
    city.setSelectionRange(5, 13, 'backward');
  });
  await settle();
  const live = screen.getByLabelText('City') as HTMLInputElement;
  expect(live).not.toBe(city);
  expect(live).toHaveFocus();
  expect([live.selectionStart, live.selectionEnd, live.selectionDirection]).toEqual([5, 13, 'backward']);
});

it('goes on with a send asked for before the live form arrived', async () => {
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Jos' } });
  fireEvent.submit(screen.getByRole('form', { name: 'Write to us' }));
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(sent).toHaveBeenCalledTimes(1);
  expect(sent).toHaveBeenCalledWith({ city: 'Jos', email: 'ada@example.com', terms: false });
});

it('lets a press on the plain send button end in its click (the send) before the live form replaces it', async () => {
  const button = screen.getByRole('button', { name: 'Send' });
  fireEvent.pointerDown(button);
  await settle();
  // Loaded, but the button pressed is still the plain one: replacing it now would lose the click.
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId('live')).toBeNull();
  fireEvent.pointerUp(button);
  fireEvent.click(button);
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(screen.getByTestId('live')).toBeInTheDocument();
  expect(sent).toHaveBeenCalledTimes(1);
});

describe('when the live form fails to load (a flaky connection)', () => {
  beforeEach(() => load.mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk failed')));

  it('says so on a send, keeps what was typed, and loads it again on the next send, which goes ahead', async () => {
    const form = screen.getByRole('form', { name: 'Write to us' });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Jos' } });
    fireEvent.submit(form);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(uiText.partFailedToLoad);
    expect(screen.queryByTestId('live')).toBeNull();
    expect(screen.getByLabelText('City')).toHaveValue('Jos');

    fireEvent.submit(form);
    expect(screen.queryByRole('alert')).toBeNull();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(sent).toHaveBeenCalledWith({ city: 'Jos', email: 'ada@example.com', terms: false });
  });

  it('says nothing when no send was waiting for it, and loads it again on the next reach into the form', async () => {
    const city = screen.getByLabelText('City');
    act(() => city.focus());
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(city, { target: { value: 'Jos' } });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('City so far: Jos')).toBeInTheDocument();
  });
});
