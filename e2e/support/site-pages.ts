/**
 * Every page of the product, in one list, with who visits it: the walk (e2e/site-walk.spec.ts) checks
 * each page for each visitor named (axe, HTML_CodeSniffer, 360 px). Adding a page is one line here.
 *
 * Public pages are checked signed out, and signed in where more than the nav differs (the property
 * page's actions, the sell and advert layouts, the listing's 'Save this search', the approval wizard);
 * the signed-in nav itself is checked on the home page. Walking every public page twice cost minutes
 * of CI for the same markup. Sign-in pages are signed out only: a signed-in visitor is
 * redirected. A `{placeholder}` in a path is filled in by the suite (see `resolvePath` there).
 */
export type Visitor = 'signed-out' | 'buyer' | 'owner' | 'pro';

export type SitePage = { path: string; visitors: readonly Visitor[] };

const everyone: readonly Visitor[] = ['signed-out', 'buyer'];
const signedOut: readonly Visitor[] = ['signed-out'];
const buyer: readonly Visitor[] = ['buyer'];
const owner: readonly Visitor[] = ['owner'];
const pro: readonly Visitor[] = ['pro'];

export const sitePages: readonly SitePage[] = [
  // Public browsing
  { path: '/', visitors: everyone },
  { path: '/properties', visitors: signedOut },
  { path: '/properties/buy', visitors: signedOut },
  { path: '/properties/rent?no_bedroom=2', visitors: everyone },
  { path: '/rent', visitors: signedOut },
  { path: '/all_properties?type=Land', visitors: signedOut },
  { path: '/properties/buy?state=No-such-state', visitors: signedOut },
  { path: '/property/1', visitors: everyone },
  { path: '/property/{ownerListing}', visitors: owner },
  { path: '/property/999999', visitors: signedOut },
  { path: '/prices/lagos/lekki-phase-1', visitors: signedOut },
  { path: '/compare?ids=1,2,999999', visitors: signedOut },
  { path: '/tipsandguides', visitors: signedOut },
  { path: '/tipsandguides/c-of-o-and-governors-consent', visitors: signedOut },
  { path: '/tipsandguides/details?id=1', visitors: signedOut },
  { path: '/sell', visitors: everyone },
  { path: '/terms', visitors: signedOut },
  { path: '/privacy', visitors: signedOut },
  // Finance and home services
  { path: '/finance', visitors: signedOut },
  { path: '/finance/affordability', visitors: signedOut },
  { path: '/finance/paymentoptions', visitors: signedOut },
  { path: '/mortgage', visitors: signedOut },
  { path: '/get-approval', visitors: everyone },
  { path: '/services', visitors: signedOut },
  { path: '/services?category=engineers', visitors: signedOut },
  { path: '/services/categories', visitors: signedOut },
  { path: '/home-service-pro/details?id=1', visitors: signedOut },
  { path: '/payments/callback', visitors: signedOut },
  // Signing in
  { path: '/login', visitors: signedOut },
  { path: '/register', visitors: signedOut },
  { path: '/forgot-password', visitors: signedOut },
  { path: '/reset_password?token=garbage&email=nobody%40example.com', visitors: signedOut },
  { path: '/account/confirm/token?reference=garbage', visitors: signedOut },
  { path: '/social_auth/google?error=access_denied', visitors: signedOut },
  // The link of a saved search's alert e-mail
  { path: '/alerts/unsubscribe?token=garbage', visitors: signedOut },
  // Signed-in pages
  { path: '/dashboard', visitors: buyer },
  { path: '/dashboard?view=properties&type=purchased', visitors: buyer },
  { path: '/dashboard?view=properties&type=uploaded', visitors: owner },
  { path: '/dashboard?view=wishlist', visitors: buyer },
  { path: '/dashboard?view=searches', visitors: buyer },
  { path: '/dashboard?view=finance', visitors: buyer },
  { path: '/dashboard?view=profile', visitors: buyer },
  { path: '/dashboard?view=adverts', visitors: owner },
  { path: '/dashboard?view=enquiries', visitors: owner },
  { path: '/dashboard/myhomeservices', visitors: pro },
  { path: '/dashboard/listing', visitors: owner },
  { path: '/dashboard/listing/{ownerListing}', visitors: owner },
  { path: '/dashboard/paymentprofile/details?propertyId=6', visitors: buyer },
  { path: '/dashboard/paymentprofile/receipt?propertyId=6&paymentId=1', visitors: buyer },
  { path: '/finance/paymentprofile', visitors: buyer },
  { path: '/join_as_pro', visitors: buyer },
  { path: '/join_as_pro/subscription/payment/success', visitors: buyer },
  { path: '/home-service/edit?id={proService}', visitors: pro },
  // Paid flows (plans, payment method, gateway return, background documents)
  { path: '/property-view/subscription?propertyId=1', visitors: buyer },
  { path: '/property-view/subscription/payment?planId=1&propertyId=1', visitors: buyer },
  { path: '/property-view/subscription/success?propertyId=1', visitors: buyer },
  { path: '/property-advert/subscription?propertyId={ownerListing}', visitors: owner },
  { path: '/property-advert/subscription/payment?planId=8&propertyId={ownerListing}', visitors: owner },
  { path: '/join_as_pro/subscription', visitors: buyer },
  { path: '/join_as_pro/subscription/payment?planId=2', visitors: buyer },
  { path: '/payments/callback?reference=VST-unknown', visitors: signedOut },
  { path: '/property-info/viewbgdocs/1', visitors: buyer },
  { path: '/property-info/viewbgdocs/{ownerListing}', visitors: owner },
  // Adverts (the demo owner's advert 2 is verified and awaits payment)
  { path: '/advert', visitors: everyone },
  { path: '/advert/subscription', visitors: signedOut },
  { path: '/advert/upload?planId=6', visitors: owner },
  { path: '/advert/upload/verify?advertId=2', visitors: owner },
  { path: '/advert/payment?advertId=2', visitors: owner },
];
