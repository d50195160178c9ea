import { fireEvent, render, screen } from '@testing-library/react';
import { submitWith, typeInto } from '@/components/forms/test-utils';
import { apiFetch } from '@/lib/api-client';
import { verificationText as text } from '@/lib/messages/verification';
import type { VerificationStatus } from '@/lib/vst/verification';
import { VerificationPanel } from './VerificationPanel';

jest.mock('@/lib/api-client', () => ({ apiFetch: jest.fn() }));
const mockedApiFetch = jest.mocked(apiFetch);

const fresh: VerificationStatus = {
  verified_as: null,
  request: null,
  phone_confirmed: null,
  sms_available: true,
  valid_id_link: '/private-media/uploads/id',
  lasrera_required: true,
};
const confirmed: VerificationStatus = { ...fresh, phone_confirmed: '+234 *** *** 4567' };
const waiting: VerificationStatus = {
  ...confirmed,
  request: { id: 4, kind: 'agent', status: 'pending', reason: null, phone: '+234 *** *** 4567', cac_number: 'RC123456', lasrera_number: null, date_created: '2026-11-26T10:00:00.000Z', date_reviewed: null },
};

beforeEach(() => mockedApiFetch.mockReset());

/** The message under a field: its own paragraph, named by the field's aria-describedby. */
function messageUnder(label: string) {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return describedBy.split(' ').map((id) => document.getElementById(id)?.textContent).filter(Boolean);
}

function bannerWith(message: string) {
  return screen.getAllByRole('alert').find((alert) => alert.textContent === message);
}

async function sendCodeTo(phone: string) {
  typeInto(text.phoneLabel, phone);
  await submitWith(text.sendCode);
}

describe('sending the code', () => {
  it('texts the number typed and then asks for the code', async () => {
    render(<VerificationPanel initial={fresh} />);
    mockedApiFetch.mockResolvedValue({ ok: true, status: 200, data: { Detail: 'We have sent a code to +234 *** *** 4567', phone: '+234 *** *** 4567' } });
    await sendCodeTo('0803 123 4567');
    expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/verification/sendPhoneCode', expect.objectContaining({ method: 'POST', body: { phone: '0803 123 4567' } }));
    expect(screen.getByTestId('verification-panel')).toHaveTextContent('We have sent a code to +234 *** *** 4567');
    expect(screen.getByLabelText(text.codeLabel)).toBeInTheDocument();
    expect(screen.getByLabelText(text.phoneLabel)).toHaveValue('0803 123 4567');
  });

  it("puts the provider's word on the number under it, focused, and keeps what was typed", async () => {
    render(<VerificationPanel initial={fresh} />);
    mockedApiFetch.mockResolvedValue({ ok: false, status: 422, message: 'Please review the field errors', fieldErrors: { phone: 'Enter a Nigerian mobile number such as 0803 123 4567' } });
    await sendCodeTo('12345');
    expect(messageUnder(text.phoneLabel)).toContain('Enter a Nigerian mobile number such as 0803 123 4567');
    expect(screen.getByLabelText(text.phoneLabel)).toHaveFocus();
    expect(screen.getByLabelText(text.phoneLabel)).toHaveValue('12345');
    expect(screen.queryByLabelText(text.codeLabel)).toBeNull();
  });

  it('says any other failure in a banner that takes focus, and keeps the number', async () => {
    render(<VerificationPanel initial={fresh} />);
    mockedApiFetch.mockResolvedValue({ ok: false, status: 503, message: 'Phone confirmation is not available just now' });
    await sendCodeTo('0803 123 4567');
    expect(bannerWith('Phone confirmation is not available just now')?.parentElement).toHaveFocus();
    expect(screen.getByLabelText(text.phoneLabel)).toHaveValue('0803 123 4567');
  });

  it('says plainly that the text could not go out when the SMS gateway failed (502), not a bare server error', async () => {
    render(<VerificationPanel initial={fresh} />);
    mockedApiFetch.mockResolvedValue({ ok: false, status: 502, message: 'Server Error, please try again' });
    await sendCodeTo('0803 123 4567');
    expect(bannerWith(text.codeNotSent)).toBeDefined();
  });
});

describe('confirming the code', () => {
  async function withCodeSent() {
    render(<VerificationPanel initial={fresh} />);
    mockedApiFetch.mockResolvedValueOnce({ ok: true, status: 200, data: { Detail: 'We have sent a code to +234 *** *** 4567', phone: '+234 *** *** 4567' } });
    await sendCodeTo('0803 123 4567');
  }

  it('confirms the phone, which lets the request be sent', async () => {
    await withCodeSent();
    expect(screen.getByRole('button', { name: text.submit })).toBeDisabled();
    mockedApiFetch.mockResolvedValueOnce({ ok: true, status: 200, data: { Detail: 'Phone number confirmed', phone: '+234 *** *** 4567' } });
    typeInto(text.codeLabel, '123456');
    await submitWith(text.confirmCode);
    expect(mockedApiFetch).toHaveBeenLastCalledWith('/api/vst/verification/confirmPhone', expect.objectContaining({ method: 'POST', body: { code: '123456' } }));
    expect(screen.getByTestId('verification-panel')).toHaveTextContent(text.phoneConfirmed('+234 *** *** 4567'));
    expect(screen.queryByLabelText(text.codeLabel)).toBeNull();
    expect(screen.getByRole('button', { name: text.submit })).toBeEnabled();
  });

  it('says a wrong code under the code, focused, and keeps it', async () => {
    await withCodeSent();
    mockedApiFetch.mockResolvedValueOnce({ ok: false, status: 400, message: 'The code is wrong or has expired; ask for a new one' });
    typeInto(text.codeLabel, '654321');
    await submitWith(text.confirmCode);
    expect(messageUnder(text.codeLabel)).toEqual(['The code is wrong or has expired; ask for a new one']);
    expect(screen.getByLabelText(text.codeLabel)).toHaveFocus();
    expect(screen.getByLabelText(text.codeLabel)).toHaveValue('654321');
  });

  it('says a refused try (too many) in a banner that takes focus, and keeps the code', async () => {
    await withCodeSent();
    mockedApiFetch.mockResolvedValueOnce({ ok: false, status: 429, message: 'Too many tries; please wait a minute' });
    typeInto(text.codeLabel, '654321');
    await submitWith(text.confirmCode);
    expect(bannerWith('Too many tries; please wait a minute')?.parentElement).toHaveFocus();
    expect(messageUnder(text.codeLabel)).toEqual([]);
    expect(screen.getByLabelText(text.codeLabel)).toHaveValue('654321');
  });
});

describe('sending the request', () => {
  function asAgent() {
    fireEvent.click(screen.getByRole('radio', { name: text.kinds.agent }));
  }

  it("sends an owner's request and shows it waiting", async () => {
    render(<VerificationPanel initial={confirmed} />);
    mockedApiFetch.mockResolvedValue({ ok: true, status: 201, data: { Detail: 'Your request has been sent to our staff', verification: waiting } });
    await submitWith(text.submit);
    expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/verification/request', expect.objectContaining({ method: 'POST', body: { kind: 'owner' } }));
    expect(screen.getByTestId('verification-panel')).toHaveTextContent(text.sent);
    expect(screen.getByTestId('verification-panel')).toHaveTextContent(text.pending);
    expect(screen.queryByRole('button', { name: text.submit })).toBeNull();
  });

  it("sends an agent's numbers, leaving out the one not given", async () => {
    render(<VerificationPanel initial={confirmed} />);
    asAgent();
    typeInto(text.cacLabel, ' RC123456 ');
    mockedApiFetch.mockResolvedValue({ ok: true, status: 201, data: { Detail: 'Your request has been sent to our staff', verification: waiting } });
    await submitWith(text.submit);
    expect(mockedApiFetch).toHaveBeenCalledWith('/api/vst/verification/request', expect.objectContaining({ body: { kind: 'agent', cac_number: 'RC123456' } }));
  });

  it("puts the provider's word on a number under it, focused, and keeps both numbers", async () => {
    render(<VerificationPanel initial={confirmed} />);
    asAgent();
    typeInto(text.cacLabel, 'RC12');
    typeInto(text.lasreraLabel, 'LAS/1');
    mockedApiFetch.mockResolvedValue({ ok: false, status: 422, message: 'Please review the field errors', fieldErrors: { lasrera_number: 'Agents working in Lagos State must give their LASRERA registration number' } });
    await submitWith(text.submit);
    expect(messageUnder(text.lasreraLabel)).toContain('Agents working in Lagos State must give their LASRERA registration number');
    expect(screen.getByLabelText(text.lasreraLabel)).toHaveFocus();
    expect(screen.getByLabelText(text.cacLabel)).toHaveValue('RC12');
    expect(screen.getByLabelText(text.lasreraLabel)).toHaveValue('LAS/1');
    expect(screen.getByRole('radio', { name: text.kinds.agent })).toBeChecked();
  });

  it('says any other failure in a banner that takes focus, the request still there to send', async () => {
    render(<VerificationPanel initial={confirmed} />);
    mockedApiFetch.mockResolvedValue({ ok: false, status: 409, message: 'Your request is already waiting for review' });
    await submitWith(text.submit);
    expect(bannerWith('Your request is already waiting for review')?.parentElement).toHaveFocus();
    expect(screen.getByRole('button', { name: text.submit })).toBeEnabled();
    expect(screen.getByRole('radio', { name: text.kinds.owner })).toBeChecked();
  });

  it('says what the provider found missing of the ID or the phone in the banner', async () => {
    render(<VerificationPanel initial={confirmed} />);
    mockedApiFetch.mockResolvedValue({ ok: false, status: 422, message: 'Please review the field errors', fieldErrors: { valid_id: 'Upload a valid ID in your profile first' } });
    await submitWith(text.submit);
    expect(bannerWith('Upload a valid ID in your profile first')?.parentElement).toHaveFocus();
  });
});

it('shows no form while a request waits', () => {
  render(<VerificationPanel initial={waiting} />);
  expect(screen.getByTestId('verification-panel')).toHaveTextContent(text.pending);
  expect(screen.queryByRole('button')).toBeNull();
});

describe('a withdrawn badge', () => {
  it("says staff's reason and offers the request again", () => {
    const revoked: VerificationStatus = { ...confirmed, request: { ...waiting.request!, status: 'revoked', reason: 'Listings reported as a scam' } };
    render(<VerificationPanel initial={revoked} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text.revoked('Listings reported as a scam'));
    expect(screen.getByRole('button', { name: text.submit })).toBeInTheDocument();
  });
});
