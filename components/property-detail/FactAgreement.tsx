'use client';

import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { useSession } from '@/components/layout/useSession';
import { importOrToast } from '@/components/ui/loadOnFirstUse';
import { showToast } from '@/components/ui/showToast';
import { livingFactsText as text } from '@/lib/messages/living-facts';
import { loginPathFor } from '@/lib/routes';
import { swrKeys } from '@/lib/swr-keys';
import type { FactAnswerCount, LivingFact } from '@/lib/vst/living-facts';
import styles from './PropertyPage.module.css';

/** Loaded on first use (./factAnswers), so a signed-out visitor's page never loads zod. */
const factAnswers = () => import('./factAnswers');
const fetchOwnFactAnswers = async (url: string) => (await factAnswers()).fetchOwnFactAnswers(url);

/** "3 visitors agree", or both sides of a disputed fact; nothing before anyone answers. */
export function answerCountText({ agree, disagree }: FactAnswerCount): string | null {
  const parts = [agree > 0 ? text.agreeCount(agree) : null, disagree > 0 ? text.disagreeCount(disagree) : null].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

type FactAgreementProps = { propertyId: number; ownerId: number; fact: LivingFact; label: string; counts: FactAnswerCount };

/**
 * Under one stated fact: how many members agree and disagree (in the cached HTML for everyone), and
 * for a signed-in member other than the owner the two buttons, their own answer pressed. An answer
 * shows the provider's new counts at once; the page's cache is expired for the next reader.
 */
export function FactAgreement({ propertyId, ownerId, fact, label, counts }: FactAgreementProps) {
  const session = useSession();
  const [shown, setShown] = useState(counts);
  const [sending, setSending] = useState(false);
  const canAnswer = session.status === 'signed-in' && session.userID !== ownerId;
  const { data, mutate } = useSWR(canAnswer ? swrKeys.ownFactAnswers(propertyId) : null, fetchOwnFactAnswers);
  const mine = data?.mine[fact];
  const countText = answerCountText(shown);

  async function answer(agrees: boolean) {
    setSending(true);
    const calls = await importOrToast(factAnswers);
    const result = calls ? await calls.sendFactAnswer({ property_id: propertyId, fact, agrees }) : null;
    setSending(false);
    if (!result) return;
    if (!result.ok) {
      showToast('error', result.message);
      return;
    }
    setShown(result.data.fact_answers[fact]);
    await mutate({ mine: result.data.mine }, { revalidate: false });
  }

  return (
    <div className={styles.factAnswers}>
      {countText ? <p className={styles.factCount}>{countText}</p> : null}
      {canAnswer ? (
        <div role="group" aria-label={text.answerGroup(label)} className={styles.factButtons}>
          <button type="button" className={styles.factButton} aria-pressed={mine === true} disabled={sending} onClick={() => void answer(true)}>
            {text.agree}
          </button>
          <button type="button" className={styles.factButton} aria-pressed={mine === false} disabled={sending} onClick={() => void answer(false)}>
            {text.disagree}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Below the facts, for a visitor signed out: answering needs an account. */
export function FactAnswerSignIn({ propertyId }: { propertyId: number }) {
  const session = useSession();
  if (session.status !== 'signed-out') return null;
  return (
    <p className={styles.moveInNote}>
      {text.answerPrompt} <Link href={loginPathFor(`/property/${propertyId}`)}>{text.signInToAnswer}</Link>
    </p>
  );
}
