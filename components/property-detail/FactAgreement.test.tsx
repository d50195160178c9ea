import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { SessionState } from '@/components/layout/useSession';
import { LivingHereSection } from './LivingHereSection';

let mockSession: SessionState = { status: 'signed-out' };
jest.mock('@/components/layout/useSession', () => ({ useSession: () => mockSession }));
jest.mock('@/components/ui/showToast', () => ({ showToast: jest.fn() }));
const mockSend = jest.fn();
jest.mock('./factAnswers', () => ({
  fetchOwnFactAnswers: async () => ({ mine: { flooding: true } }),
  sendFactAnswer: (answer: unknown) => mockSend(answer),
}));

const facts = { electricity_band: 'B', meter: 'prepaid', power_backup: 'inverter_solar', water_source: 'borehole', flooding: 'none', road: 'tarred', security: 'guards' } as const;
const none = { agree: 0, disagree: 0 };
const answers = { electricity_band: { agree: 2, disagree: 1 }, meter: none, power_backup: none, water_source: none, flooding: { agree: 3, disagree: 0 }, road: none, security: none };
const OWNER = 7;

const renderBlock = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LivingHereSection facts={facts} answers={answers} propertyId={42} ownerId={OWNER} />
    </SWRConfig>,
  );
const lineOf = (fact: string) => document.querySelector(`[data-fact="${fact}"]`) as HTMLElement;

describe('visitors agree or disagree with the living facts', () => {
  it('says how many agree, and both sides of a disputed fact, to everyone; a visitor signed out is asked to log in', () => {
    mockSession = { status: 'signed-out' };
    renderBlock();
    expect(lineOf('flooding')).toHaveTextContent('3 visitors agree');
    expect(lineOf('electricity_band')).toHaveTextContent('2 visitors agree, 1 visitor disagrees');
    expect(lineOf('meter')).not.toHaveTextContent(/agree/);
    expect(screen.queryByRole('button', { name: 'Agree' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to agree or disagree' })).toHaveAttribute('href', '/login?next=%2Fproperty%2F42');
  });

  it('offers the owner no buttons', () => {
    mockSession = { status: 'signed-in', userID: OWNER, user: null };
    renderBlock();
    expect(screen.queryByRole('button', { name: 'Agree' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Log in/ })).toBeNull();
  });

  it("presses a member's own answer, and shows the new counts once they answer", async () => {
    mockSession = { status: 'signed-in', userID: 8, user: null };
    mockSend.mockResolvedValue({
      ok: true,
      status: 200,
      data: { Detail: 'ok', property_id: 42, changed: true, fact_answers: { ...answers, electricity_band: { agree: 2, disagree: 2 } }, mine: { flooding: true, electricity_band: false } },
    });
    await act(async () => renderBlock());
    const flooding = within(screen.getByRole('group', { name: 'Is this right? No flooding in the last rainy season' }));
    expect(flooding.getByRole('button', { name: 'Agree' })).toHaveAttribute('aria-pressed', 'true');

    const band = within(screen.getByRole('group', { name: 'Is this right? Band B: about 16 hours of light a day' }));
    await act(async () => fireEvent.click(band.getByRole('button', { name: 'Disagree' })));
    expect(mockSend).toHaveBeenCalledWith({ property_id: 42, fact: 'electricity_band', agrees: false });
    expect(lineOf('electricity_band')).toHaveTextContent('2 visitors agree, 2 visitors disagree');
    expect(band.getByRole('button', { name: 'Disagree' })).toHaveAttribute('aria-pressed', 'true');
  });
});
