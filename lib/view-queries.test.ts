import { paymentOptionsHref, readServiceId, readServicesQuery, readTipsQuery, serviceDetailsHref, servicesHref, tipsHref } from './view-queries';

describe('the queries of the tips, services and payment-options views', () => {
  it('reads a tips search trimmed to 100 characters and a page, and writes them back', () => {
    expect(readTipsQuery({ query: '  rent deposit ', page: '2' })).toEqual({ query: 'rent deposit', page: 2 });
    expect(readTipsQuery({ query: `${'a'.repeat(99)} b`, page: 'junk' })).toEqual({ query: 'a'.repeat(99), page: 1 });
    expect(tipsHref(1, '')).toBe('/tipsandguides');
    expect(tipsHref(3, 'c of o')).toBe('/tipsandguides?query=c+of+o&page=3');
  });

  it('keeps a services category only when it is a slug, and the page when past the first', () => {
    expect(readServicesQuery({ category: 'engineers', page: ['2', '3'] })).toEqual({ category: 'engineers', page: 2 });
    expect(servicesHref('engineers', 2)).toBe('/services?category=engineers&page=2');
    expect(servicesHref('Not a slug', 1)).toBe('/services');
  });

  it("reads a professional's id only in plain digits", () => {
    expect(readServiceId({ id: '6' })).toBe(6);
    for (const junk of ['06', '6x', '', '-6', '12345678901']) expect(readServiceId({ id: junk })).toBeUndefined();
    expect(serviceDetailsHref(6)).toBe('/home-service-pro/details?id=6');
    expect(serviceDetailsHref(undefined)).toBe('/home-service-pro/details');
  });

  it("keeps the payment options' tab and its own calculator's fields as the form sends them, and nothing else", () => {
    const sent = { tab: 'mortgage', calculate: '1', price: '50000000', down: '', rate: 'abc', years: '20' };
    expect(paymentOptionsHref(sent)).toBe('/finance/paymentoptions?tab=mortgage&calculate=1&price=50000000&down=&rate=abc&years=20');
    expect(paymentOptionsHref({ tab: 'instalment', price: '1', down: '2', months: '6' })).toBe('/finance/paymentoptions?tab=instalment&price=1&months=6');
    expect(paymentOptionsHref({ tab: 'junk', calculate: 'yes', deposit: '5' })).toBe('/finance/paymentoptions');
  });
});
