/** Plans, payment method, gateway callback and background documents (app/payments, app/property-view, app/property-advert, app/property-info, app/join_as_pro/subscription, components/payments). */
export const paymentsText = {
  // Plans
  backgroundPlansTitle: 'Background document plans',
  backgroundPlansIntro: 'Subscribe to read the title documents, outstanding ground rent and inspection report of the properties you are considering.',
  propertyAdvertPlansTitle: 'Promote your property',
  propertyAdvertPlansIntro: 'Choose how long your property is featured among the listings.',
  professionalPlanTitle: 'Professional subscription',
  professionalPlanIntro: 'Join the home-services directory: your service is listed for a year.',
  plansUnavailable: 'No plans are available right now. Please try again later.',
  choosePlan: 'CHOOSE PLAN',
  views: (views: number) => `${views} ${views === 1 ? 'property' : 'properties'} to view`,
  duration: (months: number) => (months % 12 === 0 ? `${months / 12} ${months === 12 ? 'year' : 'years'}` : `${months} ${months === 1 ? 'month' : 'months'}`),
  perDuration: (months: number) => (months === 12 ? 'per year' : months === 1 ? 'per month' : `for ${months} months`),
  planNotFound: 'This plan does not exist. Please choose one of the plans.',
  propertyMissing: 'Choose the property to promote from your dashboard first.',
  notOwner: 'Only the owner of a property can promote it.',
  promoting: (name: string) => `Promoting: ${name}`,
  backToPlans: 'Back to the plans',
  goToDashboard: 'Go to my properties',

  // Payment method
  paymentMethodTitle: 'Payment method',
  paymentFor: 'You are paying for',
  amountLabel: 'Amount',
  chargedNote: 'The amount charged is the price of the plan.',
  gatewayLegend: 'Choose how to pay',
  continue: 'CONTINUE',
  redirecting: 'Taking you to the payment page…',

  // Callback
  callbackTitle: 'Your payment',
  verifying: 'Confirming your payment…',
  paymentSuccessful: 'Your payment was successful',
  paymentFailed: 'Problem completing payment, please try again',
  paymentPending: 'Your payment has not been completed yet. If you paid, this page will confirm it shortly.',
  checkAgain: 'Check again',

  // Success
  subscriptionSuccessTitle: 'Subscription active',
  subscriptionSuccessBody: 'Your background document subscription is active.',
  viewDocuments: 'VIEW BACKGROUND DOCUMENTS',
  browseProperties: 'Browse properties',

  // Background documents
  documentsTitle: 'Background documents',
  documentsOf: (name: string) => `Background documents of ${name}`,
  documentsList: 'Documents',
  noDocuments: 'No documents have been uploaded for this property.',
  viewDocument: 'View',
  documentFallback: (n: number) => `Document ${n}`,
  openInNewTab: 'Open in a new tab',
  groundRent: 'Outstanding ground rent',
  inspectionReport: 'Physical inspection report',
  notRecorded: 'Not recorded',
  viewsLeft: (views: number) => `Views left on your subscription: ${views}`,
  ownerNote: 'You own this property: its documents are always open to you.',
  noSubscription: "You don't have an active subscription",
  subscribe: 'Subscribe',
  backToProperty: 'Back to the property',
  closeDocument: 'Close',
} as const;
