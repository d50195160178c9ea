'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import useSWR from 'swr';
import { useSession } from '@/components/layout/useSession';
import { WhatsAppShare } from '@/components/share/WhatsAppShare';
import { Button, buttonClassName } from '@/components/ui/Button';
import { importOrToast } from '@/components/ui/loadOnFirstUse';
import { showToast } from '@/components/ui/showToast';
import { ASKED_TO_PAY_ID } from '@/lib/listing/routes';
import { propertyText } from '@/lib/messages/property';
import { trustText } from '@/lib/messages/trust';
import { PENDING_ACTION_PARAM, pendingActionIn, type PendingAction } from '@/lib/pending-action';
import { rememberPromptedAction, takePromptedAction } from '@/lib/prompted-action';
import type { Named } from '@/lib/vst/common';
import { swrKeys } from '@/lib/swr-keys';
import styles from './PropertyActions.module.css';

// Each dialog (and the form code it brings) is loaded when it is first opened, not with the page.
const dialogLoaders = {
  backgroundInfo: () => import('./BackgroundInfoDialog').then((module) => module.BackgroundInfoDialog),
  buyProperty: () => import('./BuyPropertyDialog').then((module) => module.BuyPropertyDialog),
  comment: () => import('./CommentDialog').then((module) => module.CommentDialog),
  floorPlan: () => import('./FloorPlanDialog').then((module) => module.FloorPlanDialog),
  offer: () => import('./OfferDialog').then((module) => module.OfferDialog),
  share: () => import('./ShareDialog').then((module) => module.ShareDialog),
  wishlist: () => import('./WishlistDialog').then((module) => module.WishlistDialog),
  report: () => import('./ReportDialog').then((module) => module.ReportDialog),
  // The same dialog, opened from the safety note with its reason chosen.
  reportInspectionFee: () => import('./ReportDialog').then((module) => module.ReportDialog),
};
type DialogName = keyof typeof dialogLoaders;
type LoadedDialogs = { [Name in DialogName]?: Awaited<ReturnType<(typeof dialogLoaders)[Name]>> };

const WISHLIST_PATH = '/dashboard?view=wishlist';

/** Loaded on first use (./wishlist), so a signed-out visitor's page never loads zod. */
const wishlist = () => import('./wishlist');
const fetchWishlistStatus = async (url: string) => (await wishlist()).fetchWishlistStatus(url);

type DialogAction = Exclude<PendingAction, 'wishlist'>;
const dialogOfAction: Record<DialogAction, DialogName> = { buy: 'buyProperty', offer: 'offer', comment: 'comment' };
const labelOfAction: Record<DialogAction, string> = { buy: propertyText.buyProperty, offer: propertyText.makeOffer, comment: propertyText.comment };
const actionOfDialog = (name: DialogName) => (Object.keys(dialogOfAction) as DialogAction[]).find((action) => dialogOfAction[action] === name);

/**
 * The action a visitor started before signing in (`?then=` in the address, lib/pending-action.ts),
 * taken out of the address so a reload or Back does not repeat it. The wishlist add changes the
 * account, so it runs only when this page was reached from this site (the login or confirmation page
 * sent the visitor here): a link from elsewhere cannot make a signed-in user save a property unasked.
 * The others reopen their dialog only to go on with this tab's own recent press on it (its sign-in
 * prompt noted it, lib/prompted-action.ts); otherwise their button is focused with a line saying to
 * press it, so a dialog never opens unasked.
 */
function takePendingAction(): PendingAction | null {
  const action = pendingActionIn(window.location.search);
  if (!action) return null;
  const url = new URL(window.location.href);
  url.searchParams.delete(PENDING_ACTION_PARAM);
  window.history.replaceState(window.history.state, '', url);
  if (action !== 'wishlist') return action;
  return cameFromThisSite() ? action : null;
}

function cameFromThisSite(): boolean {
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

const focusOnAttach = (button: HTMLButtonElement | null) => button?.focus();

export type PropertyActionsProps = {
  propertyId: number;
  /** The WhatsApp share's message (name and price) and the page's absolute address. */
  share: { text: string; url: string };
  owner: Named;
  floorPlans: string[];
  states: Named[];
  /** The provider takes reports (contract extension): "Report this listing" is shown only then. */
  reportsOffered: boolean;
};

/**
 * The page's user-specific part, a client island so the HTML stays the same for everyone: who is
 * signed in comes from the session route. One dialog at most is open; opening one replaces
 * the other, and closing unmounts it, which resets its forms.
 */
export function PropertyActions({ propertyId, share, owner, floorPlans, states, reportsOffered }: PropertyActionsProps) {
  const session = useSession();
  const router = useRouter();
  const [openDialog, setOpenDialog] = useState<DialogName | null>(null);
  const [dialogs, setDialogs] = useState<LoadedDialogs>({});
  const [addingToWishlist, setAddingToWishlist] = useState(false);
  const [resumed, setResumed] = useState<DialogAction | null>(null);
  const signedIn = session.status === 'signed-in';
  // What most actions do depends on who is signed in, which the browser knows from the signed-in
  // hint as soon as the page hydrates (useSession), so a signed-in buyer is never asked to log in and
  // a click before the page is interactive is not silently lost. Without JavaScript they stay
  // disabled: each opens a dialog, which needs it.
  const waiting = session.status === 'loading';
  const isOwner = session.status === 'signed-in' && session.userID === owner.id;
  const close = () => setOpenDialog(null);

  /** Opens a dialog once its code is here; if it fails to arrive, a toast says so and the next press tries again. */
  async function showDialog(name: DialogName) {
    const Dialog: ComponentType<never> | null = dialogs[name] ?? (await importOrToast<ComponentType<never>>(dialogLoaders[name]));
    if (!Dialog) return;
    setDialogs((loaded) => ({ ...loaded, [name]: Dialog }));
    setOpenDialog(name);
    setResumed(null);
    const action = actionOfDialog(name);
    if (!signedIn && action) rememberPromptedAction(window.sessionStorage, propertyId, action);
  }
  const { data: wishlistStatus } = useSWR(signedIn && !isOwner ? swrKeys.wishlistStatus(propertyId) : null, fetchWishlistStatus);

  async function addToWishlist() {
    if (!signedIn) {
      await showDialog('wishlist');
      return;
    }
    if (wishlistStatus?.in_wishlist) {
      router.push(WISHLIST_PATH);
      return;
    }
    setAddingToWishlist(true);
    const wishlistModule = await importOrToast(wishlist);
    const result = wishlistModule ? await wishlistModule.addToWishlist(propertyId) : null;
    setAddingToWishlist(false);
    if (!result) return;
    if (result.ok) router.push(WISHLIST_PATH);
    else showToast('error', result.message);
  }

  const open = (name: DialogName) => () => void showDialog(name);

  // Once the session says who is signed in, finish what they started before signing in (once per page).
  // The address is outside React, read when the session becomes known; hence state set in an effect.
  const pendingTaken = useRef(false);
  useEffect(() => {
    if (session.status !== 'signed-in' || pendingTaken.current) return;
    pendingTaken.current = true;
    const action = takePendingAction();
    if (action === 'wishlist' && !isOwner) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      void addToWishlist();
    } else if (action !== null && action !== 'wishlist' && !(isOwner && action === 'buy')) {
      if (takePromptedAction(window.sessionStorage, propertyId, action)) void showDialog(dialogOfAction[action]);
      else setResumed(action);
    }
    // Only the session's arrival matters; the handlers read the state of that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.status]);

  // A page the browser restores from its back/forward cache keeps the dialog that was open when the
  // visitor left it (a sign-in prompt, often): coming back shows the page, never a dialog unasked.
  useEffect(() => {
    const closeOnRestore = (event: PageTransitionEvent) => {
      if (event.persisted) setOpenDialog(null);
    };
    window.addEventListener('pageshow', closeOnRestore);
    return () => window.removeEventListener('pageshow', closeOnRestore);
  }, []);
  const resumedRef = (action: DialogAction) => (resumed === action ? focusOnAttach : undefined);

  const {
    comment: CommentDialog,
    offer: OfferDialog,
    share: ShareDialog,
    backgroundInfo: BackgroundInfoDialog,
    floorPlan: FloorPlanDialog,
    buyProperty: BuyPropertyDialog,
    wishlist: WishlistDialog,
  } = dialogs;
  const ReportDialog = openDialog === 'reportInspectionFee' ? dialogs.reportInspectionFee : dialogs.report;
  return (
    <>
      <div className={styles.actions} role="group" aria-label={propertyText.actions}>
        {isOwner ? (
          <Link href={`/dashboard/listing/${propertyId}`} className={buttonClassName('primary')}>
            {propertyText.editProperty}
          </Link>
        ) : (
          <>
            <Button ref={resumedRef('buy')} onClick={open('buyProperty')} disabled={waiting}>{propertyText.buyProperty}</Button>
            <Button variant="secondary" onClick={addToWishlist} pending={addingToWishlist} disabled={waiting}>
              {wishlistStatus?.in_wishlist ? propertyText.inWishlist : propertyText.addToWishlist}
            </Button>
          </>
        )}
        <Button ref={resumedRef('offer')} variant="secondary" onClick={open('offer')} disabled={waiting}>{propertyText.makeOffer}</Button>
        <Button ref={resumedRef('comment')} variant="secondary" onClick={open('comment')} disabled={waiting}>{propertyText.comment}</Button>
        <Button variant="secondary" onClick={open('share')} disabled={waiting}>{propertyText.share}</Button>
        <WhatsAppShare text={share.text} url={share.url} />
        <Button variant="ghost" onClick={open('backgroundInfo')} disabled={waiting}>{propertyText.backgroundInfo}</Button>
        <Button variant="ghost" onClick={open('floorPlan')} disabled={waiting}>{propertyText.floorPlan}</Button>
        {reportsOffered && !isOwner ? (
          <Button variant="ghost" onClick={open('report')} disabled={waiting}>{trustText.reportListing}</Button>
        ) : null}
      </div>

      {resumed ? <p role="status" className={styles.resumed}>{propertyText.resumeAction(labelOfAction[resumed])}</p> : null}

      {/* Near the buy and contact actions: the fraud this market knows best asks for money before a viewing. */}
      <aside id={ASKED_TO_PAY_ID} className={styles.safety} aria-labelledby="safety-title">
        <h2 id="safety-title" className={styles.safetyTitle}>{trustText.safetyTitle}</h2>
        <p className={styles.safetyBody}>
          {trustText.safetyBody}{' '}
          {reportsOffered && !isOwner ? (
            <button type="button" className={styles.linkButton} onClick={open('reportInspectionFee')} disabled={waiting}>
              {trustText.safetyReport}
            </button>
          ) : null}
        </p>
      </aside>

      {openDialog === 'comment' && CommentDialog ? <CommentDialog propertyId={propertyId} signedIn={signedIn} onClose={close} /> : null}
      {openDialog === 'offer' && OfferDialog ? <OfferDialog propertyId={propertyId} signedIn={signedIn} onClose={close} /> : null}
      {openDialog === 'share' && ShareDialog ? <ShareDialog propertyId={propertyId} onClose={close} /> : null}
      {openDialog === 'backgroundInfo' && BackgroundInfoDialog ? <BackgroundInfoDialog propertyId={propertyId} onClose={close} /> : null}
      {openDialog === 'floorPlan' && FloorPlanDialog ? <FloorPlanDialog floorPlans={floorPlans} onClose={close} /> : null}
      {openDialog === 'buyProperty' && BuyPropertyDialog ? (
        <BuyPropertyDialog propertyId={propertyId} ownerName={owner.name} states={states} signedIn={signedIn} onClose={close} />
      ) : null}
      {openDialog === 'wishlist' && WishlistDialog ? <WishlistDialog propertyId={propertyId} onClose={close} /> : null}
      {(openDialog === 'report' || openDialog === 'reportInspectionFee') && ReportDialog ? (
        <ReportDialog propertyId={propertyId} signedIn={signedIn} reason={openDialog === 'reportInspectionFee' ? 'inspection_fee' : undefined} onClose={close} />
      ) : null}
    </>
  );
}
