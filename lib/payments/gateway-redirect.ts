/** Leaves the site for the gateway's payment page (a full navigation: it is another origin). Its own module so tests can stand in for it. */
export function goToGateway(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
