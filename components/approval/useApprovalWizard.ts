'use client';

import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { ApiFailure } from '@/lib/api-client';
import { downPaymentStepSchema, emailStepSchema, employmentStepSchema, locationStepSchema, priceStepSchema } from '@/lib/forms/approval';
import {
  emptyValues,
  initialWizard,
  nextScreen,
  previousScreen,
  readWizard,
  screenOfField,
  toPayload,
  writeWizard,
  type WizardScreen,
  type WizardState,
  type WizardValues,
} from '@/lib/finance/wizard';

/** The first message of a step's schema for the answers so far, or null when the step is answered. */
function messageOf(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const checks: Partial<Record<WizardScreen, (values: WizardValues) => string | null>> = {
  location: ({ location }) => messageOf(locationStepSchema, { location }),
  priceRange: ({ priceMin, priceMax }) => messageOf(priceStepSchema, { priceMin, priceMax }),
  downPayment: ({ downPayment }) => messageOf(downPaymentStepSchema, { downPayment }),
  employment: ({ employmentStatus }) => messageOf(employmentStepSchema, { employmentStatus }),
  email: ({ email }) => messageOf(emailStepSchema, { email }),
};

/**
 * The wizard's state: the screen and the answers, restored from sessionStorage after hydration and
 * saved on every change; the current step's message; what follows the send (the last step sends).
 */
export function useApprovalWizard() {
  const [state, setState] = useState<WizardState>(initialWizard);
  const [loaded, setLoaded] = useState(false);
  /** After the first Continue or Back, each new step's heading takes focus. */
  const [moved, setMoved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // sessionStorage exists only in the browser, after the first render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(readWizard(sessionStorage));
    setLoaded(true);
  }, []);
  useEffect(() => {
    if (loaded) writeWizard(sessionStorage, state);
  }, [loaded, state]);

  const goTo = (screen: WizardScreen, message: string | null = null) => {
    setState((current) => ({ ...current, screen }));
    setError(message);
    setMoved(true);
  };

  const update = (values: Partial<WizardValues>) => {
    setState((current) => ({ ...current, values: { ...current.values, ...values } }));
    setError(null);
  };

  const proceed = () => {
    const message = checks[state.screen]?.(state.values) ?? null;
    if (message) setError(message);
    else goTo(nextScreen(state.screen));
  };

  const sent = () => {
    // The answers are not kept once sent; a reload shows the thank-you page.
    setState({ screen: 'thankYou', values: emptyValues });
    setMoved(true);
  };

  /** A send refused for one answer goes back to the step that asks for it, with the provider's message; true when it did. */
  const returnToField = (failure: ApiFailure) => {
    const field = Object.keys(failure.fieldErrors ?? {}).find((name) => screenOfField[name]);
    if (!field) return false;
    goTo(screenOfField[field]!, failure.fieldErrors![field]!);
    return true;
  };

  return {
    state,
    loaded,
    moved,
    error,
    update,
    proceed,
    /** The request as the last step sends it. */
    payload: () => toPayload(state.values),
    sent,
    returnToField,
    back: () => goTo(previousScreen(state.screen)),
    chooseHomeType: (homeType: NonNullable<WizardValues['homeType']>) => {
      update({ homeType });
      goTo('location');
    },
    restart: () => {
      setState(initialWizard);
      setMoved(true);
    },
  };
}

export type ApprovalWizardState = ReturnType<typeof useApprovalWizard>;
