'use client';

import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import {
  downPaymentStepSchema,
  emailStepSchema,
  employmentStepSchema,
  locationStepSchema,
  priceStepSchema,
} from '@/lib/forms/finance';
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
 * saved on every change; the current step's message; the submit.
 */
export function useApprovalWizard() {
  const [state, setState] = useState<WizardState>(initialWizard);
  const [loaded, setLoaded] = useState(false);
  /** After the first Continue or Back, each new step's heading takes focus. */
  const [moved, setMoved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

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
    setFailure(null);
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

  const submit = async () => {
    setPending(true);
    setFailure(null);
    const result = await apiFetch('/api/vst/services/submitLoanPreapproval', { method: 'POST', body: toPayload(state.values) });
    setPending(false);
    if (result.ok) {
      // The answers are not kept once sent; a reload shows the thank-you page.
      setState({ screen: 'thankYou', values: emptyValues });
      setMoved(true);
      return;
    }
    const field = Object.keys(result.fieldErrors ?? {}).find((name) => screenOfField[name]);
    if (field) goTo(screenOfField[field]!, result.fieldErrors![field]!);
    else setFailure(result.message);
  };

  return {
    state,
    loaded,
    moved,
    error,
    failure,
    pending,
    update,
    proceed,
    submit,
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
